import Foundation
import LabelFitCore

/// WebExtension `_locales/<locale>/messages.json` (developer.chrome.com/docs/extensions "chrome.i18n"),
/// also `messages.yml`/`.yaml` as some build tools keep them; claimed before the other JSON/YAML rows.
/// Read by `WebExtensionMessagesReader`.
extension CatalogDiscovery.Job.Kind {
    public static let webExtension = Self(rawValue: "webextension")
}

extension CatalogFormat {
    static let webExtension = CatalogFormat.keyed(.webExtension, ["json", "yml", "yaml"],
        place: { d, file, _, pairing in
            let url = URL(fileURLWithPath: file)
            let name = url.lastPathComponent
            guard name == "messages.json" || name == "messages.yml" || name == "messages.yaml",
                  url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "_locales" else { return nil }
            return d.webExtensionPlacement(url, file: file, pairing: pairing)
        },
        reader: { d, _ in WebExtensionMessagesReader(limits: d.limits).read })
}

extension CatalogDiscovery {
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
}
