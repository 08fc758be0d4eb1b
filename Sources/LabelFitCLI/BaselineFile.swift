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
        let stale = baseline.stale(matched: tracking.matched, checkedFiles: tracking.files, folder: folder(of: path), root: root, family: .check)
        return BaselineStatus(file: path, entries: baseline.findings.count { Baseline.Family.check.owns($0.rule) }, staleFindings: stale)
    }

    /// The baseline to write at `path`: `new`'s entries for `family`, and the other command's entries
    /// of the file already there, so `labelfit baseline` and `labelfit layout --write-baseline` each
    /// keep what the other wrote. A file there that cannot be read as a baseline (malformed, version 1)
    /// is written anew, as before: that is how it is repaired.
    static func merged(_ new: Baseline, family: Baseline.Family, path: String) -> Baseline {
        guard FileManager.default.fileExists(atPath: path), let old = try? Baseline.load(path: path) else { return new }
        return old.replacing(family, with: new)
    }

    /// One line on the terminal; the entries themselves are in the JSON report's summary.
    static func staleNote(_ status: BaselineStatus, command: String = "labelfit baseline") -> String {
        let first = status.staleFindings.prefix(3).map { "\($0.file) '\($0.key ?? "")' [\($0.rule)]" }.joined(separator: ", ")
        return "labelfit: \(status.stale) of \(status.entries) baseline entries in \(status.file) no longer occur (fixed, or the translation changed): "
            + first + (status.stale > 3 ? " and \(status.stale - 3) more" : "")
            + "; run '\(command)' to drop them (the JSON report lists them under summary.baseline.stale_findings)"
    }
}
