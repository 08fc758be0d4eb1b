import LabelFitCheck
import LabelFitCore

/// The action-sheet note's CSS mistakes (`../shared/seed/action-sheet-rtl.txt`) as rules, reported only
/// where they touch an element that holds translated text (a key with a real Arabic translation), or,
/// for the blanket icon flip and the reversed flex direction, at a `[dir="rtl"]` rule itself.
///
/// What stylelint's logical-property plugins already cover: `csstools/use-logical`
/// (https://github.com/csstools/stylelint-use-logical) and `plugin/use-logical-properties-and-values`
/// (https://github.com/yuschick/stylelint-plugin-logical-css) flag every `padding-left`, `margin-right`,
/// `left`/`right`, `float: left`, `text-align: left` in every rule, whatever the element and whether or
/// not it is direction-neutral; their README's own exceptions (`inset: 0`) and their trackers'
/// complaints are the symmetric and the `[dir]`-guarded cases. None of them knows which element holds
/// translated text, none looks at heights, `nowrap` + `ellipsis`, `transform: scaleX(-1)` or
/// `flex-direction`. So these rules are silent for equal left/right pairs, for zeros, for
/// `left: 0; right: 0` (insets are not read at all), and where a `[dir="rtl"]` / `:dir(rtl)` rule
/// sets the same property for the element (the override pair the plugins also flag).
public enum CSSRTLRules {
    /// - Parameters:
    ///   - translated: the keys with a real Arabic translation.
    ///   - classes: each use's class, by its index in `analysis.uses`.
    public static func findings(_ analysis: WebAnalysis, translated: Set<String>, classes: [Int: LayoutClass]) -> [LayoutRuleFinding] {
        var out: [LayoutRuleFinding] = []
        var seen = Set<String>()
        func add(_ rule: Rule, _ severity: String, _ at: SourceLocation, _ message: String, related: SourceLocation?) {
            let key = "\(rule)|\(at.file)|\(at.line ?? 0)|\(related?.file ?? ""):\(related?.line ?? 0)"
            guard seen.insert(key).inserted else { return }
            out.append(LayoutRuleFinding(rule: rule.id, severity: severity, site: at, message: message, related: related))
        }
        for tie in analysis.ties {
            let use = analysis.uses[tie.use]
            // Text that is never drawn (a form control's value, screen-reader-only text) has no box to cut.
            guard translated.contains(use.key), use.constraint.notASite == nil else { continue }
            let tpl = analysis.templates[tie.template]
            let cascade = CSSCascade(template: tpl, sheets: analysis.sheets, includes: analysis.includes,
                                     work: analysis.cascadeWork.indices.contains(tie.template) ? analysis.cascadeWork[tie.template] : nil)
            let web = WebConstraints(cascade: cascade, rootFontSize: 16)
            let chain = cascade.chain(tie.element)
            // The element and its ancestors up to its block container: the boxes the text's lines are in.
            var boxes: [Int] = []
            for a in chain {
                boxes.append(a)
                if let d = web.display(a).0, d != "inline" { break }
                if web.display(a).0 == nil { break }
            }
            func guarded(_ property: String, _ e: Int) -> Bool {
                for s in cascade.sheets {
                    for r in s.rules where r.declarations.contains(where: { $0.property == property || $0.property.hasPrefix(property + "-") || property.hasPrefix($0.property + "-") }) {
                        for sel in r.selectors ?? [] where sel.rtlGuarded && cascade.match(sel, e).0 != .no { return true }
                    }
                }
                return false
            }
            let site = use.site
            // Fixed height around the label (the seed: "Swap height for min-block-size").
            for b in boxes {
                if case .set(let d, let p) = cascade.value("height", also: ["block-size"], on: b), let h = web.px(d), h > 0 {
                    add(.rtlFixedHeight, "warning", p.location ?? site,
                        "\(d.property): \(d.text) on <\(tpl.elements[b].tag)> holding '\(use.key)': a wrapped Arabic line is cut or overflows; use min-block-size (or min-height)", related: site)
                }
            }
            // nowrap + ellipsis on translated text.
            if let m = use.constraint.maxLines, m.value == 1, use.constraint.overflow?.value == .ellipsisEnd {
                let cls = classes[tie.use]
                let severity = cls == .arabicOnlyCut ? "error" : "warning"
                let measured = cls.map { " (measured: \($0.rawValue))" } ?? ""
                add(.rtlNowrapEllipsis, severity, m.chain.first?.location ?? site,
                    "white-space: nowrap with text-overflow: ellipsis on '\(use.key)'\(measured): clipping an Arabic command drops its object; let it wrap", related: site)
            }
            // text-align: left|right (inherited: the nearest element that sets it).
            for a in chain {
                let v = cascade.value("text-align", on: a)
                if case .unset = v { continue }
                if case .set(let d, let p) = v, d.text == "left" || d.text == "right", !guarded("text-align", a) {
                    add(.rtlTextAlignPhysical, "warning", p.location ?? site,
                        "text-align: \(d.text) on <\(tpl.elements[a].tag)> holding '\(use.key)' does not follow the direction; use start/end (or center)", related: site)
                }
                break
            }
            // Physical padding/margin on the boxes holding the text, never a symmetric pair.
            for b in boxes {
                for kind in ["padding", "margin"] {
                    let l = cascade.value("\(kind)-left", also: [kind], on: b)
                    let r = cascade.value("\(kind)-right", also: [kind], on: b)
                    guard case .set(let ld, let lp) = l else { if case .set(let rd, let rp) = r, isPhysical(rd), nonZero(rd, web, side: "right"), !guarded(kind, b) { add(.rtlPhysicalSpacing, "warning", rp.location ?? site, "\(rd.property): \(rd.text) on <\(tpl.elements[b].tag)> holding '\(use.key)' stays on the right in Arabic; use \(kind)-inline-end", related: site) }; continue }
                    let lv = side(ld, web, "left"), rv: Double? = { if case .set(let rd, _) = r { side(rd, web, "right") } else { 0 } }()
                    // Unknown on either side (a var(), a %): symmetry cannot be told, so nothing is said.
                    guard let lKnown = lv, let rKnown = rv, lKnown != rKnown else { continue }
                    let (decl, prov) = isPhysical(ld) ? (ld, lp) : { if case .set(let rd, let rp) = r { (rd, rp) } else { (ld, lp) } }()
                    guard isPhysical(decl), !guarded(kind, b) else { continue }
                    add(.rtlPhysicalSpacing, "warning", prov.location ?? site,
                        "\(decl.property): \(decl.text) on <\(tpl.elements[b].tag)> holding '\(use.key)' (left \(ShortNumber.text(lKnown)), right \(ShortNumber.text(rKnown))) does not mirror; use \(kind)-inline-start/-end", related: site)
                }
            }
        }
        // Rules at the style sheets: blanket icon flips and reversed flex directions under [dir=rtl].
        for sheet in analysis.sheets {
            for rule in sheet.rules {
                guard let sels = rule.selectors, sels.contains(where: \.rtlGuarded) else { continue }
                for d in rule.declarations {
                    if d.property == "transform", isMirror(d) {
                        // A flip scoped to named icons (a class or id on the icon beyond a generic `.icon`,
                        // or on the box that directly wraps it: `.is-mirrored-rtl > svg`) is the fix the
                        // seed asks for; a bare `svg`/`img`/`i`/`.icon`, or every icon under a region
                        // (`.toolbar svg`), is blanket.
                        func generic(_ c: CSSCompound) -> Bool {
                            c.ids.isEmpty && c.classes.allSatisfy { ["icon", "icons", "svg-icon", "material-icons", "fa"].contains($0.lowercased()) }
                        }
                        let blanket = sels.contains { s in
                            guard s.rtlGuarded, let last = s.compounds.last, !last.rtlGuard,
                                  let guardIndex = s.compounds.lastIndex(where: \.rtlGuard) else { return false }
                            let n = s.compounds.count
                            let wrapped = n - 2 > guardIndex && !generic(s.compounds[n - 2]) && s.combinators[n - 2] == .child
                            return ["svg", "img", "i", "use", nil].contains(last.tag) && generic(last) && (last.tag != nil || !last.classes.isEmpty)
                                && last.undecided.isEmpty && !wrapped
                        }
                        if blanket {
                            add(.rtlBlanketIconFlip, "warning", SourceLocation(file: rule.file, line: d.line),
                                "\(rule.selectorText) { transform: \(d.text) } mirrors every icon, the trash can and share glyph too; scope it to the directional icons", related: nil)
                        }
                    }
                    if d.property == "flex-direction" || d.property == "flex-flow", d.text.contains("row-reverse") || d.text.contains("column-reverse") {
                        let why = d.text.contains("column") ? "the block axis does not change with direction, so a column-reverse for RTL reorders the list in Arabic only"
                            : "a flex row already follows `direction` (CSS Flexbox 1 §5.1), so row-reverse under [dir=rtl] flips it back to the English order"
                        add(.rtlReverseDirection, "warning", SourceLocation(file: rule.file, line: d.line), "\(rule.selectorText) { \(d.property): \(d.text) }: \(why)", related: nil)
                    }
                }
            }
        }
        return out
    }

    static func isPhysical(_ d: CSSDeclaration) -> Bool {
        if d.property.hasSuffix("-left") || d.property.hasSuffix("-right") { return true }
        // A shorthand is physical only when it gives left and right different values (four values).
        return (d.property == "padding" || d.property == "margin") && d.components.count == 4
    }
    static func nonZero(_ d: CSSDeclaration, _ web: WebConstraints, side s: String) -> Bool { side(d, web, s).map { $0 != 0 } ?? false }
    static func side(_ d: CSSDeclaration, _ web: WebConstraints, _ s: String) -> Double? {
        let asPadding = CSSDeclaration(property: d.property.replacingOccurrences(of: "margin", with: "padding"), value: d.value, important: false, line: d.line)
        if let v = web.sidePx(asPadding, side: s, fontSize: 16) { return v }
        if d.components.count == 1, d.parts.count == 1, d.parts[0].kind == .ident, d.parts[0].value.lowercased() == "auto" { return -1 }
        return nil
    }
    /// `scaleX(-1)`, `scale(-1, 1)`, `rotateY(180deg)`.
    static func isMirror(_ d: CSSDeclaration) -> Bool {
        let t = d.text.replacingOccurrences(of: " ", with: "")
        return t.contains("scalex(-1)") || t.contains("scale(-1,1)") || t.contains("rotatey(180deg)")
    }
}

import Foundation
