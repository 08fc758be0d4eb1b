import LabelFitCore

/// UIKit labels set up in code: `label.text = NSLocalizedString("key", comment: "")` (or
/// `String(localized:)`) on a receiver the same file declares a `UILabel` (`let label = UILabel()`,
/// `@IBOutlet var label: UILabel!`), tied to that receiver's `numberOfLines` (default 1, as in
/// Interface Builder), `lineBreakMode` (`.byTruncatingTail` default, documentation of
/// `UILabel.lineBreakMode`), `font` (`.preferredFont(forTextStyle: .headline)` a Dynamic Type style,
/// `.systemFont(ofSize: 14)` fixed), `adjustsFontSizeToFitWidth` (shrink to fit: unknown) and
/// `widthAnchor.constraint(equalToConstant: N)` (its width; any other constraint leaves it to Auto
/// Layout: unknown). A receiver not declared as a label in the file (a button, a custom view, a cell's
/// `textLabel`) is not a use; its key still counts as referenced.
enum UIKitCodeUses {
    /// `outlets`: the storyboard or xib labels the file's classes connect by property name; a label
    /// set through one starts from the constraint Interface Builder gives it, and what the code sets
    /// (lines, break mode, font, width anchor) overrides that. `outletsSet` names the storyboard keys
    /// whose text the code replaces, with where.
    static func uses(_ items: [CallExpr], tokens: [SourceToken], file: String, generated: SwiftGenStrings = SwiftGenStrings(),
                     outlets: [String: StoryboardReader.Label] = [:]) -> (uses: [TextUse], referenced: Set<String>, outletsSet: [(String, SourceLocation)]) {
        let labels = declaredLabels(tokens)
        let assignments = CallAssignment.all(in: items)
        var byReceiver: [String: [CallAssignment]] = [:]
        for a in assignments { byReceiver[a.receiver, default: []].append(a) }
        var widths: [String: (Double, SourceToken)] = [:]
        for chain in CallAssignment.chains(in: items) {
            // `label.widthAnchor.constraint(equalToConstant: 120)`
            guard chain.count >= 3, let k = chain.firstIndex(where: { $0.name == "widthAnchor" }), k > 0, k + 1 < chain.count,
                  chain[k + 1].name == "constraint", let w = chain[k + 1].argument("equalToConstant")?.value.number, w > 0 else { continue }
            let receiver = chain[..<k].map(\.name).filter { $0 != "self" }.joined(separator: ".")
            widths[receiver] = (w, chain[k + 1].token)
        }
        var out: [TextUse] = []
        var referenced = Set<String>()
        var outletsSet: [(String, SourceLocation)] = []
        for a in assignments where a.property == "text" {
            guard let (key, t) = SwiftLocalizedKey.key(a.value, literalIsKey: false, generated: generated) else { continue }
            referenced.insert(key)
            let outlet = outlets[a.receiver]
            guard labels.contains(a.receiver) || outlet != nil else { continue }
            var c = TextConstraint()
            let props = byReceiver[a.receiver] ?? []
            func at(_ x: SourceToken) -> SourceLocation { SourceLocation(file: file, line: x.line) }
            if let outlet {
                // Interface Builder's label, as the storyboard or xib lays it out; the code's own settings below win.
                outletsSet.append((outlet.key, SourceLocation(file: file, line: t.line)))
                c = outlet.use.constraint
                let link = Provenance(.source, "@IBOutlet \(a.receiver) → \(outlet.id)", at: outlet.use.site)
                c.width = c.width.map { Resolved($0.value, [link] + $0.chain) }
                if props.contains(where: { $0.property == "numberOfLines" }) { c.maxLines = nil }
                if props.contains(where: { $0.property == "font" }) { c.textSizeSp = nil; c.fontWeight = nil }
            }
            if outlet != nil && !props.contains(where: { $0.property == "numberOfLines" }) {
                // numberOfLines and its break mode as Interface Builder set them.
            } else if let n = props.last(where: { $0.property == "numberOfLines" }) {
                if let v = n.value.number, v >= 1, v <= 10_000 { c.maxLines = Resolved(Int(v), [Provenance(.source, "\(a.receiver).numberOfLines = \(Int(v))", at: at(n.token))]) }
                else if n.value.number != 0 { c.width = Resolved(.unknown("numberOfLines is set from a value read at run time"), []) }
            } else {
                c.maxLines = Resolved(1, [Provenance(.component, "UILabel numberOfLines default 1", at: SourceLocation(file: "developer.apple.com/documentation/uikit/uilabel/numberoflines"))])
            }
            if c.maxLines != nil && (outlet == nil || props.contains(where: { $0.property == "numberOfLines" || $0.property == "lineBreakMode" })) {
                var mode = TextOverflowMode.ellipsisEnd
                if let b = props.last(where: { $0.property == "lineBreakMode" }) {
                    switch b.value.implicitMember {
                    case "byTruncatingHead": mode = .ellipsisStart
                    case "byTruncatingMiddle": mode = .ellipsisMiddle
                    case "byTruncatingTail": mode = .ellipsisEnd
                    default: mode = .clip
                    }
                }
                c.overflow = Resolved(mode, [])
            }
            if let f = props.last(where: { $0.property == "font" }) { font(f, into: &c, at: at(f.token)) }
            else if outlet == nil {
                c.textSizeSp = Resolved(17, [Provenance(.component, "UILabel default font: system 17 pt", at: SourceLocation(file: "developer.apple.com/documentation/uikit/uilabel/font"))])
                c.textScaling = .fixed
            }
            if let s = props.last(where: { $0.property == "adjustsFontSizeToFitWidth" }), s.value.segments?.first?.name == "true" {
                c.autoSize = Resolved("adjustsFontSizeToFitWidth", [Provenance(.source, "adjustsFontSizeToFitWidth = true", at: at(s.token))])
            }
            if let (w, wt) = widths[a.receiver] {
                c.width = Resolved(.fixed(w), [Provenance(.source, "widthAnchor.constraint(equalToConstant: \(ShortNumber.text(w)))", at: at(wt))])
                c.widthRange = nil
            } else if c.width == nil {
                c.width = Resolved(.unknown("Auto Layout resolves the label's width from its constraints at run time"), [])
            }
            var u = TextUse(key: key, platform: .uikit, site: SourceLocation(file: file, line: t.line), constraint: c)
            u.shownBy = "UILabel"
            out.append(u)
        }
        return (out, referenced, outletsSet)
    }

    /// `UIFont.preferredFont(forTextStyle: .headline)`, `.preferredFont(forTextStyle:)`,
    /// `UIFont.systemFont(ofSize: 14)` / `.boldSystemFont(ofSize:)` / `.systemFont(ofSize:weight:)`.
    static func font(_ a: CallAssignment, into c: inout TextConstraint, at: SourceLocation) {
        guard let segs = a.value.segments, let call = segs.last else { return }
        if call.name == "preferredFont", let style = call.argument("forTextStyle")?.value.implicitMember, let sizes = DynamicTypeSizes.styles[style] {
            c.textSizeSp = Resolved(sizes[3], [Provenance(.source, "preferredFont(forTextStyle: .\(style))", at: at), Provenance(.component, DynamicTypeSizes.version)])
            c.textScaling = .dynamicType(sizes)
            c.fontWeight = Resolved(TextWeight(AppleFontWeight.ofStyle(style)), [Provenance(.component, "\(style) weight", at: SourceLocation(file: AppleFontWeight.hig))])
        } else if ["systemFont", "boldSystemFont", "italicSystemFont"].contains(call.name), let p = call.argument("ofSize")?.value.number, p > 0, p <= 1000 {
            c.textSizeSp = Resolved(p, [Provenance(.source, "\(call.name)(ofSize: \(ShortNumber.text(p)))", at: at)])
            c.textScaling = .fixed
            if call.name == "boldSystemFont" { c.fontWeight = Resolved(TextWeight(700), [Provenance(.source, "boldSystemFont: bold", at: at)]) }
            else if let w = call.argument("weight")?.value.implicitMember {
                c.fontWeight = AppleFontWeight.named[w].map { Resolved(TextWeight($0), [Provenance(.source, "systemFont(ofSize:weight: .\(w))", at: at)]) }
                    ?? Resolved(TextWeight(400, undecided: "the weight .\(w) is not a UIFont.Weight constant"), [Provenance(.source, "systemFont(ofSize:weight:)", at: at)])
            }
        }
    }

    /// Names the file declares as labels: `name: UILabel`, `name = UILabel(`, read from tokens.
    static func declaredLabels(_ t: [SourceToken]) -> Set<String> {
        var out = Set<String>()
        for k in 0..<max(0, t.count - 2) where t[k].isIdentifier {
            if t[k + 1].isPunctuation(":"), t[k + 2].text == "UILabel" { out.insert(t[k].text) }
            if t[k + 1].isPunctuation("="), t[k + 2].text == "UILabel" { out.insert(t[k].text) }
        }
        return out
    }
}
