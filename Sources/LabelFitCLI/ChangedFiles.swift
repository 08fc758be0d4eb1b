import Foundation
import LabelFitCatalogs

/// The files a commit touches (`check --files`, as pre-commit passes them): a catalog is reported when
/// one of its files is among them — its target, or the source it is measured against, since a changed
/// English string changes what its translation is compared with.
struct ChangedFiles {
    /// Absolute, standardized paths.
    let files: Set<String>
    private let workingFolder: String

    init(_ paths: [String], workingFolder: String) {
        self.workingFolder = workingFolder
        files = Set(paths.map { Self.absolute($0, in: workingFolder) })
    }

    static func absolute(_ path: String, in folder: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    /// Whether the job reads one of the changed files.
    func touches(_ job: CatalogDiscovery.Job) -> Bool {
        ([job.target] + job.moreTargets + (job.source.map { [$0] } ?? []) + job.moreSources)
            .contains { files.contains(Self.absolute($0, in: workingFolder)) }
    }

    /// The changed files no job reads, relative to the working folder, sorted.
    func notCatalogs(_ jobs: [CatalogDiscovery.Job]) -> [String] {
        var read = Set<String>()
        for job in jobs where job.kind != .notRead {
            for p in [job.target] + job.moreTargets + (job.source.map { [$0] } ?? []) + job.moreSources { read.insert(Self.absolute(p, in: workingFolder)) }
        }
        let prefix = workingFolder.hasSuffix("/") ? workingFolder : workingFolder + "/"
        return files.subtracting(read).map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }.sorted()
    }
}
