import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// Ink past the line box (or whole lines past a fixed row height).
    public static let clip = Rule("clip")
    /// Ink past the line box that no line-height clears (UIKit sets glyphs at the line's bottom):
    /// the finding says how much padding each edge needs. Its severity follows `clip` unless named.
    public static let clipPadding = Rule("clip-padding")
}

/// `clip`: ink past the line box, or whole lines past a fixed row height; `clip-padding`: ink past
/// the line box that no line-height clears (UIKit sets glyphs at the line's bottom), so the finding
/// gives the padding each edge needs instead. Not compared with the English: it is the Arabic's own ink.
/// On a web row that does not clip, ink past the line box is painted: `OverlapRule` judges it.
enum ClipRule: PairRule {
    static let description = RuleDescription(
        id: Rule.clip.id, defaultSeverity: .error, documentation: "docs/findings.md",
        // Blink paints ink outside the line box unless an ancestor clips (CSS Overflow 3 §3,
        // `overflow: hidden`/`clip`), as fixed-height rows, text fields and most native views do.
        explanation: "Ink — a diacritic, a descender, a tall letter — reaches past the line box, so a row that clips its content "
            + "(overflow: hidden, a fixed-height row, a clipping view) cuts it off. The figure is how far past, in CSS px; "
            + "under half a device pixel antialiasing may hide it (borderline, a warning unless configured). "
            + "Fix: raise line-height to the minimum the finding gives, or give the row block padding. "
            + "Open a string to see the clipped ink in red and the edge magnified to device pixels.",
        title: "Ink is clipped by the line box",
        help: "Glyph ink reaches past the line box at the configured line-height, or whole lines past a fixed row height; a container that clips (fixed height, overflow hidden) cuts descenders, dots and marks.")

    /// Its level follows `clip` unless `severity` names `clip-padding` (`PairFindings.add`).
    static let paddingDescription = RuleDescription(
        id: Rule.clipPadding.id, defaultSeverity: .error, documentation: "docs/findings.md",
        explanation: "Ink reaches past the line box by more than any line-height can take back (the ink is taller than the line "
            + "box at every line-height tried, or the platform keeps the font's own line box): only room outside the text helps. "
            + "Fix: give the row the block padding the finding gives (padding_top_px, padding_bottom_px).",
        title: "Ink is clipped and no line-height fixes it",
        help: "Glyph ink reaches past the line box at every line-height (UIKit sets glyphs at the line's bottom, so more height adds room above only); the finding gives the padding each edge needs (padding_top_px, padding_bottom_px).")

    static func mayFind(_ target: StringMeasurement?, _ thresholds: Thresholds, growthPx: Double?, hasSource: Bool,
                        entry: CatalogEntry) -> Bool {
        let tol = thresholds.clipTolerancePx
        return (target?.clip.topPx ?? 0) > tol || (target?.clip.bottomPx ?? 0) > tol || (target?.clippedLines ?? 0) > 0
            || (target?.lineDetails.count ?? 0) > 1 && OverlapRule.inkReachesNextLine(target?.lineDetails ?? [], tolerance: tol) > tol
    }

    static func find(_ t: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings) {
        let thresholds = pair.thresholds, tol = thresholds.clipTolerancePx
        let inkPasses = t.clip.topPx > tol || t.clip.bottomPx > tol
        if OverlapRule.rowPaintsInk(profile: pair.profile, row: pair.row) {
            if inkPasses || OverlapRule.inkReachesNextLine(t.lineDetails, tolerance: tol) > tol { OverlapRule.find(t, pair, into: &out) }
        } else if inkPasses {
            var parts: [String] = []
            if t.clip.bottomPx > tol { parts.append("\(RuleText.px(t.clip.bottomPx)) at the bottom" + (t.clip.bottomCharacter.map { " («\($0)»)" } ?? "")) }
            if t.clip.topPx > tol { parts.append("\(RuleText.px(t.clip.topPx)) at the top" + (t.clip.topCharacter.map { " («\($0)»)" } ?? "")) }
            // A clip measured with a font the platform does not draw with is an estimate: a warning.
            let standIn = standInNote(t, faces: pair.targetFaces, families: pair.targetFamilies, profile: pair.profile,
                                      fallbackStandIn: pair.fallbackStandIn)
            var cap: Severity? = t.clip.borderline ? thresholds.borderlineClipSeverity : nil
            if standIn != nil { cap = min(cap ?? .warning, .warning) }
            let borderline = t.clip.borderline ? " (borderline: the clip is under half a device pixel)" : ""
            var numbers: [String: Double] = ["clip_top_px": t.clip.topPx, "clip_bottom_px": t.clip.bottomPx,
                                             "over_px": max(t.clip.topPx, t.clip.bottomPx)]
            if standIn != nil { numbers["stand_in"] = 1 }
            if t.minLineHeight.found {
                numbers["min_line_height"] = t.minLineHeight.unitless
                numbers["min_line_height_px"] = Double(t.minLineHeight.wholePx)
                out.add(.clip, "«\(t.text)» clips \(parts.joined(separator: " and ")) at line-height \(pair.lineHeight): set line-height ≥ \(RuleText.num(t.minLineHeight.unitless))"
                        + " (or ≥ \(t.minLineHeight.wholePx)px)" + borderline + (standIn ?? ""), numbers, cap: cap)
            } else {
                // No line-height up to the largest searched clears the ink (UIKit sets glyphs at the
                // line's bottom, so more height adds room above only): the box needs padding on each
                // edge the ink passes, by as much as it passes it at the line-height used.
                var pads: [String] = []
                if t.clip.bottomPx > tol { numbers["padding_bottom_px"] = t.clip.bottomPx; pads.append("bottom padding of \(RuleText.pxUp(t.clip.bottomPx))") }
                if t.clip.topPx > tol { numbers["padding_top_px"] = t.clip.topPx; pads.append("top padding of \(RuleText.pxUp(t.clip.topPx))") }
                out.add(.clipPadding, "«\(t.text)» clips \(parts.joined(separator: " and ")) at line-height \(pair.lineHeight) and no line-height fixes it:"
                        + " add \(pads.joined(separator: " and "))" + borderline + (standIn ?? ""), numbers, cap: cap)
            }
        }
        if t.clippedLines > 0 {
            let cut = t.lineDetails.dropFirst(t.lines)
            let overPx = cut.reduce(0) { $0 + $1.lineBox.heightPx }
            out.add(.clip, "«\(t.text)» needs \(t.lines + t.clippedLines) lines; the fixed row height cuts \(t.clippedLines)"
                    + " (\(RuleText.px(overPx)) short): set the row height ≥ \(RuleText.pxUp(t.rowHeightPx)) or shorten it to \(t.lines) line\(t.lines == 1 ? "" : "s")",
                ["clipped_lines": Double(t.clippedLines), "row_height_px": t.rowHeightPx, "over_px": overPx])
        }
    }

    /// Said after a clip measured with a stand-in: a platform font LabelFit cannot bundle, or the
    /// character that clips is in no face of the stack and the fallback font that drew it stands in
    /// for the device's (`FallbackChain`; Android's chain is Android's own fonts, no stand-in).
    static func standInNote(_ t: StringMeasurement, faces: [FontFace], families: [String], profile: Profile,
                            fallbackStandIn: (String) -> StandIn? = { _ in nil }) -> String? {
        if StandIn.isPlatformDefault(profile: profile, families: families) {
            let s = StandIn.platform(profile: profile, families: families).map(\.description).joined(separator: ", ")
            return "; measured with a stand-in font (\(s)): a warning, not an error"
        }
        for c in [t.clip.topPx > 0 ? t.clip.topCharacter : nil, t.clip.bottomPx > 0 ? t.clip.bottomCharacter : nil] {
            guard let c, let scalar = c.unicodeScalars.first, !faces.isEmpty else { continue }
            if !faces.contains(where: { $0.covers(scalar.value) }), let s = fallbackStandIn(c) {
                return "; «\(c)» is in no font of the stack and is measured with \(s.font), which stands in for \(s.standsFor): a warning, not an error"
            }
        }
        return nil
    }
}
