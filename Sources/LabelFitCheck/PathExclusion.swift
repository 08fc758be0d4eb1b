import LabelFitCatalogs

/// Catalog files a check leaves out: the configuration's `exclude` globs (relative to its folder)
/// and `--exclude` globs (relative to the working folder, as ESLint's `--ignore-pattern` is), in
/// gitignore syntax (`PathGlob`). A job is left out when its target file matches; its source files
/// are still read for the targets that are not left out.
public struct PathExclusion: Sendable {
    public var globs: [(base: String, glob: PathGlob)] = []

    public init(config: CheckConfiguration, commandLine: [String], workingFolder: String) {
        globs = config.exclude.map { (config.directory, PathGlob($0)) } + commandLine.map { (workingFolder, PathGlob($0)) }
    }

    public func excludes(_ file: String) -> PathGlob? {
        for (base, glob) in globs {
            if glob.matches(file: file, base: base) { return glob }
        }
        return nil
    }

    /// The jobs whose targets are not excluded, and a skip for each that is.
    public func apply(to jobs: [CatalogDiscovery.Job]) -> (jobs: [CatalogDiscovery.Job], skipped: [CatalogDiscovery.Skip]) {
        guard !globs.isEmpty else { return (jobs, []) }
        var kept: [CatalogDiscovery.Job] = [], skipped: [CatalogDiscovery.Skip] = []
        for job in jobs {
            // An Android folder's files are one job: each is left out on its own.
            var j = job
            j.moreTargets = job.moreTargets.filter { file in
                guard let glob = excludes(file) else { return true }
                skipped.append(.init(file: file, reason: .excluded, detail: "excluded by '\(glob)'", explicit: job.explicit))
                return false
            }
            if let glob = excludes(job.target) {
                skipped.append(.init(file: job.target, reason: .excluded, detail: "excluded by '\(glob)'", explicit: job.explicit))
                guard let next = j.moreTargets.first else { continue }
                j.target = next
                j.moreTargets.removeFirst()
            }
            kept.append(j)
        }
        return (kept, skipped)
    }
}
