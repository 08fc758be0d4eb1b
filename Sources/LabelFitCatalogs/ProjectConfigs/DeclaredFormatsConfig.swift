import Foundation
import LabelFitCore

/// `labelfit.json`'s `formats`: the user's own statement of where translations stand and how to read
/// them, for files no reader places, or places wrong — the escape hatch Crowdin's and Weblate's
/// file-format settings give their users. Each entry:
///
/// - `translation`: the target files' pattern in Crowdin's syntax (`*`, `**`, `%locale%`,
///   `%two_letters_code%`, `%locale_with_underscore%`, `%android_code%`, … — `CrowdinConfig`),
///   relative to the folder of `labelfit.json`;
/// - `source`: the source file's pattern (the same syntax, no language placeholder);
/// - `format`: the reader (`declaredFormats`), `structure` for `key = value` lines paired by key
///   (`StructurePairing`, then without its "check the pairs" warning: the user said so).
///
/// A pairing declared here wins over the folder conventions, as a platform's configuration does. An
/// entry that does not read is a located error (exit 2): the user asked for a format that is not used.
enum DeclaredFormatsConfig {
    static let declaredFormats: [String: CatalogDiscovery.Job.Kind] = Dictionary(uniqueKeysWithValues:
        (CatalogDiscovery.configuredKinds + [.structure]).map { ($0.rawValue, $0) })

    static func read(_ file: String, pairing: CatalogPairing, sourceLocale: String) -> [any ProjectConfiguration] {
        // A labelfit.json that does not parse is the configuration loader's error, said there.
        guard case .success(let root) = ProjectConfigurations.tree(file), let node = root["formats"] else { return [] }
        let line = root.members.last { $0.key == "formats" }?.line ?? 1
        guard case .array(let entries, _) = node else {
            return [RuleConfiguration(file: file, failed: ConfigProblem(line: line, reason: "`formats` is a list of {\"translation\", \"source\", \"format\"}", isError: true))]
        }
        let base = PathText.parent(of: file)
        let names = declaredFormats.keys.sorted().joined(separator: ", ")
        var rules: [LocalePathRule] = [], problems: [ConfigProblem] = []
        for entry in entries {
            guard let translationText = entry["translation"]?.stringValue, let sourceText = entry["source"]?.stringValue,
                  let formatName = entry["format"]?.stringValue else {
                problems.append(ConfigProblem(line: entry.line, reason: "a `formats` entry needs `translation`, `source` and `format` strings: it pairs nothing", isError: true))
                continue
            }
            let formatLine = entry["format"]?.line ?? entry.line
            guard let kind = declaredFormats[formatName] else {
                problems.append(ConfigProblem(line: formatLine, reason: "format '\(formatName)' is not one LabelFit reads by declaration (\(names))", isError: true))
                continue
            }
            let sourceLine = entry["source"]?.line ?? entry.line, translationLine = entry["translation"]?.line ?? entry.line
            switch (CrowdinConfig.pieces(ProjectConfigurations.absolute(sourceText, base: base), allowsPlaceholders: false),
                    CrowdinConfig.pieces(ProjectConfigurations.absolute(translationText, base: base), allowsPlaceholders: true)) {
            case (.failure(var p), _): p.line = sourceLine; p.isError = true; problems.append(p)
            case (_, .failure(var p)): p.line = translationLine; p.isError = true; problems.append(p)
            case (.success(let source), .success(let translation)):
                var rule = LocalePathRule(source: source, translation: translation, sourceLine: sourceLine, translationLine: translationLine)
                rule.kind = kind
                rules.append(rule)
            }
        }
        return [RuleConfiguration(file: file, rules: rules, pairing: pairing, sourceLocale: sourceLocale, problems: problems)]
    }
}
