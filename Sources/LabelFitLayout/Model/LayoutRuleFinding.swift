import LabelFitCore

/// A rule finding: a direction-sensitive value near translated text, as every platform's RTL rules
/// make them (`AndroidRTLRules`, `ComposeRTLRules`, `AppleRTLRules`, `FlutterRTLRules`, `CSSRTLRules`).
public struct LayoutRuleFinding: Sendable, Hashable {
    public var rule: String
    public var severity: String
    public var site: SourceLocation
    public var message: String
    /// The constraint's site, for SARIF's related location.
    public var related: SourceLocation?
}
