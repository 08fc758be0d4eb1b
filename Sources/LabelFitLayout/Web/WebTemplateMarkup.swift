import Foundation

/// A template's static element tree written back as HTML for a browser to lay out: tags, static
/// classes, ids, literal attributes and `style` attributes, the literal text pieces as written; every
/// binding (`:class`, `[style]`, `@click`, `v-if`…) is dropped, and each translation use is a
/// `<span data-labelfit-use="N">` holding the string of the language rendered.
///
/// What the tree cannot hold is marked, so the measuring script can tell a width that depends on it:
/// an element with a runtime expression (`{{ count }}`), a component or custom element (what it renders
/// is another file or a script), or a use with no string to show carries `data-labelfit-runtime`.
/// Nothing is loaded from anywhere: URL attributes are dropped, `<base>`, `<link>` and `<meta>` are not
/// written, and `<head>` is replaced by the page's own.
public enum WebTemplateMarkup {
    public static let useAttribute = "data-labelfit-use"
    public static let runtimeAttribute = "data-labelfit-runtime"
    static let urlAttributes: Set<String> = ["src", "srcset", "href", "data", "poster", "action", "formaction", "srcdoc", "background", "xlink:href", "ping", "manifest", "codebase", "cite", "longdesc"]
    static let notWritten: Set<String> = ["head", "base", "link", "meta", "title"]

    /// The `<html>` element's own attributes (its id and classes; `dir` and `lang` are the page's) and
    /// the markup of everything inside `<body>` (or the component's roots).
    public struct Markup: Sendable {
        public var htmlAttributes: String
        public var body: String
    }

    /// `texts[k]`: the string shown for the template's k-th use, nil when it has none to show.
    /// `ids[k]`: the number the use's span carries.
    public static func markup(_ tpl: WebTemplate, texts: [Int: String], ids: [Int: Int]) -> Markup {
        let n = tpl.elements.count
        enum Item { case element(Int), text(String?), use(Int) }
        var content = [[(key: Int, item: Item)]](repeating: [], count: n)
        var roots: [(key: Int, item: Item)] = []
        for (i, e) in tpl.elements.enumerated() {
            if let p = e.parent, p < n { content[p].append((2 * i + 1, .element(i))) } else { roots.append((2 * i + 1, .element(i))) }
        }
        var runtime = [Bool](repeating: false, count: n)
        // An element whose content a translation attribute replaces shows that translation only.
        let replaced = Set(tpl.uses.filter(\.replacesContent).compactMap(\.element))
        for t in tpl.texts where t.parent < n && !replaced.contains(t.parent) {
            content[t.parent].append((2 * t.position, .text(t.text)))
            if t.text == nil { runtime[t.parent] = true }
        }
        for (k, u) in tpl.uses.enumerated() {
            guard let e = u.element, e < n else { continue }
            content[e].append((2 * u.position, .use(k)))
            if texts[k] == nil { runtime[e] = true }
        }
        for (i, e) in tpl.elements.enumerated() where e.tag != e.tag.lowercased() || e.tag.contains("-") { runtime[i] = true }

        var htmlAttributes = ""
        var out = ""
        func write(_ items: [(key: Int, item: Item)]) {
            // Stable by key: a text read before element i sits before it.
            for (_, item) in items.enumerated().sorted(by: { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }).map(\.element) {
                switch item {
                case .text(let t): if let t { out += t.replacingOccurrences(of: "<", with: "&lt;") }
                case .use(let k):
                    if let t = texts[k], let id = ids[k] { out += "<span \(useAttribute)=\"\(id)\">\(escape(t))</span>" }
                case .element(let i):
                    let e = tpl.elements[i]
                    if notWritten.contains(e.tag) { continue }
                    if e.tag == "html" {
                        htmlAttributes = attributes(e, runtime: runtime[i])
                        write(content[i])
                        continue
                    }
                    let tag = e.tag.lowercased()
                    guard tag.first?.isLetter == true, tag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { write(content[i]); continue }
                    out += "<\(tag)\(attributes(e, runtime: runtime[i]))>"
                    if WebTemplateReader.voidElements.contains(tag) { continue }
                    write(content[i])
                    out += "</\(tag)>"
                }
            }
        }
        write(roots)
        return Markup(htmlAttributes: htmlAttributes, body: out)
    }

    static func attributes(_ e: WebElement, runtime: Bool) -> String {
        var s = ""
        if let id = e.id, !id.contains("{") { s += " id=\"\(quote(id))\"" }
        if !e.classes.isEmpty { s += " class=\"\(quote(e.classes.joined(separator: " ")))\"" }
        if !e.inlineStyle.isEmpty { s += " style=\"\(quote(CSSRuleText.declarations(e.inlineStyle)))\"" }
        for (name, value) in e.attributes.sorted(by: { $0.key < $1.key }) {
            guard !urlAttributes.contains(name), !["class", "id", "style", "dir", "lang", "is"].contains(name) || (name == "dir" && e.tag != "html"),
                  let first = name.first, first.isLetter,
                  name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.:".contains($0) }) else { continue }
            s += value.isEmpty ? " \(name)" : " \(name)=\"\(quote(value))\""
        }
        s += " \(CSSRuleText.scopeAttribute)"
        if runtime { s += " \(runtimeAttribute)" }
        return s
    }

    /// Attribute values are kept as written (entities stay entities); only the quote is escaped.
    static func quote(_ s: String) -> String { s.replacingOccurrences(of: "\"", with: "&quot;") }
    /// A catalog string is text, not markup.
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
