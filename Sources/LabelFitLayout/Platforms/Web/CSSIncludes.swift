import LabelFitCore

/// Which properties a rule's `@include`, `@extend` and `@apply` may set: a Sass mixin or placeholder
/// defined in any of the app's sheets is followed to the properties it declares; a Tailwind utility
/// is mapped by its documented name to the properties it sets (https://tailwindcss.com/docs —
/// "Typography", "Sizing", "Spacing", "Layout"); anything else may set any property (nil).
///
/// Each mixin is resolved once, depth-first with an explicit stack, so a mixin that includes the next
/// one three times costs three lookups, not 3^depth walks; a cycle may set anything. The property
/// names copied from one mixin into another are counted against `maxExpansionSteps` for all the
/// app's sheets: the mixin that passes it is one located problem, and it and the mixins resolved after
/// it may set any property (so what they could set is unknown, never left out).
public struct CSSIncludes: Sendable {
    public static let maxExpansionSteps = 1_000_000
    /// Each mixin's properties; a mixin absent here may set any property (a cycle, past the budget).
    private var resolved: [String: Set<String>] = [:]
    /// Class names the app's own sheets define.
    var appClasses = Set<String>()
    /// The expansion budget reached: located at the mixin being resolved.
    public private(set) var problems: [CSSProblem] = []

    public init(sheets: [CSSStylesheet]) {
        var mixins: [String: CSSMixin] = [:]
        for s in sheets {
            for (k, v) in s.mixins where mixins[k] == nil { mixins[k] = v }
            for r in s.rules { for sel in r.selectors ?? [] { appClasses.formUnion(sel.compounds.last?.classes ?? []) } }
        }
        var done = Set<String>()
        var steps = 0
        for name in mixins.keys.sorted() where !done.contains(name) {
            // (mixin, next include to visit); a mixin on the stack is in progress, so meeting it again is a cycle.
            var stack: [(name: String, next: Int)] = [(name, 0)]
            var onStack: Set<String> = [name]
            while let (n, k) = stack.last {
                let m = mixins[n]!
                if k < m.includes.count {
                    stack[stack.count - 1].next += 1
                    let inc = m.includes[k]
                    if mixins[inc] != nil, !done.contains(inc), !onStack.contains(inc) { stack.append((inc, 0)); onStack.insert(inc) }
                    continue
                }
                stack.removeLast()
                onStack.remove(n)
                done.insert(n)
                var out: Set<String>? = m.properties
                for inc in m.includes {
                    guard let more = direct(inc), steps < Self.maxExpansionSteps else { out = nil; break }
                    steps += more.count
                    if steps >= Self.maxExpansionSteps {
                        problems.append(CSSProblem(location: SourceLocation(file: m.file, line: m.line),
                                                   reason: "mixin expansion passes \(Self.maxExpansionSteps) property names copied at @mixin \(n): it and the mixins resolved after it may set any property"))
                        out = nil
                        break
                    }
                    out!.formUnion(more)
                }
                if let out { resolved[n] = out }
            }
        }
    }

    /// The properties `name` may set, or nil for any.
    public func properties(_ name: String) -> Set<String>? { direct(name) }

    private func direct(_ name: String) -> Set<String>? {
        if name == "*" { return nil }
        if name.hasPrefix("@apply ") { return utility(String(name.dropFirst(7))) }
        return resolved[name]
    }

    /// Whether a rule with these includes may set any of `names`.
    public func maySet(_ includes: [String], _ names: [String]) -> Bool {
        for inc in includes {
            guard let props = properties(inc) else { return true }
            if names.contains(where: { n in props.contains(n) || props.contains { n.hasPrefix($0 + "-") || $0.hasPrefix(n + "-") } }) { return true }
        }
        return false
    }

    /// A Tailwind utility's properties by its name (variants like `hover:` and `md:` are conditional:
    /// any). Colours, backgrounds, shadows, rings, radii, transitions set nothing LabelFit reads.
    func utility(_ raw: String) -> Set<String>? {
        if raw.hasPrefix("[") { return nil }
        var parts = raw.split(separator: ":").map(String.init)
        let base = parts.popLast() ?? raw
        // Variants (https://tailwindcss.com/docs/hover-focus-and-other-states): a pseudo-element's or a
        // user action's sets nothing on the element at rest; a responsive or dark one is conditional,
        // which the cascade already treats as "may set".
        let nothing: Set<String> = ["selection", "placeholder", "before", "after", "marker", "file", "first-line", "first-letter", "backdrop",
                                    "hover", "focus", "active", "visited", "focus-visible", "focus-within", "group-hover", "peer-hover", "group-focus", "peer-focus", "disabled"]
        if parts.contains(where: { nothing.contains($0) }) { return [] }
        let u = base.hasPrefix("!") || base.hasPrefix("-") ? String(base.dropFirst()) : base
        // An @apply of the app's own class (Tailwind allows it) sets whatever that class sets.
        if appClasses.contains(u) { return nil }
        let textSizes: Set<String> = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"]
        let weights: Set<String> = ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"]
        // Tailwind names each utility after the property it sets, so a utility sets one of the
        // properties LabelFit reads only when its name says so; every other name (colours,
        // `overscroll-*`, `antialiased`…) sets none of them.
        if u.hasPrefix("font-") { return weights.contains(String(u.dropFirst(5))) ? ["font-weight"] : ["font-family"] }
        if u.hasPrefix("text-") {
            let rest = String(u.dropFirst(5))
            if textSizes.contains(rest) || rest.hasPrefix("[") { return ["font-size", "line-height"] }
            if ["left", "right", "center", "justify", "start", "end"].contains(rest) { return ["text-align"] }
            if ["ellipsis", "clip"].contains(rest) { return ["text-overflow"] }
            if ["wrap", "nowrap", "balance", "pretty"].contains(rest) { return ["text-wrap"] }
            return []
        }
        if u == "truncate" { return ["overflow", "text-overflow", "white-space"] }
        if u.hasPrefix("whitespace-") { return ["white-space"] }
        if u.hasPrefix("line-clamp-") { return ["overflow", "display", "-webkit-box-orient", "-webkit-line-clamp"] }
        if u.hasPrefix("leading-") { return ["line-height"] }
        if u.hasPrefix("overflow-") && !u.hasPrefix("overflow-wrap") { return ["overflow"] }
        if u.hasPrefix("w-") || u.hasPrefix("min-w-") || u.hasPrefix("max-w-") || u.hasPrefix("size-") { return ["width", "min-width", "max-width", "height"] }
        if u.hasPrefix("h-") || u.hasPrefix("min-h-") || u.hasPrefix("max-h-") { return ["height", "min-height", "max-height"] }
        for p in ["p-", "px-", "py-", "pt-", "pb-", "pl-", "pr-", "ps-", "pe-"] where u.hasPrefix(p) { return ["padding"] }
        for p in ["m-", "mx-", "my-", "mt-", "mb-", "ml-", "mr-", "ms-", "me-", "space-x-", "space-y-"] where u.hasPrefix(p) { return ["margin"] }
        if ["block", "inline", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "hidden", "contents", "flow-root", "table", "list-item"].contains(u) { return ["display"] }
        if u == "border" || u.hasPrefix("border-x") || u.hasPrefix("border-l") || u.hasPrefix("border-r") || u.hasPrefix("border-s") || u.hasPrefix("border-e") || u.hasPrefix("border-0") || u.hasPrefix("border-2") || u.hasPrefix("border-4") || u.hasPrefix("border-8") { return ["border"] }
        if ["absolute", "fixed", "relative", "static", "sticky"].contains(u) { return ["position"] }
        if u.hasPrefix("float-") { return ["float"] }
        if u.hasPrefix("box-") { return ["box-sizing"] }
        if u.hasPrefix("flex-row") || u.hasPrefix("flex-col") { return ["flex-direction"] }
        if u.hasPrefix("scale-") || u.hasPrefix("rotate-") || u.hasPrefix("transform") { return ["transform"] }
        return []
    }
}
