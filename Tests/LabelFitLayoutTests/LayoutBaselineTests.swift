import Foundation
import XCTest
import LabelFitCheck
@testable import LabelFitLayout
import LabelFitTestSupport

/// `labelfit layout` with the baseline `check` uses: `--write-baseline` records the findings of
/// app1 (Tests/Fixtures/layout-android/app1, its classes worked by hand in activity_main.xml), a run
/// then passes with them counted as baselined, a new cut fails, a moved line keeps its fingerprint,
/// and entries no finding matches are reported as stale. Every count a test asserts comes from a
/// second run without the baseline (`--no-baseline`), not from the code under test's own tally.
final class LayoutBaselineTests: XCTestCase {
    static let layoutFile = "app/src/main/res/layout/activity_main.xml"
    /// No CI root, so the report's paths are from the app's folder.
    static let env = ["GITHUB_WORKSPACE": "", "CI_PROJECT_DIR": ""]

    func app() -> TempDir {
        let dir = TempDir()
        dir.copyFixture("layout-android/app1")
        return dir
    }

    func layout(_ dir: TempDir, _ args: [String]) throws -> CLI.Result {
        try CLI.run(["layout"] + args, cwd: dir.url, env: Self.env)
    }

    func json(_ dir: TempDir, _ args: [String] = []) throws -> (status: Int32, doc: [String: Any], stderr: String) {
        let r = try layout(dir, ["--format", "json"] + args)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any], r.stderr)
        return (r.status, doc, r.stderr)
    }

    static func findings(_ doc: [String: Any]) -> [[String: Any]] { doc["findings"] as? [[String: Any]] ?? [] }
    static func summary(_ doc: [String: Any]) -> [String: Any] { doc["summary"] as? [String: Any] ?? [:] }

    func testBaselinedFindingsPassAndAreCountedNotListed() throws {
        let dir = app()
        let before = try json(dir)
        XCTAssertEqual(before.status, 1, "app1 has arabic-only-cut errors")
        let all = Self.findings(before.doc)
        XCTAssertGreaterThan(all.count, 0)
        let written = try layout(dir, ["--write-baseline"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path(Baseline.defaultFileName)), "written beside labelfit.json")
        // Read without being named, as check reads it.
        let after = try json(dir)
        XCTAssertEqual(after.status, 0, after.stderr)
        XCTAssertEqual(Self.findings(after.doc).count, all.count, "machine-readable reports keep baselined findings")
        XCTAssertTrue(Self.findings(after.doc).allSatisfy { $0["baselined"] as? Bool == true })
        XCTAssertEqual(Self.summary(after.doc)["baselined"] as? Int, all.count)
        XCTAssertEqual((Self.summary(after.doc)["baseline"] as? [String: Any])?["stale"] as? Int, 0)
        // People's reports: counted, not listed.
        let github = try layout(dir, ["--format", "github"])
        XCTAssertEqual(github.status, 0)
        XCTAssertEqual(github.stdout, "")
        let table = try layout(dir, [])
        XCTAssertTrue(table.stdout.contains("\(all.count) baselined findings not listed"), table.stdout)
        XCTAssertFalse(table.stdout.contains("rtl-single-line-cut"), table.stdout)
        // --no-baseline ignores it; --baseline names another file, which must exist.
        XCTAssertEqual(try layout(dir, ["--no-baseline"]).status, 1)
        XCTAssertEqual(try layout(dir, ["--baseline", dir.path("none.json")]).status, 2)
        // --write-baseline --output FILE writes elsewhere, as `labelfit baseline --output` does.
        try FileManager.default.removeItem(atPath: dir.path(Baseline.defaultFileName))
        XCTAssertEqual(try layout(dir, ["--write-baseline", "--output", "other.json"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path(Baseline.defaultFileName)))
        XCTAssertEqual(try layout(dir, ["--baseline", "other.json"]).status, 0)
    }

    func testANewFindingFails() throws {
        let dir = app()
        XCTAssertEqual(try layout(dir, ["--write-baseline"]).status, 0)
        // The fixture's first case in a new layout: 148dp, one line, 16sp — the Arabic (152) is cut,
        // the English (144) fits (widths from the fixture's comment, hb-shape's advances).
        dir.write("app/src/main/res/layout/second.xml", """
            <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="148dp"
                android:singleLine="true" android:textSize="16sp" android:text="@string/add_home" />
            """)
        let run = try json(dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        let new = Self.findings(run.doc).filter { $0["baselined"] as? Bool != true }
        XCTAssertEqual(Set(new.map { $0["file"] as? String }), ["app/src/main/res/layout/second.xml"])
        XCTAssertEqual(Set(new.compactMap { $0["rule"] as? String }), ["arabic-only-cut", "rtl-single-line-cut"])
        let github = try layout(dir, ["--format", "github"])
        XCTAssertEqual(github.stdout.split(separator: "\n").count, new.count, github.stdout)
    }

    func testAMovedLineKeepsItsFingerprint() throws {
        let dir = app()
        let before = Self.findings(try json(dir).doc).filter { $0["file"] as? String == Self.layoutFile }
        XCTAssertEqual(try layout(dir, ["--write-baseline"]).status, 0)
        let path = dir.path(Self.layoutFile)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let at = try XCTUnwrap(text.range(of: "    <!-- 1. arabic-only-cut"))
        text.insert(contentsOf: "    <!-- moved -->\n    <!-- moved -->\n", at: at.lowerBound)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try json(dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let after = Self.findings(run.doc).filter { $0["file"] as? String == Self.layoutFile }
        XCTAssertEqual(after.count, before.count)
        // Every finding of the file moved two lines down, and the baseline still accepts each.
        XCTAssertEqual(after.compactMap { $0["line"] as? Int }, before.compactMap { ($0["line"] as? Int).map { $0 + 2 } })
        XCTAssertTrue(after.allSatisfy { $0["baselined"] as? Bool == true })
        XCTAssertEqual((Self.summary(run.doc)["baseline"] as? [String: Any])?["stale"] as? Int, 0)
    }

    func testEntriesNoLongerFoundAreReportedAsStale() throws {
        let dir = app()
        XCTAssertEqual(try layout(dir, ["--write-baseline"]).status, 0)
        // Remove case 3 (english-only-cut of show_notifs at 120dp) from the layout.
        let path = dir.path(Self.layoutFile)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "<!-- 3. english-only-cut"))
        let end = try XCTUnwrap(text.range(of: "/>", range: start.upperBound..<text.endIndex))
        text.removeSubrange(start.lowerBound..<end.upperBound)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try json(dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        let baseline = try XCTUnwrap(Self.summary(run.doc)["baseline"] as? [String: Any])
        let stale = try XCTUnwrap(baseline["stale_findings"] as? [[String: Any]])
        XCTAssertEqual(baseline["stale"] as? Int, 1)
        XCTAssertEqual(stale.first?["key"] as? String, "show_notifs")
        XCTAssertEqual(stale.first?["rule"] as? String, "english-only-cut")
        XCTAssertEqual(stale.first?["file"] as? String, Self.layoutFile)
        XCTAssertTrue(run.stderr.contains("1 of"), run.stderr)
        XCTAssertTrue(run.stderr.contains("no longer occur"), run.stderr)
    }

    func testCheckAndLayoutKeepEachOthersEntriesInTheOneFile() throws {
        let dir = app()
        // A catalog with one string check reports as untranslated (its Arabic is its English).
        dir.write("ui.csv", "key,en,ar\nsame,Open,Open\n")
        XCTAssertEqual(try layout(dir, ["--write-baseline"]).status, 0)
        func rules() throws -> [String] {
            let data = try Data(contentsOf: URL(fileURLWithPath: dir.path(Baseline.defaultFileName)))
            let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            return (doc["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        }
        let layoutRules = try rules()
        XCTAssertFalse(layoutRules.isEmpty)
        let check = try CLI.run(["baseline", "ui.csv", "--no-progress"], cwd: dir.url, env: Self.env)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(try rules().filter { $0 != "untranslated" }.sorted(), layoutRules.sorted(), "check's baseline kept layout's entries")
        XCTAssertTrue(try rules().contains("untranslated"))
        XCTAssertEqual(try layout(dir, ["--write-baseline"]).status, 0)
        XCTAssertTrue(try rules().contains("untranslated"), "layout's baseline kept check's entry")
        // Each passes on the shared file and reports none of the other's entries as stale.
        let checkRun = try CLI.run(["check", "ui.csv", "--no-progress", "--format", "json"], cwd: dir.url, env: Self.env)
        let checkDoc = try XCTUnwrap(JSONSerialization.jsonObject(with: checkRun.stdoutData) as? [String: Any])
        XCTAssertEqual(((checkDoc["summary"] as? [String: Any])?["baseline"] as? [String: Any])?["stale"] as? Int, 0)
        let layoutRun = try json(dir)
        XCTAssertEqual(layoutRun.status, 0)
        XCTAssertEqual((Self.summary(layoutRun.doc)["baseline"] as? [String: Any])?["stale"] as? Int, 0)
    }

    /// The one file tells whose entry is whose by rule id: layout's names are none of check's.
    func testLayoutRuleIdsAreNoneOfChecks() {
        let check = Set(CheckRules.rules.map(\.id))
        XCTAssertTrue(check.isDisjoint(with: LayoutSeverities.ruleNames), "\(check.intersection(LayoutSeverities.ruleNames))")
        for name in LayoutSeverities.ruleNames + ["input-error"] {
            XCTAssertTrue(Baseline.Family.layout.owns(name), name)
            XCTAssertFalse(Baseline.Family.check.owns(name), name)
        }
        for rule in CheckRules.rules { XCTAssertTrue(Baseline.Family.check.owns(rule.id)) }
    }
}
