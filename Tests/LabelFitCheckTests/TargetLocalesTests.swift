import Foundation
import XCTest
import LabelFitTestSupport

/// `--target-locale ar,fa,ur` in one run, regional catalogs (`values-ar-rEG`) counted under their own
/// tag, and each locale's totals in the JSON summary and the table. The expected counts are the
/// strings written into each file here, and each locale's own single-locale run.
final class TargetLocalesTests: XCTestCase {
    static func project(_ dir: TempDir) {
        func res(_ folder: String, _ strings: [(String, String)]) {
            dir.write("res/\(folder)/strings.xml", "<resources>\n" + strings.map { "<string name=\"\($0.0)\">\($0.1)</string>\n" }.joined() + "</resources>\n")
        }
        res("values", [("save", "Save"), ("open", "Open"), ("close", "Close")])
        res("values-ar", [("save", "حفظ الملف الآن في الجهاز"), ("open", "افتح"), ("close", "أغلق")])    // 3 strings
        res("values-ar-rEG", [("save", "احفظ الملف دلوقتي على الجهاز")])                                  // 1 string
        res("values-fa", [("save", "ذخیره کردن پرونده در دستگاه"), ("open", "باز کردن")])                    // 2 strings
        res("values-ur", [("save", "فائل کو ابھی محفوظ کریں")])                                              // 1 string
        res("values-de", [("save", "Speichern")])                                                            // another language
    }

    static func json(_ r: CLI.Result) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stderr)
    }

    func testSeveralTargetLocalesAreCheckedInOneRunAndTotalledPerLocale() throws {
        let dir = TempDir()
        Self.project(dir)
        let base = ["check", dir.url.path, "--max-growth", "1.0", "--no-progress", "--no-baseline"]
        let r = try CLI.run(base + ["--target-locale", "ar,fa,ur", "--format", "json"], cwd: dir.url)
        let summary = try XCTUnwrap(Self.json(r)["summary"] as? [String: Any], r.stderr)
        let locales = try XCTUnwrap(summary["locales"] as? [String: [String: Any]], "\(summary)")
        XCTAssertEqual(locales.mapValues { $0["strings"] as? Int }, ["ar": 3, "ar-EG": 1, "fa": 2, "ur": 1])
        XCTAssertEqual(locales.mapValues { $0["files"] as? Int }, ["ar": 1, "ar-EG": 1, "fa": 1, "ur": 1])
        XCTAssertEqual(summary["strings"] as? Int, 7)
        XCTAssertEqual(summary["files"] as? Int, 4)
        // The German catalog is skipped by every locale; the ones checked are not counted as skipped.
        XCTAssertEqual(summary["skipped_files"] as? [String: Int], ["other locale": 1, "source locale": 1])

        // Each locale's figures are those of its own run.
        var errors = 0, warnings = 0, status: Int32 = 0
        for tag in ["ar", "fa", "ur"] {
            let one = try CLI.run(base + ["--target-locale", tag, "--format", "json"], cwd: dir.url)
            let s = try XCTUnwrap(Self.json(one)["summary"] as? [String: Any])
            errors += s["errors"] as? Int ?? 0
            warnings += s["warnings"] as? Int ?? 0
            status = max(status, one.status)
            if tag == "fa" { XCTAssertNil(s["locales"], "one locale, one tag: no per-locale totals") }
        }
        XCTAssertEqual(summary["errors"] as? Int, errors)
        XCTAssertEqual(summary["warnings"] as? Int, warnings)
        XCTAssertEqual(r.status, status)
        XCTAssertEqual((locales["ar"]?["errors"] as? Int ?? 0) + (locales["ar-EG"]?["errors"] as? Int ?? 0)
                       + (locales["fa"]?["errors"] as? Int ?? 0) + (locales["ur"]?["errors"] as? Int ?? 0), errors)

        // The table: a section per locale asked for, in order, closed by its totals.
        let table = try CLI.run(base + ["--target-locale", "ar,fa,ur"], cwd: dir.url).stdout
        let heads = table.split(separator: "\n").filter { $0.hasPrefix("== ") }
        XCTAssertEqual(heads, ["== ar ==", "== fa ==", "== ur =="])
        XCTAssertTrue(table.contains("\nar-EG: 1 string in 1 catalog"), table)
        let faSection = table.components(separatedBy: "== fa ==")[1].components(separatedBy: "== ur ==")[0]
        XCTAssertTrue(faSection.contains("values-fa/strings.xml") && !faSection.contains("values-ar"), faSection)
    }

    func testTheConfigTakesAListAndALocaleWithNoCatalogIsSaid() throws {
        let dir = TempDir()
        Self.project(dir)
        let config = dir.write("labelfit.json", #"{ "target_locale": ["fa", "ps"] }"#)
        let r = try CLI.run(["check", dir.url.path, "--config", config, "--no-progress", "--no-baseline", "--format", "json"], cwd: dir.url)
        XCTAssertEqual((try Self.json(r)["summary"] as? [String: Any])?["strings"] as? Int, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("no ps catalog"), r.stderr)
        let bad = try CLI.run(["check", dir.url.path, "--target-locale", "ar,not a tag", "--no-progress"], cwd: dir.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("'not a tag' is not a locale tag"), bad.stderr)
    }
}
