import Foundation
import LabelFitCore

/// Reads an HTML page, a Vue single-file component, a Svelte component or an Angular template into
/// elements and the translation uses tied to them. These are not well-formed HTML (Vue's `@click`,
/// Svelte's `{#if}`, self-closing components, Angular's `[prop]`), so this is a bounded tokenizer in the
/// shape of the HTML Living Standard's tokenizer states (https://html.spec.whatwg.org/multipage/parsing.html#tokenization:
/// data, tag open, attribute name/value, comment, raw text for `<script>`/`<style>`), with the tree
/// built by an open-element stack. Bounds: nesting depth `maxDepth`, `maxAttributes` per element,
/// `maxElements` per file; past one, a located problem and the rest of the file is not read.
public enum WebTemplateReader {
    public static let maxDepth = 256
    public static let maxAttributes = 512
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
        let t = TranslationCalls.tokens(expression)
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

    public static func read(_ text: String, file: String) -> (WebTemplate, [CSSProblem]) {
        var tpl = WebTemplate(file: file)
        var problems: [CSSProblem] = []
        let b = Array(text.utf8)
        // Svelte and JSX both write expressions in single braces.
        let jsx = file.hasSuffix(".jsx") || file.hasSuffix(".tsx")
        let svelte = file.hasSuffix(".svelte") || jsx
        let vue = file.hasSuffix(".vue")
        var i = 0
        var line = 1
        var stack: [(tag: String, element: Int?)] = []
        func currentElement() -> Int? { stack.last?.element ?? nil }
        func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }
        func advance(to k: Int) { while i < k && i < b.count { if b[i] == 0x0A { line += 1 }; i += 1 } }
        func startsWith(_ s: String, _ k: Int) -> Bool {
            let u = Array(s.utf8)
            guard k + u.count <= b.count else { return false }
            for (n, c) in u.enumerated() where b[k + n] | 0x20 != c | 0x20 { return false }
            return true
        }
        func find(_ s: String, from k: Int) -> Int? {
            var j = k
            while j < b.count { if b[j] == Array(s.utf8)[0] && startsWith(s, j) { return j }; j += 1 }
            return nil
        }
        func addUses(_ expression: String, line: Int, element: Int?) {
            for k in TranslationCalls.keys(in: expression) {
                tpl.referencedKeys.insert(k.key)
                tpl.uses.append(WebTranslationUse(key: k.key, element: element, line: line + expression.utf8.prefix(k.offset).filter { $0 == 0x0A }.count, form: k.form, position: tpl.elements.count))
            }
        }
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
        var stopped = false
        func problem(_ reason: String) { problems.append(CSSProblem(location: SourceLocation(file: file, line: line), reason: reason)); stopped = true }

        while i < b.count && !stopped {
            let c = b[i]
            if c == 0x3C && startsWith("<!--", i) {
                advance(to: (find("-->", from: i + 4) ?? b.count - 3) + 3)
                continue
            }
            if c == 0x3C && (at(i + 1) == 0x21 || at(i + 1) == 0x3F) {
                advance(to: (find(">", from: i) ?? b.count - 1) + 1); continue
            }
            if c == 0x3C && at(i + 1) == 0x2F {
                // An end tag: pop to the matching open element; an end tag with none is ignored (as the
                // HTML tree builder ignores it in the "in body" mode).
                let start = i + 2
                var k = start
                while k < b.count && b[k] != 0x3E && !isSpace(b[k]) { k += 1 }
                let name = String(decoding: b[start..<k], as: UTF8.self).lowercased()
                advance(to: (find(">", from: k) ?? b.count - 1) + 1)
                if let idx = stack.lastIndex(where: { $0.tag == name }) { stack.removeSubrange(idx...) }
                continue
            }
            if c == 0x3C, (at(i + 1) | 0x20) >= 0x61 && (at(i + 1) | 0x20) <= 0x7A {
                let tagLine = line
                var k = i + 1
                while k < b.count && !isSpace(b[k]) && b[k] != 0x3E && b[k] != 0x2F { k += 1 }
                let rawName = String(decoding: b[(i + 1)..<k], as: UTF8.self)
                let name = rawName.lowercased()
                advance(to: k)
                // Attributes (HTML "before attribute name" … "attribute value (quoted/unquoted)" states,
                // plus Svelte/JSX `{…}` values).
                var attrs: [(name: String, value: String?, line: Int)] = []
                var selfClosing = false
                var spread = false
                while i < b.count {
                    while i < b.count && isSpace(b[i]) { advance(to: i + 1) }
                    if at(i) == 0x3E { i += 1; break }
                    if at(i) == 0x2F && at(i + 1) == 0x3E { selfClosing = true; i += 2; break }
                    if at(i) == 0x2F { i += 1; continue }
                    guard i < b.count else { break }
                    let aLine = line
                    var n = i
                    if at(n) == 0x7B {
                        // A Svelte spread or shorthand `{…}`: any attribute may be set.
                        spread = true
                        var depth = 0
                        while n < b.count { if b[n] == 0x7B { depth += 1 } else if b[n] == 0x7D { depth -= 1; if depth == 0 { n += 1; break } }; n += 1 }
                        advance(to: n); continue
                    }
                    while n < b.count && !isSpace(b[n]) && b[n] != 0x3D && b[n] != 0x3E && !(b[n] == 0x2F && at(n + 1) == 0x3E) { n += 1 }
                    let aName = String(decoding: b[i..<n], as: UTF8.self)
                    advance(to: n)
                    var value: String?
                    var p = i
                    while p < b.count && isSpace(b[p]) { p += 1 }
                    if at(p) == 0x3D {
                        p += 1
                        while p < b.count && isSpace(b[p]) { p += 1 }
                        let q = at(p)
                        if q == 0x22 || q == 0x27 {
                            let end = (b[(p + 1)...].firstIndex(of: q)) ?? b.count
                            value = String(decoding: b[(p + 1)..<end], as: UTF8.self)
                            advance(to: min(b.count, end + 1))
                        } else if q == 0x7B {
                            var depth = 0
                            var e = p
                            while e < b.count { if b[e] == 0x7B { depth += 1 } else if b[e] == 0x7D { depth -= 1; if depth == 0 { break } }; e += 1 }
                            value = "{" + String(decoding: b[min(p + 1, b.count)..<min(e, b.count)], as: UTF8.self) + "}"
                            advance(to: min(b.count, e + 1))
                        } else {
                            var e = p
                            while e < b.count && !isSpace(b[e]) && b[e] != 0x3E { e += 1 }
                            value = String(decoding: b[p..<e], as: UTF8.self)
                            advance(to: e)
                        }
                    }
                    attrs.append((aName, value, aLine))
                    if attrs.count > maxAttributes { problem("more than \(maxAttributes) attributes on <\(rawName)>: the rest of the file is not read"); break }
                }
                if stopped { break }
                // Raw text elements: <script> is skipped, <style> is a style sheet.
                if name == "script" || name == "style" {
                    let bodyStart = i
                    let bodyLine = line
                    let end = find("</" + name, from: i) ?? b.count
                    let body = String(decoding: b[bodyStart..<end], as: UTF8.self)
                    advance(to: end)
                    advance(to: (find(">", from: i) ?? b.count - 1) + 1)
                    if name == "style" {
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
                        for k in TranslationCalls.keys(in: body) { tpl.referencedKeys.insert(k.key) }
                    }
                    continue
                }
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
                    if tpl.elements.count > maxElements { problem("more than \(maxElements) elements: the rest of the file is not read"); break }
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
                            for k in TranslationCalls.keys(in: v.hasPrefix("{") ? String(v.dropFirst().dropLast()) : v) { tpl.referencedKeys.insert(k.key) }
                        }
                    }
                }
                if !selfClosing && !voidElements.contains(name) {
                    stack.append((name, element ?? parent))
                    if stack.count > maxDepth { problem("elements nested deeper than \(maxDepth): the rest of the file is not read"); break }
                }
                continue
            }
            // Text: `{{ … }}` interpolations (Vue, Angular) and Svelte's `{ … }`; other text counts as content.
            if c == 0x7B && at(i + 1) == 0x7B && !svelte {
                let start = i + 2
                let end = find("}}", from: start) ?? b.count
                let expr = String(decoding: b[start..<end], as: UTF8.self)
                let exprLine = line
                let before = tpl.uses.count
                addUses(expr, line: exprLine, element: currentElement())
                if let e = currentElement() { tpl.elements[e].contentCount += tpl.uses.count > before ? tpl.uses.count - before : 1 }
                if let e = currentElement(), tpl.uses.count == before { tpl.texts.append(WebText(parent: e, position: tpl.elements.count, text: nil)) }
                advance(to: min(b.count, end + 2))
                continue
            }
            if c == 0x7B && svelte {
                var depth = 0
                var e = i
                while e < b.count { if b[e] == 0x7B { depth += 1 } else if b[e] == 0x7D { depth -= 1; if depth == 0 { break } }; e += 1 }
                let expr = String(decoding: b[(i + 1)..<min(e, b.count)], as: UTF8.self)
                let exprLine = line
                // `{#if}`, `{:else}`, `{/if}`, `{@html …}` are blocks, not content (https://svelte.dev/docs/svelte/if).
                if let first = expr.first, first == "#" || first == ":" || first == "/" {
                    addUses(String(expr.drop { $0 != " " }), line: exprLine, element: nil)
                } else {
                    let before = tpl.uses.count
                    addUses(expr, line: exprLine, element: currentElement())
                    if let el = currentElement() { tpl.elements[el].contentCount += max(1, tpl.uses.count - before) }
                    if let el = currentElement(), tpl.uses.count == before { tpl.texts.append(WebText(parent: el, position: tpl.elements.count, text: nil)) }
                }
                advance(to: min(b.count, e + 1))
                continue
            }
            // Plain text up to the next tag or interpolation.
            var e = i
            while e < b.count && b[e] != 0x3C && b[e] != 0x7B { e += 1 }
            if e == i { e += 1 }
            if let el = currentElement(), b[i..<e].contains(where: { !isSpace($0) }) {
                let textPiece = String(decoding: b[i..<e], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                // ngx-translate `<span translate>key</span>` (the key is the text).
                if tpl.elements[el].attributes["translate"] == "" && !textPiece.isEmpty {
                    tpl.referencedKeys.insert(textPiece)
                    tpl.uses.append(WebTranslationUse(key: textPiece, element: el, line: line, form: "<… translate>key", position: tpl.elements.count))
                } else {
                    tpl.texts.append(WebText(parent: el, position: tpl.elements.count, text: String(decoding: b[i..<e], as: UTF8.self)))
                }
                tpl.elements[el].contentCount += 1
            }
            advance(to: e)
        }
        return (tpl, problems)
    }
}
