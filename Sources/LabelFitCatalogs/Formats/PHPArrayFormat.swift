import Foundation
import LabelFitCore

/// PHP array catalogs (Laravel `lang/<locale>/*.php`, DokuWiki, Roundcube `localization/`, and
/// `<folder>/<locale>/*.php` beside a source-locale folder of PHP files, as OpenCart's), read
/// by `PHPArrayReader`; a file of a `lang/` folder that `return`s its array has Laravel's pipe plurals
/// and `:name` placeholders (`LaravelMessage`).
extension CatalogDiscovery.Job.Kind {
    public static let php = Self(rawValue: "php")
}

extension CatalogFormat {
    static let php = CatalogFormat(kinds: [.php], extensions: ["php", "inc"],
        place: { d, file, explicit, pairing in d.phpJob(file, explicit: explicit, exists: pairing.accepts) },
        read: { d, job in d.readPHP(job) })
}

extension CatalogDiscovery {
    /// PHP array catalogs: Laravel `lang/<locale>/**/*.php` and `resources/lang/…` (also DokuWiki's
    /// `inc/lang/<locale>/lang.php`, the same layout), Roundcube `localization/<locale>/*.inc` and
    /// plugins' `localization/<locale>.inc` (source `en_US`, Roundcube's default language).
    /// Other PHP files are code, not catalogs.
    func phpJob(_ file: String, explicit: Bool, exists: (String) -> Bool) -> Placement {
        let url = URL(fileURLWithPath: file)
        let ext = url.pathExtension
        var components = url.pathComponents
        guard components.count >= 3 else { return explicit ? .skip(.notCatalog, "a PHP file outside a lang/<locale>/ or localization/<locale>/ folder: code, not a catalog") : .ignore }
        let dir = url.deletingLastPathComponent()
        // localization/<tag>.inc
        if dir.lastPathComponent == "localization", ext == "inc" {
            let tag = url.deletingPathExtension().lastPathComponent
            guard CatalogLocale.language(of: tag) != nil else { return .ignore }
            let r = role(ofTag: tag)
            guard r == .target else { return skipFor(r, tag: tag, file: file) }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".inc") }.map { String($0.dropLast(4)) }
            let source = Self.preferred(names.filter { Self.names($0, locale: sourceLocale) }, sourceLocale).first.map { dir.appendingPathComponent($0 + ".inc").path }
            return .job(Job(kind: .php, target: file, source: source))
        }
        // <lang|localization>/<tag>/<path>.php|.inc, or <any folder>/<tag>/<path>.php with the same path
        // under a source-locale folder beside <tag>: OpenCart `catalog/language/<code>/<route>.php`
        // (`$_['key'] = '…';`, English in `en-gb/`). The twin is what makes a
        // PHP file under an unnamed folder a catalog rather than code.
        components.removeLast()
        for depth in 0..<min(6, components.count - 1) {
            let tagIndex = components.count - 1 - depth
            let folder = components[tagIndex - 1]
            guard let tag = CatalogLocale.tagInFolder(components[tagIndex]), CatalogLocale.language(of: components[tagIndex]) != nil else { continue }
            // Named folders: Laravel's and DokuWiki's `lang/`, Roundcube's `localization/`, CodeIgniter 4's
            // `Language/` (codeigniter.com/user_guide/outgoing/localization.html: `app/Language/<locale>/`,
            // whose English may be the framework's own, outside the tree: then the strings have no source).
            let named = folder == "lang" || folder == "localization" || folder == "Language"
            let root = URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<tagIndex])))
            let relative = Array(url.pathComponents[(tagIndex + 1)...]).joined(separator: "/")
            let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { CatalogLocale.language(of: $0) != nil && Self.names($0, locale: sourceLocale) }
            // A language's main file named after its folder (OpenCart `ar/ar.php` ↔ `en-gb/en-gb.php`).
            func twins(_ sourceFolder: String) -> [String] {
                var out = [root.appendingPathComponent(sourceFolder).appendingPathComponent(relative).path]
                if relative == components[tagIndex] + "." + ext { out.append(root.appendingPathComponent(sourceFolder).appendingPathComponent(sourceFolder + "." + ext).path) }
                return out
            }
            let source = Self.preferred(folders, sourceLocale).lazy.flatMap(twins).first(where: exists)
            guard named || source != nil || folders.contains(where: { f in ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(f).path)) ?? []).contains { $0.hasSuffix("." + ext) } }) else { continue }
            let r = role(ofTag: tag)
            guard r == .target else { return skipFor(r, tag: tag, file: file) }
            return .job(Job(kind: .php, target: file, source: source))
        }
        return explicit ? .skip(.notCatalog, "a PHP file outside a lang/<locale>/ or localization/<locale>/ folder: code, not a catalog") : .ignore
    }

    /// Source-language tags, the exact one first (`en`, then `en-US`, `en_GB`).
    static func preferred(_ tags: [String], _ locale: String) -> [String] {
        tags.sorted { ($0 == locale ? 0 : 1, $0) < ($1 == locale ? 0 : 1, $1) }
    }

    /// The key prefix Laravel gives a `lang/<locale>/<path>.php` file's strings (`__('auth.failed')`,
    /// `__('admin/users/table.title')`): its path below the locale folder without `.php`; nil for
    /// other PHP catalogs.
    static func laravelKeyPrefix(_ file: String) -> String? {
        let parts = URL(fileURLWithPath: file).pathComponents
        guard URL(fileURLWithPath: file).pathExtension == "php" else { return nil }
        for tagIndex in stride(from: parts.count - 2, through: 1, by: -1) where parts[tagIndex - 1] == "lang" && CatalogLocale.language(of: parts[tagIndex]) != nil {
            return String(parts[(tagIndex + 1)...].joined(separator: "/").dropLast(4))
        }
        return nil
    }

    func readPHP(_ job: Job) -> CatalogReadResult {
        let l = limits
        let prefix = Self.laravelKeyPrefix(job.target)
        let reader = PHPArrayReader(limits: l, keyPrefix: prefix)
        let (target, returnsArray) = reader.read(job.target)
        let source = job.source.map { reader.read($0).strings }
        // Laravel's pipe plurals and :name placeholders apply to the files of a Laravel `lang/` folder that
        // `return` their array; elsewhere (CodeIgniter 4's `app/Language/ar/*.php`, ICU) a `|` is text.
        var result: CatalogReadResult
        if returnsArray, prefix != nil {
            result = LocaleStrings.pair(source: source.map { LaravelMessage.expand($0, language: CatalogLocale.language(of: sourceLocale), limits: l) },
                                        target: LaravelMessage.expand(target, language: CatalogLocale.language(of: targetLocale), limits: l),
                                        format: "laravel", sourceFile: job.source, targetFile: job.target)
        } else {
            // phpBB's plural arrays pair form by form through the numbers each form is shown for.
            var aligned = source
            if let s = source, let file = job.source { aligned = PHPBBPlurals.aligned(source: s, target: target, targetFile: job.target, sourceFile: file, limits: l) }
            result = LocaleStrings.pair(source: aligned, target: target, format: "php", sourceFile: job.source, targetFile: job.target)
        }
        // A key that is a whole sentence is the message id the code translates (Laminas, Yii) — not in
        // Laravel's `lang/` files (a missing `trans('file.Some sentence')` shows the whole key), nor in
        // Roundcube's and DokuWiki's keyed labels.
        if prefix == nil, !job.target.contains("/localization/"), !job.target.contains("/lang/") {
            KeyAsSource.fill(&result, rule: .sentence, sourceFile: job.source, targetFile: job.target)
        }
        return result
    }
}
