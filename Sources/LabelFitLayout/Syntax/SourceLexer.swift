/// The one lexer of Kotlin, Swift and Dart source, driven by a language's `LexicalRules`: names (a
/// keyword is a name: soft keywords make the two one class here), numbers, string literals skipped
/// with their escapes and interpolations (so a bracket or quote inside one never ends a call), and
/// punctuation; white space and comments are dropped. The three languages nest block comments
/// (Kotlin: kotlinlang.org/spec "Syntax and grammar", DelimitedComment; *The Swift Programming
/// Language*, "Lexical Structure": "Multiline comments can be nested"; Dart: dart.dev/language/comments,
/// "multi-line comments can nest").
///
/// Bounds, each a located error: a source longer than `maxBytes`, interpolations nested deeper than
/// `maxInterpolationDepth`, an extended string delimiter of more than `maxDelimiterHashes` `#` (each
/// quote compares the delimiter's `#`s: the bound keeps that linear in the literal's length).
struct SourceLexer {
    struct Failure: Error, Sendable { var line: Int; var column: Int; var reason: String }

    /// Longest source read, and deepest interpolation nesting: a real source file is far below both.
    static let maxBytes = 4 << 20
    static let maxInterpolationDepth = 64
    static let maxDelimiterHashes = 16

    let rules: LexicalRules
    let s: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0

    static func tokens(_ text: String, rules: LexicalRules) throws(Failure) -> [SourceToken] {
        guard text.utf8.count <= maxBytes else {
            throw Failure(line: 1, column: 1, reason: "source is \(text.utf8.count) bytes; at most \(maxBytes) are read")
        }
        var lexer = SourceLexer(rules: rules, s: Array(text.utf8))
        return try lexer.run()
    }

    // MARK: The cursor

    var column: Int { i - lineStart + 1 }

    /// The byte `k` ahead, 0 past the end (no token starts with NUL, so it ends every scan).
    func peek(_ k: Int = 0) -> UInt8 { i + k < s.count ? s[i + k] : 0 }

    mutating func advance() {
        if s[i] == 0x0A { line += 1; lineStart = i + 1 }
        i += 1
    }

    private mutating func advance(_ n: Int) { for _ in 0..<n { advance() } }

    func text(_ a: Int, _ b: Int) -> String { String(decoding: s[a..<min(b, s.count)], as: UTF8.self) }

    func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// Any Unicode letter may be in a name; every non-ASCII byte outside a string is taken as part of
    /// one, which is all `layout` needs (it compares names, never classifies them).
    private func isNameStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80 || (c == 0x24 && rules.dollar == .inNames)
    }
    private func isNamePart(_ c: UInt8) -> Bool { isNameStart(c) || isDigit(c) }
    /// A name after `$` in a string: never `$` itself.
    private func isPlainNamePart(_ c: UInt8) -> Bool { isNamePart(c) && c != 0x24 }

    // MARK: Tokens

    private mutating func run() throws(Failure) -> [SourceToken] {
        var out: [SourceToken] = []
        while i < s.count {
            let c = s[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C { advance(); continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { while i < s.count && s[i] != 0x0A { i += 1 }; continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { try blockComment(); continue }
            let l = line, col = column, start = i
            let hashes = delimiterHashes()
            if let prefix = stringStart(after: hashes) {
                advance(prefix)
                let value = try string(hashes: hashes, raw: prefix > hashes, depth: 0)
                out.append(SourceToken(kind: .string(value: value), text: text(start, i), line: l, column: col))
                continue
            }
            if hashes > 0 {   // all of a run at once: rescanning it per `#` would be quadratic
                for _ in 0..<hashes { out.append(SourceToken(kind: .punctuation, text: "#", line: line, column: column)); advance() }
                continue
            }
            if rules.characterLiterals && c == UInt8(ascii: "'") {
                guard skipCharacterLiteral() else { throw Failure(line: l, column: col, reason: "unterminated character literal") }
                out.append(SourceToken(kind: .character, text: text(start, i), line: l, column: col))
                continue
            }
            if isDigit(c) || rules.leadingDotNumbers && c == UInt8(ascii: ".") && isDigit(peek(1))
                && !(out.last.map { $0.isIdentifier || $0.isPunctuation(")") } ?? false) {
                number()
                out.append(SourceToken(kind: .number, text: text(start, i), line: l, column: col))
                continue
            }
            if rules.backtickNames && c == UInt8(ascii: "`") {
                advance()
                while i < s.count && s[i] != UInt8(ascii: "`") && s[i] != 0x0A { advance() }
                guard peek() == UInt8(ascii: "`") else { throw Failure(line: l, column: col, reason: "unterminated `name`") }
                advance()
                out.append(SourceToken(kind: .identifier, text: text(start + 1, i - 1), line: l, column: col))
                continue
            }
            if isNameStart(c) || (c == 0x24 && rules.dollar == .startsName) {
                advance()
                while i < s.count && isNamePart(s[i]) { advance() }
                out.append(SourceToken(kind: .identifier, text: text(start, i), line: l, column: col))
                continue
            }
            let two = i + 1 < s.count ? text(i, i + 2) : ""
            if rules.operators.contains(two) {
                advance(2)
                out.append(SourceToken(kind: .punctuation, text: two, line: l, column: col))
                continue
            }
            advance()
            while i < s.count && s[i] >= 0x80 && s[i] < 0xC0 { advance() }   // the rest of a UTF-8 scalar
            out.append(SourceToken(kind: .punctuation, text: text(start, i), line: l, column: col))
        }
        return out
    }

    /// From `/*` to the `*/` that closes it, nested ones included.
    private mutating func blockComment() throws(Failure) {
        let l = line, col = column
        var depth = 0
        repeat {
            if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { depth += 1; advance(2) }
            else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { depth -= 1; advance(2) }
            else if i < s.count { advance() }
            else { throw Failure(line: l, column: col, reason: "unterminated comment") }
        } while depth > 0
    }

    /// The `#`s of an extended delimiter at the cursor (0 where the language has none).
    private func delimiterHashes() -> Int {
        guard rules.extendedDelimiters else { return 0 }
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        return hashes
    }

    /// How many bytes before the quote when a string starts at the cursor (its `#`s, or the raw
    /// prefix), else nil. A raw prefix counts only at the start of a word: `bar'…'` is no raw string.
    private func stringStart(after hashes: Int) -> Int? {
        if rules.quotes.contains(peek(hashes)) { return hashes }
        if let r = rules.rawPrefix, peek() == r, rules.quotes.contains(peek(1)), !(i > 0 && isNamePart(s[i - 1])) { return 1 }
        return nil
    }

    /// Kotlin's `'c'` from its quote; false when the line ends first.
    private mutating func skipCharacterLiteral() -> Bool {
        advance()
        while i < s.count && s[i] != UInt8(ascii: "'") && s[i] != 0x0A {
            if s[i] == UInt8(ascii: "\\") { advance() }
            if i < s.count { advance() }
        }
        guard i < s.count && s[i] == UInt8(ascii: "'") else { return false }
        advance()
        return true
    }

    private mutating func number() {
        switch rules.numbers {
        case .nameRun:
            while i < s.count && (isPlainNamePart(s[i]) || s[i] == UInt8(ascii: ".") && isDigit(peek(1))) { advance() }
        case .kotlinLiterals:
            if peek() == UInt8(ascii: "0") && ((peek(1) | 0x20) == UInt8(ascii: "x") || (peek(1) | 0x20) == UInt8(ascii: "b")) {
                advance(2)
                while i < s.count && isNamePart(s[i]) { advance() }
                return
            }
            while i < s.count && (isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { advance() }
            // A fraction only when digits follow the dot: `16.dp` is 16, then `.dp`.
            if peek() == UInt8(ascii: ".") && isDigit(peek(1)) {
                advance()
                while i < s.count && (isDigit(s[i]) || s[i] == UInt8(ascii: "_")) { advance() }
            }
            if (peek() | 0x20) == UInt8(ascii: "e") && (isDigit(peek(1)) || (peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+")) && isDigit(peek(2))) {
                advance(2)
                while i < s.count && isDigit(s[i]) { advance() }
            }
            while i < s.count && [UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "L"), UInt8(ascii: "u"), UInt8(ascii: "U")].contains(s[i]) { advance() }
        }
    }

    // MARK: Strings

    /// A string literal from its quote (its `#`s or raw prefix already read); its text when it holds
    /// no interpolation.
    private mutating func string(hashes: Int, raw rawPrefix: Bool, depth: Int) throws(Failure) -> String? {
        let l = line, col = column
        guard hashes <= Self.maxDelimiterHashes else {
            throw Failure(line: l, column: col, reason: "a string delimiter of \(hashes) '#'; at most \(Self.maxDelimiterHashes) are read")
        }
        let q = s[i]
        let triple = peek(1) == q && peek(2) == q
        advance(triple ? 3 : 1)
        let escapes = !rawPrefix && !(triple && rules.tripleQuotedIsRaw)
        let dollars = !rawPrefix && rules.interpolation == .dollar
        var value: [UInt8] = [], interpolated = false
        func hashesFollow(_ at: Int) -> Bool {
            for k in 0..<hashes where peek(at + k) != UInt8(ascii: "#") { return false }
            return true
        }
        while true {
            guard i < s.count else { throw Failure(line: l, column: col, reason: "unterminated string") }
            let c = s[i]
            if c == q && (!triple || peek(1) == q && peek(2) == q) && hashesFollow(triple ? 3 : 1) {
                advance((triple ? 3 : 1) + hashes)
                if triple && rules.tripleQuotedIsRaw {   // """a"""" ends after the last quote
                    while peek() == q { value.append(q); advance() }
                }
                break
            }
            if c == 0x0A && !triple { throw Failure(line: l, column: col, reason: "unterminated string") }
            if escapes && c == UInt8(ascii: "\\") && hashesFollow(1) {
                advance(1 + hashes)
                guard i < s.count else { continue }
                let e = s[i]
                if e == UInt8(ascii: "(") && rules.interpolation == .backslashParenthesis {
                    interpolated = true
                    try interpolation(depth: depth + 1, open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
                    continue
                }
                advance()
                escape(e, into: &value)
                continue
            }
            if dollars && c == UInt8(ascii: "$") && (peek(1) == UInt8(ascii: "{") || isNameStart(peek(1)) && peek(1) != 0x24) {
                interpolated = true
                advance()
                if s[i] == UInt8(ascii: "{") { try interpolation(depth: depth + 1, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) }
                else { while i < s.count && isPlainNamePart(s[i]) { advance() } }
                continue
            }
            value.append(c)
            advance()
        }
        if triple && rules.trimsMultilineText {
            // The closing delimiter's indentation, which Swift strips from every line, is kept: keys
            // are single-line, and a multi-line literal is only compared whole.
            if value.first == 0x0A { value.removeFirst() }
            while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
            if value.last == 0x0A { value.removeLast() }
        }
        return interpolated ? nil : String(decoding: value, as: UTF8.self)
    }

    /// The character an escape `\e` stands for, the cursor after `e`.
    private mutating func escape(_ e: UInt8, into value: inout [UInt8]) {
        switch e {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "u") where rules.unicodeEscape == .fourHex:
            var hex = ""
            for _ in 0..<4 where i < s.count { hex.append(Character(Unicode.Scalar(s[i]))); advance() }
            if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { value += Array(String(u).utf8) }
        case UInt8(ascii: "u") where rules.unicodeEscape == .braced:   // \u{1F600}
            guard peek() == UInt8(ascii: "{") else { return }
            advance()
            var hex = ""
            while i < s.count && s[i] != UInt8(ascii: "}") && hex.count < 8 { hex.append(Character(Unicode.Scalar(s[i]))); advance() }
            if peek() == UInt8(ascii: "}") { advance() }
            if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { value += Array(String(u).utf8) }
        default: value.append(e)
        }
    }

    /// Skips an interpolation's code from its opening bracket to the one that closes it; strings in it
    /// (with their own interpolations) and, where the language has them, character literals nest.
    private mutating func interpolation(depth: Int, open: UInt8, close: UInt8) throws(Failure) {
        let l = line, col = column
        let noun = rules.interpolationNoun
        guard depth <= Self.maxInterpolationDepth else {
            throw Failure(line: l, column: col, reason: "\(noun)s nested deeper than \(Self.maxInterpolationDepth)")
        }
        advance()
        var brackets = 1
        while brackets > 0 {
            guard i < s.count else { throw Failure(line: l, column: col, reason: "unterminated \(noun)") }
            let hashes = delimiterHashes()
            if let prefix = stringStart(after: hashes) {
                advance(prefix)
                _ = try string(hashes: hashes, raw: prefix > hashes, depth: depth)
                continue
            }
            if hashes > 0 { advance(hashes); continue }
            let c = s[i]
            if rules.characterLiterals && c == UInt8(ascii: "'") { _ = skipCharacterLiteral(); continue }
            if c == open { brackets += 1 } else if c == close { brackets -= 1 }
            advance()
        }
    }
}
