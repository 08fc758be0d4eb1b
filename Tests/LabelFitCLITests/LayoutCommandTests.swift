import Foundation
import XCTest
@testable import LabelFitCLI
import LabelFitTestSupport

/// `labelfit layout` is a registered command: its options parse, its report is written whole, and its
/// exit code follows the findings (1 for the fixture's arabic-only-cut) and input errors (2).
final class LayoutCommandTests: XCTestCase {
    func testRunsOnTheFixtureAndExitsWithFindings() throws {
        let app = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-android/app1").path
        let out = NSTemporaryDirectory() + "labelfit-layout-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: out) }
        XCTAssertNotNil(Commands.named("layout"))
        let code = try Commands.run(LayoutCommand.self, [app, "--config", app + "/labelfit.json", "--format", "json", "--output", out])
        XCTAssertEqual(code, .findings)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        XCTAssertEqual((doc["profiles"] as? [[String: Any]])?.count, 1, "layout.profiles from the fixture's labelfit.json")
        XCTAssertEqual((doc["summary"] as? [String: Any])?["exit_code"] as? Int, 1)
    }

    /// Sources that hold no use of a catalog string (a layout whose text is a literal, a catalog with an
    /// Arabic entry nothing shows) check nothing: not an input error (exit 0), and the complete report
    /// says so, with why.
    func testSourcesWithNoUseOfACatalogStringSayNothingChecked() throws {
        let app = NSTemporaryDirectory() + "labelfit-layout-empty-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: app) }
        let files = [
            "app/src/main/res/layout/main.xml": "<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:layout_width=\"match_parent\" android:layout_height=\"wrap_content\" android:text=\"Literal\"/>\n",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"unused\">Unused</string></resources>\n",
            "app/src/main/res/values-ar/strings.xml": "<resources><string name=\"unused\">غير مستخدم</string></resources>\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: app + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let out = app + "/report.json"
        let code = try Commands.run(LayoutCommand.self, [app, "--no-baseline", "--format", "json", "--output", out])
        XCTAssertEqual(code, .pass)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        XCTAssertEqual((doc["summary"] as? [String: Any])?["exit_code"] as? Int, 0)
        XCTAssertTrue(((doc["summary"] as? [String: Any])?["nothing_checked"] as? String)?.contains("not followed") == true)
        XCTAssertEqual((doc["uses"] as? [Any])?.count, 0)
    }

    func testUsageErrors() {
        XCTAssertThrowsError(try Commands.run(LayoutCommand.self, ["--font-scale", "1.3"])) { XCTAssertTrue("\($0)".contains("--width-dp"), "\($0)") }
        XCTAssertThrowsError(try Commands.run(LayoutCommand.self, ["--width-dp", "0"]))
        XCTAssertThrowsError(try Commands.run(LayoutCommand.self, ["/no/such/app", "--width-dp", "360"]))
    }

    func testChromiumOptionsAreValidatedAndAMissingBinaryIsNamed() {
        XCTAssertThrowsError(try Commands.run(LayoutCommand.self, ["--chromium", "--chromium-binary", "/no/such/chromium-bin"])) {
            XCTAssertTrue("\($0)".contains("/no/such/chromium-bin"), "\($0)")
        }
        XCTAssertThrowsError(try Commands.run(LayoutCommand.self, ["--chromium", "--chromium-binary", "no-such-chromium-name"])) {
            XCTAssertTrue("\($0)".contains("'no-such-chromium-name' on PATH"), "\($0)")
        }
        XCTAssertThrowsError(try Commands.run(LayoutCommand.self, ["--chromium", "--chromium-timeout", "0"]))
        XCTAssertThrowsError(try Commands.run(LayoutCommand.self, ["--chromium-timeout", "30"])) { XCTAssertTrue("\($0)".contains("give --chromium"), "\($0)") }
    }
}
