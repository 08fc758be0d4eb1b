import Foundation
import XCTest
import LabelFitReports
import LabelFitTestSupport

/// A catalog naming a file linked out of its folder, and a style sheet whose Sass variables multiply:
/// each run ends, the hostile part is a located diagnostic, and the rest is reported.
extension TreeAndOutputTests {
    func testASiblingNamespaceLinkedOutOfTheTreeReachesNoReport() throws {
        let outside = TempDir(), dir = TempDir()
        let secret = outside.write("creds.json", #"{"token": "SUPERSECRET-from-outside"}"#)
        dir.write("locales/en/common.json", #"{"greet": "Hello"}"#)
        dir.write("locales/ar/common.json", #"{"greet": "مرحبا $t(secret:token)"}"#)
        try FileManager.default.createSymbolicLink(atPath: dir.path("locales/ar/secret.json"), withDestinationPath: secret)
        for format in ReportFormat.allCases {
            let run = try guarded(["check", dir.url.path, "--format", format.rawValue, "--no-progress"], seconds: 60)
            XCTAssertEqual(run.reason, .exit, format.rawValue)
            XCTAssertEqual(run.status, 0, "a warning, as for any warning: \(format.rawValue)\n\(run.stderr)")
            XCTAssertFalse((run.stdout + run.stderr).contains("SUPERSECRET"), format.rawValue)
            if format == .json { XCTAssertTrue(run.stdout.contains("secret.json"), "the warning names the link") }
        }
    }

    func testSassVariablesMultipliedPastTheBudgetAreALocatedErrorInEverySheetKind() throws {
        // `$a` is 5,000 tokens' worth of `1px`, referenced 5,000 times: 10,001 × 5,000 tokens, far past
        // 4 tokens per byte of a sheet of about 35 KB.
        let n = 5_000
        let sheet = "$a: " + String(repeating: "1px ", count: n) + ";\n.x { width: 100px; margin: " + String(repeating: "$a ", count: n) + "; }\n"
        let page = #"<!DOCTYPE html><html><body><div class="x" data-i18n="k"></div><div class="y" data-i18n="c"></div></body></html>"#
        let variants: [(String, [(String, String)])] = [
            ("src/app.scss", [("src/app.scss", sheet + ".y { width: 200px; }\n"), ("src/index.html", page)]),
            ("src/app.css", [("src/app.css", sheet + ".y { width: 200px; }\n"), ("src/index.html", page)]),
            ("src/App.vue", [("src/App.vue", "<template><div class=\"x\">{{ $t(\"k\") }}</div><div class=\"y\">{{ $t(\"c\") }}</div></template>\n<style lang=\"scss\" scoped>\n" + sheet + ".y { width: 200px; }\n</style>\n")]),
        ]
        for (sheetFile, files) in variants {
            let dir = TempDir()
            dir.write("locales/en.json", #"{"k": "Show notifications", "c": "Save"}"#)
            dir.write("locales/ar.json", #"{"k": "عرض جميع الإشعارات الجديدة", "c": "حفظ"}"#)
            for (path, text) in files { dir.write(path, text) }
            let run = try guarded(["layout", dir.url.path, "--format", "json"], seconds: 120)
            XCTAssertEqual(run.reason, .exit, "\(sheetFile): \(run.stderr.suffix(300))")
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], sheetFile)
            let errors = report["errors"] as? [[String: Any]] ?? []
            let budget = errors.filter { ($0["message"] as? String)?.contains("Sass variables substituted past") == true }
            XCTAssertEqual(budget.count, 1, "\(sheetFile): \(errors)")
            XCTAssertEqual(budget.first?["file"] as? String, dir.path(sheetFile))
            // The declaration is on the sheet's line 2 (line 4 of the .vue file: the template, `<style>`, `$a`).
            XCTAssertEqual(budget.first?["line"] as? Int, sheetFile.hasSuffix(".vue") ? 4 : 2)
            let uses = report["uses"] as? [[String: Any]] ?? []
            let control = uses.first { $0["key"] as? String == "c" }
            XCTAssertNotNil(control, "\(sheetFile): the control is measured")
            XCTAssertNotEqual(control?["class"] as? String, "unknown", "\(sheetFile): \(String(describing: control))")
        }
    }
}
