/// Translation calls in JavaScript/TypeScript (a template's `{{ … }}`, `{ … }`, a bound attribute, a
/// script, a JSX file): its tokens as `JavaScriptLexer` reads them, and a reader of the call shapes the
/// i18n libraries document. A key is only a complete string literal; a key built at runtime is not a
/// use. A call inside a template literal's `${…}` is a call; one in a comment, a string or a regular
/// expression is not.
public enum TranslationCalls {
    /// A token as the call shapes see it: a string literal's text is its value; a template literal with
    /// a substitution is no string.
    struct Token: Equatable { var text: String; var isString: Bool; var line: Int }

    /// The tokens, none when the lexer refuses the text (past one of its bounds: the JavaScript rules
    /// recover from everything else), with why.
    static func tokens(_ text: String) -> (tokens: [Token], failure: SourceLexer.Failure?) {
        let lexed: [SourceToken]
        do { lexed = try JavaScriptLexer.tokens(text) } catch { return ([], error) }
        return (lexed.map { t in
            if case .string(let value) = t.kind {
                return Token(text: value ?? "`…`", isString: value != nil, line: t.line)
            }
            return Token(text: t.text, isString: false, line: t.line)
        }, nil)
    }

    /// Functions that take the key first: i18next / react-i18next / vue-i18n `t`, `$t`, `tc`, `$tc`
    /// (https://www.i18next.com/overview/api#t, https://vue-i18n.intlify.dev/api/composition.html),
    /// svelte-i18n `$_`, `$t`, `$format` (https://github.com/kaisermann/svelte-i18n/blob/main/docs/Formatting.md),
    /// ngx-translate `translate.instant` (https://github.com/ngx-translate/core#translateservice-api).
    static let keyFirst: Set<String> = ["t", "$t", "tc", "$tc", "$_", "$format", "instant", "__"]
    /// The receivers a key-first function is a member of when it is an i18n library's (`i18n.t`,
    /// `this.$t`, `translate.instant`); `x.t('…')` on anything else is not a translation.
    static let i18nReceivers: Set<String> = ["i18n", "i18next", "$i18n", "this", "props", "translate", "translateService", "translocoService", "intl"]
    /// Angular pipes that take the key on their left: ngx-translate `translate`, Transloco `transloco`.
    static let pipes: Set<String> = ["translate", "transloco"]

    /// Every key (and its form and line, 1 for the expression's first) the expression names.
    public static func keys(in expression: String) -> [(key: String, form: String, line: Int)] { read(expression).keys }

    /// Every key a module names, its calls that name one of its own string constants followed.
    public static func keysFollowingItsConstants(in module: String) -> [(key: String, form: String, line: Int)] {
        var constants = JSConstants()
        constants.read(tokens(module).tokens, file: "module")
        return read(module, constants: constants, file: "module").keys
    }

    /// A constant's path at `i` (`LABELS`, `LABELS.menu.open`) ending just before a `)` or `,`, and its
    /// value as `file` sees it.
    static func constant(_ t: [Token], at i: Int, constants: JSConstants, file: String) -> String? {
        guard i < t.count, JSConstants.isName(t[i]) else { return nil }
        var path = t[i].text, k = i + 1
        while k + 1 < t.count, t[k].text == "." || t[k].text == "?.", JSConstants.isName(t[k + 1]), k < i + 32 { path += "." + t[k + 1].text; k += 2 }
        guard k < t.count, t[k].text == ")" || t[k].text == "," else { return nil }
        return constants.value(path, file: file)
    }

    /// The keys, and why none could be read when the lexer refused the expression. `constants` are the
    /// app's string constants (`JSConstants`), followed where a call names one instead of a literal.
    static func read(_ expression: String, constants: JSConstants = JSConstants(), file: String = "") -> (keys: [(key: String, form: String, line: Int)], failure: SourceLexer.Failure?) {
        let (t, failure) = tokens(expression)
        var out: [(String, String, Int)] = []
        for (i, tok) in t.enumerated() {
            // name( CONSTANT [, …] ): the constant's value is the key.
            if !constants.isEmpty, keyFirst.contains(tok.text) || tok.text == "formatMessage" || tok.text == "$formatMessage",
               i + 2 < t.count, t[i + 1].text == "(", !t[i + 2].isString, let key = constant(t, at: i + 2, constants: constants, file: file) {
                let member = i > 0 && (t[i - 1].text == "." || t[i - 1].text == "?.")
                let receiver = member && i > 1 ? t[i - 2].text : ""
                let formatting = tok.text.hasSuffix("ormatMessage")
                if !formatting, member && !i18nReceivers.contains(receiver) && tok.text != "$t" { continue }
                if tok.text == "instant" && !member { continue }
                out.append((key, (member ? receiver + "." : "") + tok.text + "(constant)", tok.line))
                continue
            }
            // name( 'key' [, …] )  — not a member of something else unless the receiver is an i18n object.
            if keyFirst.contains(tok.text), i + 2 < t.count, t[i + 1].text == "(", t[i + 2].isString,
               i + 3 < t.count, t[i + 3].text == ")" || t[i + 3].text == "," {
                let member = i > 0 && (t[i - 1].text == "." || t[i - 1].text == "?.")
                let receiver = member && i > 1 ? t[i - 2].text : ""
                if member && !i18nReceivers.contains(receiver) && tok.text != "$t" { continue }
                if tok.text == "instant" && !member { continue }
                out.append((t[i + 2].text, (member ? receiver + "." : "") + tok.text + "('…')", tok.line))
            }
            // react-intl `intl.formatMessage({ id: 'key' })` (https://formatjs.github.io/docs/react-intl/api/#formatmessage).
            if tok.text == "formatMessage" || tok.text == "$formatMessage", i + 2 < t.count, t[i + 1].text == "(", t[i + 2].text == "{" {
                var k = i + 3
                var depth = 1
                while k + 2 < t.count && depth > 0 && k < i + 64 {
                    if t[k].text == "{" { depth += 1 } else if t[k].text == "}" { depth -= 1 }
                    if depth == 1, t[k].text == "id", t[k + 1].text == ":", t[k + 2].isString { out.append((t[k + 2].text, "formatMessage({id})", tok.line)); break }
                    k += 1
                }
            }
            // 'key' | translate  (https://github.com/ngx-translate/core#4-use-the-service-the-pipe-or-the-directive)
            if tok.isString, i + 2 < t.count, t[i + 1].text == "|", pipes.contains(t[i + 2].text) {
                out.append((tok.text, "'…' | \(t[i + 2].text)", tok.line))
            }
        }
        return (out, failure)
    }
}
