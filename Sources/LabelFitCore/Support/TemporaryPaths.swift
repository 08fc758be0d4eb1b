import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Files and folders this process made for its own use (`--output`'s `.NAME.PID.tmp`, the server's
/// upload folders), removed on every way out that can be caught, and left by dead processes removed
/// at the next run:
/// - normal paths remove them themselves (`remove`);
/// - SIGINT, SIGTERM and SIGHUP run a handler that removes them and then dies of the same signal
///   (default action restored and the signal raised again, so the parent still sees it: POSIX
///   `sigaction(2)`, `raise(3)`);
/// - crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) remove them and hand the
///   signal on to whatever was installed before (the Swift runtime's backtracer, or the default);
/// - SIGKILL, a stack overflow without an alternate stack, or a power cut cannot be caught: the names
///   carry the process ID, and `isStale` tells a name of a process that no longer exists
///   (`kill(pid, 0)` fails with ESRCH), which the next run removes.
///
/// The handler only calls `unlink(2)` and `rmdir(2)`, both async-signal-safe (POSIX.1-2017 §2.4.3),
/// on C strings made when each path was registered; the table is guarded by an atomic flag the
/// handler only tries to take, never waits for (it may have interrupted the thread holding it).
public enum TemporaryPaths {
    /// Handle for one registered path.
    public struct Token: Sendable { let slot: Int }

    private static let capacity = 256
    private static let lock = Atomic<Bool>(false)
    /// Each slot: a C string to remove, or nil; folders are marked by a trailing "/".
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        p.initialize(repeating: nil, count: capacity)
        return p
    }()
    /// The action each signal had before, by signal number (a fixed table: the handler reads it).
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)   // Linux _NSIG: signals 1...64
        p.initialize(repeating: sigaction(), count: 65)
        return p
    }()
    private static let installed = Atomic<Bool>(false)

    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    private static func acquire() { while !lock.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {} }
    private static func release() { lock.store(false, ordering: .releasing) }

    /// Registers a file (or an empty-on-exit folder) to remove if the process is stopped or crashes.
    /// nil when the table is full: the path is then left to `isStale` at the next run.
    @discardableResult
    public static func register(_ path: String, folder: Bool = false) -> Token? {
        installHandlers()
        acquire()
        defer { release() }
        for i in 0..<capacity where slots[i] == nil {
            slots[i] = strdup(folder ? path + "/" : path)
            return Token(slot: i)
        }
        return nil
    }

    /// Forgets a path (it was removed, or renamed into place).
    public static func forget(_ token: Token?) {
        guard let token else { return }
        acquire()
        defer { release() }
        free(slots[token.slot])
        slots[token.slot] = nil
    }

    /// Removes every registered path, files before folders. Called from the signal handler.
    static func removeAll() {
        // Tried a bounded number of times: the holder may be the very thread this handler interrupted.
        var tries = 0
        while !lock.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            tries += 1
            if tries > 1_000_000 { return }
        }
        for pass in 0..<2 {
            for i in 0..<capacity {
                guard let p = slots[i] else { continue }
                let n = strlen(p)
                let isFolder = n > 0 && p[n - 1] == CChar(UInt8(ascii: "/"))
                if pass == 0 && !isFolder { unlink(p) }
                if pass == 1 && isFolder { rmdir(p) }
            }
        }
        release()
    }

    private static func installHandlers() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        for sig in stopSignals + crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { sig, _, _ in TemporaryPaths.handle(sig) }
            // SA_ONSTACK: on a thread with an alternate stack, a stack overflow still runs the handler.
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, previous + Int(sig))
        }
    }

    private static func handle(_ sig: Int32) {
        removeAll()
        // Hand the signal on: the previous action (the default for SIGINT/SIGTERM/SIGHUP, so the
        // process ends as killed by it), raised again; it is delivered when this handler returns.
        sigaction(sig, previous + Int(sig), nil)
        raise(sig)
    }

    /// Whether a process ID taken from a temporary name is of a process that no longer exists.
    public static func isDead(_ pid: pid_t) -> Bool {
        guard pid > 0, pid != getpid() else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes `name` in `folder` when it is a leftover: `matches` gives the process ID the name
    /// carries (nil when the name is not one of ours), the process is gone, and the file is owned
    /// by this user (another user's files are theirs to clean). Folders are removed with their files.
    public static func removeStale(in folder: String, _ matches: (String) -> pid_t?) {
        guard let dir = opendir(folder) else { return }
        var names: [String] = []
        while let e = readdir(dir) {
            names.append(directoryEntryName(e))
        }
        closedir(dir)
        for name in names {
            guard let pid = matches(name), isDead(pid) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            var s = stat()
            guard lstat(path, &s) == 0, s.st_uid == geteuid() else { continue }
            switch s.st_mode & S_IFMT {
            case S_IFREG: unlink(path)
            // removeItem removes a folder's links as links, never what they point to.
            case S_IFDIR: try? FileManager.default.removeItem(atPath: path)
            default: continue
            }
        }
    }

    /// The process ID in a name made as `prefix + pid + suffix`, or nil.
    public static func pid(in name: String, prefix: String, suffix: String) -> pid_t? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 10 else { return nil }
        return pid_t(digits)
    }
}
