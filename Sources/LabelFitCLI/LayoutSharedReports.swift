import LabelFitCheck
import LabelFitLayout
import LabelFitReports

/// `labelfit layout --format junit|gitlab|github`: the layout's findings through the writers check's
/// use (`JUnitWriter`, `GitLabCodeQualityWriter`, `GitHubAnnotationsWriter`), so CI reads both
/// commands' reports the same way — paths from the repository root, unique test-case names, one
/// fingerprint per Code Quality issue, GitHub's ten annotations per kind with the rest in a log group.
enum LayoutSharedReports {
    /// What the shared writers read of a summary: the run's stand-in fonts, which each names.
    static func summary(_ report: LayoutReport) -> CheckSummary {
        var s = CheckSummary()
        s.standInFonts = report.standInFonts.isEmpty ? nil : report.standInFonts
        return s
    }

    /// JUnit: a suite per file that shows a translated string or holds a finding; a case per finding
    /// (errors not in the baseline fail, baselined ones are skipped), one passing case for a file whose
    /// uses have none; the file's `uses` property counts its uses. Input errors are `<error>` cases.
    static func junit(_ report: LayoutReport, sink: ReportSink) {
        let writer = JUnitWriter(name: "labelfit layout", unit: "use", unkeyed: "")
        for r in report.results { writer.count(file: report.reported(r.use.site).file) }
        for f in report.reportedFindings() + report.reportedDiagnostics() { writer.add(f) }
        writer.end(summary: summary(report), sink: sink)
    }

    /// SARIF 2.1.0: a result per finding (baselined ones suppressed) with the constraint's site as a
    /// related location, and the input errors, under the tool `labelfit layout` with layout's rules.
    static func sarif(_ report: LayoutReport, version: String, sink: ReportSink) {
        let writer = SARIFWriter(version: version, toolName: "labelfit layout", rules: LayoutRules.all)
        for f in report.reportedFindings() + report.reportedDiagnostics() { writer.record(f) }
        writer.end(summary: summary(report), sink: sink)
    }

    /// GitHub workflow commands: an annotation per finding not in the baseline, errors first; input
    /// errors are errors at the file that could not be read.
    static func github(_ report: LayoutReport, sink: ReportSink) {
        let writer = GitHubAnnotationsWriter()
        for f in report.reportedFindings() + report.reportedDiagnostics() { writer.record(f) }
        writer.end(summary: summary(report), sink: sink)
    }

    /// GitLab Code Quality: an issue per finding not in the baseline, `check_name` `labelfit-<rule>`.
    static func gitlab(_ report: LayoutReport, sink: ReportSink) {
        let writer = GitLabCodeQualityWriter()
        for f in report.reportedFindings() + report.reportedDiagnostics() { writer.record(f) }
        writer.end(summary: summary(report), sink: sink)
    }
}
