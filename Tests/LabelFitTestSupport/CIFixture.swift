import Foundation

/// A repository (a folder with `.git`) whose catalog sits two folders down, `app/sub/ui.csv`, and
/// is checked from `app/`, as a CI step in a monorepo's subfolder would: 13 strings that grow
/// past 1.2× (errors), 12 equal to their source (untranslated: warnings), and one whose key holds
/// `|` and whose texts hold a newline.
public struct CIFixture {
    public let dir = TempDir()
    public var repo: URL { dir.url }
    public var app: URL { dir.url.appendingPathComponent("app") }
    public static let args = ["check", "sub", "--max-growth", "1.2", "--no-progress", "--no-baseline"]

    public init() {
        try! FileManager.default.createDirectory(at: dir.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var rows = ["key,en,ar"]
        for i in 0..<13 { rows.append("grow\(i),Save,حفظ الملف الحالي في المجلد \(i)") }
        for i in 0..<12 { rows.append("same\(i),Open file \(i),Open file \(i)") }
        rows.append("\"pipe|key\",\"Line\none\",\"سطر|أول\nثاني\"")
        dir.write("app/sub/ui.csv", rows.joined(separator: "\n") + "\n")
    }

    /// `check` run from `app/` with the fixture's arguments; no CI variables unless given.
    public func run(_ more: [String], env: [String: String] = [:]) throws -> CLI.Result {
        var environment = ["GITHUB_WORKSPACE": "", "CI_PROJECT_DIR": "", "GITHUB_STEP_SUMMARY": ""]
        for (k, v) in env { environment[k] = v }
        return try CLI.run(Self.args + more, cwd: app, env: environment)
    }

    /// The run's findings as the JSON report gives them (the second counting the tests compare
    /// with): severity, rule, key, file (relative to `app/`), line, baselined.
    public func findings() throws -> [[String: Any]] {
        let r = try run(["--format", "json"])
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        let strings = doc["strings"] as! [[String: Any]]
        return strings.flatMap { $0["findings"] as! [[String: Any]] } + (doc["catalog_findings"] as! [[String: Any]])
    }
}
