import Foundation
import LabelFitCatalogs
import LabelFitCore

/// An app's resources from the `res/values*/` folders the device configuration chooses
/// (`AndroidConfiguration`: the target language and its direction, the narrowest profile, portrait):
/// styles (with their parents), dimensions and integers, each remembered with its file and line so every
/// value resolved through them carries its provenance.
public struct AndroidValues: Sendable {
    public struct Item: Sendable, Hashable {
        public var value: String
        public var location: SourceLocation
    }
    public struct Style: Sendable {
        public var name: String
        /// `parent="…"` as written; nil when absent (then the dotted prefix is the parent, as aapt2 does).
        public var parent: String?
        public var items: [String: Item]
        public var location: SourceLocation
    }
    public var styles: [String: Style] = [:]
    public var dimens: [String: Item] = [:]
    public var integers: [String: Item] = [:]
    /// The application's theme from the manifest (`android:theme` on `<application>`).
    public var appTheme: Item?

    public init() {}

    /// Reads one values file; problems are returned as located errors, the rest is kept.
    public mutating func read(_ root: XMLElementNode, file: String) {
        guard root.localName == "resources" else { return }
        for e in root.elements {
            guard let name = e.attribute("name") else { continue }
            let at = SourceLocation(file: file, line: e.line)
            switch e.localName {
            case "style":
                var items: [String: Item] = [:]
                for item in e.all("item") {
                    guard let n = item.attribute("name") else { continue }
                    items[n] = Item(value: item.text().trimmingCharacters(in: .whitespacesAndNewlines), location: SourceLocation(file: file, line: item.line))
                }
                styles[name] = Style(name: name, parent: e.attributes["parent"], items: items, location: at)
            case "dimen":
                dimens[name] = Item(value: e.text().trimmingCharacters(in: .whitespacesAndNewlines), location: at)
            case "integer":
                integers[name] = Item(value: e.text().trimmingCharacters(in: .whitespacesAndNewlines), location: at)
            case "item":
                if e.attribute("type") == "dimen" { dimens[name] = Item(value: e.text().trimmingCharacters(in: .whitespacesAndNewlines), location: at) }
                if e.attribute("type") == "integer" { integers[name] = Item(value: e.text().trimmingCharacters(in: .whitespacesAndNewlines), location: at) }
            default: continue
            }
        }
    }

    /// A style reference's name: `@style/Foo.Bar` → `Foo.Bar`; `@android:style/X` → `android:X`.
    static func styleName(_ ref: String) -> String? {
        var r = ref.trimmingCharacters(in: .whitespaces)
        if r.hasPrefix("@android:style/") { return "android:" + r.dropFirst("@android:style/".count) }
        if r.hasPrefix("@style/") { return String(r.dropFirst("@style/".count)) }
        if r.hasPrefix("@*android:style/") { return "android:" + r.dropFirst("@*android:style/".count) }
        // A parent may be written without the `@` (`parent="android:style/TextAppearance"`), as aapt2 accepts.
        if r.hasPrefix("android:style/") { return "android:" + r.dropFirst("android:style/".count) }
        if r.hasPrefix("@") || r.hasPrefix("?") { return nil }
        if r.hasPrefix("android:") { r = String(r) }
        return r.isEmpty ? nil : r
    }

    /// The value of `attr` (`android:maxLines`, `android:textSize`) in a style and its parents, the
    /// nearest first. A parent that is a library style is looked up in `LibraryStyles`; an unknown
    /// library style ends the walk with `.unknownLibrary`.
    public enum StyleLookup: Sendable {
        case found(Item, [Provenance])
        case notSet([Provenance])
        case unknownLibrary(String, [Provenance])
    }

    public func lookup(_ attr: String, inStyle start: String) -> StyleLookup {
        var chain: [Provenance] = []
        var name: String? = start
        var seen = Set<String>()
        while let current = name, seen.insert(current).inserted, seen.count < 64 {
            if let style = styles[current] {
                chain.append(Provenance(.source, "style \(current)", at: style.location))
                if let item = style.items[attr] { return .found(item, chain) }
                if let p = style.parent { name = p.isEmpty ? nil : Self.styleName(p) }
                else if let dot = current.lastIndex(of: "."), !current.hasPrefix("android:") { name = String(current[..<dot]) }
                else { name = nil }
                continue
            }
            // Not the app's own: a library or framework style.
            if let lib = LibraryStyles.lookup(current) {
                chain.append(Provenance(.component, "library style \(current)", at: SourceLocation(file: lib.source)))
                if let v = lib.attributes[attr] { return .found(Item(value: v, location: SourceLocation(file: lib.source)), chain) }
                return .notSet(chain)
            }
            return .unknownLibrary(current, chain)
        }
        return .notSet(chain)
    }

    /// A dimension as dp (sp for text sizes): `16dp`, `14sp`, `12dip`, `@dimen/x`, `?attr/actionBarSize`.
    /// px count as dp at density 1 (docs/layout.md). nil when it cannot be resolved.
    public func dimension(_ raw: String, at location: SourceLocation) -> Resolved<Double>? {
        var chain = [Provenance(.source, raw, at: location)]
        var value = raw.trimmingCharacters(in: .whitespaces)
        var seen = Set<String>()
        while value.hasPrefix("@dimen/") || value.hasPrefix("?") {
            if value.hasPrefix("?") {
                let attr = value.split(separator: "/").last.map(String.init) ?? value
                guard let v = LibraryStyles.themeDimensions[attr.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "android:", with: "")] else { return nil }
                chain.append(Provenance(.component, "theme attribute \(attr) = \(v.value)", at: SourceLocation(file: v.source)))
                value = v.value
                continue
            }
            let name = String(value.dropFirst("@dimen/".count))
            guard seen.insert(name).inserted, let item = dimens[name] else { return nil }
            chain.append(Provenance(.source, "@dimen/\(name) = \(item.value)", at: item.location))
            value = item.value
        }
        for unit in ["dip", "dp", "sp", "px"] where value.hasSuffix(unit) {
            guard let n = Double(value.dropLast(unit.count).trimmingCharacters(in: .whitespaces)), n.isFinite, n >= 0, n < 100_000 else { return nil }
            return Resolved(n, chain)
        }
        return nil
    }

    /// An integer: `2`, `@integer/x`.
    public func integer(_ raw: String, at location: SourceLocation) -> Resolved<Int>? {
        var chain = [Provenance(.source, raw, at: location)]
        var value = raw.trimmingCharacters(in: .whitespaces)
        var seen = Set<String>()
        while value.hasPrefix("@integer/") {
            let name = String(value.dropFirst("@integer/".count))
            guard seen.insert(name).inserted, let item = integers[name] else { return nil }
            chain.append(Provenance(.source, "@integer/\(name) = \(item.value)", at: item.location))
            value = item.value
        }
        guard let n = Int(value), n >= 0, n < 100_000 else { return nil }
        return Resolved(n, chain)
    }
}
