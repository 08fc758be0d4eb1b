import LabelFitCore

/// The weight a Flutter `style:` argument gives, when it is written out — `TextStyle(fontWeight:)`,
/// `.copyWith(fontWeight:)`, or the theme style's own (`Theme.of(context).textTheme.titleMedium`) — as
/// `FlutterTextStyle` reads the size. `FontWeight.w100` … `w900`, `normal` (w400) and `bold` (w700)
/// (`dart:ui` `FontWeight`, engine lib/ui/text.dart). The Material 3 text theme's
/// weights are `Typography.englishLike2021`'s (flutter/packages/flutter/lib/src/material/typography.dart:
/// titleMedium, titleSmall and the label styles w500, the rest w400); the 2018 names' are
/// `englishLike2018`'s (headline1/2 w300, headline6, subtitle2, button w500, the rest w400).
///
/// On Android, Flutter draws with the system's Roboto and its Arabic fallback, so the face is chosen
/// as Minikin chooses it (`WeightedFaces`; for the bundled faces Skia's CSS matching gives the same).
enum FlutterFontWeight {
    static let weights: [String: Int] = [
        "displayLarge": 400, "displayMedium": 400, "displaySmall": 400, "headlineLarge": 400, "headlineMedium": 400,
        "headlineSmall": 400, "titleLarge": 400, "titleMedium": 500, "titleSmall": 500, "labelLarge": 500,
        "labelMedium": 500, "labelSmall": 500, "bodyLarge": 400, "bodyMedium": 400, "bodySmall": 400,
        "headline1": 300, "headline2": 300, "headline3": 400, "headline4": 400, "headline5": 400, "headline6": 500,
        "subtitle1": 400, "subtitle2": 500, "bodyText1": 400, "bodyText2": 400, "caption": 400, "button": 500, "overline": 400,
    ]

    /// `FontWeight.bold`, `FontWeight.w600`; nil when the value is not one of them.
    static func literal(_ e: CallExpr) -> Int? {
        guard let s = e.segments, s.count == 2, s[0].name == "FontWeight" else { return nil }
        switch s[1].name {
        case "normal": return 400
        case "bold": return 700
        case let n where n.hasPrefix("w"): return Int(n.dropFirst()).flatMap { (100...900).contains($0) && $0 % 100 == 0 ? $0 : nil }
        default: return nil
        }
    }

    /// The weight of a `style:` value; nil when it sets none (the surrounding `DefaultTextStyle`'s, the
    /// regular 400 under Material's `bodyMedium`).
    static func weight(_ e: CallExpr, at: SourceLocation) -> Resolved<TextWeight>? {
        guard let s = e.segments, let last = s.last else { return nil }
        func from(_ arg: CallArgument) -> Resolved<TextWeight> {
            if let w = literal(arg.value) { return Resolved(TextWeight(w), [Provenance(.source, "fontWeight: FontWeight w\(w)", at: at)]) }
            return Resolved(TextWeight(400, undecided: "fontWeight is not a FontWeight constant"), [Provenance(.source, "fontWeight: …", at: at)])
        }
        if let a = last.argument("fontWeight"), last.name == "copyWith" || (s.count == 1 && last.name == "TextStyle") { return from(a) }
        let k = s.count >= 2 && s[0].name == "TextTheme" && s[1].name == "of" ? 1 : s.firstIndex { $0.name == "textTheme" }
        guard let k, k + 1 < s.count, let w = weights[s[k + 1].name] else { return nil }
        return Resolved(TextWeight(w), [Provenance(.component, "textTheme.\(s[k + 1].name): weight \(w) (\(FlutterTypography.version))", at: at)])
    }
}
