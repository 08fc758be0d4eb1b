import Foundation
import XCTest
@testable import LabelFitReports
import LabelFitTestSupport

/// The Markdown step summary: written to `--step-summary FILE`, appended to `$GITHUB_STEP_SUMMARY`,
/// its counts the JSON report's, each table row one line, within GitHub's 1 MiB per step.
final class StepSummaryTests: XCTestCase {
    func testAppendedToGitHubsFileWithTheRunsCountsAndLinks() throws {
        let fixture = CIFixture()
        let path = fixture.dir.write("summary.md", "earlier step output\n")
        let env = ["GITHUB_STEP_SUMMARY": path, "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/r", "GITHUB_SHA": "abc123"]
        let r = try fixture.run(["--format", "sarif", "--output", fixture.dir.path("r.sarif")], env: env)
        XCTAssertEqual(r.status, 1, r.stderr)
        let md = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(md.hasPrefix("earlier step output\n## LabelFit: ❌ "), md)
        let findings = try fixture.findings()
        let errors = findings.filter { $0["severity"] as? String == "error" }.count
        let warnings = findings.filter { $0["severity"] as? String == "warning" }.count
        XCTAssertTrue(md.contains("\(errors) errors, \(warnings) warnings"), md)
        let lines = md.split(separator: "\n").map(String.init)
        // Rules table: per rule, the JSON report's count of its errors and warnings.
        for rule in Set(findings.map { $0["rule"] as! String }) {
            let e = findings.filter { $0["rule"] as? String == rule && $0["severity"] as? String == "error" }.count
            let w = findings.filter { $0["rule"] as? String == rule && $0["severity"] as? String == "warning" }.count
            XCTAssertTrue(lines.contains("| `\(rule)` | \(e) | \(w) | 0 |"), "\(rule): \(md)")
        }
        // One row per finding (all fit under the cap), errors first, five cells each: the `|` in the
        // key is escaped and the newline in the message shown as \n.
        let rows = lines.filter { $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") }
        XCTAssertEqual(rows.count, min(findings.count, StepSummaryWriter.maxRows))
        XCTAssertEqual(rows.map { $0.hasPrefix("| error |") ? 0 : 1 }, rows.map { $0.hasPrefix("| error |") ? 0 : 1 }.sorted())
        for row in rows {
            let unescapedBars = row.indices.filter { row[$0] == "|" && ($0 == row.startIndex || row[row.index(before: $0)] != "\\") }.count
            XCTAssertEqual(unescapedBars, 6, row)
        }
        XCTAssertTrue(md.contains("pipe\\|key"), md)
        XCTAssertTrue(md.contains("أول\\\\nثاني"), md)
        XCTAssertTrue(md.contains("[app/sub/ui.csv:2](https://github.com/o/r/blob/abc123/app/sub/ui.csv#L2)"), md)
        XCTAssertLessThan(md.utf8.count, GitHubLimits.stepSummaryBytes)
    }

    func testStepSummaryOptionWritesTheFileAndNothingWithoutIt() throws {
        let fixture = CIFixture()
        let path = fixture.dir.path("out/summary.md")
        try FileManager.default.createDirectory(atPath: fixture.dir.path("out"), withIntermediateDirectories: true)
        XCTAssertEqual(try fixture.run(["--step-summary", path]).status, 1)
        let md = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(md.hasPrefix("## LabelFit: ❌ "), md)
        // No link without GitHub's variables.
        XCTAssertFalse(md.contains("](http"), md)
        try FileManager.default.removeItem(atPath: path)
        _ = try fixture.run([])
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    /// The table is bounded: many findings give at most `maxRows` rows, and a cell at most `maxCell`.
    func testBoundedRowsAndCells() throws {
        let dir = TempDir()
        var rows = ["key,en,ar"]
        let long = String(repeating: "Open file ", count: 80)
        for i in 0..<(StepSummaryWriter.maxRows + 20) { rows.append("k\(i),\(long)\(i),\(long)\(i)") }
        dir.write("ui.csv", rows.joined(separator: "\n") + "\n")
        let path = dir.path("s.md")
        _ = try CLI.run(["check", "ui.csv", "--step-summary", path, "--no-progress", "--no-baseline"], cwd: dir.url, env: ["GITHUB_WORKSPACE": ""])
        let md = try String(contentsOfFile: path, encoding: .utf8)
        let findingRows = md.split(separator: "\n").filter { $0.hasPrefix("| warning |") }
        XCTAssertEqual(findingRows.count, StepSummaryWriter.maxRows)
        XCTAssertTrue(md.contains("First \(StepSummaryWriter.maxRows) of \(StepSummaryWriter.maxRows + 20) findings"), md)
        for row in findingRows { XCTAssertLessThan(row.count, 5 * StepSummaryWriter.maxCell, String(row)) }
    }
}
