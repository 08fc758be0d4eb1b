/// What sets one language's lexical structure apart from another's, as data for `SourceLexer`. Kotlin,
/// Swift and Dart share the rest: white space, `//` and nesting `/* */` comments, names of letters,
/// digits, `_` and any non-ASCII character, a string's text kept when it holds no interpolation, and
/// brackets inside an interpolation counted to its end. Each language's rules are a small file beside
/// its lexer's name (`KotlinLexer`, `SwiftLexer`, `DartLexer`).
struct LexicalRules: Sendable {
    /// What `$` is outside strings: no name character (Kotlin), the start of a name such as `$0`
    /// (Swift), or a name character anywhere (Dart).
    enum Dollar: Sendable { case punctuation, startsName, inNames }

    /// How a number literal runs: Kotlin's literal grammar (`0x`/`0b` prefixes, `_` separators, a
    /// fraction only before digits, a signed exponent, `f`/`L`/`u` suffixes), or a run of name
    /// characters and `.digit` (Swift, Dart).
    enum Numbers: Sendable { case kotlinLiterals, nameRun }

    /// How a string holds code: `$name` and `${…}` (Kotlin, Dart), or `\(…)` (Swift).
    enum Interpolation: Sendable { case dollar, backslashParenthesis }

    /// A `\u` escape: four hex digits (Kotlin), `{1 to 8 hex digits}` (Swift), or none (Dart: a `u`).
    enum UnicodeEscape: Sendable { case fourHex, braced, none }

    var dollar: Dollar
    var backtickNames: Bool
    /// A number may start with `.` (`.5`) unless it follows a name or `)` (a member: `a.5` is no number).
    var leadingDotNumbers: Bool
    var numbers: Numbers
    /// The two-character operators kept as one punctuation token; every other punctuation is one.
    var operators: Set<String>

    /// The characters that open (and close) a string; `"""` (or `'''`) opens a multi-line one.
    var quotes: [UInt8]
    /// A letter before the quote that makes a string raw: no escapes, no interpolation (Dart's `r`).
    var rawPrefix: UInt8?
    /// Swift's extended delimiters: `#"…"#`, escapes and interpolation with as many `#` after `\`.
    var extendedDelimiters: Bool
    /// Kotlin: a triple-quoted string is raw (no escapes, templates still read), and quotes after its
    /// closing `"""` belong to its text.
    var tripleQuotedIsRaw: Bool
    /// Swift: a multi-line literal's text starts after the opening line break and ends before the
    /// closing delimiter's line.
    var trimsMultilineText: Bool
    var interpolation: Interpolation
    /// The word errors use: "string template" (Kotlin) or "string interpolation".
    var interpolationNoun: String
    var unicodeEscape: UnicodeEscape
    /// Kotlin's `'c'`: a token of its own, and skipped inside a template so that `'}'` ends nothing.
    var characterLiterals: Bool
}
