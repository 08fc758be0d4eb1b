import Foundation
import LabelFitCatalogs
import LabelFitCore

/// Format placeholders replaced by sample values before measuring, since a label is seen with its
/// values filled in. Each syntax is recognised with its type, in this order at each `%` or `{`:
///
/// - `%%` a literal percent sign; Python `%(name)s` / `%(count)d` (gettext `python-format`);
///   Ruby `%{name}`; printf and positional (`%@`, `%d`, `%1$s`, `%lld`, `%'d`, `%.2f`);
///   Symfony `%name%` (a letter, then letters, digits, `_`, `.` or `-`, closed by `%`).
/// - `{}` (the next positional argument: easy_localization, Python `str.format`, Rust, SLF4J);
///   `{{name}}` / `{{name, number}}` / `{{d, datetime}}` (i18next interpolation and format hints,
///   Handlebars, Symfony validators), `{name}` / `{0}` (ICU, ARB, Python `str.format`, .NET),
///   `{name, number}` / `{d, date}` (ICU typed arguments), `{0:N2}` / `{0:d}` (.NET composite formats),
///   `{#}` (the number of an ICU plural branch).
///
/// strftime formats (`%A at %X`, `%Y-%m-%d`; see `StrftimeFormat`) get the parts of a sample date.
///
/// A number is the plural category's sample for the target locale when the string is a plural
/// variant (Arabic few → 3), else the `integer` sample. Dates use the `date` sample.
public struct Placeholders: Sendable, Hashable {
    /// Samples by placeholder text (`"%@"`, `"{count}"`), by kind (`"string"`, `"integer"`, `"float"`,
    /// `"date"`, `"time"`), or by plural category (`"plural:few"`), each per locale with `"*"` for any.
    public var samples: [String: [String: String]]

    /// The documented defaults: a short name for text, a two-digit number for integers, a date that
    /// is long in every locale (a Wednesday in September, double-digit day). Persian and Urdu take a
    /// name in their own script and ICU's full date and short time for 24 September 2025, 22:45
    /// (`DateFormatter` with `dateStyle .full` / `timeStyle .short`, ICU's CLDR data: Persian in its
    /// default Solar Hijri calendar, 2 Mehr 1404, with Extended Arabic-Indic digits; Urdu with Latin
    /// digits, as CLDR's `ur` numbering system is `latn`).
    public static let defaults: [String: [String: String]] = [
        "string": ["*": "Alex", "ar": "سارة", "fa": "سارا", "ur": "سارہ"],
        "integer": ["*": "12"],
        "float": ["*": "3.5"],
        "date": ["*": "Wednesday, 24 September 2025", "ar": "الأربعاء، ٢٤ سبتمبر ٢٠٢٥", "fa": "چهارشنبه ۲ مهر ۱۴۰۴", "ur": "بدھ، 24 ستمبر، 2025"],
        "time": ["*": "10:45 PM", "ar": "١٠:٤٥ م", "fa": "۲۲:۴۵", "ur": "10:45 PM"],
    ]

    public init(samples: [String: [String: String]] = [:]) {
        var merged = Self.defaults
        for (k, v) in samples { merged[k, default: [:]].merge(v) { _, new in new } }
        self.samples = merged
    }

    /// A placeholder found in a string and the sample put in its place.
    public struct Substitution: Codable, Sendable, Equatable {
        public var placeholder: String
        public var value: String
    }

    private func sample(for token: String, kind: String, locale: String, category: String?, pluralLocale: String?) -> String {
        let language = String(locale.prefix { $0 != "-" && $0 != "_" })
        func lookup(_ key: String) -> String? {
            guard let bySample = samples[key] else { return nil }
            return bySample[locale] ?? bySample[language] ?? bySample["*"]
        }
        if let v = lookup(token) { return v }
        if kind == "integer", let category {
            if let v = lookup("plural:" + category) { return v }
            if let n = PluralSamples.sample(category, locale: pluralLocale ?? locale) { return String(n) }
        }
        return lookup(kind) ?? "X"
    }

    /// Whether `c` is one of the ASCII characters `set`: a String's scalar view searched for each
    /// test cost some 230 instructions.
    @inline(__always) static func among(_ c: Unicode.Scalar, _ set: StaticString) -> Bool {
        guard c.value < 0x80 else { return false }
        let b = UInt8(truncatingIfNeeded: c.value)
        let chars = UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount)
        return chars.contains(b)
    }

    /// Whether a Symfony `%name%` starts at `i` (a letter, then name characters, closed by '%').
    static func symfonyName(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        guard i + 1 < s.count, s[i + 1].properties.isAlphabetic else { return false }
        var j = i + 1
        while j < s.count, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) || s[j] == "_" || s[j] == "." { j += 1 }
        return j < s.count && s[j] == "%" && j > i + 2
    }

    /// An argument's field name in single braces: letters, digits, `_`, `.`, `-`, `#`, `$`, `@` (no
    /// space or `=`, which only code and prose put there).
    static func isArgumentName(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || Self.among($0, "_.-#$@") || $0.properties.numericType != nil }
    }

    /// `%ld%`, `%lu%`: a printf directive followed by a percent sign, not a Symfony name.
    static func printfLike(_ name: String) -> Bool {
        guard let conversion = name.last, "diouxXeEfFgGaAcspn@".contains(conversion) else { return false }
        return ["", "hh", "h", "ll", "l", "q", "L", "z", "j", "t"].contains(String(name.dropLast()))
    }

    /// The kind a name or format hint implies: i18next formats (`number`, `currency`, `datetime`,
    /// `relativetime`), ICU argument types (`number`, `date`, `time`, `plural`), .NET format strings
    /// (`N2`, `C`, `d`, `t`), and names that say "how many".
    static func kind(name: String, format: String?) -> String {
        if let f = format?.trimmingCharacters(in: .whitespaces).lowercased(), !f.isEmpty {
            if f.hasPrefix("number") || f.hasPrefix("integer") || f.hasPrefix("plural") || f.hasPrefix("selectordinal") || f == "bytes"
                || f.hasPrefix("currency") || f.hasPrefix("percent") || f == "spellout" || f == "ordinal"
                // java.text.MessageFormat `{0,choice,…}`: the argument a ChoiceFormat selects on is a number.
                || f.hasPrefix("choice") { return "integer" }
            if f.hasPrefix("date") || f.hasPrefix("relativetime") || f == "d" { return "date" }
            if f.hasPrefix("time") || f == "t" { return "time" }
            // .NET numeric format strings: N2, C, F1, P0, X4, E, G, D3 (a digit count after F/N/E is decimals).
            if let c = f.first, "ncfpxegd".contains(c), f.dropFirst().allSatisfy(\.isNumber) {
                return "fne".contains(c) && f.count > 1 && f.dropFirst() != "0" ? "float" : "integer"
            }
        }
        if name == "#" { return "integer" }
        // By whole words of the name (`itemCount`, `num_files`, `created_at`, `startTime`), never by
        // letters: `country`, `update` and `tokenLifetime` are text, not a count, a date or a clock time.
        let words = Self.words(name)
        guard let first = words.first, let last = words.last else { return "string" }
        let counting: Set<String> = ["n", "nb", "num", "number", "count", "quantity", "total", "amount"]
        if counting.contains(first) || counting.contains(last) { return "integer" }
        if last == "date" || (words.count > 1 && last == "at") { return "date" }
        if last == "time" { return "time" }
        return "string"
    }

    /// A placeholder name's words, lowercased: split at `_`, `-`, `.`, spaces and digits, and before
    /// each upper-case letter that follows a lower-case one (`tokenLifetime` → token, lifetime).
    static func words(_ name: String) -> [String] {
        var out: [String] = [], current = ""
        var previousLower = false
        for c in name {
            if !(c.isLetter) {
                if !current.isEmpty { out.append(current) }
                current = ""; previousLower = false
                continue
            }
            if c.isUppercase && previousLower { out.append(current); current = "" }
            current += c.lowercased()
            previousLower = c.isLowercase
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// Returns the text with every placeholder replaced, and what was replaced.
    /// `pluralLocale` is the locale whose plural rules chose the variant (the target's): the source of
    /// an Arabic `few` variant is shown with the same number, 3.
    /// `syntax` is the placeholder syntax the catalog says the text uses (Qt/KDE `%1`, Python
    /// `str.format`), nil for every syntax known; `typedBy` is the English a translation is typed by
    /// (Qt's `%1` carries no type: the English's "%1 files" says it is a number); `count` is the
    /// placeholder the catalog names as the number that chose a plural variant (MediaWiki's
    /// `{{PLURAL:$2|…}}`).
    public func fill(_ text: String, locale: String, pluralCategory: String? = nil, pluralLocale: String? = nil,
                     syntax: PlaceholderSyntax? = nil, typedBy: String? = nil, count: String? = nil) -> (String, [Substitution]) {
        if let count, pluralCategory != nil {
            return filled(text, locale: locale, pluralCategory: pluralCategory, pluralLocale: pluralLocale, syntax: syntax, typedBy: typedBy, count: count)
        }
        let result = filled(text, locale: locale, pluralCategory: pluralCategory, pluralLocale: pluralLocale, syntax: syntax, typedBy: typedBy, count: nil)
        // A plural variant's one placeholder is the number that chose it, whatever its conversion says
        // (Android `%s subscribers` with a formatted count, https://developer.android.com/guide/topics/resources/string-resource#Plurals:
        // "the quantity … as a format argument"): typed by the English's placeholders.
        guard pluralCategory != nil, !result.1.isEmpty else { return result }
        let english = typedBy.map { filled($0, locale: "en", pluralCategory: nil, pluralLocale: nil, syntax: syntax, typedBy: nil, count: nil).1 } ?? result.1
        // printf-style arguments only: in ICU and i18next the number is `#` or the plural argument itself.
        guard english.count == 1, english[0].placeholder.hasPrefix("%"), !english[0].placeholder.dropFirst().hasSuffix("%"),
              english[0].value == sample(for: english[0].placeholder, kind: "string", locale: "en", category: nil, pluralLocale: nil),
              result.1.contains(where: { $0.placeholder == english[0].placeholder }) else { return result }
        return filled(text, locale: locale, pluralCategory: pluralCategory, pluralLocale: pluralLocale, syntax: syntax, typedBy: typedBy, count: english[0].placeholder)
    }

    private func filled(_ text: String, locale: String, pluralCategory: String?, pluralLocale: String?,
                      syntax: PlaceholderSyntax?, typedBy: String?, count: String?) -> (String, [Substitution]) {
        let closeBrace: UInt8 = syntax == .pythonBrace ? UInt8(ascii: "}") : UInt8(ascii: "%")
        let drupal = syntax == .drupal, mediawiki = syntax == .mediawiki
        guard text.withUTF8Bytes({ $0.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") || $0 == closeBrace
                                                 || drupal && ($0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":"))
                                                 || mediawiki && $0 == UInt8(ascii: "$") } }) else { return (text, []) }
        let s = Array(text.unicodeScalars)
        // The text's own UTF-8 and where each scalar starts in it: text passed through, and each token's
        // String, are copied from those bytes (encoding scalar by scalar cost some 100 instructions a
        // scalar, and a token's String made from its scalars some 3,000).
        let bytes = Array(text.utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(s.count + 1)
        var offset = 0
        for c in s {
            offsets.append(offset)
            offset += c.value < 0x80 ? 1 : c.value < 0x800 ? 2 : c.value < 0x10000 ? 3 : 4
        }
        offsets.append(offset)
        // The result as UTF-8 bytes, made into a String once: appending to a String's scalar view cost
        // about 400 instructions a scalar.
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        var used: [Substitution] = []
        var i = 0
        func record(_ token: String, _ kind: String) {
            // In a plural variant, a name the English uses as a count ("{{interpolation}} tasks",
            // Angular's code with no equiv-text) is the number.
            let kind = token == count || (kind == "string" && pluralCategory != nil && !token.hasPrefix("%")
                                          && QtPlaceholders.countByUse(token, english: typedBy ?? text)) ? "integer" : kind
            let value = sample(for: token, kind: kind, locale: locale, category: pluralCategory, pluralLocale: pluralLocale)
            out.append(contentsOf: value.utf8)
            if !used.contains(where: { $0.placeholder == token }) { used.append(Substitution(placeholder: token, value: value)) }
        }
        func string(_ a: Int, _ b: Int) -> String { String(decoding: bytes[offsets[a]..<offsets[b]], as: UTF8.self) }
        let dateFormat = StrftimeFormat.isDateFormat(text)
        let arabic = CatalogLocale.matches(locale, "ar")
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" }
        func isName(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "." || c == "-" }
        while i < s.count {
            let c = s[i]
            if syntax == .qt, c == "%" {
                // Qt/KDE: `%1`…`%99`, `%L1`, `%n`/`%Ln`; any other `%` is text (QString::arg has no `%%`).
                if let (end, token) = QtPlaceholders.token(s, at: i) {
                    let name = string(i, end)
                    record(name, QtPlaceholders.kind(token, english: typedBy ?? text, plural: pluralCategory != nil))
                    i = end
                    continue
                }
                out.append(UInt8(ascii: "%"))
                i += 1
                continue
            }
            // `${…}` of a template literal: one argument, the `$` included.
            if syntax == .templateLiteral, c == "$", i + 1 < s.count, s[i + 1] == "{" {
                var j = i + 2
                while j < s.count, s[j] != "}" && s[j] != "{" { j += 1 }
                if j < s.count, s[j] == "}", j > i + 2 {
                    record(string(i, j + 1), "string")
                    i = j + 1
                    continue
                }
            }
            // MediaWiki `$1`…: a parameter, typed by its use (a count where the English counts with it).
            if mediawiki, c == "$", i + 1 < s.count, ("1"..."9").contains(s[i + 1]) {
                var j = i + 1
                while j < s.count, ("0"..."9").contains(s[j]) { j += 1 }
                record(string(i, j), "string")
                i = j
                continue
            }
            if drupal {
                // `@name`, `%name`, `:name`: Drupal replaces each argument key wherever it stands
                // (`strtr`), so in a translation a key the English has is one even glued to a word
                // («ال@type»); in the English, a key starts after a non-name character (not an e-mail's `@`).
                func asciiName(_ c: Unicode.Scalar) -> Bool { c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_") }
                if c == "@" || c == "%" || c == ":", i + 1 < s.count, s[i + 1].isASCII, s[i + 1].properties.isAlphabetic || s[i + 1] == "_" {
                    var j = i + 1
                    while j < s.count, asciiName(s[j]) { j += 1 }
                    let token = string(i, j)
                    let isKey = typedBy.map { english in english.contains(token) } ?? (i == 0 || !isName(s[i - 1]))
                    if isKey {
                        record(token, Self.kind(name: string(i + 1, j), format: nil))
                        i = j
                        continue
                    }
                }
                if c == "%" || c == "@" || c == ":" { out.append(contentsOf: String(c).utf8); i += 1; continue }
            }
            if syntax == .pythonBrace, c == "{" || c == "}" {
                if i + 1 < s.count, s[i + 1] == c { out.append(UInt8(ascii: c == "{" ? "{" : "}")); i += 2; continue }
                if c == "{", let (end, kind) = PythonBraceFormat.field(s, at: i) {
                    record(string(i, end), kind)
                    i = end
                    continue
                }
            }
            if c == "%" && i + 1 < s.count {
                if s[i + 1] == "%" { out.append(UInt8(ascii: "%")); i += 2; continue }
                // strftime: %[flag][width][E|O]conversion, each a part of the sample moment.
                if dateFormat, !Self.symfonyName(s, at: i) {
                    var j = i + 1
                    while j < s.count, Self.among(s[j], "-_0^#") || ("0"..."9").contains(s[j]) { j += 1 }
                    if j < s.count, s[j] == "E" || s[j] == "O" { j += 1 }
                    if j < s.count, let part = StrftimeFormat.sample(Character(s[j]), arabic: arabic) {
                        let token = string(i, j + 1)
                        let value = samples[token].flatMap { $0[locale] ?? $0[String(locale.prefix { $0 != "-" && $0 != "_" })] ?? $0["*"] } ?? part
                        out.append(contentsOf: value.utf8)
                        if !used.contains(where: { $0.placeholder == token }) { used.append(Substitution(placeholder: token, value: value)) }
                        i = j + 1
                        continue
                    }
                }
                // Python %(name)s
                if s[i + 1] == "(", let close = s[(i + 2)...].prefix(64).firstIndex(of: ")"), close + 1 < s.count {
                    var j = close + 1
                    while j < s.count, Self.among(s[j], "-+ #0") || ("0"..."9").contains(s[j]) || s[j] == "." { j += 1 }
                    if j < s.count, Self.among(s[j], "diouxXeEfFgGcrsa") {
                        let conv = s[j]
                        record(string(i, j + 1), Self.among(conv, "diouxXc") ? "integer" : Self.among(conv, "eEfFgG") ? "float" : Self.kind(name: string(i + 2, close), format: nil))
                        i = j + 1
                        continue
                    }
                }
                // Ruby %{name}
                if s[i + 1] == "{", let close = s[(i + 2)...].prefix(64).firstIndex(of: "}"), close > i + 2 {
                    record(string(i, close + 1), Self.kind(name: string(i + 2, close), format: nil))
                    i = close + 1
                    continue
                }
                // Symfony %name%: a name, then '%' (tried before printf, whose %u would take "%username%").
                if isNameStart(s[i + 1]) {
                    var j = i + 1
                    while j < s.count, j - i < 64, isName(s[j]) { j += 1 }
                    // `%dx%d` (two printf directives around an "x") is not a Symfony `%dx%`: a name's closing
                    // '%' is not followed by a conversion letter's run.
                    let glued = j + 1 < s.count && (s[j + 1].properties.isAlphabetic || ("0"..."9").contains(s[j + 1])) && Self.among(s[i + 1], "dsiufxXeEgGc@")
                    if j < s.count, s[j] == "%", j > i + 2, !glued, !(j + 1 < s.count && s[j + 1] == "%"), !Self.printfLike(string(i + 1, j)) {
                        record(string(i, j + 1), Self.kind(name: string(i + 1, j), format: nil))
                        i = j + 1
                        continue
                    }
                }
                // %[argnum$][flags][width][.precision][length]conversion
                var j = i + 1
                // In C's order (printf(3)): [argnum$] flags width [.precision]. A flag after a width is
                // not a directive: `%1 to %2` is Qt's marker and text, not `%1 t` + `o`.
                var k = j
                while k < s.count, ("0"..."9").contains(s[k]) { k += 1 }
                if k < s.count, s[k] == "$", k > j { j = k + 1 }
                while j < s.count, Self.among(s[j], "-+ #0'") { j += 1 }
                while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "*" { j += 1 }
                if j < s.count, s[j] == "." { j += 1; while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "*" { j += 1 } }
                while j < s.count, Self.among(s[j], "hlqLzjt") { j += 1 }
                // A space flag then a conversion letter that starts a word (`10% off`, `87% of users`) is
                // prose: C's `% d` is a directive, but no UI string writes one before letters.
                let prose = j < s.count && s[(i + 1)..<j].contains(" ") && j + 1 < s.count && s[j + 1].properties.isAlphabetic
                if j < s.count, !prose, Self.among(s[j], "@dDiuUxXoOfFeEgGaAcCsSp") {
                    let conv = s[j]
                    let kind = Self.among(conv, "dDiuUxXoOcC") ? "integer" : Self.among(conv, "fFeEgGaA") ? "float" : "string"
                    record(string(i, j + 1), kind)
                    i = j + 1
                    continue
                }
                // Not printf: a Qt/KDE marker (`%1`, `%L2`) where the catalog did not say which syntax it
                // uses (an API pair, a CSV): the same filling as a `.ts` file's, so every surface agrees.
                if syntax == nil, s[i + 1] != "n", let (end, token) = QtPlaceholders.token(s, at: i) {
                    record(string(i, end), QtPlaceholders.kind(token, english: typedBy ?? text, plural: pluralCategory != nil))
                    i = end
                    continue
                }
            }
            if c == "{" {
                let double = i + 1 < s.count && s[i + 1] == "{"
                let open = double ? 2 : 1
                var j = i + open
                while j < s.count, s[j] != "}" && s[j] != "{" && j - i < (double ? 400 : 96) { j += 1 }
                let closes = double ? (j + 1 < s.count && s[j] == "}" && s[j + 1] == "}") : (j < s.count && s[j] == "}")
                // `{}`: the next positional argument in easy_localization (`tr(args: […])`, pub.dev
                // easy_localization "Arguments"), Python's auto-numbered `str.format`, Rust's `format!`
                // and SLF4J/Log4j: a value, never two braces on screen.
                if closes && !double && j == i + 1 {
                    record(string(i, j + 1), "string")
                    i = j + 1
                    continue
                }
                if closes && j > i + open {
                    let inner = string(i + open, j).trimmingCharacters(in: .whitespaces)
                    // name, format (i18next, ICU) or index:format (.NET); "- " and "$t(" nestings are names too.
                    var name = inner
                    var format: String?
                    if let comma = inner.firstIndex(of: ",") {
                        name = inner[..<comma].trimmingCharacters(in: .whitespaces)
                        format = inner[inner.index(after: comma)...].trimmingCharacters(in: .whitespaces)
                    } else if let colon = inner.firstIndex(of: ":"), inner[..<colon].allSatisfy(\.isNumber) {
                        name = String(inner[..<colon])
                        format = String(inner[inner.index(after: colon)...])
                    }
                    // Angular interpolation `{{ i + 1 }}`, `{{ time | date : 'y' }}`: an expression, typed by its pipe.
                    if double, let bar = inner.firstIndex(of: "|") {
                        name = inner[..<bar].trimmingCharacters(in: .whitespaces)
                        format = inner[inner.index(after: bar)...].trimmingCharacters(in: .whitespaces)
                    }
                    // Plain prose in single braces ("{ see below }") and code (`{ display:none }`, `{a; b}`) are
                    // not placeholders. The field's name — up to a `:` format spec, a `!` conversion or a `[`
                    // index (Python's `field_name ["!" conversion] [":" format_spec]`, .NET's `index:format`)
                    // — is a run of letters, digits and `_ . - # $ @`; a `;`, or a `:` after a brace padded with
                    // a space, is a declaration's. Double braces always hold an expression.
                    let fieldName = name.prefix { $0 != ":" && $0 != "!" && $0 != "[" }.trimmingCharacters(in: .whitespaces)
                    let code = inner.contains(";") || inner.contains(":") && s[i + open].properties.isWhitespace
                    if !name.isEmpty, double || !code && !fieldName.isEmpty && Self.isArgumentName(fieldName) {
                        record(string(i, j + open), Self.kind(name: name, format: format))
                        i = j + open
                        continue
                    }
                }
            }
            // Up to the next character that may start a placeholder, copied as it is.
            var j = i + 1
            while j < s.count, s[j] != "%" && s[j] != "{" && !(syntax == .pythonBrace && s[j] == "}") && !(drupal && (s[j] == "@" || s[j] == ":")) && !((mediawiki || syntax == .templateLiteral) && s[j] == "$") { j += 1 }
            out.append(contentsOf: bytes[offsets[i]..<offsets[j]])
            i = j
        }
        return (String(decoding: out, as: UTF8.self), used)
    }
}
