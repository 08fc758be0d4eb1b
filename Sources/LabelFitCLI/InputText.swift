import Foundation
import LabelFitCore

/// Text arriving from outside (argv, stdin, files): validated UTF-8 within a length limit.
enum InputText {
    /// Default limit on one string, in Unicode scalars: far past any UI label, and small enough that a
    /// runaway input cannot stall a batch. `--max-string-length` overrides it.
    static let defaultMaxScalars = 20_000

    /// The raw argv bytes, checked: Swift's `CommandLine.arguments` silently repairs invalid UTF-8.
    static func checkArgv() throws {
        for i in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[i] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw))
            if String(validating: bytes, as: UTF8.self) == nil {
                throw LabelFitError.invalidInput(SourceLocation(file: "<argument \(i)>"), "invalid UTF-8")
            }
        }
    }

    static func check(_ text: String, at location: SourceLocation, maxScalars: Int) throws {
        // UTF-8 length bounds the scalar count, so a short string needs no count.
        if text.utf8.count > maxScalars {
            let count = text.unicodeScalars.count
            if count > maxScalars {
                throw LabelFitError.limitExceeded(location, "string of \(count) characters is longer than the limit of \(maxScalars) (--max-string-length)")
            }
        }
        if let cluster = GraphemeClusterLimit.overLong(text) {
            throw LabelFitError.limitExceeded(location, "string " + GraphemeClusterLimit.reason(scalars: cluster))
        }
    }

    /// Splits bytes into lines (LF or CRLF), each validated separately so one bad line does not spoil
    /// the rest.
    static func lines(_ data: Data) -> [Result<String, LabelFitError>] {
        var out: [Result<String, LabelFitError>] = []
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lineNumber = 0
        for var slice in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            if slice.last == 0x0D { slice = slice.dropLast() }
            if let s = String(validating: slice, as: UTF8.self) {
                out.append(.success(s))
            } else {
                out.append(.failure(.invalidInput(SourceLocation(file: "<stdin>", line: lineNumber), "invalid UTF-8")))
            }
        }
        if case .success("") = out.last { out.removeLast() }
        return out
    }

    /// Arabic-script letters make a lone string Arabic; anything else is taken as the source language.
    static func guessLocale(_ text: String) -> String {
        text.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) || (0x0750...0x077F).contains($0.value)
            || (0x08A0...0x08FF).contains($0.value) || (0xFB50...0xFDFF).contains($0.value) || (0xFE70...0xFEFF).contains($0.value) }
            ? "ar" : "en"
    }
}
