import Foundation
import LabelFitCore

/// PrestaShop module translations of the legacy system (PrestaShop developer documentation,
/// "Legacy translation system" for modules, 1.6 and 1.7): `modules/<module>/translations/<iso>.php`
/// holds `global $_MODULE; $_MODULE = array();` and one `$_MODULE['<{module}theme>file_md5'] = '…';`
/// per string, the key made of the module's name, the theme (`prestashop` for the default), the
/// template or class file's name and the MD5 hash of the English text. The English is in the
/// module's templates and code, not in any catalog, so each string is read as a target without a
/// source, and each file says so once. Read by `PHPArrayReader` (its `$var['key'] = …` assignments).
extension CatalogDiscovery.Job.Kind {
    public static let prestashop = Self(rawValue: "prestashop")
}

extension CatalogFormat {
    static let prestashop = CatalogFormat(kinds: [.prestashop], extensions: ["php"],
        place: { d, file, _, pairing in d.prestashopPlacement(file, pairing: pairing) },
        read: { d, job in d.readPrestaShop(job) })
}

extension CatalogDiscovery {
    /// The variable PrestaShop's module translation files assign.
    static let prestashopVariable = "$_MODULE"

    /// `translations/<iso>.php` that assigns `$_MODULE`; nil for any other PHP file.
    func prestashopPlacement(_ file: String, pairing: CatalogPairing) -> Placement? {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        guard url.deletingLastPathComponent().lastPathComponent == "translations", stem.count <= 10,
              CatalogLocale.language(of: stem) != nil, Self.mentions(file, Self.prestashopVariable) else { return nil }
        let r = role(ofTag: stem)
        guard r == .target else { return skipFor(r, tag: stem, file: file) }
        return .job(Job(kind: .prestashop, target: file, source: nil))
    }

    /// Whether the first 64 KiB of a file hold `text`.
    static func mentions(_ file: String, _ text: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1 << 16)) ?? Data()
        return head.range(of: Data(text.utf8)) != nil
    }

    func readPrestaShop(_ job: Job) -> CatalogReadResult {
        let target = PHPArrayReader(limits: limits, keyPrefix: nil).read(job.target).strings
        // An empty source, not a missing one: there is no English catalog to look for.
        var result = LocaleStrings.pair(source: LocaleStrings(), target: target, format: "prestashop", sourceFile: nil, targetFile: job.target)
        if !result.entries.isEmpty {
            result.diagnostics.append(CatalogDiagnostic(SourceLocation(file: job.target), .warning,
                "PrestaShop keys are hashes of the English: no source (the \(result.entries.count) strings are measured without an English to compare with)"))
        }
        return result
    }
}
