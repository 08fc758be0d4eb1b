import Foundation
import XCTest
@testable import LabelFitCLI
import LabelFitReports
import LabelFitTestSupport

/// `check`'s short options (`-c -f -o -q`), `--quiet`, `--max-warnings` and `--exclude` as parsed.
final class CheckOptionsTests: XCTestCase {
    private func parse(_ args: [String]) throws -> ParsedArguments { try ParsedArguments.parse(args, options: CheckCommand.options) }
    private func error(_ args: [String]) -> String? {
        do { _ = try parse(args); return nil } catch { return "\(error)" }
    }

    func testShortOptionsAreTheLongOnes() throws {
        let a = try parse(["-c", "x.json", "-f", "json", "-oreport.json", "-q", "Corpus"])
        XCTAssertEqual(a.value("config"), "x.json")
        XCTAssertEqual(a.value("format"), "json")
        XCTAssertEqual(a.value("output"), "report.json")
        XCTAssertTrue(a.has("quiet"))
        XCTAssertEqual(a.positional, ["Corpus"])
        // Grouped: flags first, then one that takes the next argument.
        let b = try parse(["-qo", "r.txt"])
        XCTAssertTrue(b.has("quiet"))
        XCTAssertEqual(b.value("output"), "r.txt")
        // The list is the format declaration's own cases (a format added there appears here too).
        XCTAssertEqual(error(["-f", "yaml"]), "--format: 'yaml' is not one of " + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        XCTAssertEqual(error(["-x"]), "unknown option '-x' (see --help)")
        XCTAssertEqual(error(["-o"]), "-o (--output) needs a value (file)")
        XCTAssertEqual(error(["-o", "a", "--output", "b"]), "--output is given twice")
        XCTAssertTrue(CheckCommand.helpText.contains("  -o, --output <file>"), CheckCommand.helpText)
    }

    func testMaxWarningsIsRangedAndExcludeRepeats() throws {
        XCTAssertEqual(error(["--max-warnings", "-1"]), "--max-warnings: -1 is out of range; use a whole number from 0 to 1000000000")
        XCTAssertEqual(error(["--max-warnings", "2.5"]), "--max-warnings: 2.5 is out of range; use a whole number from 0 to 1000000000")
        XCTAssertEqual(try parse(["--max-warnings", "0"]).int("max-warnings"), 0)
        XCTAssertEqual(try parse(["--exclude", "a/**", "--exclude", "b"]).all("exclude"), ["a/**", "b"])
    }

    /// `--quiet` keeps exactly the failing findings of the full table; the totals are unchanged.
    func testQuietShowsOnlyErrorsAndMaxWarningsFailsPastItsCount() throws {
        let args = ["check", "--no-progress", "--no-baseline", "--max-growth", "1.0"]
        let full = try CLI.run(args)
        let quiet = try CLI.run(args + ["-q"])
        XCTAssertEqual(full.status, quiet.status)
        func findingLines(_ s: String) -> [Substring] { s.split(separator: "\n").filter { $0.hasPrefix("    ") } }
        let errorLines = findingLines(full.stdout).filter { $0.hasPrefix("    error ") }
        XCTAssertGreaterThan(errorLines.count, 0)
        XCTAssertGreaterThan(findingLines(full.stdout).count, errorLines.count, "the run has warnings to leave out")
        XCTAssertEqual(findingLines(quiet.stdout), errorLines)
        XCTAssertEqual(full.stdout.split(separator: "\n").last, quiet.stdout.split(separator: "\n").last)
        let gh = try CLI.run(args + ["-q", "-f", "github"])
        XCTAssertFalse(gh.stdout.contains("::warning"), gh.stdout)
        XCTAssertEqual(gh.stdout.components(separatedBy: "::error ").count - 1, errorLines.count)

        // Only warnings: the count from the JSON report is allowed, one fewer is not.
        let warnOnly = args + ["--severity", "warning"]
        let json = try CLI.run(warnOnly + ["-f", "json"])
        let summary = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        let warnings = try XCTUnwrap(summary["warnings"] as? Int)
        XCTAssertEqual(summary["errors"] as? Int, 0)
        XCTAssertGreaterThan(warnings, 0)
        XCTAssertEqual(try CLI.run(warnOnly + ["--max-warnings", "\(warnings)"]).status, 0)
        let over = try CLI.run(warnOnly + ["--max-warnings", "\(warnings - 1)"])
        XCTAssertEqual(over.status, 1)
        XCTAssertTrue(over.stderr.contains("\(warnings) warnings, more than --max-warnings \(warnings - 1)"), over.stderr)
    }
}
