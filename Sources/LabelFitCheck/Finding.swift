import LabelFitCore

/// One finding of any command, as every report format (table, JSON, CSV, SARIF, JUnit, GitHub,
/// GitLab, HTML) and the baseline take it: `check`'s (a catalog string against the thresholds of a rule
/// under `Rules/`) and `layout`'s (a use of a string against the constraint the app's source gives it,
/// or a right-to-left rule: `LayoutRules`). One rule id (`Rule`), one level (`Severity`), one
/// fingerprint scheme (`fingerprint(_:)`, never a line number) and one baseline match (`baselineKey`).
public struct Finding: Sendable, Equatable {
    public var rule: Rule
    public var severity: Severity
    public var message: String
    /// The file as the run reports it: relative to the run's root when under it, else absolute.
    public var location: SourceLocation
    /// Other places the finding is about, reported as `location` is: `layout`'s constraint site
    /// (SARIF's `relatedLocations`); none for `check`'s.
    public var relatedLocations: [SourceLocation]
    public var key: String?
    /// The figures behind the message (`clip_bottom_px`, `growth_px`, `lines`, `width_dp`, …).
    public var numbers: [String: Double]
    /// Stable identity for baselines, made by `fingerprint(_:)` from what the finding is about and
    /// never from its line or file, so inserting or moving other entries, or running from another
    /// folder, keeps it; the file is matched beside it (`baselineKey`), as Android Lint matches a
    /// baseline entry by issue id, file and message, never by line
    /// (googlesamples.github.io/android-custom-lint-rules, "Baselines"). `check` hashes rule, key and
    /// target text (`init(rule:severity:message:location:key:numbers:text:)`); `layout` what the app's
    /// source and catalogs say of the use (`LayoutReport.reportedFindings`).
    public var fingerprint: String
    /// Accepted in the baseline: reported, but does not fail the run.
    public var baselined: Bool = false
    /// An input that could not be read rather than a finding about the text (`check`'s `catalog`,
    /// `layout`'s `input-error`): JUnit's `<error>`.
    public var isInputError: Bool
    /// What a report says beyond the message (`layout`'s profile, dropped words and the constraint's
    /// chain: JUnit's case body, SARIF's `details` property); nil for `check`'s.
    public var details: String?

    public init(rule: Rule, severity: Severity, message: String, location: SourceLocation, key: String?, numbers: [String: Double],
                fingerprint: String, relatedLocations: [SourceLocation] = [], details: String? = nil, isInputError: Bool = false) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.relatedLocations = relatedLocations
        self.key = key
        self.numbers = numbers
        self.fingerprint = fingerprint
        self.details = details
        self.isInputError = isInputError
    }

    /// A finding of `check`: fingerprinted from rule, key and target text; a `catalog` finding is an
    /// input error.
    public init(rule: Rule, severity: Severity, message: String, location: SourceLocation, key: String?, numbers: [String: Double], text: String) {
        self.init(rule: rule, severity: severity, message: message, location: location, key: key, numbers: numbers,
                  fingerprint: Self.fingerprint(rule.id, key ?? "", text), isInputError: rule == .catalog)
    }

    /// What a baseline matches: the finding's file as reported and its fingerprint
    /// (`Baseline.acceptedKeys` makes the same keys from a baseline's entries).
    public var baselineKey: String { Self.baselineKey(file: location.file, fingerprint: fingerprint) }

    public static func baselineKey(file: String, fingerprint: String) -> String { file + "\u{1F}" + fingerprint }

    /// FNV-1a, 64 bits, over the parts joined by U+001F: stable across runs and machines. The one
    /// scheme of every command's findings.
    public static func fingerprint(_ parts: String...) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return String(hash, radix: 16).leftPadded(16)
    }
}

/// One catalog entry after measuring: the pair's numbers (the same keys as `labelfit measure`) and its
/// findings.
public struct CheckedString: Sendable {
    public var key: String
    public var format: String
    public var location: SourceLocation
    public var sourceLocation: SourceLocation?
    /// The target as the catalog holds it (markup, mnemonics, entities), when it differs from the measured text.
    public var rawText: String?
    /// The catalog's not-final state of the target (`needs-translation`, `fuzzy`, …).
    public var state: String?
    public var source: StringMeasurement?
    public var target: StringMeasurement?
    public var growthPx: Double?
    public var growthChars: Double?
    public var minLineHeight: MinimumLineHeight?
    public var verdict: Verdict
    public var placeholders: [Placeholders.Substitution]
    public var maxWidthPx: Double?
    public var findings: [Finding]
    /// The report's bytes for this record, when the runner was given a renderer: made on the measuring
    /// thread while the record is still in that core's cache, and only copied out by the writer. Not
    /// part of the record's JSON.
    public var reportRow: [UInt8]? = nil
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
