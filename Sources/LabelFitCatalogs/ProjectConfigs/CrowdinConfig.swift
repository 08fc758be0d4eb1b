import Foundation
import LabelFitCore

/// Crowdin's `crowdin.yml`/`crowdin.yaml` (https://support.crowdin.com/developer/configuration-file/):
///
/// - `base_path` (default `.`, relative to the file's folder) is where patterns start; a pattern's
///   leading `/` is `base_path`;
/// - each `files` entry has a `source` pattern (`*` any characters of a name, `**` any folders) and a
///   `translation` pattern, in which a `**` stands for the sub-path the source's `**` matched, and
///   the placeholders: the language — `%language%` (English name), `%two_letters_code%`,
///   `%three_letters_code%`, `%locale%` (`ar-SA`), `%locale_with_underscore%` (`ar_SA`),
///   `%android_code%` (`ar-rSA`), `%osx_code%` (`ar.lproj`), `%osx_locale%` — and the source file's
///   own parts — `%original_file_name%`, `%file_name%` (no extension), `%file_extension%`,
///   `%original_path%` (its folders);
/// - `ignore`: source patterns left out; `languages_mapping`: per placeholder, the Crowdin language
///   code → the project's own spelling (`two_letters_code: {ar: arabic}`); `translation_replace`:
///   texts replaced in the file name a translation takes from its source (`.source.json: .json`);
/// - `preserve_hierarchy` (default false): without it Crowdin drops the folders every source shares
///   ("CLI optimizes the directory structure"), so `%original_path%` is relative to the sources'
///   common folder; with it, to `base_path`.
///
/// `?` and `[…]` in a source pattern are taken as themselves (LabelFit's reading; the configuration
/// files met use only stars).
enum CrowdinConfig {
    static let localePlaceholders: Set<String> = ["language", "two_letters_code", "three_letters_code", "locale", "locale_with_underscore",
                                                  "android_code", "osx_code", "osx_locale"]
    static let fileParts: [String: LocalePathRule.SourcePart] = ["original_file_name": .fileName, "file_name": .stem,
                                                                "file_extension": .fileExtension, "original_path": .folder]

    static func read(_ file: String, pairing: CatalogPairing, sourceLocale: String) -> [any ProjectConfiguration] {
        let root: LocatedJSON
        switch ProjectConfigurations.tree(file) {
        case .failure(let p): return [RuleConfiguration(file: file, failed: p)]
        case .success(let r): root = r
        }
        var problems: [ConfigProblem] = []
        let dir = PathText.parent(of: file)
        let base = ProjectConfigurations.absolute(root["base_path"]?.stringValue ?? ".", base: dir)
        let preserve = root["preserve_hierarchy"].map { if case .bool(true, _) = $0 { true } else { false } } ?? false
        let globalMapping = mapping(root["languages_mapping"])
        var rules: [LocalePathRule] = []
        guard case .array(let entries, _)? = root["files"] else {
            return [RuleConfiguration(file: file, failed: ConfigProblem(line: root["files"]?.line ?? 1, reason: "crowdin.yml has no `files` list: no file is paired by it"))]
        }
        let files = pairing.normalizedWalkedFiles().keys.sorted()
        for entry in entries {
            guard let sourceText = entry["source"]?.stringValue, let translationText = entry["translation"]?.stringValue else {
                problems.append(ConfigProblem(line: entry.line, reason: "this `files` entry lacks a `source` or `translation` string: it pairs nothing"))
                continue
            }
            let sourceLine = entry["source"]?.line ?? entry.line, translationLine = entry["translation"]?.line ?? entry.line
            switch (pieces(ProjectConfigurations.absolute(sourceText, base: base), allowsPlaceholders: false),
                    pieces(ProjectConfigurations.absolute(translationText, base: base), allowsPlaceholders: true)) {
            case (.failure(let p), _):
                problems.append(ConfigProblem(line: sourceLine, reason: p.reason))
            case (_, .failure(let p)):
                problems.append(ConfigProblem(line: translationLine, reason: p.reason))
            case (.success(let source), .success(let translation)):
                var rule = LocalePathRule(source: source, translation: translation, sourceLine: sourceLine, translationLine: translationLine)
                if case .array(let ignores, _)? = entry["ignore"] {
                    // Placeholders stand in ignore patterns too (Crowdin's sample configuration: "ignore the
                    // translated files", `/**/%two_letters_code%_%original_file_name%`); one that does not read is said.
                    for node in ignores {
                        guard let text = node.stringValue else { continue }
                        switch pieces(ProjectConfigurations.absolute(text, base: base), allowsPlaceholders: true, requiresLocale: false) {
                        case .success(let p): rule.ignore.append(p)
                        case .failure(let p): problems.append(ConfigProblem(line: node.line, reason: p.reason + " (in ignore)"))
                        }
                    }
                }
                rule.aliases = globalMapping.merging(mapping(entry["languages_mapping"])) { $1 }
                rule.originalPathBase = base
                rule.nameReplacements = (entry["translation_replace"]?.members ?? []).compactMap { m in m.value.stringValue.map { (m.key, $0) } }
                rules.append(rule)
            }
        }
        if !preserve {
            // %original_path% after Crowdin drops the folders all sources share.
            let common = commonFolder(rules.flatMap { $0.sourceFiles(files) })
            for i in rules.indices { if let common { rules[i].originalPathBase = common } }
        }
        return [RuleConfiguration(file: file, rules: rules, pairing: pairing, sourceLocale: sourceLocale, problems: problems)]
    }

    /// `languages_mapping`: placeholder → project spelling → Crowdin code.
    static func mapping(_ node: LocatedJSON?) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for (placeholder, table, _) in node?.members ?? [] {
            for (code, local, _) in table.members { if let l = local.stringValue { out[placeholder, default: [:]][l] = code } }
        }
        return out
    }

    /// A pattern in pieces: `**`, `*`, `%placeholder%`, text. A placeholder Crowdin does not define,
    /// or one in a source pattern, is the reason the rule is not used.
    static func pieces(_ pattern: String, allowsPlaceholders: Bool, requiresLocale: Bool = true) -> Result<[LocalePathRule.Piece], ConfigProblem> {
        // Every `%name%` is a placeholder Crowdin defines, and only in a translation pattern.
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "%"), let close = rest[rest.index(after: open)...].firstIndex(of: "%") {
            let name = rest[rest.index(after: open)..<close]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "_" }) else { rest = rest[rest.index(after: open)...]; continue }
            guard allowsPlaceholders else { return .failure(ConfigProblem(line: 0, reason: "the source pattern '\(pattern)' holds %\(name)%: Crowdin places placeholders in translation patterns only")) }
            guard localePlaceholders.contains(String(name)) || fileParts[String(name)] != nil else {
                return .failure(ConfigProblem(line: 0, reason: "%\(name)% in '\(pattern)' is not a Crowdin placeholder (support.crowdin.com/developer/configuration-file/#placeholders): the rule is not used"))
            }
            rest = rest[rest.index(after: close)...]
        }
        let out = LocalePathRule.pieces(pattern, tokens: localePlaceholders.map { ("%\($0)%", .locale($0)) } + fileParts.map { ("%\($0.key)%", .sourcePart($0.value)) })
        if allowsPlaceholders, requiresLocale, !out.contains(where: { if case .locale = $0 { true } else { false } }) {
            return .failure(ConfigProblem(line: 0, reason: "the translation pattern '\(pattern)' names no language placeholder (%two_letters_code%, %locale%…): the rule is not used"))
        }
        return .success(out)
    }

    /// The deepest folder holding every path, nil for none.
    static func commonFolder(_ paths: [String]) -> String? {
        guard var common = paths.first.map(PathText.parent(of:)) else { return nil }
        for p in paths.dropFirst() {
            while !(p.hasPrefix(common + "/")) && common.count > 1 { common = PathText.parent(of: common) }
        }
        return common
    }
}
