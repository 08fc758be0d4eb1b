import Foundation
import XCTest
import LabelFitTestSupport

/// `action.yml` and `.pre-commit-hooks.yaml` do what docs/ci.md says: the action's check step, run
/// as the runner would run it (bash, with `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` files and the
/// inputs as environment), writes a SARIF report and the exit code and is followed by
/// `github/codeql-action/upload-sarif`; the hooks' `files` pattern matches every catalog the Corpus
/// check reads.
final class CIIntegrationFilesTests: XCTestCase {
    /// A field of a YAML file, read by PyYAML (not by LabelFit), printed as JSON.
    static func yaml(_ file: String, _ expression: String) throws -> Any {
        let script = "import json, sys, yaml; d = yaml.safe_load(open(sys.argv[1])); print(json.dumps(\(expression)))"
        let (status, out) = try CLI.tool("/usr/bin/python3", ["-c", script, Fixtures.root.appendingPathComponent(file).path])
        XCTAssertEqual(status, 0, out)
        return try JSONSerialization.jsonObject(with: Data(out.utf8), options: .fragmentsAllowed)
    }

    func testTheActionsCheckStepWritesSARIFAndTheExitCodeThenUploads() throws {
        XCTAssertEqual(try Self.yaml("action.yml", "d['runs']['using']") as? String, "composite")
        let uses = try Self.yaml("action.yml", "[s.get('uses', '') for s in d['runs']['steps']]") as! [String]
        XCTAssertTrue(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") }, "\(uses)")
        let script = try Self.yaml("action.yml", "d['runs']['steps'][0]['run']") as! String
        let fixture = CIFixture()
        let output = fixture.dir.write("github_output", ""), summary = fixture.dir.write("step_summary", "")
        let bin = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
        let r = try CLI.run(["-c", script], cwd: fixture.app, env: [
            "PATH": bin + ":/usr/bin:/bin", "GITHUB_OUTPUT": output, "GITHUB_STEP_SUMMARY": summary,
            "GITHUB_WORKSPACE": fixture.repo.path, "GITHUB_ACTION_PATH": Fixtures.root.path,
            "LABELFIT_PATHS": "sub", "LABELFIT_ARGS": "--max-growth 1.2 --no-baseline", "LABELFIT_SARIF": "labelfit.sarif", "LABELFIT_IMAGE": "",
        ], executable: "/bin/bash")
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        let outputs = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertEqual(outputs, "exit-code=1\nsarif=true\n")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.app.appendingPathComponent("labelfit.sarif"))) as! [String: Any]
        let results = (log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        XCTAssertEqual(results.count, try fixture.findings().count)
        XCTAssertTrue(try String(contentsOfFile: summary, encoding: .utf8).hasPrefix("## LabelFit: ❌ "))
    }

    func testTheHooksRunCheckOnAnyCatalogTheCorpusHas() throws {
        let hooks = try Self.yaml(".pre-commit-hooks.yaml", "d") as! [[String: Any]]
        XCTAssertEqual(hooks.map { $0["id"] as! String }, ["labelfit", "labelfit-system"])
        XCTAssertEqual(hooks.map { $0["language"] as! String }, ["docker", "system"])
        for hook in hooks {
            XCTAssertEqual(hook["pass_filenames"] as? Bool, false)
            let entry = (hook["entry"] as! String).split(separator: " ").map(String.init)
            XCTAssertEqual(Array(entry.prefix(2)), ["labelfit", "check"])
            // The entry's options are ones check accepts: run here on the Corpus's config.
            let r = try CLI.run(Array(entry.dropFirst()) + ["--no-baseline", "--format", "json"])
            XCTAssertNotEqual(r.status, 2, r.stderr)
            let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
            let files = Set((doc["strings"] as! [[String: Any]]).map { ($0["location"] as! [String: Any])["file"] as! String })
            let pattern = try NSRegularExpression(pattern: hook["files"] as! String)
            for file in files {
                XCTAssertNotNil(pattern.firstMatch(in: file, range: NSRange(file.startIndex..., in: file)), "\(file) would not trigger \(hook["id"]!)")
            }
            XCTAssertFalse(files.isEmpty)
        }
    }
}
