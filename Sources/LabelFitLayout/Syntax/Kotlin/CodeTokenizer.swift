/// Kotlin and Java source as the token shapes `AndroidCodeUses` matches: identifiers, numbers and
/// single punctuation, string and character literals as opaque tokens, comments dropped, so that
/// `R.string.x` inside a string or a comment is never taken for a use (docs/layout.md).
struct CodeToken: Equatable {
    enum Kind: Equatable { case identifier, number, punctuation, string }
    var kind: Kind
    var text: String
    var line: Int
}

enum CodeTokenizer {
    /// The source's tokens as `KotlinLexer` reads them (the one lexer: strings with their templates,
    /// raw strings, nested comments), punctuation cut to single characters for the call shapes
    /// `AndroidCodeUses` matches (`?.` is `?` then `.`). Java reads the same way for these shapes; a
    /// file the lexer refuses (an unterminated string or comment) gives the tokens before the fault.
    static func tokens(_ source: String) -> [CodeToken] {
        let lexed: [KotlinToken]
        do { lexed = try KotlinLexer.tokens(source) } catch {
            let cut = source.split(separator: "\n", omittingEmptySubsequences: false).prefix(max(0, error.line - 1)).joined(separator: "\n")
            lexed = (try? KotlinLexer.tokens(cut)) ?? []
        }
        var out: [CodeToken] = []
        out.reserveCapacity(lexed.count)
        for t in lexed {
            switch t.kind {
            case .identifier: out.append(CodeToken(kind: .identifier, text: t.text, line: t.line))
            case .number: out.append(CodeToken(kind: .number, text: t.text, line: t.line))
            case .string, .character, .regularExpression: out.append(CodeToken(kind: .string, text: "", line: t.line))
            case .punctuation:
                for c in t.text { out.append(CodeToken(kind: .punctuation, text: String(c), line: t.line)) }
            }
        }
        return out
    }
}
