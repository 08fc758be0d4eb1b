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
                func walk(_ node: LocatedJSON, prefix: String) {
                    for (key, value, _) in node.members {
                        let full = prefix.isEmpty ? key : prefix + "." + key
                        switch value {
                        case .string(let text, let line, let column):
                            let location = SourceLocation(file: path, line: line, column: column)
                            // i18next-icu and other ICU-format JSON: each choice branch is a string.
                            let variants = Self.pipePlurals(text) ?? (try? ICUMessageFormat.expandIfChoice(text)) ?? [.init(suffix: "", text: text)]
                            for v in variants {
                                out.add(.init(key: full + v.suffix, text: v.text, location: location, comment: nil), limits: limits, seen: &seen)
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
}
