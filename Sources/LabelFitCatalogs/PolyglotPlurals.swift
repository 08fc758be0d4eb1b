import Foundation
import LabelFitCore

/// Polyglot.js plurals (airbnb.io/polyglot.js "Pluralization"; react-admin's `ra-i18n-polyglot`,
/// Navidrome's `resources/i18n/ar.json`): a phrase's forms are separated by the delimiter `||||`
/// (polyglot.js `index.js`: `var delimiter = '||||'`, `transformPhrase` splits on it and shows
/// `texts[pluralTypeIndex(locale, smart_count)] || texts[0]`, each trimmed). The index is the
/// locale's plural type (polyglot.js `pluralTypes`): `arabic` — n < 3 → n, n % 100 in 3…10 → 3,
/// n % 100 ≥ 11 → 4, else 5, so forms 0…5 are CLDR's zero, one, two, few, many, other; `german`
/// (English and the default for a locale polyglot does not list) — n == 1 → 0, else 1: one, other.
/// No other JSON catalog syntax gives `||||` a meaning, so it is split wherever i18next-style JSON
/// holds it. The other plural types (Slavic, Chinese…) are not modelled: their forms take numbered
/// suffixes.
enum PolyglotPlurals {
    static let delimiter = "||||"

    /// The forms of `text` with their category suffixes, or nil when it has no delimiter.
    static func variants(_ text: String, language: String?) -> [ICUMessageFormat.Variant]? {
        // polyglot.js splits with String.prototype.split: code unit by code unit, as this finds it.
        guard text.containsUTF8("||||") else { return nil }
        let forms = text.components(separatedBy: delimiter).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let categories: [String]
        switch language {
        case "ar": categories = PluralRules.categories
        case "zh", "ja", "ko", "th", "vi", "id", "ms", "lo", "fa", "tr", "ka": categories = []
        case let l? where ["ru", "uk", "be", "bs", "sr", "hr", "cs", "sk", "pl", "lt", "is", "sl", "ro", "mk", "hy", "ga"].contains(l): categories = []
        default: categories = ["one", "other"]
        }
        return forms.enumerated().compactMap { i, form in
            // polyglot shows texts[0] for an index past the forms written: an empty form is never shown.
            guard !form.isEmpty else { return nil }
            return ICUMessageFormat.Variant(suffix: "[\(i < categories.count ? categories[i] : String(i))]", text: form)
        }
    }
}
