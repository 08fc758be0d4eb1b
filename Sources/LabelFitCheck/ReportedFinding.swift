import LabelFitCore

/// What a report and a baseline need of a finding, whichever command made it: `check`'s `Finding` (a
/// catalog string against its thresholds) and `layout`'s `LayoutFinding` (a use of a string against the
/// constraint the app's source gives it, or a right-to-left rule). Both carry a fingerprint made by
/// `Finding.fingerprint`, so one scheme (never a line number) and one baseline file (`Baseline`) serve
/// both, and the JUnit and GitLab Code Quality writers take either.
public protocol ReportedFinding {
    /// `check`'s `Rule` (`clip`, `truncation`, …) or one of `layout`'s (`arabic-only-cut`,
    /// `rtl-directional-icon`, …): the two sets are disjoint (`Baseline.Family`).
    var ruleID: String { get }
    var severity: Severity { get }
    var message: String { get }
    /// The file as the run reports it: relative to the run's root when under it, else absolute.
    var location: SourceLocation { get }
    var key: String? { get }
    /// The figures behind the message, for reports that list them (JUnit).
    var numbers: [String: Double] { get }
    var fingerprint: String { get }
    /// Accepted in the baseline: reported, but does not fail the run.
    var baselined: Bool { get }
    /// An input that could not be read rather than a finding about the text: JUnit's `<error>`.
    var isInputError: Bool { get }
    /// Other places the finding is about, reported as `location` is: `layout`'s constraint site
    /// (SARIF's `relatedLocations`); none for `check`'s.
    var relatedLocations: [SourceLocation] { get }
}

extension ReportedFinding {
    /// What a baseline matches: the finding's file as reported and its fingerprint
    /// (`Baseline.acceptedKeys` makes the same keys from a baseline's entries).
    public var baselineKey: String { Finding.baselineKey(file: location.file, fingerprint: fingerprint) }
}

extension Finding: ReportedFinding {
    public var relatedLocations: [SourceLocation] { [] }
    public var ruleID: String { rule.rawValue }
    public var isInputError: Bool { rule == .catalog }
}
