import Foundation
import LabelFitCheck
import LabelFitCore

/// SARIF 2.1.0 (OASIS), as GitHub code scanning reads it: one run, LabelFit's rules in
/// `tool.driver.rules`, each finding a result located at the Arabic string's file and line (relative
/// to `%SRCROOT%`), fingerprinted for de-duplication, baselined findings suppressed.
///
/// `%SRCROOT%` is the repository's root (`RepositoryRoot`), given in `run.originalUriBaseIds` (SARIF
/// 2.1.0 §3.14.14), and every `uri` is relative to it: GitHub code scanning places a result by "a
/// relative path from the root of the GitHub repository being analyzed" (docs.github.com, "SARIF
/// support for code scanning", `physicalLocation.artifactLocation.uri`), so a run from a subfolder
/// still lands on the file.
public final class SARIFWriter: ReportWriter {
    let version: String
    private let root: RepositoryRoot
    private var results: [[String: Any]] = []

    public init(version: String, root: RepositoryRoot = .current()) {
        self.version = version
        self.root = root
    }

    public func begin(settings: RunSettings, sink: ReportSink) {}

    private func result(_ f: Finding, extra: [String: Any] = [:]) -> [String: Any] {
        var region: [String: Any] = ["startLine": max(f.location.line ?? 1, 1)]
        if let c = f.location.column { region["startColumn"] = max(c, 1) }
        var r: [String: Any] = [
            "ruleId": f.rule.rawValue,
            "ruleIndex": Rule.allCases.firstIndex(of: f.rule)!,
            // SARIF 2.1.0 §3.27.10: `note` is the level for a finding that is information only.
            "level": f.severity == .error ? "error" : f.severity == .warning ? "warning" : "note",
            "message": ["text": f.message],
            "locations": [["physicalLocation": [
                "artifactLocation": ["uri": Self.uri(root.relative(f.location.file)), "uriBaseId": "%SRCROOT%"],
                "region": region,
            ]]],
            "partialFingerprints": ["labelfit/v1": f.fingerprint],
            "baselineState": f.baselined ? "unchanged" : "new",
        ]
        if f.baselined { r["suppressions"] = [["kind": "external", "justification": "accepted in the LabelFit baseline"]] }
        var properties: [String: Any] = extra
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
        let rules: [[String: Any]] = Rule.allCases.map { rule in
            let d = rule.ruleDescription
            return ["id": d.id, "name": d.id.split(separator: "-").map { $0.capitalized }.joined(),
                    "shortDescription": ["text": d.title], "fullDescription": ["text": d.help],
                    "help": ["text": d.help], "defaultConfiguration": ["level": d.defaultSeverity.rawValue]]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "LabelFit", "semanticVersion": version, "version": version, "rules": rules]],
                "originalUriBaseIds": ["%SRCROOT%": ["uri": URL(fileURLWithPath: root.path, isDirectory: true).absoluteString]],
                "columnKind": "unicodeCodePoints",
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        sink.write(String(decoding: data, as: UTF8.self) + "\n")
    }
}
