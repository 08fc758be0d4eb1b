import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// The Compose walk's work is bounded per composable and per run, and a bound reached is a located
/// problem: a fan-out of composables calling one another cannot hide the uses read after it.
final class ComposeWalkBudgetTests: XCTestCase {
    static let header = """
        import androidx.compose.material3.Text
        import androidx.compose.runtime.Composable
        import androidx.compose.ui.res.stringResource

        """

    /// F0…F9, each calling the next `calls` times (with `argument` between the parentheses), F9 showing
    /// R.string.deep; then Zz in the same file (walked after the F's, by name) showing R.string.after.
    /// Returns the file's text and the line F0 is declared on.
    static func fanOut(calls: Int, argument: String) -> (text: String, f0Line: Int) {
        var text = header
        let f0Line = text.components(separatedBy: "\n").count
        for i in 0..<9 {
            let parameter = argument.isEmpty ? "" : "n: Int"
            text += "@Composable fun F\(i)(\(parameter)) { " + String(repeating: "F\(i + 1)(\(argument)); ", count: calls) + "}\n"
        }
        text += "@Composable fun F9(\(argument.isEmpty ? "" : "n: Int")) { Text(stringResource(R.string.deep)) }\n"
        text += "@Composable fun Zz() { Text(stringResource(R.string.after)) }\n"
        return (text, f0Line)
    }

    private func read(_ fan: String) -> ComposeTextReader.Result {
        let dir = TempDir()
        dir.write("app/Fan.kt", fan)
        dir.write("app/Other.kt", Self.header + "@Composable fun Zother() { Text(stringResource(R.string.other_after)) }\n")
        return ComposeTextReader.read(paths: [dir.url.appendingPathComponent("app/Fan.kt").path, dir.url.appendingPathComponent("app/Other.kt").path], relativeTo: dir.url.path)
    }

    /// Plain calls (no arguments): each call site is walked once per stack, so the 8 levels of 8 calls
    /// (8^8 = 16,777,216 paths, far past 100,000 visits) cost 9 × 8 call sites, and every use is read.
    func testAFanOutOfPlainCallsIsWalkedOncePerCallSiteAndEveryUseIsRead() {
        let r = read(Self.fanOut(calls: 8, argument: "").text)
        XCTAssertEqual(r.problems, [])
        XCTAssertEqual(Set(r.uses.map(\.key)), ["deep", "after", "other_after"])
        XCTAssertEqual(r.uses.count, 3)
    }

    /// Calls with an argument are each a scope of their own, so they are walked each time: the walk
    /// from F0 stops at the per-composable budget, a limit error of the analysis located at F0's
    /// declaration; the composables walked after it (in the same file and in another) are still read.
    func testAFanOutWithArgumentsIsALocatedLimitAndLaterUsesAreStillRead() throws {
        let dir = TempDir()
        let (text, f0Line) = Self.fanOut(calls: 8, argument: "1")
        let fan = dir.write("app/src/main/java/Fan.kt", text)
        dir.write("app/src/main/java/Other.kt", Self.header + "@Composable fun Zother() { Text(stringResource(R.string.other_after)) }\n")
        let a = AndroidAnalysis(project: try AndroidProject(paths: [dir.url.path]))
        let limits = a.diagnostics.compactMap { d -> (at: SourceLocation, reason: String)? in
            guard case .limitExceeded(let at, let reason) = d else { return nil }
            return (at, reason)
        }
        let first = try XCTUnwrap(limits.first, "\(a.diagnostics)")
        XCTAssertEqual(first.at.file, fan)
        XCTAssertEqual(first.at.line, f0Line)
        XCTAssertTrue(first.reason.contains("composable F0") && first.reason.contains("\(100_000)"), first.reason)
        // F9's walk is one Text: never cut.
        XCTAssertFalse(limits.contains { $0.reason.contains("composable F9") })
        XCTAssertEqual(Set(a.uses.map(\.key)), ["deep", "after", "other_after"])
    }
}
