import LabelFitCore

/// What a view or a text style adds to the font's own line box, handed to the line model as it is:
/// Android Views' `lineSpacingExtra` (dp) and `lineSpacingMultiplier` (StaticLayout `out()`:
/// `extra = (below + above)(multiplier − 1) + add` under every line but the last), and Compose's
/// `LineHeightStyle` (alignment and trim of a `lineHeight`, ui-text `LineHeightStyleSpan.kt`).
public struct LineSpacing: Sendable, Hashable {
    public var extraDp: Double = 0
    public var multiplier: Double = 1
    /// Compose only: nil keeps the line model's default (`LineHeightStyle.Default`: Proportional, Trim.Both).
    public var alignment: LineHeightAlignment?
    public var trim: LineHeightTrim?

    public init(extraDp: Double = 0, multiplier: Double = 1, alignment: LineHeightAlignment? = nil, trim: LineHeightTrim? = nil) {
        self.extraDp = extraDp
        self.multiplier = multiplier
        self.alignment = alignment
        self.trim = trim
    }

    /// Material 3's text styles: every `Typography` style is merged with `DefaultTextStyle`, whose
    /// `lineHeightStyle` is `LineHeightStyle(alignment = Center, trim = None)` (androidx material3
    /// `tokens/TypographyTokens.kt` · `DefaultLineHeightStyle`; docs/line-models.md `compose`).
    public static let material3 = LineSpacing(alignment: .center, trim: LineHeightTrim.none)
}
