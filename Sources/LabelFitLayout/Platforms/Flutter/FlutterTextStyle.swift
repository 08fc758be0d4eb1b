import LabelFitCore

/// The font size a `style:` argument gives, when it is written out: `Theme.of(context).textTheme.x`
/// (with `?`/`!`), `TextTheme.of(context).x`, `textTheme.x` (a local bound to the theme), `x.copyWith(fontSize: N)`,
/// `TextStyle(fontSize: N)`. A `TextStyle` without `fontSize` inherits the surrounding size and is
/// not resolved here; neither is any app-defined style.
enum FlutterTextStyle {
    static func size(_ e: CallExpr, at: SourceLocation) -> (Double, Provenance)? {
        guard let s = e.segments, let last = s.last else { return nil }
        if last.name == "copyWith", let n = last.argument("fontSize")?.value.number, n > 0, n <= 1000 {
            return (n, Provenance(.source, "copyWith(fontSize: \(ShortNumber.text(n)))", at: at))
        }
        if s.count == 1, last.name == "TextStyle" {
            guard let n = last.argument("fontSize")?.value.number, n > 0, n <= 1000 else { return nil }
            return (n, Provenance(.source, "TextStyle(fontSize: \(ShortNumber.text(n)))", at: at))
        }
        // The theme's style: the link after `textTheme` (or `TextTheme.of(context)`), if nothing but
        // `copyWith` without a size follows it.
        let k = s.count >= 2 && s[0].name == "TextTheme" && s[1].name == "of" ? 1 : s.firstIndex { $0.name == "textTheme" }
        guard let k, k + 1 < s.count, let size = FlutterTypography.sizes[s[k + 1].name] else { return nil }
        if k + 2 < s.count && !(s[(k + 2)...].allSatisfy { $0.name == "copyWith" && $0.argument("fontSize") == nil }) { return nil }
        return (size, Provenance(.component, "textTheme.\(s[k + 1].name): \(ShortNumber.text(size)) (\(FlutterTypography.version))", at: at))
    }
}
