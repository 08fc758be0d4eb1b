/// The id of a rule: the name its findings, `severity` settings, suppressions and baseline entries
/// carry. Each rule declares its own beside its conditions and messages, as SwiftLint's rules each
/// carry their identifier in their `RuleDescription`: `check`'s in their files under `Rules/`
/// (`extension Rule { static let clip = Rule("clip") }`, listed once in `CheckRules`), `layout`'s in
/// `LayoutRules`. The two sets are disjoint (`Baseline.Family`, `RuleCatalogTests`).
public struct Rule: Hashable, Sendable, CustomStringConvertible {
    public let id: String

    public init(_ id: String) { self.id = id }

    public var description: String { id }
}
