import Foundation
import LabelFitCatalogs

/// A template's static element tree as data, for the `--chromium` page to build with DOM calls
/// (`createElement`, `setAttribute`, `textContent`): tags, static classes, ids, literal attributes and
/// `style` attributes, the literal text pieces; every binding (`:class`, `[style]`, `@click`, `v-if`…)
/// is dropped, and each translation use is a span marked `data-labelfit-use` holding the string of the
/// language rendered. Nothing of the template is ever markup again: a value holding `</noscript>` or
/// `"><img onerror=…>` is an attribute value, a text holding `<script>` is text.
///
/// Texts and attribute values are kept as written, so their character references (`&amp;`, `&#8230;`,
/// the common named ones) are decoded here as a parser would. Elements get the namespace and name case
/// the HTML parser gives them (`HTMLForeignContent`: an `<svg>` is SVG, its `viewbox` is `viewBox`).
///
/// What the tree cannot hold is marked, so the measuring script can tell a width that depends on it:
/// an element with a runtime expression (`{{ count }}`), a component or custom element (what it renders
/// is another file or a script), or a use with no string to show carries `data-labelfit-runtime`.
/// Nothing runs or loads: URL attributes and event handlers (`on…`) are dropped, and `notBuilt`
/// elements (the head's, scripts, frames, plugins, SVG animation) are left out with their content.
/// `<noscript>` is left out too: scripting is on where the app runs, so its content is never shown.
public enum WebTemplateTree {
    public static let useAttribute = "data-labelfit-use"
    public static let runtimeAttribute = "data-labelfit-runtime"
    /// Attributes under this prefix are the page's own marks (`useAttribute`, `runtimeAttribute`,
    /// `CSSRuleText.scopeAttribute`): a template's own would forge a reading.
    public static let reservedAttributePrefix = "data-labelfit-"
    static let urlAttributes: Set<String> = ["src", "srcset", "href", "data", "poster", "action", "formaction", "srcdoc", "background", "xlink:href",
                                             "ping", "manifest", "codebase", "cite", "longdesc", "attributionsrc", "imagesrcset", "archive", "profile"]
    /// Attributes the page never copies from a template: URLs, `is` (a custom element's script), and
    /// names beginning with one of `refusedAttributePrefixes` (event handlers, the page's own marks).
    public static let refusedAttributes = urlAttributes.union(["is"])
    public static let refusedAttributePrefixes = ["on", reservedAttributePrefix]
    public static let notBuilt: Set<String> = ["head", "title", "base", "link", "meta", "style", "script", "noscript", "template", "iframe", "frame",
                                               "frameset", "noframes", "object", "embed", "applet", "portal", "fencedframe", "animate",
                                               "animatemotion", "animatetransform", "animatecolor", "set", "discard", "handler", "listener"]

    public typealias Namespace = HTMLForeignContent.Namespace

    public struct Attribute: Sendable, Hashable, Encodable {
        public var name: String
        public var value: String
        /// `[name, value]`.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.unkeyedContainer()
            try c.encode(name)
            try c.encode(value)
        }
    }

    /// One node, its parent the index of an earlier element node (-1: the document's body).
    public enum Node: Sendable, Hashable, Encodable {
        /// `runtime`: the element carries `runtimeAttribute`.
        case element(parent: Int, name: String, namespace: Namespace, attributes: [Attribute], runtime: Bool)
        case text(parent: Int, text: String)
        /// A translation use's span: the id is the one the readings come back under.
        case use(parent: Int, id: Int, text: String)

        enum Key: String, CodingKey { case p, e, ns, a, r, t, u }
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            switch self {
            case let .element(parent, name, namespace, attributes, runtime):
                try c.encode(parent, forKey: .p); try c.encode(name, forKey: .e); try c.encode(namespace, forKey: .ns)
                try c.encode(attributes, forKey: .a); try c.encode(runtime, forKey: .r)
            case let .text(parent, text):
                try c.encode(parent, forKey: .p); try c.encode(text, forKey: .t)
            case let .use(parent, id, text):
                try c.encode(parent, forKey: .p); try c.encode(id, forKey: .u); try c.encode(text, forKey: .t)
            }
        }
    }

    /// The `<html>` element's own attributes (its id and classes; `dir` and `lang` are the page's) and
    /// whether it is marked runtime, and the nodes of everything inside `<body>` (or the component's
    /// roots), parents before children.
    public struct Tree: Sendable, Hashable, Encodable {
        public var htmlAttributes: [Attribute] = []
        public var htmlRuntime = false
        public var nodes: [Node] = []
        /// The ids of its uses: the readings a frame of it may send back.
        public var useIDs: Set<Int> { Set(nodes.compactMap { if case let .use(_, id, _) = $0 { id } else { nil } }) }
        enum Key: String, CodingKey { case html, r, nodes }
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(htmlAttributes, forKey: .html); try c.encode(htmlRuntime, forKey: .r); try c.encode(nodes, forKey: .nodes)
        }
    }

    /// `texts[k]`: the string shown for the template's k-th use, nil when it has none to show.
    /// `ids[k]`: the number the use's span carries.
    public static func tree(_ tpl: WebTemplate, texts: [Int: String], ids: [Int: Int]) -> Tree {
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

        var tree = Tree()
        // Where a node goes: its parent node, the parent's namespace and tag (for the namespace of its
        // children), and the nearest HTML parent (where a tag that breaks out of SVG goes).
        struct Place { var parent: Int; var namespace: Namespace; var tag: String?; var attributes: [String: String]; var htmlParent: Int }
        func write(_ items: [(key: Int, item: Item)], at place: Place) {
            // Stable by key: a text read before element i sits before it.
            for (_, item) in items.enumerated().sorted(by: { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }).map(\.element) {
                switch item {
                case .text(let t):
                    if let t { tree.nodes.append(.text(parent: place.parent, text: RenderedText.decodeEntities(t))) }
                case .use(let k):
                    if let t = texts[k], let id = ids[k] { tree.nodes.append(.use(parent: place.parent, id: id, text: t)) }
                case .element(let i):
                    let e = tpl.elements[i]
                    let tag = e.tag.lowercased()
                    if notBuilt.contains(tag) { continue }
                    if tag == "html" {
                        tree.htmlAttributes = attributes(e, namespace: .html)
                        tree.htmlRuntime = runtime[i]
                        write(content[i], at: place)
                        continue
                    }
                    guard isElementName(tag) else { write(content[i], at: place); continue }
                    let (namespace, breaksOut) = HTMLForeignContent.place(of: tag, attributes: e.attributes, parent: place.namespace,
                                                                          parentTag: place.tag, parentAttributes: place.attributes)
                    let parent = breaksOut ? place.htmlParent : place.parent
                    tree.nodes.append(.element(parent: parent, name: HTMLForeignContent.elementName(tag, in: namespace), namespace: namespace,
                                               attributes: attributes(e, namespace: namespace), runtime: runtime[i]))
                    if namespace == .html && WebTemplateReader.voidElements.contains(tag) { continue }
                    let index = tree.nodes.count - 1
                    write(content[i], at: Place(parent: index, namespace: namespace, tag: tag, attributes: e.attributes,
                                                htmlParent: namespace == .html ? index : place.htmlParent))
                }
            }
        }
        write(roots, at: Place(parent: -1, namespace: .html, tag: nil, attributes: [:], htmlParent: -1))
        return tree
    }

    static func attributes(_ e: WebElement, namespace: Namespace) -> [Attribute] {
        var list: [Attribute] = []
        if let id = e.id, !id.contains("{") { list.append(Attribute(name: "id", value: RenderedText.decodeEntities(id))) }
        if !e.classes.isEmpty { list.append(Attribute(name: "class", value: RenderedText.decodeEntities(e.classes.joined(separator: " ")))) }
        if !e.inlineStyle.isEmpty { list.append(Attribute(name: "style", value: CSSRuleText.declarations(e.inlineStyle))) }
        for (name, value) in e.attributes.sorted(by: { $0.key < $1.key }) {
            guard !["class", "id", "style", "dir", "lang"].contains(name) || (name == "dir" && e.tag != "html"),
                  isAttributeName(name), !refuses(attribute: name) else { continue }
            list.append(Attribute(name: HTMLForeignContent.attributeName(name, in: namespace), value: RenderedText.decodeEntities(value)))
        }
        return list
    }

    /// An element name `createElement` takes and a template means as one (ASCII, lowercased by the
    /// reader); anything else is not created and its content goes to its parent.
    static func isElementName(_ s: String) -> Bool {
        guard let first = s.utf8.first, first >= 0x61 && first <= 0x7A else { return false }
        return s.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E }
    }

    /// An attribute name `setAttribute` takes (ASCII, an XML Name without non-ASCII letters).
    static func isAttributeName(_ s: String) -> Bool {
        guard let first = s.utf8.first, (first >= 0x61 && first <= 0x7A) || first == 0x5F else { return false }
        return s.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E || $0 == 0x3A }
    }

    static func refuses(attribute name: String) -> Bool {
        refusedAttributes.contains(name) || refusedAttributePrefixes.contains { name.hasPrefix($0) }
    }
}
