import LabelFitCore

/// One threshold crossed by one string (or one catalog problem), with the numbers that show it.
public struct Finding: Sendable, Equatable {
    public var rule: Rule
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var key: String?
    /// The figures behind the message (`clip_bottom_px`, `growth_px`, `lines`, …).
    public var numbers: [String: Double]
    /// Stable identity for baselines: rule, key and target text, hashed. Neither the line nor the file
    /// is in it, so inserting or moving other entries, or running from another folder, keeps it; the
    /// file is matched beside it (`baselineKey`), as Android Lint matches a baseline entry by issue id,
    /// file and message, never by line (googlesamples.github.io/android-custom-lint-rules, "Baselines").
    public var fingerprint: String
    /// Accepted in the baseline: reported, but does not fail the run.
    public var baselined: Bool = false

    public init(rule: Rule, severity: Severity, message: String, location: SourceLocation, key: String?, numbers: [String: Double], text: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.key = key
        self.numbers = numbers
        self.fingerprint = Self.fingerprint(rule.rawValue, key ?? "", text)
    }

    public static func baselineKey(file: String, fingerprint: String) -> String { file + "\u{1F}" + fingerprint }

    /// FNV-1a, 64 bits, over the parts joined by U+001F: stable across runs and machines. The one
    /// scheme of every command's findings (`ReportedFinding`): `check` hashes rule, key and target text;
    /// `layout` what the app's source and catalogs say of the use (`LayoutFinding`).
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
