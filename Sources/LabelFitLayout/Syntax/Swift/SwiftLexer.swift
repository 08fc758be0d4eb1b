/// Tokens of Swift and Dart source have the kinds Kotlin's have (names, numbers, string literals with
/// their text when they hold no interpolation, punctuation); `CallSyntax` reads all three alike.
typealias SourceToken = KotlinToken

/// Swift source cut into tokens by `SourceLexer` under Swift's rules, so a parenthesis or quote inside
/// a string literal or its interpolation never ends a call. Debian 12 packages no tree-sitter Swift
/// grammar (`apt-cache search tree-sitter`: the runtime only), so this reads what `labelfit layout`
/// needs and stops with a located error otherwise.
enum SwiftLexer {
    static func tokens(_ text: String) throws(SourceLexer.Failure) -> [SourceToken] {
        try SourceLexer.tokens(text, rules: .swift)
    }
}

extension LexicalRules {
    /// Swift's lexical structure (*The Swift Programming Language*, "Lexical Structure" —
    /// docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure):
    /// `"…"`, multi-line `"""…"""` and extended `#"…"#` literals with `\(…)` (`\#(…)`) interpolation
    /// and `\u{…}` escapes, `` `names` ``, `$0` names.
    static let swift = LexicalRules(
        dollar: .startsName, backtickNames: true, leadingDotNumbers: false, numbers: .nameRun,
        operators: ["->", "?.", "==", "!=", "&&", "||", "??", "..", "=>"],
        quotes: [UInt8(ascii: "\"")], tripleQuotes: true, templateQuote: nil, rawPrefix: nil, extendedDelimiters: true, tripleQuotedIsRaw: false,
        trimsMultilineText: true, interpolation: .backslashParenthesis, interpolationNoun: "string interpolation",
        unicodeEscape: .braced, characterLiterals: false,
        nestedComments: true, regularExpressions: nil, keepsInterpolatedTokens: false, recovers: false)
}
