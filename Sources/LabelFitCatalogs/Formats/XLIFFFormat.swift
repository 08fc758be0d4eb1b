import Foundation
import LabelFitCore

/// XLIFF 1.2 and 2.x (`.xlf`, `.xliff`): the file's own `target-language` decides its locale
/// (`XLIFFReader`); the path only finds the sibling holding the English of key-as-source files
/// (Symfony `messages.en.xlf` beside `messages.ar.xlf`). In Symfony's layout the messages' `|`
/// plurals are split (`XLIFFReader.isSymfonyTranslation`).
extension CatalogDiscovery.Job.Kind {
    public static let xliff = Self(rawValue: "xliff")
}

extension CatalogFormat {
    static let xliff = CatalogFormat(kinds: [.xliff], extensions: ["xlf", "xliff"],
        place: { d, file, _, pairing in d.xliffPlacement(file, pairing: pairing) },
        read: { d, job in
            var reader = XLIFFReader(limits: d.limits, sourceLocale: d.sourceLocale, targetLocale: d.targetLocale)
            reader.symfonyPlurals = XLIFFReader.isSymfonyTranslation(job.target)
            return reader.read(job.target, sibling: job.source)
        })
}

extension CatalogDiscovery {
    func xliffPlacement(_ file: String, pairing: CatalogPairing) -> Placement {
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        var source: String?
        if let dot = stem.lastIndex(of: "."), CatalogLocale.language(of: String(stem[stem.index(after: dot)...])) != nil {
            let candidates = pairing.xliffSources(in: dir.path, base: String(stem[..<dot]))
            source = candidates.first.map { dir.appendingPathComponent($0).path }
            if source == file { source = nil }
        }
        return .job(Job(kind: .xliff, target: file, source: source))
    }
}
