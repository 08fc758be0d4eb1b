import LabelFitCore

/// Three-valued matching: a selector surely matches, surely does not, or depends on what static
/// reading cannot see (a parent component, runtime classes, `:nth-child`, `@media`).
public enum CSSMatch: Int, Sendable, Comparable {
    case no, maybe, yes
    public static func < (a: CSSMatch, b: CSSMatch) -> Bool { a.rawValue < b.rawValue }
}

/// The value one property has on one element after the cascade, or why it is not known.
public enum CSSValue: Sendable {
    case set(CSSDeclaration, Provenance)
    /// No declaration applies: the initial or inherited value.
    case unset
    case unknown(String)

    public var declaration: CSSDeclaration? { if case .set(let d, _) = self { d } else { nil } }
}

/// Selector matching (Selectors Level 4 §4 "Selector matching", right to left through the element's
/// ancestors) and the cascade (CSS Cascade 4 §6, https://www.w3.org/TR/css-cascade-4/#cascade-sort:
/// importance, then a declaration in the element's `style` attribute, then specificity, then order of
/// appearance) over one template's elements and the app's style sheets.
public struct CSSCascade {
    public let template: WebTemplate
    /// Global sheets (every file of the app's CSS/SCSS, unscoped `<style>` blocks) and sheets scoped to
    /// this template's component.
    public let sheets: [CSSStylesheet]
    public let includes: CSSIncludes
    /// The values found and the steps spent over this template, bounded by `CSSCascadeBudget`.
    public let work: CSSCascadeWork

    /// Where each property is declared, as (sheet, rule) positions in order, and the rules with an
    /// `@include`/`@extend`/`@apply` (which may set anything): `value` visits only these rules instead
    /// of every rule of every sheet for every property of every element — uBlock Origin's 90 pages and
    /// sheets took 71 s in a debug build scanning them all.
    private let declaring: [String: [RulePosition]]
    private let opaqueRules: [RulePosition]

    struct RulePosition: Hashable, Comparable {
        var sheet: Int, rule: Int
        static func < (a: RulePosition, b: RulePosition) -> Bool { (a.sheet, a.rule) < (b.sheet, b.rule) }
    }

    /// `work`: shared by the cascades over the same template, sheets and includes (a fresh one if nil).
    public init(template: WebTemplate, sheets: [CSSStylesheet], includes: CSSIncludes? = nil, work: CSSCascadeWork? = nil) {
        self.template = template
        self.work = work ?? CSSCascadeWork()
        self.includes = includes ?? CSSIncludes(sheets: sheets)
        self.sheets = sheets.filter { s in s.rules.first?.scope == nil || s.rules.first?.scope == template.file }
        var declaring: [String: [RulePosition]] = [:], opaque: [RulePosition] = []
        for (i, sheet) in self.sheets.enumerated() {
            for (j, rule) in sheet.rules.enumerated() {
                let at = RulePosition(sheet: i, rule: j)
                if rule.opaque { opaque.append(at) }
                for property in Set(rule.declarations.map(\.property)) { declaring[property, default: []].append(at) }
            }
        }
        self.declaring = declaring
        self.opaqueRules = opaque
    }

    /// The rules that declare one of `names` or may set it through an include, in sheet and rule order
    /// (the order `value` met them in when it scanned every rule, so ties and messages are unchanged).
    private func rules(declaring names: [String]) -> [CSSRule] {
        var at = opaqueRules
        for n in names { at += declaring[n] ?? [] }
        return Set(at).sorted().map { sheets[$0.sheet].rules[$0.rule] }
    }

    /// A condition every part of which a browser decides from the viewport, the container or itself
    /// (`@media`, `@container`, `@supports`), not from order (`@layer`) or anything else.
    static func isViewportCondition(_ condition: String) -> Bool {
        let parts = CSSRuleText.conditions(condition)
        return !parts.isEmpty && parts.allSatisfy { p in ["@media", "@container", "@supports"].contains { p.lowercased().hasPrefix($0) } }
    }

    /// A selector as messages show it: nesting can make one as long as its sheet's selector budget.
    static func shown(_ selector: String) -> String { selector.utf8.count <= 120 ? selector : String(selector.prefix(120)) + "…" }

    /// The element and its ancestors, nearest first.
    public func chain(_ e: Int) -> [Int] {
        var out: [Int] = []
        var cur: Int? = e
        while let c = cur, out.count < 1024 { out.append(c); cur = template.elements[c].parent }
        return out
    }

    func compound(_ c: CSSCompound, _ e: Int?) -> (CSSMatch, String?) {
        guard let e else { return template.isDocument ? (.no, nil) : (.maybe, "an ancestor outside this component") }
        let el = template.elements[e]
        if c.pseudoElement || c.stateOnly { return (.no, nil) }
        if let tag = c.tag, tag != el.tag.lowercased() { return (.no, nil) }
        for id in c.ids where id != el.id { return (.no, nil) }
        var result = CSSMatch.yes
        var why: String?
        for cls in c.classes where !el.classes.contains(cls) {
            if !el.dynamicClasses && !el.possibleClasses.contains(cls) { return (.no, nil) }
            result = .maybe; why = "class .\(cls) is bound at runtime"
        }
        for a in c.attributes {
            if let v = el.attributes[a.name] {
                if !a.matches(v) { return (.no, nil) }
            } else if el.boundAttributes.contains(a.name) || el.spreadAttributes || a.name == "class" || a.name == "style" || a.name == "id" {
                result = .maybe; why = why ?? "[\(a.name)] is bound at runtime"
            } else {
                return (.no, nil)
            }
        }
        for group in c.anyOf {
            var best = CSSMatch.no, bestWhy: String?
            for alternative in group {
                let (m, w) = compound(alternative, e)
                if m > best { best = m; bestWhy = w }
                if best == .yes { break }
            }
            if best == .no { return (.no, nil) }
            if best == .maybe { result = .maybe; why = why ?? bestWhy }
        }
        if c.rtlGuard { result = .maybe; why = why ?? "applies under dir=rtl only" }
        if let u = c.undecided.first { result = .maybe; why = why ?? "\(u) is decided at runtime" }
        return (result, why)
    }

    /// Whether `s` matches element `e`; for a maybe, why.
    public func match(_ s: CSSComplexSelector, _ e: Int) -> (CSSMatch, String?) {
        // Past the budget nothing more is tested: the selector may match.
        guard work.spend(1, on: e) else { return (.maybe, work.reason) }
        // The last compound is the element itself: when it cannot match, nothing to its left matters,
        // and most rules of a sheet end in a class or tag the element does not have.
        guard let subject = s.compounds.last, compound(subject, e).0 != .no else { return (.no, nil) }
        let ancestors = chain(e)
        guard work.spend(s.compounds.count * (ancestors.count + 1), on: e) else { return (.maybe, work.reason) }
        let positions: [Int?] = ancestors.map { Optional($0) } + [nil]
        let n = positions.count - 1
        var why: String?
        var prev: [CSSMatch] = positions.map { p in
            let (m, w) = compound(s.compounds[0], p)
            if m == .maybe, why == nil { why = w }
            return m
        }
        for k in 1..<max(1, s.compounds.count) where s.compounds.count > 1 {
            var suffix = [CSSMatch](repeating: .no, count: n + 2)
            for q in stride(from: n, through: 0, by: -1) { suffix[q] = max(prev[q], suffix[q + 1]) }
            var cur = [CSSMatch](repeating: .no, count: n + 1)
            for p in 0...n {
                let (m, w) = compound(s.compounds[k], positions[p])
                if m == .no { continue }
                let left: CSSMatch
                switch s.combinators[k - 1] {
                case .descendant: left = p == n ? prev[n] : suffix[p + 1]
                case .child: left = p == n ? prev[n] : prev[p + 1]
                case .sibling: left = min(.maybe, suffix[0])
                }
                cur[p] = min(m, left)
                if cur[p] == .maybe, why == nil { why = w ?? (s.combinators[k - 1] == .sibling ? "a sibling combinator" : "an ancestor outside this component") }
            }
            prev = cur
        }
        // Only the last compound is the element itself.
        let result = prev[0]
        return (result, result == .maybe ? (why ?? "decided at runtime") : nil)
    }

    struct Candidate {
        var declaration: CSSDeclaration?
        var match: CSSMatch
        var why: String?
        var important: Bool
        var inline: Bool
        var specificity: [Int]
        var file: String
        var order: Int
        var rule: CSSRule?
        var text: String
        func outranks(_ o: Candidate) -> Bool? {
            if important != o.important { return important }
            if inline != o.inline { return inline }
            if specificity != o.specificity { return specificity.lexicographicallyPrecedes(o.specificity) ? false : true }
            if file != o.file { return nil }
            return order > o.order
        }
    }

    /// The cascaded value of `property` (and of the shorthands that set it) on element `e`; nil when
    /// nothing sets it. Shorthands are given as extra names (`padding` for `padding-left`).
    /// `skippingViewportConditions`: the value with the `@media`, `@container` and `@supports` rules left
    /// out. When a value is unknown but known without them, only those rules leave it open, and a
    /// browser laying the page out in a viewport decides them (`WebConstraints.layoutDecides`).
    public func value(_ property: String, also shorthands: [String] = [], on e: Int, skippingViewportConditions: Bool = false) -> CSSValue {
        let key = CSSCascadeWork.ValueKey(names: [property] + shorthands, element: e, skippingViewportConditions: skippingViewportConditions)
        if let known = work.values[key] { return known }
        let found = cascaded(property, also: shorthands, on: e, skippingViewportConditions: skippingViewportConditions)
        work.values[key] = found
        return found
    }

    private func cascaded(_ property: String, also shorthands: [String], on e: Int, skippingViewportConditions: Bool) -> CSSValue {
        let names = [property] + shorthands
        let considered = rules(declaring: names)
        guard work.spend(considered.count + 1, on: e) else { return .unknown("\(property): \(work.reason)") }
        var candidates: [Candidate] = []
        for rule in considered {
            if skippingViewportConditions, let c = rule.condition, Self.isViewportCondition(c) { continue }
            let decls = rule.declarations.enumerated().filter { names.contains($0.element.property) }
            let opaque = rule.opaque && includes.maySet(rule.includes, names)
            if decls.isEmpty && !opaque { continue }
            // Scoped styles add an attribute or class to each selector: +0,1,0
            // (https://vuejs.org/api/sfc-css-features.html#scoped-css; Svelte and Angular's emulated
            // encapsulation do the same).
            let bump = rule.scope == nil ? [0, 0, 0] : [0, 1, 0]
            var best: (CSSMatch, String?, [Int])?
            if let sels = rule.selectors {
                for s in sels {
                    let (m, w) = match(s, e)
                    guard m != .no else { continue }
                    let spec = zip(s.specificity, bump).map { $0 + $1 }
                    if best == nil || m > best!.0 || (m == best!.0 && !spec.lexicographicallyPrecedes(best!.2)) { best = (m, w, spec) }
                }
            } else if let subjects = rule.subjects, work.spend(subjects.count, on: e), !subjects.contains(where: { compound($0, e).0 != .no }) {
                continue
            } else {
                best = (.maybe, rule.unreadReason.map { "its selector is not read: \($0)" } ?? "a selector LabelFit does not read (\(Self.shown(rule.selectorText)))", [9, 9, 9])
            }
            guard let found = best else { continue }
            var (m, why) = (found.0, found.1)
            let spec = found.2
            if let c = rule.condition { if m == .yes { why = "\(c) decides it" }; m = .maybe }
            if opaque {
                candidates.append(Candidate(declaration: nil, match: .maybe, why: "an @include/@extend/@apply in \(Self.shown(rule.selectorText)) may set it", important: false, inline: false, specificity: spec, file: rule.file, order: rule.order * 1000 + 999, rule: rule, text: Self.shown(rule.selectorText)))
            }
            for (k, d) in decls {
                candidates.append(Candidate(declaration: d, match: m, why: why, important: d.important, inline: false, specificity: spec, file: rule.file, order: rule.order * 1000 + k, rule: rule, text: Self.shown(rule.selectorText)))
            }
        }
        let el = template.elements[e]
        for (k, d) in el.inlineStyle.enumerated() where names.contains(d.property) {
            candidates.append(Candidate(declaration: d, match: .yes, why: nil, important: d.important, inline: true, specificity: [0, 0, 0], file: el.file, order: k, rule: nil, text: "style attribute"))
        }
        if el.dynamicStyle {
            candidates.append(Candidate(declaration: nil, match: .maybe, why: "a style bound at runtime", important: false, inline: true, specificity: [0, 0, 0], file: el.file, order: Int.max, rule: nil, text: "bound style"))
        }
        guard !candidates.isEmpty else { return .unset }
        var winner: Candidate?
        for c in candidates where c.match == .yes {
            guard let w = winner else { winner = c; continue }
            switch c.outranks(w) {
            case true?: winner = c
            case false?: break
            case nil:
                if c.declaration?.text != w.declaration?.text {
                    return .unknown("\(property): '\(w.text)' (\(w.file)) and '\(c.text)' (\(c.file)) have the same specificity in different files; their order is the bundler's")
                }
            }
        }
        for c in candidates where c.match == .maybe {
            if let w = winner, c.outranks(w) == false { continue }
            if let w = winner, c.declaration != nil, c.declaration?.text == w.declaration?.text { continue }
            let at = c.declaration.map { " (\(c.file):\($0.line))" } ?? ""
            return .unknown("\(property) may come from '\(c.text)'\(at): \(c.why ?? "decided at runtime")")
        }
        guard let w = winner, let d = w.declaration else { return .unset }
        if let why = d.unknownReason { return .unknown("\(property) in '\(w.text)' (\(w.file):\(d.line)): \(why)") }
        let note = "\(d.property): \(d.text)" + (w.inline ? " (style attribute)" : " in \(w.text)")
        return .set(d, Provenance(.source, note, at: SourceLocation(file: w.file, line: d.line)))
    }
}
