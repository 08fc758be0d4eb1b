import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// More lines than `max_lines`.
    public static let lines = Rule("lines")
}

/// `lines`: more lines than `max_lines`. An error when the Arabic takes more lines than the English
/// too; `info` when the English takes as many (hard line breaks count in both). How far over is
/// measured against the English's lines at the same width (or `max_lines`, when that is more).
enum LinesRule: PairRule {
    static let description = RuleDescription(
        id: Rule.lines.id, defaultSeverity: .error, documentation: "docs/findings.md",
        explanation: "The translation takes more lines than thresholds.max_lines at the row's width. "
            + "Fix: shorten it, or let the row take more lines.",
        title: "Label wraps to too many lines",
        help: "At the row's available width the label takes more lines than max_lines.")

    static func mayFind(_ target: StringMeasurement?, _ thresholds: Thresholds, growthPx: Double?, hasSource: Bool,
                        entry: CatalogEntry) -> Bool {
        thresholds.maxLines.map { (target?.lines ?? 0) > $0 } ?? false
    }

    static func find(_ t: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings) {
        let thresholds = pair.thresholds, source = pair.source
        if let max = thresholds.maxLines, t.lines > max {
            let worse = source.map { t.lines > $0.lines } ?? true
            var numbers: [String: Double] = ["lines": Double(t.lines), "max_lines": Double(max)]
            if let s = source { numbers["source_lines"] = Double(s.lines) }
            let inWidth = t.availableWidthPx.map { " in \(RuleText.px($0))" } ?? ""
            var message: String
            if !worse {
                message = "«\(t.text)» takes \(t.lines) lines\(inWidth), more than \(max)"
                    + "; the English too takes \(source?.lines ?? 0) line\(source?.lines == 1 ? "" : "s")" + (t.availableWidthPx == nil ? " (forced line breaks)" : "")
                    + ": not caused by the translation"
            } else {
                // Against the English at the same constraint: what the Arabic must lose to take the
                // English's lines (or max_lines, when the English takes fewer).
                let allowed = Swift.max(max, source?.lines ?? 0)
                message = "«\(t.text)» takes \(t.lines) lines\(inWidth)" + (source.map { " where the English «\($0.text)» takes \($0.lines)" } ?? "")
                    + " (max_lines \(max))"
                if let w = t.availableWidthPx, let o = RuleText.overflow(t, lines: allowed, width: w) {
                    numbers["over_px"] = o.px
                    numbers["over_chars"] = Double(o.chars)
                    message += ": \(RuleText.px(o.px)) past \(allowed) line\(allowed == 1 ? "" : "s") (about \(RuleText.chars(o.chars))):"
                        + " shorten by about \(RuleText.chars(o.chars)) or allow \(t.lines) lines"
                } else {
                    message += ": remove a line break or allow \(t.lines) lines"
                }
            }
            out.add(.lines, message, numbers, weaker: !worse)
        }
    }
}
