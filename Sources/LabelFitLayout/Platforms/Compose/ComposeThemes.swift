import LabelFitCore

/// The typographies an app declares as literals, so that `MaterialTheme.typography.x` and a design
/// system's `AppTheme.typography.x` resolve to the app's own styles rather than Material's defaults.
///
/// A typography is a top-level `val` whose value is a constructor call with labelled `TextStyle(…)`
/// arguments: material3 `Typography(bodyLarge = TextStyle(…), …)` as passed to
/// `MaterialTheme(typography = …)` (material3 `MaterialTheme.kt`: `typography` is provided through
/// `LocalTypography`, and `Typography`'s constructor defaults are `TypographyTokens`), or a design
/// system's own data class (Thunderbird's `val defaultTypography = ThemeTypography(bodyMedium =
/// TextStyle(…))`), which its theme object reads back through a CompositionLocal (`BoltTheme.typography`
/// is `LocalThemeTypography.current`, provided from the theme's configuration). Which one a screen
/// runs under is runtime state; statically, a member is known when every typography the app declares
/// that names it gives it the same style. Two that differ, or a style that is not literal, leave it
/// unknown.
struct ComposeThemes {
    struct Declared {
        var name: String
        var constructor: String
        var arguments: [String: KotlinExpr]
        var env: ComposeTextReader.Env
        var site: SourceLocation
    }
    var declared: [Declared] = []
    /// Every top-level `val x = Ctor(label = …, …)`: a design system's spacings and sizes too
    /// (Thunderbird's `val defaultThemeSpacings = ThemeSpacings(double = 16.dp, …)`, read as
    /// `BoltTheme.spacings.double`).
    var values: [Declared] = []
    /// Every top-level `val` of the app by name, with the scope it is read in; nil for a name two files
    /// declare (which one a use means would take the imports to tell).
    private var topLevels: [String: (KotlinExpr, ComposeTextReader.Env)?] = [:]

    /// A top-level value of any of the app's files, when only one declares the name (a `FontFamily`
    /// declared in the theme's `Type.kt` and named by a screen's `TextStyle`).
    func topLevel(_ name: String) -> (KotlinExpr, ComposeTextReader.Env)? { topLevels[name] ?? nil }

    init(_ files: [KotlinFile]) {
        for f in files {
            for (name, value) in f.properties.sorted(by: { $0.key < $1.key }) {
                if topLevels[name] != nil { topLevels[name] = .some(nil) } else if let token = ComposeValues.token(value) {
                    let fn = KotlinFunction(name: name, annotations: [], parameters: [], body: [], locals: [:], token: token, file: f.path)
                    topLevels[name] = .some((value, ComposeTextReader.Env(function: fn, file: f, calls: [])))
                }
                guard case .chain(let s) = value, s.count == 1, let args = s[0].arguments, !s[0].isLiteral else { continue }
                var styles: [String: KotlinExpr] = [:], labelled: [String: KotlinExpr] = [:]
                for a in args { if let l = a.label { labelled[l] = a.value } }
                if !labelled.isEmpty {
                    let fn = KotlinFunction(name: name, annotations: [], parameters: [], body: [], locals: [:], token: s[0].token, file: f.path)
                    values.append(Declared(name: name, constructor: s[0].name, arguments: labelled, env: ComposeTextReader.Env(function: fn, file: f, calls: []),
                                           site: SourceLocation(file: f.path, line: s[0].token.line)))
                }
                for a in args {
                    guard let label = a.label, case .chain(let v) = a.value, let head = v.first, head.name == "TextStyle" || head.name == "MaterialTheme" || head.arguments == nil else { continue }
                    styles[label] = a.value
                }
                // A typography names text styles; a call with none of them is something else.
                guard styles.values.contains(where: { if case .chain(let v) = $0 { v.first?.name == "TextStyle" } else { false } }) else { continue }
                let fn = KotlinFunction(name: name, annotations: [], parameters: [], body: [], locals: [:], token: s[0].token, file: f.path)
                let env = ComposeTextReader.Env(function: fn, file: f, calls: [])
                declared.append(Declared(name: name, constructor: s[0].name, arguments: styles, env: env,
                                         site: SourceLocation(file: f.path, line: s[0].token.line)))
            }
        }
    }

    /// `Theme.group.member` as a size (`N.dp`): every declared value of the group that names `member`
    /// must give the same literal size; nil otherwise. A value belongs to the group when its type or
    /// its name carries the group's word (`spacings` → `ThemeSpacings(…)`, `val defaultSpacings`): a
    /// design system's theme object exposes each group as a property typed by its holder class, so
    /// `AppTheme.padding.medium` is never answered by `Elevations(medium = 4.dp)`.
    func dimension(group: String, _ member: String, unit: String, depth: Int) -> Resolved<Double>? {
        var stem = group.lowercased()
        if stem.count > 3, stem.hasSuffix("s") { stem.removeLast() }
        let candidates = values.filter {
            $0.arguments[member] != nil && ($0.constructor.lowercased().contains(stem) || $0.name.lowercased().contains(stem))
        }
        guard !candidates.isEmpty else { return nil }
        var found: Resolved<Double>?
        for c in candidates {
            guard var r = ComposeValues.unit(c.arguments[member]!, unit, env: c.env, depth: depth + 1) else { return nil }
            if let f = found, f.value != r.value { return nil }
            r.chain.insert(Provenance(.source, "\(c.name) = \(c.constructor)(\(member) = …)", at: c.site), at: 0)
            if found == nil { found = r }
        }
        return found
    }

    enum Lookup { case notDeclared, known(Resolved<ComposeValues.NamedStyle>), unknown }

    /// `member` of the app's typographies: of material3 `Typography(…)`s for `MaterialTheme` (a member
    /// not given takes the token default), of every typography that names it for a design system.
    func style(_ member: String, materialTheme: Bool, material3: Bool, depth: Int) -> Lookup {
        let candidates = materialTheme ? declared.filter { $0.constructor == "Typography" } : declared.filter { $0.arguments[member] != nil }
        guard !candidates.isEmpty else { return .notDeclared }
        var found: Resolved<ComposeValues.NamedStyle>?
        for c in candidates {
            var r: Resolved<ComposeValues.NamedStyle>
            if let e = c.arguments[member] {
                guard let v = ComposeValues.style(e, env: c.env, material3: material3, depth: depth + 1) else { return .unknown }
                r = v
            } else {
                let table = material3 ? ComposeTypography.material3 : ComposeTypography.material2
                guard let st = table[member] else { return .unknown }
                r = Resolved(ComposeValues.NamedStyle(name: member, style: st), [Provenance(.component, "\(member) not given: the \(material3 ? "material3 TypeScaleTokens" : "material Typography") default")])
            }
            r.chain.insert(Provenance(.source, "\(c.name) = \(c.constructor)(\(member) = …)", at: c.site), at: 0)
            // Typographies that differ only in weight still agree on the size: the weight is then undecided.
            if var f = found {
                var a = f.value.style, b = r.value.style
                a.weight = nil; b.weight = nil
                a.family = nil; b.family = nil
                if a != b { return .unknown }
                if f.value.style.family?.value != r.value.style.family?.value {
                    f.value.style.family = Resolved(.unread("the app's typographies give \(member) different font families"), [])
                    found = f
                }
                if f.value.style.weight != r.value.style.weight {
                    f.value.style.weight = TextWeight(400, undecided: "the app's typographies give \(member) different weights")
                    found = f
                }
            }
            if found == nil { found = r }
        }
        return found.map { .known($0) } ?? .unknown
    }
}
