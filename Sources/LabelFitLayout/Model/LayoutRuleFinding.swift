import LabelFitCheck
import LabelFitCore

/// A rule finding as a platform's rule finds it: a direction-sensitive value near translated text, as
/// every platform's RTL rules make them (`AndroidRTLRules`, `ComposeRTLRules`, `AppleRTLRules`,
/// `FlutterRTLRules`, `CSSRTLRules`), at the level of `LabelFitCheck`'s `Severity`, its site as walked.
/// The report makes each a `Finding` (`LayoutReport.reportedFindings`: the rule's `Rule`, located as a
/// baseline reads paths, fingerprinted), which every report format and the baseline take.
public struct LayoutRuleFinding: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    public var site: SourceLocation
    public var message: String
    /// The constraint's site, for SARIF's related location.
    public var related: SourceLocation?

    public init(rule: String, severity: Severity, site: SourceLocation, message: String, related: SourceLocation? = nil) {
        self.rule = rule
        self.severity = severity
        self.site = site
        self.message = message
        self.related = related
    }

    /// With the level named as `labelfit.json` names it (`warning`); a name that is no level is a
    /// rule file's mistake, reported at `warning` rather than lost.
    public init(rule: String, severity level: String, site: SourceLocation, message: String, related: SourceLocation? = nil) {
        self.init(rule: rule, severity: Severity(rawValue: level) ?? .warning, site: site, message: message, related: related)
    }
}
