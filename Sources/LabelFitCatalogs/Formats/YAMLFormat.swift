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
    /// `name_<locale>.yml` beside its base file `name.yml`.
    public static let baseNameYAML = Self(rawValue: "base-name-yaml")
}

extension CatalogFormat {
    static let yaml = CatalogFormat(kinds: [.yaml, .symfonyYAML, .hugoYAML, .baseNameYAML], extensions: ["yml", "yaml"],
        place: { d, file, explicit, pairing in
            let placement = d.yamlPlacement(file, explicit: explicit, exists: pairing.accepts)
            guard case .job(var job) = placement, job.kind == .yaml else { return placement }
            job.vueI18nProject = pairing.namesVueI18n(from: PathText.parent(of: file))
            return .job(job)
        },
        read: { d, job in
            let flavor: YAMLCatalogReader.Flavor = job.kind == .hugoYAML ? .hugo : job.kind == .baseNameYAML ? .plain
                : job.kind == .symfonyYAML ? .symfony(icu: job.target.contains("+intl-icu.")) : .localeRooted
            return YAMLCatalogReader.read(target: job.target, source: job.source, flavor: flavor, limits: d.limits,
                                          sourceLocale: d.sourceLocale, targetLocale: d.targetLocale, vueI18nProject: job.vueI18nProject)
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
        if stemTag == nil, folderTag == nil, let (base, tag) = Self.baseNameTag(stem) {
            // `messages_ar.yml` beside `messages.yml` (Bukkit/Spigot plugins' `messages_<lang>.yml`): the
            // base file, without a locale, is the default language each suffixed file translates — Java
            // ResourceBundle's candidate-name rule (docs.oracle.com, ResourceBundle.getBundle: `baseName_ar`
            // falls back to `baseName`), which these JVM projects keep for their YAML. Read only where the
            // base file (or `base_<source locale>`) stands beside it; values are plain text.
            let names = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
            let yamlNames = names.filter { ["yml", "yaml"].contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            let sourceTwin = yamlNames.first { n in
                let s = URL(fileURLWithPath: n).deletingPathExtension().lastPathComponent
                return Self.baseNameTag(s).map { $0.0 == base && Self.names($0.1, locale: sourceLocale) } ?? false
            } ?? yamlNames.first { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == base }
            if let sourceTwin {
                let r = role(ofTag: tag)
                guard r == .target else { return skipFor(r, tag: tag, file: file) }
                return .job(Job(kind: .baseNameYAML, target: file, source: dir.appendingPathComponent(sourceTwin).path))
            }
        }
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

    /// `messages_ar` → (`messages`, `ar`), `lang-ar_SA` → (`lang`, `ar_SA`): a stem ending in `_` or `-` and a
    /// lower-case language subtag, with an optional upper-case region; nil otherwise.
    static func baseNameTag(_ stem: String) -> (String, String)? {
        let parts = stem.split(separator: "_", omittingEmptySubsequences: false).flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }.map(String.init)
        guard parts.count >= 2 else { return nil }
        var tagParts = [parts[parts.count - 1]]
        if parts.count >= 3, CatalogLocale.isRegion(parts[parts.count - 1]) { tagParts.insert(parts[parts.count - 2], at: 0) }
        let language = tagParts[0]
        guard (2...3).contains(language.count), language == language.lowercased(), CatalogLocale.language(of: language) != nil else { return nil }
        let tagLength = tagParts.map(\.count).reduce(0, +) + tagParts.count - 1
        let base = String(stem.dropLast(tagLength + 1))
        guard !base.isEmpty else { return nil }
        return (base, String(stem.suffix(tagLength)))
    }
}
