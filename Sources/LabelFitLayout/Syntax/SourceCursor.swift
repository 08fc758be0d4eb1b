/// The byte position the Kotlin, Swift and Dart lexers share: where they are in the source's UTF-8,
/// and the line and column each token and error is located at. The three languages also share
/// nesting block comments (Kotlin: kotlinlang.org/spec "Syntax and grammar", DelimitedComment;
/// *The Swift Programming Language*, "Lexical Structure": "Multiline comments can be nested";
/// Dart: dart.dev/language/comments, "multi-line comments can nest"), so that is read here once.
protocol SourceCursor {
    var s: [UInt8] { get }
    var i: Int { get set }
    var line: Int { get set }
    var lineStart: Int { get set }
}

extension SourceCursor {
    var column: Int { i - lineStart + 1 }

    /// The byte `k` ahead, 0 past the end (no token starts with NUL, so it ends every scan).
    func peek(_ k: Int = 0) -> UInt8 { i + k < s.count ? s[i + k] : 0 }

    mutating func advance() {
        if s[i] == 0x0A { line += 1; lineStart = i + 1 }
        i += 1
    }

    func text(_ a: Int, _ b: Int) -> String { String(decoding: s[a..<min(b, s.count)], as: UTF8.self) }

    func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// From `/*` to the `*/` that closes it, nested ones included.
    mutating func blockComment() throws(KotlinLexer.Failure) {
        let l = line, col = column
        var depth = 0
        repeat {
            if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { depth += 1; advance(); advance() }
            else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { depth -= 1; advance(); advance() }
            else if i < s.count { advance() }
            else { throw KotlinLexer.Failure(line: l, column: col, reason: "unterminated comment") }
        } while depth > 0
    }
}
