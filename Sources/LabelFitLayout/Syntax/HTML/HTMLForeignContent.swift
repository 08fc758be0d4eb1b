/// Which namespace an element of a template lands in, and the case of SVG's and MathML's names, as
/// the HTML parser decides them (https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign):
/// `WebTemplateTree` creates its elements with DOM calls rather than by parsing markup, so it must
/// make the choices the parser would have made: an `<svg>` made by `createElement` would be an unknown
/// HTML element, which takes no `width` and draws nothing.
public enum HTMLForeignContent {
    public enum Namespace: Int, Sendable, Hashable, Encodable {
        case html = 0, svg = 1, mathML = 2
    }

    /// Where a child `tag` (lowercased) of an element in `parent` named `parentTag` lands: its
    /// namespace, and whether it ends foreign content (a start tag of the parser's breakout list inside
    /// SVG or MathML that is no integration point: the parser closes the foreign elements and inserts
    /// it as HTML beside them).
    static func place(of tag: String, attributes: [String: String], parent: Namespace, parentTag: String?,
                      parentAttributes: [String: String]) -> (namespace: Namespace, breaksOut: Bool) {
        var inside = parent
        if parent == .svg, let p = parentTag, svgIntegrationPoints.contains(p) { inside = .html }
        if parent == .mathML, let p = parentTag {
            if mathMLTextIntegrationPoints.contains(p) && tag != "mglyph" && tag != "malignmark" { inside = .html }
            if p == "annotation-xml" {
                if tag == "svg" { return (.svg, false) }
                let encoding = parentAttributes["encoding"]?.lowercased()
                if encoding == "text/html" || encoding == "application/xhtml+xml" { inside = .html }
            }
        }
        if inside != .html && (breakout.contains(tag) || (tag == "font" && ["color", "face", "size"].contains { attributes[$0] != nil })) {
            return (.html, true)
        }
        if inside == .html {
            if tag == "svg" { return (.svg, false) }
            if tag == "math" { return (.mathML, false) }
        }
        return (inside, false)
    }

    static func elementName(_ tag: String, in namespace: Namespace) -> String {
        namespace == .svg ? svgElementNames[tag] ?? tag : tag
    }

    static func attributeName(_ name: String, in namespace: Namespace) -> String {
        switch namespace {
        case .svg: svgAttributeNames[name] ?? name
        case .mathML: name == "definitionurl" ? "definitionURL" : name
        case .html: name
        }
    }

    static let svgIntegrationPoints: Set<String> = ["foreignobject", "desc", "title"]
    static let mathMLTextIntegrationPoints: Set<String> = ["mi", "mo", "mn", "ms", "mtext"]
    static let breakout: Set<String> = ["b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed",
                                        "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr",
                                        "ol", "p", "pre", "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u",
                                        "ul", "var"]
    /// "Adjust SVG tag names" (the parser's table).
    static let svgElementNames: [String: String] = Dictionary(uniqueKeysWithValues: [
        "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform", "clipPath", "feBlend",
        "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap",
        "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge",
        "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
        "foreignObject", "glyphRef", "linearGradient", "radialGradient", "textPath",
    ].map { ($0.lowercased(), $0) })
    /// "Adjust SVG attributes" (the parser's table).
    static let svgAttributeNames: [String: String] = Dictionary(uniqueKeysWithValues: [
        "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits", "diffuseConstant", "edgeMode",
        "filterUnits", "glyphRef", "gradientTransform", "gradientUnits", "kernelMatrix", "kernelUnitLength", "keyPoints", "keySplines",
        "keyTimes", "lengthAdjust", "limitingConeAngle", "markerHeight", "markerUnits", "markerWidth", "maskContentUnits", "maskUnits",
        "numOctaves", "pathLength", "patternContentUnits", "patternTransform", "patternUnits", "pointsAtX", "pointsAtY", "pointsAtZ",
        "preserveAlpha", "preserveAspectRatio", "primitiveUnits", "refX", "refY", "repeatCount", "repeatDur", "requiredExtensions",
        "requiredFeatures", "specularConstant", "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles",
        "surfaceScale", "systemLanguage", "tableValues", "targetX", "targetY", "textLength", "viewBox", "viewTarget", "xChannelSelector",
        "yChannelSelector", "zoomAndPan",
    ].map { ($0.lowercased(), $0) })
}
