import Foundation
import LabelFitCatalogs
import LabelFitCore

/// The labels of an Interface Builder storyboard or xib (XML, read with libxml2 through
/// `XMLElementNode`) and the keys their texts have in the storyboard's strings table: with Base
/// Internationalization Xcode exports `ar.lproj/Main.strings` for `Base.lproj/Main.storyboard`, each
/// entry keyed `"<object id>.<property>"` (`"abc-12-xyz.text"`, `".normalTitle"`, `".placeholder"`,
/// `".title"`) — Apple, "Localizing your app's user interface" / `ibtool --export-strings-file`.
///
/// UILabel's constraint as Interface Builder writes it: `numberOfLines` (default 1 — documentation of
/// `UILabel.numberOfLines`: "The default value for this property is 1"; 0 is unlimited),
/// `lineBreakMode` (`tailTruncation` default; `headTruncation`, `middleTruncation`, `clipping`; word
/// and character wrapping clip the last line), the font (`<fontDescription type="system" pointSize=…>`
/// a fixed size, `style="UICTFontTextStyle…"` a Dynamic Type style), `adjustsFontSizeToFit` (shrink to
/// fit: unknown). The width is the label's own width constraint (`<constraint firstAttribute="width"
/// constant="N">`; `relation="lessThanOrEqual"` an upper bound), or its edges pinned to a superview
/// of known width (`AutoLayoutWidths`); otherwise Auto Layout resolves it from constraints to other
/// views at run time. The design-time `<rect key="frame">` is not the run-time width and is not used.
struct StoryboardReader {
    struct Label {
        /// The object id Interface Builder gave the view (`abc-12-xyz`).
        var id = ""
        var key: String
        var englishText: String?
        var use: TextUse
        var textAlignmentLine: Int?
    }

    /// A view whose text an inspectable property localizes from a key (`InspectableLocalization`) is
    /// that key's use, looked up in the main table; its constraint is read as for any view.
    /// `isController`: whether a class a xib's File's Owner names is a view controller
    /// (`ViewControllerClasses`), whose view then spans the screen.
    static func labels(_ root: XMLElementNode, file: String, text: String, inspectable: InspectableLocalization = InspectableLocalization(),
                       isController: (String) -> Bool = { _ in false }) -> [Label] {
        let lines = SourceLines(text)
        let autoLayout = AutoLayoutWidths(root, file: file, isController: isController)
        var out: [Label] = []
        var pending = [root]
        while let n = pending.popLast() {
            pending += n.elements
            guard let id = n.attributes["id"] else { continue }
            let at = SourceLocation(file: file, line: n.line)
            switch n.localName {
            case "label":
                var c = TextConstraint()
                let linesAttr = n.attributes["numberOfLines"] ?? "1"
                let lineAt = SourceLocation(file: file, line: lines.attributeLine("numberOfLines", endingAt: n.line))
                if let k = Int(linesAttr), k >= 1, k <= 10_000 {
                    c.maxLines = Resolved(k, [n.attributes["numberOfLines"] == nil
                        ? Provenance(.component, "UILabel numberOfLines default 1", at: SourceLocation(file: "developer.apple.com/documentation/uikit/uilabel/numberoflines"))
                        : Provenance(.source, "numberOfLines=\"\(k)\"", at: lineAt)])
                    let mode = n.attributes["lineBreakMode"] ?? "tailTruncation"
                    let overflow: TextOverflowMode = switch mode {
                    case "headTruncation": .ellipsisStart
                    case "middleTruncation": .ellipsisMiddle
                    case "tailTruncation": .ellipsisEnd
                    default: .clip
                    }
                    c.overflow = Resolved(overflow, [Provenance(.source, "lineBreakMode=\"\(mode)\"", at: at)])
                }
                font(n, into: &c, at: at)
                if n.attributes["adjustsFontSizeToFit"] == "YES" { c.autoSize = Resolved("adjustsFontSizeToFit", [Provenance(.source, "adjustsFontSizeToFit=\"YES\"", at: at)]) }
                var atMost = false
                c.width = width(n, file: file, bound: &atMost)
                if c.width?.value.unknownReason != nil, let pinned = autoLayout.width(of: n) {
                    c.width = Resolved(pinned.model, pinned.chain)
                    for m in pinned.mayLose { c.widthMayLose(m.what, atMostDp: m.atMost, source: m.source) }
                }
                // A lessThanOrEqual constraint caps the label; its other constraints may leave it less.
                if atMost { c.widthMayLose("the label's other constraints", atMostDp: nil, source: Provenance(.source, "width relation=\"lessThanOrEqual\"", at: at)) }
                let runtime = inspectable.key(n)
                var u = TextUse(key: runtime?.0 ?? "\(id).text", platform: .uikit, site: runtime.map { SourceLocation(file: file, line: $0.1) } ?? at, constraint: c)
                u.shownBy = "UILabel"
                let align = n.attributes["textAlignment"]
                out.append(Label(id: id, key: u.key, englishText: runtime == nil ? n.attributes["text"] : nil, use: u,
                                 textAlignmentLine: align == "left" || align == "right" ? lines.attributeLine("textAlignment", endingAt: n.line) : nil))
            case "navigationItem", "tabBarItem", "barButtonItem":
                let runtime = inspectable.key(n)
                guard runtime != nil || n.attributes["title"] != nil else { continue }
                var u = TextUse(key: runtime?.0 ?? "\(id).title", platform: .uikit, site: runtime.map { SourceLocation(file: file, line: $0.1) } ?? at)
                u.constraint.width = Resolved(.unknown("\(n.localName)'s width depends on the bar's other items at run time"), [])
                u.shownBy = n.localName
                out.append(Label(key: u.key, englishText: runtime == nil ? n.attributes["title"] : nil, use: u))
            case "button":
                if let runtime = inspectable.key(n) {
                    var u = TextUse(key: runtime.0, platform: .uikit, site: SourceLocation(file: file, line: runtime.1))
                    u.constraint.width = Resolved(.unknown("a button's width comes from Auto Layout at run time"), [])
                    u.shownBy = "UIButton title"
                    out.append(Label(key: u.key, englishText: nil, use: u))
                    continue
                }
                guard let state = n.elements.first(where: { $0.localName == "state" && $0.attributes["key"] == "normal" }), let title = state.attributes["title"] else { continue }
                var u = TextUse(key: "\(id).normalTitle", platform: .uikit, site: SourceLocation(file: file, line: state.line))
                u.constraint.width = Resolved(.unknown("a button's width comes from Auto Layout at run time"), [])
                u.shownBy = "UIButton title"
                out.append(Label(key: u.key, englishText: title, use: u))
            default: continue
            }
        }
        return out.sorted { ($0.use.site.line ?? 0) < ($1.use.site.line ?? 0) }
    }

    /// The outlets each class connects (class → property → object id): a scene's view controller
    /// (`<viewController customClass="X">`), a xib's File's Owner (`<placeholder
    /// placeholderIdentifier="IBFilesOwner" customClass="X">`) or a custom view, each with its
    /// `<connections><outlet property="p" destination="id"/>`: at run time the property holds that view.
    static func outlets(_ root: XMLElementNode) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        var pending = [root]
        while let n = pending.popLast() {
            pending += n.elements
            guard let cls = n.attributes["customClass"] else { continue }
            for c in n.elements where c.localName == "connections" {
                for o in c.elements where o.localName == "outlet" {
                    if let p = o.attributes["property"], let d = o.attributes["destination"] { out[cls, default: [:]][p] = d }
                }
            }
        }
        return out
    }

    private static func font(_ n: XMLElementNode, into c: inout TextConstraint, at: SourceLocation) {
        guard let f = n.elements.first(where: { $0.localName == "fontDescription" }) else {
            // No description: Interface Builder's default label font, System 17.
            c.textSizeSp = Resolved(17, [Provenance(.component, "UILabel default font: system 17 pt", at: SourceLocation(file: "developer.apple.com/documentation/uikit/uilabel/font"))])
            c.textScaling = .fixed
            return
        }
        let here = SourceLocation(file: at.file, line: f.line)
        if let style = f.attributes["style"], let sizes = DynamicTypeSizes.style(storyboardName: style) {
            c.textSizeSp = Resolved(sizes[3], [Provenance(.source, "style=\"\(style)\"", at: here), Provenance(.component, DynamicTypeSizes.version)])
            c.textScaling = .dynamicType(sizes)
            c.fontWeight = Resolved(TextWeight(AppleFontWeight.ofStyle(style)), [Provenance(.component, "\(style) weight", at: SourceLocation(file: AppleFontWeight.hig))])
        } else if let p = f.attributes["pointSize"].flatMap(Double.init), p > 0, p <= 1000 {
            c.textSizeSp = Resolved(p, [Provenance(.source, "pointSize=\"\(ShortNumber.text(p))\"", at: here)])
            c.textScaling = .fixed
            // Interface Builder writes `type="boldSystem"` for the bold system font and `type="system"
            // weight="semibold"` for the others.
            if f.attributes["type"] == "boldSystem" { c.fontWeight = Resolved(TextWeight(700), [Provenance(.source, "type=\"boldSystem\"", at: here)]) }
            else if let w = f.attributes["weight"] {
                c.fontWeight = AppleFontWeight.named[w].map { Resolved(TextWeight($0), [Provenance(.source, "weight=\"\(w)\"", at: here)]) }
                    ?? Resolved(TextWeight(400, undecided: "weight=\"\(w)\" is not a system weight"), [Provenance(.source, "weight=\"\(w)\"", at: here)])
            }
        }
    }

    private static func width(_ n: XMLElementNode, file: String, bound: inout Bool) -> Resolved<WidthModel> {
        let own = n.elements.first { $0.localName == "constraints" }?.elements ?? []
        for k in own where k.attributes["firstAttribute"] == "width" && k.attributes["secondItem"] == nil {
            guard let w = k.attributes["constant"].flatMap(Double.init), w > 0 else { continue }
            let relation = k.attributes["relation"]
            if relation == "greaterThanOrEqual" { continue }
            bound = relation == "lessThanOrEqual"
            let note = "width constraint constant=\"\(ShortNumber.text(w))\"" + (bound ? " (lessThanOrEqual: at most)" : "")
            return Resolved(.fixed(w), [Provenance(.source, note, at: SourceLocation(file: file, line: k.line))])
        }
        return Resolved(.unknown("Auto Layout resolves the label's width from its constraints to other views at run time"), [])
    }
}
