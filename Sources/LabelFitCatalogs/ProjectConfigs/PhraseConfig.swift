import Foundation
import LabelFitCore

/// Phrase Strings' `.phrase.yml` (Phrase CLI configuration:
/// https://support.phrase.com/hc/en-us/articles/5784118494492-Phrase-Strings-CLI and
/// https://github.com/phrase/phrase-cli "Configuration"): under `phrase`, `push.sources` lists the
/// files uploaded (`file`, with `params.locale_id`), `pull.targets` the files downloaded; a `file`
/// holds `<locale_name>` or `<locale_code>` for the locale, `<tag>` for a tag, `*`/`**` in sources.
/// Paths are relative to the folder of the file. A target pairs with the source written with the
/// same pattern (the source locale's file), else the source of the same extension.
enum PhraseConfig {
    static func pieces(_ path: String, base: String) -> [LocalePathRule.Piece] {
        LocalePathRule.pieces(ProjectConfigurations.absolute(path, base: base),
                              tokens: [("<locale_name>", .locale("locale")), ("<locale_code>", .locale("locale")), ("<tag>", .star)])
    }

    static func read(_ file: String, pairing: CatalogPairing, sourceLocale: String) -> [any ProjectConfiguration] {
        let root: LocatedJSON
        switch ProjectConfigurations.tree(file) {
        case .failure(let p): return [RuleConfiguration(file: file, failed: p)]
        case .success(let r): root = r
        }
        let base = PathText.parent(of: file)
        let phrase = root["phrase"] ?? root
        func files(_ node: LocatedJSON?) -> [(text: String, line: Int)] {
            guard case .array(let items, _)? = node else { return [] }
            return items.compactMap { item in item["file"].flatMap { f in f.stringValue.map { ($0, f.line) } } }
        }
        let sources = files(phrase["push"]?["sources"])
        var problems: [ConfigProblem] = []
        var rules: [LocalePathRule] = []
        for target in files(phrase["pull"]?["targets"]) {
            let ext = (target.text as NSString).pathExtension
            guard let source = sources.first(where: { $0.text == target.text }) ?? sources.first(where: { ($0.text as NSString).pathExtension == ext }) else {
                problems.append(ConfigProblem(line: target.line, reason: "no push source of .phrase.yml is a .\(ext) file: the target '\(target.text)' is not paired by it"))
                continue
            }
            let translation = pieces(target.text, base: base)
            guard translation.contains(.locale("locale")) else { continue }
            rules.append(LocalePathRule(source: pieces(source.text, base: base), translation: translation, sourceLine: source.line, translationLine: target.line))
        }
        return [RuleConfiguration(file: file, rules: rules, pairing: pairing, sourceLocale: sourceLocale, problems: problems)]
    }
}
