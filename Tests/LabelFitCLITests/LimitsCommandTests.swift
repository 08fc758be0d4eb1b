import Foundation
import XCTest
import LabelFitTestSupport

/// `labelfit limits` on the Corpus's configuration (labelfit.json): the row is 320 px with 16 px
/// insets on each side and a 24 px icon with a 16 px gap, so the text has 320 − 16 − 16 − 24 − 16 =
/// 248 px; `edit_menu*` keys have a 96 px row with 8 px insets and no icon: 96 − 8 − 8 = 80 px, on one
/// line (nowrap-ellipsis); thresholds.max_lines is 1; the size is 17 px. Each format is read back by
/// its own tool: GNU msgfmt for the template, xmllint for the XLIFF, Python's csv module for the CSV.
final class LimitsCommandTests: XCTestCase {
    func limits(_ format: String) throws -> String {
        let r = try CLI.run(["limits", "--format", format])
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdout
    }

    func testWeblateFlagsCarryTheRowsWidthAndLines() throws {
        let lines = try limits("weblate").split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        let byKey = Dictionary(lines.map { ($0[0], $0[1]) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byKey["add_to_home_screen"], "max-size:248:1, font-size:17")
        XCTAssertEqual(byKey["edit_menu[0]"], "max-size:80:1, font-size:17")
        // One line per string the check reads from the same configuration.
        let check = try CLI.run(["check", "--format", "jsonl", "--no-baseline", "--no-progress"])
        let strings = check.stdout.split(separator: "\n").filter { $0.contains("\"key\"") && !$0.contains("\"type\":\"summary\"") && !$0.contains("\"rule\":\"catalog\"") }
        XCTAssertGreaterThan(lines.count, 50)
        XCTAssertLessThanOrEqual(lines.count, strings.count + 5, "one line per string")
    }

    func testTheTemplateIsAValidGettextCatalogCarryingTheFlags() throws {
        let dir = TempDir()
        let po = dir.write("limits.pot", try limits("po"))
        let (status, out) = try CLI.tool("/usr/bin/msgfmt", ["--check", "-o", "/dev/null", po])
        XCTAssertEqual(status, 0, out)
        let text = try String(contentsOfFile: po, encoding: .utf8)
        XCTAssertTrue(text.contains("#, max-size:248:1, font-size:17\nmsgctxt \"add_to_home_screen\"\nmsgid \"Add to Home Screen\""), text)
    }

    func testTheXLIFFIsWellFormedWithPixelMaxwidth() throws {
        let dir = TempDir()
        let xlf = dir.write("limits.xlf", try limits("xliff"))
        let (status, out) = try CLI.tool("/usr/bin/xmllint", ["--noout", xlf])
        XCTAssertEqual(status, 0, out)
        let text = try String(contentsOfFile: xlf, encoding: .utf8)
        XCTAssertTrue(text.contains("<trans-unit id=\"add_to_home_screen\" maxwidth=\"248\" size-unit=\"pixel\""), text)
    }

    func testTheCSVHasTheColumnsImportersMap() throws {
        let dir = TempDir()
        let csv = dir.write("limits.csv", try limits("csv"))
        let script = "import csv, json, sys; rows = list(csv.DictReader(open(sys.argv[1], newline=''))); print(json.dumps(rows))"
        let (status, out) = try CLI.tool("/usr/bin/python3", ["-c", script, csv])
        XCTAssertEqual(status, 0, out)
        let rows = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [[String: String]]
        let row = try XCTUnwrap(rows.first { $0["key"] == "add_to_home_screen" })
        XCTAssertEqual(row["source"], "Add to Home Screen")
        XCTAssertEqual(row["max_width_px"], "248")
        XCTAssertEqual(row["max_lines"], "1")
        XCTAssertEqual(row["font_size_px"], "17")
        XCTAssertGreaterThan(Int(row["max_length"] ?? "") ?? 0, 0)
    }

    func testKeysWithNoRowWidthAreNamedNotWritten() throws {
        let dir = TempDir()
        dir.write("labelfit.json", "{\"catalogs\": [\"po\"]}")
        dir.write("po/ar.po", "msgid \"\"\nmsgstr \"\"\n\"Language: ar\\n\"\n\nmsgid \"Delete\"\nmsgstr \"حذف\"\n")
        let r = try CLI.run(["limits"], cwd: dir.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("1 keys have no row width") && r.stderr.contains("Delete"), r.stderr)
    }
}
