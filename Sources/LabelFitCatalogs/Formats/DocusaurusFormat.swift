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
    static let docusaurus = CatalogFormat.keyed(.docusaurus, [], place: { _, _, _, _ in nil },
        reader: { d, _ in { path in MessageTableJSONReader(limits: d.limits, noteKey: "description").read(path) } })
}
