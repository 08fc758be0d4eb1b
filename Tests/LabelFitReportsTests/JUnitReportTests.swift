import Foundation
import XCTest
import LabelFitTestSupport

/// `--format junit`: a test case per finding and one per catalog without findings, unique names
/// (GitLab keeps only the first of a repeated name), `file` on every case, valid against
/// `Tests/Schemas/junit.xsd`.
final class JUnitReportTests: XCTestCase {
    /// Each testcase's attributes, read by libxml2 (xmllint's XPath), not by the writer's code.
    static func cases(_ path: String) throws -> [(classname: String, name: String, file: String, failed: Bool)] {
        let script = """
        import sys, xml.etree.ElementTree as ET
        for c in ET.parse(sys.argv[1]).getroot().iter('testcase'):
            print('\\t'.join([c.get('classname', ''), c.get('name', '').replace('\\t', ' '), c.get('file', '-'), '1' if c.find('failure') is not None else '0']))
        """
        let (status, out) = try CLI.tool("/usr/bin/python3", ["-c", script, path])
        XCTAssertEqual(status, 0, out)
        return out.split(separator: "\n").map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (f[0], f[1], f[2], f[3] == "1")
        }
    }

    func testOneCasePerFindingUniqueNamesAndFileFromTheRepositoryRoot() throws {
        let fixture = CIFixture()
        // A second catalog whose one string fits: it gets the one passing case.
        fixture.dir.write("app/sub/fine.csv", "key,en,ar\nok,Save,حفظ\n")
        let out = fixture.dir.path("report.xml")
        XCTAssertEqual(try fixture.run(["--format", "junit", "--output", out]).status, 1)
        let (status, message) = try CLI.tool("/usr/bin/xmllint", ["--noout", "--schema", Fixtures.root.appendingPathComponent("Tests/Schemas/junit.xsd").path, out])
        XCTAssertEqual(status, 0, message)
        let cases = try Self.cases(out)
        let findings = try fixture.findings()
        let files = Set(findings.map { ($0["location"] as! [String: Any])["file"] as! String })
        XCTAssertEqual(files, ["sub/ui.csv"])
        // Findings, plus one case for fine.csv, the catalog with none.
        XCTAssertEqual(cases.count, findings.count + 1)
        XCTAssertEqual(cases.filter(\.failed).count, findings.filter { $0["severity"] as? String == "error" }.count)
        XCTAssertEqual(Set(cases.map { "\($0.classname)\u{0}\($0.name)" }).count, cases.count)
        XCTAssertEqual(Set(cases.map(\.file)), ["app/sub/ui.csv", "app/sub/fine.csv"])
        XCTAssertEqual(cases.filter { $0.file == "app/sub/fine.csv" }.map(\.name), ["1 string checked, no findings"])
    }

    func testRepeatedKeysGetDistinctNames() throws {
        let dir = TempDir()
        dir.write("ui.csv", "key,en,ar\nsame,Open,Open\nsame,Open,Open\nsame,Open,Open\n")
        let out = dir.path("r.xml")
        _ = try CLI.run(["check", "ui.csv", "--format", "junit", "--output", out, "--no-progress", "--no-baseline"], cwd: dir.url,
                        env: ["GITHUB_WORKSPACE": "", "CI_PROJECT_DIR": ""])
        let names = try Self.cases(out).map(\.name)
        XCTAssertGreaterThanOrEqual(names.count, 3)
        XCTAssertEqual(Set(names).count, names.count, names.joined(separator: "\n"))
    }
}
