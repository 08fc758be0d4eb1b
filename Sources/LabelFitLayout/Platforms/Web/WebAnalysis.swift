import Foundation
import LabelFitCatalogs
import LabelFitCore

/// A web app read: its templates and style sheets, every translation use tied to the element that
/// holds it with the constraint its CSS gives it, the CSS RTL rule findings, and the files that could
/// not be read (located errors; every other file is still read).
public struct WebAnalysis: Sendable {
    public var uses: [TextUse] = []
    public var templates: [WebTemplate] = []
    public var sheets: [CSSStylesheet] = []
    public var diagnostics: [LabelFitError] = []
    public var referencedKeys = Set<String>()
    public var includes = CSSIncludes(sheets: [])
    /// Per template: the cascade's values and the matching steps spent (`CSSCascadeWork`), shared
    /// with the CSS RTL rules.
    public var cascadeWork: [CSSCascadeWork] = []
    /// Per use: the template and element it is tied to (for the RTL rules).
    public var ties: [(template: Int, element: Int, use: Int)] = []
    /// Per use, in `uses` order: its template and its index among the template's uses (-1 for a
    /// translation passed as a prop, whose template is the component that places it, or the parent's
    /// when it is not followed).
    public var origins: [(template: Int, use: Int)] = []
    /// The uses that are translations passed as a prop (`WebComponentProps`): their box holds another
    /// value for each parent, so the rebuilt tree Chromium lays out does not hold them.
    public var propUses = Set<Int>()
    /// Where the app sets its document's language and direction.
    public var documentDirection = WebDocumentDirection()

    public init(project: WebProject, limits: ReadLimits = .default, cascadeBudget: CSSCascadeBudget = .standard) {
        func read(_ file: String) -> String? {
            do {
                let bytes = try CatalogText.read(file, limits: limits)
                return String(decoding: bytes, as: UTF8.self)
            } catch let e as LabelFitError {
                diagnostics.append(e)
            } catch {
                diagnostics.append(.invalidInput(SourceLocation(file: file), "\(error)"))
            }
            return nil
        }
        // The app's string constants first (any module may declare what a template's call names). The
        // templates' texts are kept for the reading below (their trees are kept anyway); a script's is
        // read again where its document direction is read, so scripts are never all held at once.
        var texts: [String: String] = [:]
        var constants = JSConstants()
        for file in project.templates {
            guard let text = read(file) else { continue }
            texts[file] = text
            constants.read(TranslationCalls.tokens(Self.scriptCode(text, file: file)).tokens, file: file)
        }
        var angular: [(selector: String, template: String, inputs: Set<String>)] = []
        for file in project.scripts {
            // A script that cannot be read is reported once, where its direction is read below.
            guard let bytes = try? CatalogText.read(file, limits: limits) else { continue }
            let code = String(decoding: bytes, as: UTF8.self)
            constants.read(TranslationCalls.tokens(code).tokens, file: file)
            if file.hasSuffix(".component.ts"), let c = WebComponentProps.angularComponent(code, file: file) { angular.append(c) }
        }
        for file in project.templates {
            guard var text = texts[file] else { continue }
            if file.hasSuffix(".jsx") || file.hasSuffix(".tsx") {
                // Keys named in the code around the markup still count as named.
                let (keys, keysFailure) = TranslationCalls.read(text, constants: constants, file: file)
                referencedKeys.formUnion(keys.map(\.key))
                let (markup, markupFailure) = JSXRegions.read(text)
                text = markup
                if let f = keysFailure ?? markupFailure {
                    diagnostics.append(.limitExceeded(SourceLocation(file: file, line: f.line, column: f.column), "code not read: \(f.reason)"))
                }
            }
            documentDirection.read(text, file: file)
            let (tpl, problems) = WebTemplateReader.read(text, file: file, constants: constants)
            for p in problems { diagnostics.append(.limitExceeded(p.location, p.reason)) }
            for s in tpl.styles {
                for p in s.problems { diagnostics.append(.limitExceeded(p.location, p.reason)) }
                sheets.append(s)
            }
            referencedKeys.formUnion(tpl.referencedKeys)
            templates.append(tpl)
        }
        for file in project.scripts {
            guard let text = read(file) else { continue }
            documentDirection.read(text, file: file)
        }
        var scopedBy: [String: String] = [:]
        for t in templates { for src in t.styleSources where src.scoped { scopedBy[src.path] = t.file } }
        let templateSet = Set(project.templates)
        for file in project.stylesheets {
            guard let text = read(file) else { continue }
            let sheet = CSSStylesheet(file: file, text: text, scss: file.hasSuffix(".scss"), scope: scopedBy[(file as NSString).standardizingPath] ?? WebProject.scope(ofStylesheet: file, templates: templateSet))
            for p in sheet.problems { diagnostics.append(.limitExceeded(p.location, p.reason)) }
            sheets.append(sheet)
        }
        // The root font size: `html` / `:root` font-size in px in a global sheet (rem is relative to
        // it, CSS Values 4 §6.1.1), else the browsers' 16px `medium`.
        var rootSize = 16.0
        for s in sheets where s.rules.first?.scope == nil {
            for r in s.rules where r.condition == nil && (r.selectorText == "html" || r.selectorText == ":root") {
                for d in r.declarations where d.property == "font-size" {
                    if let t = d.parts.first, d.parts.count == 1, t.kind == .dimension, t.unit == "px" { rootSize = t.number }
                    if let t = d.parts.first, d.parts.count == 1, t.kind == .percentage { rootSize = 16 * t.number / 100 }
                }
            }
        }
        includes = CSSIncludes(sheets: sheets)
        for p in includes.problems { diagnostics.append(.limitExceeded(p.location, p.reason)) }
        // Props: each translation passed to a component the app defines, followed to where it is placed.
        var components: [String: [WebComponentProps.Component]] = [:]
        for (ti, tpl) in templates.enumerated() {
            let lower = tpl.file.lowercased()
            if lower.hasSuffix(".vue") || lower.hasSuffix(".svelte") {
                let name = WebComponentProps.pascal(URL(fileURLWithPath: tpl.file).deletingPathExtension().lastPathComponent)
                let props = texts[tpl.file].flatMap { WebComponentProps.declaredProps(Self.scriptCode($0, file: tpl.file)) }
                components[name, default: []].append(.init(template: ti, name: name, props: props, objects: [], lines: nil))
            } else if lower.hasSuffix(".jsx") || lower.hasSuffix(".tsx"), let code = texts[tpl.file] {
                for c in WebComponentProps.jsxComponents(code, template: ti) { components[c.name, default: []].append(c) }
            }
        }
        let templateIndex = Dictionary(templates.enumerated().map { (($0.element.file as NSString).standardizingPath, $0.offset) }, uniquingKeysWith: { a, _ in a })
        for c in angular {
            guard let ti = templateIndex[c.template] else { continue }
            let name = WebComponentProps.pascal(c.selector)
            components[name, default: []].append(.init(template: ti, name: c.selector, props: c.inputs, objects: [], lines: nil))
        }
        var incoming: [Int: [(pass: WebPropPass, parent: String, element: Int, component: WebComponentProps.Component)]] = [:]
        var unfollowed: [Int: [(pass: WebPropPass, reason: String)]] = [:]
        let files = templates.map { URL(fileURLWithPath: $0.file).lastPathComponent }
        /// Where a prop passed to the component `tag` ends: elements whose text it is, an attribute (no
        /// laid-out text), a library's component (not followed), or unknown with why. A component that
        /// passes it on to another (`<Field :label="label">`) is followed there, at most 8 deep.
        enum Outcome { case placed([(template: Int, element: Int, component: WebComponentProps.Component)]), notText, unknown(String) }
        func follow(_ prop: String, tag: String, depth: Int) -> Outcome {
            guard let found = components[WebComponentProps.pascal(tag)] else { return .notText }   // a library's component: named, as a direct prop is
            guard found.count == 1, let c = found.first else {
                return .unknown("\(found.count) components are named \(WebComponentProps.pascal(tag)) (\(found.map { files[$0.template] }.joined(separator: ", "))): which one <\(tag)> is, is the bundler's")
            }
            let at = "<\(tag)> (\(files[c.template]))"
            if c.objects.isEmpty && c.props == nil { return .unknown("\(at) declares no props LabelFit reads: where it places '\(prop)' is not known") }
            // An attribute the component does not declare falls through to its root element as an
            // attribute (https://vuejs.org/guide/components/attrs.html): no laid-out text.
            if let declared = c.props, !declared.contains(prop), !declared.contains(where: { $0.hasPrefix(prop + "=") }) { return .notText }
            let p = WebComponentProps.placements(prop, in: templates[c.template], component: c)
            if !p.elements.isEmpty { return .placed(p.elements.map { (c.template, $0, c) }) }
            var placed: [(template: Int, element: Int, component: WebComponentProps.Component)] = []
            var unknown: String?
            for next in p.passedOn {
                guard depth < 8 else { unknown = "\(at) passes '\(prop)' on through more than 8 components"; break }
                switch follow(next.prop, tag: templates[c.template].elements[next.element].tag, depth: depth + 1) {
                case .placed(let list): placed += list
                case .unknown(let why): unknown = unknown ?? why
                case .notText: break
                }
            }
            if !placed.isEmpty { return .placed(placed) }
            if let unknown { return .unknown(unknown) }
            if p.inAttribute || !p.passedOn.isEmpty { return .notText }
            if let dynamic = p.dynamic { return .unknown("\(at) places prop '\(prop)' only inside the expression `\(dynamic)`: its text is known at run time") }
            return .unknown("\(at) never places prop '\(prop)' as the text of an element")
        }
        for (ti, tpl) in templates.enumerated() {
            for pass in tpl.propPasses {
                switch follow(pass.prop, tag: tpl.elements[pass.element].tag, depth: 0) {
                case .notText: continue
                case .unknown(let why): unfollowed[ti, default: []].append((pass, why))
                case .placed(let list): for (t, e, c) in list { incoming[t, default: []].append((pass, tpl.file, e, c)) }
                }
            }
        }
        let run = CSSCascadeRun(limit: cascadeBudget.perRun)
        for (ti, tpl) in templates.enumerated() {
            let work = CSSCascadeWork(limit: cascadeBudget.perTemplate, run: run)
            cascadeWork.append(work)
            let cascade = CSSCascade(template: tpl, sheets: sheets, includes: includes, work: work)
            let constraints = WebConstraints(cascade: cascade, rootFontSize: rootSize)
            for (k, u) in tpl.uses.enumerated() {
                origins.append((ti, k))
                var use = TextUse(key: u.key, platform: .web, site: SourceLocation(file: tpl.file, line: u.line))
                guard let e = u.element else {
                    use.constraint.width = Resolved(.unknown("not inside an element of this template"), [])
                    use.shownBy = u.form
                    uses.append(use)
                    continue
                }
                var (c, shownBy) = constraints.constraint(element: e, sharesLine: tpl.elements[e].contentCount > 1)
                if work.exhausted {
                    // Some of its values were found past the budget: none of them is relied on.
                    c.width = Resolved(.unknown(work.reason), [Provenance(.source, "text in <\(tpl.elements[e].tag)>", at: use.site)])
                    c.widthNeedsLayout = false
                }
                use.constraint = c
                use.shownBy = shownBy + " " + u.form
                if let control = Self.formControl(tpl.elements[e].tag) { use.constraint.notASite = control }
                else if let hidden = VisuallyHidden.reason(e, cascade: cascade) { use.constraint.notASite = hidden }
                ties.append((ti, e, uses.count))
                uses.append(use)
            }
            // Translations this template's components do not place: unknown, named.
            for (pass, reason) in unfollowed[ti] ?? [] {
                origins.append((ti, -1))
                propUses.insert(uses.count)
                var use = TextUse(key: pass.key, platform: .web, site: SourceLocation(file: tpl.file, line: pass.line))
                use.constraint.width = Resolved(.unknown(reason), [Provenance(.source, "passed as prop '\(pass.prop)' to <\(tpl.elements[pass.element].tag)>", at: use.site)])
                use.shownBy = pass.form
                uses.append(use)
            }
            // Translations passed by parents as a prop this component places: measured under its CSS.
            for inc in incoming[ti] ?? [] {
                origins.append((ti, -1))
                propUses.insert(uses.count)
                let e = inc.element
                var use = TextUse(key: inc.pass.key, platform: .web, site: SourceLocation(file: inc.parent, line: inc.pass.line))
                var (c, shownBy) = constraints.constraint(element: e, sharesLine: tpl.elements[e].contentCount > 1)
                let placed = Provenance(.source, "prop '\(inc.pass.prop)' of <\(inc.component.name)> placed in <\(tpl.elements[e].tag)>", at: SourceLocation(file: tpl.file, line: tpl.elements[e].line))
                c.width?.chain.insert(placed, at: 0)
                if work.exhausted {
                    c.width = Resolved(.unknown(work.reason), [placed])
                    c.widthNeedsLayout = false
                }
                use.constraint = c
                use.shownBy = inc.pass.form + " → " + shownBy
                if let control = Self.formControl(tpl.elements[e].tag) { use.constraint.notASite = control }
                else if let hidden = VisuallyHidden.reason(e, cascade: cascade) { use.constraint.notASite = hidden }
                ties.append((ti, e, uses.count))
                uses.append(use)
            }
        }
    }

    /// Why text in a form control is no fixed-width site, or nil for any other element. An `<option>`'s
    /// text is drawn in the system's drop-down list, sized to its options, and in the closed `<select>`,
    /// whose intrinsic width is its widest option's (HTML Living Standard, Rendering, "The select
    /// element": https://html.spec.whatwg.org/multipage/rendering.html#the-select-element-2); an
    /// `<input>`'s or `<textarea>`'s content is the value the user edits.
    static func formControl(_ tag: String) -> String? {
        switch tag {
        case "option", "optgroup": "an <option>: drawn in the system's drop-down list, and in a closed <select> as wide as its widest option unless its CSS sets a width (a select's width is not read)"
        case "select": "inside a <select>: only its <option>s are drawn"
        case "input", "textarea": "a form control's value"
        default: nil
        }
    }

    /// The code of a file for its constants: a module or JSX file whole, a `.vue`/`.svelte`/`.html`
    /// file's `<script>` blocks.
    static func scriptCode(_ text: String, file: String) -> String {
        let lower = file.lowercased()
        if !(lower.hasSuffix(".vue") || lower.hasSuffix(".svelte") || lower.hasSuffix(".html") || lower.hasSuffix(".htm")) { return text }
        var out = ""
        var rest = text[...]
        while let open = rest.range(of: "<script"), let close = rest[open.upperBound...].range(of: "</script>") {
            if let start = rest[open.upperBound..<close.lowerBound].firstIndex(of: ">") {
                out += rest[rest.index(after: start)..<close.lowerBound] + "\n;\n"
            }
            rest = rest[close.upperBound...]
        }
        return out
    }

    /// One located error per template where the cascade ran out of budget — while the constraints or,
    /// later, the CSS RTL rules asked for values — so ask after both have run.
    public var cascadeLimits: [LabelFitError] {
        cascadeWork.enumerated().compactMap { ti, work in
            guard let e = work.stoppedAt else { return nil }
            let tpl = templates[ti]
            return .limitExceeded(SourceLocation(file: tpl.file, line: tpl.elements[e].line),
                                  "\(work.reason) (rules considered and selector compounds tested against elements): the uses and rule findings it did not decide are unknown or not reported")
        }
    }
}
