import Foundation
import LabelFitCore

/// Docusaurus translation files (https://docusaurus.io/docs/i18n/introduction, "Translation files
/// location"): `i18n/<locale>/code.json`, `i18n/<locale>/docusaurus-theme-<name>/*.json`,
/// `i18n/<locale>/docusaurus-plugin-content-<name>/*.json`, each an object of
/// `{"message": …, "description": …}` (https://docusaurus.io/docs/i18n/tutorial "Translate your
/// React code": the description is context for translators, never shown). Read by
/// `MessageTableJSONReader`; placed only by the site's configuration (`DocusaurusConfig`).
extension CatalogDiscovery.Job.Kind {
    public static let docusaurus = Self(rawValue: "docusaurus")
}

extension CatalogFormat {
    static let docusaurus = CatalogFormat(kinds: [.docusaurus], extensions: [], place: { _, _, _, _ in nil }, read: { d, job in
        let read = { (path: String) in MessageTableJSONReader(limits: d.limits, noteKey: "description").read(path) }
        var result = LocaleStrings.pair(source: job.source.map(read), target: read(job.target), format: "docusaurus", sourceFile: job.source,
                                        targetFile: job.target, sourceLocale: d.sourceLocale)
        DocusaurusThemeKeys.fillSources(&result, file: job.target)
        return result
    })
}

/// The classic theme's navbar and footer strings are written in `docusaurus.config.*`, and
/// `docusaurus write-translations` names each by its English (docusaurus-theme-classic
/// `src/translations.ts`: `item.label.<label>` in `navbar.json`, `link.title.<title>` and
/// `link.item.label.<label>` in `footer.json`). Where the default locale's file does not hold such a
/// key (it is written only on request), the English is the key's own text; `title`, `logo.alt` and
/// `copyright` carry no English and stay without a source.
enum DocusaurusThemeKeys {
    static let prefixes: [String: [String]] = ["navbar.json": ["item.label."], "footer.json": ["link.title.", "link.item.label."]]

    static func fillSources(_ result: inout CatalogReadResult, file: String) {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard file.contains("/docusaurus-theme-"), let prefixes = prefixes[name] else { return }
        for i in result.entries.indices where result.entries[i].source == nil {
            let key = result.entries[i].key
            guard let p = prefixes.first(where: { key.hasPrefix($0) && key.count > $0.count }) else { continue }
            result.entries[i].source = String(key.dropFirst(p.count))
            // Read from the key, so no catalog line holds it: the target's line is the place to look.
            result.entries[i].sourceLocation = result.entries[i].targetLocation
        }
    }
}
