import LabelFitCore

/// The computed `font-weight` of an element, as CSS Fonts 4 §2.2 computes it
/// (https://www.w3.org/TR/css-fonts-4/#font-weight-prop): `normal` is 400, `bold` 700, a number 1–1000
/// itself, and `bolder` / `lighter` step from the inherited weight by the spec's table ("Meaning of
/// bolder and lighter", §2.2.1). `font-weight` inherits, so the walk goes from the root down the
/// element's chain. An element that sets nothing takes the HTML user-agent sheet's weight
/// (https://html.spec.whatwg.org/multipage/rendering.html, "Phrasing content": `b, strong { font-weight:
/// bolder }`; "Sections and headings": `h1`–`h6 { font-weight: bold }`; "Tables": `th { font-weight:
/// bold }`), else its parent's.
///
/// A value that cannot be read (`var()`, `calc()`, a cascade LabelFit cannot decide, the `font`
/// shorthand) keeps the weight read so far and says why (`TextWeight.undecided`), as the other
/// platforms do: the weight changes a width by a few per cent and the report names the guess; the
/// elements below it still step from that weight.
enum WebFontWeight {
    static let uaBold: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "th"]
    static let uaBolder: Set<String> = ["b", "strong"]
    static let uaSheet = SourceLocation(file: "https://html.spec.whatwg.org/multipage/rendering.html#the-css-user-agent-style-sheet-and-presentational-hints")

    /// CSS Fonts 4 §2.2.1's table: the weight `bolder` gives over an inherited weight.
    static func bolder(_ w: Int) -> Int {
        switch w {
        case ..<350: 400
        case ..<550: 700
        case ..<900: 900
        default: w
        }
    }

    /// CSS Fonts 4 §2.2.1's table: the weight `lighter` gives over an inherited weight.
    static func lighter(_ w: Int) -> Int {
        switch w {
        case ..<100: w
        case ..<550: 100
        case ..<750: 400
        default: 700
        }
    }

    /// `chain` from the element up to the root, as `CSSCascade.chain` gives it.
    static func weight(chain: [Int], cascade: CSSCascade) -> Resolved<TextWeight> {
        let tpl = cascade.template
        var value = 400
        var provenance: [Provenance] = []
        var undecided: String?
        for a in chain.reversed() {
            let tag = tpl.elements[a].tag
            switch cascade.value("font-weight", also: ["font"], on: a) {
            case .set(let d, let p):
                if d.property == "font" {
                    undecided = "the font shorthand on <\(tag)> is not read"
                    provenance.append(p)
                    continue
                }
                switch keyword(d) {
                case .absolute(let w): value = w; provenance = [p]; undecided = nil
                case .bolder: value = bolder(value); provenance.append(p)
                case .lighter: value = lighter(value); provenance.append(p)
                case .inherited: provenance.append(p)
                case nil: undecided = "font-weight: \(d.text) on <\(tag)> is not read"; provenance.append(p)
                }
            case .unknown(let why):
                undecided = "font-weight of <\(tag)>: \(why)"
                provenance.append(Provenance(.source, "font-weight", at: SourceLocation(file: tpl.file, line: tpl.elements[a].line)))
            case .unset:
                if uaBold.contains(tag) {
                    value = 700; undecided = nil
                    provenance = [Provenance(.component, "<\(tag)> font-weight: bold (the HTML user-agent style sheet)", at: uaSheet)]
                } else if uaBolder.contains(tag) {
                    value = bolder(value)
                    provenance.append(Provenance(.component, "<\(tag)> font-weight: bolder (the HTML user-agent style sheet): \(value)", at: uaSheet))
                }
            }
        }
        return Resolved(TextWeight(value, undecided: undecided), provenance)
    }

    enum Keyword: Equatable { case absolute(Int), bolder, lighter, inherited }

    /// One declared value; nil when it is not one LabelFit reads (`var()`, `calc()`, `revert`, a number
    /// out of 1–1000, which makes the declaration invalid).
    static func keyword(_ d: CSSDeclaration) -> Keyword? {
        let p = d.parts
        guard p.count == 1 else { return nil }
        let t = p[0]
        if t.kind == .number { return t.number >= 1 && t.number <= 1000 ? .absolute(Int(t.number.rounded())) : nil }
        guard t.kind == .ident else { return nil }
        switch t.value.lowercased() {
        case "normal", "initial": return .absolute(400)
        case "bold": return .absolute(700)
        case "bolder": return .bolder
        case "lighter": return .lighter
        case "inherit", "unset": return .inherited
        default: return nil
        }
    }
}
