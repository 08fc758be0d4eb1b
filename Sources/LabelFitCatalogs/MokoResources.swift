import Foundation
import LabelFitCore

/// Kotlin Multiplatform moko-resources (github.com/icerockdev/moko-resources README, "Strings" and
/// "Plurals"): `commonMain/resources/MR/base/strings.xml` and `MR/base/plurals.xml` hold the base
/// language, `MR/<locale>/strings.xml` and `MR/<locale>/plurals.xml` each translation (Weblate's
/// "Mobile Kotlin resources" format: file mask `shared/src/commonMain/resources/MR/*/plurals.xml`,
/// base `MR/base/plurals.xml`). The syntax is Android's (`<string name>`), except that a plural is
/// `<plural name="…">` with `<item quantity="zero|one|two|few|many|other">` — the CLDR categories
/// (moko generates Android `<plurals>` and iOS `.stringsdict` from it) — where Android writes
/// `<plurals>`. Read by `AndroidStringsReader`; this file holds the locale rule and the pairing.
/// moko-resources 0.24 and later keep the same folders under `commonMain/moko-resources/` instead
/// of `commonMain/resources/MR/` (README at 012eeb91, "Usage", Example 1: `strings.xml` in
/// `commonMain/moko-resources/base`, translations in `commonMain/moko-resources/<languageCode>`).
enum MokoResources {
    /// The files of a moko resources folder that hold strings.
    static let fileNames: Set<String> = ["strings.xml", "plurals.xml"]

    /// The folders that hold moko's locale folders: `resources/MR` before 0.24, `moko-resources` after.
    static let rootFolders: Set<String> = ["MR", "moko-resources"]

    /// Whether `path` is a moko-resources strings or plurals file (`…/MR/<folder>/strings.xml`,
    /// `…/moko-resources/<folder>/strings.xml`).
    static func isMoko(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        return fileNames.contains(url.lastPathComponent) && rootFolders.contains(url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent)
    }

    /// The element a plural is written in: moko's `<plural>`, Android's `<plurals>` (also accepted
    /// in moko files: Android resources copied in as they are).
    static func isPluralElement(_ localName: String, file: String) -> Bool {
        localName == "plurals" || (localName == "plural" && isMoko(file))
    }
}

extension CatalogDiscovery {
    /// `MR/<locale>/(strings|plurals).xml`: one job per locale folder (as an Android `values-ar/`
    /// folder: `plan` merges the folder's files), its sources every file of `MR/base/`.
    func mokoPlacement(_ url: URL, file: String, pairing: CatalogPairing) -> Placement? {
        guard MokoResources.isMoko(file) else { return nil }
        let dir = url.deletingLastPathComponent()
        let tag = dir.lastPathComponent
        guard tag != "base" else { return .skip(.sourceLocale, "moko-resources MR/base/ holds the base language: the source") }
        guard CatalogLocale.language(of: tag) != nil else { return nil }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        let base = dir.deletingLastPathComponent().appendingPathComponent("base").path
        let sources = pairing.androidSources(in: base).filter { MokoResources.fileNames.contains(URL(fileURLWithPath: $0).lastPathComponent) }
        return .job(Job(kind: .android, target: file, source: sources.first, moreSources: Array(sources.dropFirst())))
    }
}
