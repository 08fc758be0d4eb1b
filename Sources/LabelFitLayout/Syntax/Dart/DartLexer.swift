/// Dart source cut into tokens by `SourceLexer` under Dart's rules. A string's text is kept when it
/// holds no interpolation, so `'key'.tr()` keeps its key. Debian 12 packages no tree-sitter Dart
/// grammar (`apt-cache search tree-sitter`: the runtime only), so this reads what `labelfit layout`
/// needs within `SourceLexer`'s bounds.
enum DartLexer {
    static func tokens(_ text: String) throws(SourceLexer.Failure) -> [SourceToken] {
        try SourceLexer.tokens(text, rules: .dart)
    }
}

extension LexicalRules {
    /// Dart's lexical rules (dart.dev/guides/language/spec, "Lexical Rules", "Strings"): single- and
    /// triple-quoted literals in `'` or `"`, raw `r'…'` literals without escapes or interpolation,
    /// interpolation `$name` and `${expression}`, `$` a name character.
    static let dart = LexicalRules(
        dollar: .inNames, backtickNames: false, leadingDotNumbers: true, numbers: .nameRun,
        operators: ["=>", "?.", "==", "!=", "&&", "||", "??", ".."],
        quotes: [UInt8(ascii: "'"), UInt8(ascii: "\"")], tripleQuotes: true, templateQuote: nil, rawPrefix: UInt8(ascii: "r"), extendedDelimiters: false,
        tripleQuotedIsRaw: false, trimsMultilineText: false, interpolation: .dollar,
        interpolationNoun: "string interpolation", unicodeEscape: .none, characterLiterals: false,
        nestedComments: true, regularExpressions: nil, keepsInterpolatedTokens: false, recovers: false)
}
