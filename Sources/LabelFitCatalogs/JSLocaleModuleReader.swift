import Foundation
import LabelFitCore

/// JavaScript/TypeScript locale modules whose strings are an object literal: vuetify
/// `src/locale/ar.ts` (`export default { badge: 'شارة', … }`), uppy `locales/src/ar_SA.ts`
/// (`const ar_SA = {…}; ar_SA.strings = {…}; export default ar_SA`), ignite `app/i18n/ar.ts`
/// (`const ar: Translations = {…}`), vue-i18n and react-intl `locales/ar.js` (`module.exports = {…}`,
/// `export default {…}`, `export const messages = {…}`, `export default defineMessages({…})`).
///
/// The module is never run: a bounded reader tokenizes it (ECMA-262 §12 lexical grammar:
/// comments, string literals with their escapes, template literals, punctuators) and reads only
/// literal values. A string literal (`'…'`, `"…"`), a `+` concatenation of them, and a template
/// literal without `${}` are text; an object is a group of keys, joined with "." as i18next joins
/// nested keys (i18next `keySeparator`, https://www.i18next.com/misc/json-format); an array's items
/// are `key.0`, `key.1`… Everything else — a function, a method, an identifier, a spread, a
/// computed key, a template with `${}`, a number — is not evaluated: it is a located warning naming
/// the key, and not measured (at most 20 per file are listed, then their count).
///
/// Objects read: `export default {`, `export default f({`, `module.exports = {`,
/// `exports.name = {`, `[export] const|let|var name[: Type] = {`, and `name.member = {` for a name
/// the module declared (its keys under `member.`). Other code is passed over.
struct JSLocaleModuleReader {
    let limits: ReadLimits

    enum Token: Equatable {
        case identifier(String), string(String), template(String, interpolated: Bool), number(String), punctuator(String)
        /// A regular expression literal, kept only as "not a literal value".
        case regex
    }
    struct Located { var token: Token; var line: Int; var column: Int }

    /// Object and array nesting read; deeper values are a located warning and not measured. The
    /// reader descends by recursion (two calls a level, each holding the key path so far), so it keeps
    /// to this whatever `--max-depth` allows: 20,000 levels overflowed the stack.
    static let maxDepth = 256

    /// Most warnings listed per file.
    static let maxNotes = 20

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let text = try CatalogText.decode(try CatalogText.read(path, limits: limits), file: path)
            let tokens = try Self.tokenize(text, file: path)
            var reader = ObjectReader(tokens: tokens, path: path, maxDepth: min(limits.maxNestingDepth, Self.maxDepth))
            reader.readModule()
            var seen: [String: SourceLocation] = [:]
            for item in reader.items { out.add(item, limits: limits, seen: &seen) }
            for note in reader.notes.prefix(Self.maxNotes) { out.diagnostics.append(note) }
            if reader.notes.count > Self.maxNotes {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path), .warning,
                    "\(reader.notes.count - Self.maxNotes) more values are not literal text; not measured"))
            }
            if reader.objects == 0 {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: 1), .warning,
                    "no literal object of strings found (export default {…}, module.exports = {…}, const name = {…}): nothing read from this module"))
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    // MARK: Tokens

    /// Whether a `/` after `previous` starts a regular expression rather than a division.
    static func regexMayStart(after previous: Token?) -> Bool {
        switch previous {
        case nil: return true
        case .punctuator(let p)?: return p != ")" && p != "]"
        case .identifier(let w)?: return ["return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await"].contains(w)
        default: return false
        }
    }

    static func tokenize(_ text: String, file: String) throws -> [Located] {
        let s = Array(text.unicodeScalars)
        var out: [Located] = []
        var i = 0, line = 1, lineStart = 0
        // The token being read starts here: an error names where the literal began, not where reading stopped.
        var tokenLine = 1, tokenColumn = 1
        func fail(_ reason: String) -> LabelFitError { .invalidInput(SourceLocation(file: file, line: tokenLine, column: tokenColumn), reason) }
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { c == "$" || c == "_" || c.properties.isIDStart }
        func isIdentifierPart(_ c: Unicode.Scalar) -> Bool { c == "$" || c == "_" || c.properties.isIDContinue || c == "\u{200C}" || c == "\u{200D}" }
        /// An escape after the backslash (ECMA-262 §12.9.4 EscapeSequence), appended to `v`.
        func escape(into v: inout String.UnicodeScalarView) throws {
            guard i < s.count else { throw fail("a string ends in a backslash") }
            let e = s[i]
            i += 1
            switch e {
            case "n": v.append("\n")
            case "t": v.append("\t")
            case "r": v.append("\r")
            case "b": v.append("\u{08}")
            case "f": v.append("\u{0C}")
            case "v": v.append("\u{0B}")
            case "0" where !(i < s.count && ("0"..."9").contains(s[i])): v.append("\u{00}")
            case "\n": line += 1; lineStart = i   // a line continuation: nothing
            case "\r": if i < s.count, s[i] == "\n" { i += 1 }; line += 1; lineStart = i
            case "x", "u":
                var hex = ""
                if e == "u", i < s.count, s[i] == "{" {
                    i += 1
                    while i < s.count, s[i] != "}", hex.count <= 6 { hex.unicodeScalars.append(s[i]); i += 1 }
                    i += 1
                } else {
                    let n = e == "x" ? 2 : 4
                    while hex.count < n, i < s.count { hex.unicodeScalars.append(s[i]); i += 1 }
                }
                guard let value = UInt32(hex, radix: 16) else { throw fail("an invalid \\\(e) escape") }
                // A surrogate pair written as two \u escapes.
                if (0xD800...0xDBFF).contains(value), i + 5 < s.count, s[i] == "\\", s[i + 1] == "u",
                   let low = UInt32(String(String.UnicodeScalarView(s[(i + 2)..<(i + 6)])), radix: 16), (0xDC00...0xDFFF).contains(low) {
                    i += 6
                    v.append(Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))!)
                } else if let scalar = Unicode.Scalar(value) { v.append(scalar) } else { v.append("\u{FFFD}") }
            default: v.append(e)
            }
        }
        while i < s.count {
            let c = s[i]
            let startLine = line, startColumn = i - lineStart + 1
            (tokenLine, tokenColumn) = (startLine, startColumn)
            if c == "\n" { i += 1; line += 1; lineStart = i; continue }
            if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" || c.properties.isWhitespace { i += 1; continue }
            if c == "/", i + 1 < s.count, s[i + 1] == "/" { while i < s.count, s[i] != "\n" { i += 1 }; continue }
            if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                i += 2
                while i < s.count, !(s[i] == "*" && i + 1 < s.count && s[i + 1] == "/") { if s[i] == "\n" { line += 1; lineStart = i + 1 }; i += 1 }
                guard i < s.count else { throw fail("a /* comment is never closed") }
                i += 2
                continue
            }
            // A regular expression literal (ECMA-262 §12.9.5), where an expression may start — at the
            // beginning, after a punctuator other than `)` and `]`, or after `return`/`typeof` (the
            // goal-symbol rule of §12, InputElementRegExp): skipped whole, with its classes and escapes,
            // so that `/"/g` in a function value does not open a string.
            if c == "/", Self.regexMayStart(after: out.last?.token) {
                i += 1
                var inClass = false
                while i < s.count {
                    let r = s[i]
                    if r == "\n" { throw fail("a regular expression literal is not closed on its line") }
                    if r == "\\" { i += 2; continue }
                    if r == "[" { inClass = true } else if r == "]" { inClass = false } else if r == "/" && !inClass { break }
                    i += 1
                }
                guard i < s.count else { throw fail("a regular expression literal is never closed") }
                i += 1
                while i < s.count, isIdentifierPart(s[i]) { i += 1 }   // flags
                out.append(Located(token: .regex, line: startLine, column: startColumn))
                continue
            }
            if c == "'" || c == "\"" {
                i += 1
                var v = String.UnicodeScalarView()
                while i < s.count, s[i] != c {
                    if s[i] == "\n" { throw fail("a string literal is not closed on its line") }
                    if s[i] == "\\" { i += 1; try escape(into: &v); continue }
                    v.append(s[i]); i += 1
                }
                guard i < s.count else { throw fail("a string literal is never closed") }
                i += 1
                out.append(Located(token: .string(String(v)), line: startLine, column: startColumn))
                continue
            }
            if c == "`" {
                i += 1
                var v = String.UnicodeScalarView(), interpolated = false, depth = 0
                while i < s.count {
                    if depth == 0, s[i] == "`" { break }
                    if s[i] == "\n" { line += 1; lineStart = i + 1 }
                    if depth == 0, s[i] == "\\" { i += 1; try escape(into: &v); continue }
                    if depth == 0, s[i] == "$", i + 1 < s.count, s[i + 1] == "{" { interpolated = true; depth = 1; i += 2; continue }
                    if depth > 0 { if s[i] == "{" { depth += 1 } else if s[i] == "}" { depth -= 1 }; i += 1; continue }
                    v.append(s[i]); i += 1
                }
                guard i < s.count else { throw fail("a template literal is never closed") }
                i += 1
                out.append(Located(token: .template(String(v), interpolated: interpolated), line: startLine, column: startColumn))
                continue
            }
            if ("0"..."9").contains(c) || (c == "." && i + 1 < s.count && ("0"..."9").contains(s[i + 1])) {
                let start = i
                while i < s.count, isIdentifierPart(s[i]) || s[i] == "." { i += 1 }
                out.append(Located(token: .number(String(String.UnicodeScalarView(s[start..<i]))), line: startLine, column: startColumn))
                continue
            }
            if isIdentifierStart(c) {
                let start = i
                while i < s.count, isIdentifierPart(s[i]) { i += 1 }
                out.append(Located(token: .identifier(String(String.UnicodeScalarView(s[start..<i]))), line: startLine, column: startColumn))
                continue
            }
            if c == ".", i + 2 < s.count, s[i + 1] == ".", s[i + 2] == "." {
                i += 3
                out.append(Located(token: .punctuator("..."), line: startLine, column: startColumn))
                continue
            }
            if c == "=", i + 1 < s.count, s[i + 1] == ">" {
                i += 2
                out.append(Located(token: .punctuator("=>"), line: startLine, column: startColumn))
                continue
            }
            if c == "=", i + 1 < s.count, s[i + 1] == "=" {
                while i < s.count, s[i] == "=" { i += 1 }
                out.append(Located(token: .punctuator("=="), line: startLine, column: startColumn))
                continue
            }
            i += 1
            out.append(Located(token: .punctuator(String(Character(c))), line: startLine, column: startColumn))
        }
        return out
    }

    // MARK: Objects

    struct ObjectReader {
        let tokens: [Located]
        let path: String
        let maxDepth: Int
        var items: [LocaleStrings.Item] = []
        var notes: [CatalogDiagnostic] = []
        var objects = 0
        var i = 0
        var declared = Set<String>()

        init(tokens: [Located], path: String, maxDepth: Int) { self.tokens = tokens; self.path = path; self.maxDepth = maxDepth }

        func token(_ k: Int) -> Token? { k >= 0 && k < tokens.count ? tokens[k].token : nil }
        func isPunctuator(_ k: Int, _ p: String) -> Bool { token(k) == .punctuator(p) }
        func identifier(_ k: Int) -> String? { if case .identifier(let n)? = token(k) { return n }; return nil }

        mutating func note(_ k: Int, _ key: String, _ what: String) {
            let t = k < tokens.count ? tokens[k] : tokens.last
            notes.append(CatalogDiagnostic(SourceLocation(file: path, line: t?.line, column: t?.column), .warning,
                                           "'\(key)' is \(what), not literal text: the module is not run, so it is not measured"))
        }

        /// The key prefix of an object literal opening at `k` at the top level, nil when no form read opens it.
        func prefix(at k: Int) -> [String]? {
            // export default {  /  export default f({
            if identifier(k - 1) == "default", identifier(k - 2) == "export" { return [] }
            if isPunctuator(k - 1, "("), identifier(k - 2) != nil, identifier(k - 3) == "default", identifier(k - 4) == "export" { return [] }
            guard isPunctuator(k - 1, "=") else { return nil }
            // name = {  with  const|let|var  before it (a type annotation between: `const ar: T = {`).
            if identifier(k - 2) != nil, ["const", "let", "var"].contains(identifier(k - 3) ?? "") { return [] }
            var j = k - 2
            while j > max(0, k - 64), !isPunctuator(j, ";"), !isPunctuator(j, "=") {
                if ["const", "let", "var"].contains(identifier(j) ?? ""), identifier(j + 1) != nil, isPunctuator(j + 2, ":") { return [] }
                if identifier(j) == "type" || identifier(j) == "interface" { return nil }
                j -= 1
            }
            // a.b.c = {
            var chain: [String] = []
            j = k - 2
            while let n = identifier(j) {
                chain.insert(n, at: 0)
                guard isPunctuator(j - 1, ".") else { break }
                j -= 2
            }
            guard let first = chain.first, !isPunctuator(j - 1, ".") else { return nil }
            if chain == ["module", "exports"] { return [] }
            if first == "exports", chain.count == 2 { return [] }
            if declared.contains(first), chain.count > 1 { return Array(chain.dropFirst()) }
            return nil
        }

        mutating func readModule() {
            var depth = 0
            while i < tokens.count {
                if case .identifier(let kw) = tokens[i].token, depth == 0, ["const", "let", "var"].contains(kw), let name = identifier(i + 1) {
                    declared.insert(name)
                }
                if isPunctuator(i, "{"), depth == 0 || (depth == 1 && isPunctuator(i - 1, "(")), let p = prefix(at: i) {
                    objects += 1
                    i += 1
                    readObject(prefix: p, depth: 1)
                    continue
                }
                switch token(i) {
                case .punctuator("{")?, .punctuator("(")?, .punctuator("[")?: depth += 1
                case .punctuator("}")?, .punctuator(")")?, .punctuator("]")?: depth = max(0, depth - 1)
                default: break
                }
                i += 1
            }
        }

        /// Skips one value that is not read (to the `,` or closing bracket at its level).
        mutating func skipValue() {
            var depth = 0
            while i < tokens.count {
                switch tokens[i].token {
                case .punctuator("{"), .punctuator("("), .punctuator("["): depth += 1
                case .punctuator("}"), .punctuator(")"), .punctuator("]"):
                    if depth == 0 { return }
                    depth -= 1
                case .punctuator(","): if depth == 0 { return }
                default: break
                }
                i += 1
            }
        }

        /// At the token after `{`; ends after the matching `}`.
        mutating func readObject(prefix: [String], depth: Int) {
            while i < tokens.count {
                if isPunctuator(i, "}") { i += 1; return }
                if isPunctuator(i, ",") { i += 1; continue }
                let start = i
                var key: String?
                switch token(i) {
                case .identifier(let n)?: key = n
                case .string(let s)?: key = s
                case .template(let s, false)?: key = s
                case .number(let n)?: key = n
                default: break
                }
                if isPunctuator(i, "...") {
                    i += 1
                    note(start, (prefix + ["…"]).joined(separator: "."), "a spread of \(identifier(i) ?? "an expression")")
                    skipValue(); continue
                }
                if isPunctuator(i, "[") {
                    note(start, (prefix + ["[…]"]).joined(separator: "."), "a computed key")
                    skipValue(); continue
                }
                guard let k = key else { note(start, prefix.joined(separator: "."), "an unexpected token"); i += 1; skipValue(); continue }
                let path = prefix + [k]
                if isPunctuator(i + 1, ":") {
                    i += 2
                    readValue(path: path, depth: depth)
                } else if isPunctuator(i + 1, "(") || (["get", "set", "async"].contains(k) && identifier(i + 1) != nil) {
                    note(start, path.joined(separator: "."), "a method")
                    i += 1
                    skipValue()
                } else {
                    note(start, path.joined(separator: "."), "a shorthand property (an identifier)")
                    i += 1
                    skipValue()
                }
            }
        }

        mutating func readValue(path: [String], depth: Int) {
            let key = path.joined(separator: ".")
            let start = i
            if depth >= maxDepth {
                note(start, key, "nested deeper than \(maxDepth) levels (--max-depth, at most \(JSLocaleModuleReader.maxDepth) for JS modules)")
                skipValue(); return
            }
            switch token(i) {
            case .punctuator("{")?:
                i += 1
                readObject(prefix: path, depth: depth + 1)
                afterValue(start: start, key: key)
            case .punctuator("[")?:
                i += 1
                var index = 0
                while i < tokens.count, !isPunctuator(i, "]") {
                    if isPunctuator(i, ",") { i += 1; index += 1; continue }
                    let before = i
                    readValue(path: path + [String(index)], depth: depth + 1)
                    if i == before { i += 1 }   // a stray `}` or `)` inside the list: passed over
                }
                i += 1
                afterValue(start: start, key: key)
            case .string?, .template(_, false)?:
                // A literal, or literals joined with `+` (`'a' + 'b'`).
                var text = ""
                var k = i
                concatenation: while true {
                    switch token(k) {
                    case .string(let t)?: text += t
                    case .template(let t, false)?: text += t
                    default: break concatenation
                    }
                    k += 1
                    guard isPunctuator(k, "+") else { break }
                    k += 1
                }
                i = k
                // `'a' + b`, `'x'.trim()`, `cond ? 'a' : 'b'`: an expression, not a literal.
                if !(isPunctuator(i, ",") || isPunctuator(i, "}") || isPunctuator(i, "]") || i >= tokens.count) {
                    note(start, key, "an expression")
                    skipValue(); return
                }
                guard !text.isEmpty else { return }
                items.append(.init(key: key, text: text, location: SourceLocation(file: self.path, line: tokens[start].line, column: tokens[start].column)))
            case .template(_, true)?:
                note(start, key, "a template literal with ${…}")
                skipValue()
            case .number?, .identifier("true")?, .identifier("false")?, .identifier("null")?:
                note(start, key, "a number, boolean or null")
                skipValue()
            case .identifier("function")?, .punctuator("(")?:
                note(start, key, "a function")
                skipValue()
            case .identifier? where isPunctuator(i + 1, "=>"):
                note(start, key, "a function")
                skipValue()
            case .identifier(let n)?:
                note(start, key, "the identifier or expression \(n)")
                skipValue()
            default:
                note(start, key, "an expression")
                skipValue()
            }
        }

        /// After an object or array value: `as const`, `satisfies T` are types; anything else an expression.
        mutating func afterValue(start: Int, key: String) {
            if identifier(i) == "as" || identifier(i) == "satisfies" { skipValue() }
        }
    }
}
