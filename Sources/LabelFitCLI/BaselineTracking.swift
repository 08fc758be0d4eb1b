import LabelFitCheck
import LabelFitReports

/// Sits between the runner and the report: notes which baseline entries the run matched and which
/// files it read (for the stale entries), and, for reports read by people (the table, GitHub
/// annotations), leaves baselined findings out, as Android Lint counts them in one line instead of
/// listing them. Machine-readable reports (JSON, SARIF, …) keep them, flagged `baselined`.
final class BaselineTracking: ReportWriter {
    let inner: ReportWriter
    let hidesBaselined: Bool
    private(set) var matched = Set<String>()
    private(set) var files = Set<String>()
    private var lastFile: String?

    init(_ inner: ReportWriter, hidesBaselined: Bool) {
        self.inner = inner
        self.hidesBaselined = hidesBaselined
    }

    /// The formats whose readers want only what to act on.
    static func hides(_ format: ReportFormat) -> Bool { format == .table || format == .github }

    func begin(settings: RunSettings, sink: ReportSink) { inner.begin(settings: settings, sink: sink) }

    func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f):
            see(f.location.file)
            // A catalog error fails the run (exit 2) whatever the baseline says, so it is always shown.
            if f.baselined { matched.insert(f.baselineKey); if hidesBaselined && !(f.severity == .error && f.isInputError) { return } }
            inner.write(event, sink: sink)
        case .string(var c):
            see(c.location.file)
            guard c.findings.contains(where: \.baselined) else { inner.write(event, sink: sink); return }
            for f in c.findings where f.baselined { matched.insert(f.baselineKey) }
            if hidesBaselined { c.findings.removeAll { $0.baselined } }
            inner.write(.string(c), sink: sink)
        }
    }

    func end(summary: CheckSummary, sink: ReportSink) { inner.end(summary: summary, sink: sink) }

    private func see(_ file: String) {
        if file == lastFile { return }
        lastFile = file
        files.insert(file)
    }
}
