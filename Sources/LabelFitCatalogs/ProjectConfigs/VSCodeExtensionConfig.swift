import Foundation
import LabelFitCore

/// A VS Code extension's `package.json` (one with `engines.vscode`,
/// https://code.visualstudio.com/api/references/extension-manifest) says where its strings are
/// (https://github.com/microsoft/vscode-l10n, README "Usage"):
///
/// - `"l10n": "./l10n"`: the folder of `bundle.l10n.json` (the English, written by
///   `@vscode/l10n-dev export`) and `bundle.l10n.<locale>.json`;
/// - `package.nls.json` beside the manifest holds the manifest's own strings, `package.nls.<locale>.json`
///   their translations.
///
/// Both are read by the `vscode-l10n` format (VSCodeL10nFormat.swift). A `package.json` of anything
/// else is not a configuration.
enum VSCodeExtensionConfig {
    static func read(_ file: String, pairing: CatalogPairing, sourceLocale: String) -> [any ProjectConfiguration] {
        // Only a manifest naming VS Code is read; a package.json that does not parse is some other tool's business.
        guard case .success(let root) = ProjectConfigurations.tree(file), root["engines"]?["vscode"] != nil else { return [] }
        let dir = PathText.parent(of: file)
        var rules: [LocalePathRule] = []
        if let folder = root["l10n"]?.stringValue {
            let line = root.members.last { $0.key == "l10n" }?.line ?? 1
            let base = ProjectConfigurations.absolute(folder, base: dir)
            var rule = LocalePathRule(source: [.text(base + "/bundle.l10n.json")],
                                      translation: [.text(base + "/bundle.l10n."), .locale("locale"), .text(".json")], sourceLine: line, translationLine: line)
            rule.kind = CatalogDiscovery.Job.Kind.vscodeL10n
            rules.append(rule)
        }
        let names = pairing.names(in: dir.isEmpty ? "." : dir)
        if names.contains(where: { $0.hasPrefix("package.nls.") && $0.hasSuffix(".json") }) {
            let base = FluentProjectConfig.normalize(dir)
            let prefix = base.isEmpty ? "" : base + "/"
            var rule = LocalePathRule(source: [.text(prefix + "package.nls.json")],
                                      translation: [.text(prefix + "package.nls."), .locale("locale"), .text(".json")], sourceLine: 1, translationLine: 1)
            rule.kind = CatalogDiscovery.Job.Kind.vscodeL10n
            rules.append(rule)
        }
        guard !rules.isEmpty else { return [] }
        return [RuleConfiguration(file: file, rules: rules, pairing: pairing, sourceLocale: sourceLocale)]
    }
}
