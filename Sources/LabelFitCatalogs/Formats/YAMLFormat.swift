import Foundation
import LabelFitCore

/// YAML catalogs in three layouts, each read by `YAMLCatalogReader` with its flavor: Rails i18n (and
/// vue-i18n), Symfony translation YAML, Hugo i18n YAML. (WebExtension `_locales/<l>/messages.yml` and
/// slang `.i18n.yaml` are claimed first by their own rows.)
extension CatalogDiscovery.Job.Kind {
    /// Rails i18n (or vue-i18n) YAML.
    public static let yaml = Self(rawValue: "yaml")
    /// Symfony translation YAML.
    public static let symfonyYAML = Self(rawValue: "symfony-yaml")
    /// Hugo i18n YAML.
    public static let hugoYAML = Self(rawValue: "hugo-yaml")
}

extension CatalogFormat {
    static let yaml = CatalogFormat(kinds: [.yaml, .symfonyYAML, .hugoYAML], extensions: ["yml", "yaml"],
        place: { d, file, explicit, pairing in d.yamlPlacement(file, explicit: explicit, exists: pairing.accepts) },
        read: { d, job in
            let flavor: YAMLCatalogReader.Flavor = job.kind == .hugoYAML ? .hugo
                : job.kind == .symfonyYAML ? .symfony(icu: job.target.contains("+intl-icu.")) : .localeRooted
            return YAMLCatalogReader.read(target: job.target, source: job.source, flavor: flavor, limits: d.limits,
                                          sourceLocale: d.sourceLocale, targetLocale: d.targetLocale)
        })
}

extension CatalogDiscovery {
    /// Where a YAML file stands (each layout's documentation in `YAMLCatalogReader`):
    /// - Hugo `i18n/ar.yaml`, source `i18n/en.yaml` beside it;
    /// - Symfony `translations/DOMAIN.ar.yaml` and `DOMAIN+intl-icu.ar.yml` (any folder below a
    ///   `translations` folder, as bundles' `Resources/translations`), source `DOMAIN[+intl-icu].en.*`;
    /// - Rails `config/locales/ar.yml`, `config/locales/**/ar.yml`, `*.ar.yml`, `ar/*.yml` (and the
    ///   vue-i18n `locales/ar.yaml` beside `en-US.yaml`), source the file that names `en` the same way.
    /// (WebExtension `_locales/ar/messages.yml` is read as WebExtension messages: WebExtensionFormat.swift.)
    func yamlPlacement(_ file: String, explicit: Bool, exists: (String) -> Bool) -> Placement {
        let fm = FileManager.default
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        let dirName = dir.lastPathComponent
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        let folderTag = CatalogLocale.tagInFolder(dirName)
        let stemTag = CatalogLocale.tagInStem(stem, ext: ext.lowercased())
        guard let tag = stemTag ?? folderTag else {
            // A Rails file may be named anything (`config/locales/devise.yml`): its root key says.
            return explicit ? .job(Job(kind: .yaml, target: file, source: nil)) : .ignore
        }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        let files = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
        /// The file of `dir` whose stem is `prefix` + a source tag (exact tag first), any YAML extension.
        func source(prefix: String, in folder: URL, names: [String]) -> String? {
            let candidates = names.compactMap { f -> (String, String)? in
                let u = URL(fileURLWithPath: f)
                guard ["yml", "yaml"].contains(u.pathExtension.lowercased()) else { return nil }
                let s = u.deletingPathExtension().lastPathComponent
                guard s.hasPrefix(prefix) else { return nil }
                let t = String(s.dropFirst(prefix.count))
                return CatalogLocale.language(of: t) != nil && Self.names(t, locale: sourceLocale) ? (t, f) : nil
            }.sorted { ($0.0 == sourceLocale ? 0 : 1, $0.0, $0.1) < ($1.0 == sourceLocale ? 0 : 1, $1.0, $1.1) }
            return candidates.first.map { folder.appendingPathComponent($0.1).path }
        }
        if stemTag != nil, dirName == "i18n", stem == tag {
            return .job(Job(kind: .hugoYAML, target: file, source: source(prefix: "", in: dir, names: files)))
        }
        let prefix = String(stem.dropLast(tag.count))
        if stemTag != nil, prefix.hasSuffix("."), url.pathComponents.dropLast().contains("translations") {
            return .job(Job(kind: .symfonyYAML, target: file, source: source(prefix: prefix, in: dir, names: files)))
        }
        if stemTag != nil {
            return .job(Job(kind: .yaml, target: file, source: source(prefix: prefix, in: dir, names: files)))
        }
        // `ar/devise.yml`: the same name in the source locale's folder beside.
        let parent = dir.deletingLastPathComponent()
        let folders = ((try? fm.contentsOfDirectory(atPath: parent.path)) ?? []).filter { CatalogLocale.tagInFolder($0).map { Self.names($0, locale: sourceLocale) } ?? false }
            .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
        let partner = folders.lazy.map { parent.appendingPathComponent($0).appendingPathComponent(url.lastPathComponent).path }.first(where: exists)
        return .job(Job(kind: .yaml, target: file, source: partner))
    }
}
