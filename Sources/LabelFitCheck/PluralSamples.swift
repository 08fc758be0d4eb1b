import Foundation
import LabelFitCatalogs
import LabelFitCore

/// The number a plural variant is shown with: the documented table (`PluralRules.samples`) where it
/// has the language, else the smallest n in 0…1000 that ICU's plural rules (`uplrules_select`
/// through `CUnicode`, `PluralCategory.of`) put in the category — so a Russian `few` is 2 and a
/// Welsh `many` is 6, never a number of another category. Looked up once per locale and category.
enum PluralSamples {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var memo: [String: Int?] = [:]

    static func sample(_ category: String, locale: String) -> Int? {
        let language = CatalogLocale.language(of: locale) ?? locale
        if category.hasPrefix("=") || PluralRules.samples[language] != nil { return PluralRules.sample(category, locale: locale) }
        let key = locale + "\u{0}" + category
        lock.lock()
        if let known = memo[key] { lock.unlock(); return known }
        lock.unlock()
        var found: Int?
        if PluralCategory.of(1, locale: locale) != nil {
            found = (0...1000).first { PluralCategory.of(Double($0), locale: locale) == category }
        } else {
            found = PluralRules.sample(category, locale: locale)
        }
        lock.lock()
        memo[key] = found
        lock.unlock()
        return found
    }
}
