import Foundation
import LabelFitCore

/// Where the catalogs of Fluent, WebExtension messages, slang, INI language files, Hugo TOML and
/// moko-resources stand, and which source file each pairs with. Each layout's documentation is
/// named at its rule; the readers hold the format rules.
extension CatalogDiscovery {
    /// The placement of `file` when it is one of these formats; nil to let the other rules decide.
    func formatPlacement(_ file: String, explicit: Bool, pairing: CatalogPairing) -> Placement? {
        let url = URL(fileURLWithPath: file)
        let ext = url.pathExtension.lowercased()
        let name = url.lastPathComponent
        let dir = url.deletingLastPathComponent()
        let parent = dir.deletingLastPathComponent()
        func exists(_ p: String) -> Bool { pairing.accepts(p) }
        switch ext {
        case "ftl":
            return fluentPlacement(url, file: file, explicit: explicit, exists: exists, pairing: pairing)
        case "json", "yml", "yaml":
            if (name == "messages.json" || name == "messages.yml" || name == "messages.yaml"), parent.lastPathComponent == "_locales" {
                return webExtensionPlacement(url, file: file, pairing: pairing)
            }
            // `.i18n.json` is slang's own default pattern: slang's wherever it stands.
            if let slang = Self.slangConfig(for: dir, yaml: ext != "json") ?? (url.deletingPathExtension().pathExtension == "i18n" ? .dart : nil) {
                return slangPlacement(url, file: file, interpolation: slang, explicit: explicit, pairing: pairing)
            }
            return nil
        case "ini":
            return iniPlacement(url, file: file, explicit: explicit, exists: exists, pairing: pairing)
        case "toml":
            // Hugo `i18n/<lang>.toml` (gohugo.io/content-management/multilingual/#translation-tables).
            let stem = url.deletingPathExtension().lastPathComponent
            guard dir.lastPathComponent == "i18n", CatalogLocale.language(of: stem) != nil, stem.count <= 10 else {
                return explicit ? .skip(.notCatalog, "a TOML file outside an i18n/<locale>.toml layout (Hugo): configuration, not a catalog") : .ignore
            }
            let r = role(ofTag: stem)
            guard r == .target else { return skipFor(r, tag: stem, file: file) }
            let source = pairing.names(in: dir.path).filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) }
                .filter { CatalogLocale.language(of: $0) != nil && Self.names($0, locale: sourceLocale) }
                .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
                .lazy.map { dir.appendingPathComponent($0 + ".toml").path }.first(where: exists)
            return .job(Job(kind: .hugoTOML, target: file, source: source))
        case "xml":
            return mokoPlacement(url, file: file, pairing: pairing)
        default:
            return nil
        }
    }

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

    /// `_locales/<locale>/messages.json`: the source is the folder of the manifest's
    /// `default_locale` (developer.chrome.com/docs/extensions/reference/manifest/default-locale:
    /// the locale whose messages are used when the browser's is missing) when it is the source
    /// language, else the source language's folder. The manifest is looked for beside `_locales`
    /// and in the folders above and their `platform/*` (uBlock keeps one per browser).
    func webExtensionPlacement(_ url: URL, file: String, pairing: CatalogPairing) -> Placement {
        let dir = url.deletingLastPathComponent()
        let tag = dir.lastPathComponent
        let locales = dir.deletingLastPathComponent()
        guard CatalogLocale.language(of: tag) != nil else { return .skip(.unknownLocale, "_locales/\(tag) is not a locale tag") }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        var candidates = pairing.sourceFolders(in: locales.path, .language)
        if let declared = Self.defaultLocale(near: locales), Self.names(declared, locale: sourceLocale) {
            candidates.insert(declared, at: 0)
        }
        let source = candidates.lazy.map { locales.appendingPathComponent($0).appendingPathComponent(url.lastPathComponent).path }.first(where: pairing.accepts)
        return .job(Job(kind: .webExtension, target: file, source: source))
    }

    /// The `default_locale` of the extension's manifest.json, when one near `_locales` states it.
    static func defaultLocale(near locales: URL) -> String? {
        var root = locales.deletingLastPathComponent()
        for _ in 0..<3 {
            var manifests = [root.appendingPathComponent("manifest.json").path]
            let platform = root.appendingPathComponent("platform")
            for p in ((try? FileManager.default.contentsOfDirectory(atPath: platform.path)) ?? []).sorted() {
                manifests.append(platform.appendingPathComponent(p).appendingPathComponent("manifest.json").path)
            }
            for m in manifests {
                guard let data = FileManager.default.contents(atPath: m), data.count <= 1 << 20,
                      var (json, _) = try? LocatedJSONParser.parse([UInt8](data), file: m) else { continue }
                defer { LocatedJSON.release(&json) }
                if let locale = json["default_locale"]?.stringValue { return locale }
            }
            root = root.deletingLastPathComponent()
        }
        return nil
    }

    /// slang's configuration for `dir`: found in `slang.yaml` or `build.yaml` (the
    /// `slang_build_runner` options) of the nearest folder above with a pubspec.yaml naming slang
    /// (pub.dev/packages/slang "Configuration"); nil when the project does not use slang or `dir`
    /// is not its `input_directory` (default `lib/i18n`, but `.i18n.json` files anywhere are slang's).
    static func slangConfig(for dir: URL, yaml: Bool) -> SlangJSONReader.Interpolation? {
        var root = dir
        for _ in 0..<6 {
            let fm = FileManager.default
            if let pubspec = fm.contents(atPath: root.appendingPathComponent("pubspec.yaml").path) {
                let text = String(decoding: pubspec.prefix(1 << 20), as: UTF8.self)
                guard text.range(of: #"(?m)^\s+slang(_flutter)?\s*:"#, options: .regularExpression) != nil else { return nil }
                var options: [String: String] = [:]
                for config in ["slang.yaml", "build.yaml"] {
                    guard let data = fm.contents(atPath: root.appendingPathComponent(config).path) else { continue }
                    for line in String(decoding: data.prefix(1 << 20), as: UTF8.self).split(separator: "\n") {
                        let kv = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                        guard kv.count == 2, !kv[0].hasPrefix("#") else { continue }
                        let value = String(kv[1].split(separator: "#").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
                        if ["input_directory", "string_interpolation", "input_file_pattern"].contains(kv[0]), options[kv[0]] == nil { options[kv[0]] = value }
                    }
                }
                let input = root.appendingPathComponent(options["input_directory"] ?? "lib/i18n").standardizedFileURL.path
                let interpolation = SlangJSONReader.Interpolation(rawValue: options["string_interpolation"] ?? "dart") ?? .dart
                let inside = dir.standardizedFileURL.path == input || dir.standardizedFileURL.path.hasPrefix(input + "/")
                // YAML files are slang's only where the pattern says YAML (`.i18n.yaml`).
                let pattern = options["input_file_pattern"] ?? ".i18n.json"
                guard !yaml || pattern.hasSuffix(".yaml") || pattern.hasSuffix(".yml") else { return nil }
                return inside ? interpolation : nil
            }
            root = root.deletingLastPathComponent()
        }
        return nil
    }

    /// `<prefix><locale>[.i18n].json` in a slang input folder; the source the same name with the
    /// source locale (slang's `base_locale`, here the run's source locale).
    func slangPlacement(_ url: URL, file: String, interpolation: SlangJSONReader.Interpolation, explicit: Bool, pairing: CatalogPairing) -> Placement? {
        var stem = url.deletingPathExtension().lastPathComponent
        var suffix = "." + url.pathExtension
        if stem.hasSuffix(".i18n") { stem.removeLast(5); suffix = ".i18n" + suffix }
        // `strings_ar`, `ar`, `ar-EG`: the tag is the whole stem or what follows the last `_`.
        var prefix = ""
        var tag = stem
        if CatalogLocale.language(of: stem) == nil || stem.count > 10, let underscore = stem.lastIndex(of: "_") {
            prefix = String(stem[...underscore])
            tag = String(stem[stem.index(after: underscore)...])
        }
        guard CatalogLocale.language(of: tag) != nil else { return nil }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        let dir = url.deletingLastPathComponent()
        let source = pairing.names(in: dir.path).filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }
            .map { String($0.dropFirst(prefix.count).dropLast(suffix.count)) }
            .filter { CatalogLocale.language(of: $0) != nil && Self.names($0, locale: sourceLocale) }
            .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
            .lazy.map { dir.appendingPathComponent(prefix + $0 + suffix).path }.first(where: pairing.accepts)
        var job = Job(kind: .slang, target: file, source: source)
        job.slangInterpolation = interpolation
        return .job(job)
    }

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

    /// Reads a job of these formats; nil for other kinds.
    func readFormat(_ job: Job) -> CatalogReadResult? {
        let l = limits
        switch job.kind {
        case .fluent:
            let reader = FluentReader(limits: l)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "fluent", sourceFile: job.source, targetFile: job.target)
        case .webExtension:
            let reader = WebExtensionMessagesReader(limits: l)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "webextension", sourceFile: job.source, targetFile: job.target)
        case .slang:
            let reader = SlangJSONReader(limits: l, interpolation: job.slangInterpolation ?? .dart)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "slang", sourceFile: job.source, targetFile: job.target)
        case .ini:
            let reader = INILanguageReader(limits: l)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "ini", sourceFile: job.source, targetFile: job.target)
        case .hugoTOML:
            let reader = HugoTOMLReader(limits: l)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "hugo-toml", sourceFile: job.source, targetFile: job.target)
        default:
            return nil
        }
    }
}
