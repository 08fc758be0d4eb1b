import Foundation
import LabelFitCore

/// phpBB's plural arrays: `'NUM_POSTS' => array(0 => 'No posts', 1 => '%d post', 2 => '%d posts')`,
/// each integer key a plural form of the language pack's `PLURAL_RULE` (phpBB's rules 0–15, after
/// MDN's "Localization and Plurals" list), key 0 the optional text for the number 0
/// (phpbb/language/language.php `lang_array` and `get_plural_form`). An Arabic form (rule 12: 1, 2,
/// 3–10, 11–99, 100–102…, 0) has no English form of its number under English's rule 1 (1, others), so
/// each target form is paired with the English form phpBB shows for the same number: the form's
/// smallest number, 0 for key 0; where the English array lacks that form, the one before it, as
/// phpBB falls back.
enum PHPBBPlurals {
    /// The form phpBB's `get_plural_form` gives `n` under `rule`; nil for a rule it does not define.
    static func form(_ n: Int, rule: Int) -> Int? {
        let m10 = n % 10, m100 = n % 100
        switch rule {
        case 0: return 1
        case 1: return n == 1 ? 1 : 2
        case 2: return n == 0 || n == 1 ? 1 : 2
        case 3: return n == 0 ? 1 : m10 == 1 && m100 != 11 ? 2 : 3
        case 4: return n == 1 || n == 11 ? 1 : n == 2 || n == 12 ? 2 : (3...19).contains(n) ? 3 : 4
        case 5: return n == 1 ? 1 : n == 0 || (m100 > 0 && m100 < 20) ? 2 : 3
        case 6: return m10 == 1 && m100 != 11 ? 1 : m10 < 2 || (m100 >= 10 && m100 < 20) ? 2 : 3
        case 7: return m10 == 1 && m100 != 11 ? 1 : (2...4).contains(m10) && (m100 < 10 || m100 >= 20) ? 2 : 3
        case 8: return n == 1 ? 1 : (2...4).contains(n) ? 2 : 3
        case 9: return n == 1 ? 1 : (2...4).contains(m10) && (m100 < 12 || m100 > 14) ? 2 : 3
        case 10: return m100 == 1 ? 1 : m100 == 2 ? 2 : m100 == 3 || m100 == 4 ? 3 : 4
        case 11: return n == 1 ? 1 : n == 2 ? 2 : (3...6).contains(n) ? 3 : (7...10).contains(n) ? 4 : 5
        case 12: return n == 1 ? 1 : n == 2 ? 2 : (3...10).contains(m100) ? 3 : (11...99).contains(m100) ? 4 : n != 0 ? 5 : 6
        case 13: return n == 1 ? 1 : n == 0 || (m100 > 1 && m100 < 11) ? 2 : m100 > 10 && m100 < 20 ? 3 : 4
        case 14: return m10 == 1 ? 1 : m10 == 2 ? 2 : 3
        case 15: return m10 == 1 && m100 != 11 ? 1 : 2
        default: return nil
        }
    }

    /// The number a form of `rule` is shown for: key 0 is 0, else the smallest n that `form` maps to it.
    static func sample(form target: Int, rule: Int) -> Int? {
        target == 0 ? 0 : (0...1000).first { form($0, rule: rule) == target }
    }

    /// The plural rule a language folder states: `'PLURAL_RULE' => 12` in its `common.php` (phpBB 3),
    /// or `"plural-rule": 12` in its `composer.json` (language packs' `extra`, read by phpBB 4's
    /// `get_composer_lang_values`); nil when neither says.
    static func rule(ofLanguageFolder folder: String, limits: ReadLimits) -> Int? {
        let patterns = [("common.php", #"['"]PLURAL_RULE['"]\s*=>\s*(\d+)"#), ("composer.json", #""plural-rule"\s*:\s*"?(\d+)"#)]
        for (name, pattern) in patterns {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let bytes = try? CatalogText.read(path, limits: limits), let text = try? CatalogText.decode(bytes, file: path),
                  let range = text.range(of: pattern, options: .regularExpression) else { continue }
            return Int(text[range].split(whereSeparator: { !$0.isNumber }).last ?? "")
        }
        return nil
    }

    /// The folder `language/<tag>` a phpBB file stands in, or nil.
    static func languageFolder(of file: String) -> String? {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.count >= 2 {
            parts.removeLast()
            if parts.count >= 2, parts[parts.count - 2] == "language", CatalogLocale.language(of: parts[parts.count - 1]) != nil {
                return parts.joined(separator: "/")
            }
        }
        return nil
    }

    /// The source strings with each target plural form `K.i` given the English form phpBB shows for
    /// the same number; unchanged where the target's language folder states no rule (English's is 1
    /// unless its folder says otherwise, phpBB's default).
    static func aligned(source: LocaleStrings, target: LocaleStrings, targetFile: String, sourceFile: String, limits: ReadLimits) -> LocaleStrings {
        guard let targetFolder = languageFolder(of: targetFile), let targetRule = rule(ofLanguageFolder: targetFolder, limits: limits) else { return source }
        let sourceRule = languageFolder(of: sourceFile).flatMap { rule(ofLanguageFolder: $0, limits: limits) } ?? 1
        func split(_ key: String) -> (String, Int)? {
            guard let dot = key.lastIndex(of: "."), let i = Int(key[key.index(after: dot)...]) else { return nil }
            return (String(key[..<dot]), i)
        }
        var forms: [String: [Int: LocaleStrings.Item]] = [:]
        for item in source.items { if let (base, i) = split(item.key) { forms[base, default: [:]][i] = item } }
        var replaced: [String: LocaleStrings.Item] = [:]
        for item in target.items {
            guard let (base, i) = split(item.key), let english = forms[base], let n = sample(form: i, rule: targetRule) else { continue }
            var chosen: Int?
            if n == 0, english[0] != nil { chosen = 0 } else if let f = form(n, rule: sourceRule) {
                chosen = english[f] != nil ? f : english.keys.filter { $0 <= f }.max() ?? english.keys.max()
            }
            guard let c = chosen, var pick = english[c] else { continue }
            pick.key = item.key
            replaced[item.key] = pick
        }
        guard !replaced.isEmpty else { return source }
        var out = LocaleStrings()
        out.diagnostics = source.diagnostics
        var seen: [String: SourceLocation] = [:]
        for item in source.items where replaced[item.key] == nil { out.add(item, limits: limits, seen: &seen) }
        for item in target.items { if let pick = replaced[item.key] { out.add(pick, limits: limits, seen: &seen) } }
        return out
    }
}
