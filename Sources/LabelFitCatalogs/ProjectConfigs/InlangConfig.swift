import Foundation
import LabelFitCore

/// inlang's `project.inlang/settings.json` (https://inlang.com/documentation/concept/settings and the
/// plugins' documentation: https://inlang.com/m/reootnfj/plugin-inlang-messageFormat,
/// https://inlang.com/m/3i8bor92/plugin-inlang-i18next, https://inlang.com/m/ig84ng0o/plugin-inlang-json):
/// `baseLocale` (formerly `sourceLanguageTag`) is the source language; a plugin's settings
/// (`plugin.inlang.messageFormat`, `plugin.inlang.json`, `plugin.inlang.i18next`, …) give its
/// `pathPattern` with `{locale}` (formerly `{languageTag}`), relative to the folder holding
/// `project.inlang`; an i18next `pathPattern` may be an object of namespace → pattern. Every
/// locale's file is the same pattern: the source is the pattern in the base locale.
enum InlangConfig {
    static func read(_ file: String, pairing: CatalogPairing, sourceLocale: String) -> [any ProjectConfiguration] {
        let root: LocatedJSON
        switch ProjectConfigurations.tree(file) {
        case .failure(let p): return [RuleConfiguration(file: file, failed: p)]
        case .success(let r): root = r
        }
        let project = PathText.parent(of: PathText.parent(of: file))
        var patterns: [(String, Int)] = []
        for (key, value, line) in root.members where key.hasPrefix("plugin.") {
            guard let pattern = value["pathPattern"] else { continue }
            if let s = pattern.stringValue { patterns.append((s, pattern.line)) }
            for (_, p, l) in pattern.members { if let s = p.stringValue { patterns.append((s, l)) } }
            _ = line
        }
        let base = root["baseLocale"] ?? root["sourceLanguageTag"]
        let rules = patterns.map { (text, line) -> LocalePathRule in
            let pieces = LocalePathRule.pieces(ProjectConfigurations.absolute(text, base: project),
                                               tokens: [("{locale}", .locale("locale")), ("{languageTag}", .locale("locale"))])
            var rule = LocalePathRule(source: pieces, translation: pieces, sourceLine: line, translationLine: line)
            rule.sourceTag = base?.stringValue
            return rule
        }
        var problems: [ConfigProblem] = []
        if let b = base?.stringValue, !CatalogDiscovery.names(b, locale: sourceLocale) {
            problems.append(ConfigProblem(line: base?.line ?? 1, reason: "the base locale \(b) is not the source locale \(sourceLocale) LabelFit compares with: its files are paired with the \(sourceLocale) ones"))
        }
        return [RuleConfiguration(file: file, rules: rules, pairing: pairing, sourceLocale: sourceLocale, problems: problems)]
    }
}
