import LabelFitCheck
import LabelFitCore

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), which the runner turns
/// into annotations on the pull request's diff. Escaping follows the runner's rules: `%`, CR and LF in
/// the message; additionally `:` and `,` in properties (actions/toolkit `packages/core/src/command.ts`,
/// `escapeData` and `escapeProperty`, undone by actions/runner `ActionCommand.cs`). The runner reads
/// its output line by line, so with CR and LF escaped no catalog text can start a command of its own.
/// Every line is an annotation (no end marker: the runner reads each line as it comes, and the step's
/// exit status says whether the run finished).
public final class GitHubAnnotationsWriter: ReportWriter {
    public init() {}

    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private func emit(_ f: Finding, sink: ReportSink) {
        guard !f.baselined else { return }
        var props = "file=\(Self.escapeProperty(f.location.file))"
        if let l = f.location.line { props += ",line=\(l)" }
        if let c = f.location.column { props += ",col=\(c)" }
        props += ",title=\(Self.escapeProperty("LabelFit " + f.rule.rawValue + (f.key.map { " " + $0 } ?? "")))"
        // GitHub's workflow commands: `error`, `warning` and `notice` (docs.github.com, "Workflow commands").
        let command = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "notice"
        sink.write("::\(command) \(props)::\(Self.escapeData(f.message))\n")
    }

    public func begin(settings: RunSettings, sink: ReportSink) {}

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f): emit(f, sink: sink)
        case .string(let c): c.findings.forEach { emit($0, sink: sink) }
        }
    }

    public func end(summary: CheckSummary, sink: ReportSink) {}
}
