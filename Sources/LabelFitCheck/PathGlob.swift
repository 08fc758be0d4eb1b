import Foundation
import LabelFitCore

/// A path pattern as `.gitignore` writes one (git's gitignore(5), "PATTERN FORMAT"): `*`, `?` and
/// `[…]` match within one path segment; `**` as a whole segment matches any number of segments
/// (`app/**/debug`, `**/generated/**`, `app/src/debug/**`); a pattern with a `/` at its start or in
/// its middle is anchored at the base folder, one without matches at any depth (`*.xml`, `build`); a
/// pattern that matches a folder matches everything under it; a trailing `/` matches only folders.
/// Segments are compared as fnmatch(3) with FNM_PERIOD off does, so `*` also matches a leading dot
/// as gitignore's does. Matching is `GlobAutomaton`'s: linear in the path's length times the
/// pattern's, however many stars.
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let automaton: GlobAutomaton
    private let onlyFolders: Bool
    /// Has a `/` at its start or in its middle: relative to the base folder only.
    public let anchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var p = pattern
        onlyFolders = p.hasSuffix("/")
        while p.hasSuffix("/") { p.removeLast() }
        // "/x" and "a/x" are anchored; "x" matches at any depth, as "**/x" does.
        let anchored = p.dropLast().contains("/")
        self.anchored = anchored
        if p.hasPrefix("/") { p.removeFirst() }
        var parts = p.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !anchored { parts.insert("**", at: 0) }
        automaton = .gitignore(segments: parts)
    }

    public static func == (a: PathGlob, b: PathGlob) -> Bool { a.pattern == b.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    public var description: String { pattern }

    /// Whether `path` (relative to the base folder, `/`-separated) or one of the folders it is in
    /// matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { return false }
        // The file itself (not when the pattern names only folders), or a folder above it.
        return automaton.matches(Array(parts.joined(separator: "/").utf8), whole: !onlyFolders, folders: true)
    }

    /// Whether `file` matches with the pattern relative to `base`. A file outside `base` (a catalog
    /// path given on the command line elsewhere) can match only an unanchored pattern, which matches
    /// at any depth of its absolute path.
    public func matches(file: String, base: String) -> Bool { matches(Place(file, base: base)) }

    /// A file's path as globs see it, worked out once for all the globs it is matched with.
    public struct Place: Sendable {
        let relative: String?
        let absolute: String
        public init(_ file: String, base: String) {
            relative = PathGlob.relative(file, to: base)
            absolute = PathGlob.relative(file, to: "/") ?? file
        }

        /// The last file's place on this thread: every string of a catalog is in the same file, and
        /// standardizing its path took longer than matching it.
        public static func memoized(_ file: String, base: String) -> Place {
            if let last = Memo.current.value, last.file == file, last.base == base { return last.place }
            let place = Place(file, base: base)
            Memo.current.value = Memo(file: file, base: base, place: place)
            return place
        }

        final class Memo {
            static let current = ThreadLocal<Memo>()
            let file: String, base: String, place: Place
            init(file: String, base: String, place: Place) { self.file = file; self.base = base; self.place = place }
        }
    }

    public func matches(_ place: Place) -> Bool {
        if let relative = place.relative { return matches(relative) }
        return !anchored && matches(place.absolute)
    }

    /// `file` relative to `base` (both made absolute against the working folder), or nil when it is
    /// not inside it.
    public static func relative(_ file: String, to base: String) -> String? {
        let cwd = FileManager.default.currentDirectoryPath
        func absolute(_ p: String) -> String {
            (p.hasPrefix("/") ? URL(fileURLWithPath: p) : URL(fileURLWithPath: cwd).appendingPathComponent(p)).standardizedFileURL.path
        }
        let f = absolute(file), b = absolute(base)
        if b == "/" { return String(f.dropFirst()) }
        let prefix = b.hasSuffix("/") ? b : b + "/"
        return f.hasPrefix(prefix) ? String(f.dropFirst(prefix.count)) : nil
    }
}
