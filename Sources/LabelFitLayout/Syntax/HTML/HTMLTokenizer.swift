/// An HTML page, a Vue single-file component, a Svelte component, an Angular template or JSX markup
/// cut into tokens: start tags with their attributes, end tags, text, comments and declarations,
/// raw-text elements (`<script>`, `<style>`) whole, and template expressions (`{{ … }}`, or Svelte's
/// and JSX's `{ … }`). These are not well-formed HTML (Vue's `@click`, Svelte's `{#if}`, self-closing
/// components, Angular's `[prop]`), so this follows the shape of the HTML Living Standard's tokenizer
/// states (https://html.spec.whatwg.org/multipage/parsing.html#tokenization: data, tag open, end tag
/// open, attribute name, attribute value (double-quoted, single-quoted, unquoted), comment, bogus
/// comment, RAWTEXT for `<script>`/`<style>`) plus `{…}` attribute values, and leaves the tree to its
/// reader. Character references are kept as written.
///
/// One pass: each byte is read a bounded number of times (a tag's or expression's end is searched for
/// once). Bound: `maxAttributes` per tag; past it, a `failure` token and nothing more. Unterminated
/// constructs end at the end of the input.
public struct HTMLTokenizer: Sendable {
    public static let maxAttributes = 512

    /// How template expressions are written in text: `{{ … }}` (Vue, Angular; plain HTML has none, and
    /// reads alike) or `{ … }` (Svelte, JSX).
    public enum Expressions: Sendable { case doubleBraces, singleBraces }

    public struct Attribute: Sendable, Hashable {
        /// As written (`:class`, `[ngClass]`, `v-bind:title`).
        public var name: String
        /// Without its quotes; a `{…}` value keeps its braces; nil for an attribute with no `=`.
        public var value: String?
        public var line: Int
    }

    public struct StartTag: Sendable, Hashable {
        /// As written; `name` is its lowercase.
        public var rawName: String
        public var name: String { rawName.lowercased() }
        public var attributes: [Attribute]
        public var selfClosing: Bool
        /// A `{…}` in attribute position (Svelte's spread or shorthand): any attribute may be set.
        public var spread: Bool
        public var line: Int
    }

    public enum Token: Sendable, Hashable {
        case startTag(StartTag)
        /// The name lowercased.
        case endTag(name: String, line: Int)
        /// Text as written, up to the next `<` or `{` (a lone `<` or `{` is a piece of its own).
        case text(String, line: Int)
        /// `<!-- … -->`, and `<!…>`/`<?…>` (doctype, CDATA, processing instructions): nothing to read.
        case comment(line: Int)
        /// `<script>` or `<style>` with its body up to its end tag, which is read with it.
        case rawTextElement(StartTag, body: String, bodyLine: Int)
        /// The code of a `{{ … }}` or `{ … }`, braces left out.
        case expression(String, line: Int)
        /// A bound was passed at `line`; the tokenizer yields nothing after it.
        case failure(reason: String, line: Int)
    }

    static let rawTextElements: Set<String> = ["script", "style"]

    let b: [UInt8]
    let expressions: Expressions
    var i = 0
    /// The line the cursor is on: after `next()`, the line the token ended on.
    public private(set) var line = 1
    var failed = false

    public init(_ text: String, expressions: Expressions) {
        b = Array(text.utf8)
        self.expressions = expressions
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }

    private func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }
    private mutating func advance(to k: Int) { while i < k && i < b.count { if b[i] == 0x0A { line += 1 }; i += 1 } }
    /// ASCII case-insensitive match of `s` at `k`.
    private func startsWith(_ s: String, _ k: Int) -> Bool {
        let u = Array(s.utf8)
        guard k + u.count <= b.count else { return false }
        for (n, c) in u.enumerated() where b[k + n] | 0x20 != c | 0x20 { return false }
        return true
    }
    private func find(_ s: String, from k: Int) -> Int? {
        let first = Array(s.utf8)[0]
        var j = k
        while j < b.count { if b[j] == first && startsWith(s, j) { return j }; j += 1 }
        return nil
    }
    private func text(_ a: Int, _ e: Int) -> String { String(decoding: b[min(a, b.count)..<min(max(a, e), b.count)], as: UTF8.self) }
    /// The index of the `}` that balances the `{` at `k`, or the end of the input.
    private func closingBrace(from k: Int) -> Int {
        var depth = 0, e = k
        while e < b.count { if b[e] == 0x7B { depth += 1 } else if b[e] == 0x7D { depth -= 1; if depth == 0 { break } }; e += 1 }
        return e
    }

    public mutating func next() -> Token? {
        guard i < b.count && !failed else { return nil }
        let c = b[i], l = line
        if c == 0x3C && startsWith("<!--", i) {
            advance(to: (find("-->", from: i + 4) ?? b.count - 3) + 3)
            return .comment(line: l)
        }
        if c == 0x3C && (at(i + 1) == 0x21 || at(i + 1) == 0x3F) {
            advance(to: (find(">", from: i) ?? b.count - 1) + 1)
            return .comment(line: l)
        }
        if c == 0x3C && at(i + 1) == 0x2F {
            let start = i + 2
            var k = start
            while k < b.count && b[k] != 0x3E && !Self.isSpace(b[k]) { k += 1 }
            let name = text(start, k).lowercased()
            advance(to: (find(">", from: k) ?? b.count - 1) + 1)
            return .endTag(name: name, line: l)
        }
        if c == 0x3C, (at(i + 1) | 0x20) >= 0x61 && (at(i + 1) | 0x20) <= 0x7A {
            return startTag()
        }
        if c == 0x7B && at(i + 1) == 0x7B && expressions == .doubleBraces {
            let start = i + 2
            let end = find("}}", from: start) ?? b.count
            let code = text(start, end)
            advance(to: min(b.count, end + 2))
            return .expression(code, line: l)
        }
        if c == 0x7B && expressions == .singleBraces {
            let e = closingBrace(from: i)
            let code = text(i + 1, e)
            advance(to: min(b.count, e + 1))
            return .expression(code, line: l)
        }
        var e = i
        while e < b.count && b[e] != 0x3C && b[e] != 0x7B { e += 1 }
        if e == i { e += 1 }
        let piece = text(i, e)
        advance(to: e)
        return .text(piece, line: l)
    }

    /// From `<` and a letter: the tag and its attributes (the "before attribute name" to "attribute
    /// value (quoted/unquoted)" states), and for a raw-text element its body and end tag.
    private mutating func startTag() -> Token {
        let tagLine = line
        var k = i + 1
        while k < b.count && !Self.isSpace(b[k]) && b[k] != 0x3E && b[k] != 0x2F { k += 1 }
        var tag = StartTag(rawName: text(i + 1, k), attributes: [], selfClosing: false, spread: false, line: tagLine)
        advance(to: k)
        while i < b.count {
            while i < b.count && Self.isSpace(b[i]) { advance(to: i + 1) }
            if at(i) == 0x3E { i += 1; break }
            if at(i) == 0x2F && at(i + 1) == 0x3E { tag.selfClosing = true; i += 2; break }
            if at(i) == 0x2F { i += 1; continue }
            guard i < b.count else { break }
            let aLine = line
            var n = i
            if at(n) == 0x7B {
                tag.spread = true
                advance(to: min(b.count, closingBrace(from: n) + 1))
                continue
            }
            while n < b.count && !Self.isSpace(b[n]) && b[n] != 0x3D && b[n] != 0x3E && !(b[n] == 0x2F && at(n + 1) == 0x3E) { n += 1 }
            let name = text(i, n)
            advance(to: n)
            var value: String?
            var p = i
            while p < b.count && Self.isSpace(b[p]) { p += 1 }
            if at(p) == 0x3D {
                p += 1
                while p < b.count && Self.isSpace(b[p]) { p += 1 }
                let q = at(p)
                if q == 0x22 || q == 0x27 {
                    let end = b[(p + 1)...].firstIndex(of: q) ?? b.count
                    value = text(p + 1, end)
                    advance(to: min(b.count, end + 1))
                } else if q == 0x7B {
                    let e = closingBrace(from: p)
                    value = "{" + text(p + 1, e) + "}"
                    advance(to: min(b.count, e + 1))
                } else {
                    var e = p
                    while e < b.count && !Self.isSpace(b[e]) && b[e] != 0x3E { e += 1 }
                    value = text(p, e)
                    advance(to: e)
                }
            }
            tag.attributes.append(Attribute(name: name, value: value, line: aLine))
            if tag.attributes.count > Self.maxAttributes {
                failed = true
                return .failure(reason: "more than \(Self.maxAttributes) attributes on <\(tag.rawName)>: the rest of the file is not read", line: line)
            }
        }
        guard Self.rawTextElements.contains(tag.name) else { return .startTag(tag) }
        let bodyLine = line
        let end = find("</" + tag.name, from: i) ?? b.count
        let body = text(i, end)
        advance(to: end)
        advance(to: (find(">", from: i) ?? b.count - 1) + 1)
        return .rawTextElement(tag, body: body, bodyLine: bodyLine)
    }
}
