import Foundation
import LabelFitCheck
import LabelFitCore

/// Every Compose `Text` that shows a catalog string, with the constraint it is shown under, read
/// statically from the app's Kotlin sources.
///
/// The text is followed from `stringResource(R.string.key)` (or `getString`, `pluralStringResource`)
/// through local `val`s, parameters of the app's own composables and their defaults, and slot lambdas
/// (`content()`), to a `Text(…)` call of androidx.compose (material3 or material). Its `maxLines`,
/// `softWrap`, `overflow`, `style`, `fontSize` and `lineHeight` arguments are read with the defaults of
/// androidx's `Text` (material3 Text.kt: `overflow = TextOverflow.Clip`, `softWrap = true`,
/// `maxLines = Int.MAX_VALUE`, `style = LocalTextStyle.current`). The width comes from `ComposeWidth`.
/// What cannot be followed is left unresolved (unknown), never guessed.
public struct ComposeTextReader {
    /// Bounds on the walk: app composables followed this deep, expressions visited in the walk from
    /// one composable, and in the whole run. A bound reached is a located problem, never a silent stop.
    static let maxCallDepth = 8
    static let maxVisitsPerWalk = 100_000
    static let maxVisitsPerRun = 1_000_000

    public struct Problem: Sendable, Hashable {
        public var location: SourceLocation
        public var reason: String
        /// A bound on the work was reached (the rest of that walk is not read), rather than bad input.
        public var isLimit = false
    }

    private let functions: [String: [KotlinFunction]]
    private let files: [String: KotlinFile]
    private let themes: ComposeThemes
    /// `typealias CommonStrings = R.string` and the like, by alias name: the resource table it names.
    private let resourceAliases: [String: String]
    private let lookupWrappers: Set<String>
    private var walkVisits = 0
    private var runVisits = 0
    /// The composable being walked when the walk's budget ran out.
    private var cutInside: KotlinFunction?
    /// Calls of an app composable with no arguments already walked, by the stack they were walked
    /// under: the callee's scope is then its own defaults only, so another such walk finds the same
    /// uses at the same depth, which `run` would drop as repeats. Walking each once keeps a fan-out
    /// (a composable calling the next one many times) linear in the number of call sites.
    private var walkedPlainCalls = Set<String>()
    /// Each use found (by key, site and the `Text` it reaches), with how many app calls led there: a
    /// string shown through a chain of composables is found from each function on the chain, and the
    /// walk from the outermost caller knows the most about the width, so it is the one kept (the first
    /// of those as deep). Kept as found, so a walk that reaches a use many times holds it once.
    private var found: [String: (use: TextUse, calls: Int)] = [:]
    private(set) var uses: [TextUse] = []
    public private(set) var problems: [Problem] = []
    /// `physical-text-align` findings, made where a `Text` is known to show a catalog string.
    private(set) var textRuleFindings: [ComposeRuleFinding] = []

    /// What reading an app's Kotlin gives.
    public struct Result: Sendable {
        public var uses: [TextUse]
        public var problems: [Problem]
        public var findings: [ComposeRuleFinding]
    }

    /// Reads the Kotlin files at `paths` (already known to be inside the tree being checked).
    public static func read(paths: [String], relativeTo root: String? = nil) -> Result {
        var parsed: [KotlinFile] = [], problems: [Problem] = []
        for path in paths.sorted() {
            let shown = root.map { path.hasPrefix($0 + "/") ? String(path.dropFirst($0.count + 1)) : path } ?? path
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append(Problem(location: SourceLocation(file: shown), reason: "cannot be read"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                problems.append(Problem(location: SourceLocation(file: shown), reason: "not UTF-8"))
                continue
            }
            do { parsed.append(try KotlinSyntax.parse(text, path: shown)) } catch {
                problems.append(Problem(location: SourceLocation(file: shown, line: error.line, column: error.column), reason: error.reason))
            }
        }
        var reader = ComposeTextReader(parsed)
        reader.problems = problems
        reader.run()
        let findings = Set(ComposeRTLRules.findings(in: parsed) + reader.textRuleFindings)
        return Result(uses: reader.uses, problems: reader.problems,
                      // Every field in the order: findings at one line under one rule come out the
                      // same on every run (a Set's order changes from process to process).
                      findings: findings.sorted {
                          ($0.location.file, $0.location.line ?? 0, $0.location.column ?? 0, $0.rule, $0.message)
                              < ($1.location.file, $1.location.line ?? 0, $1.location.column ?? 0, $1.rule, $1.message)
                      })
    }

    init(_ parsed: [KotlinFile]) {
        var byName: [String: [KotlinFunction]] = [:], byPath: [String: KotlinFile] = [:]
        for f in parsed {
            byPath[f.path] = f
            for fn in f.functions { byName[fn.name, default: []].append(fn) }
        }
        functions = byName
        files = byPath
        themes = ComposeThemes(parsed)
        // `typealias BitwardenString = com.bitwarden.ui.R.string` (a module's strings under a short
        // name, as multi-module apps share them): `BitwardenString.cancel` is `R.string.cancel`.
        var aliases: [String: String] = [:]
        for f in parsed {
            for (name, target) in f.typeAliases {
                let parts = target.split(separator: ".").map(String.init)
                if parts.count >= 2, parts[parts.count - 2] == "R", ["string", "plurals"].contains(parts[parts.count - 1]) { aliases[name] = parts[parts.count - 1] }
            }
        }
        resourceAliases = aliases
        lookupWrappers = ComposeLookupWrappers.find(in: parsed)
    }

    // MARK: - Environments

    final class Env {
        let function: KotlinFunction
        let file: KotlinFile
        var bindings: [String: Bound] = [:]
        /// The app calls that led here, outermost first.
        let calls: [Provenance]
        /// The app's declared typographies (`ComposeThemes`), shared by every scope of a run.
        var themes: ComposeThemes?
        /// The app's type aliases of resource tables (`CommonStrings` → `string`), shared likewise.
        var resourceAliases: [String: String]
        /// The app's own functions that look a string up by the id they are given (`ComposeLookupWrappers`).
        var lookupWrappers: Set<String> = []
        init(function: KotlinFunction, file: KotlinFile, calls: [Provenance], themes: ComposeThemes? = nil, resourceAliases: [String: String] = [:]) {
            self.function = function
            self.file = file
            self.calls = calls
            self.themes = themes
            self.resourceAliases = resourceAliases
        }
    }

    /// A parameter's value and the scope it is read in: the caller's for an argument; for a default,
    /// the scope holding the binding itself (nil here, so that a scope does not hold itself and leak).
    struct Bound {
        var expr: KotlinExpr
        private var scope: Env?
        init(expr: KotlinExpr, env: Env?) { self.expr = expr; scope = env }
        static func ownDefault(_ expr: KotlinExpr) -> Bound { Bound(expr: expr, env: nil) }
        /// The scope `expr` is read in, for the binding found in `holder`.
        func env(in holder: Env) -> Env { scope ?? holder }
    }

    /// One container on the way from the walk's root to a `Text`: the call, where it was read, the
    /// statements of the content lambda the next step sits in, and that step's index among them.
    struct Step {
        var call: KotlinSegment
        var env: Env
        var content: [KotlinExpr]
        var childIndex: Int
        /// A call of one of the app's own composables (transparent to layout).
        var isAppCall: Bool
        /// Whether the call is material3's (its import, or spelt `androidx.compose.material3.X`).
        var isMaterial3Call = false
    }

    // MARK: - Walk

    private mutating func run() {
        // A preview is not run by the app (ComposePreviews): not a walk's root.
        let previews = ComposePreviews(Array(files.values))
        for (_, list) in functions.sorted(by: { $0.key < $1.key }) {
            for fn in list where fn.annotations.contains("Composable") && !previews.isPreview(fn) {
                guard let file = files[fn.file] else { continue }
                let at = SourceLocation(file: fn.file, line: fn.token.line, column: fn.token.column)
                guard runVisits < Self.maxVisitsPerRun else {
                    problems.append(Problem(location: at, reason: "composable \(fn.name) is not walked: the Kotlin sources reached the budget of \(Self.maxVisitsPerRun) expressions visited per run (uses shown from it and from later composables are not read)", isLimit: true))
                    return finish()
                }
                let env = Env(function: fn, file: file, calls: [], themes: themes, resourceAliases: resourceAliases)
                env.lookupWrappers = lookupWrappers
                bindDefaults(fn, env)
                walkVisits = 0
                cutInside = nil
                walk(fn.body, env: env, path: [], depth: 0, stack: [fn.name])
                if let inside = cutInside {
                    let budget = walkVisits >= Self.maxVisitsPerWalk ? "its budget of \(Self.maxVisitsPerWalk) expressions visited per composable" : "the budget of \(Self.maxVisitsPerRun) expressions visited per run"
                    problems.append(Problem(location: at, reason: "the walk from composable \(fn.name) reached \(budget) (stopped inside \(inside.name), declared at \((inside.file as NSString).lastPathComponent):\(inside.token.line); composables calling one another many times multiply): the uses it had not reached are not read from it", isLimit: true))
                }
            }
        }
        finish()
    }

    private mutating func finish() {
        uses = found.values.map(\.use).sorted { ($0.site.file, $0.site.line ?? 0, $0.key) < ($1.site.file, $1.site.line ?? 0, $1.key) }
    }

    private func bindDefaults(_ fn: KotlinFunction, _ env: Env) {
        for p in fn.parameters where env.bindings[p.name] == nil {
            if let d = p.defaultValue { env.bindings[p.name] = .ownDefault(d) }
        }
    }

    private mutating func walk(_ statements: [KotlinExpr], env: Env, path: [Step], depth: Int, stack: [String]) {
        for (k, s) in statements.enumerated() {
            visit(s, env: env, path: path, content: statements, index: k, depth: depth, stack: stack)
        }
    }

    private mutating func visit(_ e: KotlinExpr, env: Env, path: [Step], content: [KotlinExpr], index: Int, depth: Int, stack: [String]) {
        guard walkVisits < Self.maxVisitsPerWalk, runVisits < Self.maxVisitsPerRun else {
            if cutInside == nil { cutInside = env.function }
            return
        }
        walkVisits += 1
        runVisits += 1
        switch e {
        case .lambda(let body):
            walk(body, env: env, path: path, depth: depth, stack: stack)
        case .alternatives(let branches):
            for b in branches { visit(b, env: env, path: path, content: content, index: index, depth: depth, stack: stack) }
        case .string, .other, .operation:
            break
        case .chain(let segments):
            for (j, seg) in segments.enumerated() {
                visitSegment(seg, qualifier: Self.packageQualifier(segments[..<j]), env: env, path: path, content: content, index: index, depth: depth, stack: stack)
            }
        }
    }

    /// The package a call is spelt in (`androidx.compose.material3` before `Text(…)`): plain names
    /// starting with a lower-case one, as packages are named; nil for a receiver chain.
    static func packageQualifier(_ before: ArraySlice<KotlinSegment>) -> String? {
        guard let first = before.first, first.name.first?.isLowercase == true,
              before.allSatisfy({ !$0.isLiteral && $0.arguments == nil && $0.lambda == nil && !$0.name.isEmpty }) else { return nil }
        return before.map(\.name).joined(separator: ".")
    }

    private mutating func visitSegment(_ seg: KotlinSegment, qualifier: String? = nil, env: Env, path: [Step], content: [KotlinExpr], index: Int, depth: Int, stack: [String]) {
        guard !seg.isLiteral else { return }
        if seg.arguments != nil, isComposeText(seg.name, qualifier: qualifier, in: env.file) {
            text(seg, qualifier: qualifier, env: env, path: path, content: content, index: index)
            return
        }
        // A slot parameter invoked: `content()` runs the caller's lambda here, in the caller's scope.
        if seg.arguments != nil || seg.lambda == nil, let (body, scope) = Self.slotLambda(seg.name, env: env) {
            walk(body, env: scope, path: path, depth: depth, stack: stack)
            return
        }
        var here = Step(call: seg, env: env, content: content, childIndex: index, isAppCall: false)
        // `import androidx.compose.material3.Scaffold as Material3Scaffold`: the step is the library's
        // composable under its own name, which the width model and the component tables know.
        if qualifier == nil, let full = env.file.imports[seg.name], full.hasPrefix("androidx.compose."),
           let own = full.split(separator: ".").last, own != seg.name[...] {
            here.call.name = String(own)
        }
        here.isMaterial3Call = (qualifier.map { $0 + "." + seg.name } ?? env.file.imports[seg.name]) == "androidx.compose.material3." + here.call.name
        if let callee = appComposable(seg), depth < Self.maxCallDepth, !stack.contains(callee.name), let file = files[callee.file] {
            if seg.arguments?.isEmpty ?? true, seg.lambda == nil,
               !walkedPlainCalls.insert("\(callee.file):\(callee.token.line):\(callee.token.column)\u{1F}" + stack.joined(separator: "\u{1F}")).inserted {
                return
            }
            let site = Provenance(.source, "\(seg.name)(…)", at: SourceLocation(file: env.file.path, line: seg.token.line, column: seg.token.column))
            let inner = Env(function: callee, file: file, calls: env.calls + [site], themes: themes, resourceAliases: resourceAliases)
            inner.lookupWrappers = lookupWrappers
            bind(seg, to: callee, caller: env, callee: inner)
            bindDefaults(callee, inner)
            var step = here
            step.isAppCall = true
            walk(callee.body, env: inner, path: path + [step], depth: depth + 1, stack: stack + [callee.name])
            return
        }
        for a in seg.arguments ?? [] {
            if case .lambda(let body) = a.value {
                var step = here
                step.content = body
                for (k, s) in body.enumerated() {
                    step.childIndex = k
                    visit(s, env: env, path: path + [step], content: body, index: k, depth: depth, stack: stack)
                }
            } else if case .chain(let n) = a.value, n.count == 1, !n[0].isLiteral, n[0].arguments == nil, n[0].lambda == nil,
                      let (body, scope) = Self.slotLambda(n[0].name, env: env) {
                // A slot passed on by name (`AlertDialog(title = title)` in the app's own dialog): its
                // lambda is laid out inside this call, as a lambda written here would be.
                var step = here
                step.content = body
                for (k, s) in body.enumerated() {
                    step.childIndex = k
                    visit(s, env: scope, path: path + [step], content: body, index: k, depth: depth, stack: stack)
                }
            } else {
                visit(a.value, env: env, path: path, content: content, index: index, depth: depth, stack: stack)
            }
        }
        if let body = seg.lambda {
            var step = here
            step.content = body
            for (k, s) in body.enumerated() {
                step.childIndex = k
                visit(s, env: env, path: path + [step], content: body, index: k, depth: depth, stack: stack)
            }
        }
    }

    /// The lambda a slot parameter holds, and the scope it runs in, through parameters that pass it on
    /// by name (`LeftToRight(content)` inside a wrapper whose own `content` is the caller's lambda).
    static func slotLambda(_ name: String, env: Env) -> ([KotlinExpr], Env)? {
        var name = name, scope = env
        for _ in 0..<ComposeValues.maxDepth {
            guard let bound = scope.bindings[name] else { return nil }
            let holder = scope
            scope = bound.env(in: holder)
            switch bound.expr {
            case .lambda(let body): return (body, scope)
            case .chain(let n) where n.count == 1 && !n[0].isLiteral && n[0].arguments == nil && n[0].lambda == nil:
                // The holder's own parameter of that name is the one passed on; another scope's is read there.
                if scope === holder && n[0].name == name { return nil }
                name = n[0].name
            default: return nil
            }
        }
        return nil
    }

    /// The app's own `@Composable` function a call names (the first declared, when overloaded with
    /// the same number of parameters the call can fill).
    private func appComposable(_ seg: KotlinSegment) -> KotlinFunction? {
        guard let list = functions[seg.name], seg.arguments != nil || seg.lambda != nil else { return nil }
        let given = (seg.arguments?.count ?? 0) + (seg.lambda == nil ? 0 : 1)
        // A composable, or a builder that takes the content as its trailing lambda
        // (`NavGraphBuilder.animatedComposable(route) { … }` wrapping `composable`).
        return list.first { ($0.annotations.contains("Composable") || seg.lambda != nil) && $0.parameters.count >= given }
    }

    /// Arguments to parameters: labelled ones by name, the rest in order, a trailing lambda to the last
    /// parameter (Kotlin's rule for trailing lambdas).
    private func bind(_ seg: KotlinSegment, to fn: KotlinFunction, caller: Env, callee: Env) {
        var positional = fn.parameters.map(\.name)
        for a in seg.arguments ?? [] {
            if let l = a.label {
                callee.bindings[l] = Bound(expr: a.value, env: caller)
                positional.removeAll { $0 == l }
            }
        }
        var k = 0
        for a in seg.arguments ?? [] where a.label == nil {
            guard k < positional.count else { break }
            callee.bindings[positional[k]] = Bound(expr: a.value, env: caller)
            k += 1
        }
        if let body = seg.lambda, let last = fn.parameters.last {
            callee.bindings[last.name] = Bound(expr: .lambda(body), env: caller)
        }
    }

    /// Whether a call names androidx.compose's `Text`: by its import, aliases included
    /// (`import androidx.compose.material3.Text as Material3Text`, as design systems wrap it), or a
    /// plain `Text` when the file imports no other and the app defines none.
    private func isComposeText(_ name: String, qualifier: String? = nil, in file: KotlinFile) -> Bool {
        // Spelt out in full (`androidx.compose.material3.Text(…)`, as a design system's own `Text`
        // calls Material's): the name says which it is, whatever the file imports.
        if let qualifier { return name == "Text" && (qualifier == "androidx.compose.material3" || qualifier == "androidx.compose.material") }
        if let full = file.imports[name] {
            return full.hasPrefix("androidx.compose.") && (full.hasSuffix(".Text") || full == "androidx.compose.material3.Text")
        }
        return name == "Text" && functions["Text"] == nil
    }

    /// Material 3 unless the file takes its `Text` (or, without that import, anything) from Material 2's
    /// `androidx.compose.material` package: Material 3 is what new Compose apps start from.
    private func isMaterial3(_ file: KotlinFile) -> Bool {
        if let t = file.imports["Text"] ?? file.imports.values.first(where: { $0.hasSuffix(".Text") && $0.hasPrefix("androidx.compose.material") }) {
            return !t.hasPrefix("androidx.compose.material.")
        }
        let m2 = file.imports.values.contains { $0.hasPrefix("androidx.compose.material.") && !$0.hasPrefix("androidx.compose.material.icons") }
        let m3 = file.imports.values.contains { $0.hasPrefix("androidx.compose.material3") }
        return m3 || !m2
    }

    // MARK: - A Text

    enum ProvidedStyle { case none, known(Resolved<ComposeValues.NamedStyle>), unknown }

    /// The style the innermost provider on the way gives `LocalTextStyle`: `ProvideTextStyle(value)`
    /// (material3 and material `ProvideTextStyle`: `LocalTextStyle provides
    /// LocalTextStyle.current.merge(value)`, so the value's size wins) or `CompositionLocalProvider(
    /// LocalTextStyle provides x)`; unknown when that value is not read.
    static func providedTextStyle(_ path: [Step], text: KotlinSegment, material3: Bool) -> ProvidedStyle {
        for (k, step) in path.enumerated().reversed() {
            let args = step.call.arguments ?? []
            var value: KotlinExpr?
            // material3 AppBar.kt: a single-row bar's title runs under `ProvideTextStyle(titleTextStyle)`,
            // `TopAppBarSmallTokens.HeadlineFont` (and the centred bar's), TypographyKeyTokens.TitleLarge.
            if ComposeComponents.isSingleRowTopAppBar(step),
               ComposeWidth.slot(of: step, holding: k + 1 < path.count ? path[k + 1].call : text) == "title" {
                let at = SourceLocation(file: step.env.file.path, line: step.call.token.line, column: step.call.token.column)
                let e = KotlinExpr.chain(["MaterialTheme", "typography", "titleLarge"].map { KotlinSegment(name: $0, token: step.call.token) })
                guard var r = ComposeValues.style(e, env: step.env, material3: true, depth: 0) else { return .unknown }
                r.chain.insert(Provenance(.component, "\(step.call.name)'s title style titleLarge (androidx/compose/material3/AppBar.kt, TopAppBarSmallTokens.HeadlineFont)", at: at), at: 0)
                return .known(r)
            }
            // material3 Button.kt: a button's content runs under
            // `ProvideContentColorTextStyle(textStyle = MaterialTheme.typography.labelLarge)`.
            if ComposeComponents.buttonPadding(step) != nil {
                let at = SourceLocation(file: step.env.file.path, line: step.call.token.line, column: step.call.token.column)
                let e = KotlinExpr.chain(["MaterialTheme", "typography", "labelLarge"].map { KotlinSegment(name: $0, token: step.call.token) })
                guard var r = ComposeValues.style(e, env: step.env, material3: true, depth: 0) else { return .unknown }
                r.chain.insert(Provenance(.component, "\(step.call.name)'s content style labelLarge (androidx/compose/material3/Button.kt)", at: at), at: 0)
                return .known(r)
            }
            if step.call.name == "ProvideTextStyle" {
                value = (args.first { $0.label == "value" } ?? args.first { $0.label == nil }).map(\.value)
                guard value != nil else { return .unknown }
            } else if step.call.name == "CompositionLocalProvider" {
                for a in args {
                    guard case .chain(let s) = a.value, s.first?.name == "LocalTextStyle",
                          let p = s.first(where: { $0.name == "provides" }) else { continue }
                    guard let v = p.arguments?.first?.value else { return .unknown }
                    value = v
                }
            }
            guard let value else { continue }
            if let r = ComposeValues.style(value, env: step.env, material3: material3, depth: 0) {
                var r = r
                r.chain.insert(Provenance(.source, "\(step.call.name)(…)", at: SourceLocation(file: step.env.file.path, line: step.call.token.line, column: step.call.token.column)), at: 0)
                return .known(r)
            }
            return .unknown
        }
        return .none
    }

    /// Whether an expression is, through names, the constant `last` (`null`, `TextUnit.Unspecified`).
    static func names(_ e: KotlinExpr, env: Env, _ last: String, depth: Int = 0) -> Bool {
        guard depth < ComposeValues.maxDepth, case .chain(let s) = e, let tail = s.last, tail.arguments == nil, tail.lambda == nil else { return false }
        if s.count == 1, let (x, scope) = ComposeValues.lookup(tail.name, env: env) { return names(x, env: scope, last, depth: depth + 1) }
        return tail.name == last
    }

    /// Whether an expression is `LocalTextStyle.current`, through names.
    static func isLocalTextStyle(_ e: KotlinExpr, env: Env, depth: Int = 0) -> Bool {
        guard depth < ComposeValues.maxDepth, case .chain(let s) = e else { return false }
        if s.count == 2, s[0].name == "LocalTextStyle", s[1].name == "current", s[1].arguments == nil { return true }
        if s.count == 1, !s[0].isLiteral, s[0].arguments == nil, s[0].lambda == nil, let (x, scope) = ComposeValues.lookup(s[0].name, env: env) {
            return isLocalTextStyle(x, env: scope, depth: depth + 1)
        }
        return false
    }

    private mutating func text(_ seg: KotlinSegment, qualifier: String? = nil, env: Env, path: [Step], content: [KotlinExpr], index: Int) {
        let args = seg.arguments ?? []
        func arg(_ name: String, position: Int? = nil) -> KotlinExpr? {
            if let a = args.first(where: { $0.label == name }) { return a.value }
            if let position {
                let unlabelled = args.filter { $0.label == nil }
                if position < unlabelled.count { return unlabelled[position].value }
            }
            return nil
        }
        guard let textArg = arg("text", position: 0) else { return }
        let keys = ComposeValues.keys(textArg, env: env, depth: 0)
        guard !keys.isEmpty else { return }
        let at = SourceLocation(file: env.file.path, line: seg.token.line, column: seg.token.column)
        let textSite = Provenance(.source, "Text(…)", at: at)
        var c = TextConstraint()
        var lines: Int?
        if let e = arg("maxLines"), let v = ComposeValues.int(e, env: env, depth: 0) {
            lines = v.value
            c.maxLines = Resolved(v.value, env.calls + [textSite] + v.chain)
        }
        if let e = arg("softWrap"), ComposeValues.name(e, env: env, depth: 0)?.value == "false" {
            lines = 1
            c.maxLines = Resolved(1, env.calls + [textSite, Provenance(.source, "softWrap = false: one line", at: at)])
        }
        let overflowExpr = arg("overflow")
        if let e = overflowExpr, let v = ComposeValues.name(e, env: env, depth: 0) {
            let mode: TextOverflowMode? = switch v.value {
            case "Ellipsis": .ellipsisEnd
            case "StartEllipsis": .ellipsisStart
            case "MiddleEllipsis": .ellipsisMiddle
            case "Clip": .clip
            case "Visible": .visible
            default: nil
            }
            if let mode { c.overflow = Resolved(mode, env.calls + [textSite] + v.chain) }
        } else if overflowExpr == nil, lines != nil {
            c.overflow = Resolved(.clip, env.calls + [textSite, Provenance(.component, "Text's default overflow = TextOverflow.Clip (androidx/compose/material3/Text.kt)")])
        }
        // Size and line height: the arguments, else the style's, else MaterialTheme's default style.
        let m3 = qualifier.map { $0 == "androidx.compose.material3" } ?? isMaterial3(env.file)
        var style = ComposeTypography.defaultStyle(material3: m3)
        var styleChain = [Provenance(.component, "default style \(style.name) (\(m3 ? "material3" : "material") MaterialTheme.kt LocalTextStyle)")]
        var styleKnown = true
        // MaterialTheme's LocalTextStyle is its typography's bodyLarge (body1): the app's, when it declares one.
        switch themes.style(style.name, materialTheme: true, material3: m3, depth: 0) {
        case .notDeclared: break
        case .known(let r): style = (style.name, r.value.style); styleChain = [styleChain[0]] + r.chain
        case .unknown: styleKnown = false
        }
        // A `ProvideTextStyle` on the way sets LocalTextStyle, Text's default style, for its content.
        switch Self.providedTextStyle(path, text: seg, material3: m3) {
        case .none: break
        case .known(let r): style = (r.value.name, r.value.style); styleChain = r.chain; styleKnown = true
        case .unknown: styleKnown = false
        }
        // `style = LocalTextStyle.current` is Text's own default (a wrapper passing its parameter on).
        if let e = arg("style"), !Self.isLocalTextStyle(e, env: env) {
            if let s = ComposeValues.style(e, env: env, material3: m3, depth: 0) { style = (s.value.name, s.value.style); styleChain = s.chain }
            else { styleKnown = false }
        }
        // A size the app computes (`fontSize = shrunk` from state, as hand-written auto-size texts do)
        // is unknown; `TextUnit.Unspecified` (a wrapper's default passed on) means the style's.
        let sizeGiven = arg("fontSize").map { !Self.names($0, env: env, "Unspecified") } ?? false
        if let e = arg("fontSize"), let v = ComposeValues.unit(e, "sp", env: env, depth: 0) {
            c.textSizeSp = Resolved(v.value, env.calls + [textSite] + v.chain)
        } else if styleKnown && !sizeGiven {
            c.textSizeSp = Resolved(style.style.sizeSp, env.calls + [textSite] + styleChain)
        }
        if let e = arg("lineHeight"), let v = ComposeValues.unit(e, "sp", env: env, depth: 0) {
            c.lineHeightSp = Resolved(v.value, env.calls + [textSite] + v.chain)
        } else if styleKnown, let lh = style.style.lineHeightSp {
            c.lineHeightSp = Resolved(lh, env.calls + [textSite] + styleChain)
        }
        if styleKnown, let sp = style.style.lineSpacing {
            c.lineSpacing = Resolved(sp, env.calls + [textSite] + styleChain)
        }
        // Weight: the argument, else the style's (ComposeFontWeight; a style whose weight is unknown is measured regular and says so).
        if let e = arg("fontWeight") {
            let v = ComposeFontWeight.weight(e, env: env, depth: 0)
            c.fontWeight = Resolved(v.value, env.calls + [textSite] + v.chain)
        } else if styleKnown, let w = style.style.weight {
            c.fontWeight = Resolved(w, env.calls + [textSite] + styleChain)
        } else if !styleKnown {
            c.fontWeight = Resolved(TextWeight(400, undecided: "the text style is not known"), env.calls + [textSite])
        }
        // The font family: the argument, else the style's; its font for the weight and style, and that
        // font's variation settings (ComposeFontFamily).
        var family: Resolved<ComposeFontFamily.Family>?
        if let e = arg("fontFamily") { family = ComposeValues.fontFamily(e, env: env, depth: 0) }
        else if styleKnown { family = style.style.family }
        var italic = styleKnown ? (style.style.italic ?? false) : false
        if let e = arg("fontStyle") {
            if let v = ComposeValues.italic(e, env: env, depth: 0) { italic = v }
            else if family != nil { c.fontNotes.append("fontStyle is not read; the family's upright font is matched") }
        }
        if let family { ComposeFontFamily.apply(Resolved(family.value, env.calls + [textSite] + family.chain), italic: italic, to: &c) }
        var stateDependent: [WidthRange.Unknown] = []
        // Shrink-to-fit (foundation BasicText's and material3 Text's `autoSize: TextAutoSize?`, null by
        // default): not modelled, so the site is unknown.
        if let e = arg("autoSize"), !Self.names(e, env: env, "null") {
            c.autoSize = Resolved("autoSize = TextAutoSize", env.calls + [textSite, Provenance(.source, "autoSize", at: at)])
        }
        var floor: Double?
        c.width = ComposeWidth.of(text: seg, env: env, path: path, content: content, index: index, dependsOnState: &stateDependent, floor: &floor)
        // A width from the assumption that the walk's outermost composable spans the screen is exact
        // only when that composable is a screen (a Scaffold or a navigation destination on the way);
        // otherwise it is the most the text can get: a cut is certain, a fit is not.
        if c.width?.value.unknownReason == nil { for u in stateDependent { c.widthMayLose(u.what, atMostDp: u.atMostDp, source: u.source) } }
        if let floor, c.width?.value.unknownReason == nil {
            c.widthRange = (c.widthRange ?? WidthRange([])); c.widthRange?.floorDp = floor
        } else if case .fixed? = c.width?.value {} else if !path.contains(where: { ComposeComponents.isScreen($0.call) }) {
            let root = path.first.map { $0.env.function.name } ?? env.function.name
            c.widthMayLose("the parent \(root)(…) is placed in", atMostDp: nil, source: Provenance(.profile, "assumed: \(root) spans the profile's width"))
        }
        if let e = arg("textAlign"), let v = ComposeValues.name(e, env: env, depth: 0), v.value == "Left" || v.value == "Right" {
            textRuleFindings.append(ComposeRuleFinding(rule: Rule.physicalTextAlign.id, location: at,
                message: "TextAlign.\(v.value) keeps «\(keys[0].key)» on the \(v.value.lowercased()) in Arabic; use TextAlign.\(v.value == "Left" ? "Start" : "End")"))
        }
        for k in keys {
            let id = "\(k.key)\u{1F}\(k.site)\u{1F}\(at)"
            if let old = found[id], old.calls >= env.calls.count { continue }
            found[id] = (TextUse(key: k.key, platform: .compose, site: k.site, constraint: c), env.calls.count)
        }
    }
}
