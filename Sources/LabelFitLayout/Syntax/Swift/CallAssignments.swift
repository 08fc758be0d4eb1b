/// Assignments `a.b.c = value` in call syntax: in every sequence of items (a file, a closure, a
/// group), a chain, then `=`, then the value. Compound operators (`+=`, `==`) are other tokens and
/// never match. Used for UIKit's property-setting style (`label.numberOfLines = 1`) and Swift RTL rules.
struct CallAssignment {
    /// The assigned chain's names, receiver first (`["titleLabel", "text"]`).
    var target: [String]
    var value: CallExpr
    var token: SourceToken

    /// The receiver spelled as written (`self.titleLabel` → `titleLabel`), without the property.
    var receiver: String { target.dropLast().filter { $0 != "self" }.joined(separator: ".") }
    var property: String { target.last ?? "" }

    /// Every assignment in `items` and everything nested in them, in source order (an explicit stack:
    /// nesting is bounded by `CallSyntax.maxDepth`, but a walk should not depend on it).
    static func all(in items: [CallExpr]) -> [CallAssignment] {
        var out: [CallAssignment] = []
        var pending: [[CallExpr]] = [items]
        while let list = pending.popLast() {
            for (k, e) in list.enumerated() {
                if k + 2 < list.count, case .chain(let segs) = e, segs.allSatisfy({ $0.arguments == nil && $0.closures.isEmpty && !$0.isLiteral }),
                   case .other(let eq) = list[k + 1], eq.isPunctuation("="), eq.line == segs.last!.token.line,
                   !(k + 3 < list.count && { if case .other(let n) = list[k + 2] { n.isPunctuation("=") } else { false } }()) {
                    out.append(CallAssignment(target: segs.map(\.name), value: list[k + 2], token: segs[0].token))
                }
                nested(e, into: &pending)
            }
        }
        return out.sorted { ($0.token.line, $0.token.column) < ($1.token.line, $1.token.column) }
    }

    static func nested(_ e: CallExpr, into pending: inout [[CallExpr]]) {
        switch e {
        case .group(let items, _): pending.append(items)
        case .chain(let segs):
            for s in segs {
                pending.append((s.arguments ?? []).map(\.value))
                pending.append(s.closures.map(\.value))
            }
        default: break
        }
    }

    /// Every chain in `items` and nested in them.
    static func chains(in items: [CallExpr]) -> [[CallSegment]] {
        var out: [[CallSegment]] = []
        var pending: [[CallExpr]] = [items]
        while let list = pending.popLast() {
            for e in list {
                if case .chain(let s) = e { out.append(s) }
                nested(e, into: &pending)
            }
        }
        return out
    }
}
