import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitReports
import LabelFitSession

/// `check` over every target locale asked for (`--target-locale ar,fa,ur`): one session per locale
/// (its own fonts, discovery and placeholders: the configuration with that one target locale), run
/// one after another into the same report, so a report is grouped by locale and its summary is the
/// sum, with totals per locale the catalogs state (`CheckRunner.localeTotals`). Each locale's catalogs
/// are split by `path_profiles` into `CheckRuns` parts.
struct CheckLocaleRuns {
    struct Run {
        let locale: String
        let session: CheckSession
        let jobs: [CatalogDiscovery.Job]
        /// The locale's catalogs by path profile, each part with its own session.
        let parts: CheckRuns
        /// What discovery skipped for this locale (kept here: `CheckRuns` hands it to its first part).
        let skipped: [CatalogDiscovery.Skip]
    }
    let runs: [Run]
    /// The paths given that hold no target catalog, as the catalog-error jobs that say so.
    let noTargets: [CatalogDiscovery.Job]

    init(config: CheckConfiguration, paths: [String], exclusion: PathExclusion, followLinksOutside: Bool = false, changed: ChangedFiles? = nil,
         accepted: Set<String>, root: String,
         reportFormat: ReportFormat, registry: FontRegistry,
         overrides: @escaping (inout MeasureOptions, inout MeasureOptions) throws -> Void) throws {
        let locales = config.targetLocales
        guard !locales.isEmpty else { throw LabelFitError.usage("--target-locale: no locale given") }
        for tag in locales where CatalogLocale.language(of: tag) == nil {
            throw LabelFitError.usage("--target-locale: '\(tag)' is not a locale tag (like ar, fa, ar-EG)")
        }
        // Each locale's session and discovery first, then what the paths lack, then the parts.
        var found: [(locale: String, session: CheckSession, jobs: [CatalogDiscovery.Job], skipped: [CatalogDiscovery.Skip])] = []
        let measurer = Measurer(registry: registry)
        for locale in locales {
            var c = config
            c.targetLocale = locale
            let session = try CheckSession(config: c, measurer: measurer, accepted: accepted, root: root, overrides: overrides)
            let runner = session.runner
            var discovery = runner.discovery
            discovery.followsLinksOutside = followLinksOutside
            let (all, skipped, followed) = try discovery.survey(for: paths)
            // Nothing outside the paths is read unasked; what was read by leave is named, once.
            if !followed.isEmpty && found.isEmpty {
                Terminal.note("labelfit: followed \(followed.count) symbolic link\(followed.count == 1 ? "" : "s") out of the paths checked (--follow-links-outside): "
                              + followed.map(\.description).joined(separator: ", "))
            }
            var (jobs, excluded) = exclusion.apply(to: all)
            if let changed { jobs = jobs.filter(changed.touches) }
            runner.skipped = skipped + excluded
            found.append((locale, session, jobs, skipped + excluded))
        }
        // A path with no target catalog still gets a complete report in every format, naming the files
        // it saw, with the reason as a catalog error (exit 2): `requireTargets` makes those jobs. With
        // several locales a path needs a catalog of one of them; a locale with none is said, not an error.
        var noTargets: [CatalogDiscovery.Job] = []
        if changed != nil {
            // Only the changed files are reported; the tree is the configuration's, not a path to require.
        } else if found.count == 1 {
            noTargets = CheckCommand.requireTargets(paths: paths, jobs: found[0].jobs, skipped: found[0].skipped, discovery: found[0].session.runner.discovery)
        } else {
            for path in paths {
                let prefix = path.hasSuffix("/") ? path : path + "/"
                let ok = found.contains { f in
                    f.jobs.contains { $0.kind != .notRead && ($0.target == path || $0.target.hasPrefix(prefix) || $0.moreTargets.contains { $0 == path || $0.hasPrefix(prefix) }) }
                }
                if !ok {
                    noTargets += CheckCommand.requireTargets(paths: [path], jobs: found[0].jobs, skipped: found[0].skipped, discovery: found[0].session.runner.discovery)
                }
            }
            for f in found where !f.jobs.contains(where: { $0.kind != .notRead }) {
                Terminal.note("labelfit: no \(f.locale) catalog under the paths given")
            }
        }
        var runs: [Run] = []
        for (k, f) in found.enumerated() {
            let jobs = k == 0 ? f.jobs + noTargets + config.pathRefusals.map(Self.refusalJob) : f.jobs
            var c = config
            c.targetLocale = f.locale
            let parts = try CheckRuns(first: f.session, config: c, jobs: jobs, accepted: accepted, root: root, prepare: { runner in
                runner.detail = reportFormat.measureDetail
                runner.renderRow = reportFormat.rowRenderer
                runner.rowIsTheWholeReport = reportFormat == .csv
            }, overrides: overrides)
            runs.append(Run(locale: f.locale, session: f.session, jobs: jobs, parts: parts, skipped: f.skipped))
        }
        self.runs = runs
        self.noTargets = noTargets
    }

    /// A path the configuration names outside its tree, as the catalog-error job that says so: the
    /// run goes on without it, and every report format names the setting and its line.
    static func refusalJob(_ refusal: CatalogDiagnostic) -> CatalogDiscovery.Job {
        var job = CatalogDiscovery.Job(kind: .notRead, target: refusal.location.file, source: nil, explicit: true)
        job.notice = refusal.message
        job.noticeIsError = true
        job.noticeLocation = refusal.location
        return job
    }

    /// Runs every locale; `begin`/`end` frame each locale's events when there are several.
    func run(progress: @escaping (Int, Int, Int) -> Void = { _, _, _ in }, begin: (Run) -> Void = { _ in },
             end: (Run, [(String, CheckSummary)]) -> Void = { _, _ in }, sink: (CheckEvent) throws -> Void) throws -> CheckSummary {
        var summaries: [CheckSummary] = []
        var totals: [String: CheckSummary] = [:]
        for run in runs where !run.jobs.isEmpty || runs.count == 1 {
            if runs.count > 1 { begin(run) }
            var s = try run.parts.run(progress: progress, sink: sink)
            var local: [String: CheckSummary] = [:]
            for part in run.parts.parts {
                for (tag, t) in part.session.runner.localeTotals { local[tag] = local[tag].map { $0.combined(with: t) } ?? t }
            }
            for (tag, t) in local { totals[tag] = totals[tag].map { $0.combined(with: t) } ?? t }
            if runs.count > 1 { end(run, local.sorted { $0.key < $1.key }) }
            s.locales = nil
            summaries.append(s)
        }
        var summary = summaries.count == 1 ? summaries[0] : CheckSummary.merged(summaries)
        // Each locale walks the same files: a file is skipped when every locale's discovery skipped it
        // (the ar run skips fa files as another locale's, the fa run checks them).
        if summaries.count > 1 {
            let ran = runs.filter { !$0.jobs.isEmpty }
            let sets = ran.map { Set($0.skipped.map(\.file)) }
            let common = sets.dropFirst().reduce(sets.first ?? []) { $0.intersection($1) }
            summary.skippedFiles = [:]
            for skip in ran.first?.skipped ?? [] where common.contains(skip.file) {
                summary.skippedFiles[skip.reason.rawValue, default: 0] += 1
            }
        }
        summary.locales = totals.count > 1 ? totals : nil
        return summary
    }
}
