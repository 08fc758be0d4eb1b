import Foundation
import XCTest
import LabelFitTestSupport

/// `off` and `info` levels: the same findings an `error` run reports are dropped or reported as
/// information, counted apart, and never fail the run. The expected counts come from the `error`
/// run of the same check (a second counting of the JSON findings), not from constants.
final class SeverityLevelTests: XCTestCase {
    private func report(_ severity: String) throws -> (status: Int32, json: [String: Any]) {
        let r = try CLI.run(["check", "--max-growth", "1.0", "--severity", severity, "--no-progress", "--no-baseline", "--format", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stderr)
        return (r.status, json)
    }

    private func findings(_ json: [String: Any]) -> [[String: Any]] {
        ((json["strings"] as? [[String: Any]]) ?? []).flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
    }

    func testInfoReportsWhatErrorFailsOnWithoutFailingAndOffDropsIt() throws {
        let error = try report("error")
        XCTAssertEqual(error.status, 1)
        // Every finding of the error run: errors, and the infos for thresholds the English crosses too
        // (never more severe than info, whatever the rule's level).
        let errorFindings = findings(error.json).filter { ["error", "info"].contains($0["severity"] as? String) }
        XCTAssertGreaterThan(errorFindings.filter { ($0["severity"] as? String) == "error" }.count, 0)

        let info = try report("info")
        XCTAssertEqual(info.status, 0, "info findings never fail a run")
        let infoFindings = findings(info.json)
        XCTAssertEqual(infoFindings.count, errorFindings.count)
        XCTAssertTrue(infoFindings.allSatisfy { ($0["severity"] as? String) == "info" })
        let summary = try XCTUnwrap(info.json["summary"] as? [String: Any])
        XCTAssertEqual(summary["infos"] as? Int, infoFindings.count)
        XCTAssertEqual(summary["errors"] as? Int, 0)
        XCTAssertEqual(summary["warnings"] as? Int, 0)

        let off = try report("off")
        XCTAssertEqual(off.status, 0)
        XCTAssertEqual(findings(off.json).count, 0)
        XCTAssertEqual(((off.json["summary"] as? [String: Any])?["strings"] as? Int), summary["strings"] as? Int,
                       "strings are still measured and reported when their rules are off")
    }

    func testInfoIsASARIFNoteAndAGitHubNotice() throws {
        let sarif = try CLI.run(["check", "--max-growth", "1.0", "--severity", "info", "--no-progress", "--no-baseline", "--format", "sarif"])
        XCTAssertEqual(sarif.status, 0)
        XCTAssertTrue(sarif.stdout.contains("\"level\":\"note\"") || sarif.stdout.contains("\"level\" : \"note\""), sarif.stdout.prefix(2000).description)
        XCTAssertFalse(sarif.stdout.contains("\"level\":\"error\""))
        let gh = try CLI.run(["check", "--max-growth", "1.0", "--severity", "info", "--no-progress", "--no-baseline", "--format", "github"])
        XCTAssertEqual(gh.status, 0)
        XCTAssertTrue(gh.stdout.hasPrefix("::notice "), gh.stdout.prefix(300).description)
        XCTAssertFalse(gh.stdout.contains("::error "))
    }
}
