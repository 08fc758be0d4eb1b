/// A small tokenizer for Kotlin and Java source: identifiers, numbers and single punctuation, with
/// string and character literals (Kotlin raw `"""` strings and `${…}` templates included) and comments
/// (Kotlin's nested block comments included) skipped, so that `R.string.x` inside a string or a
/// comment is never taken for a use. tree-sitter's Kotlin grammar is not packaged in Debian 12 (only
/// `libtree-sitter-dev`, the runtime), so a grammar-based parser is not available; this reads only the
/// token shapes `AndroidCodeUses` matches (docs/layout.md).
struct CodeToken: Equatable {
    enum Kind: Equatable { case identifier, number, punctuation, string }
    var kind: Kind
    var text: String
    var line: Int
}

enum CodeTokenizer {
    static func tokens(_ source: String) -> [CodeToken] {
        let s = Array(source.unicodeScalars)
        var out: [CodeToken] = []
        var i = 0
        var line = 1
        func isIdentStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "$" || c.properties.isAlphabetic }
        func isIdent(_ c: Unicode.Scalar) -> Bool { isIdentStart(c) || ("0"..."9").contains(c) }
        while i < s.count {
            let c = s[i]
            if c == "\n" { line += 1; i += 1; continue }
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "/" && i + 1 < s.count && s[i + 1] == "/" {
                while i < s.count && s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && i + 1 < s.count && s[i + 1] == "*" {
                var depth = 1
                i += 2
                while i < s.count && depth > 0 {
                    if s[i] == "\n" { line += 1 }
                    if s[i] == "/" && i + 1 < s.count && s[i + 1] == "*" { depth += 1; i += 2; continue }
                    if s[i] == "*" && i + 1 < s.count && s[i + 1] == "/" { depth -= 1; i += 2; continue }
                    i += 1
                }
                continue
            }
            if c == "\"" {
                let start = line
                if i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\"" {
                    i += 3
                    while i < s.count && !(s[i] == "\"" && i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\"") {
                        if s[i] == "\n" { line += 1 }
                        i += 1
                    }
                    i = min(i + 3, s.count)
                } else {
                    i = skipString(s, from: i + 1, line: &line)
                }
                out.append(CodeToken(kind: .string, text: "", line: start))
                continue
            }
            if c == "'" {
                i += 1
                while i < s.count && s[i] != "'" && s[i] != "\n" { if s[i] == "\\" { i += 1 }; i += 1 }
                i += 1
                out.append(CodeToken(kind: .string, text: "", line: line))
                continue
            }
            if isIdentStart(c) {
                var j = i
                while j < s.count && isIdent(s[j]) { j += 1 }
                out.append(CodeToken(kind: .identifier, text: String(String.UnicodeScalarView(s[i..<j])), line: line))
                i = j
                continue
            }
            if c == "`" {
                var j = i + 1
                while j < s.count && s[j] != "`" && s[j] != "\n" { j += 1 }
                out.append(CodeToken(kind: .identifier, text: String(String.UnicodeScalarView(s[(i + 1)..<min(j, s.count)])), line: line))
                i = j + 1
                continue
            }
            if ("0"..."9").contains(c) {
                // Digits, a hex/binary prefix, underscores and a type suffix; a dot only before a digit,
                // so `16.sp` is the number 16, `.`, `sp` (Compose's unit extension).
                var j = i
                while j < s.count && (isIdent(s[j]) || s[j] == "." && j + 1 < s.count && ("0"..."9").contains(s[j + 1])) { j += 1 }
                out.append(CodeToken(kind: .number, text: String(String.UnicodeScalarView(s[i..<j])), line: line))
                i = j
                continue
            }
            out.append(CodeToken(kind: .punctuation, text: String(c), line: line))
            i += 1
        }
        return out
    }

    /// Past a `"…"` string, templates `${…}` with their nested braces and strings included.
    static func skipString(_ s: [Unicode.Scalar], from start: Int, line: inout Int) -> Int {
        var i = start
        while i < s.count {
            let c = s[i]
            if c == "\\" { i += 2; continue }
            if c == "\"" { return i + 1 }
            if c == "\n" { line += 1; return i }
            if c == "$" && i + 1 < s.count && s[i + 1] == "{" {
                var depth = 1
                i += 2
                while i < s.count && depth > 0 {
                    if s[i] == "{" { depth += 1 } else if s[i] == "}" { depth -= 1 } else if s[i] == "\"" { i = skipString(s, from: i + 1, line: &line); continue }
                    else if s[i] == "\n" { line += 1 }
                    i += 1
                }
                continue
            }
            i += 1
        }
        return i
    }
}
