import CUnicode
import LabelFitCore

/// An XML catalog's bytes as UTF-8, decoded from the encoding the document says it is in, found the
/// way XML 1.0 tells a processor to (§4.3.3 "Character Encoding in Entities", Appendix F.1
/// "Detection Without External Encoding Information"): a byte-order mark, else the first four bytes
/// (`3C 00 3F 00` is UTF-16LE without a mark, `00 3C 00 3F` UTF-16BE), else an ASCII-compatible
/// encoding named by the XML declaration's `encoding` (UTF-8 when it names none). Decoding is ICU's
/// converters (`lf_decode_charset`), which know the IANA names and their aliases.
///
/// Only the declaration's own `encoding` value is rewritten (to UTF-8, what libxml2 is then given):
/// the same words inside the document's text are never touched. Bytes the named encoding does not
/// define, an encoding ICU does not know, and a declaration that contradicts the bytes (UTF-16
/// declared in a file whose `<` is one byte, libxml2's "Document labelled UTF-16 but has UTF-8
/// content") are located errors.
enum XMLDeclaredEncoding {
    static func utf8(_ bytes: [UInt8], file: String) throws -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE]) { return try fromUTF16(bytes, skipping: 2, little: true, file: file) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try fromUTF16(bytes, skipping: 2, little: false, file: file) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return try fromUTF16(bytes, skipping: 0, little: true, file: file) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return try fromUTF16(bytes, skipping: 0, little: false, file: file) }
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        guard let declared = Declaration(bytes, from: bom ? 3 : 0)?.encoding else { return bytes }
        let name = String(decoding: bytes[declared], as: UTF8.self)
        if isUTF8(name) { return bytes }
        if bom {
            throw located(file, bytes, at: declared.lowerBound, "the file starts with a UTF-8 byte-order mark but declares encoding=\"\(name)\"")
        }
        if utf16Order(name) != nil {
            throw located(file, bytes, at: declared.lowerBound,
                          "the file declares encoding=\"\(name)\" but is not UTF-16 (no byte-order mark, and '<' is one byte)")
        }
        return try declaringUTF8(decode(bytes[...], charset: name, file: file, at: declared.lowerBound))
    }

    /// UTF-8 under the names IANA registers for it (and the common spelling without the hyphen).
    static func isUTF8(_ name: String) -> Bool { ["utf-8", "utf8"].contains(name.lowercased()) }

    /// nil: not a UTF-16 name; true/false: little-endian or big-endian; the plain name says neither.
    static func utf16Order(_ name: String) -> Bool?? {
        switch name.lowercased() {
        case "utf-16", "utf16": .some(nil)
        case "utf-16le", "utf16le": .some(true)
        case "utf-16be", "utf16be": .some(false)
        default: nil
        }
    }

    private static func fromUTF16(_ bytes: [UInt8], skipping mark: Int, little: Bool, file: String) throws -> [UInt8] {
        let text = try decode(bytes[mark...], charset: little ? "UTF-16LE" : "UTF-16BE", file: file, at: 0)
        if let declared = Declaration(text, from: 0)?.encoding {
            let name = String(decoding: text[declared], as: UTF8.self)
            guard let order = utf16Order(name) else {
                throw located(file, text, at: declared.lowerBound, "the file is written in UTF-16 but declares encoding=\"\(name)\"")
            }
            if let order, order != little {
                throw located(file, text, at: declared.lowerBound,
                              "the file declares encoding=\"\(name)\" but is written in UTF-16\(little ? "LE" : "BE")")
            }
        }
        return declaringUTF8(text)
    }

    /// The text with its declaration's encoding (if any) saying UTF-8; nothing else changes.
    private static func declaringUTF8(_ text: [UInt8]) -> [UInt8] {
        guard let range = Declaration(text, from: 0)?.encoding else { return text }
        var out = text
        out.replaceSubrange(range, with: Array("UTF-8".utf8))
        return out
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, charset: String, file: String, at nameOffset: Int) throws -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        guard bytes.count < Int(Int32.max) / 2 else {
            throw LabelFitError.limitExceeded(SourceLocation(file: file), "file too large to decode from \(charset)")
        }
        // Every encoding ICU knows gives at most two UTF-16 units per byte.
        let capacity = bytes.count * 2 + 4
        var units = [UInt16](repeating: 0, count: capacity)
        var bad: Int32 = -1
        var status: Int32 = 0
        let written = bytes.withUnsafeBufferPointer { input in
            units.withUnsafeMutableBufferPointer { out in
                lf_decode_charset(charset, input.baseAddress, Int32(input.count), out.baseAddress, Int32(capacity), &bad, &status)
            }
        }
        let decoded = units[..<Int(written)]
        switch Int(status) {
        case LF_DECODE_OK:
            return Array(String(decoding: decoded, as: UTF16.self).utf8)
        case LF_DECODE_UNKNOWN_CHARSET:
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: 1, column: nameOffset + 1),
                                             "unknown encoding \"\(charset)\" (ICU has no converter by that name)")
        case LF_DECODE_INVALID:
            // Position from what was decoded before the bad bytes: lines by U+000A, columns in UTF-16 units.
            let line = decoded.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let column = decoded.count - (decoded.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            let start = min(bytes.startIndex + max(Int(bad), 0), bytes.endIndex)
            let shown = bytes[start..<min(start + 4, bytes.endIndex)].map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: line, column: column),
                                             "bytes \(shown) are not a character in \(charset), the encoding the file declares")
        default:
            throw LabelFitError.invalidInput(SourceLocation(file: file, line: 1), "cannot be decoded from \(charset)")
        }
    }

    private static func located(_ file: String, _ bytes: [UInt8], at offset: Int, _ reason: String) -> LabelFitError {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return .invalidInput(SourceLocation(file: file, line: line, column: column), reason)
    }

    /// The XML declaration at the start of the document (XML 1.0 §2.8 XMLDecl, §4.3.3 EncodingDecl):
    /// `<?xml` then pseudo-attributes `name = "value"` up to `?>`, read as ASCII.
    struct Declaration {
        /// The byte range of the `encoding` value, without its quotes.
        var encoding: Range<Int>?

        init?(_ bytes: [UInt8], from start: Int) {
            let head: [UInt8] = Array("<?xml".utf8)
            guard bytes.count >= start + 6, Array(bytes[start..<start + 5]) == head,
                  [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 5]) else { return nil }
            // A declaration is short; a long one is malformed, and libxml2 says so.
            let end = min(bytes.count, start + 1024)
            var i = start + 5
            func skipSpace() { while i < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
            while true {
                skipSpace()
                let nameStart = i
                while i < end, (bytes[i] >= 0x61 && bytes[i] <= 0x7A) || (bytes[i] >= 0x41 && bytes[i] <= 0x5A) { i += 1 }
                guard i > nameStart else { return }
                let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
                skipSpace()
                guard i < end, bytes[i] == UInt8(ascii: "=") else { return }
                i += 1
                skipSpace()
                guard i < end, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return }
                let quote = bytes[i]
                i += 1
                let valueStart = i
                while i < end, bytes[i] != quote { i += 1 }
                guard i < end else { return }
                if name == "encoding", encoding == nil { encoding = valueStart..<i }
                i += 1
            }
        }
    }
}
