import Foundation
import LabelFitCore

extension CatalogPairing {
    /// The packages that bring vue-i18n's message syntax, whose `|` separates plural choices
    /// (vue-i18n.intlify.dev/guide/essentials/pluralization): vue-i18n itself, petite-vue-i18n, the
    /// `@intlify/*` tools (unplugin-vue-i18n loads YAML catalogs), Nuxt's i18n modules.
    static let vueI18nPackage = try! NSRegularExpression(pattern: #""(vue-i18n|petite-vue-i18n|@intlify/[\w.-]+|nuxt-i18n|@nuxtjs/i18n)"\s*:"#)

    /// The largest `package.json` read: a manifest is a few kilobytes.
    static let manifestBytes = 1 << 20

    /// Whether the nearest `package.json` at or above `folder`, inside the tree checked, names a
    /// vue-i18n package: a catalog's `|` is a plural separator only in a project that uses vue-i18n,
    /// never in YAML that merely has no locale root (Grav's `languages/ar.yaml`). Each folder is asked once.
    func namesVueI18n(from folder: String) -> Bool {
        let start = folder.isEmpty ? "." : folder
        if let known = vueI18nFolders[start] { return known }
        var answer = false
        let manifest = (start as NSString).appendingPathComponent("package.json")
        if accepts(manifest) {
            if let data = FileManager.default.contents(atPath: manifest), data.count <= Self.manifestBytes {
                let text = String(decoding: data, as: UTF8.self)
                answer = Self.vueI18nPackage.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        } else {
            let up = PathText.parent(of: start)
            let next = up.isEmpty ? "." : up
            if next != start, start != "." { answer = namesVueI18n(from: next) }
        }
        vueI18nFolders[start] = answer
        return answer
    }
}
