import Foundation
import LabelFitCore

/// Apple `.strings` files: `"key" = "value";` with C and line comments, UTF-8 or UTF-16 with BOM,
/// and the escapes of the old-style property list format (\" \\ \n \t \r \U+4 hex, octal).
///
/// Hand-written because Foundation's property-list reader drops comments and silently keeps the last
/// of duplicate keys, and gives no line numbers. A syntax error is reported and reading resumes after
/// the next ';', so one bad line costs one string.
struct AppleStringsReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let text = try CatalogText.decode(try CatalogText.read(path, limits: limits), file: path)
            var scanner = Scanner(scalars: Array(text.unicodeScalars), file: path)
            var seen: [String: SourceLocation] = [:]
            while true {
                do {
                    guard let (key, value, location, comment) = try scanner.nextPair() else { break }
                    out.add(LocaleStrings.Item(key: key, text: value, location: location, comment: comment), limits: limits, seen: &seen)
                } catch {
                    out.diagnostics.append(CatalogDiagnostic(error, file: path))
                    if !scanner.resync() { break }
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        var i = 0
        var line = 1
        var lineStart = 0
        var lastComment: String?

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        var location: SourceLocation { SourceLocation(file: file, line: line, column: i - lineStart + 1) }

        func fail(_ reason: String) -> LabelFitError { .invalidInput(location, reason) }

        mutating func advance() {
            if scalars[i] == "\n" { line += 1; lineStart = i + 1 }
            i += 1
        }

        /// Skips white space and comments, keeping the last comment as the translator's note.
        mutating func skipTrivia() throws {
            while i < scalars.count {
                let c = scalars[i]
                if c == " " || c == "\t" || c == "\r" || c == "\n" || c == "\u{FEFF}" { advance(); continue }
                if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "*" {
                    let start = location
                    advance(); advance()
                    var body = String.UnicodeScalarView()
                    while i + 1 < scalars.count && !(scalars[i] == "*" && scalars[i + 1] == "/") { body.append(scalars[i]); advance() }
                    guard i + 1 < scalars.count else { throw LabelFitError.invalidInput(start, "unterminated comment") }
                    advance(); advance()
                    lastComment = String(body).trimmingCharacters(in: .whitespacesAndNewlines)
                    continue
                }
                if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "/" {
                    var body = String.UnicodeScalarView()
                    while i < scalars.count && scalars[i] != "\n" { body.append(scalars[i]); advance() }
                    lastComment = String(String(body).dropFirst(2)).trimmingCharacters(in: .whitespaces)
                    continue
                }
                return
            }
        }

        /// Where the pair being read began, so error recovery knows whether it moved.
        var pairStart = 0

        mutating func nextPair() throws -> (String, String, SourceLocation, String?)? {
            try skipTrivia()
            guard i < scalars.count else { return nil }
            pairStart = i
            let comment = lastComment
            lastComment = nil
            let keyLocation = location
            let key = try token()
            try skipTrivia()
            guard i < scalars.count else { throw fail("missing '=' and value after key \"\(key)\"") }
            if scalars[i] == ";" { advance(); return (key, key, keyLocation, comment) }  // "key"; means value = key
            guard scalars[i] == "=" else { throw fail("expected '=' after key \"\(key)\"") }
            advance()
            try skipTrivia()
            let valueLocation = location
            guard i < scalars.count else { throw fail("missing value after '='") }
            let value = try token()
            try skipTrivia()
            guard i < scalars.count, scalars[i] == ";" else { throw LabelFitError.invalidInput(location, "missing ';' after the value of \"\(key)\"") }
            advance()
            return (key, value, valueLocation, comment)
        }

        /// A quoted string or a bare word (letters, digits, _ . - $ / :).
        mutating func token() throws -> String {
            if scalars[i] == "\"" { return try quoted() }
            var word = String.UnicodeScalarView()
            while i < scalars.count, scalars[i].properties.isAlphabetic || scalars[i].properties.numericType != nil
                    || "_.-$/:".unicodeScalars.contains(scalars[i]) {
                word.append(scalars[i])
                advance()
            }
            guard !word.isEmpty else { throw fail("expected a quoted string, found '\(scalars[i])'") }
            return String(word)
        }

        mutating func quoted() throws -> String {
            let start = location
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard i < scalars.count else { throw LabelFitError.invalidInput(start, "unterminated string") }
                let c = scalars[i]
                if c == "\"" { advance(); return String(out) }
                if c == "\\" {
                    advance()
                    guard i < scalars.count else { throw LabelFitError.invalidInput(start, "unterminated string") }
                    let e = scalars[i]
                    advance()
                    switch e {
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, i < scalars.count, scalars[i].properties.isASCIIHexDigit { hex.unicodeScalars.append(scalars[i]); advance() }
                        guard let v = UInt32(hex, radix: 16) else { throw fail("\\U needs hexadecimal digits") }
                        var value = v
                        // A high surrogate followed by \U low surrogate forms one character.
                        if (0xD800...0xDBFF).contains(v), i + 1 < scalars.count, scalars[i] == "\\", scalars[i + 1] == "U" || scalars[i + 1] == "u" {
                            let save = (i, line, lineStart)
                            advance(); advance()
                            var low = ""
                            while low.count < 4, i < scalars.count, scalars[i].properties.isASCIIHexDigit { low.unicodeScalars.append(scalars[i]); advance() }
                            if let l = UInt32(low, radix: 16), (0xDC00...0xDFFF).contains(l) {
                                value = 0x10000 + ((v - 0xD800) << 10) + (l - 0xDC00)
                            } else {
                                (i, line, lineStart) = save
                            }
                        }
                        guard let u = Unicode.Scalar(value) else { throw fail("\\U\(hex) is not a character") }
                        out.append(u)
                    case "0"..."7":
                        var oct = String(e)
                        while oct.count < 3, i < scalars.count, ("0"..."7").contains(scalars[i]) { oct.unicodeScalars.append(scalars[i]); advance() }
                        out.append(Unicode.Scalar(UInt8(UInt32(oct, radix: 8)! & 0xFF)))
                    default: out.append(CEscapes.unescape(e))
                    }
                    continue
                }
                out.append(c)
                advance()
            }
        }

        /// After an error: skip past the next ';', or stop at the next line that starts with a quote
        /// (a missing ';' must not swallow the following pair). Always moves past `pairStart`.
        mutating func resync() -> Bool {
            if i > pairStart, i < scalars.count, scalars[i] == "\"", i > 0,
               scalars[..<i].last(where: { $0 != " " && $0 != "\t" }) == "\n" {
                return true
            }
            while i < scalars.count {
                let c = scalars[i]
                advance()
                if c == ";" { return true }
                if c == "\n", i < scalars.count, scalars[i] == "\"" { return true }
            }
            return false
        }
    }
}
