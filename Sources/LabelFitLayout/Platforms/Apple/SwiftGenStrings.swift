/// The accessors SwiftGen generates for `.strings` tables (SwiftGen's `strings` templates,
/// github.com/SwiftGen/SwiftGen, `structured-swift5`): nested enums whose members call
/// `tr("Table", "Key", …)` —
/// `enum L10n { enum Common { static let cancel = L10n.tr("Localizable", "Common.Cancel", fallback: "Cancel") } }`,
/// or `static func title(_ p1: Any) -> String { return L10n.tr(…) }` for a key with arguments. Read from
/// the generated file's call syntax, so that `Text(L10n.Common.cancel)` or `label.text =
/// L10n.Common.cancel` name the catalog key `Common.Cancel`.
struct SwiftGenStrings {
    /// `L10n.Common.cancel` → `Common.Cancel`.
    var keys: [String: String] = [:]

    mutating func read(_ items: [CallExpr]) { walk(items, path: [], depth: 0) }

    private mutating func walk(_ items: [CallExpr], path: [String], depth: Int) {
        guard depth <= CallSyntax.maxDepth else { return }
        var k = 0
        while k < items.count {
            defer { k += 1 }
            guard case .chain(let kw) = items[k], kw.count == 1, k + 1 < items.count, case .chain(let next) = items[k + 1], let named = next.first else { continue }
            switch kw[0].name {
            case "enum", "struct", "extension":
                guard let body = named.closures.first?.value, case .group(let inner, _) = body else { continue }
                walk(inner, path: path + [named.name], depth: depth + 1)
            case "let", "var", "func":
                guard !path.isEmpty else { continue }
                // The member's value: the items up to the next declaration, calls nested in them included.
                var end = k + 2
                while end < items.count, !(items[end].segments.map { $0.count == 1 && ["let", "var", "func", "enum", "static", "public", "internal", "private", "fileprivate"].contains($0[0].name) } ?? false) { end += 1 }
                let value = Array(items[(k + 1)..<end])
                if let key = trKey(value) { keys[(path + [named.name]).joined(separator: ".")] = key }
            default: continue
            }
        }
    }

    /// The key of the first `X.tr("Table", "Key", …)` call in the items.
    private func trKey(_ items: [CallExpr]) -> String? {
        for chain in CallAssignment.chains(in: items) {
            for s in chain where s.name == "tr" {
                if case .string(let key?, _)? = s.positional(1)?.value { return key }
            }
        }
        return nil
    }

    /// The key a chain names through the accessors (`L10n.Common.cancel`, `L10n.Common.title(name)`).
    func key(_ segments: [CallSegment]) -> (String, SourceToken)? {
        guard !keys.isEmpty, segments.count >= 2, !segments[0].isLiteral else { return nil }
        guard let key = keys[segments.map(\.name).joined(separator: ".")] else { return nil }
        return (key, segments.last!.token)
    }
}
