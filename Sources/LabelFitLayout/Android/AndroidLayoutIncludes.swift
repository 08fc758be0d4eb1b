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
/// text. Inclusion is followed `maxDepth` deep; a cycle is cut at the repeated layout (aapt2 refuses
/// it; here the rest is still read).
struct AndroidLayoutIncludes {
    static let maxDepth = 16

    struct Parsed { let root: XMLElementNode; let origin: LayoutOrigin }

    /// Layouts by resource name; the default `layout/` folder's file wins over qualified ones.
    let layouts: [String: Parsed]

    init(_ parsed: [(file: String, root: XMLElementNode, text: String)]) {
        var byName: [String: Parsed] = [:]
        for p in parsed {
            let url = URL(fileURLWithPath: p.file)
            let name = url.deletingPathExtension().lastPathComponent
            let isDefault = url.deletingLastPathComponent().lastPathComponent == "layout"
            if byName[name] == nil || isDefault { byName[name] = Parsed(root: p.root, origin: LayoutOrigin(file: p.file, lines: SourceLines(p.text))) }
        }
        layouts = byName
    }

    static func includedName(_ node: XMLElementNode) -> String? {
        guard node.name == "include", let ref = node.attributes["layout"], ref.hasPrefix("@layout/") else { return nil }
        return String(ref.dropFirst("@layout/".count))
    }

    /// The names of the app's layouts that some layout includes (read there, not as a window of their own).
    func includedNames(in roots: [XMLElementNode]) -> Set<String> {
        var out = Set<String>()
        for root in roots {
            var pending = [root]
            while let n = pending.popLast() {
                pending += n.elements
                if let name = Self.includedName(n), layouts[name] != nil { out.insert(name) }
            }
        }
        return out
    }

    /// `root` with every `<include>` of an app layout replaced by that layout, and the origin of each
    /// element that came from another file.
    func expand(_ root: XMLElementNode, name: String) -> (XMLElementNode, [ObjectIdentifier: LayoutOrigin]) {
        var origins: [ObjectIdentifier: LayoutOrigin] = [:]
        func holdsInclude(_ n: XMLElementNode) -> Bool {
            var pending = [n]
            while let x = pending.popLast() {
                if Self.includedName(x).flatMap({ layouts[$0] }) != nil { return true }
                pending += x.elements
            }
            return false
        }
        func mark(_ n: XMLElementNode, _ origin: LayoutOrigin) {
            var pending = [n]
            while let x = pending.popLast() { origins[ObjectIdentifier(x)] = origin; pending += x.elements }
        }
        // Recursion is bounded by `maxDepth` inclusions (each level at most one file deep).
        func expanded(_ n: XMLElementNode, stack: [String], origin: LayoutOrigin?) -> [XMLElementNode] {
            if let inc = Self.includedName(n), let target = layouts[inc] {
                guard stack.count < Self.maxDepth, !stack.contains(inc) else { return [n] }
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
            guard holdsInclude(n) else { if let o = origin { mark(n, o) }; return [n] }
            let children: [XMLElementNode.Child] = n.children.flatMap { child -> [XMLElementNode.Child] in
                guard case .element(let e) = child else { return [child] }
                return expanded(e, stack: stack, origin: origin).map { .element($0) }
            }
            let c = n.copy(overriding: [:], children: children)
            if let o = origin { origins[ObjectIdentifier(c)] = o }
            return [c]
        }
        let out = expanded(root, stack: [name], origin: nil)
        return (out.first ?? root, origins)
    }
}
