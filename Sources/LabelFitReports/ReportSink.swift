import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import LabelFitCore

/// Where a report goes: standard output, or a file written atomically — into a temporary file beside
/// it, renamed over the target only when the report is complete, so a killed run never leaves half a
/// report where CI expects one.
///
/// Only a regular file (or nothing) is replaced by `rename(2)`: a character device (`/dev/null`,
/// a terminal) or a FIFO is opened and written in place, as a shell's `>` would; a symbolic link to a
/// regular file keeps the link and replaces the file it names; a folder, block device, socket or a
/// link that leads nowhere is refused with the reason. Every write is checked: the first failure
/// (a full disk, `/dev/full`, standard output closed or its reader gone) ends the report with exit 2
/// and the reason (`commit`), and `standardOutputError` keeps it for writers that only flush.
///
/// The temporary file is `.NAME.PID.tmp`: registered with `TemporaryPaths` (removed on SIGINT,
/// SIGTERM, SIGHUP and crash signals), and one left by a process that no longer exists is removed
/// when the next report is written to the same path.
public final class ReportSink {
    private let descriptor: Int32
    private let temporaryPath: String?
    private let finalPath: String?
    /// The name errors give: the path, or "standard output".
    private let shownPath: String
    private let temporaryToken: TemporaryPaths.Token?
    /// Bytes not yet written. An array with its capacity kept, written with write(2): `Data`'s append
    /// cost about 2,000 instructions a call (by callgrind), once per report row.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private static let flushAt = 1 << 16
    /// The first write(2) error; later writes are dropped, and `commit` reports it.
    @exclusivity(unchecked) private var writeError: Int32 = 0
    private static let stdoutError = Atomic<Int32>(0)

    /// The first write error on standard output through any sink, 0 if none (checked before exit).
    public static var standardOutputError: Int32 { stdoutError.load(ordering: .relaxed) }

    /// Where `path` leads and so how a report is put there.
    enum Destination: Equatable {
        /// Nothing there, or a regular file: a temporary file in `folder` renamed to `file`.
        case replace(file: String)
        /// A character device or FIFO: written in place.
        case inPlace
    }

    static func destination(of path: String) throws -> Destination {
        var s = stat()
        if stat(path, &s) != 0 {
            let e = errno
            guard e == ENOENT else { throw LabelFitError.io(path: path, reason: String(cString: strerror(e))) }
            var l = stat()
            if lstat(path, &l) == 0 {
                throw LabelFitError.io(path: path, reason: "a symbolic link that leads nowhere: not replaced (remove it, or name the file it should create)")
            }
            return .replace(file: path)
        }
        switch s.st_mode & S_IFMT {
        case S_IFREG:
            var l = stat()
            // A link: the file it names is replaced and the link kept.
            if lstat(path, &l) == 0, l.st_mode & S_IFMT == S_IFLNK, let p = realpath(path, nil) {
                defer { free(p) }
                return .replace(file: String(cString: p))
            }
            return .replace(file: path)
        case S_IFCHR, S_IFIFO: return .inPlace
        case S_IFDIR: throw LabelFitError.io(path: path, reason: "is a folder: name a file for the report")
        case S_IFBLK: throw LabelFitError.io(path: path, reason: "is a block device: a report is written only to a file, a character device or a FIFO")
        default: throw LabelFitError.io(path: path, reason: "is a socket: a report is written only to a file, a character device or a FIFO")
        }
    }

    public init(path: String?) throws {
        guard let path else {
            descriptor = STDOUT_FILENO
            temporaryPath = nil
            finalPath = nil
            temporaryToken = nil
            shownPath = "standard output"
            buffer.reserveCapacity(Self.flushAt + (1 << 14))
            return
        }
        shownPath = path
        switch try Self.destination(of: path) {
        case .inPlace:
            let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw LabelFitError.io(path: path, reason: "cannot write the report here: \(String(cString: strerror(errno)))") }
            descriptor = fd
            temporaryPath = nil
            finalPath = nil
            temporaryToken = nil
        case .replace(let file):
            let dir = PathText.parent(of: file)
            let name = (file as NSString).lastPathComponent
            let prefix = "." + name + "."
            TemporaryPaths.removeStale(in: dir.isEmpty ? "." : dir) { TemporaryPaths.pid(in: $0, prefix: prefix, suffix: ".tmp") }
            let temp = (dir as NSString).appendingPathComponent("\(prefix)\(getpid()).tmp")
            // Registered before it exists, so no signal finds it made but unknown.
            let token = TemporaryPaths.register(temp)
            // A name planted there (a link into another folder) is removed, not followed: the file is
            // made new, and open(2) refuses a link that appears in between (O_EXCL, O_NOFOLLOW).
            unlink(temp)
            let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o666)
            guard fd >= 0 else {
                TemporaryPaths.forget(token)
                throw LabelFitError.io(path: path, reason: "cannot write the report here: \(String(cString: strerror(errno)))")
            }
            descriptor = fd
            temporaryPath = temp
            finalPath = file
            temporaryToken = token
        }
        buffer.reserveCapacity(Self.flushAt + (1 << 14))
    }

    public func write(_ text: String) {
        text.withUTF8Bytes { buffer.append(contentsOf: $0) }
        if buffer.count >= Self.flushAt { flush() }
    }

    public func write(bytes: [UInt8]) { bytes.withUnsafeBufferPointer { write(bytes: $0) } }

    /// Bytes borrowed from their writer (a `JSONStream`'s buffer), copied once, into the sink's buffer.
    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushAt { flush() }
    }

    public func write(byte: UInt8) {
        buffer.append(byte)
        if buffer.count >= Self.flushAt { flush() }
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        let fd = descriptor
        buffer.withUnsafeBytes { all in
            var done = 0
            while done < all.count && writeError == 0 {
                let n = Glibc.write(fd, all.baseAddress! + done, all.count - done)
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { writeError = n < 0 ? errno : EIO }
            }
        }
        if writeError != 0 && fd == STDOUT_FILENO {
            _ = Self.stdoutError.compareExchange(expected: 0, desired: writeError, ordering: .relaxed)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Completes the report: flushes (an error of any write is thrown now), and for a file renames
    /// the temporary file into place.
    public func commit() throws {
        flush()
        if writeError != 0 {
            let reason = "cannot write the report: \(String(cString: strerror(writeError)))"
            if let temporaryPath {
                close(descriptor)
                unlink(temporaryPath)
                TemporaryPaths.forget(temporaryToken)
            } else if descriptor != STDOUT_FILENO {
                close(descriptor)
            }
            throw LabelFitError.io(path: shownPath, reason: reason)
        }
        guard let temporaryPath, let finalPath else {
            if descriptor != STDOUT_FILENO && close(descriptor) != 0 {
                throw LabelFitError.io(path: shownPath, reason: "cannot write the report: \(String(cString: strerror(errno)))")
            }
            return
        }
        // fsync before rename: the new name must never point at data not yet on disk (ext4 and XFS
        // documentation on rename-over and delayed allocation).
        let synced = fsync(descriptor) == 0 ? 0 : errno
        let closed = close(descriptor) == 0 ? 0 : errno
        if synced != 0 && synced != EINVAL || closed != 0 {
            unlink(temporaryPath)
            TemporaryPaths.forget(temporaryToken)
            throw LabelFitError.io(path: finalPath, reason: "cannot write the report: \(String(cString: strerror(synced != 0 ? synced : closed)))")
        }
        if rename(temporaryPath, finalPath) != 0 {
            let e = errno
            unlink(temporaryPath)
            TemporaryPaths.forget(temporaryToken)
            throw LabelFitError.io(path: finalPath, reason: "cannot move the finished report into place: \(String(cString: strerror(e)))")
        }
        TemporaryPaths.forget(temporaryToken)
    }

    /// Abandons a file report, leaving any earlier report at the path untouched. Standard output, a
    /// device or a FIFO cannot be taken back: what was written stays, without the report's end.
    public func discard() {
        guard let temporaryPath else {
            flush()
            if descriptor != STDOUT_FILENO { close(descriptor) }
            return
        }
        close(descriptor)
        unlink(temporaryPath)
        TemporaryPaths.forget(temporaryToken)
    }
}
