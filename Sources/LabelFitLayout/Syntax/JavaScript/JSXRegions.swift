/// The JSX in a `.jsx`/`.tsx` file: the source with everything that is not JSX markup blanked (line
/// breaks kept, so lines stay where they were), to be read by `WebTemplateReader` in its braces mode.
/// JSX text is not JavaScript (`don't` is no string), so the markup cannot go through a JS lexer; a JSX
/// element starts at a `<` in expression position — after `(`, `,`, `=`, `:`, `?`, `&&`, `||`, `{`,
/// `[`, `!`, `;`, `}`, `=>` or `return` — followed by a name or `>` (https://facebook.github.io/jsx/,
/// "JSXElement" as a PrimaryExpression), and ends where its tags balance. TypeScript generics
/// (`useState<string>(`) follow a name, so they are not taken for markup. One pass; strings, template
/// literals and comments of the JavaScript around are skipped; a region is read at most once.
public enum JSXRegions {
    public static func markup(_ text: String) -> String {
        let b = Array(text.utf8)
        var keep = [Bool](repeating: false, count: b.count)
        var i = 0
        func isName(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24 }
        func skipString(_ k: Int) -> Int {
            let q = b[k]
            var j = k + 1
            while j < b.count && b[j] != q {
                if b[j] == 0x5C { j += 2; continue }
                if q != 0x60 && b[j] == 0x0A { break }
                j += 1
            }
            return min(b.count, j + 1)
        }
        // Skips a balanced `{ … }` from k (at `{`), strings inside included; returns the index after it.
        func skipBraces(_ k: Int) -> Int {
            var depth = 0
            var j = k
            while j < b.count {
                let c = b[j]
                if c == 0x22 || c == 0x27 || c == 0x60 { j = skipString(j); continue }
                if c == 0x7B { depth += 1 } else if c == 0x7D { depth -= 1; if depth == 0 { return j + 1 } }
                j += 1
            }
            return b.count
        }
        // One JSX element from k (at `<`): returns the index after it.
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
        var prev: UInt8 = 0x28
        var prevWordReturn = false
        while i < b.count {
            let c = b[i]
            if c == 0x22 || c == 0x27 || c == 0x60 { i = skipString(i); prev = 0x61; continue }
            if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2F { while i < b.count && b[i] != 0x0A { i += 1 }; continue }
            if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2A {
                i += 2
                while i + 1 < b.count && !(b[i] == 0x2A && b[i + 1] == 0x2F) { i += 1 }
                i = min(b.count, i + 2); continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1; continue }
            if c == 0x3C, i + 1 < b.count, isName(b[i + 1]) || b[i + 1] == 0x3E,
               prevWordReturn || [0x28, 0x2C, 0x3D, 0x3A, 0x3F, 0x26, 0x7C, 0x7B, 0x5B, 0x21, 0x3B, 0x7D, 0x3E].contains(prev) {
                let end = element(i)
                for k in i..<end { keep[k] = true }
                i = end
                prev = 0x29
                prevWordReturn = false
                continue
            }
            if isName(c) {
                let start = i
                while i < b.count && isName(b[i]) { i += 1 }
                prevWordReturn = String(decoding: b[start..<i], as: UTF8.self) == "return"
                prev = 0x61
                continue
            }
            prev = c
            prevWordReturn = false
            i += 1
        }
        var out = b
        for k in 0..<b.count where !keep[k] && b[k] != 0x0A { out[k] = 0x20 }
        return String(decoding: out, as: UTF8.self)
    }
}
