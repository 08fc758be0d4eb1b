import Foundation
import LabelFitCore
#if canImport(Glibc)
import Glibc
#endif

/// The checked tree, outside which nothing a configuration under review names is read or written.
///
/// A configuration file is part of the repository being checked, so in CI on a stranger's pull
/// request it is hostile input: `"catalogs": ["/"]` would walk the machine into the report, and
/// `"baseline": "../x.json"` would make `labelfit baseline` replace a file of the runner. Every path
/// a configuration names is therefore compared with the tree *after* its symbolic links are resolved
/// (`realpath(3)`), so a committed link out of the tree is refused as its target would be. Only the
/// command line, which the person running LabelFit wrote, can allow paths outside
/// (`--allow-outside-tree`).
///
/// The tree is the repository holding the configuration (the nearest folder at or above it with a
/// `.git`: a folder, or a file for a worktree or submodule, gitrepository-layout(5)), else the
/// configuration's own folder.
public struct TreeBoundary: Sendable, Equatable {
    /// The tree's real path, without a trailing slash.
    public let root: String
    /// Whether paths outside are allowed (`--allow-outside-tree`).
    public let allowsOutside: Bool

    public init(root: String, allowsOutside: Bool = false) {
        self.root = Self.physical(root)
        self.allowsOutside = allowsOutside
    }

    /// The tree of the configuration file at `path`.
    public static func enclosing(configuration path: String, allowsOutside: Bool = false) -> TreeBoundary {
        let folder = physical(PathText.parent(of: absolute(path)))
        var dir = folder
        // Bounded by the path's depth: each step drops one component.
        while true {
            if FileManager.default.fileExists(atPath: dir + "/.git") { return TreeBoundary(root: dir, allowsOutside: allowsOutside) }
            let parent = PathText.parent(of: dir)
            if parent == dir || parent.isEmpty { break }
            dir = parent
        }
        return TreeBoundary(root: folder, allowsOutside: allowsOutside)
    }

    /// Why `path` may not be used, in words that follow the path: nil when it lies inside the tree
    /// after its links are resolved, or when paths outside are allowed.
    public func refusal(of path: String) -> String? {
        guard !allowsOutside else { return nil }
        let real = Self.physical(path)
        if contains(real) { return nil }
        let standard = URL(fileURLWithPath: Self.absolute(path)).standardized.path
        let leads = real == standard ? "is" : "leads to \(real) (through a symbolic link or '..'), which is"
        return "\(leads) outside the checked tree \(root): not read or written (pass --allow-outside-tree on the command line to allow it)"
    }

    /// Whether a real path lies inside the tree.
    public func contains(_ realPath: String) -> Bool {
        root == "/" || realPath == root || realPath.hasPrefix(root + "/")
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// `path` with every symbolic link resolved: `realpath(3)` of the longest part that exists, the
    /// rest (names not yet created, such as a baseline to write) appended with `.` and `..` applied.
    public static func physical(_ path: String) -> String {
        var head = absolute(path)
        var rest: [String] = []
        // Bounded by the path's depth: each step moves one component from `head` to `rest`.
        while true {
            if let p = realpath(head, nil) {
                defer { free(p) }
                var out = String(cString: p)
                for name in rest.reversed() {
                    switch name {
                    case "", ".": continue
                    case "..": out = PathText.parent(of: out)
                    default: out = out == "/" ? "/" + name : out + "/" + name
                    }
                }
                return out.isEmpty ? "/" : out
            }
            let parent = PathText.parent(of: head)
            if parent == head || parent.isEmpty { return URL(fileURLWithPath: absolute(path)).standardized.path }
            rest.append((head as NSString).lastPathComponent)
            head = parent
        }
    }
}
