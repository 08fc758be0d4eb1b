import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// Over the limit the project wrote for its translators' tool (Weblate `max-size`, `max-length`),
    /// or a written width wider than the row LabelFit measures the string in.
    public static let writtenLimit = Rule("written-limit")
}

/// `written-limit`: a limit written beside the string for the translators' tool (`WrittenLimit`:
/// Weblate's flags, XLIFF `maxwidth` in characters) checked as that tool checks it, with LabelFit's
/// shaping: `max-size:W:N` fails when the translation, wrapped at W pixels with the configured fonts
/// (at the flags' `font-size` and `font-weight` when given), needs more than N lines (1 without N) or
/// has a line wider than W; `max-length:N` when it has more than N characters (Unicode scalars, as
/// Python's `len` counts them in Weblate). A written width wider than the width the row leaves the text
/// (the configuration's row for this string) is a warning of its own: a translation that passes the
/// translators' check can still wrap or be cut where the app shows it.
enum WrittenLimitRule: PairRule {
    static let description = RuleDescription(
        id: Rule.writtenLimit.id, defaultSeverity: .error, documentation: "docs/findings.md",
        explanation: "The project writes a limit for its translators' tool beside the string (Weblate max-size or max-length flags, XLIFF "
            + "maxwidth in characters), and the translation, shaped with the real font, is over it — or the written width is wider than "
            + "the row the string is shown in, so translators are checked against room the row does not have. Fix: shorten the "
            + "translation, or write the row's width (labelfit limits writes it).",
        title: "Over the limit written for the translators' tool",
        help: "Weblate max-size:W:N (the translation wrapped at W px must fit in N lines), max-length:N (characters), or XLIFF maxwidth in characters, checked with the real font; or a written width wider than the row's.")

    static func mayFind(_ target: StringMeasurement?, _ thresholds: Thresholds, growthPx: Double?, hasSource: Bool,
                        entry: CatalogEntry) -> Bool {
        entry.writtenLimit != nil
    }

    /// The options `max-size` is judged with: a row exactly W wide with nothing else in it, wrapping
    /// with no line limit, at the flags' size and weight when they give them.
    static func options(_ limit: WrittenLimit, target: MeasureOptions) -> MeasureOptions? {
        guard let w = limit.widthPx else { return nil }
        var o = target
        var row = RowGeometry(inlineSizePx: w)
        row.overflow = .wrap
        o.row = row
        if let s = limit.fontSizePx { o.size = s }
        if let weight = limit.fontWeight { o.fontStack.weight = weight }
        return o
    }

    static func find(_ t: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings) {
        guard let limit = pair.entry.writtenLimit else { return }
        let written = "\(limit.origin) «\(limit.flags)»"
        if let w = limit.widthPx, let m = pair.limitMeasurement {
            let allowed = limit.lines ?? 1
            let widest = m.lineDetails.map(\.layoutWidthPx).max() ?? m.layoutWidthPx
            if m.lines > allowed || widest > w + 1e-6 {
                var numbers: [String: Double] = ["max_width_px": w, "max_lines": Double(allowed), "lines": Double(m.lines), "width_px": widest]
                if let size = limit.fontSizePx { numbers["font_size_px"] = size }
                let why = m.lines > allowed ? "takes \(m.lines) lines at \(RuleText.px(w)) where \(allowed) \(allowed == 1 ? "is" : "are") allowed"
                    : "has a line \(RuleText.px(widest)) wide, past \(RuleText.px(w))"
                let size = limit.fontSizePx.map { " at \(RuleText.num($0))px" } ?? " at the configured size"
                let message = "«\(t.text)» \(why) (\(written), measured with \(pair.targetFamilies.joined(separator: ", "))\(size)): shorten it"
                out.add(.writtenLimit, message, numbers)
            }
            if let room = pair.row.availableWidthPx, w > room + 0.5 {
                out.add(.writtenLimit, "\(written) allows \(RuleText.px(w)) but the row leaves the text \(RuleText.px(room)): translators are checked "
                        + "against room the row does not have; write max-size:\(WrittenLimit.number(room.rounded(.down)))\(limit.lines.map { ":\($0)" } ?? "")",
                        ["max_width_px": w, "available_width_px": room], cap: .warning)
            }
        }
        if let n = limit.characters {
            let count = (pair.entry.target ?? t.text).unicodeScalars.count
            if count > n {
                out.add(.writtenLimit, "«\(t.text)» has \(count) characters, over the \(n) of \(written): shorten it by \(count - n)",
                        ["characters": Double(count), "max_length": Double(n), "over_chars": Double(count - n)])
            }
        }
    }
}
