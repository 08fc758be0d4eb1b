/// One token of Kotlin source, with the line and column it starts at (1-based).
struct KotlinToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A name (backticks removed) or a keyword: Kotlin's soft keywords make the two one class here.
        case identifier
        /// A number literal as written, suffix included ("16", "1f", "0.5", "0xFF").
        case number
        /// A string literal: `value` is its text when it has no template (`$x`, `${…}`), else nil.
        case string(value: String?)
        case character
        /// A JavaScript regular expression literal, flags included (`/a\/b/g`).
        case regularExpression
        /// Punctuation: one character, or `->`, `?.`, `::`, `?:`, `==`, `!=`, `&&`, `||`, `..`.
        case punctuation
    }
    var kind: Kind
    var text: String
    var line: Int
    var column: Int

    func isPunctuation(_ p: String) -> Bool { if case .punctuation = kind { text == p } else { false } }
    var isIdentifier: Bool { if case .identifier = kind { true } else { false } }
}
