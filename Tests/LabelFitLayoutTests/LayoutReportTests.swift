import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitCheck
import LabelFitSession
import LabelFitTestSupport

/// The report formats are complete documents carrying the fields docs/layout.md lists; bad input is a
/// located error (exit 2) while every other file is still read and measured.
final class LayoutReportTests: XCTestCase {
    func testJSONRecordsCarryTheSchemaFields() throws {
        let r = try LayoutFixtureTests.app1.get()
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.json().utf8)) as? [String: Any])
        let uses = try XCTUnwrap(doc["uses"] as? [[String: Any]])
        XCTAssertEqual(uses.count, r.results.count)
        let cut = try XCTUnwrap(uses.first { ($0["site"] as? [String: Any])?["line"] as? Int == 24 })
        for key in ["key", "catalog", "site", "platform", "constraint", "profile", "class", "dropped_words"] { XCTAssertNotNil(cut[key], key) }
        XCTAssertEqual(cut["catalog"] as? String, "app/src/main/res/values-ar/strings.xml")
        let constraint = try XCTUnwrap(cut["constraint"] as? [String: Any])
        for key in ["max_lines", "overflow", "width_dp", "height", "text_size", "source"] { XCTAssertNotNil(constraint[key], key) }
        XCTAssertEqual((cut["profile"] as? [String: Any])?["width_dp"] as? Double, 360)
        let findings = try XCTUnwrap(doc["findings"] as? [[String: Any]])
        XCTAssertTrue(findings.allSatisfy { $0["rule"] != nil && $0["file"] != nil && $0["line"] != nil && $0["message"] != nil })
        // JSON Lines: one document per line, the summary last.
        let lines = r.jsonLines().split(separator: "\n")
        XCTAssertEqual(lines.count, r.results.count + r.allFindings.count + 1)
        for line in lines { XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8))) }
        // SARIF (written by check's SARIFWriter): LayoutSharedReportsTests.
    }

    func testMalformedLayoutIsALocatedErrorAndTheRestIsMeasured() throws {
        let dir = NSTemporaryDirectory() + "labelfit-layout-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for folder in ["res/values", "res/values-ar", "res/layout"] { try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true) }
        try #"<resources><string name="a">Add to Home Screen</string></resources>"#.write(toFile: dir + "/res/values/strings.xml", atomically: true, encoding: .utf8)
        try #"<resources><string name="a">إضافة إلى الشاشة الرئيسية</string></resources>"#.write(toFile: dir + "/res/values-ar/strings.xml", atomically: true, encoding: .utf8)
        try "<LinearLayout>\n  <TextView android:text=\"@string/a\"\n</LinearLayout>\n".write(toFile: dir + "/res/layout/bad.xml", atomically: true, encoding: .utf8)
        try #"<TextView xmlns:android="x" android:layout_width="148dp" android:singleLine="true" android:textSize="16sp" android:text="@string/a"/>"#
            .write(toFile: dir + "/res/layout/good.xml", atomically: true, encoding: .utf8)
        let session = try LabelFitSession.CheckSession(config: LabelFitCheck.CheckConfiguration(), measurer: Fixtures.measurer, root: dir)
        let r = try LayoutRun.run(paths: [dir], runner: session.runner, profiles: [DeviceProfile(widthDp: 360, fontScale: 1)], platformBase: PlatformOptions(), root: dir)
        XCTAssertEqual(r.exitCode, 2)
        let error = try XCTUnwrap(r.diagnostics.first)
        guard case .invalidInput(let at, _) = error else { return XCTFail("\(error)") }
        XCTAssertTrue(at.file.hasSuffix("bad.xml"))
        XCTAssertNotNil(at.line)
        XCTAssertEqual(r.results.map(\.cls), [.arabicOnlyCut], "good.xml is still measured")
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(r.json().utf8)))
    }

    func testNoAndroidSourcesIsAUsageError() {
        let session = try! LabelFitSession.CheckSession(config: LabelFitCheck.CheckConfiguration(), measurer: Fixtures.measurer)
        XCTAssertThrowsError(try LayoutRun.run(paths: [Fixtures.root.appendingPathComponent("Tests/Fixtures/yaml").path], runner: session.runner,
                                               profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: "/")) {
            XCTAssertTrue("\($0)".contains("no Android resources"), "\($0)")
        }
    }
}
