import Foundation
import LabelFitCore

/// Format placeholders replaced by sample values before measuring, since a label is seen with its
/// values filled in: printf style (`%@`, `%d`, `%1$s`, `%lld`, `%.2f`), `{name}` (ICU, ARB, Python),
/// `{{name}}` (i18next, Handlebars). `%%` is a literal percent sign.
public struct Placeholders: Sendable, Hashable {
    /// Samples by placeholder text (`"%@"`, `"{count}"`) or by kind (`"string"`, `"integer"`, `"float"`),
    /// each per locale with `"*"` for any locale.
    public var samples: [String: [String: String]]

    /// The documented defaults: a short name for text, a two-digit number for integers.
    public static let defaults: [String: [String: String]] = [
        "string": ["*": "Alex", "ar": "سارة"],
        "integer": ["*": "12"],
        "float": ["*": "3.5"],
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

    private func sample(for token: String, kind: String, locale: String) -> String {
        let language = String(locale.prefix { $0 != "-" && $0 != "_" })
        for key in [token, kind] {
            if let bySample = samples[key], let v = bySample[locale] ?? bySample[language] ?? bySample["*"] { return v }
        }
        return "X"
    }

    /// Returns the text with every placeholder replaced, and what was replaced.
    public func fill(_ text: String, locale: String) -> (String, [Substitution]) {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") }) else { return (text, []) }
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var used: [Substitution] = []
        var i = 0
        func record(_ token: String, _ kind: String) {
            let value = sample(for: token, kind: kind, locale: locale)
            out.append(contentsOf: value.unicodeScalars)
            if !used.contains(where: { $0.placeholder == token }) { used.append(Substitution(placeholder: token, value: value)) }
        }
        while i < s.count {
            let c = s[i]
            if c == "%" && i + 1 < s.count {
                if s[i + 1] == "%" { out.append("%"); i += 2; continue }
                // %[argnum$][flags][width][.precision][length]conversion
                var j = i + 1
                while j < s.count, ("0"..."9").contains(s[j]) || "$-+ #'.*".unicodeScalars.contains(s[j]) { j += 1 }
                while j < s.count, "hlqLzjt".unicodeScalars.contains(s[j]) { j += 1 }
                if j < s.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(s[j]) {
                    let token = String(String.UnicodeScalarView(s[i...j]))
                    let conv = s[j]
                    let kind = "dDiuUxXoOcC".unicodeScalars.contains(conv) ? "integer" : "fFeEgGaA".unicodeScalars.contains(conv) ? "float" : "string"
                    record(token, kind)
                    i = j + 1
                    continue
                }
            }
            if c == "{" {
                let double = i + 1 < s.count && s[i + 1] == "{"
                let open = double ? 2 : 1
                var j = i + open
                while j < s.count, s[j] != "}" && s[j] != "{" && j - i < 64 { j += 1 }
                let closes = double ? (j + 1 < s.count && s[j] == "}" && s[j + 1] == "}") : (j < s.count && s[j] == "}")
                if closes && j > i + open {
                    let name = String(String.UnicodeScalarView(s[(i + open)..<j])).trimmingCharacters(in: .whitespaces)
                    let token = String(String.UnicodeScalarView(s[i..<(j + open)]))
                    let lower = name.lowercased()
                    // ICU's `#` and names that say "how many" are numbers; everything else is text.
                    let numeric = name == "#" || ["n", "num", "number", "count", "quantity", "total", "amount"].contains(lower)
                        || lower.hasPrefix("count") || lower.hasSuffix("count") || lower.hasPrefix("num")
                    record(token, numeric ? "integer" : "string")
                    i = j + open
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        return (String(out), used)
    }
}
