import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// Words lost to an ellipsis or a hard cut.
    public static let truncation = Rule("truncation")
}

/// `truncation`: words lost to an ellipsis or a hard cut. An error when the Arabic loses a larger share
/// of its characters than the English does; `info` when the English is cut as much.
enum TruncationRule: PairRule {
    static let description = RuleDescription(
        id: Rule.truncation.id, defaultSeverity: .error, documentation: "docs/findings.md",
        explanation: "The row does not wrap (nowrap with an ellipsis, or a hard cut) and the translation is wider than the row: "
            + "the words after the cut are never seen. Fix: shorten the translation, or let the row wrap or widen.",
        title: "Words are lost to truncation",
        help: "With nowrap + ellipsis or a maximum line count, the end of the label is cut; in Arabic that is usually the object of the command.")

    static func mayFind(_ target: StringMeasurement?, _ thresholds: Thresholds, growthPx: Double?, hasSource: Bool,
                        entry: CatalogEntry) -> Bool {
        !(target?.droppedWords.isEmpty ?? true) || !(target?.droppedText.isEmpty ?? true)
    }

    static func find(_ t: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings) {
        let source = pair.source
        if !t.droppedWords.isEmpty || !t.droppedText.isEmpty {
            // Worse than the English when the Arabic loses a larger share of its characters (an English
            // that keeps all of its text loses none).
            let share = { (m: StringMeasurement) in m.characters > 0 ? Double(m.droppedText.count) / Double(m.characters) : 0 }
            let englishCut = source.map { !$0.droppedWords.isEmpty || !$0.droppedText.isEmpty } ?? false
            let worse = !(source.map { share(t) <= share($0) + 1e-9 && englishCut } ?? false)
            var numbers: [String: Double] = ["width_px": t.layoutWidthPx, "available_width_px": t.availableWidthPx ?? 0,
                                             "dropped_words": Double(t.droppedWords.count)]
            var how = ""
            if let w = t.availableWidthPx, let o = RuleText.overflow(t, lines: max(t.lines, 1), width: w) {
                numbers["over_px"] = o.px
                numbers["over_chars"] = Double(o.chars)
                how = ": \(RuleText.px(o.px)) too wide (about \(RuleText.chars(o.chars))): shorten by about \(RuleText.chars(o.chars)) or give the row more room"
            }
            if let s = source, englishCut { numbers["source_dropped_words"] = Double(s.droppedWords.count) }
            out.add(.truncation, "«\(t.text)» is cut to «\(t.visibleText)»" + (t.availableWidthPx.map { " in \(RuleText.px($0))" } ?? "")
                    + "; dropped: «\(t.droppedWords.joined(separator: " "))»"
                    + (worse ? how : "; the English is cut too («\(source?.visibleText ?? "")»): not caused by the translation"),
                numbers, weaker: !worse)
        }
    }
}
