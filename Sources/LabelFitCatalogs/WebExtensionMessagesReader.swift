import Foundation
import LabelFitCore

/// WebExtension locale messages, `_locales/<locale>/messages.json`, read as `chrome.i18n` /
/// `browser.i18n.getMessage` shows them (developer.chrome.com/docs/extensions/reference/api/i18n
/// "Locale-specific messages"; developer.chrome.com/docs/extensions/how-to/ui/localization-message-formats;
/// MDN "Internationalization" and `_locales/…/messages.json`):
///
/// - each top-level name is a message; only its `message` is UI text. `description` is a note for
///   translators (kept as the entry's comment), `placeholders` say what `$name$` stands for;
/// - `$name$` (names are case-insensitive) is replaced by its placeholder's `content`, which is
///   literal text or a substitution `$1`…`$9`; a `$1`…`$9` in the message itself is a
///   substitution too; `$$` is a literal `$`. Each substitution becomes `{1}`… so that LabelFit
///   fills it with a sample, as `getMessage(name, substitutions)` fills it at run time;
/// - a name that is not an object, or an object with no string `message`, is not a message
///   (reported, not measured).
///
/// Violentmonkey keeps the same tables in YAML (`_locales/<locale>/messages.yml`, the same names,
/// `message` and `description`; its build writes them out as `messages.json`, violentmonkey
/// `scripts/` i18n plugin): read by the same rules through libyaml. An empty `message` (an
/// untranslated entry, `touched: false`) is not a string.
struct WebExtensionMessagesReader {
    let limits: ReadLimits

    struct Message { var name: String; var message: String; var description: String?; var placeholders: [String: String]; var line: Int; var column: Int }

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let bytes = try CatalogText.read(path, limits: limits)
            let messages: [Message]
            if path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
                messages = try yamlMessages(bytes, path: path, out: &out)
            } else {
                messages = try jsonMessages(bytes, path: path, out: &out)
            }
            var seen: [String: SourceLocation] = [:]
            for m in messages where !m.message.isEmpty {
                let location = SourceLocation(file: path, line: m.line, column: m.column)
                let (text, problems) = Self.resolve(m.message, placeholders: m.placeholders)
                for p in problems { out.diagnostics.append(CatalogDiagnostic(location, .warning, "'\(m.name)': \(p)")) }
                out.add(.init(key: m.name, text: text, location: location, comment: m.description, raw: text == m.message ? nil : m.message),
                        limits: limits, seen: &seen)
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    func jsonMessages(_ bytes: [UInt8], path: String, out: inout LocaleStrings) throws -> [Message] {
        var (root, duplicates) = try LocatedJSONParser.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
        defer { LocatedJSON.release(&root) }
        for d in duplicates { out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: d.line), .warning, "duplicate key '\(d.key)'; the last one wins")) }
        guard case .object = root else { throw LabelFitError.invalidInput(SourceLocation(file: path, line: 1), "expected a JSON object of messages at the top level") }
        var messages: [Message] = []
        for (name, value, line) in root.members {
            guard case .object = value, case .string(let text, let l, let c)? = value["message"] else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: line), .warning, "'\(name)' has no string \"message\": not a message, not measured"))
                continue
            }
            var placeholders: [String: String] = [:]
            for (p, spec, _) in value["placeholders"]?.members ?? [] {
                if let content = spec["content"]?.stringValue { placeholders[p.lowercased()] = content }
            }
            messages.append(Message(name: name, message: text, description: value["description"]?.stringValue, placeholders: placeholders, line: l, column: c))
        }
        return messages
    }

    func yamlMessages(_ bytes: [UInt8], path: String, out: inout LocaleStrings) throws -> [Message] {
        var parsed = YAMLDocument.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
        if let e = parsed.error { out.diagnostics.append(CatalogDiagnostic(e, file: path)) }
        var root = parsed.root
        parsed.root = nil
        defer { YAMLNode.release(&root) }
        guard case .mapping(let members, _, _)? = root?.resolved else {
            if root != nil { throw LabelFitError.invalidInput(SourceLocation(file: path, line: 1), "expected a mapping of messages at the top level") }
            return []
        }
        func string(_ node: YAMLNode?) -> YAMLNode.Scalar? {
            if case .scalar(let s)? = node?.resolved, s.tag == nil || s.tag == "tag:yaml.org,2002:str" { return s }
            return nil
        }
        func member(_ node: YAMLNode, _ key: String) -> YAMLNode? {
            guard case .mapping(let m, _, _) = node.resolved else { return nil }
            return m.last { $0.key?.value == key }?.value
        }
        var messages: [Message] = []
        for (key, value) in members {
            guard let name = key?.value else { continue }
            guard let text = string(member(value, "message")) else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: key?.line ?? 0), .warning, "'\(name)' has no string message: not a message, not measured"))
                continue
            }
            var placeholders: [String: String] = [:]
            if case .mapping(let ps, _, _)? = member(value, "placeholders")?.resolved {
                for (p, spec) in ps { if let n = p?.value, let c = string(member(spec, "content")) { placeholders[n.lowercased()] = c.value } }
            }
            messages.append(Message(name: name, message: text.value, description: string(member(value, "description"))?.value,
                                    placeholders: placeholders, line: text.line, column: text.column))
        }
        return messages
    }

    /// The message as `getMessage` builds it: `$name$` through the placeholders (whose content
    /// may itself hold `$1`…), `$1`…`$9` as `{1}`…, `$$` as `$`. A `$name$` with no placeholder is
    /// left as written (Chrome shows it so) and reported.
    static func resolve(_ message: String, placeholders: [String: String]) -> (String, [String]) {
        var problems: [String] = []
        func substitute(_ s: [Unicode.Scalar], named: Bool) -> String {
            var out = String.UnicodeScalarView()
            var i = 0
            while i < s.count {
                let c = s[i]
                guard c == "$", i + 1 < s.count else { out.append(c); i += 1; continue }
                let n = s[i + 1]
                if n == "$" { out.append("$"); i += 2; continue }
                if ("1"..."9").contains(n) { out.append(contentsOf: "{\(Character(n))}".unicodeScalars); i += 2; continue }
                if named {
                    var j = i + 1
                    while j < s.count, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) || s[j] == "_" || s[j] == "@" { j += 1 }
                    if j < s.count, s[j] == "$", j > i + 1 {
                        let name = String(String.UnicodeScalarView(s[(i + 1)..<j]))
                        if let content = placeholders[name.lowercased()] {
                            // A placeholder's content is not searched for `$name$` again (Chrome replaces once).
                            out.append(contentsOf: substitute(Array(content.unicodeScalars), named: false).unicodeScalars)
                        } else {
                            problems.append("placeholder $\(name)$ is not defined in \"placeholders\"; left as written")
                            out.append(contentsOf: s[i...j])
                        }
                        i = j + 1
                        continue
                    }
                }
                out.append(c)
                i += 1
            }
            return String(out)
        }
        return (substitute(Array(message.unicodeScalars), named: true), problems)
    }
}
