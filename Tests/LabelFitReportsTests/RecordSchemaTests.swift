import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitReports
import LabelFitTestSupport

/// The per-string records are declared once, in docs/schemas/records.schema.json, and written by one
/// writer, `JSONStream`. Every record the writer makes for the Corpus (and for strings that reach every
/// optional field) must validate against the schema — checked by Python's `jsonschema`, an independent
/// validator — and every property the schema declares must occur in some record, so the schema can
/// neither lag behind the writer nor promise a field the writer never writes.
final class RecordSchemaTests: XCTestCase {
    func testEveryRecordValidatesAndEveryDeclaredPropertyOccurs() throws {
        var records: [(def: String, json: [UInt8])] = []
        var stream = JSONStream()
        let checked = try Self.checkedStrings()
        XCTAssertGreaterThan(checked.count, 1000)
        for c in checked {
            stream.reset(); stream.write(c); records.append(("check_record", stream.bytes))
            let plain = records.count - 1
            stream.reset(); stream.write(c, type: "string"); records.append(("check_record", stream.bytes))
            for f in c.findings {
                stream.reset(); stream.write(f, type: "catalog_finding"); records.append(("finding", stream.bytes))
            }
            // Each text round-trips through the escaping: the parsed record says what the value holds.
            let parsed = try JSONSerialization.jsonObject(with: Data(records[plain].json)) as! [String: Any]
            XCTAssertEqual(parsed["key"] as? String, c.key)
            XCTAssertEqual((parsed["target"] as? [String: Any])?["text"] as? String, c.target?.text)
            XCTAssertEqual((parsed["findings"] as! [[String: Any]]).map { $0["message"] as! String }, c.findings.map(\.message))
        }
        for c in checked.prefix(200) where c.source != nil || c.target != nil {
            for detail in [MeasureDetail.full, .summary] {
                stream.reset()
                stream.write(MeasureResult(inputLine: 3, source: c.source, target: c.target), detail: detail, type: "result")
                records.append(("measure_result", stream.bytes))
            }
        }
        stream.reset(); stream.write(MeasureResult(inputLine: 7, error: "line 7: too long"), detail: .full); records.append(("measure_result", stream.bytes))
        let report = try Self.validate(records)
        XCTAssertEqual(report.invalid, [], "records that do not validate")
        XCTAssertEqual(report.neverSeen, [], "properties the schema declares that no record carries")
        XCTAssertEqual(report.validated, records.count)
    }

    /// A record with a field the schema does not declare is refused: the check above can fail.
    func testAnUndeclaredFieldIsRefused() throws {
        var stream = JSONStream()
        let c = try Self.checkedStrings(corpus: false)[0]
        stream.write(c)
        var json = stream.bytes
        json.removeLast()
        json += Array(#","surprise":1}"#.utf8)
        XCTAssertEqual(try Self.validate([("check_record", json)]).invalid.count, 1)
    }

    /// The Corpus checked with its configuration, plus strings that reach every optional field:
    /// wrapping, truncation, a missing glyph, control characters, placeholders and a finding.
    static func checkedStrings(corpus: Bool = true) throws -> [CheckedString] {
        var checked: [CheckedString] = []
        if corpus {
            let config = try CheckConfiguration.load(path: Fixtures.root.appendingPathComponent("labelfit.json").path)
            let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: Fixtures.root.path)
            _ = try runner.run(jobs: runner.jobs(paths: [Fixtures.root.appendingPathComponent("Corpus").path])) { event in
                if case .string(let c) = event { checked.append(c) }
            }
        }
        var options = Fixtures.options("Roboto, Noto Naskh Arabic UI", width: 60, overflow: .wrap, maxLines: 2)
        options.row.minBlockSizePx = 40
        options.lineHeight = .multiple(1.0)
        var flutter = options
        flutter.profile = .flutter
        var extra = try ["إضافة إلى الشاشة الرئيسية \u{F0000}", "tab\there \"quoted\" back\\slash\n\u{1}"].map {
            try Fixtures.measurer.measure($0, locale: "ar", options: options)
        }
        // Flutter paints at a rounded baseline (`painted_top_px`).
        extra.append(try Fixtures.measurer.measure("إضافة إلى الشاشة الرئيسية", locale: "ar", options: flutter))
        for m in extra {
            checked.append(CheckedString(key: "x\"\n", format: "csv", location: SourceLocation(file: "f", line: 1, column: 2),
                                         sourceLocation: SourceLocation(file: "e", line: 4), rawText: "<b>raw</b>", state: "fuzzy",
                                         source: m, target: m, growthPx: 1, growthChars: 1, minLineHeight: m.minLineHeight,
                                         verdict: m.verdict, placeholders: [.init(placeholder: "%@", value: "v")], maxWidthPx: 12.5,
                                         findings: [Finding(rule: .clip, severity: .warning, message: "m\n\u{2}", location: SourceLocation(file: "f"),
                                                            key: "k", numbers: ["a": 1.5, "b": 2], text: "t")]))
        }
        return checked
    }

    struct Validation { var validated = 0; var invalid: [String] = []; var neverSeen: [String] = [] }

    /// Validates each record against its definition with `jsonschema` (Draft 2020-12) and lists the
    /// declared properties no record carried (walking each record beside the schema).
    static func validate(_ records: [(def: String, json: [UInt8])]) throws -> Validation {
        let dir = TempDir()
        let lines = records.map { #"{"def":"\#($0.def)","record":"# + String(decoding: $0.json, as: UTF8.self) + "}" }
        try lines.joined(separator: "\n").write(toFile: dir.path("records.jsonl"), atomically: true, encoding: .utf8)
        let script = #"""
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        defs = schema["$defs"]
        validators = {}
        seen = set()
        def walk(node, value, name):
            while "$ref" in node:
                name = node["$ref"].split("/")[-1]
                node = defs[name]
            if isinstance(value, dict) and "properties" in node:
                for k, v in value.items():
                    if k in node["properties"]:
                        seen.add(name + "." + k)
                        walk(node["properties"][k], v, name + "." + k)
            elif isinstance(value, list) and "items" in node:
                for v in value: walk(node["items"], v, name)
        ok, bad = 0, []
        for line in open(sys.argv[2]):
            r = json.loads(line)
            d = r["def"]
            if d not in validators:
                validators[d] = jsonschema.Draft202012Validator({"$defs": defs, "$ref": "#/$defs/" + d})
            errors = list(validators[d].iter_errors(r["record"]))
            if errors: bad.append(d + ": " + errors[0].message[:200])
            else: ok += 1
            walk(defs[d], r["record"], d)
        declared = set()
        for name, node in defs.items():
            for k in node.get("properties", {}): declared.add(name + "." + k)
        never = sorted(declared - seen)
        print(json.dumps({"validated": ok, "invalid": bad[:20], "never": never}))
        """#
        let schema = Fixtures.root.appendingPathComponent("docs/schemas/records.schema.json").path
        let (status, output) = try CLI.tool("/usr/bin/python3", ["-c", script, schema, dir.path("records.jsonl")])
        guard status == 0, let data = output.split(separator: "\n").last.map({ Data($0.utf8) }),
              let result = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw NSError(domain: "RecordSchemaTests", code: 1, userInfo: [NSLocalizedDescriptionKey: output])
        }
        return Validation(validated: result["validated"] as! Int, invalid: result["invalid"] as! [String], neverSeen: result["never"] as! [String])
    }
}
