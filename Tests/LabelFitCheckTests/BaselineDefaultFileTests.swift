import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// The baseline as Android Lint and SwiftLint keep one: `labelfit baseline` writes
/// labelfit-baseline.json beside labelfit.json, `check` reads it without being told, lists no
/// baselined finding in the table, and names the entries that no longer occur.
final class BaselineDefaultFileTests: XCTestCase {
    /// Two strings whose Arabic is wider than the English (max_growth 1.0 makes each a growth error):
    /// «موافق» against «OK», «إلغاء» against «No».
    func project(source: [String: String] = ["ok": "OK", "no": "No"], lead: String = "") -> TempDir {
        let dir = TempDir()
        dir.write("labelfit.json", #"{"catalogs": ["app/res"], "fonts": {"en": "Noto Sans", "ar": "Noto Sans, Noto Naskh Arabic UI"}, "thresholds": {"max_growth": 1.0}}"#)
        writeSource(dir, source)
        dir.write("app/res/values-ar/strings.xml", "<resources>\(lead)<string name=\"ok\">موافق</string><string name=\"no\">إلغاء</string></resources>")
        return dir
    }

    func writeSource(_ dir: TempDir, _ source: [String: String]) {
        dir.write("app/res/values/strings.xml", "<resources>" + source.sorted { $0.key < $1.key }.map { "<string name=\"\($0.key)\">\($0.value)</string>" }.joined() + "</resources>")
    }

    func check(_ dir: TempDir, _ extra: [String] = [], cwd: URL? = nil) throws -> CLI.Result {
        try CLI.run(["check", "--no-progress"] + extra, cwd: cwd ?? dir.url)
    }

    func testBaselineThenCheckPassesWithoutNamingTheFileAndListsNoBaselinedFinding() throws {
        // "extra" has no Arabic: a catalog warning, which the baseline records too.
        let dir = project(source: ["ok": "OK", "no": "No", "extra": "More"])
        let before = try check(dir)
        XCTAssertEqual(before.status, 1, before.stderr)
        XCTAssertTrue(before.stdout.contains("'extra' is not translated"), before.stdout)
        XCTAssertEqual(before.stdout.components(separatedBy: "[growth]").count - 1, 2, before.stdout)

        let recorded = try CLI.run(["baseline", "--no-progress"], cwd: dir.url)
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("labelfit-baseline.json")), recorded.stderr)

        let after = try check(dir)
        XCTAssertEqual(after.status, 0, after.stdout + after.stderr)
        XCTAssertFalse(after.stdout.contains("[growth]"), "baselined findings are counted, not listed: " + after.stdout)
        XCTAssertFalse(after.stdout.contains("not translated"), after.stdout)
        XCTAssertTrue(after.stderr.contains("0 errors, 0 warnings, 3 baselined"), after.stderr)

        // JSON keeps them, flagged; the summary names the file and no stale entry.
        let json = try check(dir, ["--format", "json"])
        let doc = try JSONSerialization.jsonObject(with: json.stdoutData) as! [String: Any]
        let findings = (doc["strings"] as! [[String: Any]]).flatMap { $0["findings"] as! [[String: Any]] }
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(findings.map { $0["baselined"] as? Bool }, [true, true])
        let status = (doc["summary"] as! [String: Any])["baseline"] as! [String: Any]
        XCTAssertEqual(status["entries"] as? Int, 3)
        XCTAssertEqual(status["stale"] as? Int, 0)

        // --no-baseline still fails.
        XCTAssertEqual(try check(dir, ["--no-baseline"]).status, 1)
    }

    func testEntriesHoldWhenOtherStringsMoveAndFromAnotherFolder() throws {
        let dir = project()
        XCTAssertEqual(try CLI.run(["baseline", "--no-progress"], cwd: dir.url).status, 0)
        // Lines and a new string above both: every line number changes, no fingerprint does. The new
        // string («نعم، بالتأكيد» against «Yes») is new, so it alone fails.
        writeSource(dir, ["ok": "OK", "no": "No", "yes": "Yes"])
        dir.write("app/res/values-ar/strings.xml", "<resources>\n<!-- moved -->\n\n<string name=\"yes\">نعم، بالتأكيد</string>\n<string name=\"ok\">موافق</string><string name=\"no\">إلغاء</string></resources>")
        let moved = try check(dir, ["--format", "json"])
        let doc = try JSONSerialization.jsonObject(with: moved.stdoutData) as! [String: Any]
        let failing = (doc["strings"] as! [[String: Any]]).filter { s in (s["findings"] as! [[String: Any]]).contains { $0["baselined"] as? Bool == false } }
        XCTAssertEqual(failing.map { $0["key"] as? String }, ["yes"], moved.stderr)
        // Run from a subfolder: paths are reported relative to it, the config and its baseline found above.
        writeSource(dir, ["ok": "OK", "no": "No"])
        dir.write("app/res/values-ar/strings.xml", "<resources>\n\n<string name=\"ok\">موافق</string>\n<string name=\"no\">إلغاء</string></resources>")
        let sub = try check(dir, cwd: dir.url.appendingPathComponent("app"))
        XCTAssertEqual(sub.status, 0, sub.stdout + sub.stderr)
        XCTAssertTrue(sub.stderr.contains("2 baselined"), sub.stderr)
    }

    func testAFixedFindingIsReportedStale() throws {
        let dir = project()
        XCTAssertEqual(try CLI.run(["baseline", "--no-progress"], cwd: dir.url).status, 0)
        // A longer English makes «موافق» no wider than its source: that finding is gone.
        writeSource(dir, ["ok": "OK, and continue to the next step", "no": "No"])
        let r = try check(dir, ["--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let status = ((try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any])["summary"] as! [String: Any])["baseline"] as! [String: Any]
        XCTAssertEqual(status["stale"] as? Int, 1)
        let stale = status["stale_findings"] as! [[String: Any]]
        XCTAssertEqual(stale.map { $0["key"] as? String }, ["ok"])
        XCTAssertEqual(stale.first?["file"] as? String, "app/res/values-ar/strings.xml", "relative to the baseline's folder")
        XCTAssertTrue(r.stderr.contains("1 of 2 baseline entries"), r.stderr)
        XCTAssertTrue(try check(dir).stderr.contains("no longer occur"), "the table run says it too")
    }

    func testFingerprintLeavesOutLineAndFileButNotTextOrRule() {
        let a = Finding(rule: .growth, severity: .error, message: "m", location: SourceLocation(file: "a/strings.xml", line: 3), key: "k", numbers: [:], text: "موافق")
        let moved = Finding(rule: .growth, severity: .error, message: "m2", location: SourceLocation(file: "../x/a/strings.xml", line: 90), key: "k", numbers: [:], text: "موافق")
        let edited = Finding(rule: .growth, severity: .error, message: "m", location: SourceLocation(file: "a/strings.xml", line: 3), key: "k", numbers: [:], text: "حسنا")
        let other = Finding(rule: .lines, severity: .error, message: "m", location: SourceLocation(file: "a/strings.xml", line: 3), key: "k", numbers: [:], text: "موافق")
        XCTAssertEqual(a.fingerprint, moved.fingerprint)
        XCTAssertNotEqual(a.fingerprint, edited.fingerprint)
        XCTAssertNotEqual(a.fingerprint, other.fingerprint)
        XCTAssertNotEqual(a.baselineKey, moved.baselineKey, "the file is matched beside the fingerprint")
    }

    func testAVersionOneBaselineIsRefusedWithWhatToDo() throws {
        let dir = project()
        dir.write("labelfit-baseline.json", #"{"version": 1, "findings": []}"#)
        let r = try check(dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("labelfit-baseline.json: baseline version 1"), r.stderr)
        XCTAssertTrue(r.stderr.contains("run 'labelfit baseline'"), r.stderr)
    }

    func testACatalogErrorIsNeitherBaselinedNorHidden() throws {
        let dir = project()
        dir.write("app/res/values-ar/broken.xml", "<resources><string name=\"x\">")
        XCTAssertEqual(try CLI.run(["baseline", "--no-progress"], cwd: dir.url).status, 2, "a catalog error is an input error")
        let baseline = try String(contentsOfFile: dir.path("labelfit-baseline.json"), encoding: .utf8)
        XCTAssertFalse(baseline.contains("\"catalog\""), baseline)
        let r = try check(dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stdout.contains("broken.xml"), "the error that fails the run is listed: " + r.stdout)
    }
}
