/// The app's `const` declarations (Dart language specification, "Constants": a `const` variable's
/// value is fixed at compile time): top-level `const name = value;` and a class's
/// `static const name = value;` (read as `Class.name`), a type between `const` and the name allowed.
/// A name declared twice (in two libraries) is dropped: a use could mean either.
struct DartConstants: Sendable {
    private var values: [String: CallExpr] = [:]
    private var ambiguous = Set<String>()

    init() {}

    mutating func add(items: [CallExpr]) {
        collect(items, owner: nil)
        for item in items {
            // A class body: `class C … { … }` is a chain whose last link carries the body as a closure.
            guard let s = item.segments, let cl = s.last?.closures.first, case .group(let body, _) = cl.value else { continue }
            if let owner = className(before: item, in: items) { collect(body, owner: owner) }
        }
    }

    /// The class a body belongs to: the name after the nearest `class` before it.
    private func className(before item: CallExpr, in items: [CallExpr]) -> String? {
        guard let k = items.firstIndex(where: { $0.token == item.token }) else { return nil }
        var j = k
        while j > 0, j > k - 40 {
            j -= 1
            if let s = items[j].segments, s.count == 1, s[0].name == "class", j + 1 < items.count { return items[j + 1].segments?.first?.name }
            if case .other(let t) = items[j], t.isPunctuation(";") { return nil }
        }
        return nil
    }

    private mutating func collect(_ items: [CallExpr], owner: String?) {
        for (m, item) in items.enumerated() {
            guard case .other(let eq) = item, eq.isPunctuation("="), m >= 2, m + 2 < items.count,
                  let nameSegs = items[m - 1].segments, nameSegs.count == 1, nameSegs[0].arguments == nil else { continue }
            // `const` within the three items before the name (`static const double name`).
            let head = items[max(0, m - 4)..<(m - 1)]
            guard head.contains(where: { $0.segments?.count == 1 && $0.segments?[0].name == "const" }) else { continue }
            guard case .other(let end) = items[m + 2], end.isPunctuation(";") else { continue }
            let name = owner.map { "\($0).\(nameSegs[0].name)" } ?? nameSegs[0].name
            if values[name] != nil || ambiguous.contains(name) { values[name] = nil; ambiguous.insert(name); continue }
            values[name] = items[m + 1]
        }
    }

    /// The value `e` names when it is a constant (`Styles.bodyPadding`, `kMaxLines`), else `e`.
    func resolve(_ e: CallExpr) -> CallExpr {
        guard let s = e.segments, s.allSatisfy({ $0.arguments == nil && $0.closures.isEmpty && !$0.isLiteral }) else { return e }
        let name = s.map(\.name).joined(separator: ".")
        guard s.count <= 2, let v = values[name] else { return e }
        return v
    }
}
