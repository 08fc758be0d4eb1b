import Foundation
import LabelFitCore

/// Hugo i18n tables in TOML (`i18n/ar.toml`; gohugo.io/content-management/multilingual/#translation-tables),
/// read by go-i18n v2's rules as Hugo's YAML tables are (`YAMLCatalogReader`, `.hugo`): an id maps
/// to a text (`home = "…"`) or a table of go-i18n message fields (`[readingTime]` with
/// `one = "…"`/`other = "…"`, `description`); a table whose keys are not all message fields is a
/// group, its ids joined with "." (`[article.readingTime]`).
///
/// Debian 12 ships no C library that reads TOML (only C++: toml11, toml++, cpptoml), so the
/// subset of TOML 1.0 (toml.io/en/v1.0.0) that translation tables use is parsed here, by the
/// spec: `#` comments; `[table]` and `[a.b]` headers; bare keys (`A-Za-z0-9_-`), quoted keys and
/// dotted keys; basic strings `"…"` with the spec's escapes (`\b \t \n \f \r \" \\ \uXXXX
/// \UXXXXXXXX`), literal strings `'…'`, multi-line basic `"""…"""` (a newline right after the
/// opening delimiter trimmed, a line-ending backslash joining lines) and literal `'''…'''`.
/// Other values (numbers, booleans, dates, arrays, inline tables) are not texts: they are
/// skipped to the end of their line and reported when they stand where a text is expected; an
/// array or inline table spanning lines is an error naming its line.
struct HugoTOMLReader {
    let limits: ReadLimits

    struct Value { var key: [String]; var text: String?; var what: String; var line: Int; var column: Int }
    struct Failure: Error { var line: Int; var reason: String }

    static let goI18nFields: Set<String> = ["id", "description", "hash", "leftdelim", "rightdelim", "translation", "zero", "one", "two", "few", "many", "other"]

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let text = try CatalogText.decode(try CatalogText.read(path, limits: limits), file: path)
            let (values, failure) = Self.values(Array(text.unicodeScalars), maxDepth: limits.maxNestingDepth)
            if let failure { out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: failure.line), .error, "TOML: \(failure.reason); the rest of the file is skipped")) }
            // A table is a message when all its keys are go-i18n fields (go-i18n v2 `isMessage`).
            var children: [[String]: Set<String>] = [:]
            for v in values where v.key.count > 1 { children[Array(v.key.dropLast()), default: []].insert(v.key.last!.lowercased()) }
            var seen: [String: SourceLocation] = [:]
            var descriptions: [[String]: String] = [:]
            for v in values where v.key.last?.lowercased() == "description" { descriptions[Array(v.key.dropLast())] = v.text }
            for v in values {
                let parent = Array(v.key.dropLast())
                let field = v.key.last!.lowercased()
                let isMessage = !parent.isEmpty && (children[parent].map { $0.isSubset(of: Self.goI18nFields) } ?? false)
                let location = SourceLocation(file: path, line: v.line, column: v.column)
                var key: String
                if isMessage {
                    guard PluralRules.categories.contains(field) || field == "translation" else { continue }
                    let forms = children[parent]!.filter { PluralRules.categories.contains($0) }
                    // A lone `other` is the message's only form, not a plural.
                    key = parent.joined(separator: ".") + (field == "translation" || forms == ["other"] ? "" : "[\(field)]")
                } else {
                    key = v.key.joined(separator: ".")
                }
                guard let text = v.text else {
                    out.diagnostics.append(CatalogDiagnostic(location, .warning, "'\(key)' is \(v.what), not text; not measured"))
                    continue
                }
                guard !text.isEmpty else { continue }
                out.add(.init(key: key, text: text, location: location, comment: isMessage ? descriptions[parent] : nil), limits: limits, seen: &seen)
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    /// Every key/value of the document with its full key (table header + dotted key), in order.
    static func values(_ s: [Unicode.Scalar], maxDepth: Int) -> ([Value], Failure?) {
        var out: [Value] = []
        var i = 0, line = 1, lineStart = 0
        var table: [String] = []
        func isBare(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "-" }
        func skipSpace() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }
        func fail(_ reason: String) -> Failure { Failure(line: line, reason: reason) }
        func newline() { line += 1; lineStart = i }
        /// The rest of the line must be blank or a comment.
        func endOfLine() throws(Failure) {
            skipSpace()
            if i < s.count, s[i] == "#" { while i < s.count, s[i] != "\n" { i += 1 } }
            if i < s.count, s[i] == "\r", i + 1 < s.count, s[i + 1] == "\n" { i += 1 }
            guard i >= s.count || s[i] == "\n" else { throw fail("unexpected text after a value") }
            if i < s.count { i += 1; newline() }
        }
        func escape(into out: inout String.UnicodeScalarView) throws(Failure) {
            // At the character after the backslash.
            guard i < s.count else { throw fail("a string ends in a backslash") }
            let e = s[i]
            i += 1
            switch e {
            case "b": out.append("\u{08}")
            case "t": out.append("\t")
            case "n": out.append("\n")
            case "f": out.append("\u{0C}")
            case "r": out.append("\r")
            case "\"": out.append("\"")
            case "\\": out.append("\\")
            case "u", "U":
                let n = e == "u" ? 4 : 8
                let hex = String(String.UnicodeScalarView(s[min(i, s.count)..<min(i + n, s.count)]))
                guard hex.unicodeScalars.count == n, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else { throw fail("an invalid \\\(e) escape (not a Unicode scalar value)") }
                out.append(scalar)
                i += n
            default: throw fail("an unknown escape \\\(Character(e)) (TOML allows \\b \\t \\n \\f \\r \\\" \\\\ \\u \\U)")
            }
        }
        /// A string at `i` (basic, literal, or their multi-line forms), or nil when none starts here.
        func string() throws(Failure) -> String? {
            guard i < s.count, s[i] == "\"" || s[i] == "'" else { return nil }
            let q = s[i]
            var out = String.UnicodeScalarView()
            if i + 2 < s.count, s[i + 1] == q, s[i + 2] == q {
                i += 3
                if i < s.count, s[i] == "\n" { i += 1; newline() } else if i + 1 < s.count, s[i] == "\r", s[i + 1] == "\n" { i += 2; newline() }
                while i < s.count {
                    if s[i] == q, i + 2 < s.count, s[i + 1] == q, s[i + 2] == q {
                        i += 3
                        // Up to two more quotes just before the closing ones belong to the string.
                        var extra = 0
                        while extra < 2, i < s.count, s[i] == q { out.append(q); i += 1; extra += 1 }
                        return String(out)
                    }
                    if q == "\"", s[i] == "\\" {
                        // A line-ending backslash trims the line break and white space after it.
                        var k = i + 1
                        while k < s.count, s[k] == " " || s[k] == "\t" || s[k] == "\r" { k += 1 }
                        if k < s.count, s[k] == "\n" {
                            i = k
                            while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "\n" || s[i] == "\r" { if s[i] == "\n" { i += 1; newline() } else { i += 1 } }
                            continue
                        }
                        i += 1
                        try escape(into: &out)
                        continue
                    }
                    if s[i] == "\n" { out.append("\n"); i += 1; newline(); continue }
                    out.append(s[i]); i += 1
                }
                throw fail("a multi-line string is never closed")
            }
            i += 1
            while i < s.count, s[i] != q {
                if s[i] == "\n" { throw fail("a single-line string is not closed on its line") }
                if q == "\"", s[i] == "\\" { i += 1; try escape(into: &out); continue }
                out.append(s[i]); i += 1
            }
            guard i < s.count else { throw fail("a string is never closed") }
            i += 1
            return String(out)
        }
        func key() throws(Failure) -> [String] {
            var parts: [String] = []
            while true {
                skipSpace()
                if let quoted = try string() { parts.append(quoted) } else {
                    let start = i
                    while i < s.count, isBare(s[i]) { i += 1 }
                    guard i > start else { throw fail("expected a key") }
                    parts.append(String(String.UnicodeScalarView(s[start..<i])))
                }
                skipSpace()
                guard i < s.count, s[i] == "." else { break }
                i += 1
            }
            guard parts.count <= maxDepth else { throw fail("a key nested deeper than \(maxDepth) levels (--max-depth)") }
            return parts
        }
        do throws(Failure) {
            while i < s.count {
                skipSpace()
                guard i < s.count else { break }
                let c = s[i]
                if c == "\n" { i += 1; newline(); continue }
                if c == "\r" || c == "#" { try endOfLine(); continue }
                if c == "[" {
                    i += 1
                    let array = i < s.count && s[i] == "["
                    if array { throw fail("an array of tables ([[…]]) is not a translation table") }
                    table = try key()
                    guard i < s.count, s[i] == "]" else { throw fail("a table header without ']'") }
                    i += 1
                    try endOfLine()
                    continue
                }
                let k = try key()
                guard i < s.count, s[i] == "=" else { throw fail("expected '=' after the key") }
                i += 1
                skipSpace()
                let column = i - lineStart + 1
                let valueLine = line
                let full = table + k
                guard full.count <= maxDepth else { throw fail("a key nested deeper than \(maxDepth) levels (--max-depth)") }
                if let text = try string() {
                    out.append(Value(key: full, text: text, what: "text", line: valueLine, column: column))
                    try endOfLine()
                    continue
                }
                // Not a string: skipped to the end of the line (an array or inline table must close on it).
                let start = i
                var depth = 0
                while i < s.count, s[i] != "\n" {
                    if s[i] == "[" || s[i] == "{" { depth += 1 } else if s[i] == "]" || s[i] == "}" { depth -= 1 } else if s[i] == "\"" || s[i] == "'" { _ = try string(); continue }
                    else if s[i] == "#" { break }
                    i += 1
                }
                guard depth == 0 else { throw fail("an array or inline table that spans lines (not read: translation values are strings)") }
                let raw = String(String.UnicodeScalarView(s[start..<i])).trimmingCharacters(in: .whitespaces)
                guard !raw.isEmpty else { throw fail("a key without a value") }
                let what = raw.hasPrefix("[") ? "an array" : raw.hasPrefix("{") ? "an inline table" : raw == "true" || raw == "false" ? "a boolean" : "the value \(raw.prefix(40))"
                out.append(Value(key: full, text: nil, what: what, line: valueLine, column: column))
                try endOfLine()
            }
        } catch {
            return (out, error)
        }
        return (out, nil)
    }
}
