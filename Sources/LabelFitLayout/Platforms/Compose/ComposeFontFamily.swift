import LabelFitCore

/// A Compose `fontFamily` read down to the `Font` Compose draws a text with, and that font's
/// `FontVariation.Settings`, as ui-text defines them (androidx/compose/ui/text/font/):
///
/// - `FontFamily(Font(…), …)` (or `Font(…).toFontFamily()`) is a list of fonts; `FontMatcher.kt` picks the
///   font for the text's weight and style by CSS Fonts 4 matching (an exact weight and style first; else
///   the fonts of the style, or all; below 400 the nearest lighter then heavier, above 500 the nearest
///   heavier then lighter, 400–500 heavier up to 500, then lighter, then above 500) and loads the first.
/// - The font is loaded with its `variationSettings` (`AndroidFontLoader.kt`: `setFontVariationSettings`,
///   API 26): they make the whole instance, axes they do not set staying at the file's defaults
///   (`Typeface.Builder.setFontVariationSettings`), whatever weight the text asks — the text's weight
///   only chose the font, and a bold asked of a lighter font is synthesized (`FontSynthesis.android.kt`).
/// - `Font(resId, weight, style)` has no variation settings: Kotlin takes the overload with the fewest
///   defaulted parameters (Kotlin specification, "Choosing the most specific candidate"), `Font(resId,
///   weight, style, loadingStrategy)`, which passes `FontVariation.Settings()` (`Font.kt`). The other
///   `Font` functions (`Font(path, assetManager, …)`, `Font(file, …)`, `Font(fileDescriptor, …)`,
///   compose-resources' `Font(resource, …)`) default to `FontVariation.Settings(weight, style)`: `wght`
///   the font's weight and `ital` its style.
/// - Settings (`FontVariation.kt`): `weight(n)` → `wght` (1…1000), `width(f)` → `wdth` (> 0), `italic(f)`
///   → `ital` (0…1), `slant(f)` → `slnt` (−90…90), `grade(n)` → `GRAD` (−1000…1000),
///   `opticalSizing(n.sp)` → `opsz` = n × the font scale (`SettingTextUnit.toVariationValue`: "we only
///   care about font scaling"), `Setting("tag", f)` for any four-character tag; `Settings(weight, style,
///   …)` is `wght` and `ital` first; the axes must be unique. A value out of these ranges, or a repeated
///   axis, throws when the app runs: such a font is named, not measured.
///
/// LabelFit measures the configured font stacks, not the app's font files: the matched font's weight
/// chooses the stack's face, and its settings are applied to the stack's variable faces.
enum ComposeFontFamily {
    /// One `Font(…)` of a family as written.
    struct Font: Sendable, Hashable {
        var weight: Int
        var italic: Bool
        /// The settings it is loaded with; nil when they cannot be read (`unread` says why).
        var settings: [FontVariation]?
        /// Tags whose value is in sp, multiplied by the font scale (`opticalSizing`).
        var spTags: [String] = []
        var unread: String?
        /// Said of a resource font without settings: it is drawn at the file's default instance.
        var note: String?
        var text: String
        var site: SourceLocation
    }

    enum Family: Sendable, Hashable {
        /// `FontFamily.Default` / `SansSerif`: the platform's default family, the stacks as configured.
        case platformDefault
        /// Another family the text is drawn in, which LabelFit does not measure.
        case notMeasured(String)
        case fonts([Font], SourceLocation)
        case unread(String)
    }

    // MARK: - Reading

    /// `e` as a family, through names (the function's, the file's, the app's top-level values).
    static func family(_ e: KotlinExpr, env: ComposeTextReader.Env, depth: Int) -> Family {
        guard depth < ComposeValues.maxDepth else { return .unread("fontFamily is nested too deeply") }
        if let (x, scope) = lookup(e, env: env) { return family(x, env: scope, depth: depth + 1) }
        guard case .chain(let s) = e, let head = s.first else { return .unread("fontFamily is not a FontFamily LabelFit reads") }
        let at = SourceLocation(file: env.file.path, line: head.token.line)
        if s.count == 2, head.name == "FontFamily", s[1].arguments == nil {
            switch s[1].name {
            case "Default", "SansSerif": return .platformDefault
            default: return .notMeasured("fontFamily = FontFamily.\(s[1].name) is a family LabelFit does not measure; measured with the configured stacks")
            }
        }
        // `Font(…).toFontFamily()` (Font.kt): a family of that one font.
        if s.count == 2, head.name == "Font", s[1].name == "toFontFamily" {
            return .fonts([font(.chain([head]), env: env, depth: depth + 1)], at)
        }
        guard s.count == 1, head.name == "FontFamily", let args = head.arguments else {
            return .unread("fontFamily = \(s.map(\.name).joined(separator: ".")) is not a FontFamily(Font(…)) LabelFit reads")
        }
        var items = args.map(\.value)
        // `FontFamily(listOf(Font(…), …))`: the list form.
        if items.count == 1, case .chain(let l) = items[0], l.count == 1, l[0].name == "listOf", let inner = l[0].arguments { items = inner.map(\.value) }
        guard !items.isEmpty else { return .unread("FontFamily() without fonts") }
        var fonts: [Font] = []
        for item in items {
            if case .chain(let f) = item, f.count == 1, f[0].name == "Typeface" { return .unread("FontFamily(Typeface(…)) is a runtime typeface") }
            fonts.append(font(item, env: env, depth: depth + 1))
        }
        return .fonts(fonts, at)
    }

    /// One `Font(…)` call, through names.
    static func font(_ e: KotlinExpr, env: ComposeTextReader.Env, depth: Int) -> Font {
        var out = Font(weight: 400, italic: false, settings: nil, text: "Font(…)", site: SourceLocation(file: env.file.path, line: ComposeValues.token(e)?.line))
        guard depth < ComposeValues.maxDepth else { out.unread = "the font is nested too deeply"; return out }
        if let (x, scope) = lookup(e, env: env) { return font(x, env: scope, depth: depth + 1) }
        guard case .chain(let s) = e, s.count == 1, s[0].name == "Font", let args = s[0].arguments, !args.isEmpty else {
            out.unread = "a font that is not a Font(…) call is not read"
            return out
        }
        // The overload is told by its first parameter (ui-text Font.kt, AndroidFont.android.kt,
        // compose-resources FontResources.kt); the parameters after it by position or label.
        let first = args.first { $0.label == nil || ["resId", "resource", "path", "file", "fileDescriptor", "familyName", "googleFont"].contains($0.label!) }
        let firstLabel = first?.label ?? kind(of: first?.value)
        let params: [String]
        var settingsDefaultToWeight = true
        switch firstLabel {
        case "resId":
            params = ["resId", "weight", "style", "loadingStrategy", "variationSettings"]
            settingsDefaultToWeight = false
        case "resource": params = ["resource", "weight", "style", "variationSettings"]
        case "path": params = ["path", "assetManager", "weight", "style", "variationSettings"]
        case "file", "fileDescriptor": params = [firstLabel!, "weight", "style", "variationSettings"]
        case "googleFont":
            out.unread = "a downloadable Google Font (Font(googleFont = …)) is not read"
            return out
        case "familyName":
            out.unread = "a device font (Font(DeviceFontFamilyName(…))) is not one of the configured stacks"
            return out
        default:
            out.unread = "Font(…) with a first argument LabelFit does not read"
            return out
        }
        var given: [String: KotlinExpr] = [:]
        var position = 0
        for a in args {
            if let l = a.label { given[l] = a.value; continue }
            guard position < params.count else { out.unread = "Font(…) with more arguments than \(params.count)"; return out }
            given[params[position]] = a.value
            position += 1
        }
        let source = given[params[0]].flatMap(ComposeValues.token).map(\.text) ?? "…"
        out.text = "Font(\(describe(given[params[0]]) ?? source)…)"
        if let w = given["weight"] {
            let v = ComposeFontWeight.weight(w, env: env, depth: depth + 1).value
            if let why = v.undecided { out.unread = "\(out.text): \(why)"; return out }
            out.weight = v.value
        }
        if let st = given["style"] {
            guard let v = ComposeValues.name(st, env: env, depth: depth + 1)?.value, v == "Italic" || v == "Normal" else {
                out.unread = "\(out.text): its style is not FontStyle.Normal or Italic"
                return out
            }
            out.italic = v == "Italic"
        }
        if let v = given["variationSettings"] {
            switch settings(v, env: env, depth: depth + 1) {
            case .success(let r): out.settings = r.settings; out.spTags = r.spTags
            case .failure(let why): out.unread = "\(out.text): \(why.reason)"
            }
        } else if settingsDefaultToWeight {
            out.settings = [FontVariation(tag: "wght", value: Double(out.weight)), FontVariation(tag: "ital", value: out.italic ? 1 : 0)]
        } else {
            out.settings = []
            out.note = "\(out.text) has no variationSettings: Font(resId, weight, style) passes FontVariation.Settings() (ui-text Font.kt), so a variable font is drawn at its default instance"
        }
        return out
    }

    /// The overload's first parameter from the value passed positionally: `R.font.x` or a number is a
    /// resource id, compose-resources' `Res.font.x` a resource, a string an asset path, `File(…)` a file.
    private static func kind(of e: KotlinExpr?) -> String? {
        guard let e else { return nil }
        if case .string = e { return "path" }
        guard case .chain(let s) = e, let head = s.first else { return nil }
        if head.isLiteral { return "resId" }
        if head.name == "DeviceFontFamilyName" { return "familyName" }
        if head.name == "GoogleFont" { return "googleFont" }
        if head.name == "File" { return "file" }
        if s.count >= 3, s[s.count - 2].name == "font" {
            if s[s.count - 3].name == "R" { return "resId" }
            if s[s.count - 3].name == "Res" { return "resource" }
        }
        return nil
    }

    private static func describe(_ e: KotlinExpr?) -> String? {
        guard case .chain(let s)? = e, s.allSatisfy({ $0.arguments == nil }) else { return nil }
        return s.map(\.name).joined(separator: ".") + ", "
    }

    struct Unread: Error { var reason: String }
    struct Settings { var settings: [FontVariation]; var spTags: [String] }

    /// A `FontVariation.Settings` value, through names: `FontVariation.Settings(setting, …)`,
    /// `FontVariation.Settings(weight, style, setting, …)`, `FontVariation.Empty`, and `.merge(…)` of
    /// either (later settings replace the same axis in place).
    static func settings(_ e: KotlinExpr, env: ComposeTextReader.Env, depth: Int) -> Result<Settings, Unread> {
        guard depth < ComposeValues.maxDepth else { return .failure(Unread(reason: "the settings are nested too deeply")) }
        if let (x, scope) = lookup(e, env: env) { return settings(x, env: scope, depth: depth + 1) }
        guard case .chain(var s) = e, !s.isEmpty else { return .failure(Unread(reason: "variationSettings is not a FontVariation.Settings(…) LabelFit reads")) }
        if s.first?.name == "androidx" { while let f = s.first, f.name != "FontVariation" { s.removeFirst() } }
        var out: Settings
        var merges = s.dropFirst(2)
        if s.count >= 2, s[0].arguments == nil, !s[0].isLiteral, let (x, scope) = lookup(.chain([s[0]]), env: env) {
            // `Base.merge(…)`: a settings value named, then merged into.
            switch settings(x, env: scope, depth: depth + 1) {
            case .success(let r): out = r
            case .failure(let f): return .failure(f)
            }
            merges = s.dropFirst(1)
        } else if s.count < 2 || s[0].name != "FontVariation" {
            return .failure(Unread(reason: "variationSettings is not a FontVariation.Settings(…) LabelFit reads"))
        } else if s[1].name == "Empty", s[1].arguments == nil {
            out = Settings(settings: [], spTags: [])
        } else if s[1].name == "Settings", let args = s[1].arguments {
            switch list(args.map { ($0.label, $0.value) }, env: env, depth: depth) {
            case .success(let r): out = r
            case .failure(let f): return .failure(f)
            }
        } else {
            return .failure(Unread(reason: "variationSettings = FontVariation.\(s[1].name) is not read"))
        }
        for seg in merges {
            guard seg.name == "merge", let args = seg.arguments else { return .failure(Unread(reason: "variationSettings ….\(seg.name)(…) is not read")) }
            let other: Settings
            if args.count == 1, args[0].label == nil || args[0].label == "other",
               case .success(let r) = settings(args[0].value, env: env, depth: depth + 1) {
                other = r
            } else {
                switch list(args.map { ($0.label, $0.value) }, env: env, depth: depth) {
                case .success(let r): other = r
                case .failure(let f): return .failure(f)
                }
            }
            for v in other.settings {
                if let i = out.settings.firstIndex(where: { $0.tag == v.tag }) { out.settings[i] = v } else { out.settings.append(v) }
                out.spTags.removeAll { $0 == v.tag }
                if other.spTags.contains(v.tag) { out.spTags.append(v.tag) }
            }
        }
        return .success(out)
    }

    /// The arguments of `Settings(…)` or `merge(…)`: settings, or the weight and style first.
    private static func list(_ args: [(String?, KotlinExpr)], env: ComposeTextReader.Env, depth: Int) -> Result<Settings, Unread> {
        var out = Settings(settings: [], spTags: [])
        var rest = args[...]
        // `Settings(weight: FontWeight, style: FontStyle, vararg settings)`: `wght` and `ital` first.
        if let (label, first) = rest.first, label == "weight" || isFontWeight(first) {
            let w = ComposeFontWeight.weight(first, env: env, depth: depth + 1).value
            if let why = w.undecided { return .failure(Unread(reason: "FontVariation.Settings(weight = …): \(why)")) }
            rest = rest.dropFirst()
            guard let (_, style) = rest.first, let v = ComposeValues.name(style, env: env, depth: depth + 1)?.value, v == "Italic" || v == "Normal" else {
                return .failure(Unread(reason: "FontVariation.Settings(weight, style, …): the style is not FontStyle.Normal or Italic"))
            }
            rest = rest.dropFirst()
            out.settings = [FontVariation(tag: "wght", value: Double(w.value)), FontVariation(tag: "ital", value: v == "Italic" ? 1 : 0)]
        }
        for (_, e) in rest {
            switch setting(e, env: env, depth: depth + 1) {
            case .success(let (v, sp)):
                // Settings must be unique on the axis (FontVariation.kt `validateUniqueAxes`): the app throws.
                if out.settings.contains(where: { $0.tag == v.tag }) {
                    return .failure(Unread(reason: "the axis '\(v.tag)' is set twice, which FontVariation.Settings refuses (IllegalArgumentException)"))
                }
                out.settings.append(v)
                if sp { out.spTags.append(v.tag) }
            case .failure(let f): return .failure(f)
            }
        }
        return .success(out)
    }

    private static func isFontWeight(_ e: KotlinExpr) -> Bool {
        if case .chain(let s) = e, s.first?.name == "FontWeight" { return true }
        return false
    }

    /// One setting; `true` with it when its value is in sp (scaled by the font scale).
    private static func setting(_ e: KotlinExpr, env: ComposeTextReader.Env, depth: Int) -> Result<(FontVariation, Bool), Unread> {
        guard depth < ComposeValues.maxDepth else { return .failure(Unread(reason: "a setting is nested too deeply")) }
        if let (x, scope) = lookup(e, env: env) { return setting(x, env: scope, depth: depth + 1) }
        guard case .chain(let s) = e, s.count == 2, s[0].name == "FontVariation", let args = s[1].arguments, !args.isEmpty else {
            return .failure(Unread(reason: "a setting that is not FontVariation.x(…) is not read"))
        }
        let name = s[1].name
        let value = args.last!.value
        func number() -> Double? {
            if name == "weight", let w = namedWeight(value, env: env, depth: depth) { return Double(w) }
            return ComposeFontFamily.number(value, env: env, depth: depth + 1)
        }
        // Each helper's tag and the range its `requirePrecondition` holds it to (FontVariation.kt).
        let table: [String: (tag: String, ok: (Double) -> Bool)] = [
            "weight": ("wght", { $0 >= 1 && $0 <= 1000 && $0 == $0.rounded() }), "width": ("wdth", { $0 > 0 }),
            "italic": ("ital", { $0 >= 0 && $0 <= 1 }), "slant": ("slnt", { $0 >= -90 && $0 <= 90 }),
            "grade": ("GRAD", { $0 >= -1000 && $0 <= 1000 && $0 == $0.rounded() }),
        ]
        if name == "opticalSizing" {
            guard let sp = ComposeValues.unit(value, "sp", env: env, depth: depth + 1) else {
                return .failure(Unread(reason: "FontVariation.opticalSizing(…) is not a literal size in sp"))
            }
            return .success((FontVariation(tag: "opsz", value: sp.value), true))
        }
        if name == "Setting" {
            guard args.count == 2, case .string(let tag?, _) = args[0].value else {
                return .failure(Unread(reason: "FontVariation.Setting(…) without a literal tag is not read"))
            }
            // "Name must be exactly four characters" (FontVariation.kt); Android's FontVariationAxis
            // also takes only U+20–U+7E.
            guard tag.utf16.count == 4, tag.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
                return .failure(Unread(reason: "FontVariation.Setting(\"\(tag)\", …): the tag is not four characters U+20–U+7E, which the app refuses"))
            }
            guard let v = number() else { return .failure(Unread(reason: "FontVariation.Setting(\"\(tag)\", …): the value is not a literal number")) }
            return .success((FontVariation(tag: tag, value: v), false))
        }
        guard let row = table[name] else { return .failure(Unread(reason: "FontVariation.\(name)(…) is not read")) }
        guard let v = number() else { return .failure(Unread(reason: "FontVariation.\(name)(…) is not a literal number")) }
        guard row.ok(v) else { return .failure(Unread(reason: "FontVariation.\(name)(\(v)) is out of the range FontVariation.kt requires (IllegalArgumentException)")) }
        return .success((FontVariation(tag: row.tag, value: v), false))
    }

    /// `FontWeight.Bold.weight`, `FontWeight(600).weight`.
    private static func namedWeight(_ e: KotlinExpr, env: ComposeTextReader.Env, depth: Int) -> Int? {
        guard case .chain(var s) = e, s.last?.name == "weight", s.count >= 2 else { return nil }
        s.removeLast()
        let w = ComposeFontWeight.weight(.chain(s), env: env, depth: depth + 1).value
        return w.undecided == nil ? w.value : nil
    }

    /// A literal number (`700`, `75f`, `0.5f`), through names; a negative number is not read.
    static func number(_ e: KotlinExpr, env: ComposeTextReader.Env, depth: Int) -> Double? {
        guard depth < ComposeValues.maxDepth else { return nil }
        if let (x, scope) = lookup(e, env: env) { return number(x, env: scope, depth: depth + 1) }
        guard case .chain(let s) = e, s.count == 1, s[0].isLiteral else { return nil }
        return ComposeValues.number(s[0].name)
    }

    /// A plain name's value: the walk's scope, then the app's top-level values declared once.
    private static func lookup(_ e: KotlinExpr, env: ComposeTextReader.Env) -> (KotlinExpr, ComposeTextReader.Env)? {
        guard case .chain(let s) = e, s.count == 1, !s[0].isLiteral, s[0].arguments == nil, s[0].lambda == nil else { return nil }
        return ComposeValues.lookup(s[0].name, env: env) ?? env.themes?.topLevel(s[0].name)
    }

    // MARK: - Applying

    /// The family's font for the text's weight (and style), into the constraint: the font's weight
    /// chooses the stack's face, its settings the instance; what cannot be read is named.
    static func apply(_ family: Resolved<Family>, italic: Bool, to c: inout TextConstraint) {
        switch family.value {
        case .platformDefault: return
        case .notMeasured(let why): c.fontNotes.append(why); return
        case .unread(let why): c.fontNotes.append("fontFamily not read (\(why)); measured with the configured stacks"); return
        case .fonts(let fonts, _):
            let asked = c.fontWeight?.value ?? TextWeight.regular
            guard let f = match(fonts, weight: asked.value, italic: italic) else { return }
            let chain = (c.fontWeight?.chain ?? []) + family.chain + [
                Provenance(.source, "FontFamily(…) at weight \(asked.value) matches \(f.text) (weight \(f.weight)\(f.italic ? ", italic" : ""))", at: f.site),
                Provenance(.component, "the font for a weight and style (androidx/compose/ui/text/font/FontMatcher.kt: CSS Fonts 4 matching)"),
            ]
            if let why = f.unread {
                c.fontNotes.append("variation settings undecided: \(why); measured at weight \(f.weight)")
                c.fontWeight = Resolved(TextWeight(f.weight, undecided: asked.undecided), chain)
                return
            }
            c.fontWeight = Resolved(TextWeight(f.weight, undecided: asked.undecided), chain)
            // FontSynthesis.android.kt: a weight of 600 or more asked of a lighter font is drawn bold.
            if asked.value >= 600, f.weight < 600, f.weight != asked.value {
                c.fontNotes.append("weight \(asked.value) asked of \(f.text) (weight \(f.weight)): Compose synthesizes a bold (FontSynthesis), measured with the face's own advances")
            }
            if let note = f.note { c.variableFontNotes.append(note) }
            c.fontAxes = Resolved(FontAxesRequest(settings: f.settings ?? [], overDefaultInstance: true), chain)
            c.fontAxesInSp = f.spTags
        }
    }

    /// `FontMatcher.matchFont`: the first of the best fonts for `weight` and the style.
    static func match(_ fonts: [Font], weight: Int, italic: Bool) -> Font? {
        if let exact = fonts.first(where: { $0.weight == weight && $0.italic == italic }) { return exact }
        let styled = fonts.filter { $0.italic == italic }
        let search = styled.isEmpty ? fonts : styled
        func closest(_ list: [Font], preferBelow: Bool, min lo: Int? = nil, max hi: Int? = nil) -> Font? {
            var above: Int?, below: Int?
            for f in list {
                if let lo, f.weight < lo { continue }
                if let hi, f.weight > hi { continue }
                if f.weight < weight { if below == nil || f.weight > below! { below = f.weight } }
                else if f.weight > weight { if above == nil || f.weight < above! { above = f.weight } }
                else { above = f.weight; below = f.weight; break }
            }
            let best = preferBelow ? (below ?? above) : (above ?? below)
            return list.first { $0.weight == best }
        }
        if weight < 400 { return closest(search, preferBelow: true) }
        if weight > 500 { return closest(search, preferBelow: false) }
        return closest(search, preferBelow: false, max: 500) ?? closest(search, preferBelow: false, min: 500)
    }
}
