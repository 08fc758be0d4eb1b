import Foundation
import LabelFitCatalogs

/// Several target locales in one run: `--target-locale ar,fa,ur` (or `"target_locale": ["ar", "fa"]`),
/// each a tag that matches its language's regional catalogs too (`ar` checks `values-ar-rEG`,
/// `ar_EG`, `ar-SA`; `CatalogLocale.matches`). Totals are kept per locale as the catalogs state it,
/// so `ar` and `ar-EG` are counted apart.
extension CheckConfiguration {
    /// The target locales asked for, in order, each once.
    public var targetLocales: [String] {
        var seen = Set<String>()
        return targetLocale.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}

/// A locale tag written as BCP 47 writes it (RFC 5646 §2.1.1: language lower case, script title
/// case, region upper case, `-` between), from the spellings catalogs use: `ar_EG` (gettext, Java),
/// `ar-rEG` (Android resource qualifiers), `b+ar+EG` (Android BCP 47 qualifiers), `ara` (ISO 639-2).
public enum LocaleTag {
    public static func canonical(_ tag: String) -> String? {
        guard let language = CatalogLocale.language(of: tag) else { return nil }
        var t = Substring(tag)
        if t.lowercased().hasPrefix("b+") { t = t.dropFirst(2) }
        var parts = [language]
        for p in t.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "+" }).dropFirst() {
            if p.count == 4, p.allSatisfy(\.isLetter) { parts.append(p.prefix(1).uppercased() + p.dropFirst().lowercased()) }
            else if p.count == 3, p.first == "r", p.dropFirst().allSatisfy(\.isUppercase) { parts.append(String(p.dropFirst())) }
            else if p.count == 2 || (p.count == 3 && p.allSatisfy(\.isNumber)) { parts.append(p.uppercased()) }
            else { parts.append(p.lowercased()) }
        }
        return parts.joined(separator: "-")
    }

    /// The locale a target file is counted under: what it states (or its path names), when that is
    /// the language asked for, else the tag asked for.
    public static func of(file: String, stated: String?, asked: String) -> String {
        for candidate in [stated, CatalogLocale.fromPath(file)] {
            if let c = candidate, CatalogLocale.matches(c, asked), let tag = canonical(c) { return tag }
        }
        return canonical(asked) ?? asked
    }
}
