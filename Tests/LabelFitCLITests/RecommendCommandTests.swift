import Foundation
import XCTest
import LabelFitTestSupport

/// `labelfit recommend` runs the check `labelfit check` runs (`CheckSession`): on one catalog and one
/// configuration both read the same strings, fill the same placeholders and measure alike, and a
/// configuration `check` refuses is refused the same way.
final class RecommendCommandTests: XCTestCase {
    private func catalog() -> TempDir {
        let dir = TempDir()
        // Four rows, one untranslated: three strings to measure.
        dir.write("strings.tsv", "key\ten\tar\ngreeting\tHello %@\tمرحبا %@\nsave\tSave\tحفظ\nempty\tOpen\t\nlong\tAdd to Home Screen\tإضافة إلى الشاشة الرئيسية\n")
        dir.write("labelfit.json", #"{"fonts": {"ar": "Amiri"}}"#)
        return dir
    }

    private func json(_ r: CLI.Result) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any], r.stderr)
    }

    func testRecommendAndCheckAgreeOnTheSameCatalog() throws {
        let dir = catalog()
        let check = try json(try CLI.run(["check", ".", "--format", "json", "--no-progress"], cwd: dir.url))
        let recommend = try json(try CLI.run(["recommend", ".", "--fonts", "Amiri", "--format", "json"], cwd: dir.url))
        let strings = try XCTUnwrap(check["strings"] as? [[String: Any]])
        let r = try XCTUnwrap((recommend["recommendations"] as? [[String: Any]])?.first)
        XCTAssertEqual(strings.count, 3)
        XCTAssertEqual(r["strings"] as? Int, strings.count)
        // The catalog's smallest clip-free line-height is the largest of its strings' own, as check measures each.
        let perString = strings.compactMap { ($0["min_line_height"] as? [String: Any])?["unitless"] as? Double }
        XCTAssertEqual(perString.count, 3)
        let lineHeight = try XCTUnwrap((r["min_line_height"] as? [String: Any])?["unitless"] as? Double)
        XCTAssertEqual(lineHeight, perString.max()!, accuracy: 1e-9)
        // The placeholder is filled with the value check fills it with.
        let greeting = try XCTUnwrap(strings.first { $0["key"] as? String == "greeting" })
        let filled = try XCTUnwrap((greeting["placeholders"] as? [[String: String]])?.last?["value"])
        let deciders = (r["block_size_deciders"] as? [[String: Any]] ?? []) + (r["line_height_deciders"] as? [[String: Any]] ?? [])
        let shown = deciders.first { $0["key"] as? String == "greeting" }?["text"] as? String
        XCTAssertEqual(shown, "مرحبا \(filled)")
    }

    /// A configured font that does not exist stops `recommend` as it stops `check`, with the same
    /// message, though `--fonts` names the stacks to compare.
    func testAnUnknownConfiguredFontIsRefusedAsCheckRefusesIt() throws {
        let dir = catalog()
        dir.write("labelfit.json", #"{"fonts": {"ar": "No Such Font"}}"#)
        let check = try CLI.run(["check", ".", "--no-progress"], cwd: dir.url)
        let recommend = try CLI.run(["recommend", ".", "--fonts", "Amiri"], cwd: dir.url)
        XCTAssertEqual(check.status, 2)
        XCTAssertEqual(recommend.status, 2, recommend.stdout)
        let refusal = try XCTUnwrap(check.stderr.split(separator: "\n").first { $0.contains("unknown font 'No Such Font'") })
        XCTAssertTrue(recommend.stderr.contains(refusal), recommend.stderr)
    }
}
