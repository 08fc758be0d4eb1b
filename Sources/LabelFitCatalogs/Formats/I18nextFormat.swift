import Foundation
import LabelFitCore

/// i18next and other key-value JSON catalogs (i18next.com "JSON format"): `ar.json` beside `en.json`,
/// `locales/ar/<ns>.json` beside `locales/en/<ns>.json`, and namespaces in folders below the locale
/// folder. Read by `JSONCatalogReader` (flavor `.i18next`, `readJSONCatalog` in ARBFormat.swift).
extension CatalogDiscovery.Job.Kind {
    public static let i18next = Self(rawValue: "i18next")
}

extension CatalogFormat {
    static let i18next = CatalogFormat(kinds: [.i18next], extensions: ["json"],
        place: { d, file, explicit, pairing in
            let placement = d.i18nextPlacement(file, explicit: explicit, pairing: pairing)
            guard case .job(var job) = placement, job.kind == .i18next else { return placement }
            job.vueI18nProject = pairing.namesVueI18n(from: PathText.parent(of: file))
            return .job(job)
        },
        read: { d, job in d.readJSONCatalog(job, flavor: .i18next) })
}

extension CatalogDiscovery {
    static let nonCatalogJSON: Set<String> = ["labelfit.json", "package.json", "package-lock.json", "tsconfig.json", "fonts.json",
                                              "Contents.json", ".labelfit-baseline.json", "composer.json", "manifest.json"]

    /// Whether a JSON file is none of the JSON catalog formats' (configuration, or beside `.strings`).
    static func isNeverCatalogJSON(_ url: URL) -> Bool {
        nonCatalogJSON.contains(url.lastPathComponent) || url.deletingLastPathComponent().lastPathComponent.hasSuffix(".lproj")
    }

    func i18nextPlacement(_ file: String, explicit: Bool, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let name = url.lastPathComponent
        let dir = url.deletingLastPathComponent()
        let dirName = dir.lastPathComponent
        let parent = dir.deletingLastPathComponent()
        func exists(_ p: String) -> Bool { pairing.accepts(p) }
        guard !Self.nonCatalogJSON.contains(name) else { return .ignore }
        if dirName.hasSuffix(".lproj") {
            // Bundles load .strings/.stringsdict from .lproj folders; JSON there is some tool's input
            // (a converter's source, as in Mastodon's StringsConvertor), not what the app shows.
            return .skip(.notCatalog, "JSON in an .lproj folder: the app reads .strings and .stringsdict there, not JSON")
        }
        let stem = url.deletingPathExtension().lastPathComponent
        if CatalogLocale.language(of: stem) != nil && stem.count <= 10 {
            let r = role(ofTag: stem)
            guard r == .target else { return skipFor(r, tag: stem, file: file) }
            let candidates = pairing.jsonSourceStems(in: dir.path)
            return .job(Job(kind: .i18next, target: file, source: candidates.first.map { dir.appendingPathComponent($0 + ".json").path }))
        }
        if CatalogLocale.language(of: dirName) != nil && dirName.count <= 10 {
            let r = role(ofTag: dirName)
            guard r == .target else { return skipFor(r, tag: dirName, file: file) }
            // i18next: `locales/<lng>/<namespace>.json`; the source folder may carry a region (`en-US`).
            let source = pairing.sourceFolders(in: parent.path, .language).lazy
                .map { parent.appendingPathComponent($0).appendingPathComponent(name).path }.first(where: exists)
            return .job(Job(kind: .i18next, target: file, source: source))
        }
        if let placement = nestedNamespaceJob(url, exists: exists, pairing: pairing) { return placement }
        return explicit ? .skip(.unknownLocale, "a JSON file whose name and folder name no locale") : .ignore
    }

    /// i18next namespaces in folders, `locales/<lng>/<dir>/<ns>.json` (i18next-http-backend's
    /// `loadPath: '/locales/{{lng}}/{{ns}}.json'` with a namespace `components/auth`,
    /// https://github.com/i18next/i18next-http-backend#backend-options): the locale folder is an
    /// ancestor up to three levels above the file. Taken only where a source-locale folder beside
    /// it holds the same relative path (every language carries the same namespace tree), so a
    /// stray JSON under a folder that happens to name a language is not read as a catalog.
    func nestedNamespaceJob(_ url: URL, exists: (String) -> Bool, pairing: CatalogPairing) -> Placement? {
        var relative = [url.lastPathComponent]
        var folder = url.deletingLastPathComponent()
        for _ in 0..<3 {
            relative.insert(folder.lastPathComponent, at: 0)
            folder = folder.deletingLastPathComponent()
            let tag = folder.lastPathComponent
            guard tag.count <= 10, CatalogLocale.language(of: tag) != nil else { continue }
            let root = folder.deletingLastPathComponent()
            let rest = relative.joined(separator: "/")
            let source = pairing.sourceFolders(in: root.path, .language).lazy
                .map { root.appendingPathComponent($0).appendingPathComponent(rest).path }.first(where: exists)
            let r = role(ofTag: tag)
            guard r != .source else { return exists(url.path) && source != nil ? skipFor(r, tag: tag, file: url.path) : nil }
            guard let source else { return nil }
            return r == .target ? .job(Job(kind: .i18next, target: url.path, source: source)) : skipFor(r, tag: tag, file: url.path)
        }
        return nil
    }
}
