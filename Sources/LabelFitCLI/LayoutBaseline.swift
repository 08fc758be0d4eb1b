import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitLayout
import LabelFitReports

/// `labelfit layout`'s side of the one baseline file `check` also uses (`Baseline`): the same file
/// found the same way (`ConfigurationFile.baseline`), the same fingerprints (`Finding`, made by `LayoutReport.reportedFindings`), its own entries
/// (`Baseline.Family.layout`) written and reported as stale without touching check's.
enum LayoutBaseline {
    /// The baseline to read, nil with `--no-baseline` or when the default file does not exist; a
    /// named file that does not exist is an error, as in check.
    static func read(_ args: ParsedArguments, path: String) throws -> Baseline? {
        if args.has("no-baseline") { return nil }
        guard FileManager.default.fileExists(atPath: path) else {
            if args.value("baseline") != nil { throw LabelFitError.io(path: path, reason: "no such baseline file") }
            return nil
        }
        return try Baseline.load(path: path)
    }

    /// Marks the report's findings the baseline accepts, and notes its layout entries no finding
    /// matched among the files under the run's paths (a run over part of an app says nothing of the
    /// rest; a file that was deleted is under them, so its entries are stale).
    static func apply(_ baseline: Baseline, path: String, to report: inout LayoutReport, paths: [String], cwd: String) {
        let folder = BaselineFile.folder(of: path)
        report.accepted = baseline.acceptedKeys(folder: folder, root: cwd)
        let matched = Set(report.reportedFindings().filter(\.baselined).map(\.baselineKey))
        let scopes = paths.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path }
        let stale = baseline.stale(matched: matched, folder: folder, root: cwd, family: .layout) { reported in
            let file = reported.hasPrefix("/") ? reported : URL(fileURLWithPath: reported, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
            return scopes.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        report.baselineStatus = BaselineStatus(file: path, entries: baseline.findings.count { Baseline.Family.layout.owns($0.rule) }, staleFindings: stale)
    }

    /// `--write-baseline`: every finding of the run (input errors aside: they fail the run whatever
    /// a baseline says) as layout's entries of the file at `path`, check's entries there kept.
    static func write(_ report: LayoutReport, path: String, cwd: String) throws -> Int {
        let findings = report.reportedFindings()
        let written = BaselineFile.merged(Baseline(findings: findings, root: cwd, folder: BaselineFile.folder(of: path)), family: .layout, path: path)
        let sink = try ReportSink(path: path)
        sink.write(try JSONOutput.string(written) + "\n")
        try sink.commit()
        return written.findings.count { Baseline.Family.layout.owns($0.rule) }
    }
}
