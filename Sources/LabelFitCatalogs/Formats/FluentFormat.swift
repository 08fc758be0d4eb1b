import Foundation
import LabelFitCore

/// Project Fluent `.ftl` (projectfluent.org), read by `FluentReader`; a project's `l10n.toml` /
/// `i18n.toml` may place files otherwise (`configured`, FluentProjectConfig.swift).
extension CatalogDiscovery.Job.Kind {
    public static let fluent = Self(rawValue: "fluent")
}

extension CatalogFormat {
    static let fluent = CatalogFormat.keyed(.fluent, ["ftl"],
        place: { d, file, explicit, pairing in
            d.fluentPlacement(URL(fileURLWithPath: file), file: file, explicit: explicit, exists: pairing.accepts, pairing: pairing)
        },
        reader: { d, _ in FluentReader(limits: d.limits).read })
}

extension CatalogDiscovery {
    /// Fluent layouts: `locales/{locale}/…` as `l10n.toml` paths name them (moz-l10n-config /
    /// compare-locales "l10n.toml": `reference = "en-US/**"`, `l10n = "{locale}/**"`), pdf.js's
    /// `l10n/{locale}/viewer.ftl`, and Rust i18n-embed's `i18n/{locale}/{crate}.ftl` (`i18n.toml`
    /// `[fluent] assets_dir = "i18n"`, docs.rs/i18n-embed). The locale is the nearest folder that is
    /// a tag; the source is the same path under the source locale's folder beside it.
    func fluentPlacement(_ url: URL, file: String, explicit: Bool, exists: (String) -> Bool, pairing: CatalogPairing) -> Placement {
        let components = url.pathComponents
        for depth in 1..<min(5, components.count) {
            let tagIndex = components.count - 1 - depth
            guard tagIndex > 0, let tag = CatalogLocale.tagInFolder(components[tagIndex]), CatalogLocale.language(of: components[tagIndex]) != nil else { continue }
            let r = role(ofTag: tag)
            guard r == .target else { return skipFor(r, tag: tag, file: file) }
            let root = NSString.path(withComponents: Array(components[..<tagIndex]))
            let relative = components[(tagIndex + 1)...].joined(separator: "/")
            let source = pairing.sourceFolders(in: root, .language).lazy.map { (root as NSString).appendingPathComponent($0 + "/" + relative) }.first(where: exists)
            return .job(Job(kind: .fluent, target: file, source: source))
        }
        return explicit ? .job(Job(kind: .fluent, target: file, source: nil)) : .skip(.unknownLocale, "a Fluent file outside a <locale>/ folder: its locale cannot be told")
    }
}
