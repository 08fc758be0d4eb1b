import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitCLI
@testable import LabelFitLayout
import LabelFitReports
import LabelFitTestSupport

/// `labelfit layout`'s GitHub and SARIF reports go through check's writers (`GitHubAnnotationsWriter`,
/// `SARIFWriter`), as its JUnit and GitLab reports do.
final class LayoutSharedReportsTests: XCTestCase {
    func written(_ report: LayoutReport, _ format: LayoutFormat) throws -> String {
        let path = NSTemporaryDirectory() + "labelfit-layout-report-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try ReportSink(path: path)
        format.write(report, version: "test", sink: sink)
        try sink.commit()
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// GitHub keeps only ten annotations of each kind a step prints, so the rest are named in one
    /// notice and listed in a log group rather than dropped silently.
    func testMoreThanTenErrorsAreAnnotatedTenAndTheRestListed() throws {
        // 12 error findings and 3 warnings, each on its own line of one file.
        let errors = (1...12).map { (n: Int) in LayoutRuleFinding(rule: "rtl-single-line-cut", severity: .error, site: SourceLocation(file: "res/layout/a.xml", line: n), message: "cut \(n)") }
        let warnings = (1...3).map { (n: Int) in LayoutRuleFinding(rule: "rtl-physical-gravity", severity: .warning, site: SourceLocation(file: "res/layout/b.xml", line: n), message: "gravity \(n)") }
        let report = LayoutReport(results: [], findings: errors + warnings, diagnostics: [], profiles: DeviceProfile.defaults, targetSdk: 34, root: "/nonexistent-root")
        let lines = try written(report, .github).split(separator: "\n")
        // GitHub's cap is 10 a kind (GitHubLimits): 10 of the 12 errors annotated, the 3 warnings all,
        // then one notice naming the 2 left out and a group listing them.
        XCTAssertEqual(lines.count { $0.hasPrefix("::error ") }, 10)
        XCTAssertEqual(lines.count { $0.hasPrefix("::warning ") }, 3)
        XCTAssertEqual(lines.count { $0.hasPrefix("::notice ") }, 1)
        XCTAssertTrue(lines.contains { $0.hasPrefix("::notice ") && $0.contains("2 errors not annotated") })
        XCTAssertEqual(lines.count { $0.hasPrefix("error: ") }, 2)
        XCTAssertTrue(lines.contains { $0.hasPrefix("::error ") && $0.contains(",line=1,") && $0.contains("title=LabelFit rtl-single-line-cut::cut 1") }, lines.joined(separator: "\n"))
    }

    /// The use is the primary location and the constraint a related one; a file that could not be read
    /// is an `input-error` result at that file; every result is fingerprinted; the run's rules are
    /// layout's, under layout's own tool name.
    func testSARIFCarriesTheConstraintAndTheInputErrorAtItsFile() throws {
        let rule = LayoutRuleFinding(rule: "rtl-single-line-cut", severity: .error, site: SourceLocation(file: "/app/res/layout/a.xml", line: 4),
                                     message: "cut", related: SourceLocation(file: "/app/res/values/styles.xml", line: 9))
        let error = LabelFitError.invalidInput(SourceLocation(file: "/app/res/layout/bad.xml", line: 2), "not XML")
        let report = LayoutReport(results: [], findings: [rule], diagnostics: [error], profiles: DeviceProfile.defaults, targetSdk: 34, root: "/app")
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try written(report, .sarif).utf8)) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "labelfit layout")
        XCTAssertEqual((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String }, LayoutRules.all.map(\.id))
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        func place(_ location: Any?) -> (uri: String?, line: Int?) {
            let physical = (location as? [String: Any])?["physicalLocation"] as? [String: Any]
            return ((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String, (physical?["region"] as? [String: Any])?["startLine"] as? Int)
        }
        let cut = try XCTUnwrap(results.first { $0["ruleId"] as? String == "rtl-single-line-cut" })
        XCTAssertEqual(place((cut["locations"] as? [Any])?.first).line, 4)
        XCTAssertEqual(place((cut["relatedLocations"] as? [Any])?.first).line, 9)
        XCTAssertTrue(place((cut["relatedLocations"] as? [Any])?.first).uri?.hasSuffix("res/values/styles.xml") == true)
        XCTAssertNotNil((cut["partialFingerprints"] as? [String: Any])?["labelfit/v1"])
        let input = try XCTUnwrap(results.first { $0["ruleId"] as? String == "input-error" })
        XCTAssertEqual(input["level"] as? String, "error")
        XCTAssertTrue(place((input["locations"] as? [Any])?.first).uri?.hasSuffix("res/layout/bad.xml") == true)
        XCTAssertEqual(place((input["locations"] as? [Any])?.first).line, 2)
    }
}
