import Foundation
import LabelFitCore

/// Flutter slang translation files in JSON or YAML (`assets/i18n/ar.i18n.json`, `strings_ar.i18n.yaml`,
/// or any `input_file_pattern`, here `ar.json`; YAML through libyaml and `YAMLAsJSON`), read by slang's documented rules
/// (pub.dev/packages/slang, README "File Types", "String Interpolation", "Lists", "Linked
/// Translations", "Pluralization", "Custom Contexts", "Comments"):
///
/// - nested keys are joined with "."; a key's modifiers in parentheses (`key(plural)`,
///   `key(context=Gender)`, `key(map)`, `key(rich)`, `key(param=n)`) are not part of its name;
/// - a key starting with `@` is a comment for translators (kept as the comment of its sibling);
/// - a list is kept: each item a string (`key.0`, `key.1`, … as `t.key[0]` reads it);
/// - a map whose keys are all CLDR plural categories (`zero one two few many other`; slang's
///   default `pluralization: auto: cardinal`), or marked `(plural)`/`(ordinal)`, is one string per
///   category (`key[few]`); a `(context=…)` map one per context value (`key[male]`);
/// - `@:path.to.key` and `@:{path.to.key}` are linked translations: replaced by that key's text
///   in the same file (a plural or context map by its `other`/first form), at most
///   `SlangLinks.maxDepth` links deep, a cycle an error (SlangLinks.swift);
/// - parameters: with `string_interpolation: dart` (slang's default) `$name` and `${name}`, with
///   `braces` `{name}`, with `double_braces` `{{name}}`: each becomes `{name}`, the placeholder
///   LabelFit fills with a sample.
///
/// Non-string values (numbers, booleans, null) are reported, not measured.
struct SlangJSONReader {
    enum Interpolation: String { case dart, braces, doubleBraces = "double_braces" }
    let limits: ReadLimits
    let interpolation: Interpolation

    struct Leaf { var key: String; var text: String; var line: Int; var column: Int; var comment: String? }

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let bytes = try CatalogText.read(path, limits: limits)
            var root: LocatedJSON
            var duplicates: [(key: String, line: Int)] = []
            if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
                var parsed = YAMLDocument.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
                if let e = parsed.error { out.diagnostics.append(CatalogDiagnostic(e, file: path)) }
                var held = parsed.root
                parsed.root = nil
                defer { YAMLNode.release(&held) }
                root = try held.map { try YAMLAsJSON.convert($0, nodeCount: parsed.nodeCount, file: path) } ?? .object([], line: 1)
            } else {
                (root, duplicates) = try LocatedJSONParser.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
            }
            defer { LocatedJSON.release(&root) }
            for d in duplicates { out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: d.line), .warning, "duplicate key '\(d.key)'; the last one wins")) }
            guard case .object = root else { throw LabelFitError.invalidInput(SourceLocation(file: path, line: 1), "expected a JSON object at the top level") }
            var leaves: [Leaf] = []
            var budget = VariantLimit.Size.times(JSONCatalogReader.keyBytesPerFileByte, max(bytes.count, 1))
            // Explicit stack: nesting is bounded by the parser's depth limit, and no recursion.
            var stack: [(node: LocatedJSON, key: String, variant: Bool, comment: String?)] = [(root, "", false, nil)]
            while let (node, key, isVariantMap, inherited) = stack.popLast() {
                switch node {
                case .object(let members, _):
                    let names = members.filter { !$0.key.hasPrefix("@") }.map { Self.split($0.key) }
                    let categories = Set(names.map(\.name))
                    let plural = isVariantMap || (!categories.isEmpty && categories.isSubset(of: Set(PluralRules.categories)) && !key.isEmpty)
                    var comments: [String: String] = [:]
                    for m in members where m.key.hasPrefix("@") { if let c = m.value.stringValue { comments[String(m.key.dropFirst())] = c } }
                    var pushed: [(LocatedJSON, String, Bool, String?)] = []
                    for (member, split) in zip(members.filter { !$0.key.hasPrefix("@") }, names) {
                        let child = plural ? key + "[\(split.name)]" : (key.isEmpty ? split.name : key + "." + split.name)
                        let variantMap = split.modifiers.contains { $0 == "plural" || $0 == "ordinal" || $0.hasPrefix("context") }
                        if case .string(let t, let l, let c) = member.value {
                            budget -= child.utf8.count
                            guard budget >= 0 else { throw LabelFitError.limitExceeded(SourceLocation(file: path, line: l), "the full keys of this file pass \(JSONCatalogReader.keyBytesPerFileByte) times its size; the rest is skipped") }
                            leaves.append(Leaf(key: child, text: t, line: l, column: c, comment: comments[member.key] ?? comments[split.name] ?? (plural ? inherited : nil)))
                        } else {
                            // A comment on a plural or context map (`"@count"`) is each variant's note.
                            pushed.append((member.value, child, variantMap, comments[member.key] ?? comments[split.name]))
                        }
                    }
                    stack.append(contentsOf: pushed.reversed())
                case .array(let items, _):
                    stack.append(contentsOf: items.enumerated().map { ($0.element, key + ".\($0.offset)", false, inherited) }.reversed())
                case .string(let t, let l, let c):
                    leaves.append(Leaf(key: key, text: t, line: l, column: c, comment: inherited))
                case .number(_, let l), .bool(_, let l), .null(let l):
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: l), .warning, "'\(key)' is not a string; not measured"))
                }
            }
            leaves.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            var table: [String: String] = [:]
            for leaf in leaves {
                table[leaf.key] = leaf.text
                // A link to a plural or context map reads its `other` form (or its first).
                if let open = leaf.key.lastIndex(of: "["), leaf.key.hasSuffix("]") {
                    let base = String(leaf.key[..<open])
                    if leaf.key.hasSuffix("[other]") || table[base] == nil { table[base] = leaf.text }
                }
            }
            var seen: [String: SourceLocation] = [:]
            var links = SlangLinks(table: table, maxScalars: limits.maxStringScalars, fileBytes: bytes.count)
            var overBudget: (location: SourceLocation, key: String, later: Int)?
            for leaf in leaves where !leaf.text.isEmpty {
                let location = SourceLocation(file: path, line: leaf.line, column: leaf.column)
                do {
                    let linked = try links.link(leaf.text, from: leaf.key)
                    let text = interpolated(linked)
                    out.add(.init(key: leaf.key, text: text, location: location, comment: leaf.comment, raw: text == leaf.text ? nil : leaf.text), limits: limits, seen: &seen)
                } catch SlangLinks.Failure.budget {
                    if overBudget == nil { overBudget = (location, leaf.key, 0) } else { overBudget?.later += 1 }
                } catch let e as SlangLinks.Failure {
                    out.diagnostics.append(CatalogDiagnostic(location, .error, "'\(leaf.key)': \(e.reason); skipped"))
                }
            }
            if let o = overBudget {
                let later = o.later == 0 ? "" : ", and so are \(o.later) later keys whose links need resolving"
                out.diagnostics.append(CatalogDiagnostic(o.location, .error, "'\(o.key)': resolving this file's links passes \(links.budget) steps (\(SlangLinks.stepsPerFileByte) per byte of the file, at least \(SlangLinks.minimumSteps)); skipped\(later)"))
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    /// `name(mod1, mod2=x)` → name and modifiers.
    static func split(_ key: String) -> (name: String, modifiers: [String]) {
        guard key.hasSuffix(")"), let open = key.firstIndex(of: "(") else { return (key, []) }
        let mods = key[key.index(after: open)..<key.index(before: key.endIndex)].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return (String(key[..<open]), mods)
    }

    static func isPathChar(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "."
    }

    /// Parameters written as this project's `string_interpolation` says, as `{name}`.
    func interpolated(_ text: String) -> String {
        switch interpolation {
        case .braces, .doubleBraces: return text
        case .dart:
            guard text.contains(ascii: "$") else { return text }
            let s = Array(text.unicodeScalars)
            var out = String.UnicodeScalarView()
            var i = 0
            while i < s.count {
                // `\$` is a literal dollar sign.
                if s[i] == "\\", i + 1 < s.count, s[i + 1] == "$" { out.append("$"); i += 2; continue }
                guard s[i] == "$", i + 1 < s.count else { out.append(s[i]); i += 1; continue }
                if s[i + 1] == "{", let close = s[(i + 2)...].firstIndex(of: "}") {
                    out.append(contentsOf: "{".unicodeScalars)
                    out.append(contentsOf: s[(i + 2)..<close])
                    out.append("}")
                    i = close + 1
                    continue
                }
                var j = i + 1
                if j < s.count, ("a"..."z").contains(s[j]) || ("A"..."Z").contains(s[j]) || s[j] == "_" {
                    while j < s.count, ("a"..."z").contains(s[j]) || ("A"..."Z").contains(s[j]) || ("0"..."9").contains(s[j]) || s[j] == "_" { j += 1 }
                    out.append("{"); out.append(contentsOf: s[(i + 1)..<j]); out.append("}")
                    i = j
                    continue
                }
                out.append(s[i]); i += 1
            }
            return String(out)
        }
    }
}
