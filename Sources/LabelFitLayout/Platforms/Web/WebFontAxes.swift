import LabelFitCore

/// The computed `font-stretch` and `font-variation-settings` of an element: a variable font's width
/// and explicit axis values (`FontAxesRequest`, which applies them in CSS Fonts 4 §7's order, after
/// the weight and the optical size). Both inherit (CSS Fonts 4 §2.3 "font-stretch" and §8.2
/// "font-variation-settings": "Inherited: yes"), so the nearest element that sets one decides it;
/// `font-width` is CSS Fonts 4's newer name for `font-stretch` and is read as the same property.
///
/// A value that cannot be read (`var()`, `calc()`, a cascade LabelFit cannot decide, the `font`
/// shorthand's width) leaves that part at its initial value (`normal`) and says why in `undecided`.
enum WebFontAxes {
    struct Reading: Sendable, Hashable {
        var axes: FontAxesRequest
        var undecided: [String]
    }

    /// `chain` from the element up to the root, as `CSSCascade.chain` gives it; nil when no element of
    /// the chain sets either property.
    static func axes(chain: [Int], cascade: CSSCascade) -> Resolved<Reading>? {
        var axes = FontAxesRequest()
        var undecided: [String] = []
        var provenance: [Provenance] = []
        func nearest(_ property: String, also: [String]) -> (CSSValue, String)? {
            for a in chain {
                let v = cascade.value(property, also: also, on: a)
                if case .unset = v { continue }
                return (v, cascade.template.elements[a].tag)
            }
            return nil
        }
        if let (v, tag) = nearest("font-stretch", also: ["font-width", "font"]) {
            switch v {
            case .set(let d, let p):
                provenance.append(p)
                if d.property == "font" { undecided.append("the font shorthand's width on <\(tag)> is not read") }
                else if let s = stretch(d) { axes.stretch = s } else { undecided.append("font-stretch: \(d.text) on <\(tag)> is not read") }
            case .unknown(let why): undecided.append("font-stretch of <\(tag)>: \(why)")
            case .unset: break
            }
        }
        if let (v, tag) = nearest("font-variation-settings", also: []) {
            switch v {
            case .set(let d, let p):
                provenance.append(p)
                if let s = settings(d) { axes.settings = s } else { undecided.append("font-variation-settings: \(d.text) on <\(tag)> is not read") }
            case .unknown(let why): undecided.append("font-variation-settings of <\(tag)>: \(why)")
            case .unset: break
            }
        }
        guard !provenance.isEmpty || !undecided.isEmpty else { return nil }
        return Resolved(Reading(axes: axes, undecided: undecided), provenance)
    }

    /// One `font-stretch` value: a keyword or a percentage; nil for anything else (`inherit` and the
    /// other global keywords included: the cascade already went up the chain).
    static func stretch(_ d: CSSDeclaration) -> Double? {
        let p = d.parts
        guard p.count == 1 else { return nil }
        switch p[0].kind {
        case .percentage: return p[0].number >= 0 ? p[0].number : nil
        case .ident: return FontAxesRequest.stretchKeywords[p[0].value.lowercased()]
        default: return nil
        }
    }

    /// One `font-variation-settings` value: `normal`, or `<string> <number>` pairs separated by commas,
    /// each tag four characters of U+20–U+7E (CSS Fonts 4 §8.2: otherwise the declaration is invalid).
    /// Tags keep their case (`GRAD` is not `grad`).
    static func settings(_ d: CSSDeclaration) -> [FontVariation]? {
        let p = d.parts
        if p.count == 1, p[0].kind == .ident, p[0].value.lowercased() == "normal" { return [] }
        var out: [FontVariation] = []
        var i = 0
        while i < p.count {
            guard i + 1 < p.count, p[i].kind == .string, p[i + 1].kind == .number else { return nil }
            let tag = p[i].value
            guard tag.unicodeScalars.count == 4, tag.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else { return nil }
            out.append(FontVariation(tag: tag, value: p[i + 1].number))
            i += 2
            if i < p.count {
                guard p[i].kind == .comma, i + 1 < p.count else { return nil }
                i += 1
            }
        }
        return out.isEmpty ? nil : out
    }
}
