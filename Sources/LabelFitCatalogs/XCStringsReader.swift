import Foundation
import LabelFitCore

/// Xcode String Catalogs (`.xcstrings`, JSON): `strings.<key>.localizations.<lang>.stringUnit.value`,
/// with `variations` by `plural` and `device` (nested either way) and `substitutions` whose own
/// plural variations replace `%#@name@` in the format. Each variant is a string: `key[one]`,
/// `key[iphone]`, `key[iphone][one]`.
struct XCStringsReader {
    let limits: ReadLimits
    let sourceLocale: String
    let targetLocale: String

    func read(_ path: String) -> CatalogReadResult {
        var result = CatalogReadResult()
        do {
            let (root, duplicates) = try LocatedJSONParser.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            for d in duplicates {
                result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: d.line), .warning, "duplicate key '\(d.key)'"))
            }
            let source = root["sourceLanguage"]?.stringValue ?? sourceLocale
            for (key, entry, keyLine) in root["strings"]?.members ?? [] {
                if case .bool(false, _)? = entry["shouldTranslate"] { continue }
                let localizations = entry["localizations"]
                let sourceVariants = localizations?[source].map { variants(of: $0) } ?? []
                // `--target-locale ar-SA` finds "ar-SA", else the language's own entry ("ar").
                let target = localizations?[targetLocale] ?? localizations?.members.first { CatalogLocale.matches($0.0, targetLocale) }?.1
                guard let target else {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: keyLine), .warning, "'\(key)' is not translated"))
                    continue
                }
                var sourceByVariant: [String: (String, Int)] = [:]
                for v in sourceVariants { sourceByVariant[v.suffix] = (v.text, v.line) }
                for v in variants(of: target) {
                    // Without a source localization, the key is the source text (Xcode's default).
                    // Arabic's zero/two/few/many pair with English `other`: CLDR makes English use it for those numbers.
                    let category = PluralRules.category(ofKey: v.suffix)
                    let otherSuffix = category.map { c in v.suffix.replacingOccurrences(of: "[\(c)]", with: "[other]") }
                    let s = sourceByVariant[v.suffix] ?? otherSuffix.flatMap { sourceByVariant[$0] } ?? sourceByVariant[""] ?? (key, keyLine)
                    var entry = CatalogEntry(key: key + v.suffix, source: s.0, target: v.text,
                                             sourceLocation: SourceLocation(file: path, line: s.1),
                                             targetLocation: SourceLocation(file: path, line: v.line), format: "xcstrings",
                                             comment: entry["comment"]?.stringValue)
                    entry.pluralCategory = category
                    if let state = v.state, state != "translated" { entry.state = state }
                    if v.text.unicodeScalars.count > limits.maxStringScalars {
                        result.diagnostics.append(CatalogDiagnostic(entry.targetLocation, .error, "string '\(entry.key)' is longer than the limit of \(limits.maxStringScalars); skipped"))
                    } else {
                        result.entries.append(entry)
                    }
                }
            }
        } catch {
            result.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return result
    }

    struct Variant { var suffix: String; var text: String; var line: Int; var state: String? = nil }

    /// Every leaf string of a localization, with its variation path as a suffix.
    func variants(of node: LocatedJSON, suffix: String = "") -> [Variant] {
        var out: [Variant] = []
        if let unit = node["stringUnit"], let value = unit["value"], let text = value.stringValue {
            var variants = [Variant(suffix: suffix, text: text, line: value.line, state: unit["state"]?.stringValue)]
            for (name, substitution, _) in node["substitutions"]?.members ?? [] {
                let branches = self.variants(of: substitution)
                guard !branches.isEmpty else { continue }
                variants = variants.flatMap { v in
                    branches.map { b in Variant(suffix: v.suffix + b.suffix, text: v.text.replacingOccurrences(of: "%#@\(name)@", with: b.text), line: b.line, state: v.state ?? b.state) }
                }
            }
            out += variants
        }
        for (kind, cases, _) in node["variations"]?.members ?? [] where kind == "plural" || kind == "device" {
            for (name, child, _) in cases.members { out += variants(of: child, suffix: suffix + "[\(name)]") }
        }
        return out
    }
}
