import LabelFitCore

/// What an app's theme changes of the geometry a widget has by default, read from every Dart file:
/// where the app gives `CardTheme`/`CardThemeData` a `margin` (material/card.dart: a `Card`'s margin is
/// its own `margin`, else the theme's `CardTheme.margin`, else `EdgeInsets.all(4.0)`).
struct FlutterAppTheme: Sendable {
    /// Where the app's card theme sets a margin, if it does.
    var cardMargin: SourceLocation?

    init() {}

    mutating func read(_ t: [SourceToken], file: String) {
        guard cardMargin == nil else { return }
        for k in t.indices.dropLast(1) where t[k].isIdentifier && (t[k].text == "CardTheme" || t[k].text == "CardThemeData") && t[k + 1].isPunctuation("(") {
            // The call's arguments, to its closing parenthesis.
            var depth = 0
            for j in (k + 1)..<min(t.count - 1, k + 400) {
                if t[j].isPunctuation("(") { depth += 1 } else if t[j].isPunctuation(")") { depth -= 1; if depth == 0 { break } }
                if depth == 1, t[j].isIdentifier, t[j].text == "margin", t[j + 1].isPunctuation(":") {
                    cardMargin = SourceLocation(file: file, line: t[j].line)
                    return
                }
            }
        }
    }
}
