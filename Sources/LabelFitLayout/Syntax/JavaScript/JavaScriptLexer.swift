/// JavaScript and TypeScript source (a script, a template's expression, a JSX file) cut into tokens by
/// `SourceLexer` under JavaScript's rules. The code comes out of templates and JSX files, where markup
/// text is no JavaScript (`Don't`), so these rules recover: an unterminated string ends at its line's
/// end and the rest is still read.
enum JavaScriptLexer {
    static func tokens(_ text: String) throws(SourceLexer.Failure) -> [SourceToken] {
        try SourceLexer.tokens(text, rules: .javaScript)
    }
}

extension LexicalRules {
    /// ECMAScript's lexical grammar (ECMA-262, "ECMAScript Language: Lexical Grammar" —
    /// tc39.es/ecma262/#sec-ecmascript-language-lexical-grammar), which TypeScript keeps: `'…'` and
    /// `"…"` strings on one line, `` `…` `` template literals spanning lines with `${…}` substitutions
    /// that nest, `\x`, `\u` and `\u{…}` escapes, comments that do not nest, `$` a name character,
    /// and regular expression literals told from division by the token before the `/`.
    ///
    /// A `/` divides after `)`, `]`, a postfix `++`/`--`, and after `}` (an object literal or a block:
    /// reading a division as a regular expression could swallow the rest of the line, while the other
    /// way round only misses a regular expression statement, rare after a block); it also divides
    /// after `<`, where it is JSX's closing tag `</p>` (comparing with a regular expression literal has
    /// no use). The keywords after which an expression starts (ECMA-262, "Keywords and Reserved Words")
    /// let a regular expression follow: `return /a/`.
    static let javaScript = LexicalRules(
        dollar: .inNames, backtickNames: false, leadingDotNumbers: true, numbers: .nameRun,
        operators: ["||", "?.", "&&", "??", "==", "!=", "=>", "++", "--", "<=", ">="],
        quotes: [UInt8(ascii: "'"), UInt8(ascii: "\"")], tripleQuotes: false, templateQuote: UInt8(ascii: "`"),
        rawPrefix: nil, extendedDelimiters: false, tripleQuotedIsRaw: false, trimsMultilineText: false,
        interpolation: .none, interpolationNoun: "template substitution", unicodeEscape: .javaScript,
        characterLiterals: false, nestedComments: false,
        regularExpressions: RegularExpressions(
            after: ["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"],
            divisionAfter: [")", "]", "}", "++", "--", "<"]),
        keepsInterpolatedTokens: true, recovers: true)
}
