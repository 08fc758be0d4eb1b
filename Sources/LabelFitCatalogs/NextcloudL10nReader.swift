import Foundation
import LabelFitCore

/// Nextcloud app translations (Nextcloud developer manual, "Translation" / "L10N" for app
/// developers): `l10n/<lang>.json` is generated from Transifex as
/// `{"translations": {"<English>": "<translation>", "_%n file_::_%n files_": ["…", …]}, "pluralForm": "nplurals=…; plural=…;"}`.
/// The key is the English the code passes to `t()`; a plural's key joins the singular and plural
/// English as `_<singular>_::_<plural>_` (what `n()` looks up), its value one form per index of
/// `pluralForm`, a gettext Plural-Forms formula.
struct NextcloudL10nReader {
    let limits: ReadLimits
    let locale: String

    /// Target and source strings under the same keys (`English`, `English[few]`).
    func read(_ path: String) -> (source: LocaleStrings, target: LocaleStrings) {
        var target = LocaleStrings()
        var source = LocaleStrings()
        JSONCatalogReader.readObject(path, limits: limits, into: &target) { root, _, out in
            guard case .object(let top, let topLine) = root, let translations = top.last(where: { $0.key == "translations" }) else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: 1), .error, "expected a \"translations\" object (Nextcloud l10n JSON)"))
                return
            }
            let formula = pluralFormula(top.last { $0.key == "pluralForm" }, topLine: topLine, path: path, diagnostics: &out.diagnostics)
            let categories = PluralRules.categories(of: formula, locale: locale)
            var seenTarget: [String: SourceLocation] = [:], seenSource: [String: SourceLocation] = [:]
            func add(_ key: String, _ english: String, _ text: String, line: Int, column: Int) {
                let location = SourceLocation(file: path, line: line, column: column)
                out.add(.init(key: key, text: text, location: location, comment: nil), limits: limits, seen: &seenTarget)
                source.add(.init(key: key, text: english, location: location, comment: nil), limits: limits, seen: &seenSource)
            }
            for (key, value, line) in translations.value.members {
                switch value {
                case .string(let text, let l, let column):
                    add(key, key, text, line: l, column: column)
                case .array(let forms, _):
                    let (singular, plural) = Self.pluralKey(key)
                    for (index, form) in forms.enumerated() {
                        guard case .string(let text, let l, let column) = form else { continue }
                        let category = index < categories.count ? categories[index] : nil
                        // The English: the singular for the form n = 1 selects, the plural for the others.
                        let english = category.flatMap { PluralRules.sample($0, locale: "en") } == 1 ? singular : plural
                        add("\(key)[\(category ?? String(index))]", english, text, line: l, column: column)
                    }
                default:
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: line), .warning,
                        "'\(key.prefix(60))' is neither a string nor a list of plural forms; not measured"))
                }
            }
        }
        return (source, target)
    }

    /// `_%n file_::_%n files_` → (`%n file`, `%n files`); any other key is both.
    static func pluralKey(_ key: String) -> (String, String) {
        let parts = key.components(separatedBy: "_::_")
        guard parts.count == 2, parts[0].hasPrefix("_"), parts[1].hasSuffix("_") else { return (key, key) }
        return (String(parts[0].dropFirst()), String(parts[1].dropLast()))
    }

    /// The file's `pluralForm`, else gettext's formula for the locale (said once).
    func pluralFormula(_ member: (key: String, value: LocatedJSON, line: Int)?, topLine: Int, path: String, diagnostics: inout [CatalogDiagnostic]) -> PluralRules.Formula {
        if let text = member?.value.stringValue, let formula = PluralRules.Formula(header: text) { return formula }
        let fallback = GettextDefaultPlurals.formula(for: locale)
        diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: member?.line ?? topLine), .warning,
            "pluralForm: \(member == nil ? "missing" : "not a gettext plural formula"); plural forms are read by gettext's rule for '\(locale)': \(fallback.header)"))
        return fallback.formula
    }
}
