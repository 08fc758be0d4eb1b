/// The horizontal inset of an `EdgeInsets` / `EdgeInsetsDirectional` expression (painting/edge_insets.dart):
/// `all(n)` 2n, `symmetric(horizontal: n)` 2n, `only(left:, right:)` / `only(start:, end:)` their sum,
/// `fromLTRB(l, t, r, b)` / `fromSTEB(s, t, e, b)` l + r, `EdgeInsets.zero` 0. Anything else (a
/// variable, arithmetic) is not resolved.
enum EdgeInsetsReading {
    static func horizontal(_ e: CallExpr) -> (Double, String)? {
        guard let s = e.segments else { return nil }
        let links = s
        guard links.count == 2, ["EdgeInsets", "EdgeInsetsDirectional"].contains(links[0].name) else { return nil }
        let call = links[1]
        let name = "\(links[0].name).\(call.name)"
        func n(_ a: CallArgument?) -> Double? { a == nil ? 0 : a!.value.number }
        switch call.name {
        case "zero": return (0, name)
        case "all":
            guard let v = call.positional()?.value.number else { return nil }
            return (2 * v, "\(name)(\(ShortNumber.text(v)))")
        case "symmetric":
            guard let v = n(call.argument("horizontal")) else { return nil }
            return (2 * v, "\(name)(horizontal: \(ShortNumber.text(v)))")
        case "only":
            let a = links[0].name == "EdgeInsets" ? ("left", "right") : ("start", "end")
            guard let l = n(call.argument(a.0)), let r = n(call.argument(a.1)) else { return nil }
            return (l + r, "\(name)(\(a.0): \(ShortNumber.text(l)), \(a.1): \(ShortNumber.text(r)))")
        case "fromLTRB", "fromSTEB":
            guard let l = call.positional(0)?.value.number, let r = call.positional(2)?.value.number else { return nil }
            return (l + r, "\(name)(\(ShortNumber.text(l)), …, \(ShortNumber.text(r)), …)")
        default: return nil
        }
    }
}
