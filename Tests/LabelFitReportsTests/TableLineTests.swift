import Foundation
import XCTest
import LabelFitTestSupport

/// The table keeps each string on one line: a newline inside a string (and U+2028/U+2029, mandatory
/// breaks in UAX #14) is shown escaped, so every line is a row, a finding or the totals.
final class TableLineTests: XCTestCase {
    func testStringsWithLineBreaksStayOnOneLine() throws {
        let dir = TempDir()
        // Each target grows past 1×, so its growth finding quotes it.
        dir.write("ui.csv", "key,en,ar\n\"a\nkey\",\"Line\none\",\"سطر\nأول طويل جدا\"\nsep,Open,فتح\u{2028}الملف الطويل\npar,Open,فتح\u{2029}الملف الطويل\n")
        let r = try CLI.run(["check", "ui.csv", "--no-progress", "--no-baseline", "--max-growth", "1.0"], cwd: dir.url)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        // 3 strings, each a head line and one finding line, then the totals.
        XCTAssertEqual(lines.count, 3 * 2 + 1, r.stdout)
        XCTAssertFalse(r.stdout.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
        XCTAssertTrue(r.stdout.contains("a\\nkey"), r.stdout)
        XCTAssertTrue(r.stdout.contains("«سطر\\nأول طويل جدا»"), r.stdout)
        XCTAssertTrue(r.stdout.contains("«فتح\\u2028الملف الطويل»"), r.stdout)
        XCTAssertTrue(r.stdout.contains("«فتح\\u2029الملف الطويل»"), r.stdout)
    }
}
