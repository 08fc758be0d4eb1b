import Foundation
import LabelFitCore

/// Symfony's `|` plural messages (symfony.com/doc/current/translation.html § "Message Format",
/// legacy pluralization) split as symfony/translation-contracts `TranslatorTrait::trans` does: parts
/// are runs matching `(?:\|\||[^\|])++` (so `||` is a literal pipe and empty parts vanish), each
/// trimmed; a part starting with an interval (`{0}`, `{1,2}`, `[1,Inf[`, `]1,19]`) is an explicit
/// rule, one starting with `word:` a standard rule with its label removed, any other part the next
/// standard rule. Standard rule *i* is chosen when `getPluralizationRule(n, locale)` returns *i*:
/// for Arabic 0 → 0, 1 → 1, 2 → 2, n % 100 in 3…10 → 3, n % 100 ≥ 11 → 4, else 5 (CLDR's zero,
/// one, two, few, many, other); for English and most languages n == 1 → 0, else 1 (one, other).
enum SymfonyPlurals {
    static let intervalPattern = try! NSRegularExpression(pattern:
        #"^(?:\{\s*(-?\d+(?:\.\d+)?)(?:\s*,\s*-?\d+(?:\.\d+)?)*\s*\}|([\[\]])\s*(-Inf|-?\d+(?:\.\d+)?)\s*,\s*(\+?Inf|-?\d+(?:\.\d+)?)\s*([\[\]]))\s*(.*)$"#,
        options: [.dotMatchesLineSeparators])
    /// PHP's `\w` without the `u` flag is ASCII, and `.` without `s` stops at a line feed.
    static let labelPattern = try! NSRegularExpression(pattern: #"^[A-Za-z0-9_]+:[ \t\r\f]*(.*)$"#)

    /// The category Symfony's rule index stands for in `locale`.
    static func category(index: Int, locale: String) -> String {
        let forms = CatalogLocale.language(of: locale) == "ar" ? PluralRules.categories : ["one", "other"]
        return index < forms.count ? forms[index] : String(index)
    }

    /// The message's variants: none split when it has one part (no suffix); otherwise `[category]`
    /// for standard rules and `[=n]` (the smallest integer the interval holds) for explicit ones.
    static func variants(_ message: String, locale: String) -> [ICUMessageFormat.Variant] {
        guard message.contains(ascii: "|") else { return [.init(suffix: "", text: message)] }
        var parts: [String] = []
        var current = ""
        var chars = Array(message)
        var i = 0
        while i < chars.count {
            if chars[i] == "|" {
                if i + 1 < chars.count, chars[i + 1] == "|" { current += "||"; i += 2; continue }
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(chars[i])
            }
            i += 1
        }
        if !current.isEmpty { parts.append(current) }
        chars = []
        guard parts.count > 1 else { return [.init(suffix: "", text: message.replacingOccurrences(of: "||", with: "|"))] }
        var out: [ICUMessageFormat.Variant] = []
        var standard = 0
        for raw in parts {
            let part = raw.replacingOccurrences(of: "||", with: "|").trimmingCharacters(in: .whitespacesAndNewlines)
            let ns = part as NSString
            let range = NSRange(location: 0, length: ns.length)
            if let m = intervalPattern.firstMatch(in: part, range: range) {
                let text = ns.substring(with: m.range(at: 6))
                var n = 0
                if m.range(at: 1).location != NSNotFound {
                    n = Int((Double(ns.substring(with: m.range(at: 1))) ?? 0).rounded(.up))
                } else {
                    let left = ns.substring(with: m.range(at: 3)), right = ns.substring(with: m.range(at: 4))
                    if left == "-Inf" {
                        let r = Double(right) ?? 0
                        n = ns.substring(with: m.range(at: 5)) == "]" ? Int(r.rounded(.down)) : Int(r.rounded(.up)) - 1
                    } else {
                        let l = Double(left) ?? 0
                        n = ns.substring(with: m.range(at: 2)) == "[" ? Int(l.rounded(.up)) : Int(l.rounded(.down)) + 1
                    }
                }
                out.append(.init(suffix: "[=\(n)]", text: text))
            } else if let m = labelPattern.firstMatch(in: part, range: range) {
                out.append(.init(suffix: "[\(category(index: standard, locale: locale))]", text: ns.substring(with: m.range(at: 1))))
                standard += 1
            } else {
                out.append(.init(suffix: "[\(category(index: standard, locale: locale))]", text: part))
                standard += 1
            }
        }
        return out
    }
}
