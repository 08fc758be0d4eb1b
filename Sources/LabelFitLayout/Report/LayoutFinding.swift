import Foundation
import LabelFitCheck
import LabelFitCore

/// One `labelfit layout` finding as the shared reports and the baseline see it (`ReportedFinding`): a
/// cut class of a use (`arabic-only-cut`, `cut-in-both`, `english-only-cut`), a right-to-left rule
/// (`rtl-supports-rtl`, `rtl-directional-icon`, …), or a file that could not be read (`input-error`).
///
/// The fingerprint is `check`'s scheme (`Finding.fingerprint`) over what the app's source and catalogs
/// say, never over a line number or what measuring found:
/// - a class: rule, key, the Arabic text and what shows it (`TextView`, `Toolbar title`), as `check`
///   hashes rule, key and target text — editing the translation makes it new, moving the layout's
///   lines does not, and neither does a new font or profile that changes the dropped words;
/// - a rule: rule and the text of the site's line and of the constraint's line (whitespace collapsed),
///   as SwiftLint's baseline keeps with each violation the text of its line and compares them without
///   the line number (realm/SwiftLint `Baseline.swift`, `BaselineViolation.text`).
///   Two findings of one rule on lines of the same text in one file are then one entry, as Android
///   Lint's baseline matches by issue, file and message (googlesamples.github.io/android-custom-lint-rules,
///   "Baselines"). A site whose line cannot be read falls back to the message.
public struct LayoutFinding: ReportedFinding, Sendable {
    /// The finding as layout's own formats (table, JSON, SARIF, GitHub) write it.
    public var base: LayoutRuleFinding
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The site, reported as a baseline reads it (`Baseline.reported`: relative to the run's root when under it).
    public var location: SourceLocation
    public var key: String?
    public var numbers: [String: Double]
    public var fingerprint: String
    public var baselined = false
    public var isInputError = false
    /// The constraint's site, reported as `location` is.
    public var relatedLocations: [SourceLocation] = []
    /// What the report says beyond the message: the profile, the dropped words, the constraint's chain.
    public var details: String?
    /// The use (`LayoutReport.results`) a class finding is about; nil for a rule's.
    var useIndex: Int? = nil
}

/// The text of source lines by file and line number, each file read once; for the fingerprints.
struct SourceLineTexts {
    let root: String
    private var files: [String: [Substring]?] = [:]

    init(root: String) { self.root = root }

    /// Line `line` (1-based) of `file` (relative to the root, or absolute), whitespace collapsed; nil
    /// when the file cannot be read or has no such line.
    mutating func text(_ file: String, line: Int?) -> String? {
        guard let line, line >= 1 else { return nil }
        if files[file] == nil {
            let path = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).path
            files[file] = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
        }
        guard let lines = files[file] ?? nil, line <= lines.count else { return nil }
        let words = lines[line - 1].split(whereSeparator: { $0.isWhitespace })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
