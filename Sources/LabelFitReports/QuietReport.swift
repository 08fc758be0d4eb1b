import LabelFitCheck

/// `check --quiet`: a report of errors only, as ESLint's `--quiet` ("Report errors only",
/// eslint.org Command Line Interface Reference) — warnings, notes and baselined findings are left
/// out of what the wrapped writer shows; the totals still count them. Used for the formats people
/// read in a terminal or a CI log (table, GitHub annotations); machine-readable reports stay whole.
public final class QuietReport: ReportWriter, LocaleSections {
    let inner: ReportWriter
    public init(_ inner: ReportWriter) { self.inner = inner }

    public func begin(settings: RunSettings, sink: ReportSink) { inner.begin(settings: settings, sink: sink) }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f):
            if f.isFailing { inner.write(event, sink: sink) }
        case .string(var c):
            guard c.findings.contains(where: \.isFailing) else { return }
            c.findings.removeAll { !$0.isFailing }
            inner.write(.string(c), sink: sink)
        }
    }

    public func end(summary: CheckSummary, sink: ReportSink) { inner.end(summary: summary, sink: sink) }

    public func beginLocale(_ locale: String, sink: ReportSink) { (inner as? LocaleSections)?.beginLocale(locale, sink: sink) }
    public func endLocale(_ totals: [(String, CheckSummary)], sink: ReportSink) { (inner as? LocaleSections)?.endLocale(totals, sink: sink) }
}
