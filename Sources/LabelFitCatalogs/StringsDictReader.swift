import Foundation
import LabelFitCore

/// Apple `.stringsdict` property lists: each plural variant of each key is a string to measure, named
/// `key[one]`, `key[other]`…, with the format key's `%#@var@` replaced by the variant text.
struct StringsDictReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let root = try XMLElementNode.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            guard let top = root.first("dict") else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: root.line), .error, "expected a <dict> in the property list"))
                return out
            }
            var seen: [String: SourceLocation] = [:]
            for (key, value) in Self.pairs(top) {
                guard value.localName == "dict" else { continue }
                if let d = value.unresolvedEntity(file: path, key: key) { out.diagnostics.append(d); continue }
                let entries = Self.pairs(value)
                let format = entries.first { $0.0 == "NSStringLocalizedFormatKey" }?.1.text() ?? ""
                // Every plural variable varies on its own (`%#@names@ … %#@count@`): one string per
                // combination of their categories, as Foundation picks one branch per variable.
                var variants: [(suffix: String, text: String, extra: Int)] = [("", format, value.line)]
                var produced = false
                let rules = entries.compactMap { (variable, rule) -> (String, [(suffix: String, text: String, extra: Int)])? in
                    guard rule.localName == "dict" else { return nil }
                    let ruleEntries = Self.pairs(rule)
                    guard ruleEntries.contains(where: { $0.0 == "NSStringFormatSpecTypeKey" && $0.1.text() == "NSStringPluralRuleType" }) else { return nil }
                    let branches = ruleEntries.filter { PluralRules.categories.contains($0.0) }
                    guard !branches.isEmpty else { return nil }
                    return (variable, branches.map { (category, text) in ("[\(category)]", text.text(), text.line) })
                }
                do {
                    // The whole product is checked first, so the error names the count the file asks for.
                    try VariantLimit.check(.init(variants: rules.reduce(1) { VariantLimit.Size.times($0, $1.1.count) }, scalars: 0))
                    for (variable, branches) in rules {
                        produced = true
                        variants = try VariantLimit.substitute(variants, placeholder: "%#@\(variable)@", branches: branches) { $1 }
                    }
                } catch {
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: value.line), .error, "'\(key)' \(error.message)"))
                    continue
                }
                if produced {
                    for v in variants {
                        out.add(.init(key: key + v.suffix, text: v.text, location: SourceLocation(file: path, line: v.extra), comment: nil),
                                limits: limits, seen: &seen)
                    }
                }
                if !produced && !format.isEmpty {
                    out.add(.init(key: key, text: format, location: SourceLocation(file: path, line: value.line), comment: nil), limits: limits, seen: &seen)
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    /// A plist <dict>'s key/value elements in order.
    static func pairs(_ dict: XMLElementNode) -> [(String, XMLElementNode)] {
        var out: [(String, XMLElementNode)] = []
        var key: String?
        for e in dict.elements {
            if e.localName == "key" { key = e.text() } else if let k = key { out.append((k, e)); key = nil }
        }
        return out
    }
}
