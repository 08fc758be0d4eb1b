/// Kotlin source cut into tokens by `SourceLexer` under Kotlin's rules; comments and white space are
/// dropped, string templates (`"${a + "}"}"`) are skipped with their nesting, so braces and quotes
/// inside them never end a string or open a block.
///
/// tree-sitter's Kotlin grammar would be the parser of choice, but Debian 12 packages only the
/// tree-sitter runtime (`libtree-sitter-dev`), no Kotlin grammar, and the house rules take C libraries
/// from Debian only; this lexer and `KotlinSyntax` read just what `labelfit layout` needs, and stop
/// with a located error on anything they cannot bound.
enum KotlinLexer {
    typealias Failure = SourceLexer.Failure

    static let maxBytes = SourceLexer.maxBytes
    static let maxTemplateDepth = SourceLexer.maxInterpolationDepth

    static func tokens(_ text: String) throws(Failure) -> [KotlinToken] {
        try SourceLexer.tokens(text, rules: .kotlin)
    }
}

extension LexicalRules {
    /// Kotlin's lexical grammar ("Kotlin language specification", Syntax and grammar: Lexical grammar —
    /// kotlinlang.org/spec/syntax-and-grammar.html): `"…"` with escapes and templates, `"""…"""` raw
    /// with templates, `'c'` characters, `` `names` ``, number literals with prefixes and suffixes.
    static let kotlin = LexicalRules(
        dollar: .punctuation, backtickNames: true, leadingDotNumbers: true, numbers: .kotlinLiterals,
        operators: ["->", "?.", "::", "?:", "==", "!=", "&&", "||", ".."],
        quotes: [UInt8(ascii: "\"")], tripleQuotes: true, templateQuote: nil, rawPrefix: nil, extendedDelimiters: false, tripleQuotedIsRaw: true,
        trimsMultilineText: false, interpolation: .dollar, interpolationNoun: "string template",
        unicodeEscape: .fourHex, characterLiterals: true,
        nestedComments: true, regularExpressions: nil, keepsInterpolatedTokens: false, recovers: false)
}
