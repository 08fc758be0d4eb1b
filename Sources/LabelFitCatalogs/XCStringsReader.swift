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
            var (root, duplicates) = try LocatedJSONParser.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            defer { LocatedJSON.release(&root) }
            for d in duplicates {
                result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: d.line), .warning, "duplicate key '\(d.key)'"))
            }
            let source = root["sourceLanguage"]?.stringValue ?? sourceLocale
            for (key, entry, keyLine) in root["strings"]?.members ?? [] {
                if case .bool(false, _)? = entry["shouldTranslate"] { continue }
                let localizations = entry["localizations"]
                let sourceVariants = (try? localizations?[source].map { try variants(of: $0) }) ?? []
                // `--target-locale ar-SA` finds "ar-SA", else the language's own entry ("ar").
                let target = localizations?[targetLocale] ?? localizations?.members.first { CatalogLocale.matches($0.0, targetLocale) }?.1
                guard let target else {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: keyLine), .warning, "'\(key)' is not translated"))
                    continue
                }
                var sourceByVariant: [String: (String, Int)] = [:]
                for v in sourceVariants { sourceByVariant[v.suffix] = (v.text, v.line) }
                let targetVariants: [Variant]
                do { targetVariants = try variants(of: target) } catch {
                    result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: target.line), .error, "'\(key)' \(error.message)"))
                    continue
                }
                for v in targetVariants {
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

    /// Every leaf string of a localization, with its variation path as a suffix. Its count is found
    /// first and checked against `VariantLimit` (substitutions multiply), then the texts are made.
    func variants(of node: LocatedJSON) throws(VariantLimit.Exceeded) -> [Variant] {
        try VariantLimit.check(.init(variants: try Self.count(node, depth: 0), scalars: 0))
        return try variants(of: node, suffix: "", depth: 0)
    }

    /// How many leaf strings `variants(of:)` makes, without making them.
    static func count(_ node: LocatedJSON, depth: Int) throws(VariantLimit.Exceeded) -> Int {
        guard depth < VariantLimit.maxNesting else { throw VariantLimit.Exceeded(nesting: depth) }
        var total = 0
        if let unit = node["stringUnit"], unit["value"]?.stringValue != nil {
            var product = 1
            for (_, substitution, _) in node["substitutions"]?.members ?? [] {
                let branches = try count(substitution, depth: depth + 1)
                if branches > 0 { product = VariantLimit.Size.times(product, branches) }
            }
            total = product
        }
        for (kind, cases, _) in node["variations"]?.members ?? [] where kind == "plural" || kind == "device" {
            for (_, child, _) in cases.members { total = VariantLimit.Size.plus(total, try count(child, depth: depth + 1)) }
        }
        return total
    }

    private func variants(of node: LocatedJSON, suffix: String, depth: Int) throws(VariantLimit.Exceeded) -> [Variant] {
        var out: [Variant] = []
        if let unit = node["stringUnit"], let value = unit["value"], let text = value.stringValue {
            typealias Branch = (suffix: String, text: String, extra: (line: Int, state: String?))
            var variants: [Branch] = [(suffix, text, (value.line, unit["state"]?.stringValue))]
            for (name, substitution, _) in node["substitutions"]?.members ?? [] {
                let branches = try self.variants(of: substitution, suffix: "", depth: depth + 1)
                guard !branches.isEmpty else { continue }
                variants = try VariantLimit.substitute(variants, placeholder: "%#@\(name)@", branches: branches.map { ($0.suffix, $0.text, ($0.line, $0.state)) }) {
                    ($1.line, $0.state ?? $1.state)
                }
            }
            out += variants.map { Variant(suffix: $0.suffix, text: $0.text, line: $0.extra.line, state: $0.extra.state) }
        }
        for (kind, cases, _) in node["variations"]?.members ?? [] where kind == "plural" || kind == "device" {
            for (name, child, _) in cases.members { out += try variants(of: child, suffix: suffix + "[\(name)]", depth: depth + 1) }
        }
        return out
    }
}
