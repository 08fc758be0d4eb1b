import LabelFitCore

/// The cascade's work over one template, shared by every `CSSCascade` over it (the constraints' and
/// the CSS RTL rules'): the values already found, and the steps spent finding them.
///
/// A step is a rule considered for a value or a compound selector tested against an element (or
/// against the outside of a component). Matching a selector right to left through the ancestors is
/// compounds × depth steps, and the constraints ask for a dozen properties on every ancestor of every
/// text, so rules × compounds × depth × depth grows with the input on every axis at once (100 rules of
/// 31 compounds over 250 nested elements are ~10^9 steps). Past `maxSteps` for a template, every
/// match is "maybe" for `reason`, so what is still undecided is unknown with that reason; the
/// template's first such place is one located error (`WebAnalysis`), and other templates have their
/// own budget. Used by one thread at a time, as `WebAnalysis` and `CSSRTLRules` run.
public final class CSSCascadeWork: @unchecked Sendable {
    /// 10,000,000 steps: each value is found once and most rules end in a class the element does not
    /// have, so a template takes about a hundred steps per value it asks for (the web fixtures' pages
    /// 100–1,300 in all).
    public static let maxSteps = 10_000_000
    public let limit: Int
    public private(set) var steps = 0
    /// The element whose value was being found when the budget ran out.
    public private(set) var stoppedAt: Int?
    var values: [ValueKey: CSSValue] = [:]

    struct ValueKey: Hashable { var names: [String]; var element: Int; var skippingViewportConditions: Bool }

    public init(limit: Int = CSSCascadeWork.maxSteps) { self.limit = limit }

    public var exhausted: Bool { steps >= limit }
    public var reason: String { "the cascade passed its budget of \(limit) matching steps for this template" }

    /// Spends `n` steps on element `e`; false once the budget is spent.
    func spend(_ n: Int, on e: Int) -> Bool {
        guard steps < limit else { return false }
        steps += n
        if steps >= limit, stoppedAt == nil { stoppedAt = e }
        return true
    }
}
