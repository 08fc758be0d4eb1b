import LabelFitCore

/// Kotlin source cut into tokens by the lexical grammar of the Kotlin specification ("Kotlin language
/// specification", Syntax and grammar: Lexical grammar — kotlinlang.org/spec/syntax-and-grammar.html).
/// Comments and white space are dropped; block comments nest, as the grammar's `DelimitedComment`
/// says; string templates (`"${a + "}"}"`) are skipped with their nesting, so braces and quotes inside
/// them never end a string or open a block.
///
/// tree-sitter's Kotlin grammar would be the parser of choice, but Debian 12 packages only the
/// tree-sitter runtime (`libtree-sitter-dev`), no Kotlin grammar, and the house rules take C libraries
/// from Debian only; this lexer and `KotlinSyntax` read just what `labelfit layout` needs, and stop
/// with a located error on anything they cannot bound.
struct KotlinLexer: SourceCursor {
    struct Failure: Error, Sendable { var line: Int; var column: Int; var reason: String }

    /// Longest source read, and deepest template nesting: a real source file is far below both.
    static let maxBytes = 4 << 20
    static let maxTemplateDepth = 64

    let s: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0

    init(_ text: String) { s = Array(text.utf8) }

    static func tokens(_ text: String) throws(Failure) -> [KotlinToken] {
        guard text.utf8.count <= maxBytes else {
            throw Failure(line: 1, column: 1, reason: "source is \(text.utf8.count) bytes; at most \(maxBytes) are read")
        }
        var lexer = KotlinLexer(text)
        return try lexer.run()
    }



    private mutating func run() throws(Failure) -> [KotlinToken] {
        var out: [KotlinToken] = []
        while i < s.count {
            let c = s[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C { advance(); continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while i < s.count && s[i] != 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { try blockComment(); continue }
            let startLine = line, startColumn = column, start = i
            if c == UInt8(ascii: "\"") {
                let value = try string()
                out.append(KotlinToken(kind: .string(value: value), text: text(start, i), line: startLine, column: startColumn))
                continue
            }
            if c == UInt8(ascii: "'") {
                advance()
                while i < s.count && s[i] != UInt8(ascii: "'") && s[i] != 0x0A {
                    if s[i] == UInt8(ascii: "\\") { advance() }
                    if i < s.count { advance() }
                }
                guard i < s.count && s[i] == UInt8(ascii: "'") else { throw Failure(line: startLine, column: startColumn, reason: "unterminated character literal") }
                advance()
                out.append(KotlinToken(kind: .character, text: text(start, i), line: startLine, column: startColumn))
                continue
            }
            if isDigit(c) || (c == UInt8(ascii: ".") && isDigit(peek(1)) && !(out.last.map { $0.isIdentifier || $0.isPunctuation(")") } ?? false)) {
                number()
                out.append(KotlinToken(kind: .number, text: text(start, i), line: startLine, column: startColumn))
                continue
            }
            if c == UInt8(ascii: "`") {
                advance()
                while i < s.count && s[i] != UInt8(ascii: "`") && s[i] != 0x0A { advance() }
                guard i < s.count && s[i] == UInt8(ascii: "`") else { throw Failure(line: startLine, column: startColumn, reason: "unterminated `name`") }
                advance()
                out.append(KotlinToken(kind: .identifier, text: text(start + 1, i - 1), line: startLine, column: startColumn))
                continue
            }
            if isIdentifierStart(c) {
                while i < s.count && isIdentifierPart(s[i]) { advance() }
                out.append(KotlinToken(kind: .identifier, text: text(start, i), line: startLine, column: startColumn))
                continue
            }
            let two = i + 1 < s.count ? text(i, i + 2) : ""
            if ["->", "?.", "::", "?:", "==", "!=", "&&", "||", ".."].contains(two) {
                advance(); advance()
                out.append(KotlinToken(kind: .punctuation, text: two, line: startLine, column: startColumn))
                continue
            }
            // One scalar: ASCII punctuation, or a non-ASCII character outside names (rare in code).
            advance()
            out.append(KotlinToken(kind: .punctuation, text: text(start, i), line: startLine, column: startColumn))
        }
        return out
    }

    /// Kotlin names may hold any Unicode letter; every non-ASCII byte outside a string is taken as part
    /// of a name, which is all `layout` needs (it compares names, never classifies them).
    private func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_") || c >= 0x80
    }
    private func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

    private mutating func number() {
        if peek() == UInt8(ascii: "0") && (peek(1) | 0x20) == UInt8(ascii: "x") || peek() == UInt8(ascii: "0") && (peek(1) | 0x20) == UInt8(ascii: "b") {
            advance(); advance()
            while i < s.count && (isIdentifierPart(s[i])) { advance() }
            return
        }
        while i < s.count && (isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { advance() }
        // A fraction only when digits follow the dot: `16.dp` is 16, then `.dp`.
        if peek() == UInt8(ascii: ".") && isDigit(peek(1)) {
            advance()
            while i < s.count && (isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { advance() }
        }
        if (peek() | 0x20) == UInt8(ascii: "e") && (isDigit(peek(1)) || (peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+")) && isDigit(peek(2))) {
            advance(); advance()
            while i < s.count && isDigit(s[i]) { advance() }
        }
        while i < s.count && [UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "L"), UInt8(ascii: "u"), UInt8(ascii: "U")].contains(s[i]) { advance() }
    }

    /// A string literal from its opening quote; its text when it holds no template.
    private mutating func string(depth: Int = 0) throws(Failure) -> String? {
        let l = line, col = column
        let raw = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        if raw { advance(); advance(); advance() } else { advance() }
        var value: [UInt8] = [], templated = false
        while true {
            guard i < s.count else { throw Failure(line: l, column: col, reason: "unterminated string") }
            let c = s[i]
            if raw {
                if c == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                    advance(); advance(); advance()
                    while peek() == UInt8(ascii: "\"") { value.append(peek()); advance() }   // """a"""" ends after the last quote
                    break
                }
            } else {
                if c == UInt8(ascii: "\"") { advance(); break }
                if c == 0x0A { throw Failure(line: l, column: col, reason: "unterminated string") }
                if c == UInt8(ascii: "\\") {
                    advance()
                    guard i < s.count else { continue }
                    let e = s[i]
                    advance()
                    switch e {
                    case UInt8(ascii: "n"): value.append(0x0A)
                    case UInt8(ascii: "t"): value.append(0x09)
                    case UInt8(ascii: "u"):
                        var hex = ""
                        for _ in 0..<4 where i < s.count { hex.append(Character(Unicode.Scalar(s[i]))); advance() }
                        if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { value += Array(String(u).utf8) }
                    default: value.append(e)
                    }
                    continue
                }
            }
            if c == UInt8(ascii: "$") && (peek(1) == UInt8(ascii: "{") || isIdentifierStart(peek(1))) {
                templated = true
                advance()
                if s[i] == UInt8(ascii: "{") { try template(depth: depth + 1) } else { while i < s.count && isIdentifierPart(s[i]) { advance() } }
                continue
            }
            value.append(c)
            advance()
        }
        return templated ? nil : String(decoding: value, as: UTF8.self)
    }

    /// Skips `${ … }` from its brace: code, in which strings (with their own templates) and braces nest.
    private mutating func template(depth: Int) throws(Failure) {
        let l = line, col = column
        guard depth <= Self.maxTemplateDepth else { throw Failure(line: l, column: col, reason: "string templates nested deeper than \(Self.maxTemplateDepth)") }
        advance()   // {
        var braces = 1
        while braces > 0 {
            guard i < s.count else { throw Failure(line: l, column: col, reason: "unterminated string template") }
            let c = s[i]
            if c == UInt8(ascii: "\"") { _ = try string(depth: depth); continue }
            if c == UInt8(ascii: "'") {   // a character literal: '}' must not close the template
                advance()
                while i < s.count && s[i] != UInt8(ascii: "'") && s[i] != 0x0A { if s[i] == UInt8(ascii: "\\") { advance() }; if i < s.count { advance() } }
                if i < s.count && s[i] == UInt8(ascii: "'") { advance() }
                continue
            }
            if c == UInt8(ascii: "{") { braces += 1 } else if c == UInt8(ascii: "}") { braces -= 1 }
            advance()
        }
    }
}
