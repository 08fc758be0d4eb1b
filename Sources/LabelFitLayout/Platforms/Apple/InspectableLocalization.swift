import LabelFitCatalogs

/// Interface Builder properties that localize a view's text from a key written in the storyboard: a
/// `userDefinedRuntimeAttribute` of type string whose key path is such a property
/// (`<userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="settings.title"/>`)
/// makes the view show the key's translation from the main table, not the storyboard's own strings.
///
/// The key paths are IBLocalizable's documented `localizableString` (github.com/PiXeL16/IBLocalizable,
/// imported as module `IBLocalizable`) and the app's own: an `@IBInspectable var NAME: String?` whose
/// body asks a localizing API or member (`text = key?.localized`, `NSLocalizedString(key, …)`), the
/// pattern Interface Builder's "User Defined Runtime Attributes" run (Xcode help, "Add a user-defined
/// runtime attribute": the attribute's value is set on the object through key-value coding).
struct InspectableLocalization {
    var keyPaths: Set<String> = []

    /// The localizing names a setter's body may use.
    static let localizingNames: Set<String> = ["localized", "NSLocalizedString", "localizedString", "localizedText"]

    /// Reads one Swift file's tokens: its imports and its `@IBInspectable var`s.
    mutating func read(_ tokens: [SourceToken]) {
        var k = 0
        while k < tokens.count {
            defer { k += 1 }
            let t = tokens[k]
            guard t.isIdentifier else { continue }
            if t.text == "import", k + 1 < tokens.count, tokens[k + 1].text == "IBLocalizable" { keyPaths.insert("localizableString") }
            guard t.text == "IBInspectable" else { continue }
            // `@IBInspectable [modifiers] var NAME: …`: the name within a few tokens.
            var j = k + 1
            while j < min(tokens.count, k + 8), !(tokens[j].isIdentifier && tokens[j].text == "var") { j += 1 }
            guard j + 1 < tokens.count, tokens[j].text == "var", tokens[j + 1].isIdentifier else { continue }
            let name = tokens[j + 1].text
            // The body: from the first `{` to its closing brace, bounded.
            var b = j + 2
            while b < min(tokens.count, j + 40), !tokens[b].isPunctuation("{") { b += 1 }
            guard b < tokens.count, tokens[b].isPunctuation("{") else { continue }
            var depth = 0, end = b, asks = false
            while end < min(tokens.count, b + 4_000) {
                if tokens[end].isPunctuation("{") { depth += 1 }
                if tokens[end].isPunctuation("}") { depth -= 1; if depth == 0 { break } }
                if tokens[end].isIdentifier, Self.localizingNames.contains(tokens[end].text) { asks = true }
                end += 1
            }
            if asks { keyPaths.insert(name) }
            k = end
        }
    }

    /// The key a storyboard object names through one of the key paths, with its line.
    func key(_ node: XMLElementNode) -> (String, Int)? {
        guard !keyPaths.isEmpty else { return nil }
        for group in node.elements where group.localName == "userDefinedRuntimeAttributes" {
            for a in group.elements where a.localName == "userDefinedRuntimeAttribute" && a.attributes["type"] == "string" {
                if let path = a.attributes["keyPath"], keyPaths.contains(path), let value = a.attributes["value"], !value.isEmpty {
                    return (value, a.line)
                }
            }
        }
        return nil
    }
}
