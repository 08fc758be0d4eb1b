import Foundation
import XCTest
import LabelFitTestSupport

/// A `labelfit.json` under review cannot reach outside its tree: the paths it names are held to the
/// tree after links, and its limits can only be lowered. Each probe through the `labelfit` binary,
/// with `--config` so the configuration's own folder (no `.git` above a temporary folder) is the tree.
extension TreeAndOutputTests {
    /// A project: `repo/` with an XLIFF of two strings and `labelfit.json` holding `config`; beside it,
    /// outside the tree, `secret/` with a catalog whose values must never reach a report.
    func project(_ config: String) -> (dir: TempDir, repo: String, config: String) {
        let dir = TempDir()
        dir.write("repo/app/messages.ar.xlf", Self.xliff(2))
        dir.write("secret/messages.ar.xlf", Self.xliff(1, key: { _ in "k-secret" }, target: "كلمة-السر-سرية"))
        let path = dir.write("repo/labelfit.json", config)
        return (dir, dir.path("repo"), path)
    }

    func catalogFindings(_ report: [String: Any]) -> [[String: Any]] { report["catalog_findings"] as? [[String: Any]] ?? [] }

    /// `catalogs: ["../secret"]` read the file outside into every report with exit 0 and no word.
    func testACatalogPathOutsideTheTreeIsALocatedErrorAndNotRead() throws {
        let p = project("{\n  \"catalogs\": [\"app\",\n    \"../secret\"]\n}\n")
        for format in ["json", "csv", "html", "sarif", "junit", "table", "jsonl", "github", "gitlab"] {
            let r = try guarded(["check", "--config", p.config, "--format", format, "--no-progress"], seconds: 60)
            XCTAssertEqual(r.reason, .exit)
            XCTAssertEqual(r.status, 2, "\(format): \(r.stderr)")
            XCTAssertFalse(r.stdout.contains("k-secret") || r.stdout.contains("كلمة-السر-سرية"), "\(format) report holds the secret catalog")
        }
        let r = try guarded(["check", "--config", p.config, "--format", "json", "--no-progress"], seconds: 60)
        let report = try json(r.stdout)
        // The two strings of app/ are still measured.
        XCTAssertEqual(summary(report)["strings"] as? Int, 2, r.stderr)
        // The entry is the third line of the file (`"../secret"` on a line of its own).
        let refusal = try XCTUnwrap(catalogFindings(report).first { ($0["message"] as? String)?.contains("catalogs[1]") == true }, r.stdout)
        let location = refusal["location"] as? [String: Any]
        // Outside the working folder (the fixtures), so named in full.
        XCTAssertEqual(location?["file"] as? String, p.config)
        XCTAssertEqual(location?["line"] as? Int, 3)
        XCTAssertEqual(refusal["severity"] as? String, "error")
        let message = refusal["message"] as? String ?? ""
        XCTAssertTrue(message.contains(p.dir.path("secret")) && message.contains("outside the checked tree") && message.contains("--allow-outside-tree"), message)

        // The command line may allow it.
        let allowed = try guarded(["check", "--config", p.config, "--format", "json", "--no-progress", "--allow-outside-tree"], seconds: 60)
        XCTAssertEqual(summary(try json(allowed.stdout))["strings"] as? Int, 3, allowed.stderr)
        XCTAssertTrue(allowed.stdout.contains("k-secret"))
    }

    /// `catalogs: ["/"]` walked the whole machine; it is refused before any walk.
    func testTheRootFolderAsACatalogPathIsRefusedBeforeWalking() throws {
        let p = project(#"{"catalogs": ["/", "app"]}"#)
        let r = try guarded(["check", "--config", p.config, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(r.reason, .exit, "killed by the watchdog: the walk of / ran")
        XCTAssertEqual(r.status, 2, r.stderr)
        let report = try json(r.stdout)
        XCTAssertEqual(summary(report)["strings"] as? Int, 2, r.stderr)
        XCTAssertTrue(catalogFindings(report).contains { ($0["message"] as? String)?.contains("setting 'catalogs[0]': '/' is outside the checked tree") == true }, r.stdout)
        // Alone, it is the run's one located error.
        let only = project(#"{"catalogs": ["/"]}"#)
        let alone = try guarded(["check", "--config", only.config, "--no-progress"], seconds: 60)
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.stderr.contains("labelfit.json:1: setting 'catalogs[0]'"), alone.stderr)
    }

    /// `baseline: "../x.json"` made `labelfit baseline` replace a file outside the tree.
    func testTheBaselineCommandNeverReplacesAFileOutsideTheTree() throws {
        let p = project("{\"catalogs\": [\"app\"],\n \"baseline\": \"../x.json\"}\n")
        let outside = p.dir.write("x.json", "precious\n")
        let r = try guarded(["baseline", "--config", p.config, "--no-progress"], seconds: 60)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(try String(contentsOfFile: outside, encoding: .utf8), "precious\n")
        XCTAssertTrue(r.stderr.contains("labelfit.json:2: setting 'baseline'") && r.stderr.contains("outside the checked tree"), r.stderr)
        // Nothing was left beside it either (no temporary file).
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: p.dir.url.path).sorted(), ["repo", "secret", "x.json"])
        // `check` does not read it, says so, and still checks.
        let check = try guarded(["check", "--config", p.config, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(check.status, 2, check.stderr)
        XCTAssertEqual(summary(try json(check.stdout))["strings"] as? Int, 2)
        XCTAssertTrue(check.stdout.contains("setting 'baseline'"), check.stdout)
        // The same for layout's --write-baseline.
        let layout = try guarded(["layout", p.dir.path("repo/app"), "--config", p.config, "--write-baseline"], seconds: 60)
        XCTAssertEqual(layout.status, 2, layout.stderr)
        XCTAssertEqual(try String(contentsOfFile: outside, encoding: .utf8), "precious\n")
    }

    /// A committed `labelfit-baseline.json` that is a link out of the tree: `labelfit baseline`
    /// replaced the file it points at.
    func testABaselineThatIsALinkOutOfTheTreeIsRefused() throws {
        let p = project(#"{"catalogs": ["app"]}"#)
        let outside = p.dir.write("x.json", "precious\n")
        try FileManager.default.createSymbolicLink(atPath: p.dir.path("repo/labelfit-baseline.json"), withDestinationPath: "../x.json")
        let r = try guarded(["baseline", "--config", p.config, "--no-progress"], seconds: 60)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(try String(contentsOfFile: outside, encoding: .utf8), "precious\n")
        XCTAssertTrue(r.stderr.contains("labelfit-baseline.json: leads to \(p.dir.url.resolvingSymlinksInPath().path)/x.json")
                      || r.stderr.contains("labelfit-baseline.json: leads to \(p.dir.path("x.json"))"), r.stderr)
        // A link inside the tree is followed as before.
        let inside = p.dir.write("repo/kept/baseline.json", "{}")
        try FileManager.default.removeItem(atPath: p.dir.path("repo/labelfit-baseline.json"))
        try FileManager.default.createSymbolicLink(atPath: p.dir.path("repo/labelfit-baseline.json"), withDestinationPath: "kept/baseline.json")
        let ok = try guarded(["baseline", "--config", p.config, "--no-progress"], seconds: 60)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(try String(contentsOfFile: inside, encoding: .utf8).contains("\"findings\""))
    }

    /// A suppressions file named outside the tree is not read.
    func testASuppressionsFileOutsideTheTreeIsALocatedError() throws {
        let p = project("{\"catalogs\": [\"app\"], \"suppressions\": \"../s.json\"}")
        p.dir.write("s.json", #"{"suppressions": [{"paths": ["**"], "reason": "all"}]}"#)
        let r = try guarded(["check", "--config", p.config, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stdout.contains("setting 'suppressions'"), r.stdout)
    }

    /// `max_nesting_depth: 100000` in labelfit.json let a 20,000-deep JS locale module overflow the
    /// stack (SIGSEGV, no report).
    func testConfiguredLimitsMayOnlyBeLoweredAndADeepJSModuleCannotOverflowTheStack() throws {
        let depth = 20_000
        let module = { (title: String) in "export default {\n  title: \"\(title)\",\n  deep: " + String(repeating: "{ a: ", count: depth) + "\"x\"" + String(repeating: " }", count: depth) + "\n};\n" }
        let p = project("{\"catalogs\": [\"locales\"],\n  \"max_nesting_depth\": 100000}\n")
        p.dir.write("repo/locales/en.js", module("Delete"))
        p.dir.write("repo/locales/ar.js", module("حذف"))
        let r = try guarded(["check", "--config", p.config, "--no-progress"], seconds: 120)
        XCTAssertEqual(r.reason, .exit, "killed by a signal")
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("labelfit.json:2: setting 'max_nesting_depth': 100000 is above the built-in limit of 64"), r.stderr)
        // A lower value is taken.
        try "{\"catalogs\": [\"locales\"], \"max_nesting_depth\": 8}".write(toFile: p.config, atomically: true, encoding: .utf8)
        let lower = try guarded(["check", "--config", p.config, "--format", "json", "--no-progress"], seconds: 120)
        XCTAssertEqual(lower.reason, .exit)
        XCTAssertTrue(lower.stdout.contains("nested deeper than 8 levels"), lower.stdout)
        // The command line may raise it to the most it allows: still a report, the deep value a
        // located warning, the other string measured.
        try #"{"catalogs": ["locales"]}"#.write(toFile: p.config, atomically: true, encoding: .utf8)
        let deep = try guarded(["check", "--config", p.config, "--format", "json", "--no-progress", "--max-depth", "100000"], seconds: 120)
        XCTAssertEqual(deep.reason, .exit, "killed by a signal: \(deep.stderr)")
        let report = try json(deep.stdout)
        XCTAssertEqual(summary(report)["strings"] as? Int, 1, deep.stderr)
        let warning = try XCTUnwrap(catalogFindings(report).first { ($0["message"] as? String)?.contains("nested deeper than") == true })
        XCTAssertEqual((warning["location"] as? [String: Any])?["line"] as? Int, 3)
    }
}
