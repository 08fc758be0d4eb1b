/// A Dart class declaration as `labelfit layout` reads it: its name, what it extends (with the first
/// type argument, so `State<MyWidget>` names the widget it builds for), its constructors' parameters
/// and the bodies of its methods (`build` among them). Read from a file's tokens (the header) and its
/// `CallSyntax` items (the body), by the Dart language specification's rules: "Classes"
/// (`class C extends S<T> with M implements I { … }`), "Constructors" (`C(this.x, {required this.y,
/// this.z = 1, super.key})`, named `C.name(…)`), "Formal Parameters" (positional, `[optional]`,
/// `{named}`), function bodies `{ … }` and `=> expression;`.
struct DartClassDeclaration: Sendable {
    struct Parameter: Sendable, Equatable {
        var name: String
        /// The position among positional parameters; nil for a named one.
        var position: Int?
        var hasDefault: Bool
        /// The default value as written (`this.padding = const EdgeInsets.all(8)`).
        var defaultValue: CallExpr?

        init(name: String, position: Int?, hasDefault: Bool, defaultValue: CallExpr? = nil) {
            self.name = name
            self.position = position
            self.hasDefault = hasDefault
            self.defaultValue = defaultValue
        }

        static func == (a: Parameter, b: Parameter) -> Bool {
            a.name == b.name && a.position == b.position && a.hasDefault == b.hasDefault
        }
    }
    struct Constructor: Sendable {
        /// "" for the unnamed constructor, else the name after the dot.
        var name: String
        var parameters: [Parameter]
        func parameter(_ label: String) -> Parameter? { parameters.first { $0.name == label && $0.position == nil } }
        func parameter(at n: Int) -> Parameter? { parameters.first { $0.position == n } }
    }
    struct Method: Sendable {
        var name: String
        var body: [CallExpr]
    }

    var name: String
    var superclass: String?
    var superTypeArgument: String?
    var constructors: [Constructor] = []
    var methods: [Method] = []
    var token: SourceToken

    func constructor(_ name: String) -> Constructor? { constructors.first { $0.name == name } }
    func method(_ name: String) -> Method? { methods.first { $0.name == name } }

    /// Every class of one file: headers from the tokens, bodies from the top-level items (Dart classes
    /// are declared at the top level only).
    static func read(tokens t: [SourceToken], items: [CallExpr]) -> [DartClassDeclaration] {
        var headers: [String: DartClassDeclaration] = [:]
        var k = 0
        while k + 1 < t.count {
            defer { k += 1 }
            guard t[k].isIdentifier, t[k].text == "class", t[k + 1].isIdentifier, k == 0 || !t[k - 1].isPunctuation(".") else { continue }
            var c = DartClassDeclaration(name: t[k + 1].text, token: t[k + 1])
            var j = k + 2
            while j < t.count, !t[j].isPunctuation("{"), !t[j].isPunctuation(";"), j < k + 200 {
                if t[j].text == "extends", j + 1 < t.count, t[j + 1].isIdentifier {
                    c.superclass = t[j + 1].text
                    if j + 3 < t.count, t[j + 2].isPunctuation("<"), t[j + 3].isIdentifier { c.superTypeArgument = t[j + 3].text }
                }
                j += 1
            }
            if headers[c.name] == nil { headers[c.name] = c }
        }
        var out: [DartClassDeclaration] = []
        var i = 0
        while i + 1 < items.count {
            defer { i += 1 }
            guard let s = items[i].segments, s.count == 1, s[0].name == "class", s[0].arguments == nil,
                  let n = items[i + 1].segments?.first?.name, var c = headers[n], c.token == items[i + 1].token else { continue }
            // The body: the first `{ … }` after the header, a trailing closure of the last name on the
            // header's line, or a group of its own when the brace starts a line.
            var body: [CallExpr]?
            var j = i + 1
            while j < items.count, j < i + 40, body == nil {
                switch items[j] {
                case .chain(let segs):
                    if let cl = segs.last?.closures.first, case .group(let inner, _) = cl.value { body = inner }
                case .group(let inner, let open) where open.isPunctuation("{"): body = inner
                case .other(let x) where x.isPunctuation(";"): j = items.count
                default: break
                }
                j += 1
            }
            guard let body else { continue }
            c.read(body: body)
            out.append(c)
            i = j - 1
        }
        return out
    }

    private mutating func read(body: [CallExpr]) {
        for (n, item) in body.enumerated() {
            guard let segs = item.segments else { continue }
            // A constructor: `C(…)` or `C.name(…)` (after `const` / `factory`, which are items of their own).
            if segs[0].name == name {
                if segs.count == 1, let args = segs[0].arguments, constructor("") == nil {
                    constructors.append(Constructor(name: "", parameters: Self.parameters(args)))
                } else if segs.count == 2, segs[0].arguments == nil, let args = segs[1].arguments, constructor(segs[1].name) == nil {
                    constructors.append(Constructor(name: segs[1].name, parameters: Self.parameters(args)))
                }
                continue
            }
            // A method: `name(params) { … }` or `name(params) => expression;`.
            guard segs.count == 1, let last = segs.last, last.arguments != nil, n > 0, body[n - 1].segments != nil || isTypeEnd(body[n - 1]) else { continue }
            if let cl = last.closures.first, case .group(let inner, _) = cl.value {
                methods.append(Method(name: last.name, body: inner))
            } else if n + 1 < body.count, case .other(let arrow) = body[n + 1], arrow.text == "=>" {
                var expr: [CallExpr] = []
                var m = n + 2
                while m < body.count { if case .other(let x) = body[m], x.isPunctuation(";") { break }; expr.append(body[m]); m += 1 }
                methods.append(Method(name: last.name, body: expr))
            }
        }
    }

    /// `Widget? build(…)`: a return type ending in `?` or `>` before a method's name.
    private func isTypeEnd(_ e: CallExpr) -> Bool {
        if case .other(let x) = e { return x.isPunctuation("?") || x.isPunctuation(">") }
        return false
    }

    /// A constructor's formal parameters: positional ones in order, then `[…]` optional positional and
    /// `{…}` named ones. `this.x` and `super.x` name x; `Type x` names x; `= value` is a default.
    static func parameters(_ args: [CallArgument]) -> [Parameter] {
        var out: [Parameter] = []
        var position = 0
        func add(_ parts: [CallExpr], positional: Bool) {
            guard var p = parameter(parts) else { return }
            if positional { p.position = position; position += 1 }
            out.append(p)
        }
        for a in args {
            if case .group(let inner, let open) = a.value, open.isPunctuation("{") || open.isPunctuation("[") {
                for parts in split(inner) { add(parts, positional: open.isPunctuation("[")) }
            } else if case .group(let parts, _) = a.value {
                add(parts, positional: true)
            } else {
                add([a.value], positional: true)
            }
        }
        return out
    }

    private static func split(_ items: [CallExpr]) -> [[CallExpr]] {
        var out: [[CallExpr]] = [[]]
        for x in items {
            if case .other(let t) = x, t.isPunctuation(",") { out.append([]) } else { out[out.count - 1].append(x) }
        }
        return out.filter { !$0.isEmpty }
    }

    private static func parameter(_ parts: [CallExpr]) -> Parameter? {
        var before = parts
        var hasDefault = false
        var value: CallExpr?
        if let eq = parts.firstIndex(where: { if case .other(let t) = $0 { t.isPunctuation("=") } else { false } }) {
            before = Array(parts[..<eq])
            hasDefault = true
            var after = Array(parts[(eq + 1)...])
            if after.count == 2, after[0].segments?.count == 1, after[0].segments?[0].name == "const" { after.removeFirst() }
            if after.count == 1 { value = after[0] }
        }
        guard let segs = before.last(where: { $0.segments != nil })?.segments, let last = segs.last, !last.isLiteral else { return nil }
        if segs.count == 2, segs[0].name == "super" { return nil }   // passed to the superclass
        guard segs.count == 1 || segs.count == 2 && segs[0].name == "this" else { return nil }
        return Parameter(name: last.name, position: nil, hasDefault: hasDefault, defaultValue: value)
    }
}
