import Foundation
import LabelFitCore

/// A translation passed as a prop to a component of the app (`<Tab :label="$t('k')">`,
/// `<Tab label={t('k')} />`) is drawn where the component places the prop, under the component's CSS.
/// The frameworks' documented prop semantics:
/// - Vue: a component declares its props (`props: ['label']`, `props: { label: String }`,
///   `defineProps([...])`, `defineProps<{ label: string }>()`); the parent passes them as attributes,
///   bound with `:label`/`v-bind:label`; a kebab-case attribute `tab-label` matches the camelCase
///   declaration `tabLabel`; the child's template reads a prop by its name (`{{ label }}`) or through
///   the object `defineProps` returns (`props.label`). An attribute the child does not declare is no
///   prop: it falls through to the child's root element as an HTML attribute
///   (https://vuejs.org/guide/components/props.html, /guide/components/attrs.html).
/// - React: a component is a function whose first parameter is the props object, usually destructured
///   (`function Tab({ label })`, `const Tab = (props) => … {props.label}`); a class component reads
///   `this.props.label` ("Passing Props to a Component", https://react.dev/learn/passing-props-to-a-component).
/// - Angular: `@Input() label` or a signal input `label = input<string>()` in the component class whose
///   `selector` is the tag, read as `{{ label }}` / `{{ label() }}` in its `templateUrl` template
///   (https://angular.dev/guide/components/inputs).
/// - Svelte 4: `export let label` declares a prop, read as `{label}` (https://svelte.dev/docs/svelte/legacy-export-let);
///   Svelte 5: `let { label } = $props()`.
/// A component is found by its tag: the PascalCase of the tag (`<tab-item>` is `TabItem`) is the base
/// name of exactly one `.vue`/`.svelte` file, or a component function or class declared in exactly
/// one JSX file. A prop the component places as the whole content of an element (`{{ label }}`) ties
/// the use to that element; one it never places as text, or places inside a longer expression
/// (`{{ label.toUpperCase() }}`, `{{ item.name }}`), or a component LabelFit cannot tell, leaves the use
/// unknown with a reason naming it.
enum WebComponentProps {
    /// The prop an attribute binds, or nil for attributes that are no prop (class, style, key, ref,
    /// events, directives, Angular's `[attr.x]`/`[class.x]`/`[style.x]`).
    static func propName(_ attribute: String, vue: Bool) -> String? {
        var a = attribute
        if a.hasPrefix("v-bind:") { a = String(a.dropFirst(7)) } else if a.hasPrefix(":") { a = String(a.dropFirst()) }
        else if a.hasPrefix("["), a.hasSuffix("]") { a = String(a.dropFirst().dropLast()) }
        if a.hasPrefix("attr.") || a.hasPrefix("class.") || a.hasPrefix("style.") || a.hasPrefix("v-") || a.hasPrefix("@") || a.hasPrefix("(") || a.hasPrefix("on") && a.count > 2 && a.dropFirst(2).first?.isUppercase == true { return nil }
        if ["class", "classname", "style", "key", "ref", "is", "slot", "id"].contains(a.lowercased()) { return nil }
        guard !a.isEmpty, a.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "$" }) else { return nil }
        // Vue: "kebab-cased props in the template are matched to their camelCase declaration".
        let parts = a.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    /// JavaScript's tokens, none where the lexer refuses the text (past one of its bounds).
    static func js(_ code: String) -> [SourceToken] { (try? JavaScriptLexer.tokens(code)) ?? [] }

    /// `tab-item`, `TabItem`, `tabItem` → `TabItem`.
    static func pascal(_ tag: String) -> String {
        tag.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// One component the app defines, in one template.
    struct Component {
        var template: Int
        var name: String
        /// Declared props → how the template names each (`label`, or `props.label` spelled as its
        /// object's name `props`); nil when the declaration is not read.
        var props: Set<String>?
        /// Objects the props are read through (`props`, `$props`, `this.props`).
        var objects: [String]
        /// For a component declared in a JSX file: the lines of its declaration.
        var lines: ClosedRange<Int>?
    }

    /// Where a pass lands: the child template and element, or why it does not.
    enum Placement {
        case element(template: Int, element: Int, component: Component)
        case unknown(String)
        /// A component the app does not define (a library's): nothing to follow, as before.
        case outside
    }

    // MARK: - Declarations

    /// The props a Vue or Svelte component's script declares.
    static func declaredProps(_ code: String) -> Set<String>? {
        let t = js(code)
        var out = Set<String>()
        var found = false
        func keysOf(_ open: Int) -> Int {
            // `[ 'a', 'b' ]` strings; `{ a: …, b, 'c': … }` keys at depth 1; `<{ a: T; b?: U }>` likewise.
            // A TypeScript interface's members may be separated by line breaks alone.
            var depth = 0, k = open, expectKey = true, lastLine = t[open].line
            repeat {
                let x = t[k]
                if ["{", "(", "[", "<"].contains(x.text) { depth += 1; if depth == 1 { expectKey = true } }
                else if ["}", ")", "]", ">"].contains(x.text) { depth -= 1 }
                else if depth == 1 {
                    if x.line > lastLine { expectKey = true }
                    lastLine = x.line
                    if x.text == "," || x.text == ";" { expectKey = true }
                    else if expectKey {
                        if case .string(let v?) = x.kind { out.insert(v) }
                        else if x.isIdentifier { out.insert(x.text) }
                        expectKey = false
                    }
                }
                k += 1
            } while depth > 0 && k < t.count
            return k
        }
        var i = 0
        while i + 2 < t.count {
            if t[i].text == "props", t[i + 1].text == ":", t[i + 2].text == "[" || t[i + 2].text == "{" { found = true; i = keysOf(i + 2); continue }
            if t[i].text == "defineProps", t[i + 1].text == "(" || t[i + 1].text == "<", i + 2 < t.count, t[i + 2].text == "[" || t[i + 2].text == "{" {
                found = true; i = keysOf(i + 2); continue
            }
            // `defineProps<Props>()` with `interface Props { … }` or `type Props = { … }` in the same script.
            if t[i].text == "defineProps", t[i + 1].text == "<", t[i + 2].isIdentifier, i + 3 < t.count, t[i + 3].text == ">" {
                let name = t[i + 2].text
                for k in t.indices.dropLast(2) where (t[k].text == "interface" && t[k + 1].text == name) || (t[k].text == "type" && t[k + 1].text == name && t[k + 2].text == "=") {
                    var open = k + 2
                    while open < t.count, t[open].text != "{" { open += 1 }
                    if open < t.count { found = true; _ = keysOf(open) }
                    break
                }
            }
            // Svelte 4 `export let label`; Svelte 5 `let { label } = $props()`.
            if t[i].text == "export", t[i + 1].text == "let", t[i + 2].isIdentifier { found = true; out.insert(t[i + 2].text) }
            if t[i].text == "let", t[i + 1].text == "{" {
                var k = i + 1
                while k < t.count, t[k].text != "}" { k += 1 }
                if k + 3 < t.count, t[k + 1].text == "=", t[k + 2].text == "$props" { found = true; _ = keysOf(i + 1) }
            }
            i += 1
        }
        return found ? out : nil
    }

    /// The components a JSX file declares: `function Name(param)`, `const Name = (param) =>`,
    /// `const Name = function (param)`, `class Name extends …` (props as `this.props`).
    static func jsxComponents(_ code: String, template: Int) -> [Component] {
        let t = js(code)
        var out: [Component] = []
        func match(_ open: Int) -> Int {
            var d = 0, k = open
            repeat {
                if ["{", "(", "["].contains(t[k].text) { d += 1 } else if ["}", ")", "]"].contains(t[k].text) { d -= 1 }
                k += 1
            } while d > 0 && k < t.count
            return k - 1
        }
        func component(name: String, paramOpen: Int, startLine: Int) {
            guard paramOpen < t.count, t[paramOpen].text == "(" else { return }
            let close = match(paramOpen)
            var props: Set<String>? = nil
            var objects: [String] = []
            if close > paramOpen + 1 {
                let first = t[paramOpen + 1]
                if first.text == "{" {
                    // `{ label, title: heading, size = 1, ...rest }`: the local names are what the markup reads.
                    var names = Set<String>(), depth = 0, k = paramOpen + 1, expect = true
                    repeat {
                        let x = t[k]
                        if ["{", "(", "["].contains(x.text) { depth += 1; if depth == 1 { expect = true } }
                        else if ["}", ")", "]"].contains(x.text) { depth -= 1 }
                        else if depth == 1 {
                            if x.text == "," { expect = true }
                            else if expect, x.isIdentifier {
                                // A rename `title: heading` places the local name.
                                if k + 2 < t.count, t[k + 1].text == ":", t[k + 2].isIdentifier { names.insert("\(x.text)=\(t[k + 2].text)") } else { names.insert(x.text) }
                                expect = false
                            }
                        }
                        k += 1
                    } while depth > 0 && k < t.count
                    props = names
                } else if first.isIdentifier {
                    objects = [first.text]
                    props = nil
                }
            }
            // The body: `=> (…)`, `=> {…}`, `{…}`.
            var k = close + 1
            if k < t.count, t[k].text == ":" { while k < t.count, t[k].text != "=>", t[k].text != "{" { k += 1 } }
            if k < t.count, t[k].text == "=>" { k += 1 }
            guard k < t.count else { return }
            let end = ["{", "("].contains(t[k].text) ? match(k) : k
            out.append(Component(template: template, name: name, props: props, objects: objects, lines: startLine...t[min(end, t.count - 1)].line))
        }
        var i = 0
        while i + 3 < t.count {
            let x = t[i]
            if x.text == "function", t[i + 1].isIdentifier, t[i + 1].text.first?.isUppercase == true { component(name: t[i + 1].text, paramOpen: i + 2, startLine: x.line) }
            if ["const", "let", "var"].contains(x.text), t[i + 1].isIdentifier, t[i + 1].text.first?.isUppercase == true {
                var k = i + 2
                if t[k].text == ":" { while k < t.count, t[k].text != "=" { k += 1 } }
                if k + 1 < t.count, t[k].text == "=" {
                    let after = k + 1
                    if t[after].text == "(" { component(name: t[i + 1].text, paramOpen: after, startLine: x.line) }
                    else if t[after].text == "function", after + 1 < t.count { component(name: t[i + 1].text, paramOpen: t[after + 1].text == "(" ? after + 1 : after + 2, startLine: x.line) }
                    else if t[after].isIdentifier, after + 1 < t.count, t[after + 1].text == "=>" {
                        out.append(Component(template: template, name: t[i + 1].text, props: nil, objects: [t[after].text], lines: x.line...x.line))
                        // Its body's end: to the next top-level declaration is not known here; one line is not enough.
                        var e = after + 2
                        if e < t.count, ["{", "("].contains(t[e].text) { e = match(e) }
                        out[out.count - 1].lines = x.line...t[min(e, t.count - 1)].line
                    }
                }
            }
            if x.text == "class", t[i + 1].isIdentifier, t[i + 1].text.first?.isUppercase == true, t[i + 2].text == "extends" {
                var k = i + 3
                while k < t.count, t[k].text != "{" { k += 1 }
                if k < t.count {
                    let end = match(k)
                    out.append(Component(template: template, name: t[i + 1].text, props: nil, objects: ["this.props"], lines: x.line...t[min(end, t.count - 1)].line))
                }
            }
            i += 1
        }
        return out
    }

    /// An Angular component's class file (`x.component.ts`): its `selector`, its `templateUrl` (resolved
    /// beside the file) and its inputs — `@Input() label`, `@Input('label') x`, the signal inputs
    /// `label = input<string>()` / `input.required<string>()` (https://angular.dev/guide/components/inputs).
    /// Nil when it declares no element selector or no template file.
    static func angularComponent(_ code: String, file: String) -> (selector: String, template: String, inputs: Set<String>)? {
        let t = js(code)
        var selector: String?, template: String?
        var inputs = Set<String>()
        for i in t.indices.dropLast(2) {
            if t[i].text == "selector", t[i + 1].text == ":", case .string(let v?) = t[i + 2].kind, !v.contains("["), !v.contains(".") { selector = v.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } }
            if t[i].text == "templateUrl", t[i + 1].text == ":", case .string(let v?) = t[i + 2].kind {
                template = ((PathText.parent(of: file) as NSString).appendingPathComponent(v) as NSString).standardizingPath
            }
            if t[i].text == "@", t[i + 1].text == "Input", t[i + 2].text == "(" {
                var k = i + 3
                if k < t.count, case .string(let alias?) = t[k].kind { inputs.insert(alias); continue }
                while k < t.count, t[k].text != ")" { k += 1 }
                k += 1
                while k < t.count, t[k].isIdentifier, ["set", "public", "readonly", "override"].contains(t[k].text) { k += 1 }
                if k < t.count, t[k].isIdentifier { inputs.insert(t[k].text) }
            }
            if t[i].isIdentifier, t[i + 1].text == "=", t[i + 2].text == "input" { inputs.insert(t[i].text) }
        }
        guard let selector, !selector.isEmpty, let template else { return nil }
        return (selector, template, inputs)
    }

    // MARK: - Following

    /// The elements of `component`'s template where `prop` is the whole content (`{{ label }}`), or the
    /// expression that uses it otherwise.
    static func placements(_ prop: String, in tpl: WebTemplate, component: Component)
        -> (elements: [Int], dynamic: String?, inAttribute: Bool, passedOn: [(element: Int, prop: String)]) {
        // The name the markup reads: a destructured rename `label=title` places `title`.
        var local = prop
        if let renamed = component.props?.first(where: { $0.hasPrefix(prop + "=") }) { local = String(renamed.dropFirst(prop.count + 1)) }
        let objects = component.objects + ["props", "$props"]
        var elements: [Int] = [], dynamic: String?, inAttribute = false, passedOn: [(element: Int, prop: String)] = []
        /// The expression with the props object taken off its front (`props.label` → `label`).
        func stripped(_ expr: String) -> [String] {
            let tokens = js(expr).map(\.text)
            for o in objects {
                let parts = js(o).map(\.text) + ["."]
                if tokens.starts(with: parts) { return Array(tokens.dropFirst(parts.count)) }
            }
            return tokens
        }
        // Bound to an attribute: an HTML element's (a tooltip, a field's hint, an aria label — no
        // laid-out text), or another component's prop, followed from there.
        for (i, el) in tpl.elements.enumerated() where !el.boundExpressions.isEmpty {
            if let lines = component.lines, !lines.contains(el.line) { continue }
            for (attribute, expr) in el.boundExpressions {
                let whole = stripped(expr)
                guard whole == [local] || whole == [local, "(", ")"] || whole == ["this", ".", local] else { continue }
                let isComponent = el.tag.first?.isUppercase == true || el.tag.contains("-")
                if isComponent, let next = propName(attribute, vue: true) { passedOn.append((i, next)) } else { inAttribute = true }
            }
        }
        for text in tpl.texts {
            guard let expr = text.expression?.trimmingCharacters(in: .whitespacesAndNewlines), !expr.isEmpty else { continue }
            if let lines = component.lines, !lines.contains(tpl.elements[text.parent].line) { continue }
            let tokens = js(expr).map(\.text)
            var whole = tokens
            for o in objects {
                let parts = js(o).map(\.text) + ["."]
                if whole.starts(with: parts) { whole = Array(whole.dropFirst(parts.count)); break }
            }
            // An Angular signal input is read by calling it: `{{ label() }}`.
            if whole == [local] || whole == [local, "(", ")"] { elements.append(text.parent); continue }
            // `this.label` in a Vue 2 template is the same prop.
            if whole == ["this", ".", local] { elements.append(text.parent); continue }
            if tokens.contains(local) && dynamic == nil { dynamic = expr }
        }
        return (elements, dynamic, inAttribute, passedOn)
    }
}
