import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitSession

/// One check over catalogs that `path_profiles` split: a session per part (its own line model, fonts,
/// size, row and devices), run one after another into the same report, their totals added. Without
/// path profiles it is the one session `check` always made.
final class CheckRuns {
    struct Part {
        let profile: PathProfile?
        let session: CheckSession
        let jobs: [CatalogDiscovery.Job]
    }
    let parts: [Part]
    /// The plan of each target file, by the path reports give it.
    private let planOfFile: [String: Int]

    /// `first` is the session of the top-level configuration, already used for discovery.
    init(first: CheckSession, config: CheckConfiguration, jobs: [CatalogDiscovery.Job], accepted: Set<String>, root: String,
         prepare: (CheckRunner) -> Void, overrides: @escaping (inout MeasureOptions, inout MeasureOptions) throws -> Void) throws {
        var parts: [Part] = []
        for (profile, jobs) in config.partition(jobs) {
            let session = try profile.map {
                try CheckSession(config: config.configuration(for: $0), measurer: first.runner.measurer, accepted: accepted, root: root, overrides: overrides)
            } ?? first
            prepare(session.runner)
            parts.append(Part(profile: profile, session: session, jobs: jobs))
        }
        // Files discovery skipped are counted once, by the part run first (which need not be `first`).
        let skipped = first.runner.skipped
        for (i, part) in parts.enumerated() { part.session.runner.skipped = i == 0 ? skipped : [] }
        self.parts = parts
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var planOfFile: [String: Int] = [:]
        for (i, part) in parts.enumerated() {
            for job in part.jobs {
                for file in [job.target] + job.moreTargets {
                    planOfFile[file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file] = i
                }
            }
        }
        self.planOfFile = planOfFile
    }

    /// The plan a reported string was measured with (the HTML report draws it with the same options).
    func plan(forReported file: String) -> CheckPlan { parts[planOfFile[file] ?? 0].session.plan }

    /// What the report's settings and stderr say once: each part's device profile, and the parts
    /// measured without any width.
    var notes: [String] {
        var out: [String] = []
        let named = parts.count > 1 || parts.first?.profile != nil
        for part in parts {
            let prefix = named ? "path profile " + (part.profile.map { "'\($0.name)'" } ?? "(top level)") + " (\(part.session.plan.config.profile.rawValue)): " : ""
            if let note = part.session.plan.deviceNote { out.append(prefix + note) }
        }
        let vertical = parts.filter { !$0.session.plan.measuresWidth }
        if !vertical.isEmpty {
            let which = named ? " [" + vertical.map { $0.profile.map { "'\($0.name)'" } ?? "top level" }.joined(separator: ", ") + "]" : ""
            out.append(CheckPlan.verticalOnlyNote + which)
        }
        return out
    }

    func run(progress: @escaping (Int, Int, Int) -> Void = { _, _, _ in }, sink: (CheckEvent) throws -> Void) throws -> CheckSummary {
        var total = CheckSummary()
        let allFiles = parts.reduce(0) { $0 + $1.jobs.count }
        var doneStrings = 0, doneFiles = 0
        for (i, part) in parts.enumerated() {
            let s = try part.session.runner.run(jobs: part.jobs, progress: { strings, file, _ in
                progress(doneStrings + strings, doneFiles + file, allFiles)
            }, sink: sink)
            doneStrings += s.strings
            doneFiles += part.jobs.count
            total.add(s)
        }
        return total
    }
}
