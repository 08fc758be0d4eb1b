import Foundation
import LabelFitCore

/// Flutter ARB (`app_en.arb`/`app_ar.arb`: ICU MessageFormat values, `@key` metadata) and i18next
/// style nested JSON (`en/translation.json`, `en.json`: keys joined with ".").
struct JSONCatalogReader {
    /// vue-i18n plural choices (kazupon.github.io/vue-i18n/guide/pluralization.html): `car | cars` is
    /// one | other, `no apples | one apple | {count} apples` is zero | one | other; six forms (a custom
    /// Arabic rule) follow CLDR's order. Only the ` | ` form with spaces is taken: a bare `|` is text.
    static func pipePlurals(_ text: String) -> [ICUMessageFormat.Variant]? {
        // vue-i18n splits with String.prototype.split: code unit by code unit, as this finds it.
        guard text.containsUTF8(" | ") else { return nil }
        let forms = text.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let categories: [String]
        switch forms.count {
        case 2: categories = ["one", "other"]
        case 3: categories = ["zero", "one", "other"]
        case 6: categories = PluralRules.categories
        default: categories = forms.indices.map(String.init)
        }
        return zip(categories, forms).map { ICUMessageFormat.Variant(suffix: "[\($0)]", text: $1) }
    }

    enum Flavor { case arb, i18next }
    let limits: ReadLimits
    let flavor: Flavor
    /// The language of the file's strings, for Polyglot's `||||` plural forms (`PolyglotPlurals`).
    var language: String?
    /// The project names vue-i18n (`CatalogPairing.namesVueI18n`): ` | ` separates plural choices
    /// (`pipePlurals`). i18next and plain JSON have no pipe plurals (i18next counts with `_one`/`_other`
    /// keys, https://www.i18next.com/translation-function/plurals): there a `|` is text.
    var vueI18nPipes = false

    /// The start every JSON catalog reader shares: the file read within the limits, parsed with
    /// locations, each duplicate key named, a top-level object required; `body` reads the object
    /// (with the file's size in bytes), and the tree is released after it. An error that stops
    /// reading is a diagnostic of the file.
    static func readObject(_ path: String, limits: ReadLimits, comments: Bool = false, into out: inout LocaleStrings,
                           _ body: (LocatedJSON, Int, inout LocaleStrings) throws -> Void) {
        do {
            var bytes = try CatalogText.read(path, limits: limits)
            if comments { blankComments(&bytes) }
            var (root, duplicates) = try LocatedJSONParser.parse(bytes, file: path, maxDepth: limits.maxNestingDepth)
            defer { LocatedJSON.release(&root) }
            for d in duplicates {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: d.line), .warning, "duplicate key '\(d.key)'; the last one wins"))
            }
            // Well-formed JSON that is no catalog of keys (an array of seed data in a `locales/` folder):
            // named, not read, and no input error — the file is valid, just not a catalog.
            guard case .object = root else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: 1), .warning,
                    "expected a JSON object at the top level: this JSON is not a catalog of keys; not read"))
                return
            }
            try body(root, bytes.count, &out)
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
    }

    /// `// …` and `/* … */` comments outside strings are blanked out, lines kept (`ShopifyFormat`:
    /// Shopify's theme locale files carry them).
    var comments = false

    /// Blanks every `// …` (to the end of its line) and `/* … */` outside a JSON string into spaces,
    /// line feeds kept so that every line keeps its number; an unclosed `/*` is left for the parser
    /// to report.
    static func blankComments(_ bytes: inout [UInt8]) {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var i = 0
        var inString = false
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == backslash { i += 2; continue }
                if b == quote { inString = false }
                i += 1
                continue
            }
            if b == quote { inString = true; i += 1; continue }
            guard b == slash, i + 1 < bytes.count else { i += 1; continue }
            if bytes[i + 1] == slash {
                while i < bytes.count, bytes[i] != 0x0A { bytes[i] = 0x20; i += 1 }
            } else if bytes[i + 1] == star {
                var end = i + 2
                while end + 1 < bytes.count, !(bytes[end] == star && bytes[end + 1] == slash) { end += 1 }
                guard end + 1 < bytes.count else { return }
                for j in i...(end + 1) where bytes[j] != 0x0A { bytes[j] = 0x20 }
                i = end + 2
            } else {
                i += 1
            }
        }
    }

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        Self.readObject(path, limits: limits, comments: comments, into: &out) { root, fileSize, out in
            var seen: [String: SourceLocation] = [:]
            switch flavor {
            case .arb:
                // Only the exact key states the locale (a key with a stray space is just a key).
                out.declaredLocale = root["@@locale"]?.stringValue
                // Each message's `@key` metadata by name, the last of a repeated name as `root[…]`
                // gives it: looked up member by member, every message walked the whole file.
                let members = root.members
                var metadata: [Substring: Int] = [:]
                for (i, m) in members.enumerated() where m.key.hasPrefix("@") { metadata[m.key.dropFirst()] = i }
                for (key, value, _) in members where !key.hasPrefix("@") {
                    guard case .string(let text, let line, let column) = value else { continue }
                    let location = SourceLocation(file: path, line: line, column: column)
                    let description = metadata[Substring(key)].flatMap { members[$0].value["description"]?.stringValue }
                    do {
                        for v in try ICUMessageFormat.expand(text) {
                            out.add(.init(key: key + v.suffix, text: v.text, location: location, comment: description), limits: limits, seen: &seen)
                        }
                    } catch let e as ICUMessageFormat.SyntaxError {
                        out.diagnostics.append(CatalogDiagnostic(location, .error, "'\(key)': \(e.message)"))
                    }
                }
            case .i18next:
                var root = root, notes: [String: StructuredJSON.Note] = [:]
                // MediaWiki's banana JSON: `@metadata` (authors) is never a message.
                let banana = MediaWikiMessage.isBanana(root)
                if banana, case .object(let members, let line) = root { root = .object(members.filter { !$0.key.hasPrefix("@") }, line: line) }
                if StructuredJSON.holdsMessages(root) { (root, notes) = StructuredJSON.collapse(root) }
                var (leaves, pastBudget, others) = Self.leaves(of: root, fileBytes: fileSize)
                var noteLeaves: [Leaf] = []
                leaves.removeAll { leaf in
                    guard NoteKeys.isNote(Self.lastSegment(leaf.key)) else { return false }
                    noteLeaves.append(leaf)
                    return true
                }
                if let first = noteLeaves.first {
                    let shown = noteLeaves.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ")
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: first.line), .warning,
                        "\(noteLeaves.count) key\(noteLeaves.count == 1 ? " is a note" : "s are notes") by \(noteLeaves.count == 1 ? "its name" : "their names"): \(shown)\(noteLeaves.count > 3 ? " …" : ""); not measured"))
                }
                if let first = others.first {
                    // i18next JSON values are strings (https://www.i18next.com/misc/json-format); a number,
                    // boolean or null is not a UI string: named once per file, not measured.
                    let shown = others.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ")
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: first.line), .warning,
                        "\(others.count) value\(others.count == 1 ? " is" : "s are") not text (a number, boolean or null): \(shown)\(others.count > 3 ? " …" : ""); not measured"))
                }
                let refused = RefusedSiblings()
                let nesting = Self.nesting(leaves, path: path, limits: limits, refusals: refused)
                for (full, raw, line, column) in leaves {
                    let location = SourceLocation(file: path, line: line, column: column)
                    // `$t(other.key)` shows the other string's text: resolved before plurals expand.
                    let (text, problems) = nesting.resolve(raw, key: full)
                    for r in refused.pending { out.diagnostics.append(CatalogDiagnostic(location, .warning, "'\(full)': \(r)")) }
                    refused.pending.removeAll()
                    for p in problems { out.diagnostics.append(CatalogDiagnostic(location, .warning, p)) }
                    // i18next-icu and other ICU-format JSON: each choice branch is a string; text that
                    // does not parse as ICU is measured as it is.
                    var variants = [ICUMessageFormat.Variant(suffix: "", text: text)]
                    if banana {
                        variants = MediaWikiMessage.expand(text, language: language)
                    } else if let polyglot = PolyglotPlurals.variants(text, language: language) {
                        variants = polyglot
                    } else if vueI18nPipes, let pipe = Self.pipePlurals(text) {
                        variants = pipe
                    } else {
                        do { variants = try ICUMessageFormat.expandIfChoice(text) } catch let e as ICUMessageFormat.SyntaxError where e.pastVariantLimit {
                            out.diagnostics.append(CatalogDiagnostic(location, .error, "'\(full)': \(e.message)"))
                            continue
                        } catch {}
                    }
                    for v in variants {
                        out.add(.init(key: full + v.suffix, text: v.text, location: location, comment: notes[full]?.comment, raw: text == raw ? nil : raw,
                                      writtenLimit: notes[full]?.limit, placeholderSyntax: banana ? .mediawiki : nil, countPlaceholder: v.count),
                                limits: limits, seen: &seen)
                    }
                }
                if let pastBudget {
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: pastBudget.line), .error,
                        "the full keys of this file pass \(Self.keyBytesPerFileByte) times its size (\(Self.keyBytesPerFileByte * fileSize) bytes) from the key starting '\(pastBudget.key)' on; the rest of the file is skipped"))
                }
            }
        }
        return out
    }

    /// How many bytes of full keys (nested keys joined with ".") a file may make per byte of its
    /// own. Keys are the file's keys repeated along their paths, so a file nesting keys 100,000
    /// levels deep (`--max-depth` allows it) would make full keys quadratic in its size; real files
    /// stay far below this (1-byte keys 30 levels deep with 1-byte values make 60 bytes of key per
    /// 8-byte entry).
    static let keyBytesPerFileByte = 16

    typealias Leaf = (key: String, text: String, line: Int, column: Int)

    /// The last segment of a nested key (`a.b._comment` → `_comment`); a key that is only dots is itself.
    static func lastSegment(_ key: String) -> String {
        guard let dot = key.lastIndex(of: "."), key.index(after: dot) < key.endIndex else { return key }
        return String(key[key.index(after: dot)...])
    }

    /// Every string of an i18next document, in document order, by its full key
    /// (nested keys joined with ".", i18next's `keySeparator`), found without recursion (one path
    /// buffer and a stack of the objects being walked), and stopping where the keys made so far pass
    /// `keyBytesPerFileByte` × the file's size: the start of the key there and its line are returned.
    /// Lists are walked as objects keyed by index (`steps.0`). `others`: the full keys of values that
    /// are not strings, objects or lists (numbers, booleans, null), which are not UI text to measure
    /// but are named, never dropped in silence.
    static func leaves(of root: LocatedJSON, fileBytes: Int) -> (leaves: [Leaf], pastBudget: (key: String, line: Int)?, others: [(key: String, line: Int)]) {
        var others: [(key: String, line: Int)] = []
        let budget = VariantLimit.Size.times(keyBytesPerFileByte, max(fileBytes, 1))
        var out: [Leaf] = []
        var used = 0
        var path: [UInt8] = []
        struct Walking { var members: [(key: String, value: LocatedJSON, line: Int)]; var next: Int; var base: Int }
        var walking = [Walking(members: root.members, next: 0, base: 0)]
        while let top = walking.indices.last {
            guard walking[top].next < walking[top].members.count else { walking.removeLast(); continue }
            let (key, value, line) = walking[top].members[walking[top].next]
            walking[top].next += 1
            let base = walking[top].base
            let children: [(key: String, value: LocatedJSON, line: Int)]?
            switch value {
            case .object(let members, _): children = members
            // A list is one string per item, `key.0`, `key.1`…: i18next reads an array's items by
            // index (`t('arrayOfObjects.0.name')`) and returns or joins them whole (`returnObjects`,
            // `joinArrays`), https://www.i18next.com/translation-function/objects-and-arrays.
            case .array(let items, _): children = items.enumerated().map { (String($0.offset), $0.element, $0.element.line) }
            case .string: children = nil
            default:
                if others.count < 1000 {
                    let prefix = String(decoding: path.prefix(base), as: UTF8.self)
                    others.append(((prefix.isEmpty ? "" : prefix + ".") + key, line))
                }
                continue
            }
            path.removeSubrange(base...)
            if base > 0 { path.append(UInt8(ascii: ".")) }
            path.append(contentsOf: key.utf8)
            if let children {
                walking.append(Walking(members: children, next: 0, base: path.count))
                continue
            }
            guard case .string(let text, _, let column) = value else { continue }
            used = VariantLimit.Size.plus(used, path.count)
            guard used <= budget else {
                return (out, (String(decoding: path.prefix(60), as: UTF8.self), line), others)
            }
            out.append((String(decoding: path, as: UTF8.self), text, line, column))
        }
        return (out, nil, others)
    }

    /// Every string leaf of an i18next document by its full key.
    static func stringValues(_ leaves: [Leaf]) -> [String: String] {
        var values: [String: String] = [:]
        for leaf in leaves { values[leaf.key] = leaf.text }
        return values
    }

    /// Sibling namespaces a file names that are not read (`NamedFileBoundary`), each reported once
    /// at the first key that references it.
    final class RefusedSiblings { var pending: [String] = [] }

    /// The nesting resolver for a file: its own values, its namespace (the file name in a
    /// `<lng>/<ns>.json` layout) and its language's sibling namespaces.
    static func nesting(_ leaves: [Leaf], path: String, limits: ReadLimits, refusals: RefusedSiblings? = nil) -> I18nextNesting {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let folderIsLanguage = CatalogLocale.language(of: url.deletingLastPathComponent().lastPathComponent) != nil
        let namespace = folderIsLanguage ? stem : nil
        let language = CatalogLocale.fromPath(path).flatMap(CatalogLocale.language(of:))
        // Each sibling namespace is read once per file, however many references name it.
        final class Siblings { var read: [String: [String: String]?] = [:] }
        let siblings = Siblings()
        let refusals = refusals ?? RefusedSiblings()
        var nesting = I18nextNesting(values: stringValues(leaves), namespace: namespace, language: language) { ns in
            guard folderIsLanguage, ns != stem, !ns.contains("/"), !ns.hasPrefix(".") else { return nil }
            if let known = siblings.read[ns] { return known }
            let sibling = url.deletingLastPathComponent().appendingPathComponent(ns + ".json").path
            var values: [String: String]?
            if let why = NamedFileBoundary.refusal(of: sibling, namedBy: path) {
                refusals.pending.append("$t(\(ns):…) names \(sibling), which \(why)")
            } else if let bytes = try? CatalogText.read(sibling, limits: limits),
               var (other, _) = try? LocatedJSONParser.parse(bytes, file: sibling, maxDepth: limits.maxNestingDepth) {
                values = stringValues(Self.leaves(of: other, fileBytes: bytes.count).leaves)
                LocatedJSON.release(&other)
            }
            siblings.read[ns] = values
            return values
        }
        nesting.maxLength = limits.maxStringScalars
        return nesting
    }
}
