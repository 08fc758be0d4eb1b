import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LabelFitCore

extension CatalogPairing {
    /// The packages that bring vue-i18n's message syntax, whose `|` separates plural choices
    /// (vue-i18n.intlify.dev/guide/essentials/pluralization): vue-i18n itself, petite-vue-i18n, the
    /// `@intlify/*` tools (unplugin-vue-i18n loads YAML catalogs), Nuxt's i18n modules.
    static let vueI18nPackage = try! NSRegularExpression(pattern: #""(vue-i18n|petite-vue-i18n|@intlify/[\w.-]+|nuxt-i18n|@nuxtjs/i18n)"\s*:"#)

    /// The largest `package.json` read: a manifest is a few kilobytes.
    static let manifestBytes = 1 << 20
    /// How many folders above a catalog's the manifest is looked for.
    static let manifestLevels = 5

    /// Whether the nearest `package.json` at or above `folder` names a vue-i18n package: a catalog's
    /// `|` is a plural separator only in a project that uses vue-i18n, never in YAML that merely has
    /// no locale root (Grav's `languages/ar.yaml`) or in i18next JSON. The manifest may stand above the
    /// folders checked (`"catalogs": ["src/locales"]`): the climb goes up to the repository's root (the
    /// folder holding `.git`), at most `manifestLevels` folders up (as Flutter's `l10n.yaml` is looked
    /// for), and reads only a regular file, never one behind a symbolic link. Each folder is asked once.
    func namesVueI18n(from folder: String, levels: Int = CatalogPairing.manifestLevels) -> Bool {
        let start = folder.isEmpty ? "." : folder
        let cacheKey = "\(levels)\u{1F}\(start)"
        if let known = vueI18nFolders[cacheKey] { return known }
        var answer = false
        let manifest = (start as NSString).appendingPathComponent("package.json")
        var link = stat()
        if lstat(manifest, &link) == 0, link.st_mode & S_IFMT == S_IFREG {
            if link.st_size <= Self.manifestBytes, let data = FileManager.default.contents(atPath: manifest) {
                let text = String(decoding: data, as: UTF8.self)
                answer = Self.vueI18nPackage.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        } else if !FileManager.default.fileExists(atPath: (start as NSString).appendingPathComponent(".git")) {
            let absolute = ((start.hasPrefix("/") ? start : FileManager.default.currentDirectoryPath + "/" + start) as NSString).standardizingPath
            let up = PathText.parent(of: absolute)
            if !up.isEmpty, up != absolute, levels > 0 { answer = namesVueI18n(from: up, levels: levels - 1) }
        }
        vueI18nFolders[cacheKey] = answer
        return answer
    }
}
