import LabelFitCore

/// The constraint a translated text has in the element that holds it, from the cascaded values of the
/// properties that can cut or wrap it. Which box each property is read on follows CSS:
/// - `white-space`, `font-size`, `font-weight`, `line-height`, `font-family` inherit (CSS Text 3 §3, CSS Fonts 4, CSS 2.2
///   §10.8): the nearest element that sets them;
/// - `overflow`, `text-overflow`, `-webkit-line-clamp`, `height`, `max-height`, `width`, `max-width`
///   do not inherit and apply to the block container the text's lines are in (CSS Overflow 3 §3,
///   `text-overflow` "applies to block containers", https://www.w3.org/TR/css-overflow-3/#text-overflow;
///   `width` "does not apply to non-replaced inline elements", CSS 2.2 §10.2);
/// - a block with `width: auto` is as wide as its containing block less its own margins, borders and
///   padding (CSS 2.2 §10.3.3), so the width is followed up to the first ancestor with a px width;
///   a flex item, an inline-block, a float or an absolutely positioned box is sized to its content
///   (shrink-to-fit) and its width is unknown unless it has one of its own.
/// Anything that cannot be decided statically makes the value unknown, with the reason.
public struct WebConstraints {
    public let cascade: CSSCascade
    /// `html`, `:root`, `body` font-size from the global sheets, the 16px default otherwise.
    public let rootFontSize: Double

    /// The HTML rendering section's default `display` of elements
    /// (https://html.spec.whatwg.org/multipage/rendering.html#the-css-user-agent-style-sheet-and-presentational-hints).
    static let blockElements: Set<String> = ["div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "section", "article", "aside", "header",
                                             "footer", "nav", "main", "form", "fieldset", "figure", "figcaption", "blockquote", "dl", "dt", "dd",
                                             "address", "details", "summary", "dialog", "pre", "hr", "body", "html", "legend", "menu", "table", "tr", "td", "th", "caption"]
    /// Buttons and form controls are inline-block (HTML rendering §15.5.*): shrink-to-fit.
    static let inlineBlockElements: Set<String> = ["button", "select", "input", "textarea", "img", "svg"]

    public init(cascade: CSSCascade, rootFontSize: Double) {
        self.cascade = cascade
        self.rootFontSize = rootFontSize
    }

    /// A length in px, or nil: `12px`, `0`, `1.5rem` (× the root size), `$var` already substituted.
    func px(_ d: CSSDeclaration, fontSize: Double? = nil) -> Double? {
        let p = d.parts
        guard p.count == 1 else { return nil }
        let t = p[0]
        switch t.kind {
        case .number where t.number == 0: return 0
        case .dimension where t.unit == "px": return t.number
        case .dimension where t.unit == "rem": return t.number * rootFontSize
        case .dimension where t.unit == "em": return fontSize.map { $0 * t.number }
        default: return nil
        }
    }

    /// `display` of an element: declared, or HTML's default.
    func display(_ e: Int) -> (String?, Provenance?) {
        switch cascade.value("display", on: e) {
        case .set(let d, let p): return (d.text, p)
        case .unknown: return (nil, nil)
        case .unset:
            let tag = cascade.template.elements[e].tag
            if Self.blockElements.contains(tag) { return ("block", nil) }
            if Self.inlineBlockElements.contains(tag) { return ("inline-block", nil) }
            // Custom elements and components (`<my-row>`, `<AppButton>`) render something LabelFit does not see.
            if tag.contains("-") || tag != tag.lowercased() || !knownInline.contains(tag) { return (nil, nil) }
            return ("inline", nil)
        }
    }
    static let headingEm: [String: Double] = ["h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67]
    static let inlineElementNames: Set<String> = ["span", "a", "strong", "em", "b", "i", "small", "label", "abbr", "code", "mark", "q", "s", "sub", "sup", "time", "u", "bdi", "bdo", "cite", "kbd", "var", "data", "output"]
    var knownInline: Set<String> { Self.inlineElementNames }

    /// Why `display(e)` is nil: the cascade's reason when a rule leaves it open, else the element's kind.
    func unknownDisplay(_ e: Int) -> String {
        let what = "display of <\(cascade.template.elements[e].tag)> is not known statically"
        if case .unknown(let why) = cascade.value("display", on: e) { return what + ": " + why }
        return what
    }

    /// Horizontal padding + border of element `e` in px (longhands over the shorthand, logical
    /// `padding-inline` too), or a reason it is unknown.
    func horizontalInsets(_ e: Int, fontSize: Double) -> (Double, [Provenance])? {
        var total = 0.0
        var chain: [Provenance] = []
        for side in ["left", "right"] {
            let logical = side == "left" ? "padding-inline-start" : "padding-inline-end"
            switch cascade.value("padding-\(side)", also: ["padding", "padding-inline", logical], on: e) {
            case .set(let d, let p):
                guard let v = sidePx(d, side: side, fontSize: fontSize) else { return nil }
                total += v; chain.append(p)
            case .unknown: return nil
            case .unset: break
            }
            switch cascade.value("border-\(side)-width", also: ["border", "border-width", "border-\(side)", "border-inline", "border-inline-width"], on: e) {
            case .set(let d, _):
                // `border: none` / `0` only; any other border width is not read.
                if !(d.text == "none" || d.text == "0" || d.text == "0px") { return nil }
            case .unknown: return nil
            case .unset: break
            }
        }
        return (total, chain)
    }

    /// One side of a box shorthand (`padding: 4px 8px 4px 12px`, CSS Box 3 §4's 1–4 value order).
    func sidePx(_ d: CSSDeclaration, side: String, fontSize: Double) -> Double? {
        let parts = d.components
        func one(_ t: [CSSToken]) -> Double? { px(CSSDeclaration(property: d.property, value: t, important: false, line: d.line), fontSize: fontSize) }
        if d.property.hasPrefix("padding-left") || d.property.hasPrefix("padding-right") || d.property == "padding-inline-start" || d.property == "padding-inline-end" {
            return parts.count == 1 ? one(parts[0]) : nil
        }
        if d.property == "padding-inline" {
            // padding-inline: start [end] — symmetric when one value.
            guard parts.count == 1 || parts.count == 2 else { return nil }
            return one(parts[side == "left" || parts.count == 1 ? 0 : 1])
        }
        switch parts.count {
        case 1: return one(parts[0])
        case 2, 3: return one(parts[1])
        case 4: return one(parts[side == "right" ? 1 : 3])
        default: return nil
        }
    }

    /// Whether a width left unknown by `d` (or by the layout itself, nil) is one a browser laying out
    /// the page decides: only in a whole page (nothing outside it can match or size it), and not for a
    /// `var()` value, which a script may set at runtime.
    func layoutDecides(_ d: CSSDeclaration?) -> Bool {
        cascade.template.isDocument && !(d?.text.contains("var(") ?? false)
    }

    /// Whether `property` is unknown on `e` only because of `@media`/`@container`/`@supports` rules,
    /// in a whole page: a browser laying the page out in each viewport decides it.
    func onlyViewportConditions(_ property: String, also: [String], on e: Int) -> Bool {
        guard cascade.template.isDocument else { return false }
        if case .unknown = cascade.value(property, also: also, on: e, skippingViewportConditions: true) { return false }
        return true
    }

    /// The constraint of a text whose content element is `e`.
    public func constraint(element e: Int, sharesLine: Bool) -> (TextConstraint, String) {
        var c = TextConstraint()
        let tpl = cascade.template
        let el = tpl.elements[e]
        let shownBy = "<\(el.tag)\(el.id.map { " id=\"\($0)\"" } ?? "")\(el.classes.isEmpty ? "" : " class=\"\(el.classes.joined(separator: " "))\"")>"
        let chain = cascade.chain(e)
        let elementSite = Provenance(.source, "text in \(shownBy)", at: SourceLocation(file: tpl.file, line: el.line))

        // Inherited properties: the nearest element of the chain that sets them.
        func inherited(_ property: String, also: [String] = []) -> CSSValue {
            for a in chain {
                let v = cascade.value(property, also: also, on: a)
                if case .unset = v { continue }
                return v
            }
            return .unset
        }
        // font-size (CSS Fonts 4 §2.5): px/rem, em and % of the parent's; the root's otherwise.
        var fontSize = rootFontSize
        var sizeChain = [Provenance(.profile, "font-size \(ShortNumber.text(rootFontSize))px at the root (the browsers' `medium`, or the app's html/body rule)")]
        var sizeKnown = true
        for a in chain.reversed() {
            let tag = tpl.elements[a].tag
            let declared = cascade.value("font-size", also: ["font"], on: a)
            if case .unset = declared {
                // The UA style sheet's sizes (HTML rendering §15.3.7 "Sections and headings"; form
                // controls take the platform's control font, Chromium's 13.33px).
                if let em = Self.headingEm[tag] {
                    if tag == "h1" && chain.contains(where: { ["article", "aside", "nav", "section"].contains(tpl.elements[$0].tag) }) { sizeKnown = false }
                    fontSize *= em
                    sizeChain = [Provenance(.component, "<\(tag)> font-size: \(ShortNumber.text(em))em (the HTML user-agent style sheet)", at: SourceLocation(file: "https://html.spec.whatwg.org/multipage/rendering.html#sections-and-headings"))]
                } else if Self.inlineBlockElements.contains(tag) && tag != "img" && tag != "svg" {
                    sizeKnown = false
                }
            }
            switch declared {
            case .set(let d, let p):
                if d.property == "font" { sizeKnown = false; break }
                if let v = px(d, fontSize: fontSize) { fontSize = v; sizeChain = [p] }
                else if let t = d.parts.first, d.parts.count == 1, t.kind == .percentage { fontSize *= t.number / 100; sizeChain = [p] }
                else { sizeKnown = false }
            case .unknown: sizeKnown = false
            case .unset: break
            }
        }
        if sizeKnown { c.textSizeSp = Resolved(fontSize, sizeChain) }
        // The weight picks the face the line model measures with (`WebFontWeight`, `WeightedFaces`' CSS
        // matching); one it cannot read is measured at the weight read so far and the report says so.
        c.fontWeight = WebFontWeight.weight(chain: chain, cascade: cascade)
        // A variable font's width and axis values, applied after the weight (`WebFontAxes`).
        if let axes = WebFontAxes.axes(chain: chain, cascade: cascade) {
            c.fontAxes = Resolved(axes.value.axes, axes.chain)
            c.fontAxesUndecided = axes.value.undecided
        }
        if case .set(let d, let p) = inherited("font-family") { c.lineHeightSp = nil; sizeChain.append(Provenance(.source, p.note + " (recorded; measured with the configured web fonts)", at: p.location)); _ = d }
        switch inherited("line-height") {
        case .set(let d, let p):
            if let v = px(d, fontSize: fontSize) { c.lineHeightSp = Resolved(v, [p]) }
            else if let t = d.parts.first, d.parts.count == 1, t.kind == .number { c.lineHeightSp = Resolved(t.number * fontSize, [p]) }
            else if d.text != "normal" { c.width = Resolved(.unknown("line-height \(d.text) is not read"), [p]) }
        case .unknown(let why): c.width = Resolved(.unknown(why), [elementSite])
        case .unset: break
        }

        // The block container: the element if it is not inline, else its nearest non-inline ancestor.
        var container: Int?
        for a in chain {
            let (d, _) = display(a)
            guard let d else {
                c.width = Resolved(.unknown(unknownDisplay(a)), [elementSite])
                return (c, shownBy)
            }
            if d == "inline" || d == "contents" { continue }
            container = a
            break
        }
        guard let box = container else {
            c.width = c.width ?? Resolved(.unknown("no block container in the component: the width comes from its parent"), [elementSite])
            return (c, shownBy)
        }
        let boxEl = tpl.elements[box]
        let boxSite = SourceLocation(file: tpl.file, line: boxEl.line)

        // Line limits on the container.
        let whiteSpace = inherited("white-space", also: ["text-wrap", "text-wrap-mode"])
        let overflow = cascade.value("overflow-x", also: ["overflow"], on: box)
        let textOverflow = cascade.value("text-overflow", on: box)
        let clamp = cascade.value("-webkit-line-clamp", also: ["line-clamp"], on: box)
        for v in [whiteSpace, overflow, textOverflow, clamp] { if case .unknown(let why) = v { c.width = Resolved(.unknown(why), [elementSite]); return (c, shownBy) } }
        let hidden: Provenance? = { if case .set(let d, let p) = overflow, ["hidden", "clip"].contains(d.parts.first?.value.lowercased() ?? "") { p } else { nil } }()
        if case .set(let d, let p) = clamp, let n = d.parts.first, n.kind == .number, n.number >= 1 {
            // -webkit-line-clamp needs display: -webkit-box (CSS Overflow 4 §5.2, "legacy" line-clamp,
            // https://www.w3.org/TR/css-overflow-4/#webkit-line-clamp).
            let (disp, dp) = display(box)
            if disp == "-webkit-box" || disp == "-webkit-inline-box" {
                // The same range as `--max-lines` and `row.max_lines`: a clamp past it is no layout a screen shows.
                let lines = n.number.rounded(.towardZero)
                guard NumberRanges.maxLines.contains(lines) else {
                    c.width = Resolved(.unknown("\(d.text) (line clamp) is outside \(NumberRanges.maxLines.short) lines"), [p])
                    return (c, shownBy)
                }
                c.maxLines = Resolved(Int(lines), [p] + (dp.map { [$0] } ?? []))
                c.overflow = Resolved(.ellipsisEnd, [p])
            }
        }
        if c.maxLines == nil, case .set(let d, let p) = whiteSpace, ["nowrap", "pre"].contains(d.text) || d.text == "nowrap" {
            guard let hidden else {
                c.width = Resolved(.unknown("white-space: \(d.text) without overflow: hidden: the text runs out of its box visibly"), [p])
                return (c, shownBy)
            }
            c.maxLines = Resolved(1, [p, hidden])
            if case .set(let t, let tp) = textOverflow, t.text == "ellipsis" { c.overflow = Resolved(.ellipsisEnd, [tp]) }
            else { c.overflow = Resolved(.clip, [hidden]) }
        }
        for prop in ["height", "max-height"] {
            let v = cascade.value(prop, also: prop == "height" ? ["block-size"] : ["max-block-size"], on: box)
            if case .set(let d, let p) = v, let h = px(d, fontSize: fontSize), hidden != nil || c.maxLines != nil {
                let verticalPadding = 0.0
                c.heightDp = Resolved(h - verticalPadding, [p] + (hidden.map { [$0] } ?? []))
                break
            }
        }

        // The width: a px width on the container, else followed up through auto-width blocks.
        var insets = 0.0
        var widthChain: [Provenance] = []
        var upper = sharesLine
        var a: Int? = box
        var first = true
        while let cur = a {
            let (disp, _) = display(cur)
            guard let disp else { c.width = Resolved(.unknown(unknownDisplay(cur)), [elementSite]); return (c, shownBy) }
            guard let (pad, padChain) = horizontalInsets(cur, fontSize: fontSize) else {
                c.width = Resolved(.unknown("padding or border of <\(tpl.elements[cur].tag)> is not a px length"), [Provenance(.source, "padding", at: SourceLocation(file: tpl.file, line: tpl.elements[cur].line))])
                return (c, shownBy)
            }
            let boxSizing = cascade.value("box-sizing", on: cur).declaration?.text
            let width = cascade.value("width", also: ["inline-size"], on: cur)
            let maxWidth = cascade.value("max-width", also: ["max-inline-size"], on: cur)
            if case .unknown(let why) = width {
                c.width = Resolved(.unknown(why), [elementSite])
                c.widthNeedsLayout = onlyViewportConditions("width", also: ["inline-size"], on: cur)
                return (c, shownBy)
            }
            if case .set(let d, let p) = width {
                guard let w = px(d, fontSize: fontSize) else {
                    c.width = Resolved(.unknown("width: \(d.text) is not a px length"), [p])
                    c.widthNeedsLayout = layoutDecides(d)
                    return (c, shownBy)
                }
                // box-sizing: border-box takes padding and border off the width (CSS Box Sizing 3 §3).
                let content = boxSizing == "border-box" ? w - pad : w
                c.width = Resolved(.fixed(content - insets), widthChain + [p] + padChain)
                break
            }
            if case .set(let d, let p) = maxWidth, let w = px(d, fontSize: fontSize) {
                let content = boxSizing == "border-box" ? w - pad : w
                c.width = Resolved(.fixed(content - insets), widthChain + [p] + padChain)
                upper = true
                break
            }
            if disp != "block" && disp != "flex" && disp != "grid" && disp != "-webkit-box" && disp != "list-item" && disp != "flow-root" {
                c.width = Resolved(.unknown("<\(tpl.elements[cur].tag)> is \(disp) with no px width: sized to its content"), [Provenance(.source, "display: \(disp)", at: SourceLocation(file: tpl.file, line: tpl.elements[cur].line))])
                c.widthNeedsLayout = layoutDecides(nil)
                return (c, shownBy)
            }
            for prop in ["float", "position"] {
                if let v = cascade.value(prop, on: cur).declaration?.text, ["left", "right", "absolute", "fixed", "inline-start", "inline-end"].contains(v) {
                    c.width = Resolved(.unknown("\(prop): \(v) with no px width: sized to its content"), [elementSite])
                    c.widthNeedsLayout = layoutDecides(nil)
                    return (c, shownBy)
                }
            }
            // A flex or grid item of the parent is sized with its siblings.
            if let parent = tpl.elements[cur].parent, let pd = display(parent).0, pd.contains("flex") || pd.contains("grid") {
                if tpl.elements[parent].contentCount > 1 {
                    c.width = Resolved(.unknown("<\(tpl.elements[cur].tag)> is a \(pd) item beside \(tpl.elements[parent].contentCount - 1) other(s): its width is shared at runtime"), [Provenance(.source, "display: \(pd)", at: SourceLocation(file: tpl.file, line: tpl.elements[parent].line))])
                    c.widthNeedsLayout = layoutDecides(nil)
                    return (c, shownBy)
                }
            }
            insets += pad
            widthChain += padChain
            for side in ["left", "right"] {
                switch cascade.value("margin-\(side)", also: ["margin", "margin-inline"], on: cur) {
                case .set(let d, let p):
                    guard let m = sidePx(CSSDeclaration(property: d.property.replacingOccurrences(of: "margin", with: "padding"), value: d.value, important: false, line: d.line), side: side, fontSize: fontSize) else {
                        c.width = Resolved(.unknown("margin \(d.text) is not a px length"), [p])
                        c.widthNeedsLayout = layoutDecides(d)
                        return (c, shownBy)
                    }
                    insets += m; widthChain.append(p)
                case .unknown(let why):
                    c.width = Resolved(.unknown(why), [elementSite])
                    c.widthNeedsLayout = onlyViewportConditions("margin-\(side)", also: ["margin", "margin-inline"], on: cur)
                    return (c, shownBy)
                case .unset: break
                }
            }
            first = false
            a = tpl.elements[cur].parent
        }
        _ = first
        if c.width == nil {
            c.width = Resolved(.unknown(tpl.isDocument ? "no px width up to the page: the viewport decides" : "no px width in the component: its parent decides"), [Provenance(.source, "block container", at: boxSite)])
            c.widthNeedsLayout = layoutDecides(nil)
        }
        // A max-width caps the box, whose container may give it less; a text sharing its line with
        // siblings gets what they leave: either can take up to the whole width.
        if upper { c.widthMayLose(sharesLine ? "the siblings sharing its line" : "the container of the max-width box", atMostDp: nil, source: elementSite) }
        c.width?.chain.insert(elementSite, at: 0)
        return (c, shownBy)
    }
}
