import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import LabelFitTestSupport

/// A `check` stopped by its configuration still writes a complete document in every machine-readable
/// format, holding the error, to stdout or `--output`, and exits 2.
extension TreeAndOutputTests {
    /// Each broken `labelfit.json` with the words its error must hold.
    static let brokenConfigurations: [(config: String, says: String)] = [
        ("{\"catalogs\": [\"app\"],\n", "expected a quoted key"),
        ("{\"catalogs\": [\"app\"], \"nonsense_key\": 1}\n", "unknown setting 'nonsense_key'"),
        ("{\"catalogs\": [\"app\"], \"size\": -5}\n", "setting 'size': -5 is out of range"),
    ]

    /// Every text in `report`, read as `format` by a parser of that format (not LabelFit's).
    func texts(of report: String, format: String) throws -> [String] {
        switch format {
        case "json", "sarif", "gitlab":
            return HostileRecordInEveryFormatTests.strings(in: try JSONSerialization.jsonObject(with: Data(report.utf8)))
        case "jsonl":
            let lines = report.split(separator: "\n")
            XCTAssertFalse(lines.isEmpty)
            return try lines.flatMap { HostileRecordInEveryFormatTests.strings(in: try JSONSerialization.jsonObject(with: Data($0.utf8))) }
        default:
            let parser = XMLParser(data: Data(report.utf8))
            let texts = HostileRecordInEveryFormatTests.XMLTexts()
            parser.delegate = texts
            XCTAssertTrue(parser.parse(), "not well-formed XML: \(report)")
            return texts.all
        }
    }

    func testAConfigurationErrorIsACompleteDocumentInEveryMachineFormat() throws {
        for (config, says) in Self.brokenConfigurations {
            let dir = TempDir()
            dir.write("repo/app/messages.ar.xlf", Self.xliff(2))
            let path = dir.write("repo/labelfit.json", config)
            for format in ["json", "jsonl", "sarif", "junit", "gitlab"] {
                let r = try guarded(["check", "--config", path, "--format", format, "--no-progress"], seconds: 60)
                XCTAssertEqual(r.status, 2, "\(format): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains(says), "\(format): \(r.stderr)")
                XCTAssertTrue(try texts(of: r.stdout, format: format).contains { $0.contains(says) }, "\(format) lacks the error: \(r.stdout)")
                let output = dir.path("report.\(format)")
                let o = try guarded(["check", "--config", path, "--format", format, "--output", output, "--no-progress"], seconds: 60)
                XCTAssertEqual(o.status, 2, "\(format) --output: \(o.stderr)")
                XCTAssertEqual(o.stdout, "")
                let written = try String(contentsOfFile: output, encoding: .utf8)
                XCTAssertTrue(try texts(of: written, format: format).contains { $0.contains(says) }, "\(format) --output lacks the error: \(written)")
            }
        }
    }
}
