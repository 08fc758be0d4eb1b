import Foundation
import LabelFitCore

/// Laravel's key-as-source `lang/<locale>.json` (laravel.com/docs/localization "Using Translation
/// Strings as Keys"): the key is the English, so a missing `lang/en.json` is no missing source.
/// Claimed before i18next's rule (a `lang/ar.json` of a Laravel app is this format); read by
/// `LaravelJSONReader`, its `:name` placeholders and pipe plurals expanded by `LaravelMessage`.
extension CatalogDiscovery.Job.Kind {
    public static let laravelJSON = Self(rawValue: "laravel-json")
}

extension CatalogFormat {
    static let laravelJSON = CatalogFormat(kinds: [.laravelJSON], extensions: ["json"],
        place: { d, file, _, pairing in d.laravelJSONPlacement(file, pairing: pairing) },
        read: { d, job in
            let l = d.limits
            let reader = LaravelJSONReader(limits: l)
            let target = reader.read(job.target)
            let source = reader.source(for: target, sourceFile: job.source)
            return LocaleStrings.pair(source: LaravelMessage.expand(source, language: CatalogLocale.language(of: d.sourceLocale), limits: l),
                                      target: LaravelMessage.expand(target, language: CatalogLocale.language(of: d.targetLocale), limits: l),
                                      format: "laravel-json", sourceFile: job.source ?? job.target, targetFile: job.target)
        })
}

extension CatalogDiscovery {
    /// `lang/<locale>.json` in a Laravel `lang` folder; nil for any other JSON (i18next's rule decides).
    func laravelJSONPlacement(_ file: String, pairing: CatalogPairing) -> Placement? {
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        guard !Self.isNeverCatalogJSON(url) else { return nil }
        let stem = url.deletingPathExtension().lastPathComponent
        guard CatalogLocale.language(of: stem) != nil && stem.count <= 10, Self.isLaravelLangFolder(dir, pairing: pairing) else { return nil }
        let r = role(ofTag: stem)
        guard r == .target else { return skipFor(r, tag: stem, file: file) }
        let source = pairing.jsonSourceStems(in: dir.path).lazy.map { dir.appendingPathComponent($0 + ".json").path }.first { pairing.accepts($0) && $0 != file }
        return .job(Job(kind: .laravelJSON, target: file, source: source))
    }

    /// Whether `dir` is a Laravel `lang` folder (laravel.com/docs/localization: `lang/en/messages.php`
    /// and `lang/es.json`): named `lang`, in an app with `artisan` or a `composer.json` requiring
    /// `laravel/framework`, or holding a locale folder of `.php` files.
    static func isLaravelLangFolder(_ dir: URL, pairing: CatalogPairing) -> Bool {
        guard dir.lastPathComponent == "lang" else { return false }
        // Only files inside the tree being checked are read (`pairing.accepts`: walked, or a regular
        // file whose real path is under a path given): checking `app/lang` alone does not open
        // `app/../artisan` or a composer.json above the paths given.
        var root = dir.deletingLastPathComponent()
        for _ in 0..<2 {
            if pairing.accepts(root.appendingPathComponent("artisan").path) { return true }
            let composer = root.appendingPathComponent("composer.json").path
            if pairing.accepts(composer), let data = FileManager.default.contents(atPath: composer),
               String(decoding: data.prefix(1 << 20), as: UTF8.self).contains("\"laravel/framework\"") { return true }
            root = root.deletingLastPathComponent()
        }
        for name in pairing.names(in: dir.path) where CatalogLocale.language(of: name) != nil {
            if pairing.names(in: dir.appendingPathComponent(name).path).contains(where: { $0.hasSuffix(".php") }) { return true }
        }
        return false
    }
}
