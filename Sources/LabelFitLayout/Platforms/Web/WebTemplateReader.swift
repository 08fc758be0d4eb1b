import Foundation
import LabelFitCore

/// Reads an HTML page, a Vue single-file component, a Svelte component or an Angular template into
/// elements and the translation uses tied to them: `HTMLTokenizer`'s tokens, with the tree built by an
/// open-element stack. Bounds: nesting depth `maxDepth`, `maxAttributes` per element (the
/// tokenizer's), `maxElements` per file; past one, a located problem and the rest of the file is not
/// read.
public enum WebTemplateReader {
    public static let maxDepth = 256
    public static let maxAttributes = HTMLTokenizer.maxAttributes
    public static let maxElements = 100_000

    /// HTML's void elements (https://html.spec.whatwg.org/multipage/syntax.html#void-elements).
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    /// Elements that make no box of their own: Vue's and Angular's `<template>`, `<ng-container>`,
    /// `<ng-template>`, `<slot>`; their children belong to the enclosing element.
    static let transparent: Set<String> = ["template", "ng-container", "ng-template", "slot", "transition", "keep-alive", "svelte:fragment", "router-view"]
    /// Components that render a translated message into their parent: react-i18next `<Trans i18nKey>`
    /// (https://react.i18next.com/latest/trans-component), vue-i18n `<i18n-t keypath>`
    /// (https://vue-i18n.intlify.dev/guide/advanced/component.html), react-intl `<FormattedMessage id>`.
    static let messageComponents: [String: String] = ["trans": "i18nkey", "i18n-t": "keypath", "i18n": "path", "formattedmessage": "id"]

    /// The keys of an object literal `{ compact: small, 'is-open': open }`, or nil for anything else
    /// (an array, a variable, a computed key).
    static func objectKeys(_ expression: String) -> [String]? {
        let t = TranslationCalls.tokens(expression).tokens
        guard t.first?.text == "{", t.last?.text == "}" else { return nil }
        var keys: [String] = []
        var depth = 0
        var expectKey = true
        for (i, tok) in t.enumerated() {
            if ["{", "(", "["].contains(tok.text) { depth += 1; if depth == 1 { expectKey = true }; continue }
            if ["}", ")", "]"].contains(tok.text) { depth -= 1; continue }
            guard depth == 1 else { continue }
            if tok.text == "," { expectKey = true; continue }
            if expectKey {
                guard i + 1 < t.count, t[i + 1].text == ":" else { return nil }
                keys.append(contentsOf: tok.text.split(separator: " ").map(String.init))
                expectKey = false
            }
        }
        return keys
    }

    public static func read(_ text: String, file: String, constants: JSConstants = JSConstants()) -> (WebTemplate, [CSSProblem]) {
        var tpl = WebTemplate(file: file)
        var problems: [CSSProblem] = []
        // Svelte and JSX both write expressions in single braces.
        let jsx = file.hasSuffix(".jsx") || file.hasSuffix(".tsx")
        let svelte = file.hasSuffix(".svelte") || jsx
        let vue = file.hasSuffix(".vue")
        var tokenizer = HTMLTokenizer(text, expressions: svelte ? .singleBraces : .doubleBraces)
        var stack: [(tag: String, element: Int?)] = []
        func currentElement() -> Int? { stack.last?.element ?? nil }
        /// The keys code names; code the lexer refuses is a located problem, and reading goes on.
        func keys(_ code: String, line: Int) -> [(key: String, form: String, line: Int)] {
            let (keys, failure) = TranslationCalls.read(code, constants: constants, file: file)
            if let failure {
                problems.append(CSSProblem(location: SourceLocation(file: file, line: line + failure.line - 1, column: failure.column),
                                           reason: "code not read: \(failure.reason)"))
            }
            return keys
        }
        func addUses(_ expression: String, line: Int, element: Int?) {
            for k in keys(expression, line: line) {
                tpl.referencedKeys.insert(k.key)
                tpl.uses.append(WebTranslationUse(key: k.key, element: element, line: line + k.line - 1, form: k.form, position: tpl.elements.count))
            }
        }
        var stopped = false
        func problem(_ reason: String, line: Int) { problems.append(CSSProblem(location: SourceLocation(file: file, line: line), reason: reason)); stopped = true }

        while !stopped, let token = tokenizer.next() {
            switch token {
            case .comment: continue
            case .failure(let reason, let line): problem(reason, line: line)
            case .endTag(let name, _):
                // Pop to the matching open element; an end tag with none is ignored (as the HTML tree
                // builder ignores it in the "in body" mode).
                if let idx = stack.lastIndex(where: { $0.tag == name }) { stack.removeSubrange(idx...) }
            case .rawTextElement(let tag, let body, let bodyLine):
                // <script> is read for the keys it names, <style> is a style sheet.
                let attrs = tag.attributes
                if tag.name == "style" {
                    let lang = attrs.first { $0.name == "lang" }?.value ?? ""
                    // Vue: `scoped`; Svelte: every <style> is scoped (https://svelte.dev/docs/svelte/scoped-styles),
                    // unless it is `:global`, which the selector reader leaves undecided.
                    let scoped = (vue && attrs.contains { $0.name == "scoped" }) || svelte
                    if let src = attrs.first(where: { $0.name == "src" })?.value, !src.isEmpty {
                        let path = (PathText.parent(of: file) as NSString).appendingPathComponent(src)
                        tpl.styleSources.append(((path as NSString).standardizingPath, scoped))
                        continue
                    }
                    tpl.styles.append(CSSStylesheet(file: file, text: body, scss: lang == "scss" || lang == "sass", firstLine: bodyLine, scope: scoped ? file : nil))
                } else {
                    for k in keys(body, line: bodyLine) { tpl.referencedKeys.insert(k.key) }
                }
            case .startTag(let tag):
                let name = tag.name, rawName = tag.rawName, tagLine = tag.line
                let attrs = tag.attributes, selfClosing = tag.selfClosing, spread = tag.spread
                if name == "html" || name == "body" { tpl.isDocument = true }
                let parent = currentElement()
                var element: Int?
                if let key = messageComponents[name], let v = attrs.first(where: { $0.name.lowercased() == key })?.value, !v.hasPrefix("{") {
                    tpl.referencedKeys.insert(v)
                    tpl.uses.append(WebTranslationUse(key: v, element: parent, line: tagLine, form: "<\(rawName) \(key)>", position: tpl.elements.count))
                    if let p = parent { tpl.elements[p].contentCount += 1 }
                    element = parent
                } else if !transparent.contains(name) && !name.contains(":") {
                    // A capitalised tag outside plain HTML is a component (Vue, JSX), not the HTML
                    // element of that name: what it renders is elsewhere.
                    let isComponent = !file.hasSuffix(".html") && !file.hasSuffix(".htm") && rawName.first?.isUppercase == true
                    var el = WebElement(tag: isComponent ? rawName : name, line: tagLine, parent: parent, file: file)
                    el.spreadAttributes = spread
                    for a in attrs {
                        let an = a.name.lowercased()
                        switch an {
                        case "class", "classname":
                            if let v = a.value {
                                if v.hasPrefix("{") { el.dynamicClasses = true }
                                else {
                                    el.classes += v.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init).filter { !$0.contains("{") }
                                    if v.contains("{") { el.dynamicClasses = true }
                                }
                            }
                        case "id": el.id = a.value
                        case "style":
                            if let v = a.value, !v.contains("{") { el.inlineStyle = CSSStylesheet.declarations(v, firstLine: a.line) } else { el.dynamicStyle = true }
                        case ":class", "v-bind:class", "[ngclass]":
                            if let v = a.value, let names = objectKeys(v) { el.possibleClasses += names } else { el.dynamicClasses = true }
                        case "[class]", ":classname": el.dynamicClasses = true
                        case ":style", "v-bind:style", "[ngstyle]", "[style]": el.dynamicStyle = true
                        default:
                            if an.hasPrefix("[class.") { el.possibleClasses.append(String(a.name.dropFirst(7).dropLast())) }
                            if an.hasPrefix("class:") { el.possibleClasses.append(String(a.name.dropFirst(6))) }
                            if an.hasPrefix("[style.") || an.hasPrefix("style:") { el.dynamicStyle = true }
                            if let v = a.value, an.hasPrefix(":") || an.hasPrefix("v-bind:") || an.hasPrefix("[") || v.hasPrefix("{") {
                                el.boundExpressions[a.name] = v.hasPrefix("{") && v.hasSuffix("}") ? String(v.dropFirst().dropLast()) : v
                            }
                            if an == "v-bind" { el.spreadAttributes = true }
                            else if an.hasPrefix(":") { el.boundAttributes.insert(String(an.dropFirst())) }
                            else if an.hasPrefix("v-bind:") { el.boundAttributes.insert(String(an.dropFirst(7))) }
                            else if an.hasPrefix("[attr.") { el.boundAttributes.insert(String(an.dropFirst(6).dropLast())) }
                            else if an.hasPrefix("[") { el.boundAttributes.insert(String(an.dropFirst().dropLast())) }
                            else if let v = a.value, v.hasPrefix("{") || v.contains("{{") { el.boundAttributes.insert(an) }
                            else if !an.hasPrefix("on") && !an.hasPrefix("@") && !an.hasPrefix("(") && !an.hasPrefix("v-") { el.attributes[an] = a.value ?? "" }
                        }
                    }
                    if let p = parent { tpl.elements[p].contentCount += 1 }
                    tpl.elements.append(el)
                    element = tpl.elements.count - 1
                    if tpl.elements.count > maxElements { problem("more than \(maxElements) elements: the rest of the file is not read", line: tokenizer.line); break }
                    // Attributes that set the element's content to a translation.
                    for a in attrs {
                        let an = a.name.lowercased()
                        guard let v = a.value else {
                            if an == "translate" { /* ngx-translate `<span translate>key</span>`: the key is the text, read below */ }
                            continue
                        }
                        if an == "data-i18n" {
                            // jquery-i18next: `[attr]key;key` sets attributes; a bare key sets the text
                            // (https://github.com/i18next/jquery-i18next#usage-of-selector-function).
                            for part in v.split(separator: ";") where !part.hasPrefix("[") || part.hasPrefix("[html]") {
                                let key = part.hasPrefix("[html]") ? String(part.dropFirst(6)) : String(part)
                                tpl.referencedKeys.insert(key)
                                tpl.uses.append(WebTranslationUse(key: key, element: element, line: a.line, form: "data-i18n", position: tpl.elements.count, replacesContent: true))
                                tpl.elements[element!].contentCount += 1
                            }
                        } else if an == "i18n", let at = v.range(of: "@@") {
                            // Angular `i18n="meaning|description@@id"` (https://angular.dev/guide/i18n/manage-marked-text).
                            let key = String(v[at.upperBound...]).trimmingCharacters(in: .whitespaces)
                            tpl.referencedKeys.insert(key)
                            tpl.uses.append(WebTranslationUse(key: key, element: element, line: a.line, form: "i18n=\"@@…\"", position: tpl.elements.count, replacesContent: true))
                        } else if an == "translate" && !v.isEmpty && !v.contains("{") {
                            tpl.referencedKeys.insert(v)
                            tpl.uses.append(WebTranslationUse(key: v, element: element, line: a.line, form: "translate=\"…\"", position: tpl.elements.count, replacesContent: true))
                            tpl.elements[element!].contentCount += 1
                        } else if ["v-t", "v-text", "v-html", "[innerhtml]", "[innertext]", "[translate]"].contains(an) {
                            let before = tpl.uses.count
                            addUses(an == "v-t" || an == "[translate]" ? "$t(\(v))" : v, line: a.line, element: element)
                            for k in before..<tpl.uses.count { tpl.uses[k].replacesContent = true }
                            if tpl.uses.count > before { tpl.elements[element!].contentCount += 1 }
                        } else {
                            // A bound attribute (`:title="$t('…')"`, `[placeholder]`, `title="{{ … }}"`): shown as a
                            // tooltip or a field's hint, not as the element's laid-out text. Named, not measured.
                            // On a component it is a prop, followed to where the component places it.
                            let found = keys(v.hasPrefix("{") ? String(v.dropFirst().dropLast()) : v, line: a.line)
                            for k in found { tpl.referencedKeys.insert(k.key) }
                            if let e = element, isComponent || (name.contains("-") && !jsx), let prop = WebComponentProps.propName(a.name, vue: vue) {
                                for k in found {
                                    tpl.propPasses.append(WebPropPass(key: k.key, element: e, prop: prop, line: a.line + k.line - 1, form: "<\(rawName) \(a.name)> \(k.form)"))
                                }
                            }
                        }
                    }
                }
                if !selfClosing && !voidElements.contains(name) {
                    stack.append((name, element ?? parent))
                    if stack.count > maxDepth { problem("elements nested deeper than \(maxDepth): the rest of the file is not read", line: tokenizer.line); break }
                }
            case .expression(let expr, let exprLine) where !svelte:
                // Vue's and Angular's `{{ … }}`: a use, or content known only at run time.
                let before = tpl.uses.count
                addUses(expr, line: exprLine, element: currentElement())
                if let e = currentElement() { tpl.elements[e].contentCount += tpl.uses.count > before ? tpl.uses.count - before : 1 }
                if let e = currentElement(), tpl.uses.count == before { tpl.texts.append(WebText(parent: e, position: tpl.elements.count, text: nil, expression: expr)) }
            case .expression(let expr, let exprLine):
                // `{#if}`, `{:else}`, `{/if}`, `{@html …}` are blocks, not content (https://svelte.dev/docs/svelte/if).
                if let first = expr.first, first == "#" || first == ":" || first == "/" {
                    addUses(String(expr.drop { $0 != " " }), line: exprLine, element: nil)
                } else {
                    let before = tpl.uses.count
                    addUses(expr, line: exprLine, element: currentElement())
                    if let el = currentElement() { tpl.elements[el].contentCount += max(1, tpl.uses.count - before) }
                    if let el = currentElement(), tpl.uses.count == before { tpl.texts.append(WebText(parent: el, position: tpl.elements.count, text: nil, expression: expr)) }
                }
            case .text(let piece, let line):
                guard let el = currentElement(), piece.utf8.contains(where: { !HTMLTokenizer.isSpace($0) }) else { continue }
                let textPiece = piece.trimmingCharacters(in: .whitespacesAndNewlines)
                // ngx-translate `<span translate>key</span>` (the key is the text).
                if tpl.elements[el].attributes["translate"] == "" && !textPiece.isEmpty {
                    tpl.referencedKeys.insert(textPiece)
                    tpl.uses.append(WebTranslationUse(key: textPiece, element: el, line: line, form: "<… translate>key", position: tpl.elements.count))
                } else {
                    tpl.texts.append(WebText(parent: el, position: tpl.elements.count, text: piece))
                }
                tpl.elements[el].contentCount += 1
            }
        }
        return (tpl, problems)
    }
}
