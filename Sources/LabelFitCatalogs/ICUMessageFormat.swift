import LabelFitCore

/// ICU MessageFormat (as Flutter's ARB files use it) expanded into the texts a user can see: every
/// `plural`/`select`/`selectordinal` branch becomes a variant, `{name}` arguments stay as written so
/// placeholder substitution can fill them, and `#` inside a plural branch becomes `{#}`.
/// Apostrophe quoting follows ICU: `''` is one apostrophe, `'{'` quotes a brace.
enum ICUMessageFormat {
    struct Variant: Equatable {
        var suffix: String
        var text: String
        /// The parameter whose number chose the plural form, where the syntax names it apart from the
        /// form's text (MediaWiki's `{{PLURAL:$2|…}}`).
        var count: String? = nil
    }

    struct SyntaxError: Error {
        var message: String
        /// The message is well formed but expands past `VariantLimit`.
        var pastVariantLimit = false
    }

    /// Whether a text holds an ICU `plural`, `select` or `selectordinal` argument (so expanding it
    /// cannot misread plain text that merely has braces).
    static func hasChoice(_ text: String) -> Bool {
        guard text.contains(ascii: "{") else { return false }
        return text.range(of: #"\{\s*[\w.]+\s*,\s*(plural|select|selectordinal)\s*,"#, options: .regularExpression) != nil
    }

    /// Expands when the text has a choice argument; otherwise the text as it is.
    static func expandIfChoice(_ text: String) throws -> [Variant] {
        hasChoice(text) ? try expand(text) : [Variant(suffix: "", text: text)]
    }

    /// Parsed first, then counted (`VariantLimit`), then expanded: a message past the limit is a
    /// `SyntaxError` with `pastVariantLimit` before any variant text is made.
    static func expand(_ message: String) throws -> [Variant] {
        var parser = Parser(s: Array(message.unicodeScalars))
        let parts = try parser.message(depth: 0, inPlural: false)
        guard parser.i == parser.s.count else { throw SyntaxError(message: "unmatched '}' in ICU message") }
        do { try VariantLimit.check(size(of: parts)) } catch {
            throw SyntaxError(message: error.message, pastVariantLimit: true)
        }
        return expand(parts)
    }

    /// A message as parsed: text, and choices whose branches are messages.
    private enum Part {
        case text(String)
        case choice([(suffix: String, message: [Part])])
    }

    private static func size(of parts: [Part]) -> VariantLimit.Size {
        parts.reduce(.empty) { size, part in
            switch part {
            case .text(let t): return size.then(.init(variants: 1, scalars: t.unicodeScalars.count))
            case .choice(let branches):
                let first = branches.first.map { Self.size(of: $0.message) } ?? .empty
                return size.then(branches.dropFirst().reduce(first) { $0.or(Self.size(of: $1.message)) })
            }
        }
    }

    /// Every variant: each choice's branches in order, for each variant of what comes before it.
    private static func expand(_ parts: [Part]) -> [Variant] {
        var variants = [Variant(suffix: "", text: "")]
        for part in parts {
            switch part {
            case .text(let t): for k in variants.indices { variants[k].text += t }
            case .choice(let branches):
                let expanded = branches.flatMap { b in expand(b.message).map { Variant(suffix: b.suffix + $0.suffix, text: $0.text) } }
                variants = variants.flatMap { v in expanded.map { b in Variant(suffix: v.suffix + b.suffix, text: v.text + b.text) } }
            }
        }
        return variants
    }

    private struct Parser {
        let s: [Unicode.Scalar]
        var i = 0

        /// Sequence of text and arguments until an unmatched '}' or the end.
        mutating func message(depth: Int, inPlural: Bool) throws -> [Part] {
            guard depth < VariantLimit.maxNesting else { throw SyntaxError(message: "ICU message nested too deeply") }
            var parts: [Part] = []
            var text = ""
            func append(_ t: String) { text += t }
            func add(_ part: Part) {
                if !text.isEmpty { parts.append(.text(text)); text = "" }
                parts.append(part)
            }
            while i < s.count {
                let c = s[i]
                if c == "}" { break }
                if c == "'" {
                    if i + 1 < s.count && s[i + 1] == "'" { append("'"); i += 2; continue }
                    if i + 1 < s.count && (s[i + 1] == "{" || s[i + 1] == "}" || s[i + 1] == "#") {
                        i += 1
                        var quoted = ""
                        while i < s.count && s[i] != "'" { quoted.unicodeScalars.append(s[i]); i += 1 }
                        i += 1
                        append(quoted)
                        continue
                    }
                    append("'"); i += 1; continue
                }
                if c == "#" && inPlural { append("{#}"); i += 1; continue }
                if c == "{" && i + 1 < s.count && s[i + 1] == "{" {
                    // `{{ expr }}` is an i18next/Angular interpolation inside a branch, not an ICU argument:
                    // kept as text for placeholder filling.
                    var j = i + 2
                    while j + 1 < s.count && !(s[j] == "}" && s[j + 1] == "}") { j += 1 }
                    if j + 1 < s.count {
                        append(String(String.UnicodeScalarView(s[i...(j + 1)])))
                        i = j + 2
                        continue
                    }
                }
                if c == "{" {
                    let argument = try argument(depth: depth)
                    if case .text(let t) = argument { append(t) } else { add(argument) }
                    continue
                }
                append(String(c))
                i += 1
            }
            if !text.isEmpty { parts.append(.text(text)) }
            return parts
        }

        mutating func skipSpace() { while i < s.count && s[i].properties.isWhitespace { i += 1 } }

        mutating func word() -> String {
            var w = ""
            while i < s.count && !s[i].properties.isWhitespace && s[i] != "," && s[i] != "}" && s[i] != "{" { w.unicodeScalars.append(s[i]); i += 1 }
            return w
        }

        /// `{name}`, `{name, type}`, `{name, plural|select|selectordinal, key{msg} ...}`.
        mutating func argument(depth: Int) throws -> Part {
            let start = i
            i += 1
            skipSpace()
            let name = word()
            skipSpace()
            guard i < s.count else { throw SyntaxError(message: "unterminated '{' in ICU message") }
            if s[i] == "}" { i += 1; return .text("{\(name)}") }
            guard s[i] == "," else { throw SyntaxError(message: "expected ',' or '}' after argument '\(name)'") }
            i += 1
            skipSpace()
            let type = word()
            skipSpace()
            guard i < s.count else { throw SyntaxError(message: "unterminated argument '\(name)'") }
            if s[i] == "}" { i += 1; return .text("{\(name), \(type)}") }
            guard s[i] == "," else { throw SyntaxError(message: "expected ',' after '\(type)'") }
            i += 1
            guard ["plural", "select", "selectordinal"].contains(type) else {
                // number, date, time… with a style: the formatted value is what shows.
                var level = 1
                while i < s.count && level > 0 { if s[i] == "{" { level += 1 } else if s[i] == "}" { level -= 1 }; i += 1 }
                return .text("{\(name), \(type)}")
            }
            var out: [(suffix: String, message: [Part])] = []
            while true {
                skipSpace()
                guard i < s.count else { throw SyntaxError(message: "unterminated \(type) starting at character \(start + 1)") }
                if s[i] == "}" { i += 1; break }
                var selector = word()
                if selector.hasPrefix("offset:") { skipSpace(); continue }
                skipSpace()
                // Angular's ICU cases are the text up to `{`, trimmed (`Add new {Add new}`; lexer.ts
                // `_consumeExpansionCaseStart`: `this._readUntil(chars.$LBRACE).trim()`,
                // https://github.com/angular/angular/blob/main/packages/compiler/src/ml_parser/lexer.ts).
                while type == "select", i < s.count, s[i] != "{", s[i] != "}" {
                    let more = word()
                    guard !more.isEmpty else { break }
                    selector += " " + more
                    skipSpace()
                }
                guard i < s.count, s[i] == "{" else { throw SyntaxError(message: "expected '{' after '\(selector)' in \(type)") }
                i += 1
                let branch = try message(depth: depth + 1, inPlural: type != "select")
                guard i < s.count, s[i] == "}" else { throw SyntaxError(message: "unterminated branch '\(selector)'") }
                i += 1
                if selector.isEmpty { selector = "?" }
                out.append(("[\(selector)]", branch))
            }
            guard !out.isEmpty else { throw SyntaxError(message: "\(type) '\(name)' has no branches") }
            return .choice(out)
        }
    }
}
