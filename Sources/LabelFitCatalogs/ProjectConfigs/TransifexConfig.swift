import Foundation
import LabelFitCore

/// Transifex's `.tx/config` (Transifex CLI, "Using the client":
/// https://developers.transifex.com/docs/using-the-client and
/// https://github.com/transifex/cli#configuration): an INI file whose `[main]` section holds
/// settings for every resource and each other section one resource —
///
/// - `source_file`: the source-language file; `file_filter`: where translations go, `<lang>` the
///   language code; without `source_file`, the source is `file_filter` for `source_lang`;
/// - `lang_map = remote: local, …` (in `[main]` or the resource): the project's own spelling of
///   Transifex's codes (`pt_BR: pt-br`);
/// - `trans.<lang> = path`: one language's file where `file_filter` does not place it.
///
/// Paths are relative to the folder holding `.tx`.
enum TransifexConfig {
    struct Section { var name: String; var line: Int; var values: [String: (value: String, line: Int)] = [:] }

    /// `[section]` headers and `key = value` lines (`:` also separates, as Python's configparser
    /// reads them); `#`/`;` comment lines.
    static func sections(_ text: String) -> [Section] {
        var out: [Section] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") { out.append(Section(name: String(line.dropFirst().dropLast()), line: n + 1)); continue }
            guard let sep = line.firstIndex(where: { $0 == "=" || $0 == ":" }), !out.isEmpty else { continue }
            let key = line[..<sep].trimmingCharacters(in: .whitespaces)
            out[out.count - 1].values[key] = (line[line.index(after: sep)...].trimmingCharacters(in: .whitespaces), n + 1)
        }
        return out
    }

    /// `remote: local, remote: local` → local spelling → Transifex code.
    static func languageMap(_ text: String?) -> [String: String] {
        var out: [String: String] = [:]
        for pair in (text ?? "").split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty { out[parts[1]] = parts[0] }
        }
        return out
    }

    /// A path with `<lang>` in pieces (Transifex paths have no stars: a `*` is itself).
    static func pieces(_ path: String, root: String) -> [LocalePathRule.Piece] {
        let full = ProjectConfigurations.absolute(path, base: root)
        var out: [LocalePathRule.Piece] = []
        for (i, part) in full.components(separatedBy: "<lang>").enumerated() {
            if i > 0 { out.append(.locale("lang")) }
            if !part.isEmpty { out.append(.text(part)) }
        }
        return out
    }

    static func read(_ file: String, pairing: CatalogPairing, sourceLocale: String) -> [any ProjectConfiguration] {
        let bytes: [UInt8]
        switch ProjectConfigurations.contents(file) {
        case .failure(let p): return [RuleConfiguration(file: file, failed: p)]
        case .success(let b): bytes = b
        }
        let all = sections(String(decoding: bytes, as: UTF8.self))
        let root = PathText.parent(of: PathText.parent(of: file))
        let mainMap = languageMap(all.first { $0.name == "main" }?.values["lang_map"]?.value)
        var rules: [LocalePathRule] = []
        var problems: [ConfigProblem] = []
        for section in all where section.name != "main" {
            guard let filter = section.values["file_filter"] else {
                problems.append(ConfigProblem(line: section.line, reason: "resource [\(section.name)] has no file_filter: its files are not paired by it"))
                continue
            }
            guard filter.value.contains("<lang>") else {
                problems.append(ConfigProblem(line: filter.line, reason: "file_filter '\(filter.value)' holds no <lang>: the rule is not used"))
                continue
            }
            let source = section.values["source_file"]
            let sourcePieces = source.map { pieces($0.value, root: root) } ?? pieces(filter.value, root: root)
            let aliases = ["": mainMap.merging(languageMap(section.values["lang_map"]?.value)) { $1 }]
            var rule = LocalePathRule(source: sourcePieces, translation: pieces(filter.value, root: root),
                                      sourceLine: source?.line ?? filter.line, translationLine: filter.line)
            rule.aliases = aliases
            rule.sourceTag = section.values["source_lang"]?.value
            rules.append(rule)
            for (key, value) in section.values where key.hasPrefix("trans.") {
                var one = rule
                one.translation = pieces(value.value, root: root)
                one.fixedTag = String(key.dropFirst(6))
                one.translationLine = value.line
                one.reportsMissingSource = false
                rules.insert(one, at: rules.count - 1)
            }
        }
        return [RuleConfiguration(file: file, rules: rules, pairing: pairing, sourceLocale: sourceLocale, problems: problems)]
    }
}
