import Foundation

/// CLDR plural categories, a sample number for each (from CLDR's language_plural_rules chart: the
/// first integer sample of each category), and gettext `Plural-Forms` formulas evaluated on those
/// samples so a `.po` form index becomes the category it serves.
public enum PluralRules {
    public static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// Sample integers per language and category (CLDR 44 supplemental plural rules; for Arabic
    /// zero 0, one 1, two 2, few 3 (n % 100 = 3..10), many 11 (n % 100 = 11..99), other 100).
    /// Languages not listed use English's.
    public static let samples: [String: [String: Int]] = [
        "ar": ["zero": 0, "one": 1, "two": 2, "few": 3, "many": 11, "other": 100],
        "en": ["one": 1, "other": 100],
        "de": ["one": 1, "other": 100], "nl": ["one": 1, "other": 100], "it": ["one": 1, "many": 1_000_000, "other": 100],
        "es": ["one": 1, "many": 1_000_000, "other": 100], "fr": ["one": 1, "many": 1_000_000, "other": 100],
        "pt": ["one": 1, "many": 1_000_000, "other": 100],
        "ru": ["one": 1, "few": 2, "many": 5, "other": 100], "uk": ["one": 1, "few": 2, "many": 5, "other": 100],
        "pl": ["one": 1, "few": 2, "many": 5, "other": 100], "cs": ["one": 1, "few": 2, "many": 5, "other": 100],
        "he": ["one": 1, "two": 2, "other": 100], "fa": ["one": 1, "other": 100], "ur": ["one": 1, "other": 100],
        "ja": ["other": 100], "zh": ["other": 100], "ko": ["other": 100], "tr": ["one": 1, "other": 100],
    ]

    /// The sample number for a plural category (or ICU exact match `=2`) in `locale`.
    public static func sample(_ category: String, locale: String) -> Int? {
        if category.hasPrefix("="), let n = Int(category.dropFirst()) { return n }
        let language = CatalogLocale.language(of: locale) ?? locale
        return (samples[language] ?? samples["en"]!)[category] ?? (category == "other" ? 100 : nil)
    }

    /// The plural category a key's variant names: `key[few]`, `key[=1]`, `key[iphone][many]` (the
    /// last bracket that is a category), or i18next v4's `key_few` when the same key has an `_other`
    /// form (so `arrow_many` alone is a key, not a plural).
    public static func category(ofKey key: String, siblings: Set<String> = []) -> String? {
        var rest = Substring(key)
        while rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") {
            let inner = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            if categories.contains(inner) || (inner.hasPrefix("=") && Int(inner.dropFirst()) != nil) { return inner }
            rest = rest[..<open]
        }
        if let underscore = key.lastIndex(of: "_") {
            let suffix = String(key[key.index(after: underscore)...])
            if categories.contains(suffix), siblings.contains(String(key[..<underscore]) + "_other") { return suffix }
        }
        return nil
    }

    /// gettext's `plural=` expression (a C expression in `n`), parsed once.
    public struct Formula: Sendable {
        indirect enum Node: Sendable {
            case n, number(Int)
            case unary(String, Node)
            case binary(String, Node, Node)
            case ternary(Node, Node, Node)
        }
        let root: Node
        public let count: Int

        /// Parses a `Plural-Forms:` header value: `nplurals=6; plural=n==0 ? 0 : …;`.
        public init?(header: String) {
            var nplurals: Int?
            var expression: String?
            for part in header.split(separator: ";") {
                let kv = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard kv.count == 2 else { continue }
                if kv[0] == "nplurals" { nplurals = Int(kv[1]) }
                if kv[0] == "plural" { expression = kv[1] }
            }
            guard let nplurals, nplurals > 0, nplurals <= 10, let expression else { return nil }
            var parser = Parser(s: Array(expression.unicodeScalars))
            guard let node = parser.ternary(), parser.atEnd else { return nil }
            root = node
            count = nplurals
        }

        public func index(_ n: Int) -> Int { Self.eval(root, n) }

        static func eval(_ node: Node, _ n: Int) -> Int {
            switch node {
            case .n: return n
            case .number(let v): return v
            case .unary(_, let a): return eval(a, n) == 0 ? 1 : 0
            case .ternary(let c, let a, let b): return eval(c, n) != 0 ? eval(a, n) : eval(b, n)
            case .binary(let op, let a, let b):
                let x = eval(a, n), y = eval(b, n)
                switch op {
                case "||": return (x != 0 || y != 0) ? 1 : 0
                case "&&": return (x != 0 && y != 0) ? 1 : 0
                case "==": return x == y ? 1 : 0
                case "!=": return x != y ? 1 : 0
                case "<": return x < y ? 1 : 0
                case ">": return x > y ? 1 : 0
                case "<=": return x <= y ? 1 : 0
                case ">=": return x >= y ? 1 : 0
                case "%": return y == 0 ? 0 : x % y
                case "/": return y == 0 ? 0 : x / y
                case "+": return x + y
                case "-": return x - y
                default: return x * y
                }
            }
        }

        /// Precedence climbing over C's operators as gettext's plural grammar (plural.y) has them.
        struct Parser {
            let s: [Unicode.Scalar]
            var i = 0
            var atEnd: Bool { mutating get { skip(); return i == s.count } }
            mutating func skip() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }
            mutating func take(_ op: String) -> Bool {
                skip()
                let o = Array(op.unicodeScalars)
                guard i + o.count <= s.count, Array(s[i..<i + o.count]) == o else { return false }
                // "<" must not swallow "<=", "=" is never alone.
                if o.count == 1, i + 1 < s.count, s[i + 1] == "=", "<>!".unicodeScalars.contains(o[0]) { return false }
                i += o.count
                return true
            }
            mutating func ternary() -> Node? {
                guard let c = binary(0) else { return nil }
                if take("?") {
                    guard let a = ternary(), take(":"), let b = ternary() else { return nil }
                    return .ternary(c, a, b)
                }
                return c
            }
            static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]
            mutating func binary(_ level: Int) -> Node? {
                guard level < Self.levels.count else { return unary() }
                guard var left = binary(level + 1) else { return nil }
                outer: while true {
                    for op in Self.levels[level] where take(op) {
                        guard let right = binary(level + 1) else { return nil }
                        left = .binary(op, left, right)
                        continue outer
                    }
                    return left
                }
            }
            mutating func unary() -> Node? {
                if take("!") { return unary().map { .unary("!", $0) } }
                skip()
                guard i < s.count else { return nil }
                if s[i] == "(" {
                    i += 1
                    guard let e = ternary(), take(")") else { return nil }
                    return e
                }
                if s[i] == "n" { i += 1; return .n }
                var v = 0, digits = 0
                while i < s.count, let d = Int(String(s[i])), s[i].isASCII { v = v * 10 + d; i += 1; digits += 1; if digits > 9 { return nil } }
                return digits > 0 ? .number(v) : nil
            }
        }
    }

    /// For each form index of a `.po` in `locale` with `formula`, the CLDR category whose sample
    /// number selects it (first match in CLDR order); nil entries for indexes no sample reaches.
    public static func categories(of formula: Formula, locale: String) -> [String?] {
        let language = CatalogLocale.language(of: locale) ?? locale
        let table = samples[language] ?? samples["en"]!
        var out = [String?](repeating: nil, count: formula.count)
        for category in categories {
            guard let n = table[category] else { continue }
            let index = formula.index(n)
            if index >= 0, index < out.count, out[index] == nil { out[index] = category }
        }
        return out
    }
}
