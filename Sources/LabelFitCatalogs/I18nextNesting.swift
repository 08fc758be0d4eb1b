import Foundation
import LabelFitCore

/// i18next nesting (i18next.com/translation-function/nesting; i18next `Interpolator.nest` and
/// `Translator.extendTranslation`): `$t(key)` in a value shows the text of `key` in the same language
/// and namespace, `$t(ns:key)` that of `key` in namespace `ns` (the sibling `ns.json`), and
/// `$t(key, {"count": 3})` the plural form i18next picks for that count (`key_few` by CLDR through
/// ICU, else `key`) with the options filling its `{{count}}`. As in i18next: the reference ends at the first `)`, options follow `, {`; a key
/// that is not found shows the key itself (i18next's missing-key default); a key nesting itself shows
/// nothing (the recursion guard returns null). Chains are followed at most `maxDepth` levels deep,
/// which also ends cycles through other keys (i18next has no such guard and would not return), and
/// one string's references are followed at most `maxReplacements` times (i18next's `maxReplaces`
/// default) and to at most `maxLength` scalars, so references fanning out cannot grow without bound.
struct I18nextNesting {
    static let maxDepth = 5
    static let maxReplacements = 1000
    static let prefix = "$t("
    var maxLength = ReadLimits.default.maxStringScalars

    /// Raw values by full key (nested JSON keys joined with ".") of the file being read.
    let values: [String: String]
    /// The file's namespace (`common` for `ar/common.json`), nil for one-file-per-language layouts.
    let namespace: String?
    let language: String?
    /// Other namespaces' values, read on demand from the same folder.
    let otherNamespace: (String) -> [String: String]?

    func resolve(_ text: String, key: String) -> (text: String, problems: [String]) {
        var problems: [String] = []
        var replacements = 0
        let out = resolve(text, chain: [key], problems: &problems, replacements: &replacements)
        return (out, problems)
    }

    private func resolve(_ text: String, chain: [String], problems: inout [String], replacements: inout Int) -> String {
        // i18next finds the prefix with indexOf: code unit by code unit, as this does.
        guard text.containsUTF8("$t(") else { return text }
        var out = ""
        var rest = Substring(text)
        while let start = rest.range(of: Self.prefix) {
            guard let end = rest[start.upperBound...].firstIndex(of: ")") else { break }
            out += rest[..<start.lowerBound]
            let inner = String(rest[start.upperBound..<end])
            rest = rest[rest.index(after: end)...]
            replacements += 1
            guard replacements <= Self.maxReplacements, out.unicodeScalars.count <= maxLength else {
                if replacements == Self.maxReplacements + 1 || out.unicodeScalars.count > maxLength {
                    problems.append("'\(chain[0])': its $t() references grow past \(Self.maxReplacements) replacements or \(maxLength) characters; the rest is left out")
                }
                replacements = Self.maxReplacements + 2
                return out
            }
            out += replacement(for: inner, chain: chain, problems: &problems, replacements: &replacements)
        }
        return out + rest
    }

    private func replacement(for inner: String, chain: [String], problems: inout [String], replacements: inout Int) -> String {
        var reference = inner.trimmingCharacters(in: .whitespaces)
        var count: Double?
        var hasCount = false
        var options: [String: String] = [:]
        if let separator = reference.range(of: #",\s*\{"#, options: .regularExpression) {
            let json = "{" + reference[separator.upperBound...]
            reference = reference[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
            if let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] {
                for (k, v) in object {
                    if let n = v as? NSNumber { options[k] = n.stringValue } else if let t = v as? String { options[k] = t }
                }
                if let c = object["count"] {
                    hasCount = true
                    count = (c as? NSNumber)?.doubleValue ?? (c as? String).flatMap(Double.init)
                }
            } else if json.contains("count") {
                hasCount = true   // `{"count": {{count}}}`: a value only known at run time
            }
        }
        var table = values
        var name = reference
        // Keys in the chain are qualified by namespace when not the file's own.
        var qualifier = ""
        if let colon = reference.firstIndex(of: ":") {
            let ns = String(reference[..<colon])
            if ns == namespace {
                name = String(reference[reference.index(after: colon)...])
            } else if let other = otherNamespace(ns) {
                table = other
                name = String(reference[reference.index(after: colon)...])
                qualifier = ns + ":"
            }
        }
        let original = chain[0]
        if chain.last == qualifier + name {
            problems.append("'\(original)': $t(\(reference)) nests its own key; i18next shows nothing for it")
            return ""
        }
        guard chain.count <= Self.maxDepth else {
            problems.append("'\(original)': $t(\(reference)) is nested more than \(Self.maxDepth) levels deep (a cycle?); left out")
            return ""
        }
        var candidates = [name]
        if hasCount {
            let category = count.flatMap { n in language.flatMap { PluralCategory.of(n, locale: $0) } } ?? "other"
            candidates = ["\(name)_\(category)", name, "\(name)_other"]
        }
        guard let (found, value) = candidates.lazy.compactMap({ k in table[k].map { (k, $0) } }).first else {
            problems.append("'\(original)': $t(\(reference)) names no string in this namespace; i18next shows the key")
            return name
        }
        return resolve(Self.interpolate(value, options), chain: chain + [qualifier + found], problems: &problems, replacements: &replacements)
    }

    /// The nested call's options fill its `{{name}}` (and `{{name, format}}`) as i18next's interpolation does.
    static func interpolate(_ text: String, _ options: [String: String]) -> String {
        guard !options.isEmpty, text.contains("{{") else { return text }
        var out = text
        for (name, value) in options {
            let pattern = #"\{\{-?\s*"# + NSRegularExpression.escapedPattern(for: name) + #"\s*(,[^{}]*)?\}\}"#
            out = out.replacingOccurrences(of: pattern, with: NSRegularExpression.escapedTemplate(for: value), options: .regularExpression)
        }
        return out
    }
}
