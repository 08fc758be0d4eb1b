import LabelFitCatalogs
import LabelFitCore

/// A view's width from the Auto Layout constraints Interface Builder writes, where they pin it:
/// both horizontal edges equal to its superview's edges (or the superview's safe area, or its layout
/// margins) with constants, inside a superview whose width is itself known — a view controller's root
/// view spans the screen, and a view pinned the same way inside it is the screen less the gaps; an
/// arranged view of a vertical stack view that fills is the stack's width.
///
/// Interface Builder keeps each constraint in the `<constraints>` of the nearest view holding both
/// items; an absent `firstItem` is that view itself; `secondItem` may name the view's
/// `<viewLayoutGuide key="safeArea">` (in portrait on an iPhone its leading and trailing insets are 0).
/// `firstItem.firstAttribute = secondItem.secondAttribute × multiplier + constant` (Apple, "Anatomy of a
/// Constraint"); only `relation` equal, multiplier 1 and required priority (1000, the default) pin an
/// edge here. Layout margins: a view controller's root view has the system minimum margins, 16 pt on
/// compact-width iPhones and 20 pt on the larger ones (`UIViewController.systemMinimumLayoutMargins`),
/// so each is read as 16 with up to 4 pt more; any other view's default is 8 pt
/// (`UIView.directionalLayoutMargins`: "the default … is 8 points on each side" for views that are not
/// a view controller's root). Anything else — an edge pinned to a sibling, a width from the content,
/// a cell's content view beside its accessory — is not read, and the width stays unknown.
struct AutoLayoutWidths {
    struct Width {
        var model: WidthModel
        var chain: [Provenance]
        /// Parts that may take more than read (a root view's margin on the larger iPhones).
        var mayLose: [(what: String, atMost: Double, source: Provenance)] = []
    }

    private var parent: [ObjectIdentifier: XMLElementNode] = [:]
    /// Views that span the screen: a view controller's `view` (a storyboard scene's `<view key="view">`,
    /// or the view a xib's File's Owner connects to its `view` outlet when that owner is a view
    /// controller: `ViewControllerClasses`).
    private var roots = Set<ObjectIdentifier>()
    /// The constraints each view holds, with the view that holds them.
    private var held: [(holder: XMLElementNode, constraint: XMLElementNode)] = []
    /// Indices into `held` of the constraints naming each item (first or second), so that a view's
    /// edges are read from its own constraints, not from every constraint of the document.
    private var byItem: [String: [Int]] = [:]
    private let file: String

    init(_ root: XMLElementNode, file: String, isController: (String) -> Bool = { _ in false }) {
        self.file = file
        var ownerViews = Set<String>()
        var pending: [(node: XMLElementNode, xmlParent: XMLElementNode?)] = [(root, nil)]
        var all: [(XMLElementNode, XMLElementNode?)] = []
        while let (n, up) = pending.popLast() {
            all.append((n, up))
            if n.localName == "placeholder", n.attributes["placeholderIdentifier"] == "IBFilesOwner", n.attributes["customClass"].map(isController) == true {
                for c in n.elements where c.localName == "connections" {
                    for o in c.elements where o.localName == "outlet" && o.attributes["property"] == "view" { if let d = o.attributes["destination"] { ownerViews.insert(d) } }
                }
            }
            for e in n.elements {
                switch e.localName {
                case "subviews": for v in e.elements { parent[ObjectIdentifier(v)] = n; pending.append((v, e)) }
                case "constraints": for k in e.elements where k.localName == "constraint" { held.append((n, k)) }
                default: pending.append((e, n))
                }
            }
        }
        for (k, (holder, c)) in held.enumerated() {
            let first = c.attributes["firstItem"] ?? holder.attributes["id"], second = c.attributes["secondItem"]
            if let first { byItem[first, default: []].append(k) }
            if let second, second != first { byItem[second, default: []].append(k) }
        }
        for (n, up) in all {
            let controller = up.map { $0.localName == "viewController" || $0.localName.hasSuffix("ViewController") } ?? false
            if (n.attributes["key"] == "view" && controller) || n.attributes["id"].map(ownerViews.contains) == true { roots.insert(ObjectIdentifier(n)) }
        }
    }

    private static let maxDepth = 16
    private static let maxSiblingHops = 4
    private static let rootMargin = 16.0, rootMarginMore = 4.0, viewMargin = 8.0

    /// The width of `view`, or nil when its constraints do not pin it.
    func width(of view: XMLElementNode, depth: Int = 0) -> Width? {
        guard depth < Self.maxDepth else { return nil }
        // A view controller's root view spans the screen.
        if isRootView(view) {
            return Width(model: .profileMinus(0), chain: [Provenance(.source, "a view controller's root view: the screen's width", at: SourceLocation(file: file, line: view.line))])
        }
        // A vertical stack view that fills (UIStackView.Alignment.fill, Interface Builder's default,
        // written only when it is another: "resizes its arranged views so that they fill the available
        // space perpendicular to the stack view's axis") gives each arranged view its own width.
        if let superview = parent[ObjectIdentifier(view)], superview.localName == "stackView",
           superview.attributes["axis"] == "vertical", (superview.attributes["alignment"] ?? "fill") == "fill",
           superview.attributes["layoutMarginsRelativeArrangement"] != "YES", var w = width(of: superview, depth: depth + 1) {
            w.chain.append(Provenance(.source, "arranged in a vertical UIStackView that fills: the stack's width", at: SourceLocation(file: file, line: superview.line)))
            return w
        }
        guard let id = view.attributes["id"], let superview = parent[ObjectIdentifier(view)],
              let leading = gap(of: id, edge: .leading, in: superview, depth: depth), let trailing = gap(of: id, edge: .trailing, in: superview, depth: depth),
              let outer = width(of: superview, depth: depth + 1) else { return nil }
        var w = outer
        var inset = leading.points + trailing.points
        for (name, side) in [("leading", leading), ("trailing", trailing)] where side.margin {
            if isRootView(superview) {
                inset += Self.rootMargin
                w.mayLose.append(("the root view's \(name) layout margin on larger iPhones", Self.rootMarginMore,
                                  Provenance(.component, "systemMinimumLayoutMargins: 16 pt, 20 pt on larger iPhones", at: SourceLocation(file: "developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins"))))
            } else {
                inset += Self.viewMargin
            }
        }
        w.model = w.model.minus(inset)
        let via = leading.sibling || trailing.sibling ? ", through siblings of fixed width" : ""
        w.chain.append(Provenance(.source, "leading and trailing pinned to the superview\(via) (−\(ShortNumber.text(inset)) pt)", at: leading.site))
        return w
    }

    private func isRootView(_ view: XMLElementNode) -> Bool { roots.contains(ObjectIdentifier(view)) }

    /// The subview of `superview` with that id.
    private func byId(_ id: String, in superview: XMLElementNode) -> XMLElementNode? {
        superview.elements.first { $0.localName == "subviews" }?.elements.first { $0.attributes["id"] == id }
    }

    /// A view's own width constant (`<constraint firstAttribute="width" constant="40">` with no second item).
    private func fixedWidth(of id: String) -> Double? {
        for (holder, k) in (byItem[id] ?? []).map({ held[$0] }) {
            let a = k.attributes
            guard (a["firstItem"] ?? holder.attributes["id"]) == id, a["firstAttribute"] == "width", a["secondItem"] == nil,
                  a["relation"] == nil || a["relation"] == "equal", a["priority"] == nil || a["priority"] == "1000",
                  let w = a["constant"].flatMap(Double.init), w >= 0 else { continue }
            return w
        }
        return nil
    }

    private enum Edge { case leading, trailing }
    private struct Gap { var points: Double; var margin: Bool; var site: SourceLocation; var sibling = false }

    /// The distance between `id`'s edge and its superview's same edge, from one required, equal,
    /// multiplier-1 constraint: to the superview's edge, or to the facing edge of a sibling whose own
    /// width is a constant and whose outer edge is known the same way (an icon of fixed width before
    /// the label: the label's leading is the icon's leading gap + its width + the spacing).
    /// `hops`: siblings already followed on the way; a chain is followed at most `maxSiblingHops` deep,
    /// so that constraints naming one another in a circle (or a hostile file's fan of them) stay cheap.
    private func gap(of id: String, edge: Edge, in superview: XMLElementNode, depth: Int = 0, hops: Int = 0) -> Gap? {
        guard depth < Self.maxDepth else { return nil }
        let names: Set<String> = edge == .leading ? ["leading", "left"] : ["trailing", "right"]
        let margins: Set<String> = edge == .leading ? ["leadingMargin", "leftMargin"] : ["trailingMargin", "rightMargin"]
        let superId = superview.attributes["id"]
        let guides = Set(superview.elements.filter { $0.localName == "viewLayoutGuide" }.compactMap { $0.attributes["id"] })
        var found: Gap?
        for (holder, k) in (byItem[id] ?? []).map({ held[$0] }) {
            let a = k.attributes
            guard a["relation"] == nil || a["relation"] == "equal", a["multiplier"] == nil, a["priority"] == nil || a["priority"] == "1000" else { continue }
            let first = a["firstItem"] ?? holder.attributes["id"], second = a["secondItem"]
            guard let fa = a["firstAttribute"], let sa = a["secondAttribute"], let second else { continue }
            let c = a["constant"].flatMap(Double.init) ?? 0
            func isSuper(_ item: String?) -> Bool { item != nil && (item == superId || guides.contains(item!)) }
            var g: Gap?
            // view.edge = super.edge + c, or super.edge = view.edge + c.
            if first == id, names.contains(fa), isSuper(second), names.contains(sa) || margins.contains(sa) {
                g = Gap(points: edge == .leading ? c : -c, margin: margins.contains(sa), site: SourceLocation(file: file, line: k.line))
            } else if second == id, names.contains(sa), isSuper(first), names.contains(fa) || margins.contains(fa) {
                g = Gap(points: edge == .leading ? -c : c, margin: margins.contains(fa), site: SourceLocation(file: file, line: k.line))
            }
            // view.leading = sibling.trailing + c (or sibling.trailing = view.leading + c); mirrored for trailing.
            let facing: Set<String> = edge == .leading ? ["trailing", "right"] : ["leading", "left"]
            if g == nil, hops < Self.maxSiblingHops, let sibling = first == id && names.contains(fa) && facing.contains(sa) ? second
                                     : second == id && names.contains(sa) && facing.contains(fa) ? first : nil,
               !isSuper(sibling), parent[ObjectIdentifier(byId(sibling, in: superview) ?? superview)] === superview,
               let outer = gap(of: sibling, edge: edge, in: superview, depth: depth + 1, hops: hops + 1), let sw = fixedWidth(of: sibling) {
                // Distances grow inward: a constant counts toward the view on its leading side when the
                // view is the first item, against it when the sibling is.
                let spacing = (first == id) == (edge == .leading) ? c : -c
                g = Gap(points: outer.points + sw + spacing, margin: outer.margin, site: SourceLocation(file: file, line: k.line), sibling: true)
            }
            guard let g else { continue }
            // Two constraints on one edge: not read (they may disagree, or one may break).
            if found != nil { return nil }
            found = g
        }
        guard let found, found.points >= 0 else { return nil }
        return found
    }
}
