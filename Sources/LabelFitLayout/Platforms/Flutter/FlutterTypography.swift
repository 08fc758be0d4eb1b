/// Material 3's `TextTheme` font sizes as Flutter ships them: `Typography.englishLike2021`
/// (flutter/packages/flutter/lib/src/material/typography.dart, `_M3Typography`: displayLarge 57 …
/// labelSmall 11), the default since Flutter 3.16 made `useMaterial3` true. The Material 2 names
/// (`headline6`, `bodyText2`, …) are the 2018 scale of the same file (`englishLike2018`).
enum FlutterTypography {
    static let version = "flutter typography.dart englishLike2021 (Material 3)"

    static let sizes: [String: Double] = [
        "displayLarge": 57, "displayMedium": 45, "displaySmall": 36,
        "headlineLarge": 32, "headlineMedium": 28, "headlineSmall": 24,
        "titleLarge": 22, "titleMedium": 16, "titleSmall": 14,
        "labelLarge": 14, "labelMedium": 12, "labelSmall": 11,
        "bodyLarge": 16, "bodyMedium": 14, "bodySmall": 12,
        // englishLike2018 (Material 2): headline1 96 … overline 10.
        "headline1": 96, "headline2": 60, "headline3": 48, "headline4": 34, "headline5": 24, "headline6": 20,
        "subtitle1": 16, "subtitle2": 14, "bodyText1": 16, "bodyText2": 14, "caption": 12, "button": 14, "overline": 10,
    ]
}
