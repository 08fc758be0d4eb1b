import Foundation
import LabelFitCore

/// Symfony translation files written in PHP: `translations/<domain>.<locale>.php` (symfony.com/doc/current/translation.html
/// "Translation Resource/File Names and Locations": files are named `domain.locale.loader`, the
/// loader `php` among `xlf`, `yaml`, `json`…), as bundles keep them under `Resources/translations`
/// (EasyAdmin's `src/Resources/translations/EasyAdminBundle.ar.php`). symfony/translation's
/// `Loader/PhpFileLoader.php` takes the array the file `return`s and `ArrayLoader::flatten` joins
/// nested keys with "." — what `PHPArrayReader` does with no key prefix. The messages are Symfony's
/// as in its YAML: `|` plurals (`SymfonyPlurals`), ICU MessageFormat in `<domain>+intl-icu.<locale>.php`
/// (symfony.com/doc/current/translation/message_format.html). The source is `<domain>.<source>.php`
/// beside it. Claimed before the Laravel/PHP-array row, which takes only `lang/` and `localization/`.
extension CatalogDiscovery.Job.Kind {
    public static let symfonyPHP = Self(rawValue: "symfony-php")
}

extension CatalogFormat {
    static let symfonyPHP = CatalogFormat(kinds: [.symfonyPHP], extensions: ["php"],
        place: { d, file, _, pairing in d.symfonyPHPPlacement(file, pairing: pairing) },
        read: { d, job in d.readSymfonyPHP(job) })
}

extension CatalogDiscovery {
    /// `…/translations/…/<domain>.<tag>.php`; nil for any other PHP file (the PHP-array row decides).
    func symfonyPHPPlacement(_ file: String, pairing: CatalogPairing) -> Placement? {
        let url = URL(fileURLWithPath: file)
        guard url.pathComponents.dropLast().contains("translations") else { return nil }
        let stem = url.deletingPathExtension().lastPathComponent
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return nil }
        let tag = String(stem[stem.index(after: dot)...])
        guard tag.count <= 10, CatalogLocale.language(of: tag) != nil else { return nil }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        let domain = String(stem[...dot])
        let dir = url.deletingLastPathComponent()
        let source = Self.preferred(pairing.names(in: dir.path).filter { $0.hasPrefix(domain) && $0.hasSuffix(".php") }
            .map { String($0.dropFirst(domain.count).dropLast(4)) }
            .filter { CatalogLocale.language(of: $0) != nil && Self.names($0, locale: sourceLocale) }, sourceLocale)
            .lazy.map { dir.appendingPathComponent(domain + $0 + ".php").path }.first { $0 != file && pairing.accepts($0) }
        return .job(Job(kind: .symfonyPHP, target: file, source: source))
    }

    func readSymfonyPHP(_ job: Job) -> CatalogReadResult {
        let reader = PHPArrayReader(limits: limits, keyPrefix: nil)
        let icu = URL(fileURLWithPath: job.target).lastPathComponent.contains("+intl-icu.")
        let source = job.source.map { Self.symfonyMessages(reader.read($0).strings, locale: sourceLocale, icu: icu, limits: limits) }
        let target = Self.symfonyMessages(reader.read(job.target).strings, locale: targetLocale, icu: icu, limits: limits)
        // Named "symfony" as the YAML domains are, so that `%name%` placeholders are filled alike.
        return LocaleStrings.pair(source: source, target: target, format: "symfony", sourceFile: job.source, targetFile: job.target)
    }

    /// Each message split into its plural variants as Symfony's translator chooses them.
    static func symfonyMessages(_ strings: LocaleStrings, locale: String, icu: Bool, limits: ReadLimits) -> LocaleStrings {
        var out = LocaleStrings()
        out.diagnostics = strings.diagnostics
        var keys: [String: SourceLocation] = [:]
        for item in strings.items {
            var variants: [ICUMessageFormat.Variant]
            if icu {
                do { variants = try ICUMessageFormat.expand(item.text) } catch let e as ICUMessageFormat.SyntaxError {
                    out.diagnostics.append(CatalogDiagnostic(item.location, .error, "'\(item.key)': \(e.message)"))
                    continue
                } catch { continue }
            } else {
                variants = SymfonyPlurals.variants(item.text, locale: locale)
            }
            for v in variants {
                out.add(.init(key: item.key + v.suffix, text: v.text, location: item.location, comment: item.comment,
                              raw: v.text == item.text ? nil : item.text), limits: limits, seen: &keys)
            }
        }
        return out
    }
}
