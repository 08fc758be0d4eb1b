/// The part of Kotlin's syntax `labelfit layout` reads: declarations of functions and properties, and
/// inside them calls, with their named or positional arguments and trailing lambdas, chained by `.`
/// (`Modifier.weight(1f).padding(end = 8.dp)`), literals, and `if`/`when` alternatives. Other
/// expressions are kept as `other` and resolve to "unknown". Statement structure follows the Kotlin
/// specification's grammar (kotlinlang.org/spec/syntax-and-grammar.html: `callSuffix`,
/// `valueArguments`, `annotatedLambda`, `ifExpression`, `whenExpression`).
indirect enum KotlinExpr: Sendable {
    /// `a.b(c) { … }.d`: the segments in order, the first possibly a literal (`16.dp`).
    case chain([KotlinSegment])
    case string(String?, KotlinToken)
    /// A lambda literal `{ … }` (a slot such as `title = { Text(…) }`).
    case lambda([KotlinExpr])
    /// `if (…) a else b`, `when { … -> a; else -> b }`: each branch that is an expression.
    case alternatives([KotlinExpr])
    /// `a == b`, `a + b`, `x as T`: no value of its own here, but its operands are kept so that what
    /// they name can be found (`LocalLayoutDirection.current == LayoutDirection.Rtl`).
    case operation([KotlinExpr], KotlinToken)
    case other(KotlinToken)
}

struct KotlinSegment: Sendable {
    /// The name, or a literal's text when `isLiteral` (`16` in `16.dp`).
    var name: String
    var isLiteral = false
    var arguments: [KotlinArgument]?
    /// Statements of a trailing lambda, when the call has one.
    var lambda: [KotlinExpr]?
    var token: KotlinToken
}

struct KotlinArgument: Sendable {
    var label: String?
    var value: KotlinExpr
}

struct KotlinParameter: Sendable {
    var name: String
    var defaultValue: KotlinExpr?
}

struct KotlinFunction: Sendable {
    var name: String
    var annotations: [String]
    var parameters: [KotlinParameter]
    /// The body's statements (a block), or its single expression (`fun f() = …`).
    var body: [KotlinExpr]
    /// `val x = …` inside the body, in order: a later one shadows an earlier.
    var locals: [String: KotlinExpr]
    var token: KotlinToken
    var file: String
}

struct KotlinFile: Sendable {
    var path: String
    var functions: [KotlinFunction]
    /// Top-level `val NAME = …` (styles, sizes).
    var properties: [String: KotlinExpr]
    /// Imported names, by their last component (`Text` → `androidx.compose.material3.Text`).
    var imports: [String: String]
    /// Top-level `typealias NAME = a.b.C` whose right side is a dotted name (`CommonStrings` →
    /// `R.string`), as the Kotlin specification's `typeAlias` declares it; a generic or function
    /// type is not kept.
    var typeAliases: [String: String] = [:]
    /// Top-level `annotation class NAME` with the annotations written on it (a multipreview:
    /// `@Preview(…) annotation class PreviewsDayNight`).
    var annotationClasses: [String: [String]] = [:]
}

struct KotlinSyntax {
    typealias Failure = KotlinLexer.Failure
    /// Deepest nesting of brackets and lambdas read; deeper source is refused with its line.
    static let maxDepth = 200

    private let t: [KotlinToken]
    private var i = 0
    private var depth = 0
    private var locals: [String: KotlinExpr] = [:]

    private init(_ tokens: [KotlinToken]) { t = tokens }

    static func parse(_ text: String, path: String) throws(Failure) -> KotlinFile {
        var p = KotlinSyntax(try KotlinLexer.tokens(text))
        return try p.file(path)
    }

    private var atEnd: Bool { i >= t.count }
    private func tok(_ k: Int = 0) -> KotlinToken? { i + k < t.count ? t[i + k] : nil }
    private func isP(_ p: String, _ k: Int = 0) -> Bool { tok(k)?.isPunctuation(p) ?? false }
    private func isWord(_ w: String, _ k: Int = 0) -> Bool { tok(k).map { $0.isIdentifier && $0.text == w } ?? false }
    private func failure(_ reason: String) -> Failure {
        let at = tok() ?? t.last
        return Failure(line: at?.line ?? 1, column: at?.column ?? 1, reason: reason)
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maxDepth { throw failure("nested deeper than \(Self.maxDepth) brackets") }
    }

    private mutating func file(_ path: String) throws(Failure) -> KotlinFile {
        var out = KotlinFile(path: path, functions: [], properties: [:], imports: [:])
        var annotations: [String] = []
        while !atEnd {
            if isWord("import"), let first = tok(1), first.isIdentifier {
                i += 1
                var name = [first.text]
                i += 1
                while isP("."), let n = tok(1), n.isIdentifier { name.append(n.text); i += 2 }
                if isWord("as"), let alias = tok(1) { out.imports[alias.text] = name.joined(separator: "."); i += 2 }
                else { out.imports[name.last!] = name.joined(separator: ".") }
                continue
            }
            if isP("@"), let a = tok(1), a.isIdentifier {
                annotations.append(a.text)
                i += 2
                if isP("(") { try skipGroup() }
                continue
            }
            if isWord("typealias"), let name = tok(1), name.isIdentifier, tok(2)?.isPunctuation("=") == true, let first = tok(3), first.isIdentifier {
                i += 4
                var target = [first.text]
                while isP("."), let n = tok(1), n.isIdentifier { target.append(n.text); i += 2 }
                if !isP("<") && !isP("(") && !isP("?") { out.typeAliases[name.text] = target.joined(separator: ".") }
                annotations = []
                continue
            }
            if isWord("annotation"), isWord("class", 1), let name = tok(2), name.isIdentifier {
                out.annotationClasses[name.text] = annotations
                annotations = []
                i += 3
                continue
            }
            // A class, object or interface declaration takes the annotations before it (its body is skipped).
            if isWord("class") || isWord("object") || isWord("interface") {
                annotations = []
                i += 1
                continue
            }
            if isWord("fun") {
                if let f = try function(annotations: annotations, file: path) { out.functions.append(f) }
                annotations = []
                continue
            }
            if (isWord("val") || isWord("var")), let name = tok(1), name.isIdentifier {
                i += 2
                if isP(":") { skipType() }
                if isP("=") {
                    i += 1
                    out.properties[name.text] = try expression()
                }
                annotations = []
                continue
            }
            if isP("{") || isP("(") || isP("[") { try skipGroup(); continue }
            i += 1
        }
        return out
    }

    /// `fun [<T>] [Receiver.]name(params) [: Type] { body } | = expr`, from `fun`.
    private mutating func function(annotations: [String], file: String) throws(Failure) -> KotlinFunction? {
        let start = tok()!
        i += 1
        if isP("<") { skipAngles() }
        var name: KotlinToken?
        while let n = tok(), n.isIdentifier {
            name = n
            i += 1
            // A receiver's type arguments and `?` (`fun <T> Local<T>.ProvidesValue(…)`, `Foo?.bar`).
            if isP("<") { skipAngles() }
            if isP("?") { i += 1 }
            if isP(".") { i += 1 } else { break }
        }
        guard let name, isP("(") else { return nil }
        let params = try parameters()
        if isP(":") { skipType() }
        let saved = locals
        locals = [:]
        defer { locals = saved }
        var body: [KotlinExpr] = []
        if isP("{") { body = try block() } else if isP("=") { i += 1; body = [try expression()] }
        _ = start
        return KotlinFunction(name: name.text, annotations: annotations, parameters: params, body: body, locals: locals,
                              token: name, file: file)
    }

    private mutating func parameters() throws(Failure) -> [KotlinParameter] {
        try enter(); defer { depth -= 1 }
        i += 1   // (
        var out: [KotlinParameter] = []
        while !atEnd && !isP(")") {
            // Modifiers and annotations before the name (`vararg`, `@StringRes`, `crossinline`).
            while isP("@") { i += 2; if isP("(") { try skipGroup() } }
            while let w = tok(), w.isIdentifier, let next = tok(1), next.isIdentifier { i += 1; _ = w }
            guard let n = tok(), n.isIdentifier else { i += 1; continue }
            i += 1
            if isP(":") { skipType() }
            var value: KotlinExpr?
            if isP("=") { i += 1; value = try expression() }
            out.append(KotlinParameter(name: n.text, defaultValue: value))
            while !atEnd && !isP(",") && !isP(")") { i += 1 }
            if isP(",") { i += 1 }
        }
        i += 1   // )
        return out
    }

    /// A type after `:`, up to what ends it at this level (`=`, `,`, `)`, `{`): generics and function
    /// types included.
    private mutating func skipType() {
        i += 1
        var angle = 0, paren = 0
        while let x = tok() {
            if x.isPunctuation("<") { angle += 1 } else if x.isPunctuation(">") { angle -= 1 }
            else if x.isPunctuation("(") { paren += 1 } else if x.isPunctuation(")") { if paren == 0 { return }; paren -= 1 }
            else if angle == 0 && paren == 0 && (x.isPunctuation("=") || x.isPunctuation(",") || x.isPunctuation("{") || x.isPunctuation(";")) { return }
            else if angle == 0 && paren == 0, x.isIdentifier, let prev = i > 0 ? t[i - 1] : nil, prev.line < x.line, !prev.isPunctuation(":"), !prev.isPunctuation("."), !prev.isPunctuation("->") { return }
            i += 1
        }
    }

    private mutating func skipAngles() {
        var n = 0
        repeat {
            if isP("<") { n += 1 } else if isP(">") { n -= 1 }
            i += 1
        } while n > 0 && !atEnd
    }

    /// Skips a bracketed group from its opening bracket, whatever it holds.
    private mutating func skipGroup() throws(Failure) {
        let open = tok()!
        var stack: [String] = []
        repeat {
            guard let x = tok() else { throw Failure(line: open.line, column: open.column, reason: "'\(open.text)' is never closed") }
            if x.isPunctuation("(") || x.isPunctuation("{") || x.isPunctuation("[") {
                stack.append(x.text)
                if stack.count > Self.maxDepth { throw failure("nested deeper than \(Self.maxDepth) brackets") }
            } else if x.isPunctuation(")") || x.isPunctuation("}") || x.isPunctuation("]") {
                stack.removeLast()
            }
            i += 1
        } while !stack.isEmpty
    }

    /// Statements of a `{ … }` block or lambda, from its brace; lambda parameters (`x ->`) skipped.
    private mutating func block() throws(Failure) -> [KotlinExpr] {
        let open = tok()!
        try enter(); defer { depth -= 1 }
        i += 1
        // `{ a, b -> …`: parameters end at an arrow before any bracket.
        var k = i
        while let x = k < t.count ? t[k] : nil, x.isIdentifier || x.isPunctuation(",") || x.isPunctuation(":") || x.isPunctuation("_") { k += 1 }
        if k < t.count && t[k].isPunctuation("->") { i = k + 1 }
        var out: [KotlinExpr] = []
        while true {
            guard let x = tok() else { throw Failure(line: open.line, column: open.column, reason: "'{' is never closed") }
            if x.isPunctuation("}") { i += 1; return out }
            out += try statement()
        }
    }

    /// One statement; control flow contributes the statements of its branches.
    private mutating func statement() throws(Failure) -> [KotlinExpr] {
        guard let x = tok() else { return [] }
        if x.isPunctuation(";") || x.isPunctuation(",") || x.isPunctuation("->") { i += 1; return [] }
        // A stray closer no bracket of this statement opened (`)` or `]`): skipped, never looped on.
        if x.isPunctuation(")") || x.isPunctuation("]") { i += 1; return [] }
        if x.isIdentifier {
            switch x.text {
            case "val", "var":
                if let n = tok(1), n.isIdentifier {
                    i += 2
                    if isP(":") { skipType() }
                    if isP("=") || isWord("by") {
                        i += 1
                        // Kept as the name's value, not as a statement: a declaration lays nothing out.
                        locals[n.text] = try expression()
                        return []
                    }
                    return []
                }
                i += 1
                return []
            case "if":
                // The branches are alternatives, never shown together: each kept as its own block (a
                // missing `else` is an empty one), so a Row does not count both branches' children.
                i += 1
                if isP("(") { try skipGroup() }
                var branches = [KotlinExpr.lambda(try branch())]
                var otherwise: [KotlinExpr] = []
                if isWord("else") { i += 1; otherwise = try branch() }
                branches.append(.lambda(otherwise))
                return [.alternatives(branches)]
            case "when":
                i += 1
                if isP("(") { try skipGroup() }
                guard isP("{") else { return [] }
                return try block()
            case "for", "while":
                i += 1
                if isP("(") { try skipGroup() }
                return try branch()
            case "do":
                i += 1
                let out = try branch()
                if isWord("while") { i += 1; if isP("(") { try skipGroup() } }
                return out
            case "return", "else", "try", "finally", "throw":
                i += 1
                if x.text == "return", isP("@") { i += 2 }
                return []
            case "catch":
                i += 1
                if isP("(") { try skipGroup() }
                return try branch()
            case "fun":
                _ = try function(annotations: [], file: "")
                return []
            default: break
            }
        }
        if x.isPunctuation("@") { i += 2; if isP("(") { try skipGroup() }; return [] }
        return [try expression()]
    }

    /// A branch of `if`/`for`/`while`: a block, or one statement — counted in the nesting depth, so
    /// `if (a) if (a) if (a) …` is bounded like brackets are.
    private mutating func branch() throws(Failure) -> [KotlinExpr] {
        if isP("{") { return try block() }
        try enter(); defer { depth -= 1 }
        return try statement()
    }

    /// An expression: a chain or literal, then any binary operators (their result is `other`, but the
    /// operands are read so that calls inside them are seen).
    private mutating func expression() throws(Failure) -> KotlinExpr {
        try enter(); defer { depth -= 1 }
        guard let first = tok() else { throw failure("expression expected") }
        if first.isIdentifier && first.text == "if" {
            i += 1
            if isP("(") { try skipGroup() }
            var branches = [try valueBranch()]
            if isWord("else") { i += 1; branches.append(try valueBranch()) }
            return .alternatives(branches)
        }
        if first.isIdentifier && first.text == "when" {
            i += 1
            if isP("(") { try skipGroup() }
            guard isP("{") else { return .other(first) }
            return .alternatives(try block())
        }
        // `a op b op c …` is one flat operation of all its operands: not a nesting as deep as the line
        // is long (walking or freeing such a tree would recurse once per operator), and gathered in
        // one array (appending to a copy each time would be quadratic).
        var operands = [try primary()]
        var firstOp: KotlinToken?
        while let op = tok(), case .punctuation = op.kind, ["+", "-", "*", "/", "%", "?:", "==", "!=", "&&", "||", "<", ">", "..", "!"].contains(op.text),
              op.line == (i > 0 ? t[i - 1].line : op.line) || op.text == "?:" {
            i += 1
            if isP("=") { i += 1 }   // <=, >=
            firstOp = firstOp ?? op
            operands.append(try primary())
        }
        while isWord("as") || isWord("is") || isWord("in") {
            let op = tok()!
            i += 1
            if isP("?") { i += 1 }
            firstOp = firstOp ?? op
            operands.append(try primary())
        }
        var e = firstOp.map { KotlinExpr.operation(operands, $0) } ?? operands[0]
        // An infix call on the same line (`LocalLayoutDirection provides LayoutDirection.Ltr`, `a to b`):
        // the grammar's `infixFunctionCall`, kept as a segment of the left side with the right as its argument.
        var infix: [KotlinSegment]?   // one array for the whole run (`a to b to c …`), not a copy per call
        while let name = tok(), name.isIdentifier, !["else", "as", "is", "in", "by", "catch", "finally", "where"].contains(name.text),
              i > 0, name.line == t[i - 1].line, let next = tok(1), next.line == name.line,
              next.isIdentifier || isLiteralStart(next) {
            i += 1
            let rhs = try primary()
            if infix == nil {
                if case .chain(let segments) = e { infix = segments } else { infix = [KotlinSegment(name: "", isLiteral: true, token: name)] }
            }
            infix!.append(KotlinSegment(name: name.text, arguments: [KotlinArgument(label: nil, value: rhs)], token: name))
        }
        if let infix { e = .chain(infix) }
        return e
    }

    private func isLiteralStart(_ x: KotlinToken) -> Bool {
        switch x.kind {
        case .number, .string, .character: true
        default: x.isPunctuation("(")
        }
    }

    private mutating func valueBranch() throws(Failure) -> KotlinExpr {
        if isP("{") {
            let statements = try block()
            return statements.last ?? .other(tok() ?? t[t.count - 1])
        }
        return try expression()
    }

    private mutating func primary() throws(Failure) -> KotlinExpr {
        // Prefixes, read in a loop (a run of them in hostile source must not recurse once each):
        // annotations (`@OptIn(X::class) f()`) leave the expression as it is; unary operators
        // (`-x`, `!x`) make it a value this reader does not follow.
        var unary: KotlinToken?
        while let y = tok() {
            if y.isPunctuation("@"), let name = tok(1), name.isIdentifier, name.line == y.line {
                i += 2
                if isP("("), let open = tok(), open.line == name.line { try skipGroup() }
            } else if y.isPunctuation("-") || y.isPunctuation("!") || y.isPunctuation("+") {
                unary = unary ?? y
                i += 1
            } else {
                break
            }
        }
        if let unary {
            _ = try primaryWithoutPrefix()
            return .other(unary)
        }
        return try primaryWithoutPrefix()
    }

    private mutating func primaryWithoutPrefix() throws(Failure) -> KotlinExpr {
        guard let x = tok() else { throw failure("expression expected") }
        // A closing bracket ends the expression; it is its own bracket's to consume.
        if x.isPunctuation(")") || x.isPunctuation("}") || x.isPunctuation("]") { return .other(x) }
        // `.name` with nothing before it (after a label, `this@f.g()`): a chain from an unnamed head.
        if x.isPunctuation("."), let n = tok(1), n.isIdentifier {
            return try continueChain(from: .chain([KotlinSegment(name: "", isLiteral: true, token: x)]))
        }
        if x.isPunctuation("(") {
            i += 1
            let inner = try expression()
            while !atEnd && !isP(")") { i += 1 }
            i += 1
            return try continueChain(from: inner)
        }
        if x.isPunctuation("{") { return .lambda(try block()) }
        if x.isPunctuation("[") { try skipGroup(); return .other(x) }
        if x.isPunctuation("::") { i += 1; if let n = tok(), n.isIdentifier { i += 1 }; return .other(x) }
        switch x.kind {
        case .string(let v):
            i += 1
            return try continueChain(from: .string(v, x))
        case .number:
            i += 1
            return try continueChain(from: .chain([KotlinSegment(name: x.text, isLiteral: true, token: x)]))
        case .character, .regularExpression:
            i += 1
            return .other(x)
        case .identifier:
            if ["object", "class", "interface"].contains(x.text) { i += 1; return .other(x) }
            // `this@label`, `super@label`: the label names which receiver; the chain goes on after it.
            if x.text == "this" || x.text == "super", isP("@", 1), let label = tok(2), label.isIdentifier, label.line == x.line {
                i += 3
                return try continueChain(from: .chain([KotlinSegment(name: x.text, token: x)]))
            }
            return try continueChain(from: .chain([try segment()]))
        case .punctuation:
            i += 1
            return .other(x)
        }
    }

    /// A name with its call suffix: type arguments, `(arguments)`, and a trailing lambda on the same line.
    private mutating func segment() throws(Failure) -> KotlinSegment {
        let n = tok()!
        i += 1
        var s = KotlinSegment(name: n.text, token: n)
        if isP("<"), looksLikeTypeArguments() { skipAngles() }
        if isP("("), let open = tok(), open.line == t[i - 1].line { s.arguments = try arguments() }
        if isP("{"), let open = tok(), open.line == t[i - 1].line { s.lambda = try block() }
        return s
    }

    /// `<` starts type arguments when a matching `>` follows before anything that cannot be in a type.
    private func looksLikeTypeArguments() -> Bool {
        var k = i + 1, n = 1
        while k < t.count && k < i + 32 {
            let x = t[k]
            if x.isPunctuation("<") { n += 1 } else if x.isPunctuation(">") { n -= 1; if n == 0 { return true } }
            else if !(x.isIdentifier || x.isPunctuation(",") || x.isPunctuation(".") || x.isPunctuation("?") || x.isPunctuation("*")) { return false }
            k += 1
        }
        return false
    }

    private mutating func continueChain(from head: KotlinExpr) throws(Failure) -> KotlinExpr {
        guard isP(".") || isP("?.") || isP("!") && isP("!", 1) else { return head }
        var segments: [KotlinSegment]
        switch head {
        case .chain(let s): segments = s
        default: segments = [KotlinSegment(name: "", isLiteral: true, token: tok()!)]
        }
        while true {
            if isP("!") && isP("!", 1) { i += 2; continue }
            guard isP(".") || isP("?."), let n = tok(1), n.isIdentifier else { break }
            i += 1
            segments.append(try segment())
        }
        return .chain(segments)
    }

    private mutating func arguments() throws(Failure) -> [KotlinArgument] {
        let open = tok()!
        try enter(); defer { depth -= 1 }
        i += 1
        var out: [KotlinArgument] = []
        while true {
            guard let x = tok() else { throw Failure(line: open.line, column: open.column, reason: "'(' is never closed") }
            if x.isPunctuation(")") { i += 1; return out }
            if x.isPunctuation(",") { i += 1; continue }
            var label: String?
            if x.isIdentifier, isP("=", 1) { label = x.text; i += 2 }
            if isP("*") { i += 1 }   // spread
            let value = try expression()
            out.append(KotlinArgument(label: label, value: value))
            // Whatever is left of an argument this reader does not follow (`a[b]`, `x?.y ?: z` tails).
            var stack = 0
            while let y = tok(), stack > 0 || !(y.isPunctuation(",") || y.isPunctuation(")")) {
                if y.isPunctuation("(") || y.isPunctuation("{") || y.isPunctuation("[") { stack += 1 }
                else if y.isPunctuation(")") || y.isPunctuation("}") || y.isPunctuation("]") { stack -= 1 }
                i += 1
            }
        }
    }
}
