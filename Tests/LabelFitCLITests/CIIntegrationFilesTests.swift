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

    /// With no `labelfit` on PATH the check step pip-installs the wheel named by the `wheel` input into
    /// a venv under RUNNER_TEMP and checks with it. The wheel is made by scripts/make-wheel.py, as
    /// scripts/release makes it, around the built binary and the repository's Fonts/; pip runs with
    /// PIP_NO_INDEX, so nothing but the local file is read. The findings are the fixture's own,
    /// counted by the JSON report of the binary itself.
    func testTheActionsCheckStepInstallsTheWheelWhenLabelfitIsNotOnPath() throws {
        let work = TempDir()
        let bundle = work.url.appendingPathComponent("bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.binary, toPath: bundle.appendingPathComponent("labelfit").path)
        try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("Fonts"), to: bundle.appendingPathComponent("Fonts"))
        let made = try CLI.run([Fixtures.root.appendingPathComponent("scripts/make-wheel.py").path, bundle.path, "1.0", work.url.path],
                               executable: "/usr/bin/python3")
        XCTAssertEqual(made.status, 0, made.stderr)
        let wheel = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // The platform tag is this machine's glibc and architecture, read here by getconf and uname.
        let (_, libc) = try CLI.tool("/usr/bin/getconf", ["GNU_LIBC_VERSION"])   // "glibc 2.36"
        let (_, arch) = try CLI.tool("/usr/bin/uname", ["-m"])
        let glibc = libc.split(separator: " ").last!.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: ".", with: "_")
        XCTAssertEqual(URL(fileURLWithPath: wheel).lastPathComponent,
                       "labelfit-1.0-py3-none-manylinux_\(glibc)_\(arch.trimmingCharacters(in: .whitespacesAndNewlines)).whl")

        let script = try Self.yaml("action.yml", "d['runs']['steps'][0]['run']") as! String
        let fixture = CIFixture()
        let output = fixture.dir.write("github_output", ""), summary = fixture.dir.write("step_summary", "")
        let runnerTemp = work.url.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
        let r = try CLI.run(["-c", script], cwd: fixture.app, env: [
            "PATH": "/usr/bin:/bin", "GITHUB_OUTPUT": output, "GITHUB_STEP_SUMMARY": summary, "RUNNER_TEMP": runnerTemp.path,
            "GITHUB_WORKSPACE": fixture.repo.path, "GITHUB_ACTION_PATH": Fixtures.root.path, "PIP_NO_INDEX": "1",
            "LABELFIT_PATHS": "sub", "LABELFIT_ARGS": "--max-growth 1.2 --no-baseline", "LABELFIT_SARIF": "labelfit.sarif",
            "LABELFIT_IMAGE": "", "LABELFIT_WHEEL": wheel,
        ], executable: "/bin/bash")
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertFalse(r.stdout.contains("::warning"), r.stdout)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: runnerTemp.appendingPathComponent("labelfit-venv/bin/labelfit").path))
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "exit-code=1\nsarif=true\n")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.app.appendingPathComponent("labelfit.sarif"))) as! [String: Any]
        let results = (log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        XCTAssertEqual(results.count, try fixture.findings().count)
    }

    /// The files the hook's `files` pattern selects (read by Python's `re`, as pre-commit reads it).
    static func selected(_ files: [String]) throws -> [String] {
        let script = "import json, re, sys, yaml; p = re.compile(yaml.safe_load(open(sys.argv[1]))[0]['files']); "
            + "print(json.dumps([f for f in sys.argv[2:] if p.search(f)]))"
        let (status, out) = try CLI.tool("/usr/bin/python3", ["-c", script, Fixtures.root.appendingPathComponent(".pre-commit-hooks.yaml").path] + files)
        XCTAssertEqual(status, 0, out)
        return try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String]
    }

    /// Every file under `dir`, relative to it (what `git ls-files` would list).
    static func allFiles(_ dir: URL) -> [String] {
        let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: [.isRegularFileKey])!
        var out: [String] = []
        for case let url as URL in e where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            out.append(String(url.standardizedFileURL.path.dropFirst(dir.standardizedFileURL.path.count + 1)))
        }
        return out.sorted()
    }

    /// The catalog files `check` reads in `dir` (each string's file, and the source it pairs with).
    static func catalogsRead(_ args: [String], cwd: URL = Fixtures.root) throws -> Set<String> {
        let r = try CLI.run(["check"] + args + ["--no-baseline", "--format", "json", "--no-progress"], cwd: cwd)
        XCTAssertNotEqual(r.status, 2, r.stderr)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        var files = Set<String>()
        for s in doc["strings"] as! [[String: Any]] {
            files.insert((s["location"] as! [String: Any])["file"] as! String)
            if let source = s["source_location"] as? [String: Any], let f = source["file"] as? String { files.insert(f) }
        }
        return files
    }

    func testTheHooksPassTheStagedCatalogsToCheckFiles() throws {
        let hooks = try Self.yaml(".pre-commit-hooks.yaml", "d") as! [[String: Any]]
        XCTAssertEqual(hooks.map { $0["id"] as! String }, ["labelfit", "labelfit-system"])
        XCTAssertEqual(hooks.map { $0["language"] as! String }, ["docker", "system"])
        XCTAssertEqual(Set(hooks.map { $0["files"] as! String }).count, 1)
        for hook in hooks {
            XCTAssertEqual(hook["pass_filenames"] as? Bool, true)
            XCTAssertEqual(hook["entry"] as? String, "labelfit check --no-progress --files")
        }
        // Every catalog the Corpus check reads triggers the hook.
        let read = try Self.catalogsRead([])
        XCTAssertFalse(read.isEmpty)
        XCTAssertEqual(Set(try Self.selected(Array(read))), read)
        // The Corpus's files as pre-commit passes them (those the pattern selects): the same strings as
        // the whole check, since every catalog is among them.
        let staged = try Self.selected(Self.allFiles(Fixtures.root.appendingPathComponent("Corpus")).map { "Corpus/" + $0 })
        XCTAssertEqual(try Self.catalogsRead(["--files"] + staged), read)
    }

    func testTheHooksPatternSelectsTheCatalogsOfRealProjectsAndNotTheirCode() throws {
        // Real catalogs: every file check reads in each project of ../shared/realworld3 triggers the hook.
        let shared = Fixtures.root.deletingLastPathComponent().appendingPathComponent("shared/realworld3")
        guard FileManager.default.fileExists(atPath: shared.path) else { throw XCTSkip("../shared/realworld3 is not here") }
        var checked = 0
        for project in ["bookstack", "docsy", "localsend", "mihon", "uppy", "redmine"] {
            let dir = shared.appendingPathComponent(project)
            let read = try Self.catalogsRead(["."], cwd: dir).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
            XCTAssertFalse(read.isEmpty, project)
            XCTAssertEqual(Set(try Self.selected(read)), Set(read), project)
            checked += read.count
        }
        XCTAssertGreaterThan(checked, 6)
        // Code, build and CI files of the ecosystems LabelFit reads: none triggers it.
        let code = ["src/app.ts", "src/i18n.ts", "src/api/client.ts", "src/components/Button.vue", "src/App.tsx", "index.js",
                    "package.json", "tsconfig.json", "app/src/main/res/layout/activity_main.xml", "app/src/main/AndroidManifest.xml",
                    "pubspec.yaml", "lib/main.dart", ".github/workflows/ci.yml", ".vscode/settings.json", "Sources/App/View.swift",
                    "composer.json", "docker-compose.yml"]
        XCTAssertEqual(try Self.selected(code), [])
    }

    func testCheckFilesReportsOnlyTheChangedCatalogs() throws {
        let all = try Self.catalogsRead([])
        // One Arabic file changed: only its strings, each still paired with its English.
        let r = try CLI.run(["check", "--files", "Corpus/web/locales/ar/translation.json", "--no-baseline", "--format", "json", "--no-progress"])
        XCTAssertNotEqual(r.status, 2, r.stderr)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        let strings = doc["strings"] as! [[String: Any]]
        XCTAssertFalse(strings.isEmpty)
        XCTAssertEqual(Set(strings.map { ($0["location"] as! [String: Any])["file"] as! String }), ["Corpus/web/locales/ar/translation.json"])
        XCTAssertTrue(strings.allSatisfy { $0["source"] != nil && !($0["source"] is NSNull) }, "paired from the tree")
        XCTAssertTrue(all.contains("Corpus/web/locales/ar/translation.json"))
        // A commit that touches no catalog passes, and says which files it did not read.
        let none = try CLI.run(["check", "--files", "README.md", "--no-baseline", "--no-progress"])
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertTrue(none.stderr.contains("README.md"), none.stderr)
    }
}
