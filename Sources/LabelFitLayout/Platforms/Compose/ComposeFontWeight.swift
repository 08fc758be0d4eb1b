import LabelFitCore

/// Compose's `FontWeight` values as written in Kotlin: the named constants (ui-text
/// `androidx/compose/ui/text/font/FontWeight.kt`: `Thin` = `W100` … `Normal` = `W400`, `Medium` = `W500`,
/// `SemiBold` = `W600`, `Bold` = `W700` … `Black` = `W900`) and `FontWeight(n)` with n in 1…1000.
///
/// On Android, a weight on the default `FontFamily` becomes `Typeface.create(Typeface.DEFAULT, weight,
/// italic)` (ui-text `PlatformTypefaces.android.kt` · `PlatformTypefacesApi28`), so the face is
/// Minikin's closest match, as for a TextView (`WeightedFaces`).
enum ComposeFontWeight {
    static let named: [String: Int] = [
        "Thin": 100, "ExtraLight": 200, "Light": 300, "Normal": 400, "Medium": 500, "SemiBold": 600, "Bold": 700,
        "ExtraBold": 800, "Black": 900,
        "W100": 100, "W200": 200, "W300": 300, "W400": 400, "W500": 500, "W600": 600, "W700": 700, "W800": 800, "W900": 900,
    ]

    /// The weight an expression names, through names; `undecided` when it is not a literal weight (a
    /// parameter without a default, a runtime choice).
    static func weight(_ e: KotlinExpr, env: ComposeTextReader.Env, depth: Int) -> Resolved<TextWeight> {
        let at = SourceLocation(file: env.file.path, line: ComposeValues.token(e)?.line)
        if case .chain(let s) = e, s.count == 1, s[0].name == "FontWeight", let args = s[0].arguments, args.count == 1,
           let n = ComposeValues.int(args[0].value, env: env, depth: depth + 1), NumberRanges.weight.contains(Double(n.value)) {
            return Resolved(TextWeight(n.value), [Provenance(.source, "fontWeight = FontWeight(\(n.value))", at: at)])
        }
        if let v = ComposeValues.name(e, env: env, depth: depth + 1), let w = named[v.value] {
            return Resolved(TextWeight(w), v.chain + [Provenance(.source, "fontWeight = FontWeight.\(v.value) (\(w))", at: at)])
        }
        return Resolved(TextWeight(400, undecided: "fontWeight is not a literal FontWeight"), [Provenance(.source, "fontWeight = …", at: at)])
    }
}
