/// What sets one language's lexical structure apart from another's, as data for `SourceLexer`. Kotlin,
/// Swift, Dart and JavaScript/TypeScript share the rest: white space, `//` and `/* */` comments, names
/// of letters, digits, `_` and any non-ASCII character, a string's text kept when it holds no
/// interpolation, and an interpolation's code lexed as code up to the bracket that closes it. Each
/// language's rules are a small file beside its lexer's name (`KotlinLexer`, `SwiftLexer`,
/// `DartLexer`, `JavaScriptLexer`).
struct LexicalRules: Sendable {
    /// What `$` is outside strings: no name character (Kotlin), the start of a name such as `$0`
    /// (Swift), or a name character anywhere (Dart).
    enum Dollar: Sendable { case punctuation, startsName, inNames }

    /// How a number literal runs: Kotlin's literal grammar (`0x`/`0b` prefixes, `_` separators, a
    /// fraction only before digits, a signed exponent, `f`/`L`/`u` suffixes), or a run of name
    /// characters and `.digit` (Swift, Dart).
    enum Numbers: Sendable { case kotlinLiterals, nameRun }

    /// How a string in `quotes` holds code: `$name` and `${…}` (Kotlin, Dart), `\(…)` (Swift), or not
    /// at all (JavaScript, whose template literals are the `templateQuote`'s).
    enum Interpolation: Sendable { case dollar, backslashParenthesis, none }

    /// A `\u` escape: four hex digits (Kotlin), `{1 to 8 hex digits}` (Swift), either of these and
    /// `\x` with two hex digits (JavaScript), or none (Dart: a `u`).
    enum UnicodeEscape: Sendable { case fourHex, braced, javaScript, none }

    /// Where a `/` opens a regular expression literal rather than dividing, decided by the token before
    /// it, as a lexer without the parser's context must (ECMA-262 names the two goal symbols,
    /// InputElementDiv and InputElementRegExp, and leaves the choice to the syntactic context): after a
    /// name only when the name is one of the keywords in `after` (`return /a/`), after punctuation
    /// unless it is one in `divisionAfter` (`)`, `]`), never after a literal.
    struct RegularExpressions: Sendable {
        var after: Set<String>
        var divisionAfter: Set<String>
    }

    var dollar: Dollar
    var backtickNames: Bool
    /// A number may start with `.` (`.5`) unless it follows a name or `)` (a member: `a.5` is no number).
    var leadingDotNumbers: Bool
    var numbers: Numbers
    /// The two-character operators kept as one punctuation token; every other punctuation is one.
    var operators: Set<String>

    /// The characters that open (and close) a string; with `tripleQuotes`, `"""` (or `'''`) opens a
    /// multi-line one.
    var quotes: [UInt8]
    var tripleQuotes: Bool
    /// JavaScript's backquote: a template literal, which may span lines and holds `${…}` code.
    var templateQuote: UInt8?
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
    /// Whether `/* /* */ */` is one comment (Kotlin, Swift, Dart) or ends at the first `*/` (JavaScript).
    var nestedComments: Bool
    var regularExpressions: RegularExpressions?
    /// Whether an interpolation's tokens stay in the output, after the string that holds them (a call
    /// in `${…}` is a call), or are dropped (the readers take a string with code in it as one value).
    var keepsInterpolatedTokens: Bool
    /// Whether an unterminated string ends at its line's end, and an unterminated comment, template or
    /// interpolation at the end of the input, with lexing going on, rather than being a located error:
    /// for code read out of markup that is not all code (JSX text such as `Don't`, template attributes).
    var recovers: Bool
}
