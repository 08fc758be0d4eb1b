import Foundation
import LabelFitCore
#if canImport(Glibc)
import Glibc
#endif

/// The files under the folders `check` and `init` are given, walked so that no input can make the
/// walk repeat, hang or leave those folders:
/// - every folder is listed at most once, known by device and inode (`stat(2)`: `st_dev` and `st_ino`
///   identify a file on a system), so a symbolic link to `.` or to a parent, or a bind mount of the
///   tree inside itself, adds nothing;
/// - a symbolic link is followed only when its target (`realpath(3)`) lies inside one of the folders
///   being checked: a link to `/`, to a home folder or to a credentials file is named in the skipped
///   list, never read (name the target folder as a path to check it), unless the caller allows links
///   out (`check --follow-links-outside`): then it is followed, its target joins the folders being
///   checked, and it is listed in `followedOutside` for the run to name; folders stay known by
///   device and inode, so a link out that leads back (or to `/`, holding the tree) adds nothing twice;
/// - real folders are walked first and linked ones after, so a folder reachable both ways is reported
///   under its real path, whatever order `readdir(3)` lists names in;
/// - only regular files are read: FIFOs (whose `open(2)` blocks until a writer comes), devices and
///   sockets with a catalog's name are named in the skipped list;
/// - a folder that cannot be listed (`opendir(3)` or `lstat(2)` fails: permissions) is kept with its
///   reason, so the check reports it as an error rather than passing without it.
struct CatalogTree {
    /// A file's identity on this system (POSIX `<sys/stat.h>`: `st_dev` and `st_ino` together).
    struct FileID: Hashable { var device: UInt64; var inode: UInt64 }

    /// Regular files found (through links inside the tree too), in walk order.
    private(set) var files: [String] = []
    /// Files and folders not read, with the reason.
    private(set) var skipped: [CatalogDiscovery.Skip] = []
    /// Folders that could not be listed, with the system's reason.
    private(set) var unreadable: [(path: String, reason: String)] = []
    /// Every walked folder's names, sorted, for pairing (`CatalogPairing`), so no folder is listed twice.
    private(set) var listings: [String: [String]] = [:]
    /// The real paths of the folders being checked (and, with `followsLinksOutside`, of the targets
    /// of links followed out of them).
    private(set) var roots: [String]
    /// Whether a link leading out of `roots` is followed (`--follow-links-outside`).
    let followsLinksOutside: Bool
    /// The links followed out of the folders being checked, each with its real target, in walk order.
    private(set) var followedOutside: [(link: String, target: String)] = []

    private var walked = Set<FileID>()
    private var linkedFolders: [String] = []

    /// Walks every folder of `folders`; `alsoInside` are further real folders links may lead into
    /// (the folders around files named on the command line, where their sources are looked for).
    init(folders: [String], alsoInside: [String] = [], followsLinksOutside: Bool = false) {
        self.followsLinksOutside = followsLinksOutside
        roots = (folders.compactMap(Self.realPath) + alsoInside).map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        var pending = folders
        while !pending.isEmpty {
            for folder in pending { walk(folder) }
            // Linked folders last, in name order: each is walked only if nothing reached it before.
            pending = []
            for link in linkedFolders.sorted() {
                guard let id = Self.id(of: link, following: true) else { continue }
                if walked.contains(id) {
                    skipped.append(.init(file: link, reason: .alreadyWalked,
                                         detail: "a symbolic link to \(Self.realPath(link) ?? "?"), a folder already walked", explicit: false))
                } else {
                    pending.append(link)
                }
            }
            linkedFolders = []
        }
    }

    /// Whether a real path lies inside one of the folders being checked.
    func contains(realPath path: String) -> Bool {
        roots.contains { root in root == "/" || path == root || path.hasPrefix(root + "/") }
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

    /// What a file that is neither a folder nor a regular file is, in words.
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// The folder's names, sorted; nil with the reason when it cannot be listed.
    static func list(_ folder: String) -> Result<[String], POSIXErrorText> {
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

    /// Walks one folder and its real subfolders (an explicit stack: no recursion to run out of).
    private mutating func walk(_ start: String) {
        var stack = [start]
        while let folder = stack.popLast() {
            guard let id = Self.id(of: folder, following: true), walked.insert(id).inserted else { continue }
            let names: [String]
            switch Self.list(folder) {
            case .failure(let e):
                unreadable.append((folder, "cannot read this folder: \(e.text)"))
                continue
            case .success(let n): names = n
            }
            listings[folder] = names
            var subfolders: [String] = []
            var found: [String] = []
            var failed: POSIXErrorText?
            for name in names where !name.hasPrefix(".") || name == ".labelfit-baseline.json" {
                let path = (folder as NSString).appendingPathComponent(name)
                var s = stat()
                guard lstat(path, &s) == 0 else {
                    // Listed but not examinable: a folder readable without search (x) permission.
                    if errno == EACCES || errno == EPERM { failed = POSIXErrorText(errno); break }
                    continue   // removed since it was listed
                }
                switch s.st_mode & S_IFMT {
                case S_IFDIR:
                    if !CatalogDiscovery.skipsDirectory(path) { subfolders.append(path) }
                case S_IFREG:
                    found.append(path)
                case S_IFLNK:
                    link(path, name: name, into: &found)
                default:
                    if CatalogDiscovery.readsExtension(of: name) {
                        skipped.append(.init(file: path, reason: .notRegularFile, detail: "\(Self.kindName(s.st_mode)): only regular files are read", explicit: false))
                    }
                }
            }
            if let failed {
                unreadable.append((folder, "cannot read this folder: \(failed.text)"))
                continue
            }
            files += found
            // Pushed in reverse, so folders come off the stack in name order.
            stack += subfolders.reversed()
        }
    }

    /// A symbolic link met in the walk: followed only inside the tree, and only to a folder or a
    /// regular file.
    private mutating func link(_ path: String, name: String, into found: inout [String]) {
        var s = stat()
        let catalogName = CatalogDiscovery.readsExtension(of: name)
        guard stat(path, &s) == 0 else {
            if catalogName {
                let e = POSIXErrorText(errno)
                skipped.append(.init(file: path, reason: .brokenLink, detail: "a symbolic link that leads nowhere (\(e.text))", explicit: false))
            }
            return
        }
        let isFolder = s.st_mode & S_IFMT == S_IFDIR
        guard isFolder || catalogName else { return }
        let kind = s.st_mode & S_IFMT
        if followsLinksOutside, kind == S_IFDIR || kind == S_IFREG, let real = Self.realPath(path), !contains(realPath: real) {
            // Allowed out: the target counts as inside from now on, so pairing may read beside it.
            followedOutside.append((path, real))
            roots.append(real)
        }
        guard let real = Self.realPath(path), contains(realPath: real) else {
            skipped.append(.init(file: path, reason: .linkOutsideTree,
                                 detail: "a symbolic link to \(Self.realPath(path) ?? "?"), outside the folders being checked: not read (name that folder as a path to check it, or give --follow-links-outside)",
                                 explicit: false))
            return
        }
        switch s.st_mode & S_IFMT {
        case S_IFDIR: if !CatalogDiscovery.skipsDirectory(path) { linkedFolders.append(path) }
        case S_IFREG: found.append(path)
        default:
            skipped.append(.init(file: path, reason: .notRegularFile, detail: "a symbolic link to \(Self.kindName(s.st_mode)): only regular files are read", explicit: false))
        }
    }
}

/// An `errno` value and its `strerror(3)` text.
struct POSIXErrorText: Error {
    let code: Int32
    let text: String
    init(_ code: Int32) {
        self.code = code
        text = String(cString: strerror(code))
    }
}
