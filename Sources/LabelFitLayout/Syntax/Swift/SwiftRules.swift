extension LexicalRules {
    /// Swift's lexical structure (*The Swift Programming Language*, "Lexical Structure" —
    /// docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure):
    /// `"…"`, multi-line `"""…"""` and extended `#"…"#` literals with `\(…)` (`\#(…)`) interpolation
    /// and `\u{…}` escapes, `` `names` ``, `$0` names.
    static let swift = LexicalRules(
        dollar: .startsName, backtickNames: true, leadingDotNumbers: false, numbers: .nameRun,
        operators: ["->", "?.", "==", "!=", "&&", "||", "??", "..", "=>"],
        quotes: [UInt8(ascii: "\"")], rawPrefix: nil, extendedDelimiters: true, tripleQuotedIsRaw: false,
        trimsMultilineText: true, interpolation: .backslashParenthesis, interpolationNoun: "string interpolation",
        unicodeEscape: .braced, characterLiterals: false)
}
