import LabelFitCore

/// A width known only between two bounds. `TextConstraint.width` is the widest the text can get (every
/// part that may or may not take room taken at none); each `Unknown` is one such part — a toolbar's
/// action items, a preference's icon frame, a sibling shown in some states only — with the most it can
/// take, from what the platform or the library documents. The narrowest width is the widest less all
/// of them; when one of them can take up to the whole width, the narrowest is 0 and a fit cannot be
/// proven.
///
/// A class is decided only when it holds over the whole range (`LayoutMeasurer.classify`): less room
/// only cuts more and wraps more, so a text that fits at the narrowest fits at every width up to the
/// widest, a cut at the widest is a cut at every width, and a use whose class differs at the two ends
/// is `unknown` with the range and the unknowns that decide it.
public struct WidthRange: Sendable, Hashable {
    /// One part of the width that static reading cannot tell: it takes between 0 and `atMostDp`
    /// (nil: up to the whole width).
    public struct Unknown: Sendable, Hashable {
        /// What it is, as the report names it: `the icon frame`, `the toolbar's action items`.
        public var what: String
        /// The most it takes in dp (CSS px on the web, pt on Apple platforms), or nil when it can take
        /// the whole width.
        public var atMostDp: Double?
        /// A share of the profile's width it may take on top of `atMostDp` (a dialog window at least
        /// 95 % of the screen leaves up to 5 % of it unused); 0 for most.
        public var atMostShareOfWidth: Double
        /// Where that bound comes from: the library file that documents it, or the app's line.
        public var source: Provenance
        /// The bound holds only on profiles narrower than this (phones); wider, up to the whole width.
        public var boundedBelowWidthDp: Double?

        public init(_ what: String, atMostDp: Double?, shareOfWidth: Double = 0, source: Provenance) {
            self.what = what
            self.atMostDp = atMostDp
            self.atMostShareOfWidth = shareOfWidth
            self.source = source
        }

        /// `the icon frame (up to 56 dp)`, `the toolbar's action items (up to the whole width)`,
        /// `the dialog window's insets (up to 48 dp + 5 % of the width)`.
        public func described(unit: String) -> String {
            let share = atMostShareOfWidth > 0 ? " + \(ShortNumber.text(atMostShareOfWidth * 100)) % of the width" : ""
            return what + " (up to " + (atMostDp.map { "\(ShortNumber.text($0)) \(unit)\(share)" } ?? "the whole width") + ")"
        }
    }

    public var unknowns: [Unknown]
    /// The least the text gets whatever the unknowns take, where a library documents one (a material3
    /// `AlertDialog` is at least 280 dp wide): the narrowest is never below it.
    public var floorDp: Double?

    public init(_ unknowns: [Unknown], floorDp: Double? = nil) {
        self.unknowns = unknowns
        self.floorDp = floorDp
    }

    /// The most all the unknowns take together, or nil when one of them can take the whole width.
    public var atMostDp: Double? {
        unknowns.reduce(0 as Double?) { sum, u in sum.flatMap { s in u.atMostDp.map { s + $0 } } }
    }

    /// Whether every unknown's bound holds on a profile this wide.
    func bounded(onProfileWidth w: Double) -> Bool {
        !unknowns.contains { $0.boundedBelowWidthDp.map { w >= $0 } ?? false }
    }

    /// The share of the profile's width the unknowns may take on top of `atMostDp`.
    public var atMostShareOfWidth: Double { unknowns.reduce(0) { $0 + $1.atMostShareOfWidth } }

    /// The narrowest width given the widest, where the unknowns take fixed sizes only: the widest less
    /// what every unknown can take, or nil when no such bound is known.
    public func narrowest(of widest: WidthModel) -> WidthModel? {
        guard let most = atMostDp, atMostShareOfWidth == 0, !unknowns.contains(where: { $0.boundedBelowWidthDp != nil }),
              widest.unknownReason == nil else { return nil }
        return widest.minus(most)
    }

    /// The narrowest width on a profile given the widest: the widest less what every unknown can take
    /// there, or nil when no lower bound is known (the range starts at 0).
    func narrowestDp(of widest: WidthModel, profileWidth: Double) -> Double? {
        guard let most = atMostDp, bounded(onProfileWidth: profileWidth), widest.unknownReason == nil,
              let w = widest.minus(most).dp(profileWidth: profileWidth) else { return nil }
        return w - atMostShareOfWidth * profileWidth
    }

    /// The range on one profile: (narrowest, widest) in dp, the narrowest 0 when not known or when the
    /// unknowns can leave nothing; nil when the widest itself leaves nothing.
    public func bounds(of widest: WidthModel, profileWidth: Double) -> (min: Double, max: Double)? {
        guard let hi = widest.dp(profileWidth: profileWidth) else { return nil }
        let lo = max(narrowestDp(of: widest, profileWidth: profileWidth) ?? 0, floorDp ?? 0)
        return (min(max(lo, 0), hi), hi)
    }

    /// The unknowns as the report names them, `; `-separated.
    public func described(unit: String) -> String {
        unknowns.map { $0.described(unit: unit) }.joined(separator: "; ")
    }

    /// This range with one more unknown (a duplicate of one already there is not added twice).
    public func adding(_ u: Unknown) -> WidthRange {
        var out = self
        if !out.unknowns.contains(u) { out.unknowns.append(u) }
        return out
    }
}
