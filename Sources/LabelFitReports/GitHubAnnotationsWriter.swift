import LabelFitCheck
import LabelFitCore

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), which the runner turns
/// into annotations on the pull request's diff, for `check` and `layout` alike (`Finding`).
/// Escaping is `WorkflowCommandText`'s: with CR and LF escaped no catalog text can start a command of its own.
///
/// GitHub keeps only the first 10 errors, 10 warnings and 10 notices a step prints and drops the rest
/// silently (`GitHubLimits`), so the annotations are written at the end, errors first, then warnings,
/// then notices, each in file order, at most 10 of each. When any are left out, one notice says how
/// many of each (a notice slot is kept for it), and the left-out findings follow as plain log lines
/// in a folded group (`::group::`/`::endgroup::`, docs.github.com "Grouping log lines"), each line
/// starting with its severity so none can be read as a command. Paths are from the repository's
/// root (`RepositoryRoot`), so a run from a subfolder still attaches. The run's stand-in fonts
/// (`StandIn`) are a plain log line first. The writer's output is
/// complete when its last line is written (`end`).
public final class GitHubAnnotationsWriter: ReportWriter {
    private let root: RepositoryRoot
    /// Findings to annotate, by kind: 0 error, 1 warning, 2 notice; each in the order they came.
    private var byKind: [[Finding]] = [[], [], []]

    public init(root: RepositoryRoot = .current()) { self.root = root }

    static func escapeData(_ s: String) -> String { WorkflowCommandText.data(s) }
    static func escapeProperty(_ s: String) -> String { WorkflowCommandText.property(s) }

    /// GitHub's workflow commands: `error`, `warning` and `notice` (docs.github.com, "Workflow commands").
    static let commands = ["error", "warning", "notice"]

    static func kind(_ f: Finding) -> Int { f.severity == .error ? 0 : f.severity == .warning ? 1 : 2 }

    public func record(_ f: Finding) {
        guard !f.baselined, f.severity != .off else { return }
        byKind[Self.kind(f)].append(f)
    }

    private func annotation(_ f: Finding) -> String {
        var props = "file=\(Self.escapeProperty(root.relative(f.location.file)))"
        if let l = f.location.line { props += ",line=\(l)" }
        if let c = f.location.column { props += ",col=\(c)" }
        props += ",title=\(Self.escapeProperty("LabelFit " + f.rule.id + (f.key.map { " " + $0 } ?? "")))"
        return "::\(Self.commands[Self.kind(f)]) \(props)::\(Self.escapeData(f.message))\n"
    }

    /// A left-out finding as one log line: `error: path:line:col: [rule] key: message`, controls escaped.
    private func logLine(_ f: Finding) -> String {
        var place = root.relative(f.location.file)
        if let l = f.location.line { place += ":\(l)" }
        if let c = f.location.column { place += ":\(c)" }
        let key = f.key.map { ControlCharacters.escaped($0) + ": " } ?? ""
        return "\(Self.commands[Self.kind(f)]): \(ControlCharacters.escaped(place)): [\(f.rule.id)] \(key)\(ControlCharacters.escaped(f.message))\n"
    }

    public func begin(settings: RunSettings, sink: ReportSink) {}

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f): record(f)
        case .string(let c): c.findings.forEach(record)
        }
    }

    /// How many of each kind are annotated: 10 each, but one notice slot is kept for the note of
    /// what was left out whenever anything is.
    static func shown(counts: [Int]) -> [Int] {
        let cap = GitHubLimits.annotationsPerKindPerStep
        let overflow = counts[0] > cap || counts[1] > cap || counts[2] > cap
        return [min(counts[0], cap), min(counts[1], cap), min(counts[2], overflow ? cap - 1 : cap)]
    }

    public func end(summary: CheckSummary, sink: ReportSink) {
        // The run's stand-in fonts as a plain log line, before the annotations: not an annotation, so
        // it takes none of the 10 notices GitHub shows.
        if let standIns = summary.standInFonts { sink.write("labelfit: " + ControlCharacters.escaped(StandIn.line(standIns)) + "\n") }
        let counts = byKind.map(\.count)
        let shown = Self.shown(counts: counts)
        for kind in 0..<3 { for f in byKind[kind].prefix(shown[kind]) { sink.write(annotation(f)) } }
        let left = (0..<3).map { counts[$0] - shown[$0] }
        guard left.reduce(0, +) > 0 else { return }
        let names = ["error", "warning", "notice"]
        let parts = (0..<3).filter { left[$0] > 0 }.map { "\(left[$0]) \(names[$0])\(left[$0] == 1 ? "" : "s")" }
        let groupTitle = "LabelFit: \(left.reduce(0, +)) more findings not annotated"
        sink.write("::notice title=\(Self.escapeProperty("LabelFit: more findings than GitHub shows"))::"
                   + Self.escapeData("\(parts.joined(separator: ", ")) not annotated: GitHub shows at most \(GitHubLimits.annotationsPerKindPerStep) errors, \(GitHubLimits.annotationsPerKindPerStep) warnings and \(GitHubLimits.annotationsPerKindPerStep) notices per step. They are listed in the log group \"\(groupTitle)\"; the step summary counts them per rule, and the SARIF report (--format sarif) uploaded to code scanning shows every finding.") + "\n")
        sink.write("::group::\(Self.escapeData(groupTitle))\n")
        for kind in 0..<3 { for f in byKind[kind].dropFirst(shown[kind]) { sink.write(logLine(f)) } }
        sink.write("::endgroup::\n")
    }
}
