/// The one lexer of Kotlin, Swift, Dart and JavaScript/TypeScript source, driven by a language's
/// `LexicalRules`: names (a keyword is a name: soft keywords make the two one class here), numbers,
/// string literals read with their escapes and interpolations (so a bracket or quote inside one never
/// ends a call), regular expression literals, and punctuation; white space and comments are dropped.
/// Kotlin, Swift and Dart nest block comments (Kotlin: kotlinlang.org/spec "Syntax and grammar",
/// DelimitedComment; *The Swift Programming Language*, "Lexical Structure": "Multiline comments can be
/// nested"; Dart: dart.dev/language/comments, "multi-line comments can nest"); JavaScript's end at the
/// first `*/` (ECMA-262, "Comments").
///
/// Bounds, each a located error: a source longer than `maxBytes`, interpolations nested deeper than
/// `maxInterpolationDepth`, an extended string delimiter of more than `maxDelimiterHashes` `#` (each
/// quote compares the delimiter's `#`s: the bound keeps that linear in the literal's length). Each byte
/// is read once, save the rest of a line after a `/` that its end shows to be no regular expression
/// (read twice: every later `/` on that line divides).
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
    var tokens: [SourceToken] = []
    /// The token before the cursor (nil at the start of the source or of an interpolation): whether a
    /// `.5` is a number and a `/` a regular expression depends on it.
    var previous: SourceToken?
    var interpolationDepth = 0
    /// For a reader that takes the source piece by piece (`JSXRegions`: code, then markup the lexer
    /// must not read, then code): `run` returns after a top-level token this holds for.
    var stopsAfter: ((SourceToken) -> Bool)?
    private var tokensChecked = 0
    /// Where the line ends that a `/` was found to be no regular expression on: before it, every `/`
    /// divides, so that a line of `/\/\/…` is read once more at most, not once per `/`.
    private var divisionsUntil = 0
    /// Extended regex openings (by their `#` count) already scanned to the end without a close.
    private var unclosedRegexHashes = Set<Int>()
    private var stopped = false

    init(rules: LexicalRules, s: [UInt8]) {
        self.rules = rules
        self.s = s
    }

    static func tokens(_ text: String, rules: LexicalRules) throws(Failure) -> [SourceToken] {
        guard text.utf8.count <= maxBytes else {
            throw Failure(line: 1, column: 1, reason: "source is \(text.utf8.count) bytes; at most \(maxBytes) are read")
        }
        var lexer = SourceLexer(rules: rules, s: Array(text.utf8))
        try lexer.run()
        return lexer.tokens
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

    // MARK: Reading piece by piece

    /// Tokens from the cursor up to and including the first top-level one `stop` holds for (false at
    /// the end of the source).
    mutating func tokens(through stop: @escaping (SourceToken) -> Bool) throws(Failure) -> Bool {
        stopsAfter = stop
        defer { stopsAfter = nil }
        stopped = false
        try run()
        if stopped { return true }
        // The source's last token, after which the loop ended before checking it.
        guard let p = previous, tokens.count != tokensChecked else { return false }
        tokensChecked = tokens.count
        return stop(p)
    }

    /// From an opening `open` at the cursor to the `close` that balances it, what lies between lexed
    /// as code (strings, comments and the rest hide brackets).
    mutating func skipBracketed(open: UInt8, close: UInt8) throws(Failure) {
        let l = line, col = column
        advance()
        try run(inside: (open, close, l, col))
    }

    /// Moves the cursor on to `k` over text the lexer does not read, taking `previous` as the token
    /// before what comes next.
    mutating func skip(to k: Int, previous token: SourceToken?) {
        while i < min(k, s.count) { advance() }
        previous = token
    }

    // MARK: Tokens

    private mutating func emit(_ kind: SourceToken.Kind, _ start: Int, line l: Int, column col: Int) {
        let t = SourceToken(kind: kind, text: text(start, i), line: l, column: col)
        tokens.append(t)
        previous = t
    }

    /// Tokens to the end of the source or, inside an interpolation, to the bracket that closes it
    /// (`bracket`: the interpolation's open and close, its open already read).
    mutating func run(inside bracket: (open: UInt8, close: UInt8, line: Int, column: Int)? = nil) throws(Failure) {
        var depth = 1
        while i < s.count {
            if bracket == nil, let stop = stopsAfter, let p = previous, tokens.count != tokensChecked {
                tokensChecked = tokens.count
                if stop(p) { stopped = true; return }
            }
            let c = s[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C { advance(); continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { while i < s.count && s[i] != 0x0A { i += 1 }; continue }
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { try blockComment(); continue }
            let l = line, col = column, start = i
            let hashes = delimiterHashes()
            if let prefix = stringStart(after: hashes) {
                advance(prefix)
                try string(from: start, hashes: hashes, raw: prefix > hashes, line: l, column: col)
                continue
            }
            // Swift's extended regular expression literal (SE-0354, "Regex Literals"): `#/…/#`, closed by
            // a `/` and as many `#`s as opened it; it may span lines. Only a language with extended
            // delimiters (Swift) has it.
            if hashes > 0, peek(hashes) == UInt8(ascii: "/"), extendedRegularExpression(hashes: hashes) {
                emit(.regularExpression, start, line: l, column: col)
                continue
            }
            if hashes > 0 {   // all of a run at once: rescanning it per `#` would be quadratic
                for _ in 0..<hashes { let (hl, hc, hs) = (line, column, i); advance(); emit(.punctuation, hs, line: hl, column: hc) }
                continue
            }
            if rules.characterLiterals && c == UInt8(ascii: "'") {
                guard skipCharacterLiteral() else { throw Failure(line: l, column: col, reason: "unterminated character literal") }
                emit(.character, start, line: l, column: col)
                continue
            }
            if isDigit(c) || rules.leadingDotNumbers && c == UInt8(ascii: ".") && isDigit(peek(1))
                && !(previous.map { $0.isIdentifier || $0.isPunctuation(")") } ?? false) {
                number()
                emit(.number, start, line: l, column: col)
                continue
            }
            if rules.backtickNames && c == UInt8(ascii: "`") {
                advance()
                while i < s.count && s[i] != UInt8(ascii: "`") && s[i] != 0x0A { advance() }
                guard peek() == UInt8(ascii: "`") else { throw Failure(line: l, column: col, reason: "unterminated `name`") }
                advance()
                let t = SourceToken(kind: .identifier, text: text(start + 1, i - 1), line: l, column: col)
                tokens.append(t)
                previous = t
                continue
            }
            if isNameStart(c) || (c == 0x24 && rules.dollar == .startsName) {
                advance()
                while i < s.count && isNamePart(s[i]) { advance() }
                emit(.identifier, start, line: l, column: col)
                continue
            }
            if let regex = rules.regularExpressions, c == UInt8(ascii: "/"), slashStartsRegularExpression(regex), regularExpression() {
                emit(.regularExpression, start, line: l, column: col)
                continue
            }
            let two = i + 1 < s.count ? text(i, i + 2) : ""
            if rules.operators.contains(two) {
                advance(2)
                emit(.punctuation, start, line: l, column: col)
                continue
            }
            if let bracket {
                if c == bracket.open { depth += 1 }
                if c == bracket.close {
                    depth -= 1
                    if depth == 0 { advance(); return }
                }
            }
            advance()
            while i < s.count && s[i] >= 0x80 && s[i] < 0xC0 { advance() }   // the rest of a UTF-8 scalar
            emit(.punctuation, start, line: l, column: col)
        }
        if let bracket, !rules.recovers {
            throw Failure(line: bracket.line, column: bracket.column, reason: "unterminated \(rules.interpolationNoun)")
        }
    }

    /// From `/*` to the `*/` that closes it, nested ones included where the language nests them.
    private mutating func blockComment() throws(Failure) {
        let l = line, col = column
        var depth = 0
        repeat {
            if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") && (depth == 0 || rules.nestedComments) { depth += 1; advance(2) }
            else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { depth -= 1; advance(2) }
            else if i < s.count { advance() }
            else if rules.recovers { return }
            else { throw Failure(line: l, column: col, reason: "unterminated comment") }
        } while depth > 0
    }

    /// Whether a `/` at the cursor opens a regular expression literal rather than dividing: the token
    /// before it decides, as the rules say.
    private func slashStartsRegularExpression(_ regex: LexicalRules.RegularExpressions) -> Bool {
        guard i >= divisionsUntil else { return false }
        guard let p = previous else { return true }
        switch p.kind {
        case .identifier: return regex.after.contains(p.text)
        case .punctuation: return !regex.divisionAfter.contains(p.text)
        case .number, .string, .character, .regularExpression: return false
        }
    }

    /// A regular expression literal from its `/` (ECMA-262, "Regular Expression Literals": no line
    /// break inside, `\` escapes a character, a `/` inside `[…]` ends nothing), its flags after it;
    /// false, the cursor unmoved, when the line ends first: the `/` was a division after all, and so is
    /// every later `/` on the line.
    private mutating func regularExpression() -> Bool {
        var k = i + 1, inClass = false
        while k < s.count && s[k] != 0x0A && s[k] != 0x0D {
            let c = s[k]
            if c == UInt8(ascii: "\\") { k += k + 1 < s.count && s[k + 1] != 0x0A ? 2 : 1; continue }
            if c == UInt8(ascii: "[") { inClass = true }
            else if c == UInt8(ascii: "]") { inClass = false }
            else if c == UInt8(ascii: "/") && !inClass {
                advance(k + 1 - i)
                while i < s.count && isNamePart(s[i]) { advance() }
                return true
            }
            k += 1
        }
        divisionsUntil = k
        return false
    }

    /// From `#`…`#/` to the `/#`…`#` that closes it; false, the cursor unmoved, when none does (the
    /// `#`s were something else).
    private mutating func extendedRegularExpression(hashes: Int) -> Bool {
        // A scan that reached the end unclosed: no later opening with as many `#`s closes either.
        guard !unclosedRegexHashes.contains(hashes) else { return false }
        var k = i + hashes + 1
        while k < s.count {
            if s[k] == UInt8(ascii: "\\") { k += 2; continue }
            if s[k] == UInt8(ascii: "/") {
                var h = 0
                while h < hashes && k + 1 + h < s.count && s[k + 1 + h] == UInt8(ascii: "#") { h += 1 }
                if h == hashes { advance(k + 1 + hashes - i); return true }
            }
            k += 1
        }
        unclosedRegexHashes.insert(hashes)
        return false
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
        if rules.quotes.contains(peek(hashes)) || hashes == 0 && peek() == rules.templateQuote { return hashes }
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

    /// A string literal from its quote (its `#`s or raw prefix already read), a token with its text
    /// when it holds no interpolation. Where the rules keep them, an interpolation's tokens follow it.
    private mutating func string(from start: Int, hashes: Int, raw rawPrefix: Bool, line l: Int, column col: Int) throws(Failure) {
        guard hashes <= Self.maxDelimiterHashes else {
            throw Failure(line: l, column: col, reason: "a string delimiter of \(hashes) '#'; at most \(Self.maxDelimiterHashes) are read")
        }
        let q = s[i]
        let template = q == rules.templateQuote
        let triple = rules.tripleQuotes && peek(1) == q && peek(2) == q
        advance(triple ? 3 : 1)
        let escapes = !rawPrefix && !(triple && rules.tripleQuotedIsRaw)
        let dollars = template || !rawPrefix && rules.interpolation == .dollar
        let dollarNames = dollars && !template
        // The string's token comes before the tokens of its interpolations: its slot is kept.
        let slot = tokens.count
        tokens.append(SourceToken(kind: .string(value: nil), text: "", line: l, column: col))
        var value: [UInt8] = [], interpolated = false
        func hashesFollow(_ at: Int) -> Bool {
            for k in 0..<hashes where peek(at + k) != UInt8(ascii: "#") { return false }
            return true
        }
        scan: while true {
            guard i < s.count else {
                if rules.recovers { break scan }
                throw Failure(line: l, column: col, reason: "unterminated string")
            }
            let c = s[i]
            if c == q && (!triple || peek(1) == q && peek(2) == q) && hashesFollow(triple ? 3 : 1) {
                advance((triple ? 3 : 1) + hashes)
                if triple && rules.tripleQuotedIsRaw {   // """a"""" ends after the last quote
                    while peek() == q { value.append(q); advance() }
                }
                break
            }
            if c == 0x0A && !triple && !template {
                if rules.recovers { break scan }
                throw Failure(line: l, column: col, reason: "unterminated string")
            }
            if escapes && c == UInt8(ascii: "\\") && hashesFollow(1) {
                advance(1 + hashes)
                guard i < s.count else { continue }
                let e = s[i]
                if e == UInt8(ascii: "(") && rules.interpolation == .backslashParenthesis {
                    interpolated = true
                    try interpolation(open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
                    continue
                }
                advance()
                escape(e, into: &value)
                continue
            }
            if dollars && c == UInt8(ascii: "$") && (peek(1) == UInt8(ascii: "{") || dollarNames && isNameStart(peek(1)) && peek(1) != 0x24) {
                interpolated = true
                advance()
                if s[i] == UInt8(ascii: "{") { try interpolation(open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) }
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
        let token = SourceToken(kind: .string(value: interpolated ? nil : String(decoding: value, as: UTF8.self)), text: text(start, i), line: l, column: col)
        tokens[slot] = token
        previous = token
    }

    /// The character an escape `\e` stands for, the cursor after `e`.
    private mutating func escape(_ e: UInt8, into value: inout [UInt8]) {
        switch e {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "x") where rules.unicodeEscape == .javaScript:   // \x41
            scalar(hexDigits(2), into: &value)
        case UInt8(ascii: "u") where rules.unicodeEscape == .fourHex
            || rules.unicodeEscape == .javaScript && peek() != UInt8(ascii: "{"):   // \u0041
            scalar(hexDigits(4), into: &value)
        case UInt8(ascii: "u") where rules.unicodeEscape == .braced || rules.unicodeEscape == .javaScript:   // \u{1F600}
            guard peek() == UInt8(ascii: "{") else { return }
            advance()
            let hex = hexDigits(8)
            if peek() == UInt8(ascii: "}") { advance() }
            scalar(hex, into: &value)
        default: value.append(e)
        }
    }

    /// Up to `n` hex digits from the cursor: a quote or anything else after fewer ends them.
    private mutating func hexDigits(_ n: Int) -> String {
        var hex = ""
        while hex.count < n, i < s.count, let d = Character(Unicode.Scalar(s[i])).hexDigitValue, d >= 0 {
            hex.append(Character(Unicode.Scalar(s[i])))
            advance()
        }
        return hex
    }

    private func scalar(_ hex: String, into value: inout [UInt8]) {
        if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { value += Array(String(u).utf8) }
    }

    /// An interpolation's code from its opening bracket to the one that closes it, lexed as code
    /// (strings in it, with their own interpolations, comments and the rest nest); its tokens are kept
    /// where the rules say so, else dropped.
    private mutating func interpolation(open: UInt8, close: UInt8) throws(Failure) {
        let l = line, col = column
        guard interpolationDepth < Self.maxInterpolationDepth else {
            throw Failure(line: l, column: col, reason: "\(rules.interpolationNoun)s nested deeper than \(Self.maxInterpolationDepth)")
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        advance()
        let mark = tokens.count
        previous = nil
        try run(inside: (open, close, l, col))
        if !rules.keepsInterpolatedTokens { tokens.removeSubrange(mark...) }
    }
}
