import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// On the web, ink past the line box of a row that does not clip: painted over the next line or
    /// past the row's edge (warning unless configured).
    public static let overlap = Rule("overlap")
}

/// `overlap`: on the web, ink past the line box of a row that does not clip. A browser paints ink
/// outside the line box (CSS 2.1 §11.1.1 and CSS Overflow 3 §3: content that overflows its box is
/// visible unless the box's `overflow` is `hidden`, `clip`, `scroll` or `auto`), so it is cut only
/// where the row clips: `nowrap-ellipsis` and `nowrap-clip` (`overflow: hidden`; `text-overflow`
/// applies only to such a box, CSS Overflow 4 §4.1), a line clamp (`row.max_lines`:
/// `-webkit-line-clamp` works with `overflow: hidden`), or a fixed `height` (the model cuts the lines
/// past it). Anywhere else the ink is drawn — over the next line's box, or past the row's block
/// padding over whatever is beside the row. A warning where it reaches either; `info` where it stays
/// in the row's own padding. Native engines (Android, Compose, UIKit, Flutter) keep `clip`.
enum OverlapRule {
    static let description = RuleDescription(
        id: Rule.overlap.id, defaultSeverity: .warning, documentation: "docs/findings.md",
        explanation: "On the web, ink — a diacritic, a descender, a tall letter — reaches past the line box of a row that does not clip "
            + "(no overflow: hidden, no ellipsis, no line clamp, no fixed height): the browser paints it, over the next line or past "
            + "the row's edge. Fix: raise line-height to the minimum the finding gives, or give the row more block padding.",
        title: "Ink overlaps the next line or the row's edge",
        help: "On a web row that does not clip, glyph ink reaches past the line box into the next line or past the row's block padding; the browser paints it there.")

    /// Whether the row paints ink outside its line boxes instead of cutting it: a web engine's row
    /// that neither hides its overflow, nor clamps its lines, nor has a fixed height.
    static func rowPaintsInk(profile: Profile, row: RowGeometry) -> Bool {
        profile == .web && row.overflow == .wrap && row.maxLines == nil && row.heightPx == nil
    }

    /// The verdict of a pair whose target's ink past the line box is painted: what the rest of the
    /// layout says (`wraps`, `truncates`, `fits`), not `clips`.
    static func paintedVerdict(_ t: StringMeasurement) -> Verdict {
        Verdict(missingGlyphs: false, clipped: t.clippedLines > 0, truncated: !t.droppedText.isEmpty || !t.droppedWords.isEmpty,
                lines: t.lines + t.clippedLines)
    }

    /// How far ink reaches into a neighbouring line's box: a line's ink below its box (not the last
    /// line's) or above it (not the first line's); 0 for one line.
    static func inkReachesNextLine(_ lines: [MeasuredLine], tolerance: Double) -> Double {
        var deepest = 0.0
        for i in lines.indices {
            if i + 1 < lines.count { deepest = max(deepest, lines[i].clip.bottomPx) }
            if i > 0 { deepest = max(deepest, lines[i].clip.topPx) }
        }
        return deepest
    }

    /// Called by `ClipRule` for ink past the line box on a row that paints it.
    static func find(_ t: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings) {
        let tol = pair.thresholds.clipTolerancePx, padding = pair.row.paddingBlockPx
        let intoNextLine = inkReachesNextLine(t.lineDetails, tolerance: tol)
        // Past the row's edge: the first line's top and the last line's bottom ink beyond the padding.
        let pastTop = max(0, t.clip.topPx - padding), pastBottom = max(0, t.clip.bottomPx - padding)
        let pastEdge = max(pastTop, pastBottom)
        var numbers: [String: Double] = ["clip_top_px": t.clip.topPx, "clip_bottom_px": t.clip.bottomPx,
                                         "over_px": max(t.clip.topPx, t.clip.bottomPx, intoNextLine), "padding_block_px": padding]
        var parts: [String] = []
        if t.clip.bottomPx > tol { parts.append("\(RuleText.px(t.clip.bottomPx)) below" + (t.clip.bottomCharacter.map { " («\($0)»)" } ?? "")) }
        if t.clip.topPx > tol { parts.append("\(RuleText.px(t.clip.topPx)) above" + (t.clip.topCharacter.map { " («\($0)»)" } ?? "")) }
        if parts.isEmpty, intoNextLine > tol { parts.append("\(RuleText.px(intoNextLine)) between its lines") }
        var reaches: [String] = []
        if intoNextLine > tol { numbers["next_line_px"] = intoNextLine; reaches.append("into the next line by \(RuleText.px(intoNextLine))") }
        if pastEdge > tol { numbers["past_row_edge_px"] = pastEdge; reaches.append("past the row's edge by \(RuleText.px(pastEdge)) (its block padding is \(RuleText.px(padding)))") }
        let painted = reaches.isEmpty
        var message = "«\(t.text)»'s ink passes the line box by \(parts.joined(separator: " and ")) at line-height \(pair.lineHeight); the row does not clip, so the browser paints it"
        message += painted ? " inside the row's \(RuleText.px(padding)) block padding: nothing overlaps" : ", " + reaches.joined(separator: " and ")
        if !painted, t.minLineHeight.found {
            numbers["min_line_height"] = t.minLineHeight.unitless
            numbers["min_line_height_px"] = Double(t.minLineHeight.wholePx)
            message += ": set line-height ≥ \(RuleText.num(t.minLineHeight.unitless)) (or ≥ \(t.minLineHeight.wholePx)px)"
            if pastEdge > tol { message += " or block padding ≥ \(RuleText.pxUp(padding + pastEdge))" }
        } else if !painted, pastEdge > tol {
            message += ": set block padding ≥ \(RuleText.pxUp(padding + pastEdge))"
        }
        out.add(.overlap, message, numbers, cap: painted ? .info : nil)
    }
}
