import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitReports
import LabelFitTestSupport

/// `--format github` as GitHub shows it: at most 10 errors, 10 warnings and 10 notices a step
/// (actions/toolkit `docs/problem-matchers.md`, "Limitations"), errors first, a note of what was left
/// out, and paths from the repository root.
final class GitHubAnnotationsTests: XCTestCase {
    static let cap = 10

    func testErrorsFirstCappedPerKindWithANoteAndTheRestInALogGroup() throws {
        let fixture = CIFixture()
        let r = try fixture.run(["--format", "github"])
        XCTAssertEqual(r.status, 1, r.stderr)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let findings = try fixture.findings()
        let errors = findings.filter { $0["severity"] as? String == "error" }.count
        let warnings = findings.filter { $0["severity"] as? String == "warning" }.count
        // The fixture's own counts (13 growth + the newline string; 12 untranslated), above the cap.
        XCTAssertEqual(errors, 14)
        XCTAssertEqual(warnings, 12)
        let commands = lines.filter { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") }
        let kinds = commands.map { $0.dropFirst(2).prefix { $0 != " " } }
        XCTAssertEqual(kinds.filter { $0 == "error" }.count, min(errors, Self.cap))
        XCTAssertEqual(kinds.filter { $0 == "warning" }.count, min(warnings, Self.cap))
        // Errors, then warnings, then the one notice: the order GitHub keeps them in.
        let rank = ["error": 0, "warning": 1, "notice": 2]
        XCTAssertEqual(kinds.map { rank[String($0)]! }, kinds.map { rank[String($0)]! }.sorted())
        XCTAssertLessThanOrEqual(commands.count, GitHubLimits.annotationsPerJob)
        // The note names what was left out, counted here from the JSON report.
        let note = try XCTUnwrap(commands.last)
        XCTAssertTrue(note.hasPrefix("::notice "), note)
        XCTAssertTrue(note.contains("\(errors - Self.cap) errors, \(warnings - Self.cap) warnings not annotated"), note)
        // Every finding appears once: annotated, or a line of the folded group.
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("::group::") })
        XCTAssertEqual(lines.last, "::endgroup::")
        let logged = lines[(start + 1)..<(lines.count - 1)]
        XCTAssertEqual(logged.count, errors + warnings - 2 * Self.cap)
        XCTAssertEqual(logged.filter { $0.hasPrefix("error: ") }.count, errors - Self.cap)
        XCTAssertEqual(logged.filter { $0.hasPrefix("warning: ") }.count, warnings - Self.cap)
        // The string with a newline stays one log line, and no log line can be read as a command.
        XCTAssertTrue(logged.contains { $0.contains("pipe|key: «سطر|أول\\nثاني»") }, logged.joined(separator: "\n"))
        XCTAssertFalse(logged.contains { $0.hasPrefix("::") })
    }

    func testPathsAreFromTheRepositoryRootWhenRunFromASubfolder() throws {
        let fixture = CIFixture()
        // Found by the `.git` folder two levels up from the working directory `app/`.
        let found = try fixture.run(["--format", "github"]).stdout
        let files = Set(found.split(separator: "\n").filter { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") }.map { line in
            String(line.dropFirst(2).split(separator: " ", maxSplits: 1)[1].split(separator: ",")[0].dropFirst("file=".count))
        })
        XCTAssertEqual(files, ["app/sub/ui.csv"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.repo.appendingPathComponent("app/sub/ui.csv").path))
        // $GITHUB_WORKSPACE wins over the git root: here it names `app/` itself.
        let workspace = try fixture.run(["--format", "github"], env: ["GITHUB_WORKSPACE": fixture.app.path]).stdout
        XCTAssertTrue(workspace.hasPrefix("::error file=sub/ui.csv,line="), workspace)
    }

    func testRepositoryRootRelativePaths() {
        let root = RepositoryRoot(path: "/r", workingDirectory: "/r/app")
        XCTAssertEqual(root.relative("sub/ui.csv"), "app/sub/ui.csv")
        XCTAssertEqual(root.relative("../lib/x.po"), "lib/x.po")
        XCTAssertEqual(root.relative("/r/other/y.xlf"), "other/y.xlf")
        XCTAssertEqual(root.relative("/elsewhere/z.arb"), "/elsewhere/z.arb")
        XCTAssertEqual(RepositoryRoot(path: "/r", workingDirectory: "/r").relative("a/b.csv"), "a/b.csv")
    }

    /// The cap by kind, with a notice slot kept for the note: a hand count per case.
    func testShownCounts() {
        XCTAssertEqual(GitHubAnnotationsWriter.shown(counts: [3, 4, 5]), [3, 4, 5])
        XCTAssertEqual(GitHubAnnotationsWriter.shown(counts: [10, 10, 10]), [10, 10, 10])
        XCTAssertEqual(GitHubAnnotationsWriter.shown(counts: [11, 0, 10]), [10, 0, 9])
        XCTAssertEqual(GitHubAnnotationsWriter.shown(counts: [0, 381, 0]), [0, 10, 0])
    }
}
