/// The call syntax Swift and Dart share, which is all `labelfit layout` reads of them: names with a
/// call suffix — `(label: value, …)` arguments and Swift's trailing closures, `{ … } label: { … }`
/// included (*The Swift Programming Language*, "Expressions": function call expressions, trailing
/// closures, implicit member expressions; Dart language specification, "Function invocation",
/// "Named arguments", cascades) — chained by `.`, `?.` and `..` across lines
/// (`Text("a")\n.lineLimit(1)`), with `!`/`?` postfixes skipped, and leading-dot implicit members
/// (`.headline`). Every other token is kept as `other`; brackets are read as groups so that calls
/// inside anything (closures, `if`, collection literals) are seen.
///
/// Bounds, as `KotlinSyntax`: nesting deeper than `maxDepth` brackets is a located error; runs of
/// operators, prefixes and chain links are read in loops into flat arrays, never one recursion each.
indirect enum CallExpr: Sendable {
    /// `a.b(c) { … }.d`: the links in order; the first may be a literal or an unnamed head (`.headline`).
    case chain([CallSegment])
    case string(String?, SourceToken)
    /// A bracketed group (`{ … }`, `( … )`, `[ … ]`) or an expression of several parts: its items.
    case group([CallExpr], SourceToken)
    case other(SourceToken)
}

struct CallSegment: Sendable {
    /// The name; "" for an unnamed head, or a literal's text when `isLiteral`.
    var name: String
    var isLiteral = false
    var arguments: [CallArgument]?
    /// Trailing closures: the first unlabeled, further ones with their labels (`label: { … }`).
    var closures: [CallArgument] = []
    var token: SourceToken

    func argument(_ label: String) -> CallArgument? { arguments?.first { $0.label == label } }
    /// The `n`th argument without a label.
    func positional(_ n: Int = 0) -> CallArgument? {
        let unlabeled = (arguments ?? []).filter { $0.label == nil }
        return n < unlabeled.count ? unlabeled[n] : nil
    }
}

struct CallArgument: Sendable {
    var label: String?
    /// The value when it is one item, else a `group` of its parts.
    var value: CallExpr
    var token: SourceToken
}

extension CallExpr {
    var segments: [CallSegment]? { if case .chain(let s) = self { s } else { nil } }
    /// A number literal's value (`16`, `16.0`, `-8` is not one: a prefix makes an expression).
    var number: Double? {
        guard let s = segments, s.count == 1, s[0].isLiteral, s[0].arguments == nil else { return nil }
        return Double(s[0].name.replacingOccurrences(of: "_", with: ""))
    }
    /// `.name` with nothing before it: an implicit member (`.headline`, `.tail`).
    var implicitMember: String? {
        guard let s = segments, s.count == 2, s[0].name == "", s[0].isLiteral else { return nil }
        return s[1].name
    }
    var token: SourceToken {
        switch self {
        case .chain(let s): s[0].token
        case .string(_, let t), .group(_, let t), .other(let t): t
        }
    }
}

struct CallSyntax {
    typealias Failure = KotlinLexer.Failure
    static let maxDepth = KotlinSyntax.maxDepth
    static let valuePrefixes: Set<String> = ["const", "new", "try", "await"]

    private let t: [SourceToken]
    private var i = 0
    private var depth = 0

    private init(_ tokens: [SourceToken]) { t = tokens }

    /// The file's top-level items, in order.
    static func parse(_ tokens: [SourceToken]) throws(Failure) -> [CallExpr] {
        var p = CallSyntax(tokens)
        return try p.items(closing: nil, open: nil)
    }

    private func tok(_ k: Int = 0) -> SourceToken? { i + k < t.count ? t[i + k] : nil }
    private func isP(_ p: String, _ k: Int = 0) -> Bool { tok(k)?.isPunctuation(p) ?? false }
    private func isCloser(_ x: SourceToken) -> Bool { x.isPunctuation(")") || x.isPunctuation("}") || x.isPunctuation("]") }
    private var previousLine: Int { i > 0 ? t[i - 1].line : 0 }

    private mutating func enter(_ at: SourceToken) throws(Failure) {
        depth += 1
        if depth > Self.maxDepth { throw Failure(line: at.line, column: at.column, reason: "nested deeper than \(Self.maxDepth) brackets") }
    }

    /// Items up to `closing` (consumed); at the top level (`closing` nil) up to the end, a stray closer
    /// skipped. A closer of another kind ends the group unconsumed, so an outer group takes it.
    private mutating func items(closing: String?, open: SourceToken?) throws(Failure) -> [CallExpr] {
        var out: [CallExpr] = []
        while true {
            guard let x = tok() else {
                if let open { throw Failure(line: open.line, column: open.column, reason: "'\(open.text)' is never closed") }
                return out
            }
            if let closing, x.isPunctuation(closing) { i += 1; return out }
            if isCloser(x) {
                if closing == nil { i += 1; continue }
                return out
            }
            out.append(try item())
        }
    }

    private mutating func item() throws(Failure) -> CallExpr {
        let x = tok()!
        if x.isPunctuation("{") || x.isPunctuation("(") || x.isPunctuation("[") {
            try enter(x); defer { depth -= 1 }
            i += 1
            let inner = try items(closing: x.text == "{" ? "}" : x.text == "(" ? ")" : "]", open: x)
            return try continueChain(.group(inner, x))
        }
        if (x.isPunctuation(".")), let n = tok(1), n.isIdentifier {
            i += 1
            return try continueChain(.chain([CallSegment(name: "", isLiteral: true, token: x), try segment()]), already: true)
        }
        switch x.kind {
        case .string(let v):
            i += 1
            return try continueChain(.string(v, x))
        case .number:
            i += 1
            return try continueChain(.chain([CallSegment(name: x.text, isLiteral: true, token: x)]))
        case .identifier:
            return try continueChain(.chain([try segment()]))
        default:
            i += 1
            return .other(x)
        }
    }

    /// A name with its call suffix: type arguments, `(arguments)` and trailing closures on its line.
    private mutating func segment() throws(Failure) -> CallSegment {
        let n = tok()!
        i += 1
        var s = CallSegment(name: n.text, token: n)
        if isP("<"), looksLikeTypeArguments() { skipAngles() }
        if isP("("), tok()!.line == previousLine { s.arguments = try arguments() }
        if isP("{"), let open = tok(), open.line == previousLine {
            s.closures.append(CallArgument(label: nil, value: try closure(), token: open))
            // Swift's further trailing closures: `} label: {`.
            while let label = tok(), label.isIdentifier, label.line == previousLine, isP(":", 1), isP("{", 2) {
                i += 2
                let open = tok()!
                s.closures.append(CallArgument(label: label.text, value: try closure(), token: open))
            }
        }
        return s
    }

    private mutating func closure() throws(Failure) -> CallExpr {
        let open = tok()!
        try enter(open); defer { depth -= 1 }
        i += 1
        return .group(try items(closing: "}", open: open), open)
    }

    /// `<` starts type arguments when a matching `>` follows before anything that cannot be in a type.
    private func looksLikeTypeArguments() -> Bool {
        var k = i + 1, n = 1
        while k < t.count && k < i + 32 {
            let x = t[k]
            if x.isPunctuation("<") { n += 1 } else if x.isPunctuation(">") { n -= 1; if n == 0 { return true } }
            else if !(x.isIdentifier || x.isPunctuation(",") || x.isPunctuation(".") || x.isPunctuation("?") || x.isPunctuation("[") || x.isPunctuation("]")) { return false }
            k += 1
        }
        return false
    }

    private mutating func skipAngles() {
        var n = 0
        repeat {
            if isP("<") { n += 1 } else if isP(">") { n -= 1 }
            i += 1
        } while n > 0 && tok() != nil
    }

    private mutating func continueChain(_ head: CallExpr, already: Bool = false) throws(Failure) -> CallExpr {
        var segments: [CallSegment]?
        if already { segments = head.segments }
        while true {
            // Postfix `!` / `?` before a link (`AppLocalizations.of(context)!.title`, `a?.b`).
            var k = 0
            while isP("!", k) || isP("?", k) { k += 1 }
            guard isP(".", k) || isP("?.", k) || isP("..", k), let n = tok(k + 1), n.isIdentifier else { break }
            if k > 0, let first = tok(), first.line != previousLine { break }   // `!` starting a line is a prefix
            if segments == nil {
                switch head {
                case .chain(let s): segments = s
                default: segments = [CallSegment(name: "", isLiteral: true, token: head.token)]
                }
                if case .string = head { segments = [CallSegment(name: "", isLiteral: true, token: head.token)] }
            }
            i += k + 1
            segments!.append(try segment())
        }
        guard let segments else { return head }
        if case .string(let v, let tk) = head {
            // `'key'.tr()`: the literal stays reachable as the head's argument.
            var s = segments
            s[0].arguments = [CallArgument(label: nil, value: .string(v, tk), token: tk)]
            return .chain(s)
        }
        return .chain(segments)
    }

    private mutating func arguments() throws(Failure) -> [CallArgument] {
        let open = tok()!
        try enter(open); defer { depth -= 1 }
        i += 1
        var out: [CallArgument] = []
        while true {
            guard let x = tok() else { throw Failure(line: open.line, column: open.column, reason: "'(' is never closed") }
            if x.isPunctuation(")") { i += 1; return out }
            if x.isPunctuation("}") || x.isPunctuation("]") { return out }   // mismatched: the outer group's
            if x.isPunctuation(",") { i += 1; continue }
            var label: String?
            if x.isIdentifier, isP(":", 1) { label = x.text; i += 2 }
            var parts: [CallExpr] = []
            while let y = tok(), !(y.isPunctuation(",") || isCloser(y)) { parts.append(try item()) }
            // A keyword before the value (Dart's `const`/`new`, Swift's `try`/`await`) is not part of it.
            if parts.count == 2, let s = parts[0].segments, s.count == 1, s[0].arguments == nil, s[0].closures.isEmpty,
               Self.valuePrefixes.contains(s[0].name) { parts.removeFirst() }
            let at = parts.first?.token ?? x
            out.append(CallArgument(label: label, value: parts.count == 1 ? parts[0] : .group(parts, at), token: at))
        }
    }
}
