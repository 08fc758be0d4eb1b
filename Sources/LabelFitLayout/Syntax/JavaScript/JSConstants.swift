/// String constants JavaScript and TypeScript modules declare, by the path code names them with, so a
/// translation call that names a constant instead of a literal key (`t(LABELS.created)`,
/// `intl.formatMessage(messages.title)`) is followed to its key:
/// - `const NAME = 'key'` (also `let`, `var`, `export const`);
/// - object literals, nested: `const LABELS = { created: 'msg.created', menu: { open: 'menu.open' } }`
///   (also wrapped in `Object.freeze(…)` or followed by `as const`) — `LABELS.created`, `LABELS.menu.open`;
/// - react-intl message descriptors: `defineMessages({ title: { id: 'app.title', defaultMessage: … } })`
///   (formatjs.github.io/docs/react-intl/api/#definemessagesdefinemessage) — `messages.title` is the id;
/// - TypeScript string enums: `enum Labels { Created = 'msg.created' }` — `Labels.Created`.
///
/// Modules repeat names (`messages` in every component), so a path is looked up in the file that uses
/// it first, and elsewhere only where one file declares it. Only literal values are followed: a value
/// computed at run time is no key, as a key built at run time is no use.
public struct JSConstants: Sendable {
    /// path → file → value.
    private(set) var values: [String: [String: String]] = [:]
    private var count = 0
    /// At most this many constants in all, so a generated bundle cannot grow the table without bound.
    static let maxConstants = 200_000
    static let maxDepth = 16

    public init() {}

    var isEmpty: Bool { values.isEmpty }

    static func isName(_ t: TranslationCalls.Token) -> Bool {
        guard !t.isString, let c = t.text.unicodeScalars.first else { return false }
        return c.properties.isAlphabetic || c == "_" || c == "$"
    }

    /// Reads one module's declarations.
    mutating func read(_ t: [TranslationCalls.Token], file: String) {
        var i = 0
        while i + 3 < t.count {
            defer { i += 1 }
            if ["const", "let", "var"].contains(t[i].text), Self.isName(t[i + 1]), t[i + 2].text == "=" {
                var k = i + 3
                // `Object.freeze({…})`, `defineMessages({…})`: the object inside.
                if k + 3 < t.count, t[k].text == "Object", t[k + 1].text == ".", t[k + 2].text == "freeze", t[k + 3].text == "(" { k += 4 }
                else if k + 1 < t.count, ["defineMessages", "defineMessage"].contains(t[k].text), t[k + 1].text == "(" { k += 2 }
                if t[k].isString { add(t[i + 1].text, t[k].text, file: file) }
                else if t[k].text == "{" { i = object(t, from: k, path: t[i + 1].text, file: file, depth: 0) }
            } else if t[i].text == "enum", Self.isName(t[i + 1]), t[i + 2].text == "{" {
                var k = i + 3
                while k + 2 < t.count, t[k].text != "}" {
                    if Self.isName(t[k]), t[k + 1].text == "=", t[k + 2].isString { add(t[i + 1].text + "." + t[k].text, t[k + 2].text, file: file); k += 3 }
                    else { k += 1 }
                }
                i = k
            }
        }
    }

    /// An object literal from its `{`: its string members under `path`; returns the index of its `}`.
    private mutating func object(_ t: [TranslationCalls.Token], from open: Int, path: String, file: String, depth: Int) -> Int {
        var k = open + 1
        while k < t.count {
            if t[k].text == "}" { return k }
            // `key: value` with the key a name or a string.
            if k + 2 < t.count, Self.isName(t[k]) || t[k].isString, t[k + 1].text == ":" {
                let member = path + "." + t[k].text
                let v = k + 2
                if t[v].isString {
                    add(member, t[v].text, file: file)
                    if t[k].text == "id" { add(path, t[v].text, file: file) }   // a message descriptor's id
                    k = v + 1
                    continue
                }
                if t[v].text == "{", depth < Self.maxDepth {
                    k = object(t, from: v, path: member, file: file, depth: depth + 1) + 1
                    continue
                }
            }
            // Anything else: skip it, and whatever it nests, to the next member. A `)` or `]` that
            // closes nothing here ends the object (the text is not an object literal after all).
            var nested = 0
            while k < t.count {
                let x = t[k].text
                if x == "{" || x == "(" || x == "[" { nested += 1 }
                else if x == "}" || x == ")" || x == "]" {
                    if nested == 0 { if x == "}" { break } else { return k } }
                    nested -= 1
                }
                else if x == ",", nested == 0 { k += 1; break }
                k += 1
            }
        }
        return k
    }

    private mutating func add(_ path: String, _ value: String, file: String) {
        guard count < Self.maxConstants else { return }
        if values[path]?[file] == nil { count += 1 }
        values[path, default: [:]][file] = value
    }

    /// The value of a path as `file` sees it: its own declaration, else the one declaration there is.
    func value(_ path: String, file: String) -> String? {
        guard let byFile = values[path] else { return nil }
        if let v = byFile[file] { return v }
        return byFile.count == 1 ? byFile.values.first : nil
    }
}
