import LabelFitCore
import LabelFitReports

/// The human form of `measure`: a block per pair, numbers in px, the text last on each line so that
/// right-to-left strings do not disturb the columns.
enum MeasureTextTable {
    static func render(_ results: [MeasureResult]) -> String {
        var out = ""
        for r in results {
            if let error = r.error {
                out += "error: \(esc(error))\n\n"
                continue
            }
            for m in [r.source, r.target] {
                guard let m else { continue }
                out += "\(esc(m.locale))  \(esc(m.text))\n"
                out += "    width \(px(m.widthPx))  chars \(m.characters)  lines \(m.lines)"
                if let w = m.availableWidthPx { out += " in \(px(w))" }
                out += "  verdict \(paint(m.verdict))\n"
                out += "    ink \(above(m.ink.topPx))/\(below(m.ink.bottomPx))  box \(above(m.lineBox.topPx))/\(below(m.lineBox.bottomPx))"
                out += "  clip \(px(m.clip.topPx)) top, \(px(m.clip.bottomPx)) bottom"
                if let c = m.clip.bottomCharacter { out += " (\(esc(c)))" }
                if m.clip.borderline { out += " borderline" }
                out += "  (\(m.lineBox.model.rawValue)" + (m.lineBox.platform.map { " on \($0)" } ?? "") + ", device scale \(fmt(m.deviceScale)))"
                out += m.minLineHeight.found
                    ? "\n    min line-height \(fmt(m.minLineHeight.unitless)) (\(px(m.minLineHeight.px)), \(m.minLineHeight.wholePx)px whole)"
                    : "\n    min line-height not found: still clips at \(fmt(m.minLineHeight.unitless))"
                out += "  fonts " + m.fontsUsed.filter(\.drewGlyphs).map(\.family).joined(separator: ", ") + "\n"
                if m.lines > 1 { out += "    lines: " + m.lineTexts.map { "«\(esc($0))»" }.joined(separator: " / ") + "\n" }
                if !m.droppedWords.isEmpty {
                    out += "    visible «\(esc(m.visibleText))»  dropped: " + esc(m.droppedWords.joined(separator: " ")) + "\n"
                }
                if !m.missing.isEmpty {
                    out += "    missing glyphs: " + m.missing.map { $0.codepoints.joined(separator: "+") }.joined(separator: ", ") + "\n"
                }
            }
            if let g = r.growthPx, let c = r.growthChars {
                out += "    growth \(fmt(g))× in px, \(fmt(c))× in characters"
                if let lh = r.minLineHeight { out += "; both clip-free from line-height \(fmt(lh.unitless))" }
                out += "\n"
            }
            out += "\n"
        }
        return out
    }

    static func fmt(_ v: Double) -> String { DecimalText.rounded(v) }

    /// Input text printed on a terminal line: a control character in a measured string (from a file
    /// given with `--input`) must not start a line of its own or a terminal escape sequence.
    static func esc(_ s: String) -> String { ControlCharacters.escaped(s) }

    static func px(_ v: Double) -> String { fmt(v) + "px" }

    /// Extents above the baseline read "+12px"; below it "−4px". A value past the baseline the other
    /// way keeps one sign, its own ("−-2.3px" was printed before): below by −2.3 is above by 2.3.
    static func above(_ v: Double) -> String { (v < 0 ? "−" : "+") + px(abs(v)) }
    static func below(_ v: Double) -> String { (v < 0 ? "+" : "−") + px(abs(v)) }

    static func paint(_ v: Verdict) -> String {
        switch v {
        case .fits: Terminal.paint("fits", "32")
        case .wraps: Terminal.paint("wraps", "36")
        case .truncates: Terminal.paint("truncates", "33")
        case .clips: Terminal.paint("clips", "31")
        case .missingGlyphs: Terminal.paint("missing-glyphs", "35")
        case .untranslated: Terminal.paint("untranslated", "35")
        }
    }
}
