extension LexicalRules {
    /// Kotlin's lexical grammar ("Kotlin language specification", Syntax and grammar: Lexical grammar —
    /// kotlinlang.org/spec/syntax-and-grammar.html): `"…"` with escapes and templates, `"""…"""` raw
    /// with templates, `'c'` characters, `` `names` ``, number literals with prefixes and suffixes.
    static let kotlin = LexicalRules(
        dollar: .punctuation, backtickNames: true, leadingDotNumbers: true, numbers: .kotlinLiterals,
        operators: ["->", "?.", "::", "?:", "==", "!=", "&&", "||", ".."],
        quotes: [UInt8(ascii: "\"")], rawPrefix: nil, extendedDelimiters: false, tripleQuotedIsRaw: true,
        trimsMultilineText: false, interpolation: .dollar, interpolationNoun: "string template",
        unicodeEscape: .fourHex, characterLiterals: true)
}
