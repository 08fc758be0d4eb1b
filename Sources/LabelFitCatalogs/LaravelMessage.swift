import Foundation
import LabelFitCore

/// What a Laravel translation string shows (laravel.com/docs/localization and
/// Illuminate/Translation/MessageSelector.php, Translator::makeReplacements):
///
/// - `|` separates plural variants (`apples|apples`); a variant may start with a condition, `{0}`
///   or an interval `[1,19]` / `[20,*]`, which MessageSelector strips (`^[\{\[]([^\[\]\{\}]*)[\}\]]`)
///   before showing it, trimmed. Each variant is its own string. The code decides whether a string
///   goes through `trans_choice`; a `|` in a Laravel value is taken as a variant separator, as
///   MessageSelector would split it.
/// - Variants without a condition are picked by `getPluralIndex(locale, n)`: for Arabic index 0 is
///   n = 0, 1 is 1, 2 is 2, 3 is n % 100 in 3…10, 4 is 11…99, 5 the rest (CLDR's zero, one, two,
///   few, many, other); for English index 0 is 1 and 1 the rest (one, other).
/// - `:name`, `:Name` and `:NAME` are replaced by the value passed as `name` (upper-first and
///   upper-case forms are the same value). They become `{name}` here so that the placeholder
///   filler gives them a sample typed by the name (`:count` a number); the catalog's text stays
///   the entry's raw target.
enum LaravelMessage {
    struct Variant: Equatable { var suffix: String; var text: String }

    static func variants(_ text: String, language: String?) -> [Variant] {
        // Laravel's MessageSelector explodes on the byte '|'; most messages have none.
        guard text.contains(ascii: "|") else { return [Variant(suffix: "", text: placeholders(text))] }
        let segments = text.components(separatedBy: "|")
        guard segments.count > 1 else { return [Variant(suffix: "", text: placeholders(text))] }
        let categories = language == "ar" ? PluralRules.categories : ["one", "other"]
        var out: [Variant] = []
        var index = 0
        for segment in segments {
            defer { index += 1 }
            var body = Substring(segment)
            var suffix: String
            if let first = body.first, first == "{" || first == "[",
               let close = body.firstIndex(where: { $0 == "}" || $0 == "]" }),
               !body[body.index(after: body.startIndex)..<close].contains(where: { "[]{}".contains($0) }) {
                let condition = body[body.index(after: body.startIndex)..<close].trimmingCharacters(in: .whitespaces)
                suffix = first == "{" ? "[=\(condition)]" : "[\(condition)]"
                body = body[body.index(after: close)...]
            } else {
                suffix = "[\(index < categories.count ? categories[index] : String(index))]"
            }
            let shown = body.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !shown.isEmpty else { continue }
            if out.contains(where: { $0.suffix == suffix }) { suffix = "[\(index)]" }
            out.append(Variant(suffix: suffix, text: placeholders(shown)))
        }
        return out
    }

    /// `:name` (a colon, then an ASCII letter, then letters, digits or `_`) as `{name}`.
    static func placeholders(_ text: String) -> String {
        guard text.contains(ascii: ":") else { return text }
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        while i < s.count {
            if s[i] == ":", i + 1 < s.count, isLetter(s[i + 1]), i == 0 || s[i - 1] != ":" {
                var j = i + 1
                while j < s.count, isLetter(s[j]) || ("0"..."9").contains(s[j]) || s[j] == "_" { j += 1 }
                out.append("{")
                out.append(contentsOf: s[(i + 1)..<j])
                out.append("}")
                i = j
                continue
            }
            out.append(s[i])
            i += 1
        }
        return String(out)
    }

    /// Expands every item of one file's strings into its variants.
    static func expand(_ strings: LocaleStrings, language: String?, limits: ReadLimits) -> LocaleStrings {
        var out = LocaleStrings()
        out.diagnostics = strings.diagnostics
        var keys: [String: SourceLocation] = [:]
        for item in strings.items {
            for v in variants(item.text, language: language) {
                out.add(.init(key: item.key + v.suffix, text: v.text, location: item.location, comment: item.comment,
                              raw: v.text == item.text ? nil : item.text), limits: limits, seen: &keys)
            }
        }
        return out
    }
}
