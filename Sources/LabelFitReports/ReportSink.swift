import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LabelFitCore

/// Where a report goes: standard output, or a file written atomically — into a temporary file beside
/// it, renamed over the target only when the report is complete, so a killed run never leaves half a
/// report where CI expects one.
public final class ReportSink {
    private let handle: FileHandle
    private let temporaryPath: String?
    private let finalPath: String?
    /// Bytes not yet written. An array with its capacity kept, written with write(2): `Data`'s append
    /// cost about 2,000 instructions a call (by callgrind), once per report row.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private static let flushAt = 1 << 16
    /// The first write(2) error, reported by `commit` for a file (standard output closed early, as by
    /// `| head`, is not an error of the report).
    @exclusivity(unchecked) private var writeError: Int32 = 0

    public init(path: String?) throws {
        if let path {
            let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let temp = (dir as NSString).appendingPathComponent(".\(URL(fileURLWithPath: path).lastPathComponent).\(getpid()).tmp")
            guard FileManager.default.createFile(atPath: temp, contents: nil), let h = FileHandle(forWritingAtPath: temp) else {
                throw LabelFitError.io(path: path, reason: "cannot write the report here")
            }
            handle = h
            temporaryPath = temp
            finalPath = path
        } else {
            handle = .standardOutput
            temporaryPath = nil
            finalPath = nil
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
        let fd = handle.fileDescriptor
        buffer.withUnsafeBytes { all in
            var done = 0
            while done < all.count && writeError == 0 {
                let n = Glibc.write(fd, all.baseAddress! + done, all.count - done)
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { writeError = n < 0 ? errno : EIO }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Completes the report: flushes, and for a file renames the temporary file into place.
    public func commit() throws {
        flush()
        guard let temporaryPath, let finalPath else { return }
        if writeError != 0 {
            try? handle.close()
            unlink(temporaryPath)
            throw LabelFitError.io(path: finalPath, reason: "cannot write the report: \(String(cString: strerror(writeError)))")
        }
        try? handle.synchronize()
        try? handle.close()
        if rename(temporaryPath, finalPath) != 0 {
            unlink(temporaryPath)
            throw LabelFitError.io(path: finalPath, reason: "cannot move the finished report into place")
        }
    }

    /// Abandons a file report, leaving any earlier report at the path untouched.
    public func discard() {
        guard let temporaryPath else { flush(); return }
        try? handle.close()
        unlink(temporaryPath)
    }
}
