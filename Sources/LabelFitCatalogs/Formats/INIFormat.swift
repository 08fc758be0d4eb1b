import Foundation
import LabelFitCore

/// PHP INI language files (Textpattern, Joomla), read by `INILanguageReader`.
extension CatalogDiscovery.Job.Kind {
    public static let ini = Self(rawValue: "ini")
}

extension CatalogFormat {
    static let ini = CatalogFormat.keyed(.ini, ["ini"],
        place: { d, file, explicit, pairing in
            d.iniPlacement(URL(fileURLWithPath: file), file: file, explicit: explicit, exists: pairing.accepts, pairing: pairing)
        },
        reader: { d, _ in INILanguageReader(limits: d.limits).read })
}

extension CatalogDiscovery {
    /// PHP INI language files: Textpattern `lang/<locale>.ini` (source `en.ini` beside it) and
    /// Joomla `language/<tag>/<tag>.<extension>.ini` or `language/<tag>/<extension>.ini`
    /// (docs.joomla.org "Language files": `en-GB` the source, the same name with its tag).
    func iniPlacement(_ url: URL, file: String, explicit: Bool, exists: (String) -> Bool, pairing: CatalogPairing) -> Placement {
        let stem = url.deletingPathExtension().lastPathComponent
        let dir = url.deletingLastPathComponent()
        if ["lang", "language", "languages", "locale", "locales", "i18n"].contains(dir.lastPathComponent), CatalogLocale.language(of: stem) != nil, stem.count <= 10 {
            let r = role(ofTag: stem)
            guard r == .target else { return skipFor(r, tag: stem, file: file) }
            let source = pairing.names(in: dir.path).filter { $0.hasSuffix(".ini") }.map { String($0.dropLast(4)) }
                .filter { CatalogLocale.language(of: $0) != nil && Self.names($0, locale: sourceLocale) }
                .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
                .lazy.map { dir.appendingPathComponent($0 + ".ini").path }.first(where: exists)
            return .job(Job(kind: .ini, target: file, source: source))
        }
        let tag = dir.lastPathComponent
        if dir.deletingLastPathComponent().lastPathComponent == "language", CatalogLocale.language(of: tag) != nil {
            let r = role(ofTag: tag)
            guard r == .target else { return skipFor(r, tag: tag, file: file) }
            let root = dir.deletingLastPathComponent()
            let rest = url.lastPathComponent.hasPrefix(tag + ".") ? String(url.lastPathComponent.dropFirst(tag.count + 1)) : url.lastPathComponent
            let prefixed = url.lastPathComponent.hasPrefix(tag + ".")
            let source = pairing.sourceFolders(in: root.path, .language).lazy
                .map { root.appendingPathComponent($0).appendingPathComponent(prefixed ? $0 + "." + rest : rest).path }.first(where: exists)
            return .job(Job(kind: .ini, target: file, source: source))
        }
        return explicit ? .skip(.notCatalog, "an INI file outside a lang/<locale>.ini or language/<tag>/ layout: configuration, not a catalog") : .ignore
    }
}
