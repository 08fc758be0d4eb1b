import Foundation
import XCTest
import LabelFitTestSupport

/// `labelfit layout --format junit|gitlab` through check's own writers: the JUnit report is valid
/// against Tests/Schemas/junit.xsd (xmllint), has a case per finding and fails exactly the error
/// findings not in the baseline; the Code Quality report has an issue per finding not in the
/// baseline, each fingerprint once. The expected counts come from the same run's JSON report.
final class LayoutSharedReportsTests: XCTestCase {
    static let env = ["GITHUB_WORKSPACE": "", "CI_PROJECT_DIR": ""]

    func app() -> TempDir {
        let dir = TempDir()
        dir.copyFixture("layout-android/app1")
        return dir
    }

    func findings(_ dir: TempDir) throws -> [[String: Any]] {
        let r = try CLI.run(["layout", "--format", "json"], cwd: dir.url, env: Self.env)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any], r.stderr)
        return doc["findings"] as? [[String: Any]] ?? []
    }

    /// Each testcase's file, name and outcome, read by Python's XML parser rather than the writer's code.
    static func cases(_ path: String) throws -> [(file: String, name: String, outcome: String)] {
        let script = """
        import sys, xml.etree.ElementTree as ET
        for c in ET.parse(sys.argv[1]).getroot().iter('testcase'):
            o = 'failure' if c.find('failure') is not None else 'error' if c.find('error') is not None else 'skipped' if c.find('skipped') is not None else 'pass'
            print('\\t'.join([c.get('file', '-'), c.get('name', ''), o]))
        """
        let (status, out) = try CLI.tool("/usr/bin/python3", ["-c", script, path])
        XCTAssertEqual(status, 0, out)
        guard status == 0 else { return [] }
        return out.split(separator: "\n").compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return f.count == 3 ? (f[0], f[1], f[2]) : nil
        }
    }

    func junit(_ dir: TempDir, _ args: [String] = []) throws -> (status: Int32, cases: [(file: String, name: String, outcome: String)]) {
        let out = dir.path("report.xml")
        let r = try CLI.run(["layout", "--format", "junit", "--output", out] + args, cwd: dir.url, env: Self.env)
        let (valid, message) = try CLI.tool("/usr/bin/xmllint", ["--noout", "--schema", Fixtures.root.appendingPathComponent("Tests/Schemas/junit.xsd").path, out])
        XCTAssertEqual(valid, 0, message)
        return (r.status, try Self.cases(out))
    }

    func testJUnitHasACasePerFindingAndFailsTheErrors() throws {
        let dir = app()
        let all = try findings(dir)
        let errors = all.filter { $0["severity"] as? String == "error" }
        XCTAssertFalse(errors.isEmpty)
        let (status, cases) = try junit(dir)
        XCTAssertEqual(status, 1)
        let findingCases = cases.filter { !$0.name.hasSuffix("no findings") }
        XCTAssertEqual(findingCases.count, all.count)
        XCTAssertEqual(cases.filter { $0.outcome == "failure" }.count, errors.count)
        XCTAssertEqual(Set(findingCases.map(\.file)), Set(all.compactMap { $0["file"] as? String }))
        XCTAssertEqual(Set(cases.map { "\($0.file)\u{0}\($0.name)" }).count, cases.count, "names unique within their file")
        XCTAssertTrue(findingCases.contains { $0.name == "add_home [arabic-only-cut]" }, "\(findingCases.map(\.name))")
        // A rule finding has no key: its case is named by its rule alone.
        XCTAssertTrue(findingCases.contains { $0.name == "[rtl-supports-rtl]" || $0.name.hasPrefix("[rtl-") }, "\(findingCases.map(\.name))")
        // With the baseline: every finding skipped, nothing fails.
        XCTAssertEqual(try CLI.run(["layout", "--write-baseline"], cwd: dir.url, env: Self.env).status, 0)
        let (after, baselined) = try junit(dir)
        XCTAssertEqual(after, 0)
        XCTAssertEqual(baselined.filter { $0.outcome == "skipped" }.count, all.count)
        XCTAssertEqual(baselined.filter { $0.outcome == "failure" }.count, 0)
    }

    func testGitLabHasAnIssuePerFindingNotInTheBaseline() throws {
        let dir = app()
        let all = try findings(dir)
        func issues() throws -> [[String: Any]] {
            let r = try CLI.run(["layout", "--format", "gitlab"], cwd: dir.url, env: Self.env)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [[String: Any]], r.stdout)
        }
        let before = try issues()
        XCTAssertEqual(before.count, all.count)
        XCTAssertEqual(Set(before.compactMap { $0["fingerprint"] as? String }).count, before.count)
        XCTAssertEqual(before.filter { $0["severity"] as? String == "major" }.count, all.filter { $0["severity"] as? String == "error" }.count)
        XCTAssertEqual(Set(before.compactMap { $0["check_name"] as? String }), Set(all.compactMap { ($0["rule"] as? String).map { "labelfit-" + $0 } }))
        let paths = before.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }
        XCTAssertEqual(Set(paths), Set(all.compactMap { $0["file"] as? String }))
        XCTAssertEqual(try CLI.run(["layout", "--write-baseline"], cwd: dir.url, env: Self.env).status, 0)
        XCTAssertEqual(try issues().count, 0)
    }
}
