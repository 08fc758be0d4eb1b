import Foundation
import XCTest
import LabelFitTestSupport

/// `--format gitlab` against GitLab's Code Quality report format (docs.gitlab.com, "Code Quality",
/// "Code Quality report format"): an array of issues, each with `description`, `check_name`,
/// `fingerprint` (unique: GitLab keeps one issue per fingerprint), `severity` (info, minor, major,
/// critical, blocker), `location.path` relative to the repository and `location.lines.begin`.
final class GitLabCodeQualityTests: XCTestCase {
    func testEveryFindingIsAnIssueOfTheDocumentedShape() throws {
        let fixture = CIFixture()
        let r = try fixture.run(["--format", "gitlab"])
        XCTAssertEqual(r.status, 1, r.stderr)
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: r.stdoutData) as? [[String: Any]])
        let findings = try fixture.findings().filter { ($0["baselined"] as? Bool) != true }
        XCTAssertEqual(issues.count, findings.count)
        let severities: Set<String> = ["info", "minor", "major", "critical", "blocker"]
        let csv = try String(contentsOf: fixture.repo.appendingPathComponent("app/sub/ui.csv"), encoding: .utf8)
        let fileLines = csv.split(separator: "\n", omittingEmptySubsequences: false).count
        for issue in issues {
            XCTAssertFalse((issue["description"] as? String ?? "").isEmpty)
            XCTAssertTrue((issue["check_name"] as? String ?? "").hasPrefix("labelfit-"))
            XCTAssertFalse((issue["fingerprint"] as? String ?? "").isEmpty)
            XCTAssertTrue(severities.contains(issue["severity"] as? String ?? ""), "\(issue)")
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            // From the repository root (the `.git` two levels up), though run from `app/`.
            XCTAssertEqual(location["path"] as? String, "app/sub/ui.csv")
            let begin = try XCTUnwrap((location["lines"] as? [String: Any])?["begin"] as? Int)
            XCTAssertTrue((1...fileLines).contains(begin), "\(begin)")
        }
        XCTAssertEqual(Set(issues.map { $0["fingerprint"] as! String }).count, issues.count)
        // Errors rank above warnings: the JSON report's errors are the `major` issues.
        XCTAssertEqual(issues.filter { $0["severity"] as? String == "major" }.count, findings.filter { $0["severity"] as? String == "error" }.count)
        XCTAssertEqual(issues.filter { $0["severity"] as? String == "minor" }.count, findings.filter { $0["severity"] as? String == "warning" }.count)
        // $CI_PROJECT_DIR names the root in a GitLab job.
        let project = try fixture.run(["--format", "gitlab"], env: ["CI_PROJECT_DIR": fixture.app.path])
        let paths = Set((try JSONSerialization.jsonObject(with: project.stdoutData) as! [[String: Any]]).map { ($0["location"] as! [String: Any])["path"] as! String })
        XCTAssertEqual(paths, ["sub/ui.csv"])
    }

    func testRepeatedFingerprintsAreMadeUnique() throws {
        let dir = TempDir()
        // The same key twice with the same text: one fingerprint (rule, key, file, text) twice.
        dir.write("ui.csv", "key,en,ar\nsame,Open,Open\nsame,Open,Open\n")
        let r = try CLI.run(["check", ".", "--format", "gitlab", "--no-progress", "--no-baseline"], cwd: dir.url, env: ["GITHUB_WORKSPACE": "", "CI_PROJECT_DIR": ""])
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: r.stdoutData) as? [[String: Any]], r.stderr)
        let fingerprints = issues.map { $0["fingerprint"] as! String }
        XCTAssertGreaterThanOrEqual(fingerprints.count, 2, r.stdout)
        XCTAssertEqual(Set(fingerprints).count, fingerprints.count, r.stdout)
    }
}
