/// Tokens of Swift and Dart source have the kinds Kotlin's have (names, numbers, string literals with
/// their text when they hold no interpolation, punctuation); `CallSyntax` reads all three alike.
typealias SourceToken = KotlinToken

/// Swift source cut into tokens by the lexical structure of *The Swift Programming Language*
/// ("Lexical Structure": comments, identifiers, literals, operators —
/// docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure). Block
/// comments nest, as the book says; string literals (`"…"`, multi-line `"""…"""`, extended `#"…"#`)
/// are skipped with their interpolations `\(…)` (`\#(…)` in an extended literal), so a parenthesis or
/// quote inside one never ends a call. Debian 12 packages no tree-sitter Swift grammar
/// (`apt-cache search tree-sitter`: the runtime only), so this lexer reads what `labelfit layout`
/// needs, within the same bounds as `KotlinLexer`, and stops with a located error otherwise.
struct SwiftLexer: SourceCursor {
    typealias Failure = KotlinLexer.Failure

    static let maxBytes = KotlinLexer.maxBytes
    static let maxInterpolationDepth = KotlinLexer.maxTemplateDepth
    static let maxDelimiterHashes = 16

    let s: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0

    private init(_ text: String) { s = Array(text.utf8) }

    static func tokens(_ text: String) throws(Failure) -> [SourceToken] {
        guard text.utf8.count <= maxBytes else {
            throw Failure(line: 1, column: 1, reason: "source is \(text.utf8.count) bytes; at most \(maxBytes) are read")
        }
        var lexer = SwiftLexer(text)
        return try lexer.run()
    }

    private func isNameStart(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80 }
    private func isNamePart(_ c: UInt8) -> Bool { isNameStart(c) || isDigit(c) }

    private mutating func run() throws(Failure) -> [SourceToken] {
        var out: [SourceToken] = []
        while i < s.count {
            let c = s[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C { advance(); continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { while i < s.count && s[i] != 0x0A { i += 1 }; continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { try blockComment(); continue }
            let l = line, col = column, start = i
            // `#"…"#`: an extended string; `#if`, `#Preview`: punctuation then a name.
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                for _ in 0..<hashes { advance() }
                let value = try string(hashes: hashes, depth: 0)
                out.append(SourceToken(kind: .string(value: value), text: text(start, i), line: l, column: col))
                continue
            }
            if hashes > 0 {   // all of a run at once: rescanning it per `#` would be quadratic
                for _ in 0..<hashes { out.append(SourceToken(kind: .punctuation, text: "#", line: line, column: column)); advance() }
                continue
            }
            if isDigit(c) {
                while i < s.count && (isNamePart(s[i]) || s[i] == UInt8(ascii: ".") && isDigit(peek(1))) { advance() }
                out.append(SourceToken(kind: .number, text: text(start, i), line: l, column: col))
                continue
            }
            if c == UInt8(ascii: "`") {
                advance()
                while i < s.count && s[i] != UInt8(ascii: "`") && s[i] != 0x0A { advance() }
                guard peek() == UInt8(ascii: "`") else { throw Failure(line: l, column: col, reason: "unterminated `name`") }
                advance()
                out.append(SourceToken(kind: .identifier, text: text(start + 1, i - 1), line: l, column: col))
                continue
            }
            if isNameStart(c) || c == UInt8(ascii: "$") {
                advance()
                while i < s.count && isNamePart(s[i]) { advance() }
                out.append(SourceToken(kind: .identifier, text: text(start, i), line: l, column: col))
                continue
            }
            let two = i + 1 < s.count ? text(i, i + 2) : ""
            if ["->", "?.", "==", "!=", "&&", "||", "??", "..", "=>"].contains(two) {
                advance(); advance()
                out.append(SourceToken(kind: .punctuation, text: two, line: l, column: col))
                continue
            }
            advance()
            while i < s.count && s[i] >= 0x80 && s[i] < 0xC0 { advance() }   // the rest of a UTF-8 scalar
            out.append(SourceToken(kind: .punctuation, text: text(start, i), line: l, column: col))
        }
        return out
    }

    /// A string literal from its first quote (the `#`s already read); its text when it holds no
    /// interpolation.
    private mutating func string(hashes: Int, depth: Int) throws(Failure) -> String? {
        let l = line, col = column
        // Each quote compares the delimiter's `#`s: a bound keeps that linear in the literal's length.
        guard hashes <= Self.maxDelimiterHashes else { throw Failure(line: l, column: col, reason: "a string delimiter of \(hashes) '#'; at most \(Self.maxDelimiterHashes) are read") }
        let multi = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        if multi { advance(); advance(); advance() } else { advance() }
        var value: [UInt8] = [], interpolated = false
        func closes(_ at: Int) -> Bool {
            for k in 0..<hashes where peek(at + k) != UInt8(ascii: "#") { return false }
            return true
        }
        while true {
            guard i < s.count else { throw Failure(line: l, column: col, reason: "unterminated string") }
            let c = s[i]
            if c == UInt8(ascii: "\"") {
                if !multi && closes(1) { advance(); for _ in 0..<hashes { advance() }; break }
                if multi && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && closes(3) {
                    for _ in 0..<(3 + hashes) { advance() }
                    break
                }
            }
            if c == 0x0A && !multi { throw Failure(line: l, column: col, reason: "unterminated string") }
            if c == UInt8(ascii: "\\") && closes(1) {
                advance()
                for _ in 0..<hashes { advance() }
                guard i < s.count else { continue }
                let e = s[i]
                if e == UInt8(ascii: "(") {
                    interpolated = true
                    try interpolation(depth: depth + 1)
                    continue
                }
                advance()
                switch e {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "u"):   // \u{1F600}
                    guard peek() == UInt8(ascii: "{") else { continue }
                    advance()
                    var hex = ""
                    while i < s.count && s[i] != UInt8(ascii: "}") && hex.count < 8 { hex.append(Character(Unicode.Scalar(s[i]))); advance() }
                    if peek() == UInt8(ascii: "}") { advance() }
                    if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { value += Array(String(u).utf8) }
                default: value.append(e)
                }
                continue
            }
            value.append(c)
            advance()
        }
        if multi {
            // The text starts after the opening delimiter's line break and ends before the closing
            // delimiter's line, whose indentation the book strips from every line (kept here: keys are
            // single-line, and a multi-line literal is only compared whole).
            if value.first == 0x0A { value.removeFirst() }
            while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
            if value.last == 0x0A { value.removeLast() }
        }
        return interpolated ? nil : String(decoding: value, as: UTF8.self)
    }

    /// Skips `(…)` of an interpolation from its parenthesis: code, in which strings nest.
    private mutating func interpolation(depth: Int) throws(Failure) {
        let l = line, col = column
        guard depth <= Self.maxInterpolationDepth else {
            throw Failure(line: l, column: col, reason: "string interpolations nested deeper than \(Self.maxInterpolationDepth)")
        }
        advance()   // (
        var parens = 1
        while parens > 0 {
            guard i < s.count else { throw Failure(line: l, column: col, reason: "unterminated string interpolation") }
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                for _ in 0..<hashes { advance() }
                _ = try string(hashes: hashes, depth: depth)
                continue
            }
            if hashes > 0 { for _ in 0..<hashes { advance() }; continue }
            if s[i] == UInt8(ascii: "(") { parens += 1 } else if s[i] == UInt8(ascii: ")") { parens -= 1 }
            advance()
        }
    }
}
