/// Every rule a `labelfit check` finding can carry, in the order reports list them (SARIF's
/// `tool.driver.rules`, the HTML report's "Findings by rule", the step summary's table): each described
/// in its file under `Rules/`, listed here once.
public enum CheckRules {
    public static let all: [RuleDescription] = [
        ClipRule.description, ClipRule.paddingDescription, OverlapRule.description, TruncationRule.description, GrowthRule.description,
        LinesRule.description, MissingGlyphsRule.description, WidthBudgetRule.description, WrittenLimitRule.description,
        CatalogProblemRule.description, NoSourceRule.description, UntranslatedRule.description,
        UnusedOverrideRule.description,
    ]

    /// The ids of `all`, in its order.
    public static let rules: [Rule] = all.map(\.rule)

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// The rule `check` has of that name, nil for any other name (a misspelling, a layout rule).
    public static func named(_ id: String) -> Rule? { byID[id]?.rule }

    /// The description of one of check's rules, nil for a rule that is not one of them.
    public static func description(of rule: Rule) -> RuleDescription? { byID[rule.id] }

    /// "clip, clip-padding, …": the names, for messages.
    public static var names: String { rules.map(\.id).joined(separator: ", ") }
}
