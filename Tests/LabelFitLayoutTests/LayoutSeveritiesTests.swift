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
        XCTAssertEqual(r.allFindings.filter { $0.rule == "arabic-only-cut" }.map(\.severity), Array(repeating: "warning", count: cuts))
        r.severities = LayoutSeverities(levels: ["*": .off])
        XCTAssertEqual(r.allFindings.count, 0)
        r.severities = LayoutSeverities(levels: ["*": .off, "cut-in-both": .error])
        XCTAssertEqual(r.exitCode, 1)
        XCTAssertTrue(r.allFindings.allSatisfy { $0.rule == "cut-in-both" && $0.severity == "error" })
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
        XCTAssertNil(s.severity.level("rtl-physical-spacing", builtIn: "warning"))
        XCTAssertEqual(s.severity.level("arabic-only-cut", builtIn: "error"), "info")
    }
}
