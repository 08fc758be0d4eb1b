import Foundation
import LabelFitCore
#if canImport(Glibc)
import Glibc
#endif

/// The files under the paths a command is given — `check`'s and `init`'s catalogs, `layout`'s app
/// sources — walked by one set of rules, so that no input can make a walk repeat, hang or leave them:
/// - every folder is listed at most once, known by device and inode (`stat(2)`: `st_dev` and `st_ino`
///   identify a file on a system), so a symbolic link to `.` or to a parent, or a bind mount of the
///   tree inside itself, adds nothing;
/// - a symbolic link is followed only when its target (`realpath(3)`) lies inside one of the roots;
///   a link leading out is passed over and named (`PassedOver.linkOutside`), unless the caller allows
///   links out (`check --follow-links-outside`): then it is followed, its target joins the roots, and
///   it is listed in `followedOutside` for the run to name; folders stay known by device and inode,
///   so a link out that leads back (or to `/`, holding the tree) adds nothing twice;
/// - real folders are walked first and linked ones (and linked files) after, so a file reachable
///   both ways is found under its real path, whatever order `readdir(3)` lists names in;
/// - only regular files are returned: FIFOs (whose `open(2)` blocks until a writer comes), devices
///   and sockets are named in `passedOver` when the caller wants their name (`Rules.wants`);
/// - a folder that cannot be listed (`opendir(3)`, `readdir(3)` or `lstat(2)` on its names fails:
///   permissions) is kept in `unreadable` with the system's reason, and the rest is still walked;
/// - at most `Rules.maxEntries` names are looked at; past that the walk stops and says where
///   (`stoppedAt`), so the run names the bound rather than passing the rest over silently.
/// What a caller reads (which names, which folders) is its `Rules`; the rules above are the same for all.
public struct FileTreeWalk {
    /// A file's identity on this system (POSIX `<sys/stat.h>`: `st_dev` and `st_ino` together).
    public struct FileID: Hashable, Sendable { public var device: UInt64; public var inode: UInt64 }

    /// What a caller reads: the parts in which `check` and `layout` differ.
    public struct Rules {
        /// Whether a name met in a folder is looked at at all (false: passed over with what is under
        /// it, unnamed: hidden files, build outputs).
        public var admits: (_ name: String) -> Bool
        /// Whether a folder (real or reached through a link) is walked into.
        public var descends: (_ path: String) -> Bool
        /// Whether a name is one the caller would read: only such names are named when they are not
        /// regular files or are links leading nowhere, and only such links to files are followed.
        public var wants: (_ name: String) -> Bool
        /// The most names looked at (`admits` true) in one walk.
        public var maxEntries: Int
        /// Whether a link leading out of the roots is followed (its target then joins them).
        public var followsLinksOutside: Bool
        /// Whether a file reached twice (hard links, a link to a file already found) is returned once,
        /// known by device and inode; otherwise each path to it is returned.
        public var eachFileOnce: Bool

        public init(admits: @escaping (String) -> Bool, descends: @escaping (String) -> Bool = { _ in true },
                    wants: @escaping (String) -> Bool = { _ in true }, maxEntries: Int = .max,
                    followsLinksOutside: Bool = false, eachFileOnce: Bool) {
            self.admits = admits; self.descends = descends; self.wants = wants
            self.maxEntries = maxEntries; self.followsLinksOutside = followsLinksOutside; self.eachFileOnce = eachFileOnce
        }
    }

    /// `layout`'s rules for an app's sources: hidden names and `skipping` (build outputs,
    /// dependencies) passed over by name, every file name wanted, each file returned once.
    public static func appSources(skipping: Set<String>, maxEntries: Int) -> Rules {
        Rules(admits: { !$0.hasPrefix(".") && !skipping.contains($0) }, maxEntries: maxEntries, eachFileOnce: true)
    }

    /// An entry the walk did not return, and why.
    public struct PassedOver: Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            /// A FIFO, device or socket (`mode` is its `st_mode`).
            case notRegularFile(mode: UInt32)
            /// A symbolic link to a FIFO, device or socket.
            case linkToNotRegularFile(mode: UInt32)
            /// A symbolic link whose target does not exist (`errno` of `stat(2)`).
            case brokenLink(errno: Int32)
            /// A symbolic link leading out of the roots; `target` is its real path (nil when it vanished).
            case linkOutside(target: String?)
            /// A symbolic link to a folder walked already.
            case linkToWalkedFolder(target: String?)
        }
        public var path: String
        public var reason: Reason
    }

    /// A folder that could not be listed, with the system's reason.
    public struct UnreadableFolder: Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    /// Regular files found (through links inside the roots too), in walk order.
    public private(set) var files: [String] = []
    /// Entries not returned, with the reason, in walk order.
    public private(set) var passedOver: [PassedOver] = []
    /// Folders that could not be listed.
    public private(set) var unreadable: [UnreadableFolder] = []
    /// Every walked folder's names, sorted (all of them, whatever `admits` says), so no folder is listed twice.
    public private(set) var listings: [String: [String]] = [:]
    /// The real paths links may lead into: the roots, the caller's `alsoInside`, and with
    /// `followsLinksOutside` the targets of links followed out of them.
    public private(set) var roots: [String]
    /// The links followed out of the roots, each with its real target, in walk order.
    public private(set) var followedOutside: [(link: String, target: String)] = []
    /// The folder being listed when `maxEntries` names had been looked at: the rest was not walked.
    public private(set) var stoppedAt: String?
    public var truncated: Bool { stoppedAt != nil }

    private let rules: Rules
    private var walked = Set<FileID>()
    private var taken = Set<FileID>()
    private var seen = 0
    private var linkedFolders: [String] = []
    private var linkedFiles: [String] = []

    /// Walks every root (a root that is a regular file is returned as it is; a missing one is the
    /// caller's to name); `alsoInside` are further real folders links may lead into.
    public init(roots paths: [String], alsoInside: [String] = [], rules: Rules) {
        self.rules = rules
        roots = (paths.compactMap(Self.realPath) + alsoInside).map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        for path in paths {
            var s = stat()
            guard stat(path, &s) == 0 else { continue }
            if s.st_mode & S_IFMT == S_IFDIR { walk(path) } else if s.st_mode & S_IFMT == S_IFREG { take(path) }
        }
        // Linked folders last, in name order: each is walked only if nothing reached it before.
        while !linkedFolders.isEmpty && !truncated {
            let pending = linkedFolders.sorted()
            linkedFolders = []
            var unwalked: [String] = []
            for link in pending {
                guard let id = Self.id(of: link, following: true) else { continue }
                if walked.contains(id) {
                    passedOver.append(.init(path: link, reason: .linkToWalkedFolder(target: Self.realPath(link))))
                } else {
                    unwalked.append(link)
                }
            }
            for link in unwalked { walk(link) }
        }
        for file in linkedFiles.sorted() { take(file) }
    }

    /// Whether a real path lies inside one of the roots.
    public func contains(realPath path: String) -> Bool {
        roots.contains { root in root == "/" || path == root || path.hasPrefix(root + "/") }
    }

    public static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    public static func id(of path: String, following: Bool) -> FileID? {
        var s = stat()
        guard (following ? stat(path, &s) : lstat(path, &s)) == 0 else { return nil }
        return FileID(device: UInt64(s.st_dev), inode: UInt64(s.st_ino))
    }

    /// What a file that is neither a folder nor a regular file is, in words.
    public static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// The folder's names, sorted; the system's reason when it cannot be listed.
    public static func list(_ folder: String) -> Result<[String], POSIXErrorText> {
        guard let dir = opendir(folder) else { return .failure(POSIXErrorText(errno)) }
        defer { closedir(dir) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { return .failure(POSIXErrorText(errno)) }
                break
            }
            let name = directoryEntryName(entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names.sorted())
    }

    private mutating func take(_ path: String) {
        if rules.eachFileOnce {
            guard let id = Self.id(of: path, following: true), taken.insert(id).inserted else { return }
        }
        files.append(path)
    }

    /// Walks one folder and its real subfolders (an explicit stack: no recursion to run out of).
    private mutating func walk(_ start: String) {
        var stack = [start]
        while let folder = stack.popLast() {
            guard !truncated else { return }
            guard let id = Self.id(of: folder, following: true), walked.insert(id).inserted else { continue }
            let names: [String]
            switch Self.list(folder) {
            case .failure(let e):
                unreadable.append(.init(path: folder, reason: "cannot read this folder: \(e.text)"))
                continue
            case .success(let n): names = n
            }
            listings[folder] = names
            var subfolders: [String] = []
            var found: [String] = []
            var links: (folders: [String], files: [String]) = ([], [])
            var failed: POSIXErrorText?
            for name in names where rules.admits(name) {
                seen += 1
                if seen > rules.maxEntries { stoppedAt = folder; return }
                let path = (folder as NSString).appendingPathComponent(name)
                var s = stat()
                guard lstat(path, &s) == 0 else {
                    // Listed but not examinable: a folder readable without search (x) permission.
                    if errno == EACCES || errno == EPERM { failed = POSIXErrorText(errno); break }
                    continue   // removed since it was listed
                }
                switch s.st_mode & S_IFMT {
                case S_IFDIR:
                    if rules.descends(path) { subfolders.append(path) }
                case S_IFREG:
                    found.append(path)
                case S_IFLNK:
                    link(path, name: name, into: &links)
                default:
                    if rules.wants(name) { passedOver.append(.init(path: path, reason: .notRegularFile(mode: UInt32(s.st_mode)))) }
                }
            }
            if let failed {
                unreadable.append(.init(path: folder, reason: "cannot read this folder: \(failed.text)"))
                continue
            }
            for file in found { take(file) }
            linkedFolders += links.folders
            linkedFiles += links.files
            // Pushed in reverse, so folders come off the stack in name order.
            stack += subfolders.reversed()
        }
    }

    /// A symbolic link met in the walk: followed only inside the roots, and only to a folder or a
    /// regular file.
    private mutating func link(_ path: String, name: String, into links: inout (folders: [String], files: [String])) {
        var s = stat()
        let wanted = rules.wants(name)
        guard stat(path, &s) == 0 else {
            if wanted { passedOver.append(.init(path: path, reason: .brokenLink(errno: errno))) }
            return
        }
        let kind = s.st_mode & S_IFMT
        guard kind == S_IFDIR || wanted else { return }
        let real = Self.realPath(path)
        if rules.followsLinksOutside, kind == S_IFDIR || kind == S_IFREG, let real, !contains(realPath: real) {
            // Allowed out: the target counts as inside from now on, so callers may read beside it.
            followedOutside.append((path, real))
            roots.append(real)
        }
        guard let real, contains(realPath: real) else {
            passedOver.append(.init(path: path, reason: .linkOutside(target: real)))
            return
        }
        switch kind {
        case S_IFDIR: if rules.descends(path) { links.folders.append(path) }
        case S_IFREG: links.files.append(path)
        default: passedOver.append(.init(path: path, reason: .linkToNotRegularFile(mode: UInt32(s.st_mode))))
        }
    }
}
