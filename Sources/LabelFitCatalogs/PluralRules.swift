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
        // The brackets and the underscore are found as bytes (suffixes are ASCII): searched by
        // Character, every key of every catalog had its grapheme clusters walked from the end.
        var rest = Substring(key)
        while rest.utf8.last == UInt8(ascii: "]"), let open = rest.utf8.lastIndex(of: UInt8(ascii: "[")) {
            let inner = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            if categories.contains(inner) || (inner.hasPrefix("=") && Int(inner.dropFirst()) != nil) { return inner }
            rest = rest[..<open]
        }
        if let underscore = key.utf8.lastIndex(of: UInt8(ascii: "_")) {
            let suffix = String(key[key.index(after: underscore)...])
            if categories.contains(suffix), siblings.contains(String(key[..<underscore]) + "_other") { return suffix }
        }
        return nil
    }

    /// gettext's `plural=` expression (a C expression in `n`), parsed once into code for a small
    /// stack machine, so evaluating it never recurses however long the formula is.
    ///
    /// Evaluated as GNU gettext does (gettext-runtime/intl/eval-plural.h `plural_eval`, the grammar in
    /// plural.y, the lexer's numbers in `yylex`): every value is a C `unsigned long` (64 bits here), so
    /// `*`, `+` and `-` wrap modulo 2^64 and comparisons are unsigned; numbers wrap as they are read;
    /// `!`, comparisons, `&&` and `||` give 0 or 1, `&&`/`||` and `?:` evaluate only the side they
    /// need; `/` and `%` by zero are an error (gettext raises SIGFPE, and `msgfmt --check` reports
    /// "plural expression can produce division by zero").
    public struct Formula: Sendable {
        enum Op: Sendable, Equatable {
            case n, number(UInt64), not
            case binary(Binary)
            /// `&&`/`||`: when the left value decides, it becomes 0/1 and the right side is skipped.
            case andSkip(to: Int), orSkip(to: Int)
            /// Turns the value on top into 0 or 1 (the right side of `&&`/`||`).
            case truth
            /// `?:`: the condition is popped; zero jumps to the else branch.
            case jumpIfZero(to: Int), jump(to: Int)
        }
        enum Binary: Sendable, Equatable { case eq, ne, lt, gt, le, ge, add, sub, mul, div, mod }

        /// Deepest nesting of `(`, `!` and `?:` accepted. Real formulas nest a few levels (Arabic's
        /// six-form formula: five `?:`); the parser recurses once per level, so this bounds its stack.
        /// gettext's own Bison parser gives up at YYMAXDEPTH (10,000 parser states).
        public static let maxNesting = 100

        public enum ParseProblem: Error, Equatable, CustomStringConvertible {
            case malformed
            case tooDeep
            public var description: String {
                switch self {
                case .malformed: "cannot be parsed"
                case .tooDeep: "nests deeper than \(Formula.maxNesting) levels of '(', '!' and '?:'"
                }
            }
        }

        let code: [Op]
        public let count: Int

        /// Parses a `Plural-Forms:` header value: `nplurals=6; plural=n==0 ? 0 : …;`.
        public init?(header: String) {
            guard case .success(let f) = Self.parse(header: header) else { return nil }
            self = f
        }

        private init(code: [Op], count: Int) {
            self.code = code
            self.count = count
        }

        /// The header value parsed, or why it cannot be.
        public static func parse(header: String) -> Result<Formula, ParseProblem> {
            var nplurals: Int?
            var expression: String?
            for part in header.split(separator: ";") {
                let kv = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard kv.count == 2 else { continue }
                if kv[0] == "nplurals" { nplurals = Int(kv[1]) }
                if kv[0] == "plural" { expression = kv[1] }
            }
            guard let nplurals, nplurals > 0, nplurals <= 10, let expression else { return .failure(.malformed) }
            var parser = Parser(s: Array(expression.unicodeScalars))
            do {
                try parser.ternary(depth: 0)
                guard parser.atEnd else { return .failure(.malformed) }
            } catch let problem as ParseProblem {
                return .failure(problem)
            } catch {
                return .failure(.malformed)
            }
            return .success(Formula(code: parser.code, count: nplurals))
        }

        /// The form index for `n`, as gettext's `plural_eval` computes it; nil when it divides by zero.
        public func evaluate(_ n: UInt64) -> UInt64? {
            var stack: [UInt64] = []
            stack.reserveCapacity(8)
            var pc = 0
            while pc < code.count {
                let op = code[pc]
                pc += 1
                switch op {
                case .n: stack.append(n)
                case .number(let v): stack.append(v)
                case .not: stack[stack.count - 1] = stack[stack.count - 1] == 0 ? 1 : 0
                case .truth: stack[stack.count - 1] = stack[stack.count - 1] != 0 ? 1 : 0
                case .andSkip(let target):
                    if stack[stack.count - 1] == 0 { pc = target } else { stack.removeLast() }
                case .orSkip(let target):
                    if stack[stack.count - 1] != 0 { stack[stack.count - 1] = 1; pc = target } else { stack.removeLast() }
                case .jumpIfZero(let target):
                    if stack.removeLast() == 0 { pc = target }
                case .jump(let target): pc = target
                case .binary(let b):
                    let y = stack.removeLast(), x = stack.removeLast()
                    let v: UInt64
                    switch b {
                    case .eq: v = x == y ? 1 : 0
                    case .ne: v = x != y ? 1 : 0
                    case .lt: v = x < y ? 1 : 0
                    case .gt: v = x > y ? 1 : 0
                    case .le: v = x <= y ? 1 : 0
                    case .ge: v = x >= y ? 1 : 0
                    case .add: v = x &+ y
                    case .sub: v = x &- y
                    case .mul: v = x &* y
                    case .div: guard y != 0 else { return nil }; v = x / y
                    case .mod: guard y != 0 else { return nil }; v = x % y
                    }
                    stack.append(v)
                }
            }
            return stack.last
        }

        /// The form index for a sample number; -1 when the formula divides by zero for it or its
        /// value is beyond any index (gettext then uses form 0: dcigettext.c `plural_lookup`).
        public func index(_ n: Int) -> Int {
            guard n >= 0, let v = evaluate(UInt64(n)) else { return -1 }
            return v < UInt64(Int.max) ? Int(v) : -1
        }

        /// Recursive descent over gettext's grammar (plural.y: `?:` right-associative and lowest,
        /// then `||`, `&&`, `== !=`, `< > <= >=`, `+ -`, `* / %`, unary `!`), emitting code as it goes.
        /// Left-associative chains are loops; only nesting recurses, and it is bounded by `maxNesting`.
        struct Parser {
            let s: [Unicode.Scalar]
            var i = 0
            var code: [Op] = []
            var atEnd: Bool { mutating get { skip(); return i == s.count } }
            /// gettext's lexer skips spaces and tabs only.
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
            mutating func ternary(depth: Int) throws {
                guard depth < Formula.maxNesting else { throw ParseProblem.tooDeep }
                try binary(0, depth: depth)
                if take("?") {
                    let jumpToElse = code.count
                    code.append(.jumpIfZero(to: -1))
                    try ternary(depth: depth + 1)
                    guard take(":") else { throw ParseProblem.malformed }
                    let jumpToEnd = code.count
                    code.append(.jump(to: -1))
                    code[jumpToElse] = .jumpIfZero(to: code.count)
                    try ternary(depth: depth + 1)
                    code[jumpToEnd] = .jump(to: code.count)
                }
            }
            static let levels: [[(String, Binary?)]] = [
                [("||", nil)], [("&&", nil)], [("==", .eq), ("!=", .ne)],
                [("<=", .le), (">=", .ge), ("<", .lt), (">", .gt)], [("+", .add), ("-", .sub)], [("*", .mul), ("/", .div), ("%", .mod)],
            ]
            mutating func binary(_ level: Int, depth: Int) throws {
                guard level < Self.levels.count else { return try unary(depth: depth) }
                try binary(level + 1, depth: depth)
                outer: while true {
                    for (op, b) in Self.levels[level] where take(op) {
                        if let b {
                            try binary(level + 1, depth: depth)
                            code.append(.binary(b))
                        } else {
                            let skip = code.count
                            code.append(.andSkip(to: -1))
                            try binary(level + 1, depth: depth)
                            code.append(.truth)
                            code[skip] = op == "||" ? .orSkip(to: code.count) : .andSkip(to: code.count)
                        }
                        continue outer
                    }
                    return
                }
            }
            mutating func unary(depth: Int) throws {
                guard depth < Formula.maxNesting else { throw ParseProblem.tooDeep }
                if take("!") {
                    try unary(depth: depth + 1)
                    code.append(.not)
                    return
                }
                skip()
                guard i < s.count else { throw ParseProblem.malformed }
                if s[i] == "(" {
                    i += 1
                    try ternary(depth: depth + 1)
                    guard take(")") else { throw ParseProblem.malformed }
                    return
                }
                if s[i] == "n" { i += 1; code.append(.n); return }
                // gettext reads digits into an unsigned long, wrapping as C does.
                var v: UInt64 = 0, digits = 0
                while i < s.count, s[i].isASCII, let d = UInt64(String(s[i])) { v = v &* 10 &+ d; i += 1; digits += 1 }
                guard digits > 0 else { throw ParseProblem.malformed }
                code.append(.number(v))
            }
        }

        /// The first of `numbers` for which the formula divides by zero.
        public func divisionByZero(among numbers: [Int]) -> Int? {
            numbers.first { $0 >= 0 && evaluate(UInt64($0)) == nil }
        }
    }

    /// The sample numbers of a locale by category (English's for languages not listed).
    public static func sampleTable(_ locale: String) -> [String: Int] {
        let language = CatalogLocale.language(of: locale) ?? locale
        return samples[language] ?? samples["en"]!
    }

    /// For each form index of a `.po` in `locale` with `formula`, the CLDR category whose sample
    /// number selects it (first match in CLDR order); nil entries for indexes no sample reaches.
    public static func categories(of formula: Formula, locale: String) -> [String?] {
        let table = sampleTable(locale)
        var out = [String?](repeating: nil, count: formula.count)
        for category in categories {
            guard let n = table[category] else { continue }
            let index = formula.index(n)
            if index >= 0, index < out.count, out[index] == nil { out[index] = category }
        }
        return out
    }
}
