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
        /// Where that bound comes from: the library file that documents it, or the app's line.
        public var source: Provenance

        public init(_ what: String, atMostDp: Double?, source: Provenance) {
            self.what = what
            self.atMostDp = atMostDp
            self.source = source
        }

        /// `the icon frame (up to 56 dp)`, `the toolbar's action items (up to the whole width)`.
        public func described(unit: String) -> String {
            what + " (up to " + (atMostDp.map { "\(ShortNumber.text($0)) \(unit)" } ?? "the whole width") + ")"
        }
    }

    public var unknowns: [Unknown]

    public init(_ unknowns: [Unknown]) { self.unknowns = unknowns }

    /// The most all the unknowns take together, or nil when one of them can take the whole width.
    public var atMostDp: Double? {
        unknowns.reduce(0 as Double?) { sum, u in sum.flatMap { s in u.atMostDp.map { s + $0 } } }
    }

    /// The narrowest width given the widest: the widest less what every unknown can take, or nil when
    /// no lower bound is known (the range starts at 0).
    public func narrowest(of widest: WidthModel) -> WidthModel? {
        guard let most = atMostDp, widest.unknownReason == nil else { return nil }
        return widest.minus(most)
    }

    /// The range on one profile: (narrowest, widest) in dp, the narrowest 0 when not known or when the
    /// unknowns can leave nothing; nil when the widest itself leaves nothing.
    public func bounds(of widest: WidthModel, profileWidth: Double) -> (min: Double, max: Double)? {
        guard let hi = widest.dp(profileWidth: profileWidth) else { return nil }
        let lo = narrowest(of: widest)?.dp(profileWidth: profileWidth) ?? 0
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
