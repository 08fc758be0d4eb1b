import LabelFitCatalogs
import LabelFitCore

extension Rule {
    /// Wider than the catalog's own pixel budget (XLIFF maxwidth, slr:sizeRestriction).
    public static let widthBudget = Rule("width-budget")
}

/// `width-budget`: the widest line wider than the catalog's own pixel budget (XLIFF `maxwidth` with
/// `size-unit="pixel"`, XLIFF 2 `slr:sizeRestriction`). Not compared with the English.
enum WidthBudgetRule: PairRule {
    static let description = RuleDescription(
        id: Rule.widthBudget.id, defaultSeverity: .error, documentation: "docs/findings.md",
        explanation: "The translation is wider than the pixel budget the catalog itself declares (XLIFF maxwidth, slr:sizeRestriction). "
            + "Fix: shorten it, or agree a larger budget.",
        title: "Wider than the catalog's own budget",
        help: "The catalog states a pixel budget (XLIFF maxwidth/size-unit pixel, or slr:sizeRestriction under a pixel profile) that the shaped width exceeds.")

    static func mayFind(_ target: StringMeasurement?, _ thresholds: Thresholds, growthPx: Double?, hasSource: Bool,
                        entry: CatalogEntry) -> Bool {
        entry.maxWidthPx != nil
    }

    static func find(_ t: StringMeasurement, _ pair: PairFacts, into out: inout PairFindings) {
        let entry = pair.entry
        if let budget = entry.maxWidthPx {
            let widestLine = t.lineDetails.max { $0.layoutWidthPx < $1.layoutWidthPx }
            let widest = widestLine?.layoutWidthPx ?? t.layoutWidthPx
            if widest > budget + 1e-6 {
                let overPx = widest - budget
                let k = widestLine.map { $0.text.count } ?? t.characters
                let n = k > 0 && widest > 0 ? Int((overPx / (widest / Double(k))).rounded(.up)) : 0
                out.add(.widthBudget, "«\(t.text)» is \(RuleText.px(widest)) wide, over the catalog's budget of \(RuleText.px(budget)) by \(RuleText.px(overPx))"
                        + " (about \(RuleText.chars(n))): shorten by about \(RuleText.chars(n))",
                    ["width_px": widest, "max_width_px": budget, "over_px": overPx, "over_chars": Double(n)])
            }
        }
    }
}
