/// The app's own string lookups: a function whose body hands one of its parameters to a resource
/// lookup (`stringResource(id)`, `getString(id)`, `context.resources.getString(id)`), as apps and
/// their design systems wrap Android's (`fun stringRes(@StringRes id: Int, vararg args: …): String`).
/// A call of one with a string resource is a use of that string, as `stringResource` would be; called
/// with more arguments it fills placeholders at run time and, as for `stringResource(R.string.x, n)`,
/// is not read.
enum ComposeLookupWrappers {
    static let lookups: Set<String> = ["stringResource", "getString", "getText"]

    static func find(in files: [KotlinFile]) -> Set<String> {
        var out = Set<String>()
        for f in files {
            for fn in f.functions where !lookups.contains(fn.name) && !fn.parameters.isEmpty {
                let params = Set(fn.parameters.map(\.name))
                if passesOn(fn.body + Array(fn.locals.values), params) { out.insert(fn.name) }
            }
        }
        return out
    }

    /// Whether a lookup call among `exprs` takes one of `params` as its first argument.
    private static func passesOn(_ exprs: [KotlinExpr], _ params: Set<String>) -> Bool {
        var stack = exprs, left = 10_000
        while let e = stack.popLast(), left > 0 {
            left -= 1
            switch e {
            case .lambda(let b), .alternatives(let b), .operation(let b, _): stack += b
            case .string, .other: continue
            case .chain(let s):
                for seg in s {
                    if lookups.contains(seg.name), let first = seg.arguments?.first, first.label == nil || first.label == "id",
                       case .chain(let a) = first.value, a.count == 1, params.contains(a[0].name), a[0].arguments == nil {
                        return true
                    }
                    stack += (seg.arguments ?? []).map(\.value)
                    if let l = seg.lambda { stack += l }
                }
            }
        }
        return false
    }
}
