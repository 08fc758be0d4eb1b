import Foundation
import LabelFitCore

/// The whole report of a run that stopped before it measured anything (a configuration that does not
/// read, a font that does not load): a machine-readable format is still one complete document of its
/// kind, holding the error, so a tool that reads it learns why there are no results instead of
/// failing to parse an empty file. Formats read by people (table, csv, github, html) have none: the
/// error goes to stderr.
public enum FailureReport {
    public static func document(_ format: ReportFormat, error: Error, version: String, root: RepositoryRoot = .current()) -> String? {
        let message = "\(error)"
        switch format {
        case .json:
            return json(["tool": "labelfit", "version": version, "schema_version": 2, "strings": [Any](),
                         "catalog_findings": [Any](), "fonts": [Any](), "error": message])
        case .jsonl:
            return json(["type": "error", "message": message], pretty: false)
        case .sarif:
            return json([
                "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
                "version": "2.1.0",
                "runs": [[
                    "tool": ["driver": ["name": "LabelFit", "semanticVersion": version, "version": version]],
                    "invocations": [["executionSuccessful": false,
                                     "toolExecutionNotifications": [["level": "error", "message": ["text": message]]]]],
                    "results": [Any](),
                ]],
            ])
        case .junit:
            let text = JUnitWriter.attribute(message)
            return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuites name=\"labelfit\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"0\">\n"
                + "  <testsuite name=\"labelfit\" id=\"0\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0\">\n"
                + "    <testcase classname=\"labelfit\" name=\"run\" time=\"0\">\n"
                + "      <error type=\"input-error\" message=\"\(text)\">\(JUnitWriter.escape(message))</error>\n"
                + "    </testcase>\n  </testsuite>\n</testsuites>\n"
        case .gitlab:
            let place = location(of: error)
            return json([[
                "description": message,
                "check_name": "labelfit-input-error",
                "fingerprint": "labelfit-input-error",
                "severity": "blocker",
                "location": ["path": place.map { root.relative($0.file) } ?? ".", "lines": ["begin": max(place?.line ?? 1, 1)]],
            ]])
        case .table, .csv, .github, .html:
            return nil
        }
    }

    /// The file an error names, for formats whose entries need a path.
    static func location(of error: Error) -> SourceLocation? {
        switch error as? LabelFitError {
        case .invalidInput(let at, _), .limitExceeded(let at, _): at
        case .io(let path, _), .badFont(let path, _): SourceLocation(file: path)
        default: nil
        }
    }

    private static func json(_ value: Any, pretty: Bool = true) -> String {
        let options: JSONSerialization.WritingOptions = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: value, options: options)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
