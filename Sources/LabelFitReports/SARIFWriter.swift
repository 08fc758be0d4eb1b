import Foundation
import LabelFitCheck
import LabelFitCore

/// SARIF 2.1.0 (OASIS), as GitHub code scanning reads it: one run, the command's rules in
/// `tool.driver.rules` (their `RuleDescription`s), each finding (`Finding`: `check`'s and
/// `layout`'s) a result located at its file and line (relative to `%SRCROOT%`), with its related
/// locations, fingerprinted for de-duplication, baselined findings suppressed. Each command keeps its
/// own tool name (`LabelFit`, `labelfit layout`), since code scanning keeps one set of alerts per tool.
///
/// `%SRCROOT%` is the repository's root (`RepositoryRoot`), given in `run.originalUriBaseIds` (SARIF
/// 2.1.0 §3.14.14), and every `uri` is relative to it: GitHub code scanning places a result by "a
/// relative path from the root of the GitHub repository being analyzed" (docs.github.com, "SARIF
/// support for code scanning", `physicalLocation.artifactLocation.uri`), so a run from a subfolder
/// still lands on the file.
public final class SARIFWriter: ReportWriter {
    let version: String
    private let root: RepositoryRoot
    private let toolName: String
    private let rules: [RuleDescription]
    private var results: [[String: Any]] = []

    public init(version: String, root: RepositoryRoot = .current(), toolName: String = "LabelFit",
                rules: [RuleDescription] = CheckRules.all) {
        self.version = version
        self.root = root
        self.toolName = toolName
        self.rules = rules
    }

    public func begin(settings: RunSettings, sink: ReportSink) {}

    private func physicalLocation(_ l: SourceLocation) -> [String: Any] {
        var region: [String: Any] = ["startLine": max(l.line ?? 1, 1)]
        if let c = l.column { region["startColumn"] = max(c, 1) }
        return ["artifactLocation": ["uri": Self.uri(root.relative(l.file)), "uriBaseId": "%SRCROOT%"], "region": region]
    }

    /// A finding of another command (`labelfit layout`'s; `check`'s come through `write`), with what
    /// that command says beyond the message (`details`) among its properties.
    public func record(_ f: Finding) { results.append(result(f)) }

    private func result(_ f: Finding, extra: [String: Any] = [:]) -> [String: Any] {
        var r: [String: Any] = [
            "ruleId": f.rule.id,
            // SARIF 2.1.0 §3.27.10: `note` is the level for a finding that is information only.
            "level": f.severity == .error ? "error" : f.severity == .warning ? "warning" : "note",
            "message": ["text": f.message],
            "locations": [["physicalLocation": physicalLocation(f.location)]],
            "partialFingerprints": ["labelfit/v1": f.fingerprint],
            "baselineState": f.baselined ? "unchanged" : "new",
        ]
        // An input error (`layout`'s `input-error`) is no rule of the list.
        if let index = rules.firstIndex(where: { $0.id == f.rule.id }) { r["ruleIndex"] = index }
        if !f.relatedLocations.isEmpty {
            r["relatedLocations"] = f.relatedLocations.enumerated().map { i, l in ["id": i + 1, "physicalLocation": physicalLocation(l)] as [String: Any] }
        }
        if f.baselined { r["suppressions"] = [["kind": "external", "justification": "accepted in the LabelFit baseline"]] }
        var properties: [String: Any] = extra
        if let details = f.details { properties["details"] = details }
        if let key = f.key { properties["key"] = key }
        if !f.numbers.isEmpty { properties["numbers"] = f.numbers }
        if !properties.isEmpty { r["properties"] = properties }
        return r
    }

    /// A relative path as a URI reference (RFC 3986): percent-encoded, slashes kept.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;=@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f): results.append(result(f))
        case .string(let c):
            for f in c.findings {
                var extra: [String: Any] = ["verdict": c.verdict.rawValue, "target": c.target?.text ?? "", "source": c.source?.text ?? ""]
                if let t = c.target {
                    extra["lines"] = t.lines
                    extra["line_texts"] = t.lineTexts
                    extra["visible_text"] = t.visibleText
                    extra["dropped_words"] = t.droppedWords
                    extra["row_height_px"] = t.rowHeightPx
                    extra["line_clips_px"] = t.lineDetails.map { ["top": $0.clip.topPx, "bottom": $0.clip.bottomPx] }
                }
                results.append(result(f, extra: extra))
            }
        }
    }

    public func end(summary: CheckSummary, sink: ReportSink) {
        let rules: [[String: Any]] = self.rules.map { d in
            var rule: [String: Any] = ["id": d.id, "name": d.id.split(separator: "-").map { $0.capitalized }.joined(),
                                       "defaultConfiguration": ["level": d.defaultSeverity == .info ? "note" : d.defaultSeverity.rawValue]]
            if !d.title.isEmpty { rule["shortDescription"] = ["text": d.title] }
            if !d.help.isEmpty { rule["fullDescription"] = ["text": d.help]; rule["help"] = ["text": d.help] }
            return rule
        }
        var run: [String: Any] = [
            "tool": ["driver": ["name": toolName, "semanticVersion": version, "version": version, "rules": rules]],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": URL(fileURLWithPath: root.path, isDirectory: true).absoluteString]],
            "columnKind": "unicodeCodePoints",
            "results": results,
        ]
        // The run's stand-in fonts in its property bag (SARIF 2.1.0 §3.14.28 run.properties, §3.8
        // property bags: "additional information ... not defined by the specification").
        if let standIns = summary.standInFonts {
            run["properties"] = ["standInFonts": standIns.map { ["font": $0.font, "stands_for": $0.standsFor, "kind": $0.kind.rawValue, "text": $0.description] }]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        sink.write(String(decoding: data, as: UTF8.self) + "\n")
    }
}
