import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// `layout.severity`: levels per class or rule with check's `off|info|warning|error`, on app3 (whose
/// classes are worked by hand in its fixture: arabic-only-cut at part_fixed.xml, cut-in-both at the cards).
final class LayoutSeveritiesTests: XCTestCase {
    func testLevelsChangeFindingsAndTheExitCode() throws {
        var r = try LayoutIncludeAndSpacingTests.app3.get()
        XCTAssertEqual(r.exitCode, 1)   // arabic-only-cut is an error by default
        let cuts = r.allFindings.filter { $0.rule == "arabic-only-cut" }.count
        XCTAssertGreaterThan(cuts, 0)
        // The app's own singleLine on those labels is also an error (rtl-single-line-cut): both lowered.
        r.severities = LayoutSeverities(levels: ["arabic-only-cut": .warning])
        XCTAssertEqual(r.exitCode, 1)
        r.severities = LayoutSeverities(levels: ["arabic-only-cut": .warning, "rtl-single-line-cut": .warning])
        XCTAssertEqual(r.exitCode, 0)
        XCTAssertEqual(r.allFindings.filter { $0.rule == "arabic-only-cut" }.map(\.severity), Array(repeating: Severity.warning, count: cuts))
        r.severities = LayoutSeverities(levels: ["*": .off])
        XCTAssertEqual(r.allFindings.count, 0)
        r.severities = LayoutSeverities(levels: ["*": .off, "cut-in-both": .error])
        XCTAssertEqual(r.exitCode, 1)
        XCTAssertTrue(r.allFindings.allSatisfy { $0.rule == "cut-in-both" && $0.severity == .error })
    }

    /// The table lists what the other formats report: a class or rule turned off is gone from it, and
    /// each rule line carries the level it is reported at.
    func testTheTableLeavesOutWhatIsOff() throws {
        var r = try LayoutIncludeAndSpacingTests.app3.get()
        func lines(_ prefix: String) -> [Substring] { r.table().split(separator: "\n").filter { $0.hasPrefix(prefix + " ") } }
        let cuts = r.results.count(where: { $0.cls == .arabicOnlyCut })
        XCTAssertGreaterThan(cuts, 0)
        XCTAssertEqual(lines("arabic-only-cut").count, cuts)
        let singleLine = r.findings.count(where: { $0.rule == "rtl-single-line-cut" })
        XCTAssertGreaterThan(singleLine, 0)
        XCTAssertEqual(lines("rtl-single-line-cut").count, singleLine)
        // Its built-in level: error beside an arabic-only-cut, warning beside a cut in both.
        let errors = r.findings.count(where: { $0.rule == "rtl-single-line-cut" && $0.severity == .error })
        XCTAssertGreaterThan(errors, 0)
        XCTAssertEqual(lines("rtl-single-line-cut").count(where: { $0.contains("  error: ") }), errors)
        XCTAssertEqual(lines("rtl-single-line-cut").count(where: { $0.contains("  warning: ") }), singleLine - errors)
        r.severities = LayoutSeverities(levels: ["arabic-only-cut": .off, "rtl-single-line-cut": .info])
        XCTAssertEqual(lines("arabic-only-cut").count, 0)
        XCTAssertEqual(lines("rtl-single-line-cut").count, singleLine)
        XCTAssertTrue(lines("rtl-single-line-cut").allSatisfy { $0.contains("  info: ") })
        r.severities = LayoutSeverities(levels: ["rtl-single-line-cut": .off])
        XCTAssertEqual(lines("rtl-single-line-cut").count, 0)
        // The JSON summary counts the list it comes with.
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.json().utf8)) as? [String: Any])
        let listed = try XCTUnwrap(doc["findings"] as? [[String: Any]])
        let summary = try XCTUnwrap(doc["summary"] as? [String: Any])
        XCTAssertFalse(listed.contains { $0["rule"] as? String == "rtl-single-line-cut" })
        XCTAssertEqual(summary["findings"] as? Int, listed.count)
        XCTAssertEqual(summary["rule_findings"] as? Int, listed.count(where: { ($0["rule"] as? String)?.hasPrefix("rtl-") == true }))
        XCTAssertEqual(lines("arabic-only-cut").count, cuts)
    }

    func testUnknownNamesAndLevelsAreLocatedErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-sev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("labelfit.json").path
        try #"{"layout": {"severity": {"arabic-only-cuts": "off"}}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try LayoutSettings.load(path: file)) { XCTAssertTrue("\($0)".contains("unknown rule 'layout.severity.arabic-only-cuts'"), "\($0)") }
        try #"{"layout": {"severity": {"cut-in-both": "loud"}}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try LayoutSettings.load(path: file)) { XCTAssertTrue("\($0)".contains("off, info, warning, error"), "\($0)") }
        try #"{"layout": {"severity": {"rtl-physical-spacing": "off", "*": "info"}}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let s = try LayoutSettings.load(path: file)
        XCTAssertNil(s.severity.level("rtl-physical-spacing", builtIn: .warning))
        XCTAssertEqual(s.severity.level("arabic-only-cut", builtIn: .error), .info)
    }
}
