import Foundation
import LabelFitCore

/// Nextcloud app translations `l10n/<lang>.json` (`NextcloudL10nReader`): the keys are the English,
/// so no English file is needed. `l10n/<lang>.js` holds the same strings for the browser
/// (`OC.L10N.register(app, {...}, pluralForm)`) and is skipped beside its JSON (`JSModuleFormat`).
/// Claimed before Laravel's and i18next's JSON rows.
extension CatalogDiscovery.Job.Kind {
    public static let nextcloud = Self(rawValue: "nextcloud-l10n")
}

extension CatalogFormat {
    static let nextcloud = CatalogFormat(kinds: [.nextcloud], extensions: ["json"],
        place: { d, file, _, _ in d.nextcloudPlacement(file) },
        read: { d, job in
            let locale = CatalogLocale.fromPath(job.target) ?? d.targetLocale
            let (source, target) = NextcloudL10nReader(limits: d.limits, locale: locale).read(job.target)
            return LocaleStrings.pair(source: source, target: target, format: "nextcloud-l10n", sourceFile: job.target, targetFile: job.target)
        })
}

extension CatalogDiscovery {
    /// `l10n/<lang>.json` whose object opens with `"translations"` (as Nextcloud writes it; its
    /// `"pluralForm"` comes last, past any fixed look-ahead in a large app); nil for any other JSON.
    func nextcloudPlacement(_ file: String) -> Placement? {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        guard url.deletingLastPathComponent().lastPathComponent == "l10n", stem.count <= 10, CatalogLocale.language(of: stem) != nil,
              Self.opensWithTranslations(file) else { return nil }
        let r = role(ofTag: stem)
        guard r == .target else { return skipFor(r, tag: stem, file: file) }
        return .job(Job(kind: .nextcloud, target: file, source: nil))
    }

    /// Whether the file's first member is `"translations"` (after a byte-order mark, `{` and white space).
    static func opensWithTranslations(_ file: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        var head = String(decoding: (try? handle.read(upToCount: 256)) ?? Data(), as: UTF8.self)
        if head.hasPrefix("\u{FEFF}") { head.removeFirst() }
        let trimmed = head.drop { $0.isWhitespace }
        guard trimmed.first == "{" else { return false }
        return trimmed.dropFirst().drop { $0.isWhitespace }.hasPrefix("\"translations\"")
    }
}
