import Foundation
import LabelFitCore

/// Lines of a file descriptor read as they arrive, in 64 KB chunks, so `measure` holds one chunk and
/// one line at a time however long standard input is. Each line is validated on its own (LF or CRLF
/// ends; a leading UTF-8 byte-order mark dropped), so one bad line does not spoil the rest.
struct InputLines {
    private let fd: Int32
    private let file: String
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var pending: [UInt8] = []
    private var start = 0, end = 0
    private var finished = false
    private(set) var lineNumber = 0

    init(fd: Int32 = STDIN_FILENO, file: String = "<stdin>") {
        self.fd = fd
        self.file = file
    }

    /// The next line, or nil at the end of input. `beforeWaiting` runs before each read that may block,
    /// so output written so far reaches its reader while the input pauses.
    mutating func next(beforeWaiting: () -> Void) -> (number: Int, text: Result<String, LabelFitError>)? {
        while true {
            if let nl = chunk[start..<end].firstIndex(of: 0x0A) {
                let line: Result<String, LabelFitError>
                if pending.isEmpty {
                    line = decode(chunk[start..<nl])
                } else {
                    pending.append(contentsOf: chunk[start..<nl])
                    line = decode(pending[...])
                    pending.removeAll(keepingCapacity: true)
                }
                start = nl + 1
                return (lineNumber, line)
            }
            pending.append(contentsOf: chunk[start..<end])
            start = 0; end = 0
            if finished {
                guard !pending.isEmpty else { return nil }
                let line = decode(pending[...])
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

    private mutating func decode(_ bytes: ArraySlice<UInt8>) -> Result<String, LabelFitError> {
        lineNumber += 1
        var bytes = bytes
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        if let s = bytes.withUnsafeBufferPointer({ String(validatingUTF8Bytes: $0) }) { return .success(s) }
        return .failure(.invalidInput(SourceLocation(file: file, line: lineNumber), "invalid UTF-8"))
    }
}
