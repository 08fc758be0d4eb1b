/// The languages `SourceLexer` reads, by name, for callers outside the module (the fuzz targets).
public enum SourceLanguage: CaseIterable, Sendable {
    case kotlin, swift, dart, javaScript

    var rules: LexicalRules {
        switch self {
        case .kotlin: .kotlin
        case .swift: .swift
        case .dart: .dart
        case .javaScript: .javaScript
        }
    }

    /// How many tokens `text` holds, or why it is refused, with where. Stops the process when a token
    /// breaks what every lexing holds (tokens in source order, each inside the source): a fuzzer finds
    /// that as a crash.
    public func lex(_ text: String) -> (tokens: Int, failure: String?) {
        do {
            let tokens = try SourceLexer.tokens(text, rules: rules)
            let lines = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            var last = (line: 1, column: 1)
            for t in tokens {
                precondition(t.line >= 1 && t.line <= lines && t.column >= 1, "a token outside the source: \(t)")
                precondition((t.line, t.column) >= last, "tokens out of order: \(t) after \(last)")
                last = (t.line, t.column)
            }
            return (tokens.count, nil)
        } catch {
            return (0, "\(error.line):\(error.column): \(error.reason)")
        }
    }
}
