import Foundation
import LabelFitCore
#if canImport(Glibc)
import Glibc
#endif

/// The files under the paths `labelfit layout` is given, walked the way `check` walks catalogs
/// (`CatalogTree`, docs/reliability.md "Links and folders"), shared by the Android, Apple/Flutter and
/// web readers:
/// - every folder is listed at most once, known by device and inode (`stat(2)`: `st_dev` and `st_ino`
///   identify a file on a system), so a link to `.` or a parent adds nothing;
/// - a symbolic link is followed only when its target (`realpath(3)`) lies inside the paths given;
///   a link leading out is not read but kept in `linksOutside`, so the run names it (as `check`'s
///   skipped list does: a folder the user thought was read is never passed over silently); real entries are taken first and linked
///   ones after, so a file reachable both ways is read once, under its real path;
/// - only regular files are returned (a FIFO's `open(2)` would block);
/// - a folder that cannot be listed (`opendir(3)` fails, or `lstat(2)` on its names: no search
///   permission) is a located error in `unreadable`, and the rest is still walked.
/// `FileManager.enumerator`, used before, passed over such folders silently.
struct LayoutSourceWalk {
    private(set) var files: [String] = []
    private(set) var unreadable: [LabelFitError] = []
    private(set) var linksOutside: [LinkOutside] = []
    /// More than `maxEntries` names were met: the rest were not walked.
    private(set) var truncated = false

    struct FileID: Hashable { var device: UInt64; var inode: UInt64 }

    /// Walks every folder of `roots` (a root that is a file is returned as it is); a name for which
    /// `skips` is true (a build output, a dependency) is passed over with what is under it.
    init(roots: [String], maxEntries: Int, skips: (String) -> Bool) {
        let realRoots = roots.compactMap(Self.realPath)
        func inside(_ real: String) -> Bool { realRoots.contains { $0 == "/" || real == $0 || real.hasPrefix($0 + "/") } }
        var walked = Set<FileID>()
        var taken = Set<FileID>()
        var linkedFolders: [String] = []
        var linkedFiles: [String] = []
        var seen = 0
        func take(_ path: String) {
            guard let id = Self.id(of: path, following: true), taken.insert(id).inserted else { return }
            files.append(path)
        }
        func walk(_ start: String) {
            var stack = [start]
            while let folder = stack.popLast() {
                guard let id = Self.id(of: folder, following: true), walked.insert(id).inserted else { continue }
                guard let dir = opendir(folder) else {
                    unreadable.append(.io(path: folder, reason: "cannot read this folder: \(String(cString: strerror(errno)))"))
                    continue
                }
                var names: [String] = []
                while let entry = readdir(dir) {
                    let name = directoryEntryName(entry)
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(dir)
                var subfolders: [String] = []
                var found: [String] = []
                var failed: Int32?
                for name in names.sorted() where !name.hasPrefix(".") && !skips(name) {
                    seen += 1
                    if seen > maxEntries { truncated = true; return }
                    let path = (folder as NSString).appendingPathComponent(name)
                    var s = stat()
                    guard lstat(path, &s) == 0 else {
                        // Listed but not examinable: a folder readable without search (x) permission.
                        if errno == EACCES || errno == EPERM { failed = errno; break }
                        continue   // removed since it was listed
                    }
                    switch s.st_mode & S_IFMT {
                    case S_IFDIR: subfolders.append(path)
                    case S_IFREG: found.append(path)
                    case S_IFLNK:
                        var t = stat()
                        guard stat(path, &t) == 0, let real = Self.realPath(path) else { continue }   // leads nowhere
                        guard inside(real) else { linksOutside.append(LinkOutside(link: path, target: real)); continue }
                        if t.st_mode & S_IFMT == S_IFDIR { linkedFolders.append(path) }
                        else if t.st_mode & S_IFMT == S_IFREG { linkedFiles.append(path) }
                    default: continue
                    }
                }
                if let failed {
                    unreadable.append(.io(path: folder, reason: "cannot read this folder: \(String(cString: strerror(failed)))"))
                    continue
                }
                for f in found { take(f) }
                stack += subfolders.reversed()
            }
        }
        for root in roots {
            var s = stat()
            guard stat(root, &s) == 0 else { continue }   // the caller names a missing path
            if s.st_mode & S_IFMT == S_IFDIR { walk(root) } else { take(root) }
        }
        // Linked folders and files last, each only if nothing reached it before.
        while !linkedFolders.isEmpty && !truncated {
            let pending = linkedFolders.sorted()
            linkedFolders = []
            for link in pending { walk(link) }
        }
        for f in linkedFiles.sorted() { take(f) }
    }

    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    static func id(of path: String, following: Bool) -> FileID? {
        var s = stat()
        guard (following ? stat(path, &s) : lstat(path, &s)) == 0 else { return nil }
        return FileID(device: UInt64(s.st_dev), inode: UInt64(s.st_ino))
    }
}

/// A symbolic link under the paths given whose target lies outside them: not read.
public struct LinkOutside: Sendable, Hashable {
    public var link: String
    public var target: String
}
