import LabelFitCheck

/// What a rule's findings mean and what to do about them, said once per rule in a report (the HTML
/// report's "Findings by rule"), so that each finding's own message only has to give its numbers.
/// Written for the person who fixes the string or the layout, not for LabelFit's developers.
public enum RuleExplanation {
    public static func text(_ rule: Rule) -> String {
        switch rule {
        case .clip:
            // Blink paints ink outside the line box unless an ancestor clips (CSS Overflow 3 §3,
            // `overflow: hidden`/`clip`), as fixed-height rows, text fields and most native views do.
            return "Ink — a diacritic, a descender, a tall letter — reaches past the line box, so a row that clips its content "
                + "(overflow: hidden, a fixed-height row, a clipping view) cuts it off. The figure is how far past, in CSS px; "
                + "under half a device pixel antialiasing may hide it (borderline, a warning unless configured). "
                + "Fix: raise line-height to the minimum the finding gives, or give the row block padding. "
                + "Open a string to see the clipped ink in red and the edge magnified to device pixels."
        case .clipPadding:
            return "Ink reaches past the line box by more than any line-height can take back (the ink is taller than the line "
                + "box at every line-height tried, or the platform keeps the font's own line box): only room outside the text helps. "
                + "Fix: give the row the block padding the finding gives (padding_top_px, padding_bottom_px)."
        case .truncation:
            return "The row does not wrap (nowrap with an ellipsis, or a hard cut) and the translation is wider than the row: "
                + "the words after the cut are never seen. Fix: shorten the translation, or let the row wrap or widen."
        case .growth:
            return "The translation is wider than thresholds.max_growth × the English, in pixels. It may still fit this run's row, "
                + "but a layout sized to the English may not hold it. Fix: shorten it, or raise the limit where the design has room."
        case .lines:
            return "The translation takes more lines than thresholds.max_lines at the row's width. "
                + "Fix: shorten it, or let the row take more lines."
        case .missingGlyphs:
            return "No font in the stack (nor a system fallback) draws a character: it shows as a box, and the widths measured "
                + "for it are the box's. Fix: add a font that covers it to the stack, or replace the character."
        case .widthBudget:
            // XLIFF 1.2 maxwidth with size-unit="pixel"; XLIFF 2 Size and Length Restriction module.
            return "The translation is wider than the pixel budget the catalog itself declares (XLIFF maxwidth, slr:sizeRestriction). "
                + "Fix: shorten it, or agree a larger budget."
        case .catalog:
            return "A catalog, or an entry in it, is not what its format allows (a syntax error, a duplicate key, …). "
                + "The message names the file, line and reason; an entry that could not be read was not measured."
        case .noSource:
            return "A translation with no English string to compare with: it is measured, but growth against the English "
                + "cannot be judged."
        case .untranslated:
            return "The translation is empty, the English itself, has no letters of the target's script, or its catalog marks it "
                + "not final: what users will see was not measured."
        }
    }
}
