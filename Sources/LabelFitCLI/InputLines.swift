import Foundation
import LabelFitCore

/// Lines of a file descriptor read as they arrive, in 64 KB chunks, so `measure` holds one chunk and
/// one line at a time however long standard input is. Each line is validated on its own (LF or CRLF
/// ends; a leading UTF-8 byte-order mark dropped), so one bad line does not spoil the rest. A line
/// longer than `maxLineBytes` is not held: its bytes are dropped as they arrive, and it is an error
/// for its line number, so a 1.5 GB line costs what a 64 KB one does.
struct InputLines {
    private let fd: Int32
    private let file: String
    private let maxLineBytes: Int
    private let maxScalars: Int
    /// The current line is past `maxLineBytes`: its bytes are skipped up to its LF.
    private var skippingLongLine = false
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var pending: [UInt8] = []
    private var start = 0, end = 0
    private var finished = false
    private(set) var lineNumber = 0

    /// `maxScalars` is `--max-string-length`: each side of a line (before and after its first tab)
    /// has at most that many scalars of at most 4 UTF-8 bytes (RFC 3629), so a line with more bytes
    /// than both sides, the tab, a CR and the first line's byte-order mark can hold always has a
    /// side past the limit and can be refused before it is read whole.
    init(fd: Int32 = STDIN_FILENO, file: String = "<stdin>", maxScalars: Int = InputText.defaultMaxScalars) {
        self.fd = fd
        self.file = file
        self.maxScalars = maxScalars
        self.maxLineBytes = Self.lineBytes(forScalars: maxScalars)
    }

    /// The next line split at its first tab, or nil at the end of input: the text before the tab and
    /// the text after it, or the whole line and nil when it has no tab. `beforeWaiting` runs before
    /// each read that may block, so output written so far reaches its reader while the input pauses.
    /// Made from the line's bytes directly: making the line's String and then a String of each side
    /// validated and copied the text twice (some 1,600 instructions a line in `measure`). A tab byte
    /// is never part of a multi-byte sequence, so the line is well-formed UTF-8 exactly when both
    /// sides are.
    mutating func nextSplitAtTab(beforeWaiting: () -> Void) -> (number: Int, text: Result<(String, String?), LabelFitError>)? {
        let maxScalars = maxScalars, maxLineBytes = maxLineBytes
        return nextLine(beforeWaiting: beforeWaiting, tooLong: { location in
            .failure(.limitExceeded(location, "line of more than \(maxLineBytes) bytes holds a string longer than the limit of \(maxScalars) characters (--max-string-length); skipped"))
        }) { bytes, location in
            let invalid = Result<(String, String?), LabelFitError>.failure(.invalidInput(location, "invalid UTF-8"))
            guard let tab = bytes.firstIndex(of: 0x09) else {
                return String(validatingUTF8Bytes: bytes).map { .success(($0, nil)) } ?? invalid
            }
            guard let before = String(validatingUTF8Bytes: UnsafeBufferPointer(rebasing: bytes[..<tab])),
                  let after = String(validatingUTF8Bytes: UnsafeBufferPointer(rebasing: bytes[(tab + 1)...])) else { return invalid }
            return .success((before, after))
        }
    }

    /// The next line's bytes (without its LF or CRLF, and on the first line without a byte-order
    /// mark), lent to `make` with the line's location.
    private mutating func nextLine<T>(beforeWaiting: () -> Void, tooLong: (SourceLocation) -> T,
                                      _ make: (UnsafeBufferPointer<UInt8>, SourceLocation) -> T) -> (number: Int, text: T)? {
        while true {
            if let nl = chunk[start..<end].firstIndex(of: 0x0A) {
                if skippingLongLine || pending.count + (nl - start) > maxLineBytes {
                    skippingLongLine = false
                    pending.removeAll()
                    start = nl + 1
                    lineNumber += 1
                    return (lineNumber, tooLong(SourceLocation(file: file, line: lineNumber)))
                }
                let line: T
                if pending.isEmpty {
                    line = decode(chunk[start..<nl], make)
                } else {
                    pending.append(contentsOf: chunk[start..<nl])
                    line = decode(pending[...], make)
                    pending.removeAll(keepingCapacity: true)
                }
                start = nl + 1
                return (lineNumber, line)
            }
            if skippingLongLine || pending.count + (end - start) > maxLineBytes {
                skippingLongLine = true
                pending.removeAll()
            } else {
                pending.append(contentsOf: chunk[start..<end])
            }
            start = 0; end = 0
            if finished {
                if skippingLongLine {
                    skippingLongLine = false
                    lineNumber += 1
                    return (lineNumber, tooLong(SourceLocation(file: file, line: lineNumber)))
                }
                guard !pending.isEmpty else { return nil }
                let line = decode(pending[...], make)
                pending.removeAll()
                return (lineNumber, line)
            }
            beforeWaiting()
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                finished = true
            } else {
                end = n
            }
        }
    }

    static func lineBytes(forScalars n: Int) -> Int {
        let (sides, overflow) = n.multipliedReportingOverflow(by: 8)
        return overflow ? Int.max - 8 : sides + 1 + 1 + 3
    }

    private mutating func decode<T>(_ bytes: ArraySlice<UInt8>, _ make: (UnsafeBufferPointer<UInt8>, SourceLocation) -> T) -> T {
        lineNumber += 1
        var bytes = bytes
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        let location = SourceLocation(file: file, line: lineNumber)
        return bytes.withUnsafeBufferPointer { make($0, location) }
    }
}
