extension LexicalRules {
    /// Dart's lexical rules (dart.dev/guides/language/spec, "Lexical Rules", "Strings"): single- and
    /// triple-quoted literals in `'` or `"`, raw `r'…'` literals without escapes or interpolation,
    /// interpolation `$name` and `${expression}`, `$` a name character.
    static let dart = LexicalRules(
        dollar: .inNames, backtickNames: false, leadingDotNumbers: true, numbers: .nameRun,
        operators: ["=>", "?.", "==", "!=", "&&", "||", "??", ".."],
        quotes: [UInt8(ascii: "'"), UInt8(ascii: "\"")], rawPrefix: UInt8(ascii: "r"), extendedDelimiters: false,
        tripleQuotedIsRaw: false, trimsMultilineText: false, interpolation: .dollar,
        interpolationNoun: "string interpolation", unicodeEscape: .none, characterLiterals: false)
}
