import Foundation
import XCTest
import LabelFitTestSupport

/// `labelfit check` as CI runs it: exit codes, every report format against its schema, the baseline.
final class CheckCommandTests: XCTestCase {
    func testStrictThresholdFailsNamingTheStringsAndTheBaselineAcceptsThem() throws {
        let dir = TempDir()
        let baseline = dir.path("baseline.json")
        let strict = ["check", "--max-growth", "1.0", "--severity", "error", "--no-progress"]
        let failing = try CLI.run(strict + ["--no-baseline"])
        XCTAssertEqual(failing.status, 1, failing.stderr)
        XCTAssertTrue(failing.stdout.contains("[growth] «إضافة إلى الشاشة الرئيسية» is 1.04×"), failing.stdout)
        XCTAssertTrue(failing.stdout.contains("Corpus/android/res/values-ar/strings.xml:"), failing.stdout)
        let recorded = try CLI.run(["baseline", "--max-growth", "1.0", "--severity", "error", "--output", baseline])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        let passing = try CLI.run(strict + ["--baseline", baseline])
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
        XCTAssertTrue(passing.stderr.contains("baselined"), passing.stderr)
    }

    func testJUnitValidatesAgainstItsSchema() throws {
        let dir = TempDir()
        let out = dir.path("report.xml")
        // Headless Chromium's rules: the bundled config's clips at device scale 2 (on a phone, the default
        // `android` platform, the baseline moves up a device pixel and they graze within the tolerance).
        let r = try CLI.run(["check", "--format", "junit", "--output", out, "--no-baseline", "--web-platform", "headless"])
        XCTAssertEqual(r.status, 1)
        let (status, message) = try CLI.tool("/usr/bin/xmllint", ["--noout", "--schema", Fixtures.root.appendingPathComponent("Tests/Schemas/junit.xsd").path, out])
        XCTAssertEqual(status, 0, message)
        let xml = try String(contentsOfFile: out, encoding: .utf8)
        // 999: the Corpus's 1101 strings less the 102 of ar.mo (msgunfmt lists 96 messages and 6 plural
        // forms besides the header), which is compiled from ar.po and now read once, as the .po.
        // The 999 strings are counted per catalog (a test case per finding: Reports/JUnitReportTests).
        XCTAssertEqual(xml.components(separatedBy: "<property name=\"strings\" value=\"").dropFirst().map { Int($0.prefix { $0.isNumber })! }.reduce(0, +), 999)
        // The bundled rows wrap and do not clip: ink past the line box is painted inside their 12px
        // padding (an `overlap` info, with its numbers); the catalog's own width budgets still fail.
        XCTAssertTrue(xml.contains("<failure type=\"width-budget\""))
        XCTAssertFalse(xml.contains("<failure type=\"clip\""))
        XCTAssertTrue(xml.contains("[overlap]"))
        XCTAssertTrue(xml.contains("clip_bottom_px = "))
    }

    func testSARIFValidatesAndPointsAtTheArabicLine() throws {
        let dir = TempDir()
        let out = dir.path("report.sarif")
        XCTAssertEqual(try CLI.run(["check", "--format", "sarif", "--output", out, "--no-baseline", "--web-platform", "headless"]).status, 1)
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1]))); print('valid')"
        let (status, message) = try CLI.tool("/usr/bin/python3", ["-c", script, Fixtures.root.appendingPathComponent("Tests/Schemas/sarif-2.1.0-subset.schema.json").path, out])
        XCTAssertEqual(status, 0, message)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as! [String: Any]
        let results = ((log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        // Find the Android result for save_to_files and check its line against the file itself.
        let android = try String(contentsOf: Fixtures.root.appendingPathComponent("Corpus/android/res/values-ar/strings.xml"), encoding: .utf8)
        let expectedLine = android.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("name=\"save_to_files\"") }! + 1
        let hit = results.first { r in
            let loc = ((r["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
            let uri = (loc["artifactLocation"] as! [String: Any])["uri"] as! String
            return uri == "Corpus/android/res/values-ar/strings.xml" && ((r["properties"] as? [String: Any])?["key"] as? String) == "save_to_files"
        }
        let region = (((try XCTUnwrap(hit)["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["region"] as! [String: Any])
        XCTAssertEqual(region["startLine"] as? Int, expectedLine)
    }

    func testJSONJSONLinesCSVAndGitHubFormats() throws {
        let json = try CLI.run(["check", "--format", "json", "--no-baseline"])
        let doc = try JSONSerialization.jsonObject(with: json.stdoutData) as! [String: Any]
        XCTAssertEqual((doc["strings"] as! [Any]).count, 999)
        XCTAssertEqual((doc["summary"] as! [String: Any])["strings"] as? Int, 999)
        let first = (doc["strings"] as! [[String: Any]])[0]
        for key in ["key", "location", "source", "target", "growth_px", "growth_chars", "min_line_height", "verdict", "findings"] {
            XCTAssertNotNil(first[key], key)
        }
        let lines = try CLI.run(["check", "--format", "jsonl", "--no-baseline"]).stdout.split(separator: "\n")
        let records = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let types = records.map { $0["type"] as! String }
        // 999 strings: the Corpus .mo is skipped beside its .po (counted once).
        XCTAssertEqual(types.filter { $0 == "string" }.count, 999)
        XCTAssertEqual(types.first, "settings")
        XCTAssertEqual(types.last, "summary")
        // Each font is described once, before the first string that names it; strings only name fonts.
        var described: Set<String> = []
        for record in records {
            if record["type"] as? String == "font" { XCTAssertTrue(described.insert(record["name"] as! String).inserted) }
            guard record["type"] as? String == "string" else { continue }
            for side in ["source", "target"] {
                for use in ((record[side] as? [String: Any])?["fonts_used"] as? [[String: Any]]) ?? [] {
                    XCTAssertTrue(described.contains(use["font"] as! String), "\(use)")
                }
            }
        }
        XCTAssertEqual(types.filter { $0 == "font" }.count, described.count)
        XCTAssertFalse(described.isEmpty)
        XCTAssertEqual(Set((doc["fonts"] as! [[String: Any]]).map { $0["name"] as! String }), described)
        let csv = try CLI.run(["check", "--format", "csv", "--no-baseline"]).stdout
        XCTAssertTrue(csv.hasPrefix("file,line,key,source,target,"))
        let gh = try CLI.run(["check", "--format", "github", "--no-baseline"]).stdout.split(separator: "\n")
        XCTAssertFalse(gh.isEmpty)
        // Annotations first (at most 10 of a kind: errors, warnings, notices — notices being thresholds the
        // English crosses too), then the note and the folded rest (Reports/GitHubAnnotationsTests).
        for line in gh.prefix(while: { !$0.hasPrefix("::notice title=LabelFit") }) {
            XCTAssertTrue(line.hasPrefix("::error file=") || line.hasPrefix("::warning file=") || line.hasPrefix("::notice file="), String(line))
        }
    }

    func testBrokenFilesAreReportedAndEveryGoodStringStillMeasured() throws {
        let dir = TempDir()
        dir.write("good.csv", "key,en,ar\ndelete,Delete,حذف\nshare,Share,مشاركة\n")
        dir.write("res/values-ar/strings.xml", "<resources><string name=\"a\">أ</strin></resources>")
        dir.write("bad.arb", "not json")
        dir.write("app_ar.arb", "{\"x\": ")
        dir.write("ar.lproj/L.strings", Data([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]))
        let out = dir.path("r.json")
        let r = try CLI.run(["check", dir.url.path, "--format", "json", "--output", out, "--no-baseline"], cwd: dir.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        let doc = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as! [String: Any]
        XCTAssertEqual((doc["strings"] as! [[String: Any]]).map { $0["key"] as! String }, ["delete", "share"])
        let problems = (doc["catalog_findings"] as! [[String: Any]]).map { ($0["location"] as! [String: Any])["file"] as! String }
        XCTAssertEqual(Set(problems), ["res/values-ar/strings.xml", "app_ar.arb", "ar.lproj/L.strings"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path(".r.json.tmp")))
    }

    func testUsageErrorsExit2AndLeaveAnEarlierReportAlone() throws {
        let dir = TempDir()
        let out = dir.write("report.json", "previous")
        let r = try CLI.run(["check", "--format", "yaml", "--output", out])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("--format: 'yaml' is not one of table, json"), r.stderr)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "previous")
        XCTAssertEqual(try CLI.run(["check", "--font", "Nope Sans"]).status, 2)
        XCTAssertEqual(try CLI.run(["check", "/no/such/folder"]).status, 2)
    }

    func testNoColorOffATerminal() throws {
        let r = try CLI.run(["check", "--no-baseline"])
        XCTAssertFalse(r.stdout.contains("\u{1B}["))
    }

    func testLimitOverridesOnTheCommandLine() throws {
        let dir = TempDir()
        dir.write("t.csv", "key,en,ar\n" + (0..<5).map { "k\($0),Delete,حذف\n" }.joined())
        let few = try CLI.run(["check", dir.url.path, "--max-strings-per-file", "3", "--format", "jsonl", "--no-baseline"], cwd: dir.url)
        XCTAssertEqual(few.status, 2, few.stderr)
        XCTAssertEqual(few.stdout.components(separatedBy: "\"type\":\"string\"").count - 1, 3)
        XCTAssertTrue(few.stdout.contains("more than 3 strings in one file; the rest are skipped"), few.stdout)
        let small = try CLI.run(["check", dir.url.path, "--max-file-size", "20", "--no-baseline"], cwd: dir.url)
        XCTAssertEqual(small.status, 2)
        XCTAssertTrue(small.stdout.contains("larger than the limit of 20"), small.stdout)
    }
}
