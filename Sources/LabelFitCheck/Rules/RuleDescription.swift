/// What every rule of every command says of itself, as SwiftLint's `RuleDescription` does: its id
/// (the name findings, `severity` settings, suppressions and baseline entries carry), the level its
/// findings take when nothing is configured, and the page and table where a user reads when it fires.
/// `check`'s rules are `CheckRules.all` (each described in its file under `Rules/`), `layout`'s are
/// `LayoutRules.all`; `RuleCatalogTests` holds every id unique and every one documented.
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    /// The level of its findings unless `severity` (or `layout.severity`) says otherwise: the most
    /// they are reported at, since a rule reports at `info` (or `warning`) what the English shares.
    public var defaultSeverity: Severity
    /// The document (from the repository's root) whose table has a row for the rule, `| \`id\` |`.
    public var documentation: String
    /// What its findings mean and what to do about them, said once per rule in a report (the HTML
    /// report's "Findings by rule"), so each finding's message only has to give its numbers. Written
    /// for the person who fixes the string or the layout; empty where the documentation says it.
    public var explanation: String
    /// SARIF's `shortDescription` and `fullDescription` of the rule (`tool.driver.rules`, SARIF 2.1.0
    /// §3.49.9–10), which code scanning shows beside each alert; empty where no SARIF rule is written.
    public var title: String
    public var help: String

    public init(id: String, defaultSeverity: Severity, documentation: String, explanation: String = "", title: String = "", help: String = "") {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.documentation = documentation
        self.explanation = explanation
        self.title = title
        self.help = help
    }

    /// The id as findings carry it.
    public var rule: Rule { Rule(id) }
}
