import LabelFitCatalogs
import LabelFitCore

/// A `layout` reader's files (Android, Apple/Flutter, web): the paths given walked by `FileTreeWalk`
/// (the walk `check` uses for catalogs, docs/reliability.md "Links and folders"), hidden names and the
/// reader's build and dependency folders passed over, each file read once however many links lead
/// to it, and at most `maxEntries` names looked at. What the walk could not read is kept for the run
/// to name: folders that could not be listed (located errors), links out of the paths given, and
/// whether the bound stopped it.
protocol WalkedSourceFiles {
    var unread: UnreadSources { get set }
    /// Files a reader's walk passes over by name, with what is under them.
    static var skippedNames: Set<String> { get }
    /// Sorts one walked file into the reader's lists (or leaves it).
    mutating func classify(_ path: String)
}

extension WalkedSourceFiles {
    /// Walks `paths` and classifies every file found, in walk order.
    mutating func walk(_ paths: [String], maxEntries: Int) {
        let walk = FileTreeWalk(roots: paths, rules: FileTreeWalk.appSources(skipping: Self.skippedNames, maxEntries: maxEntries))
        for file in walk.files { classify(file) }
        unread.truncated = walk.truncated
        unread.folders = walk.unreadable.map { .io(path: $0.path, reason: $0.reason) }
        unread.linksOutside = walk.passedOver.compactMap {
            guard case .linkOutside(let target?) = $0.reason else { return nil }
            return LinkOutside(link: $0.path, target: target)
        }
    }
}

/// What a reader's walk did not read: each is named by the run, never passed over silently.
public struct UnreadSources: Sendable {
    /// The walk stopped at its bound (`maxEntries`): the rest was not read.
    public var truncated = false
    /// Folders that could not be listed: located errors (the rest is still read).
    public var folders: [LabelFitError] = []
    /// Links out of the paths given, not followed.
    public var linksOutside: [LinkOutside] = []
}
