/// Text styles of the Material type scales, as Compose ships them: font size and line height in sp.
///
/// Material 3: androidx.compose.material3.tokens.TypeScaleTokens (e.g. `BodyLargeSize = 16.sp`,
/// `BodyLargeLineHeight = 24.sp`), the values of m3.material.io/styles/typography/type-scale-tokens.
/// Material 2: androidx.compose.material.Typography's defaults (`body1 = 16.sp`, line height
/// unspecified — the font's own, `nil` here).
enum ComposeTypography {
    struct Style: Sendable, Hashable {
        var sizeSp: Double
        var lineHeightSp: Double?
        /// The style's `lineHeightStyle`; nil is Compose's `LineHeightStyle.Default`.
        var lineSpacing: LineSpacing? = nil
    }

    /// Each merged with material3 `DefaultTextStyle` (`LineSpacing.material3`: Center, Trim.None).
    static let material3: [String: Style] = material3Scale.mapValues { Style(sizeSp: $0.sizeSp, lineHeightSp: $0.lineHeightSp, lineSpacing: .material3) }

    static let material3Scale: [String: Style] = [
        "displayLarge": Style(sizeSp: 57, lineHeightSp: 64), "displayMedium": Style(sizeSp: 45, lineHeightSp: 52),
        "displaySmall": Style(sizeSp: 36, lineHeightSp: 44),
        "headlineLarge": Style(sizeSp: 32, lineHeightSp: 40), "headlineMedium": Style(sizeSp: 28, lineHeightSp: 36),
        "headlineSmall": Style(sizeSp: 24, lineHeightSp: 32),
        "titleLarge": Style(sizeSp: 22, lineHeightSp: 28), "titleMedium": Style(sizeSp: 16, lineHeightSp: 24),
        "titleSmall": Style(sizeSp: 14, lineHeightSp: 20),
        "bodyLarge": Style(sizeSp: 16, lineHeightSp: 24), "bodyMedium": Style(sizeSp: 14, lineHeightSp: 20),
        "bodySmall": Style(sizeSp: 12, lineHeightSp: 16),
        "labelLarge": Style(sizeSp: 14, lineHeightSp: 20), "labelMedium": Style(sizeSp: 12, lineHeightSp: 16),
        "labelSmall": Style(sizeSp: 11, lineHeightSp: 16),
    ]

    static let material2: [String: Style] = [
        "h1": Style(sizeSp: 96), "h2": Style(sizeSp: 60), "h3": Style(sizeSp: 48), "h4": Style(sizeSp: 34),
        "h5": Style(sizeSp: 24), "h6": Style(sizeSp: 20), "subtitle1": Style(sizeSp: 16), "subtitle2": Style(sizeSp: 14),
        "body1": Style(sizeSp: 16), "body2": Style(sizeSp: 14), "button": Style(sizeSp: 14), "caption": Style(sizeSp: 12),
        "overline": Style(sizeSp: 10),
    ]

    /// The style `Text` takes when none is given: `MaterialTheme` provides `LocalTextStyle` as
    /// `typography.bodyLarge` (material3 MaterialTheme.kt, `ProvideTextStyle(value = typography.bodyLarge)`)
    /// or `typography.body1` (material MaterialTheme.kt).
    static func defaultStyle(material3: Bool) -> (name: String, style: Style) {
        material3 ? ("bodyLarge", self.material3["bodyLarge"]!) : ("body1", material2["body1"]!)
    }
}
