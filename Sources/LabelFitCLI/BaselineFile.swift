import Foundation
import LabelFitCheck

/// Where the baseline lives and what a run says of it.
enum BaselineFile {
    /// `labelfit-baseline.json` beside the configuration found (or given), else in the working folder:
    /// read when present without being named, as Android Lint reads `lint-baseline.xml` once it exists.
    static func defaultPath(configPath: String?, cwd: String) -> String {
        let folder = configPath.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.deletingLastPathComponent().path } ?? cwd
        return URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(Baseline.defaultFileName).path
    }

    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    static func status(_ baseline: Baseline, path: String, tracking: BaselineTracking, root: String) -> BaselineStatus {
        let stale = baseline.stale(matched: tracking.matched, checkedFiles: tracking.files, folder: folder(of: path), root: root)
        return BaselineStatus(file: path, entries: baseline.findings.count, staleFindings: stale)
    }

    /// One line on the terminal; the entries themselves are in the JSON report's summary.
    static func staleNote(_ status: BaselineStatus) -> String {
        let first = status.staleFindings.prefix(3).map { "\($0.file) '\($0.key ?? "")' [\($0.rule)]" }.joined(separator: ", ")
        return "labelfit: \(status.stale) of \(status.entries) baseline entries in \(status.file) no longer occur (fixed, or the translation changed): "
            + first + (status.stale > 3 ? " and \(status.stale - 3) more" : "")
            + "; run 'labelfit baseline' to drop them (the JSON report lists them under summary.baseline.stale_findings)"
    }
}
