/// Translation calls in a JavaScript/TypeScript expression (a template's `{{ … }}`, `{ … }`, a bound
/// attribute): a bounded lexer (identifiers, strings, template literals, numbers, punctuation,
/// comments) and a reader of the call shapes the i18n libraries document. A key is only a complete
/// string literal; a key built at runtime is not a use.
public enum TranslationCalls {
    struct Token: Equatable { var text: String; var isString: Bool; var offset: Int }

    /// The lexer: strings keep their value; a template literal with `${` is not a plain string.
    static func tokens(_ text: String) -> [Token] {
        let b = Array(text.utf8)
        var out: [Token] = []
        var i = 0
        func isIdent(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24 || c >= 0x80 }
        while i < b.count {
            let c = b[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1; continue }
            if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2F { while i < b.count && b[i] != 0x0A { i += 1 }; continue }
            if c == 0x2F && i + 1 < b.count && b[i + 1] == 0x2A {
                i += 2
                while i + 1 < b.count && !(b[i] == 0x2A && b[i + 1] == 0x2F) { i += 1 }
                i = min(b.count, i + 2); continue
            }
            if c == 0x22 || c == 0x27 || c == 0x60 {
                let start = i
                i += 1
                var bytes: [UInt8] = []
                var plain = true
                while i < b.count && b[i] != c {
                    if b[i] == 0x5C, i + 1 < b.count { bytes.append(b[i + 1]); i += 2; continue }
                    if c == 0x60 && b[i] == 0x24 && i + 1 < b.count && b[i + 1] == 0x7B { plain = false }
                    if c != 0x60 && b[i] == 0x0A { break }
                    bytes.append(b[i]); i += 1
                }
                i = min(b.count, i + 1)
                out.append(Token(text: plain ? String(decoding: bytes, as: UTF8.self) : "`…`", isString: plain, offset: start))
                continue
            }
            if isIdent(c) {
                let start = i
                while i < b.count && isIdent(b[i]) { i += 1 }
                out.append(Token(text: String(decoding: b[start..<i], as: UTF8.self), isString: false, offset: start))
                continue
            }
            // `||` and `?.` are one token so `a || 'x'` is not a pipe and `a?.t(` stays a member call.
            if (c == 0x7C && i + 1 < b.count && b[i + 1] == 0x7C) || (c == 0x3F && i + 1 < b.count && b[i + 1] == 0x2E) {
                out.append(Token(text: c == 0x7C ? "||" : "?.", isString: false, offset: i)); i += 2; continue
            }
            out.append(Token(text: String(UnicodeScalar(c)), isString: false, offset: i))
            i += 1
        }
        return out
    }

    /// Functions that take the key first: i18next / react-i18next / vue-i18n `t`, `$t`, `tc`, `$tc`
    /// (https://www.i18next.com/overview/api#t, https://vue-i18n.intlify.dev/api/composition.html),
    /// svelte-i18n `$_`, `$t`, `$format` (https://github.com/kaisermann/svelte-i18n/blob/main/docs/Formatting.md),
    /// ngx-translate `translate.instant` (https://github.com/ngx-translate/core#translateservice-api).
    static let keyFirst: Set<String> = ["t", "$t", "tc", "$tc", "$_", "$format", "instant", "__"]
    /// Angular pipes that take the key on their left: ngx-translate `translate`, Transloco `transloco`.
    static let pipes: Set<String> = ["translate", "transloco"]

    /// Every key (and its form and offset) the expression names.
    public static func keys(in expression: String) -> [(key: String, form: String, offset: Int)] {
        let t = tokens(expression)
        var out: [(String, String, Int)] = []
        for (i, tok) in t.enumerated() {
            // name( 'key' [, …] )  — not a member of something else unless the receiver is an i18n object.
            if keyFirst.contains(tok.text), i + 2 < t.count, t[i + 1].text == "(", t[i + 2].isString,
               i + 3 < t.count, t[i + 3].text == ")" || t[i + 3].text == "," {
                let member = i > 0 && (t[i - 1].text == "." || t[i - 1].text == "?.")
                let receiver = member && i > 1 ? t[i - 2].text : ""
                if member && !["i18n", "i18next", "$i18n", "this", "props", "translate", "translateService", "translocoService", "intl"].contains(receiver) && tok.text != "$t" { continue }
                if tok.text == "instant" && !member { continue }
                out.append((t[i + 2].text, (member ? receiver + "." : "") + tok.text + "('…')", tok.offset))
            }
            // react-intl `intl.formatMessage({ id: 'key' })` (https://formatjs.github.io/docs/react-intl/api/#formatmessage).
            if tok.text == "formatMessage" || tok.text == "$formatMessage", i + 2 < t.count, t[i + 1].text == "(", t[i + 2].text == "{" {
                var k = i + 3
                var depth = 1
                while k + 2 < t.count && depth > 0 && k < i + 64 {
                    if t[k].text == "{" { depth += 1 } else if t[k].text == "}" { depth -= 1 }
                    if depth == 1, t[k].text == "id", t[k + 1].text == ":", t[k + 2].isString { out.append((t[k + 2].text, "formatMessage({id})", tok.offset)); break }
                    k += 1
                }
            }
            // 'key' | translate  (https://github.com/ngx-translate/core#4-use-the-service-the-pipe-or-the-directive)
            if tok.isString, i + 2 < t.count, t[i + 1].text == "|", pipes.contains(t[i + 2].text) {
                out.append((tok.text, "'…' | \(t[i + 2].text)", tok.offset))
            }
        }
        return out
    }
}
