import LabelFitCore

/// What an app's theme changes of the geometry a widget has by default, read from every Dart file:
/// where the app gives `CardTheme`/`CardThemeData` a `margin` (material/card.dart: a `Card`'s margin is
/// its own `margin`, else the theme's `CardTheme.margin`, else `EdgeInsets.all(4.0)`), and
/// `DialogTheme`/`DialogThemeData` an `insetPadding` (material/dialog.dart: `insetPadding ??
/// dialogTheme.insetPadding ?? _defaultInsetPadding`).
struct FlutterAppTheme: Sendable {
    /// Where the app's card theme sets a margin, if it does.
    var cardMargin: SourceLocation?
    /// Where the app's dialog theme sets an inset padding, if it does.
    var dialogInsetPadding: SourceLocation?

    init() {}

    mutating func read(_ t: [SourceToken], file: String) {
        if cardMargin == nil { cardMargin = Self.argument("margin", of: ["CardTheme", "CardThemeData"], in: t, file: file) }
        if dialogInsetPadding == nil { dialogInsetPadding = Self.argument("insetPadding", of: ["DialogTheme", "DialogThemeData"], in: t, file: file) }
    }

    /// Where a call of one of `names` passes `label:`, within its own parentheses (at most 400 tokens).
    static func argument(_ label: String, of names: Set<String>, in t: [SourceToken], file: String) -> SourceLocation? {
        for k in t.indices.dropLast(1) where t[k].isIdentifier && names.contains(t[k].text) && t[k + 1].isPunctuation("(") {
            var depth = 0
            for j in (k + 1)..<min(t.count - 1, k + 400) {
                if t[j].isPunctuation("(") { depth += 1 } else if t[j].isPunctuation(")") { depth -= 1; if depth == 0 { break } }
                if depth == 1, t[j].isIdentifier, t[j].text == label, t[j + 1].isPunctuation(":") { return SourceLocation(file: file, line: t[j].line) }
            }
        }
        return nil
    }
}
