import LabelFitCore

/// The app's own subclasses, read from its Kotlin and Java: which class each extends, and whether it
/// can look like anything but its parent.
///
/// XML inflation builds a preference or a view with its `(Context, AttributeSet)` constructor
/// (androidx `PreferenceInflater.createItem`, `LayoutInflater.createView`); a subclass whose
/// constructor hands exactly those two on to its parent's gets the parent's default style attribute
/// (`Preference(Context, AttributeSet)` reads `preferenceStyle`, `SwitchPreference`'s reads
/// `switchPreferenceStyle`: androidx Preference.java, SwitchPreference.java), so it looks like its
/// parent unless its body changes the layout. A constructor that passes a third argument (a style, or
/// 0 through `this(context, attrs, 0)`), or a body that names the title view, the layout resources or
/// line limits, is another look: not modelled, and said so.
struct AndroidAppClasses {
    struct Declared: Sendable {
        var parent: String
        var site: SourceLocation
        /// Why it may not look like its parent (nil: it looks like it).
        var differs: String?
    }

    private(set) var byName: [String: Declared] = [:]

    /// Names in a subclass's body that change how its title or row is laid out.
    static let layoutNames: Set<String> = ["title", "titleView", "layoutResource", "setLayoutResource", "widgetLayoutResource",
                                           "setWidgetLayoutResource", "singleLineTitle", "setSingleLineTitle", "isSingleLineTitle",
                                           "maxLines", "setMaxLines", "setSingleLine", "isSingleLine", "TextView", "onCreateView"]

    mutating func read(_ tokens: [CodeToken], file: String) {
        var i = 0
        while i + 1 < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, tokens[i].text == "class", tokens[i + 1].kind == .identifier else { continue }
            let name = tokens[i + 1].text
            var j = i + 2
            var superArgs: Int?
            var parent: String?
            // Kotlin's primary constructor, then `: Parent(args)`; Java's `extends Parent`.
            if j < tokens.count, tokens[j].text == "(" { j = Self.closing(tokens, from: j) + 1 }
            if j < tokens.count, tokens[j].text == ":" || tokens[j].text == "extends" {
                j += 1
                while j + 2 < tokens.count, tokens[j].kind == .identifier, tokens[j + 1].text == ".", tokens[j + 2].kind == .identifier { j += 2 }
                if j < tokens.count, tokens[j].kind == .identifier {
                    parent = tokens[j].text
                    j += 1
                    if j < tokens.count, tokens[j].text == "(" { superArgs = Self.arguments(tokens, from: j) }
                }
            }
            guard let parent else { continue }
            // The body: from the next `{` (before any `;` or another `class`) to its match.
            var k = j
            while k < tokens.count, tokens[k].text != "{", tokens[k].text != ";", tokens[k].text != "class" { k += 1 }
            var differs: String?
            if let n = superArgs, n != 2 { differs = "its constructor passes \(n) arguments to \(parent)'s" }
            if k < tokens.count, tokens[k].text == "{" {
                let end = Self.closing(tokens, from: k)
                var m = k + 1
                while m < end, differs == nil {
                    let t = tokens[m]
                    if t.kind == .identifier, (t.text == "super" || t.text == "this"), m + 1 < end, tokens[m + 1].text == "(" {
                        let n = Self.arguments(tokens, from: m + 1)
                        if t.text == "this" || n != 2 { differs = "a constructor calls \(t.text)(…) with \(n) arguments (line \(t.line))" }
                    } else if t.kind == .identifier, Self.layoutNames.contains(t.text) {
                        differs = "its body names \(t.text) (line \(t.line))"
                    }
                    m += 1
                }
            }
            byName[name] = Declared(parent: parent, site: SourceLocation(file: file, line: tokens[i].line), differs: differs)
        }
    }

    /// The library class `name` stands for through the app's subclasses (`CheckBox` → `SwitchPreference`),
    /// with the chain walked; or the reason it does not.
    func library(for name: String, isKnown: (String) -> Bool) -> (base: String?, chain: [String], why: String?) {
        var current = name, chain: [String] = []
        for _ in 0..<8 {
            guard let d = byName[current] else { return (nil, chain, nil) }
            if let why = d.differs { return (nil, chain, "\(current) (\(d.site.file.split(separator: "/").last ?? ""):\(d.site.line ?? 0)) extends \(d.parent), but \(why)") }
            chain.append("\(current) extends \(d.parent)")
            if isKnown(d.parent) { return (d.parent, chain, nil) }
            current = d.parent
        }
        return (nil, chain, nil)
    }

    /// The index of the bracket that closes the one at `open` (or the last token).
    static func closing(_ tokens: [CodeToken], from open: Int) -> Int {
        let o = tokens[open].text, c = o == "(" ? ")" : o == "{" ? "}" : "]"
        var depth = 0, k = open
        while k < tokens.count {
            if tokens[k].text == o { depth += 1 } else if tokens[k].text == c { depth -= 1; if depth == 0 { return k } }
            k += 1
        }
        return tokens.count - 1
    }

    /// How many arguments the parenthesis at `open` holds.
    static func arguments(_ tokens: [CodeToken], from open: Int) -> Int {
        let end = closing(tokens, from: open)
        guard end > open + 1 else { return 0 }
        var depth = 0, commas = 0
        for t in tokens[(open + 1)..<end] {
            if "([{<".contains(t.text) && t.kind == .punctuation && t.text != "<" { depth += 1 }
            else if ")]}".contains(t.text) && t.kind == .punctuation { depth -= 1 }
            else if t.text == "," && depth == 0 { commas += 1 }
        }
        return commas + 1
    }
}
