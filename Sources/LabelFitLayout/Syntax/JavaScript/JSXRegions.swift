/// The JSX in a `.jsx`/`.tsx` file: the source with everything that is not JSX markup blanked (line
/// breaks kept, so lines stay where they were), to be read by `WebTemplateReader` in its braces mode.
/// JSX text is not JavaScript (`don't` is no string), so the markup cannot go through a JS lexer; a JSX
/// element starts at a `<` in expression position — after `(`, `,`, `=`, `:`, `?`, `&&`, `||`, `{`,
/// `[`, `!`, `;`, `}`, `=>` or `return` — followed by a name or `>` (https://facebook.github.io/jsx/,
/// "JSXElement" as a PrimaryExpression), and ends where its tags balance. TypeScript generics
/// (`useState<string>(`) follow a name, so they are not taken for markup. One pass: the JavaScript
/// around and inside `{…}` is read by `JavaScriptLexer` (its strings, template literals, regular
/// expressions and comments hide any `<` or brace), the markup between by the tag balancing here; a
/// region is read at most once.
public enum JSXRegions {
    /// The last character of the punctuation after which an expression, and so an element, may start.
    static let beforeElement: Set<UInt8> = Set("(,=:?&|{[!;}>".utf8)

    public static func markup(_ text: String) -> String { read(text).markup }

    /// The markup, and why the lexer stopped early (past one of its bounds), if it did: the rest is
    /// then blank.
    static func read(_ text: String) -> (markup: String, failure: SourceLexer.Failure?) {
        let b = Array(text.utf8)
        var keep = [Bool](repeating: false, count: b.count)
        var lexer = SourceLexer(rules: .javaScript, s: b)
        var failure: SourceLexer.Failure?
        func isName(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24 }
        // JSX attribute strings are markup, not JavaScript strings.
        func skipString(_ k: Int) -> Int {
            let q = b[k]
            var j = k + 1
            while j < b.count && b[j] != q {
                if b[j] == 0x5C { j += 2; continue }
                if b[j] == 0x0A { break }
                j += 1
            }
            return min(b.count, j + 1)
        }
        // A `{ … }` from k (at `{`), its code read by the lexer; the index after it.
        func skipBraces(_ k: Int) -> Int {
            lexer.skip(to: k, previous: nil)
            do throws(SourceLexer.Failure) { try lexer.skipBracketed(open: 0x7B, close: 0x7D) } catch { failure = failure ?? error; return b.count }
            return lexer.i
        }
        // One JSX element from k (at `<`): the index after it.
        func element(_ k: Int) -> Int {
            var depth = 0
            var j = k
            while j < b.count {
                let c = b[j]
                if c == 0x7B { j = skipBraces(j); continue }
                if c == 0x3C {
                    let closing = j + 1 < b.count && b[j + 1] == 0x2F
                    // The tag, to its `>`: quoted values and `{…}` values skipped.
                    var t = j + 1
                    var selfClosing = false
                    while t < b.count && b[t] != 0x3E {
                        if b[t] == 0x22 || b[t] == 0x27 { t = skipString(t); continue }
                        if b[t] == 0x7B { t = skipBraces(t); continue }
                        if b[t] == 0x2F && t + 1 < b.count && b[t + 1] == 0x3E { selfClosing = true }
                        t += 1
                    }
                    j = min(b.count, t + 1)
                    if closing { depth -= 1 } else if !selfClosing { depth += 1 }
                    if depth <= 0 { return j }
                    continue
                }
                j += 1
            }
            return b.count
        }
        // Each top-level token in turn; the lexer stops after a `<`, with the token before it kept.
        var last: SourceToken?, before: SourceToken?
        let stop: (SourceToken) -> Bool = { t in
            defer { last = t }
            guard t.isPunctuation("<") else { return false }
            before = last
            return true
        }
        while failure == nil {
            do throws(SourceLexer.Failure) { guard try lexer.tokens(through: stop) else { break } } catch { failure = error; break }
            let at = lexer.i - 1
            let expressionPosition: Bool
            if let p = before {
                if p.isIdentifier { expressionPosition = p.text == "return" }
                else if case .punctuation = p.kind, let c = p.text.utf8.last { expressionPosition = beforeElement.contains(c) }
                else { expressionPosition = false }
            } else {
                expressionPosition = true
            }
            guard expressionPosition, at + 1 < b.count, isName(b[at + 1]) || b[at + 1] == 0x3E else { continue }
            let end = element(at)
            for k in at..<end { keep[k] = true }
            // After an element, as after any value: `/` divides, `<` compares.
            let value = SourceToken(kind: .punctuation, text: ")", line: lexer.line, column: lexer.column)
            lexer.skip(to: end, previous: value)
            last = value
        }
        var out = b
        for k in 0..<b.count where !keep[k] && b[k] != 0x0A { out[k] = 0x20 }
        return (String(decoding: out, as: UTF8.self), failure)
    }
}
