import LabelFitCore

/// How much matching the cascade may do: per template and per run (docs/reliability.md, "Bounds").
public struct CSSCascadeBudget: Sendable {
    /// 10,000,000 steps a template: each value is found once and most rules end in a class the
    /// element does not have, so a template takes about a hundred steps per value it asks for (the web
    /// fixtures' pages 100–1,300 in all).
    public static let maxStepsPerTemplate = 10_000_000
    /// 50,000,000 steps a run: five templates at their own bound, so an app of many hostile templates
    /// costs what five cost (about 10 s of a release build), and the templates after it are unknown.
    public static let maxStepsPerRun = 50_000_000
    public var perTemplate: Int
    public var perRun: Int
    public static let standard = CSSCascadeBudget(perTemplate: maxStepsPerTemplate, perRun: maxStepsPerRun)
    public init(perTemplate: Int, perRun: Int) {
        self.perTemplate = perTemplate
        self.perRun = perRun
    }
}

/// The steps every template of one run has spent, against `CSSCascadeBudget.perRun`.
public final class CSSCascadeRun: @unchecked Sendable {
    public let limit: Int
    public fileprivate(set) var steps = 0
    public init(limit: Int) { self.limit = limit }
}

/// The cascade's work over one template, shared by every `CSSCascade` over it (the constraints' and
/// the CSS RTL rules'): the values already found, and the steps spent finding them.
///
/// A step is a rule considered for a value or a compound selector tested against an element (or
/// against the outside of a component). Matching a selector right to left through the ancestors is
/// compounds × depth steps, and the constraints ask for a dozen properties on every ancestor of every
/// text, so rules × compounds × depth × depth grows with the input on every axis at once (100 rules of
/// 31 compounds over 250 nested elements are ~10^9 steps). Past the template's budget or the run's,
/// every match is "maybe" for `reason`, so what is still undecided is unknown with that reason; the
/// template where a budget ran out is one located error (`WebAnalysis.cascadeLimits`), whether the
/// constraints or the RTL rules spent it. Used by one thread at a time, as `WebAnalysis` and
/// `CSSRTLRules` run.
public final class CSSCascadeWork: @unchecked Sendable {
    public let limit: Int
    public let run: CSSCascadeRun
    public private(set) var steps = 0
    /// The element whose value was being found when a budget ran out.
    public private(set) var stoppedAt: Int?
    var values: [ValueKey: CSSValue] = [:]

    struct ValueKey: Hashable { var names: [String]; var element: Int; var skippingViewportConditions: Bool }

    public init(limit: Int = CSSCascadeBudget.maxStepsPerTemplate, run: CSSCascadeRun? = nil) {
        self.limit = limit
        self.run = run ?? CSSCascadeRun(limit: CSSCascadeBudget.maxStepsPerRun)
    }

    public var exhausted: Bool { steps >= limit || run.steps >= run.limit }
    public var reason: String {
        steps >= limit ? "the cascade passed its budget of \(limit) matching steps for this template"
            : "the cascade passed its budget of \(run.limit) matching steps for this run (in this or an earlier template)"
    }

    /// Spends `n` steps on element `e`; false once a budget is spent.
    func spend(_ n: Int, on e: Int) -> Bool {
        guard !exhausted else {
            if stoppedAt == nil { stoppedAt = e }
            return false
        }
        steps += n
        run.steps += n
        if exhausted, stoppedAt == nil { stoppedAt = e }
        return true
    }
}
