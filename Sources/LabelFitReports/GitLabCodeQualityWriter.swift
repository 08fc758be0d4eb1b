import Foundation
import LabelFitCheck
import LabelFitCore

/// GitLab Code Quality report (`artifacts:reports:codequality`): a JSON array of issues, each with
/// the fields GitLab reads — `description`, `check_name`, `fingerprint`, `severity` (one of `info`,
/// `minor`, `major`, `critical`, `blocker`), `location.path` ("the relative path to the file
/// containing the code quality violation") and `location.lines.begin` (docs.gitlab.com, "Code
/// Quality", "Code Quality report format"; a subset of the Code Climate spec, codeclimate/platform
/// `spec/analyzers/SPEC.md`).
///
/// GitLab compares the fingerprints of the merge request's report with the target branch's to say
/// which issues are new or resolved, and keeps one issue per fingerprint, so each must be unique in
/// the report: a finding's own fingerprint (rule, key, file, text: what the baseline uses), with
/// `-2`, `-3`, … added to repeats in report order. Severity: error → `major`, warning → `minor`, info →
/// `info` (as eslint-formatter-gitlab maps ESLint's levels), so errors rank above warnings in the
/// widget. Baselined findings are left out, as in the GitHub annotations: the baseline has accepted
/// them. Paths are from the repository root (`RepositoryRoot`: `$CI_PROJECT_DIR` in a GitLab job).
/// The report is written whole at the end, so it is always a complete array.
public final class GitLabCodeQualityWriter: ReportWriter {
    private let root: RepositoryRoot
    private var issues: [[String: Any]] = []
    private var seen: [String: Int] = [:]

    public init(root: RepositoryRoot = .current()) { self.root = root }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: "major"
        case .warning: "minor"
        case .info, .off: "info"
        }
    }

    /// A finding of any command (`labelfit layout`'s go through here; `check`'s through `write`).
    public func record(_ f: Finding) {
        guard !f.baselined, f.severity != .off else { return }
        let n = (seen[f.fingerprint] ?? 0) + 1
        seen[f.fingerprint] = n
        issues.append([
            "description": (f.key.map { $0 + ": " } ?? "") + f.message,
            "check_name": "labelfit-" + f.rule.id,
            "fingerprint": n == 1 ? f.fingerprint : "\(f.fingerprint)-\(n)",
            "severity": Self.severity(f.severity),
            "location": ["path": root.relative(f.location.file), "lines": ["begin": max(f.location.line ?? 1, 1)]],
        ])
    }

    public func begin(settings: RunSettings, sink: ReportSink) {}

    /// FNV-1a (64 bits) of the UTF-8 bytes, in hex: a fingerprint that stays while the text does.
    static func fnv1a(_ text: String) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for b in text.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return String(h, radix: 16)
    }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f): record(f)
        case .string(let c): for f in c.findings { record(f) }
        }
    }

    public func end(summary: CheckSummary, sink: ReportSink) {
        var issues = self.issues
        // The run's stand-in fonts as one `info` issue at the configuration, the place fonts are chosen
        // (a Code Quality report is a list of issues and nothing else).
        if let standIns = summary.standInFonts {
            let text = StandIn.line(standIns)
            issues.append(["description": "LabelFit measured with " + text, "check_name": "labelfit-stand-in-fonts",
                           "fingerprint": "labelfit-stand-in-fonts-" + Self.fnv1a(text), "severity": "info",
                           "location": ["path": "labelfit.json", "lines": ["begin": 1]]])
        }
        let data = (try? JSONSerialization.data(withJSONObject: issues, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        sink.write(String(decoding: data, as: UTF8.self) + "\n")
    }
}
