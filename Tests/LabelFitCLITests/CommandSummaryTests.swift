import Foundation
import XCTest
@testable import LabelFitCLI
import LabelFitTestSupport

/// What each command is for is said once, in its declaration (`brief`): `labelfit --help` lists it,
/// and the commands' tables of the README and docs/reference.md are made from it
/// (`labelfit help --markdown`; scripts/update-readme-options rewrites them).
final class CommandSummaryTests: XCTestCase {
    /// The `<!-- commands … -->` block of a document.
    func block(in path: String) throws -> String {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent(path), encoding: .utf8)
        let open = try XCTUnwrap(text.range(of: "<!-- commands "), "\(path) has no commands table")
        let start = try XCTUnwrap(text[open.upperBound...].firstIndex(of: "\n"))
        let close = try XCTUnwrap(text.range(of: "<!-- /commands -->", range: start..<text.endIndex))
        return text[text.index(after: start)..<close.lowerBound].trimmingCharacters(in: .newlines)
    }

    func testTheReadmeAndTheReferenceTablesAreTheDeclarations() throws {
        for path in ["README.md", "docs/reference.md"] {
            XCTAssertEqual(try block(in: path), Commands.markdownTable, "\(path)'s commands table differs from the declarations")
        }
    }

    /// `--help` lists every command once, in the declarations' order, each with its brief.
    func testHelpListsEveryCommandWithItsBrief() {
        let lines = Commands.helpText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex(of: "COMMANDS:")! + 1
        let listed = lines[start...].prefix { $0.hasPrefix("  ") }
        XCTAssertEqual(listed.map { $0.split(separator: " ").first.map(String.init) ?? "" }, Commands.all.map { $0.name })
        for (line, command) in zip(listed, Commands.all) {
            XCTAssertTrue(line.hasSuffix(" " + command.brief), line)
        }
    }

    /// The one line about `layout` names every kind of app its long summary says it reads (a line that
    /// called it Android-only while it reads iOS, Flutter and web apps is what this guards against).
    func testTheLayoutBriefNamesEveryPlatformItsSummaryReads() {
        for platform in ["Android", "Compose", "SwiftUI", "UIKit", "Flutter"] {
            XCTAssertTrue(LayoutCommand.summary.contains(platform), platform)
            XCTAssertTrue(LayoutCommand.brief.contains(platform), platform)
        }
        XCTAssertTrue(LayoutCommand.summary.lowercased().contains("web"))
        XCTAssertTrue(LayoutCommand.brief.lowercased().contains("web"))
    }
}
