import Foundation
import LabelFitCatalogs
import LabelFitCore

/// Where an element of an expanded layout was written: included layouts keep their own file and lines,
/// so a use inside one is reported at the included file's attribute.
struct LayoutOrigin {
    let file: String
    let lines: SourceLines
}

/// Expands `<include layout="@layout/x"/>` the way `LayoutInflater.parseInclude` does, so that an
/// included layout's views get the width of the place they are included in rather than the window's:
/// - the included root takes the `<include>`'s `android:id` and `android:visibility`, and its
///   `android:layout_*` attributes when the `<include>` gives both `layout_width` and `layout_height`
///   (developer.android.com, "Reuse layouts with <include>",
///   https://developer.android.com/develop/ui/views/layout/improving-layouts/reusing-layouts: "you must
///   override both android:layout_height and android:layout_width in order for other layout attributes
///   to take effect"; `parseInclude` falls back to the child's own layout params when
///   `generateLayoutParams` on the include's attributes fails);
/// - a `<merge>` root puts its children straight into the including parent (same page, "Use the
///   <merge> tag"; `LayoutInflater.inflate` · `rInflate` for `TAG_MERGE`).
/// An include of a layout not in the app (a library's) stays an `<include>` element, which holds no
/// text. Inclusion is followed `maxDepth` deep, and a cycle is cut at the repeated layout (aapt2
/// refuses it); either is a located error at the `<include>`, and the rest is still read. A layout
/// that only a cycle includes (one including itself) is read as a window of its own. A layout may include the same layout several times (aapt2
/// accepts it), so the expanded window can grow as the product of the fan-outs; at most
/// `maxExpandedElements` elements are put in one window, and the `<include>` that would pass it is
/// one located error (kept unexpanded, as are the includes after it).
///
/// The included file is the variant the Arabic device would inflate: among `layout*/x.xml` the folder
/// `AndroidConfiguration.rank` puts first (developer.android.com, "How Android finds the best-matching
/// resource", https://developer.android.com/guide/topics/resources/providing-resources#BestMatch —
/// the same rule as for `values*`), so `layout-ldrtl/x.xml` wins over `layout/x.xml` for Arabic, and
/// `layout-v31/x.xml` on a device at API 31 or above.
struct AndroidLayoutIncludes {
    static let maxDepth = 16
    /// Elements in one window once its includes are expanded. Android lint's `TooManyViews` warns at
    /// 80 views in one layout (`TooManyViewsDetector`, `ANDROID_LINT_MAX_VIEW_COUNT`); 10,000 is 125
    /// times that, far past any real screen, while 12 levels of 4 includes would be 4^12 = 16,777,216.
    static let maxExpandedElements = 10_000

    struct Parsed { let root: XMLElementNode; let origin: LayoutOrigin }

    /// Layouts by resource name: for each name the variant the configuration chooses.
    let layouts: [String: Parsed]
    /// The elements (of every parsed layout) whose subtree holds an include of an app layout,
    /// computed once so that expansion never re-walks a subtree to ask.
    private let holdingInclude: Set<ObjectIdentifier>

    init(_ parsed: [(file: String, root: XMLElementNode, text: String)], configuration: AndroidConfiguration = .defaultOnly) {
        var byName: [String: (parsed: Parsed, rank: [Int])] = [:]
        for p in parsed {
            let url = URL(fileURLWithPath: p.file)
            let name = url.deletingPathExtension().lastPathComponent
            // A folder the device eliminates is only taken when no variant is left (Android would then
            // fail to inflate; the layout is still read).
            let rank = configuration.rank(folder: url.deletingLastPathComponent().lastPathComponent, type: "layout") ?? [-1]
            if let old = byName[name], !old.rank.lexicographicallyPrecedes(rank) { continue }
            byName[name] = (Parsed(root: p.root, origin: LayoutOrigin(file: p.file, lines: SourceLines(p.text))), rank)
        }
        layouts = byName.mapValues(\.parsed)
        // Post-order over each tree (explicit stack): a node holds an include when it is one or a child holds one.
        var holding = Set<ObjectIdentifier>()
        for p in parsed {
            var stack: [(XMLElementNode, Bool)] = [(p.root, false)]
            while let (n, childrenDone) = stack.popLast() {
                if !childrenDone {
                    stack.append((n, true))
                    for e in n.elements { stack.append((e, false)) }
                    continue
                }
                let isInclude = Self.includedName(n).flatMap({ byName[$0] }) != nil
                if isInclude || n.elements.contains(where: { holding.contains(ObjectIdentifier($0)) }) { holding.insert(ObjectIdentifier(n)) }
            }
        }
        holdingInclude = holding
    }

    static func includedName(_ node: XMLElementNode) -> String? {
        guard node.name == "include", let ref = node.attributes["layout"], ref.hasPrefix("@layout/") else { return nil }
        return String(ref.dropFirst("@layout/".count))
    }

    /// The names of the app's layouts read where they are included, not as windows of their own: those
    /// some layout includes, except the layouts no window reaches (a layout including itself, or
    /// layouts including one another): the first of those, in the order given, is read as a window,
    /// so that its views are read once and the cycle is reported at its include.
    func includedNames(in parsed: [(name: String, root: XMLElementNode)]) -> Set<String> {
        var includes: [String: [String]] = [:]
        var out = Set<String>()
        for (name, root) in parsed {
            var pending = [root]
            while let n = pending.popLast() {
                pending += n.elements
                if let inc = Self.includedName(n), layouts[inc] != nil { out.insert(inc); includes[name, default: []].append(inc) }
            }
        }
        var reached = Set<String>()
        func reach(_ from: String) {
            var pending = [from]
            while let x = pending.popLast() { for y in includes[x] ?? [] where reached.insert(y).inserted { pending.append(y) } }
        }
        for (name, _) in parsed where !out.contains(name) { reach(name) }
        for (name, _) in parsed where out.contains(name) && !reached.contains(name) {
            out.remove(name)
            reach(name)
        }
        return out
    }

    /// `root` (the window `file`) with every `<include>` of an app layout replaced by that layout, the
    /// origin of each element that came from another file, and the errors: an include not expanded
    /// (a cycle, past `maxDepth`) and the window reaching `maxExpandedElements`.
    func expand(_ root: XMLElementNode, name: String, file: String) -> (XMLElementNode, [ObjectIdentifier: LayoutOrigin], [LabelFitError]) {
        var origins: [ObjectIdentifier: LayoutOrigin] = [:]
        var elements = 0
        var overBudget: LabelFitError?
        var notExpanded: [LabelFitError] = []
        func location(_ n: XMLElementNode, _ origin: LayoutOrigin?) -> SourceLocation {
            origin.map { SourceLocation(file: $0.file, line: $0.lines.attributeLine("layout", endingAt: n.line)) } ?? SourceLocation(file: file, line: n.line)
        }
        // Marks a subtree without includes, counting its elements against the budget.
        func mark(_ n: XMLElementNode, _ origin: LayoutOrigin?) {
            var pending = [n]
            while let x = pending.popLast() {
                elements += 1
                if let origin { origins[ObjectIdentifier(x)] = origin }
                pending += x.elements
            }
        }
        // Recursion is bounded by `maxDepth` inclusions (each level at most one file deep).
        func expanded(_ n: XMLElementNode, stack: [String], origin: LayoutOrigin?) -> [XMLElementNode] {
            if let inc = Self.includedName(n), let target = layouts[inc] {
                if stack.contains(inc) {
                    let cycle = (stack.drop { $0 != inc } + [inc]).map { "@layout/\($0)" }.joined(separator: " → ")
                    notExpanded.append(.invalidInput(location(n, origin), "@layout/\(inc) includes itself (\(cycle)): the include is not expanded (aapt2 refuses a cycle); the layout's own views are read"))
                    return [n]
                }
                guard stack.count < Self.maxDepth else {
                    notExpanded.append(.limitExceeded(location(n, origin), "including @layout/\(inc) here is past \(Self.maxDepth) nested includes: it is not expanded"))
                    return [n]
                }
                guard elements < Self.maxExpandedElements else {
                    if overBudget == nil {
                        overBudget = .limitExceeded(location(n, origin), "including @layout/\(inc) here takes the window \(name) past \(Self.maxExpandedElements) elements (layouts including the same layout several times multiply): this and the later includes of the window are not expanded")
                    }
                    return [n]
                }
                let inner = expanded(target.root, stack: stack + [inc], origin: target.origin)
                if target.root.name == "merge" { return inner.flatMap(\.elements) }
                var overrides: [String: String] = [:]
                for attr in ["android:id", "android:visibility"] { if let v = n.attributes[attr] { overrides[attr] = v } }
                if n.attributes["android:layout_width"] != nil && n.attributes["android:layout_height"] != nil {
                    for (k, v) in n.attributes where k.hasPrefix("android:layout_") { overrides[k] = v }
                }
                return inner.map { r in
                    let c = r.copy(overriding: overrides)
                    origins[ObjectIdentifier(c)] = target.origin
                    return c
                }
            }
            guard holdingInclude.contains(ObjectIdentifier(n)) else { mark(n, origin); return [n] }
            elements += 1
            let children: [XMLElementNode.Child] = n.children.flatMap { child -> [XMLElementNode.Child] in
                guard case .element(let e) = child else { return [child] }
                return expanded(e, stack: stack, origin: origin).map { .element($0) }
            }
            let c = n.copy(overriding: [:], children: children)
            if let o = origin { origins[ObjectIdentifier(c)] = o }
            return [c]
        }
        let out = expanded(root, stack: [name], origin: nil)
        return (out.first ?? root, origins, notExpanded + (overBudget.map { [$0] } ?? []))
    }
}
