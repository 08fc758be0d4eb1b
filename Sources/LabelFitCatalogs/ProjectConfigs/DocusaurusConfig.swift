import Foundation
import LabelFitCore

/// A Docusaurus site's `docusaurus.config.js` (`.ts`, `.mjs`, `.cjs`;
/// https://docusaurus.io/docs/api/docusaurus-config#i18n): `i18n.defaultLocale` is the site's own
/// language, and every locale's JSON translation files stand under `i18n/<locale>/`
/// (https://docusaurus.io/docs/i18n/introduction "Translation files location"). The file is a
/// program: it is never run, only `defaultLocale: '<tag>'` is read as a literal (the default is
/// `en`). A translation pairs with the same file under the default locale's folder, which holds the
/// site's strings only once `docusaurus write-translations --locale <default>` has written them:
/// where it is absent, that is said at the configuration's line. Only a site with an `i18n` folder
/// is read.
enum DocusaurusConfig {
    static func read(_ file: String, pairing: CatalogPairing, sourceLocale: String) -> [any ProjectConfiguration] {
        let site = PathText.parent(of: file)
        guard pairing.names(in: site.isEmpty ? "." : site).contains("i18n"), case .success(let bytes) = ProjectConfigurations.contents(file) else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        var defaultLocale = "en", line = 1
        for (n, l) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let r = l.range(of: "defaultLocale") else { continue }
            let rest = l[r.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "\t" }
            guard let quote = rest.first, quote == "'" || quote == "\"" || quote == "`", let close = rest.dropFirst().firstIndex(of: quote) else { continue }
            defaultLocale = String(rest[rest.index(after: rest.startIndex)..<close])
            line = n + 1
            break
        }
        let folder = ProjectConfigurations.absolute("i18n", base: site) + "/"
        let pieces: [LocalePathRule.Piece] = [.text(folder), .locale("locale"), .text("/"), .doubleStar, .text(".json")]
        var rule = LocalePathRule(source: pieces, translation: pieces, sourceLine: line, translationLine: line)
        rule.sourceTag = defaultLocale
        rule.kind = .docusaurus
        rule.missingSourceAdvice = "Docusaurus keeps the \(defaultLocale) strings in the site's code; `docusaurus write-translations --locale \(defaultLocale)` writes them for LabelFit to compare with"
        return [RuleConfiguration(file: file, rules: [rule], pairing: pairing, sourceLocale: sourceLocale)]
    }
}
