import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitCLI
@testable import LabelFitLayout
import LabelFitReports
import LabelFitTestSupport

/// `labelfit layout --format github` goes through check's `GitHubAnnotationsWriter`: GitHub keeps only
/// ten annotations of each kind a step prints, so the rest are named in one notice and listed in a log
/// group rather than dropped silently.
final class LayoutGitHubAnnotationsTests: XCTestCase {
    func testMoreThanTenErrorsAreAnnotatedTenAndTheRestListed() throws {
        // 12 error findings and 3 warnings, each on its own line of one file.
        let errors = (1...12).map { (n: Int) in LayoutRuleFinding(rule: "rtl-single-line-cut", severity: .error, site: SourceLocation(file: "res/layout/a.xml", line: n), message: "cut \(n)") }
        let warnings = (1...3).map { (n: Int) in LayoutRuleFinding(rule: "rtl-physical-gravity", severity: .warning, site: SourceLocation(file: "res/layout/b.xml", line: n), message: "gravity \(n)") }
        let report = LayoutReport(results: [], findings: errors + warnings, diagnostics: [], profiles: DeviceProfile.defaults, targetSdk: 34, root: "/nonexistent-root")
        let path = NSTemporaryDirectory() + "labelfit-layout-github-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try ReportSink(path: path)
        LayoutFormat.github.write(report, version: "test", sink: sink)
        try sink.commit()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        // GitHub's cap is 10 a kind (GitHubLimits): 10 of the 12 errors annotated, the 3 warnings all,
        // then one notice naming the 2 left out and a group listing them.
        XCTAssertEqual(lines.count { $0.hasPrefix("::error ") }, 10)
        XCTAssertEqual(lines.count { $0.hasPrefix("::warning ") }, 3)
        XCTAssertEqual(lines.count { $0.hasPrefix("::notice ") }, 1)
        XCTAssertTrue(lines.contains { $0.hasPrefix("::notice ") && $0.contains("2 errors not annotated") })
        XCTAssertEqual(lines.count { $0.hasPrefix("error: ") }, 2)
        XCTAssertTrue(lines.contains { $0.hasPrefix("::error ") && $0.contains(",line=1,") && $0.contains("title=LabelFit rtl-single-line-cut::cut 1") }, lines.joined(separator: "\n"))
    }
}
