import Foundation
import XCTest
@testable import LabelFitCLI
@testable import LabelFitCore
import LabelFitTestSupport

/// Each option is declared once; the README's tables, `--help` and the parser all come from that.
final class OptionDeclarationTests: XCTestCase {
    /// docs/reference.md holds `<!-- options: NAME … -->` blocks; each must be exactly the command's table
    /// (regenerate with scripts/update-readme-options).
    func testReadmeOptionTablesAreTheDeclarations() throws {
        let readme = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/reference.md"), encoding: .utf8)
        var seen: Set<String> = []
        var rest = readme[...]
        while let open = rest.range(of: "<!-- options: ") {
            let nameEnd = rest[open.upperBound...].firstIndex(where: { $0 == " " })!
            let name = String(rest[open.upperBound..<nameEnd])
            let bodyStart = rest[nameEnd...].firstIndex(of: "\n")!
            let close = rest.range(of: "<!-- /options -->", range: bodyStart..<rest.endIndex)!
            let body = rest[rest.index(after: bodyStart)..<close.lowerBound].trimmingCharacters(in: .newlines)
            let command = try XCTUnwrap(Commands.named(name), "README names an unknown command '\(name)'")
            XCTAssertEqual(body, command.markdownTable, "README table for \(name) differs from its declarations")
            seen.insert(name)
            rest = rest[close.upperBound...]
        }
        // Every command with options of its own has its table (baseline shares check's, fonts has none).
        XCTAssertEqual(seen, ["measure", "check", "recommend", "serve", "init", "layout", "limits"])
    }

    func testEveryOptionIsDeclaredOncePerCommand() {
        for command in Commands.all {
            let names = command.options.map(\.name)
            XCTAssertEqual(names.count, Set(names).count, "\(command.name) declares an option twice")
            XCTAssertTrue(names.contains("help"), "\(command.name) has no --help")
        }
    }

    func testValuesAreCheckedWhereTheyAreParsed() {
        func error(_ args: [String]) -> String? {
            do { _ = try ParsedArguments.parse(args, options: MeasureCommand.options); return nil }
            catch { return "\(error)" }
        }
        // The range comes from the declaration (NumberRanges.size: 0.5 to 1000 px).
        XCTAssertEqual(error(["--size", "1e17"]), "--size: 1e+17 is out of range; use a number from 0.5 to 1000 px")
        XCTAssertEqual(error(["--size", "0"]), "--size: 0 is out of range; use a number from 0.5 to 1000 px")
        XCTAssertEqual(error(["--size", "nan"]), "--size: NaN is out of range; use a number from 0.5 to 1000 px")
        XCTAssertEqual(error(["--size", "big"]), "--size: 'big' is not a number")
        XCTAssertNil(error(["--size", "1000px"]))
        XCTAssertEqual(error(["--weight", "400.5"]), "--weight: 400.5 is out of range; use a whole number from 1 to 1000")
        XCTAssertEqual(error(["--overflow", "scroll"]), "--overflow: 'scroll' is not one of wrap, nowrap-ellipsis, nowrap-clip")
        XCTAssertEqual(error(["--line-height-trim", "top"]),
                       "--line-height-trim: 'top' is not one of none, first-line-top, last-line-bottom, both")
        XCTAssertEqual(error(["--elegant-text-height", "maybe"]), "--elegant-text-height: 'maybe' is not one of true, false, unset")
        XCTAssertEqual(error(["--target-sdk", "34.5"]), "--target-sdk: 34.5 is out of range; use a whole number from 1 to 40")
        XCTAssertEqual(error(["--web-platform", "firefox"]),
                       "--web-platform: 'firefox' is not one of android, linux, chromeos, windows, mac, headless, ios, macos-safari, webkitgtk")
        XCTAssertEqual(error(["--line-height", "1e17"]), "line-height: 1e+17 is out of range; use a number from 0 (exclusive) to 100")
    }

    func testHelpComesFromTheDeclarations() {
        let help = MeasureCommand.helpText
        for option in MeasureCommand.options {
            XCTAssertTrue(help.contains("--\(option.name)"), option.name)
            XCTAssertTrue(help.contains(option.fullHelp), option.name)
        }
    }
}
