import LabelFitCore

/// The weight a use's text is drawn at, on the OpenType scale (100 thin … 400 regular, 500 medium,
/// 700 bold … 900 black), as its platform resolves it from the source: Android's `textStyle`,
/// `textFontWeight` and `fontFamily` (`AndroidTextWeight`), Compose's `fontWeight` and text styles
/// (`ComposeFontWeight`). The measurer picks the face for it as the platform does (`WeightedFaces`).
public struct TextWeight: Sendable, Hashable {
    /// 1…1000; 400 when nothing sets a weight.
    public var value: Int
    /// Why the weight could not be read (an app font, a runtime `Typeface`, a family LabelFit does not
    /// know). Such a use is measured at `value` (the regular 400 unless something else was read) and the
    /// report says so: the weight changes a width by a few per cent, the constraint itself stays known,
    /// so the use is not made unknown for it.
    public var undecided: String?

    public init(_ value: Int, undecided: String? = nil) {
        self.value = min(max(value, 1), 1000)
        self.undecided = undecided
    }

    public static let regular = TextWeight(400)
}
