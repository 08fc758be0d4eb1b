import Foundation
import LabelFitCore

/// Which layouts an app loads, as Android Lint's `UnusedResources` check decides it: a layout is
/// used when something names it — `R.layout.name` (or any identifier `name`, which covers Kotlin
/// synthetic imports `kotlinx.android.synthetic.main.name`), its view-binding or data-binding class
/// (the file name in Pascal case plus `Binding`: developer.android.com/topic/libraries/view-binding,
/// "Setup"), or `@layout/name` in any resource XML (`<include>`, preference `android:layout`, a
/// style's item). A layout named by nothing is never inflated, so its texts are not translation
/// sites and its attributes break nothing.
///
/// Lint treats a resource as possibly used when code looks resources up by name
/// (`Resources.getIdentifier(name, defType, defPackage)`); so does this: one such call that can name
/// a layout, and every layout counts as loaded. A call whose literal type is another one
/// (`getIdentifier("button1", "id", "android")`, `"pkg:string/x"`) looks up no layout.
/// An app whose code names none of its layouts is not judged either: the code that loads them is not
/// in the tree read (a partial checkout, a module checked alone).
struct AndroidLayoutLoads {
    private var xmlReferences = Set<String>()
    private var identifiers = Set<String>()
    private var codeFiles = 0
    /// Where the app looks resources up by name, when it does.
    private(set) var lookupByName: SourceLocation?

    /// `@layout/name` anywhere in a resource file's text (attribute values and element text alike).
    mutating func scanResource(_ text: String) {
        var rest = text[...]
        while let r = rest.range(of: "@layout/") {
            let name = rest[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { xmlReferences.insert(String(name)) }
            rest = rest[r.upperBound...]
        }
    }

    mutating func scanCode(_ tokens: [CodeToken], text: String, file: String) {
        codeFiles += 1
        var lookups = 0
        for t in tokens where t.kind == .identifier {
            identifiers.insert(t.text)
            if t.text == "getIdentifier" { lookups += 1 }
        }
        guard lookups > 0, lookupByName == nil else { return }
        // The calls' argument text (up to the closing parenthesis, bounded), read for a literal type.
        let bytes = Array(text.utf8), call = Array("getIdentifier".utf8)
        var i = 0
        while i + call.count <= bytes.count {
            guard bytes[i] == call[0], bytes[i..<(i + call.count)].elementsEqual(call) else { i += 1; continue }
            var j = i + call.count
            while j < bytes.count, j < i + call.count + 400, bytes[j] != UInt8(ascii: ")") { j += 1 }
            let args = String(decoding: bytes[(i + call.count)..<j], as: UTF8.self)
            if Self.mayNameALayout(args) {
                lookupByName = SourceLocation(file: file, line: 1 + bytes[..<i].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
                return
            }
            i = j
        }
    }

    /// Whether a `getIdentifier` call's arguments can name a layout: they say `layout`, or no other
    /// resource type is written as a literal.
    static func mayNameALayout(_ args: String) -> Bool {
        if args.contains("\"layout\"") || args.contains("layout/") { return true }
        let types = ["anim", "animator", "array", "attr", "bool", "color", "dimen", "drawable", "font", "id", "integer",
                     "interpolator", "menu", "mipmap", "plurals", "raw", "string", "style", "transition", "xml"]
        return !types.contains { args.contains("\"\($0)\"") || args.contains(":\($0)/") }
    }

    private func namedInCode(_ name: String) -> Bool { identifiers.contains(name) || identifiers.contains(Self.bindingClass(name)) }

    /// Whether loads can be told for an app with these layouts: its code names one of them, and
    /// looks no layout up by name.
    func judges(layouts names: [String]) -> Bool {
        codeFiles > 0 && lookupByName == nil && names.contains { namedInCode($0) }
    }

    /// Why the layout `name` is never loaded, or nil when it is (call only where `judges` holds).
    func neverLoaded(_ name: String) -> String? {
        if xmlReferences.contains(name) || namedInCode(name) { return nil }
        return "layout '\(name)' is never loaded: no R.layout.\(name), @layout/\(name) or \(Self.bindingClass(name)) in the app (Android Lint UnusedResources)"
    }

    /// `activity_main` → `ActivityMainBinding`.
    static func bindingClass(_ name: String) -> String {
        name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Binding"
    }
}
