/// Text styles of the Material type scales, as Compose ships them: font size and line height in sp.
///
/// Material 3: androidx.compose.material3.tokens.TypeScaleTokens (e.g. `BodyLargeSize = 16.sp`,
/// `BodyLargeLineHeight = 24.sp`), the values of m3.material.io/styles/typography/type-scale-tokens.
/// Material 2: androidx.compose.material.Typography's defaults (`body1 = 16.sp`, line height
/// unspecified — the font's own, `nil` here).
/// Weights: material3 `TypeScaleTokens` `…Weight` (`TitleMediumWeight`, `TitleSmallWeight` and the
/// `Label…Weight`s are `TypefaceTokens.WeightMedium`, 500; the others `WeightRegular`, 400); material
/// `Typography`'s constructor defaults (`h1`, `h2` `FontWeight.Light`; `h6`, `subtitle2`, `button`
/// `FontWeight.Medium`; the others `FontWeight.Normal`).
enum ComposeTypography {
    struct Style: Sendable, Hashable {
        var sizeSp: Double
        var lineHeightSp: Double?
        /// The style's `lineHeightStyle`; nil is Compose's `LineHeightStyle.Default`.
        var lineSpacing: LineSpacing? = nil
        /// The style's `fontWeight`; nil leaves it unset (Compose's default, `FontWeight.Normal`).
        var weight: TextWeight? = nil
        /// The style's `fontFamily` (`ComposeFontFamily`); nil: the default family.
        var family: Resolved<ComposeFontFamily.Family>? = nil
        /// The style's `fontStyle`: true for `FontStyle.Italic`; nil: not set (upright).
        var italic: Bool? = nil
    }

    /// Each merged with material3 `DefaultTextStyle` (`LineSpacing.material3`: Center, Trim.None).
    static let material3: [String: Style] = material3Scale.mapValues { Style(sizeSp: $0.sizeSp, lineHeightSp: $0.lineHeightSp, lineSpacing: .material3, weight: $0.weight) }

    static let material3Scale: [String: Style] = [
        "displayLarge": Style(sizeSp: 57, lineHeightSp: 64, weight: TextWeight(400)), "displayMedium": Style(sizeSp: 45, lineHeightSp: 52, weight: TextWeight(400)),
        "displaySmall": Style(sizeSp: 36, lineHeightSp: 44, weight: TextWeight(400)),
        "headlineLarge": Style(sizeSp: 32, lineHeightSp: 40, weight: TextWeight(400)), "headlineMedium": Style(sizeSp: 28, lineHeightSp: 36, weight: TextWeight(400)),
        "headlineSmall": Style(sizeSp: 24, lineHeightSp: 32, weight: TextWeight(400)),
        "titleLarge": Style(sizeSp: 22, lineHeightSp: 28, weight: TextWeight(400)), "titleMedium": Style(sizeSp: 16, lineHeightSp: 24, weight: TextWeight(500)),
        "titleSmall": Style(sizeSp: 14, lineHeightSp: 20, weight: TextWeight(500)),
        "bodyLarge": Style(sizeSp: 16, lineHeightSp: 24, weight: TextWeight(400)), "bodyMedium": Style(sizeSp: 14, lineHeightSp: 20, weight: TextWeight(400)),
        "bodySmall": Style(sizeSp: 12, lineHeightSp: 16, weight: TextWeight(400)),
        "labelLarge": Style(sizeSp: 14, lineHeightSp: 20, weight: TextWeight(500)), "labelMedium": Style(sizeSp: 12, lineHeightSp: 16, weight: TextWeight(500)),
        "labelSmall": Style(sizeSp: 11, lineHeightSp: 16, weight: TextWeight(500)),
    ]

    static let material2: [String: Style] = [
        "h1": Style(sizeSp: 96, weight: TextWeight(300)), "h2": Style(sizeSp: 60, weight: TextWeight(300)), "h3": Style(sizeSp: 48, weight: TextWeight(400)), "h4": Style(sizeSp: 34, weight: TextWeight(400)),
        "h5": Style(sizeSp: 24, weight: TextWeight(400)), "h6": Style(sizeSp: 20, weight: TextWeight(500)), "subtitle1": Style(sizeSp: 16, weight: TextWeight(400)), "subtitle2": Style(sizeSp: 14, weight: TextWeight(500)),
        "body1": Style(sizeSp: 16, weight: TextWeight(400)), "body2": Style(sizeSp: 14, weight: TextWeight(400)), "button": Style(sizeSp: 14, weight: TextWeight(500)), "caption": Style(sizeSp: 12, weight: TextWeight(400)),
        "overline": Style(sizeSp: 10, weight: TextWeight(400)),
    ]

    /// The style `Text` takes when none is given: `MaterialTheme` provides `LocalTextStyle` as
    /// `typography.bodyLarge` (material3 MaterialTheme.kt, `ProvideTextStyle(value = typography.bodyLarge)`)
    /// or `typography.body1` (material MaterialTheme.kt).
    static func defaultStyle(material3: Bool) -> (name: String, style: Style) {
        material3 ? ("bodyLarge", self.material3["bodyLarge"]!) : ("body1", material2["body1"]!)
    }
}
