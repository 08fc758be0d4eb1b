/// Dart source cut into tokens by the lexical rules of the Dart language specification (dart.dev/guides/
/// language/spec, "Lexical Rules", "Comments", "Strings": single- and triple-quoted literals, raw `r'…'`
/// literals without escapes or interpolation, interpolation `$name` and `${expression}`; block comments
/// nest). A string's text is kept when it holds no interpolation, so `'key'.tr()` keeps its key.
/// Debian 12 packages no tree-sitter Dart grammar (`apt-cache search tree-sitter`: the runtime only),
/// so this lexer reads what `labelfit layout` needs within `KotlinLexer`'s bounds.
struct DartLexer: SourceCursor {
    typealias Failure = KotlinLexer.Failure

    static let maxBytes = KotlinLexer.maxBytes
    static let maxInterpolationDepth = KotlinLexer.maxTemplateDepth

    let s: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0

    private init(_ text: String) { s = Array(text.utf8) }

    static func tokens(_ text: String) throws(Failure) -> [SourceToken] {
        guard text.utf8.count <= maxBytes else {
            throw Failure(line: 1, column: 1, reason: "source is \(text.utf8.count) bytes; at most \(maxBytes) are read")
        }
        var lexer = DartLexer(text)
        return try lexer.run()
    }

    private func isNameStart(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24 || c >= 0x80 }
    private func isNamePart(_ c: UInt8) -> Bool { isNameStart(c) || isDigit(c) }
    private func isQuote(_ c: UInt8) -> Bool { c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") }

    private mutating func run() throws(Failure) -> [SourceToken] {
        var out: [SourceToken] = []
        while i < s.count {
            let c = s[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C { advance(); continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { while i < s.count && s[i] != 0x0A { i += 1 }; continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { try blockComment(); continue }
            let l = line, col = column, start = i
            if isQuote(c) || c == UInt8(ascii: "r") && isQuote(peek(1)) {
                let raw = c == UInt8(ascii: "r")
                if raw { advance() }
                let value = try string(raw: raw, depth: 0)
                out.append(SourceToken(kind: .string(value: value), text: text(start, i), line: l, column: col))
                continue
            }
            if isDigit(c) || c == UInt8(ascii: ".") && isDigit(peek(1)) && !(out.last.map { $0.isIdentifier || $0.isPunctuation(")") } ?? false) {
                while i < s.count && (isNamePart(s[i]) && s[i] != 0x24 || s[i] == UInt8(ascii: ".") && isDigit(peek(1))) { advance() }
                out.append(SourceToken(kind: .number, text: text(start, i), line: l, column: col))
                continue
            }
            if isNameStart(c) {
                while i < s.count && isNamePart(s[i]) { advance() }
                out.append(SourceToken(kind: .identifier, text: text(start, i), line: l, column: col))
                continue
            }
            let two = i + 1 < s.count ? text(i, i + 2) : ""
            if ["=>", "?.", "==", "!=", "&&", "||", "??", ".."].contains(two) {
                advance(); advance()
                out.append(SourceToken(kind: .punctuation, text: two, line: l, column: col))
                continue
            }
            advance()
            while i < s.count && s[i] >= 0x80 && s[i] < 0xC0 { advance() }
            out.append(SourceToken(kind: .punctuation, text: text(start, i), line: l, column: col))
        }
        return out
    }

    /// A string literal from its first quote; its text when it holds no interpolation.
    private mutating func string(raw: Bool, depth: Int) throws(Failure) -> String? {
        let l = line, col = column
        let q = s[i]
        let triple = peek(1) == q && peek(2) == q
        if triple { advance(); advance(); advance() } else { advance() }
        var value: [UInt8] = [], interpolated = false
        while true {
            guard i < s.count else { throw Failure(line: l, column: col, reason: "unterminated string") }
            let c = s[i]
            if c == q && (!triple || peek(1) == q && peek(2) == q) {
                for _ in 0..<(triple ? 3 : 1) { advance() }
                break
            }
            if c == 0x0A && !triple { throw Failure(line: l, column: col, reason: "unterminated string") }
            if !raw && c == UInt8(ascii: "\\") {
                advance()
                guard i < s.count else { continue }
                let e = s[i]
                advance()
                switch e {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                default: value.append(e)
                }
                continue
            }
            if !raw && c == UInt8(ascii: "$") && (peek(1) == UInt8(ascii: "{") || isNameStart(peek(1)) && peek(1) != 0x24) {
                interpolated = true
                advance()
                if s[i] == UInt8(ascii: "{") { try interpolation(depth: depth + 1) }
                else { while i < s.count && isNamePart(s[i]) && s[i] != 0x24 { advance() } }
                continue
            }
            value.append(c)
            advance()
        }
        return interpolated ? nil : String(decoding: value, as: UTF8.self)
    }

    /// Skips `${ … }` from its brace: code, in which strings (with their own interpolations) nest.
    private mutating func interpolation(depth: Int) throws(Failure) {
        let l = line, col = column
        guard depth <= Self.maxInterpolationDepth else {
            throw Failure(line: l, column: col, reason: "string interpolations nested deeper than \(Self.maxInterpolationDepth)")
        }
        advance()   // {
        var braces = 1
        while braces > 0 {
            guard i < s.count else { throw Failure(line: l, column: col, reason: "unterminated string interpolation") }
            let c = s[i]
            if isQuote(c) || c == UInt8(ascii: "r") && isQuote(peek(1)) && !(i > 0 && isNamePart(s[i - 1])) {
                let raw = c == UInt8(ascii: "r")
                if raw { advance() }
                _ = try string(raw: raw, depth: depth)
                continue
            }
            if c == UInt8(ascii: "{") { braces += 1 } else if c == UInt8(ascii: "}") { braces -= 1 }
            advance()
        }
    }
}
