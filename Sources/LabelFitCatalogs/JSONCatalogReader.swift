import Foundation
import LabelFitCore

/// Flutter ARB (`app_en.arb`/`app_ar.arb`: ICU MessageFormat values, `@key` metadata) and i18next
/// style nested JSON (`en/translation.json`, `en.json`: keys joined with ".").
struct JSONCatalogReader {
    /// vue-i18n plural choices (kazupon.github.io/vue-i18n/guide/pluralization.html): `car | cars` is
    /// one | other, `no apples | one apple | {count} apples` is zero | one | other; six forms (a custom
    /// Arabic rule) follow CLDR's order. Only the ` | ` form with spaces is taken: a bare `|` is text.
    static func pipePlurals(_ text: String) -> [ICUMessageFormat.Variant]? {
        guard text.contains(" | ") else { return nil }
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

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let (root, duplicates) = try LocatedJSONParser.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            for d in duplicates {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: d.line), .warning, "duplicate key '\(d.key)'; the last one wins"))
            }
            guard case .object = root else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: 1), .error, "expected a JSON object at the top level"))
                return out
            }
            var seen: [String: SourceLocation] = [:]
            switch flavor {
            case .arb:
                // Only the exact key states the locale (a key with a stray space is just a key).
                out.declaredLocale = root["@@locale"]?.stringValue
                for (key, value, _) in root.members where !key.hasPrefix("@") {
                    guard case .string(let text, let line, let column) = value else { continue }
                    let location = SourceLocation(file: path, line: line, column: column)
                    let description = root["@" + key]?["description"]?.stringValue
                    do {
                        for v in try ICUMessageFormat.expand(text) {
                            out.add(.init(key: key + v.suffix, text: v.text, location: location, comment: description), limits: limits, seen: &seen)
                        }
                    } catch let e as ICUMessageFormat.SyntaxError {
                        out.diagnostics.append(CatalogDiagnostic(location, .error, "'\(key)': \(e.message)"))
                    }
                }
            case .i18next:
                let nesting = Self.nesting(root, path: path, limits: limits)
                func walk(_ node: LocatedJSON, prefix: String) {
                    for (key, value, _) in node.members {
                        let full = prefix.isEmpty ? key : prefix + "." + key
                        switch value {
                        case .string(let raw, let line, let column):
                            let location = SourceLocation(file: path, line: line, column: column)
                            // `$t(other.key)` shows the other string's text: resolved before plurals expand.
                            let (text, problems) = nesting.resolve(raw, key: full)
                            for p in problems { out.diagnostics.append(CatalogDiagnostic(location, .warning, p)) }
                            // i18next-icu and other ICU-format JSON: each choice branch is a string.
                            let variants = Self.pipePlurals(text) ?? (try? ICUMessageFormat.expandIfChoice(text)) ?? [.init(suffix: "", text: text)]
                            for v in variants {
                                out.add(.init(key: full + v.suffix, text: v.text, location: location, comment: nil, raw: text == raw ? nil : raw),
                                        limits: limits, seen: &seen)
                            }
                        case .object: walk(value, prefix: full)
                        default: continue
                        }
                    }
                }
                walk(root, prefix: "")
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    /// Every string leaf of an i18next document by its full key (nested keys joined with ".").
    static func stringValues(_ root: LocatedJSON) -> [String: String] {
        var values: [String: String] = [:]
        func walk(_ node: LocatedJSON, prefix: String) {
            for (key, value, _) in node.members {
                let full = prefix.isEmpty ? key : prefix + "." + key
                if let text = value.stringValue { values[full] = text } else if case .object = value { walk(value, prefix: full) }
            }
        }
        walk(root, prefix: "")
        return values
    }

    /// The nesting resolver for a file: its own values, its namespace (the file name in a
    /// `<lng>/<ns>.json` layout) and its language's sibling namespaces.
    static func nesting(_ root: LocatedJSON, path: String, limits: ReadLimits) -> I18nextNesting {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let folderIsLanguage = CatalogLocale.language(of: url.deletingLastPathComponent().lastPathComponent) != nil
        let namespace = folderIsLanguage ? stem : nil
        let language = CatalogLocale.fromPath(path).flatMap(CatalogLocale.language(of:))
        // Each sibling namespace is read once per file, however many references name it.
        final class Siblings { var read: [String: [String: String]?] = [:] }
        let siblings = Siblings()
        var nesting = I18nextNesting(values: stringValues(root), namespace: namespace, language: language) { ns in
            guard folderIsLanguage, ns != stem, !ns.contains("/"), !ns.hasPrefix(".") else { return nil }
            if let known = siblings.read[ns] { return known }
            let sibling = url.deletingLastPathComponent().appendingPathComponent(ns + ".json").path
            var values: [String: String]?
            if let bytes = try? CatalogText.read(sibling, limits: limits),
               let (other, _) = try? LocatedJSONParser.parse(bytes, file: sibling, maxDepth: limits.maxNestingDepth) {
                values = stringValues(other)
            }
            siblings.read[ns] = values
            return values
        }
        nesting.maxLength = limits.maxStringScalars
        return nesting
    }
}
