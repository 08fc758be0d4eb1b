import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// Target wider than `max_growth` × the source.
    public static let growth = Rule("growth")
}

/// `growth`: the target wider than `max_growth` × the English. With a width, an error only when the
/// growth costs the row something the English does not pay; without one the ratio is the only evidence.
enum GrowthRule: PairRule {
    static let description = RuleDescription(
        id: Rule.growth.id, defaultSeverity: .error, documentation: "docs/findings.md",
        explanation: "The translation is wider than thresholds.max_growth × the English, in pixels. It may still fit this run's row, "
            + "but a layout sized to the English may not hold it. Fix: shorten it, or raise the limit where the design has room.",
        title: "Translation grew past the allowed ratio",
        help: "The translation's shaped width divided by the source's exceeds max_growth.")

    static func mayFind(_ target: StringMeasurement?, _ thresholds: Thresholds, growthPx: Double?, hasSource: Bool,
                        entry: CatalogEntry) -> Bool {
        thresholds.maxGrowth.map { max in (growthPx ?? 0) > max && hasSource } ?? false
    }

    static func find(_ t: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings) {
        let thresholds = pair.thresholds, source = pair.source, growthPx = pair.growthPx
        if let max = thresholds.maxGrowth, let g = growthPx, g > max, let s = source {
            // With a width, growth matters only when it costs the row something the English does not
            // pay: a line more, a cut, or lines past a fixed height. Without one it is the only evidence.
            let costsRow = t.availableWidthPx == nil || t.lines > s.lines || (!t.droppedText.isEmpty && s.droppedText.isEmpty) || t.clippedLines > s.clippedLines
            let overPx = t.widthPx - max * s.widthPx
            let n = RuleText.charsFor(overPx, t)
            var numbers = ["growth_px": g, "max_growth": max, "width_px": t.widthPx, "source_width_px": s.widthPx,
                           "over_px": overPx, "over_chars": Double(n)]
            var message = "«\(t.text)» is \(RuleText.num(g))× the width of «\(s.text)» (\(RuleText.px(t.widthPx)) vs \(RuleText.px(s.widthPx))), over \(RuleText.num(max))×"
                + " by \(RuleText.px(overPx)) (about \(RuleText.chars(n)))"
            if let w = t.availableWidthPx {
                let widest = t.lineDetails.map(\.layoutWidthPx).max() ?? t.layoutWidthPx
                numbers["available_width_px"] = w
                if costsRow {
                    let cost = t.lines > s.lines ? "it takes \(t.lines) line\(t.lines == 1 ? "" : "s") where the English takes \(s.lines)"
                        : !t.droppedText.isEmpty ? "it is cut where the English is not" : "lines pass the fixed row height"
                    // The advice is what the row needs, at the same constraint as the English: the text
                    // past the English's lines, or past the visible ones where it is cut.
                    let rowOver = t.lines > s.lines ? RuleText.overflow(t, lines: s.lines, width: w)
                        : !t.droppedText.isEmpty ? RuleText.overflow(t, lines: Swift.max(t.lines, 1), width: w) : nil
                    if let rowOver {
                        numbers["row_over_px"] = rowOver.px
                        numbers["row_over_chars"] = Double(rowOver.chars)
                    }
                    message += "; in \(RuleText.px(w)) \(cost): shorten by about \(RuleText.chars(rowOver?.chars ?? n))"
                } else {
                    numbers["spare_px"] = w - widest
                    message += ", but it still fits the \(RuleText.px(w)) row as the English does (\(RuleText.px(w - widest)) to spare)"
                }
            } else {
                message += ": shorten by about \(RuleText.chars(n)) or allow \(RuleText.num(g))× growth"
            }
            out.add(.growth, message, numbers, weaker: !costsRow)
        }
    }
}
