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

    // `--layout`: the app's own constraint wins where `labelfit layout` decides it. One profile, API 33
    // (linear font scale): 14 sp × 1.3 = 18.2 px. Weblate takes whole pixels, so the size is rounded
    // to 18 and the 120 dp width scaled with it: 120 × 18 ÷ 18.2 = 118.68…, rounded down to 118.
    // The wrap_content view in a match_parent column is ellipsized at the column's 360 dp:
    // 360 × 18 ÷ 18.2 = 356.04…, so 356. A key no view shows has no width (no row is configured):
    // named on stderr, not written.
    func testLayoutDecidedConstraintsAreTheLimits() throws {
        let dir = TempDir()
        dir.write("labelfit.json", #"{"layout": {"profiles": [{"width_dp": 360, "font_scale": 1.3, "api": 33}]}}"#)
        dir.write("app/src/main/res/layout/main.xml", """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                android:layout_height="wrap_content" android:orientation="vertical">
              <TextView android:id="@+id/save" android:layout_width="120dp" android:layout_height="wrap_content" android:padding="0dp"
                  android:maxLines="1" android:ellipsize="end" android:textSize="14sp" android:text="@string/save" />
              <TextView android:id="@+id/hint" android:layout_width="wrap_content" android:layout_height="wrap_content"
                  android:maxLines="1" android:textSize="14sp" android:text="@string/hint" />
            </LinearLayout>
            """)
        dir.write("app/src/main/res/values/strings.xml", #"<resources><string name="save">Save</string><string name="hint">Tap to add</string><string name="unused">Later</string></resources>"#)
        dir.write("app/src/main/res/values-ar/strings.xml", #"<resources><string name="save">حفظ</string><string name="hint">انقر للإضافة</string><string name="unused">لاحقا</string></resources>"#)
        let r = try CLI.run(["limits", "--layout", "--format", "weblate"], cwd: dir.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(Set(r.stdout.split(separator: "\n")), ["save\tmax-size:118:1, font-size:18", "hint\tmax-size:356:1, font-size:18"], r.stderr)
        XCTAssertTrue(r.stderr.contains("1 keys have no row width") && r.stderr.contains("unused"), r.stderr)
    }
}
