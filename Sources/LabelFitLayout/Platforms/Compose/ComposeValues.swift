import Foundation
import LabelFitCore

/// Values read from Kotlin expressions in a composable's scope: catalog keys, integers, enum
/// entries, `N.dp`/`N.sp` sizes and text styles. A name is looked up as the walk's bindings (the
/// caller's argument or the parameter's default), then the function's local `val`s, then top-level
/// properties of its file; anything else is unresolved (nil).
enum ComposeValues {
    typealias Env = ComposeTextReader.Env
    static let maxDepth = 16

    struct Key: Sendable { var key: String; var site: SourceLocation }

    /// The expression a plain name stands for, and the scope to read it in.
    static func lookup(_ name: String, env: Env) -> (KotlinExpr, Env)? {
        if let b = env.bindings[name] { return (b.expr, b.env(in: env)) }
        if let l = env.function.locals[name] { return (l, env) }
        if let p = env.file.properties[name] { return (p, env) }
        return nil
    }

    private static func plainName(_ e: KotlinExpr) -> String? {
        if case .chain(let s) = e, s.count == 1, !s[0].isLiteral, s[0].arguments == nil, s[0].lambda == nil { return s[0].name }
        return nil
    }

    /// Catalog keys an expression shows: `stringResource(R.string.k)`, `stringResource(id = R.string.k)`,
    /// `pluralStringResource(R.plurals.k, n)`, `…getString(R.string.k)`, through names and alternatives.
    static func keys(_ e: KotlinExpr, env: Env, depth: Int) -> [Key] {
        guard depth < maxDepth else { return [] }
        switch e {
        case .alternatives(let branches): return branches.flatMap { keys($0, env: env, depth: depth + 1) }
        case .chain(let segments):
            if let n = plainName(e), let (x, scope) = lookup(n, env: env) { return keys(x, env: scope, depth: depth + 1) }
            for seg in segments where ["stringResource", "getString", "pluralStringResource", "getQuantityString"].contains(seg.name) || env.lookupWrappers.contains(seg.name) {
                // A formatted string (`stringResource(R.string.x, count)`) shows runtime values: not read.
                guard (seg.arguments?.count ?? 0) == 1 || seg.name == "pluralStringResource" || seg.name == "getQuantityString" else { continue }
                guard let first = (seg.arguments?.first { $0.label == "id" || $0.label == nil }), case .chain(let r) = first.value,
                      let key = resourceKey(r, env: env) else { continue }
                return [Key(key: key, site: SourceLocation(file: env.file.path, line: seg.token.line, column: seg.token.column))]
            }
            return []
        default: return []
        }
    }

    /// The key of `R.string.k` / `R.plurals.k`, spelt with its package (`com.app.R.string.k`) or
    /// through a type alias of the table (`typealias CommonStrings = R.string`: `CommonStrings.k`);
    /// or moko-resources' `MR.strings.k` / `MR.plurals.k` (its README: Compose Multiplatform
    /// `stringResource(MR.strings.my_string)`; `MR` is the generated class's default name).
    private static func resourceKey(_ r: [KotlinSegment], env: Env) -> String? {
        guard r.allSatisfy({ !$0.isLiteral && $0.arguments == nil && $0.lambda == nil }), let key = r.last, r.count >= 2 else { return nil }
        if r.count == 2 { return env.resourceAliases[r[0].name] != nil ? key.name : nil }
        let n = r.count
        if r[n - 3].name == "MR" { return r[n - 2].name == "strings" || r[n - 2].name == "plurals" ? key.name : nil }
        guard r[n - 3].name == "R", r[n - 2].name == "string" || r[n - 2].name == "plurals" else { return nil }
        // `android.R.string.ok` is the platform's own string (AndroidFramework).
        return (n >= 4 && r[n - 4].name == "android" && n == 4 ? AndroidFramework.keyPrefix : "") + key.name
    }

    /// An integer literal (`1`, `2`), through names.
    static func int(_ e: KotlinExpr, env: Env, depth: Int) -> Resolved<Int>? {
        guard depth < maxDepth else { return nil }
        if let n = plainName(e), let (x, scope) = lookup(n, env: env) {
            guard var r = int(x, env: scope, depth: depth + 1) else { return nil }
            r.chain.insert(Provenance(.source, n, at: SourceLocation(file: scope.file.path, line: token(x)?.line)), at: 0)
            return r
        }
        if case .chain(let s) = e, s.count == 1, s[0].isLiteral, let v = Int(s[0].name.replacingOccurrences(of: "_", with: "")) {
            return Resolved(v, [Provenance(.source, s[0].name, at: SourceLocation(file: env.file.path, line: s[0].token.line))])
        }
        return nil
    }

    /// The last name of an enum entry or constant (`TextOverflow.Ellipsis` → `Ellipsis`, `false`).
    static func name(_ e: KotlinExpr, env: Env, depth: Int) -> Resolved<String>? {
        guard depth < maxDepth else { return nil }
        if let n = plainName(e) {
            if n == "true" || n == "false" { return Resolved(n, []) }
            if let (x, scope) = lookup(n, env: env) { return name(x, env: scope, depth: depth + 1) }
            return nil
        }
        if case .chain(let s) = e, let last = s.last, !last.isLiteral, last.arguments == nil, s.count >= 2 {
            return Resolved(last.name, [Provenance(.source, s.map(\.name).joined(separator: "."), at: SourceLocation(file: env.file.path, line: last.token.line))])
        }
        return nil
    }

    /// `16.dp`, `14.sp`, `(8).dp`, through names.
    static func unit(_ e: KotlinExpr, _ unit: String, env: Env, depth: Int) -> Resolved<Double>? {
        guard depth < maxDepth else { return nil }
        if let n = plainName(e), let (x, scope) = lookup(n, env: env) { return self.unit(x, unit, env: scope, depth: depth + 1) }
        if case .alternatives(let branches) = e {
            // `if (icon == null) 12.dp else 0.dp`: each branch is a state the app is shown in, and the
            // condition is often shared with a sibling (the icon is there exactly when the padding is
            // 0), which this reading does not follow; the smallest value leaves the text the most room,
            // so a cut found with it is a cut in every state.
            let values = branches.map { self.unit($0, unit, env: env, depth: depth + 1) }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
            let smallest = values.compactMap { $0 }.min { $0.value < $1.value }!
            return Resolved(smallest.value, [Provenance(.source, "the smallest of \(values.count) alternatives")] + smallest.chain)
        }
        // `BoltTheme.spacings.double`: a design system's size, from the values the app declares (ComposeThemes).
        if case .chain(let s) = e, s.count == 3, s.allSatisfy({ !$0.isLiteral && $0.arguments == nil && $0.lambda == nil }),
           s[0].name.first?.isUppercase == true, let themes = env.themes,
           var r = themes.dimension(group: s[1].name, s[2].name, unit: unit, depth: depth) {
            r.chain.append(Provenance(.source, s.map(\.name).joined(separator: "."), at: SourceLocation(file: env.file.path, line: s[0].token.line)))
            return r
        }
        guard case .chain(let s) = e, s.count == 2, s[1].name == unit, s[1].arguments == nil else { return nil }
        if s[0].isLiteral, let v = number(s[0].name) {
            return Resolved(v, [Provenance(.source, "\(s[0].name).\(unit)", at: SourceLocation(file: env.file.path, line: s[0].token.line))])
        }
        // `horizontal.dp` with `horizontal: Int = 16`: the name's number.
        if !s[0].isLiteral, s[0].arguments == nil, let (x, scope) = lookup(s[0].name, env: env),
           case .chain(let n) = x, n.count == 1, n[0].isLiteral, let v = number(n[0].name) {
            return Resolved(v, [Provenance(.source, "\(s[0].name) = \(n[0].name)", at: SourceLocation(file: scope.file.path, line: n[0].token.line)),
                                Provenance(.source, "\(s[0].name).\(unit)", at: SourceLocation(file: env.file.path, line: s[0].token.line))])
        }
        return nil
    }

    struct NamedStyle: Sendable, Hashable { var name: String; var style: ComposeTypography.Style }

    /// `MaterialTheme.typography.titleMedium` (with `.copy(fontSize = …, lineHeight = …)`), a
    /// `TextStyle(fontSize = …, lineHeight = …)`, through names (top-level `val PreferenceTitle = …`).
    static func style(_ e: KotlinExpr, env: Env, material3: Bool, depth: Int) -> Resolved<NamedStyle>? {
        guard depth < maxDepth else { return nil }
        if let n = plainName(e), let (x, scope) = lookup(n, env: env) {
            guard var r = style(x, env: scope, material3: material3, depth: depth + 1) else { return nil }
            r.chain.insert(Provenance(.source, n, at: SourceLocation(file: scope.file.path, line: token(x)?.line)), at: 0)
            return r
        }
        guard case .chain(let s) = e, !s.isEmpty else { return nil }
        var result: Resolved<NamedStyle>?
        var k = 0
        if s.count >= 3, s[1].name == "typography", let themes = env.themes,
           case let lookup = themes.style(s[2].name, materialTheme: s[0].name == "MaterialTheme", material3: material3, depth: depth),
           s[0].name != "MaterialTheme" || { if case .notDeclared = lookup { false } else { true } }() {
            // The app's own typography (ComposeThemes); a design system's that it does not declare
            // literally stays unknown.
            guard case .known(let r) = lookup else { return nil }
            result = r
            k = 3
        } else if s.count >= 3, s[0].name == "MaterialTheme", s[1].name == "typography" {
            let table = material3 ? ComposeTypography.material3 : ComposeTypography.material2
            guard let st = table[s[2].name] else { return nil }
            result = Resolved(NamedStyle(name: s[2].name, style: st), [Provenance(.component, "MaterialTheme.typography.\(s[2].name) (\(material3 ? "material3 TypeScaleTokens" : "material Typography"))")])
            k = 3
        } else if s[0].name == "TextStyle", let args = s[0].arguments {
            guard let size = args.first(where: { $0.label == "fontSize" }).flatMap({ unit($0.value, "sp", env: env, depth: depth + 1) }) else { return nil }
            let lh = args.first(where: { $0.label == "lineHeight" }).flatMap { unit($0.value, "sp", env: env, depth: depth + 1) }
            var lhs: LineSpacing?
            if let a = args.first(where: { $0.label == "lineHeightStyle" }) { guard let v = lineHeightStyle(a.value, env: env, depth: depth + 1) else { return nil }; lhs = v }
            let weight = args.first(where: { $0.label == "fontWeight" }).map { ComposeFontWeight.weight($0.value, env: env, depth: depth + 1).value }
            var st = ComposeTypography.Style(sizeSp: size.value, lineHeightSp: lh?.value, lineSpacing: lhs, weight: weight)
            if let a = args.first(where: { $0.label == "fontFamily" }) { st.family = fontFamily(a.value, env: env, depth: depth + 1) }
            if let a = args.first(where: { $0.label == "fontStyle" }) { st.italic = italic(a.value, env: env, depth: depth + 1) }
            result = Resolved(NamedStyle(name: "TextStyle", style: st),
                              [Provenance(.source, "TextStyle(…)", at: SourceLocation(file: env.file.path, line: s[0].token.line))])
            k = 1
        } else {
            return nil
        }
        // `.copy(fontSize = …, lineHeight = …)` changes what it names; any other call makes it unknown.
        while k < s.count {
            guard s[k].name == "copy", let args = s[k].arguments, var r = result else { return nil }
            for a in args {
                if a.label == "fontSize" { guard let v = unit(a.value, "sp", env: env, depth: depth + 1) else { return nil }; r.value.style.sizeSp = v.value }
                else if a.label == "lineHeight" { guard let v = unit(a.value, "sp", env: env, depth: depth + 1) else { return nil }; r.value.style.lineHeightSp = v.value }
                else if a.label == "lineHeightStyle" { guard let v = lineHeightStyle(a.value, env: env, depth: depth + 1) else { return nil }; r.value.style.lineSpacing = v }
                else if a.label == "fontWeight" { r.value.style.weight = ComposeFontWeight.weight(a.value, env: env, depth: depth + 1).value }
                else if a.label == "fontFamily" { r.value.style.family = fontFamily(a.value, env: env, depth: depth + 1) }
                else if a.label == "fontStyle" { r.value.style.italic = italic(a.value, env: env, depth: depth + 1) }
            }
            r.chain.append(Provenance(.source, ".copy(…)", at: SourceLocation(file: env.file.path, line: s[k].token.line)))
            result = r
            k += 1
        }
        return result
    }

    /// A `fontFamily` argument, read where it is written (`ComposeFontFamily`).
    static func fontFamily(_ e: KotlinExpr, env: Env, depth: Int) -> Resolved<ComposeFontFamily.Family> {
        Resolved(ComposeFontFamily.family(e, env: env, depth: depth),
                 [Provenance(.source, "fontFamily = …", at: SourceLocation(file: env.file.path, line: token(e)?.line))])
    }

    /// A `fontStyle` argument: true for `FontStyle.Italic`, false for `Normal`, nil when not read.
    static func italic(_ e: KotlinExpr, env: Env, depth: Int) -> Bool? {
        switch name(e, env: env, depth: depth)?.value {
        case "Italic": true
        case "Normal": false
        default: nil
        }
    }

    /// `LineHeightStyle(alignment = LineHeightStyle.Alignment.Center, trim = LineHeightStyle.Trim.None)`
    /// (ui-text `LineHeightStyle.kt`; an argument not given keeps its default, Proportional and Both,
    /// as the constructor's own defaults in newer versions; `LineHeightStyle.Default` names both).
    static func lineHeightStyle(_ e: KotlinExpr, env: Env, depth: Int) -> LineSpacing? {
        guard depth < maxDepth else { return nil }
        if let n = plainName(e), let (x, scope) = lookup(n, env: env) { return lineHeightStyle(x, env: scope, depth: depth + 1) }
        guard case .chain(let s) = e, let first = s.first else { return nil }
        if s.count == 2, first.name == "LineHeightStyle", s[1].name == "Default" { return LineSpacing(alignment: .proportional, trim: .both) }
        guard s.count == 1, first.name == "LineHeightStyle", let args = first.arguments else { return nil }
        var out = LineSpacing(alignment: .proportional, trim: .both)
        for (i, a) in args.enumerated() {
            guard let v = name(a.value, env: env, depth: depth + 1)?.value else { return nil }
            let label = a.label ?? (i == 0 ? "alignment" : "trim")
            switch (label, v) {
            case ("alignment", "Top"): out.alignment = .top
            case ("alignment", "Center"): out.alignment = .center
            case ("alignment", "Proportional"): out.alignment = .proportional
            case ("alignment", "Bottom"): out.alignment = .bottom
            case ("trim", "None"): out.trim = LineHeightTrim.none
            case ("trim", "Both"): out.trim = .both
            case ("trim", "FirstLineTop"): out.trim = .firstLineTop
            case ("trim", "LastLineBottom"): out.trim = .lastLineBottom
            case ("mode", _): break
            default: return nil
            }
        }
        return out
    }

    /// A Kotlin number literal's value (`16`, `1.5f`, `1_000`); nil for hexadecimal and binary.
    static func number(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: CharacterSet(charactersIn: "fFLuU")).replacingOccurrences(of: "_", with: ""))
    }

    static func token(_ e: KotlinExpr) -> KotlinToken? {
        switch e {
        case .chain(let s): s.first?.token
        case .string(_, let t), .other(let t), .operation(_, let t): t
        case .lambda, .alternatives: nil
        }
    }
}
