import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitReports
import LabelFitTestSupport

/// Catalog findings are rows of the CSV report (docs/reports.md "CSV"), so it is complete as the
/// other formats are: before, a CSV of a run with unread files or read errors named none of them.
final class CSVCatalogFindingTests: XCTestCase {
    func testAFindingIsARowOfTheSameColumns() throws {
        let f = Finding(rule: .catalog, severity: .warning, message: "looks like a catalog, \"not read\"", location: SourceLocation(file: "lang/ar/x.php", line: 3),
                        key: nil, numbers: [:], text: "")
        let row = String(decoding: CSVWriter.findingRow(f), as: UTF8.self)
        // Written out by hand: file, line, empty key, 12 empty fields, verdict, findings (quoted: comma and quotes).
        XCTAssertEqual(row, "lang/ar/x.php,3,," + String(repeating: ",", count: 12) + "catalog-warning,\"catalog: looks like a catalog, \"\"not read\"\"\"\r\n")
        // As many fields as the header (17), by an RFC 4180 split written here.
        XCTAssertEqual(Self.fields(row).count, CSVWriter.header.count)
    }

    func testACheckRunsCSVNamesTheUnreadFileAndTheReadError() throws {
        let dir = TempDir()
        dir.write("locales/en/c.json", #"{"a": "Open"}"#)
        dir.write("locales/ar/c.json", #"{"a": "فتح"}"#)
        dir.write("locales/ar/broken.json", #"{"a": "#)
        dir.write("locales/en/broken.json", #"{"a": "Open"}"#)
        dir.write("lang/ar/auth.lang", "a=ب")
        let r = try CLI.run(["check", dir.url.path, "--format", "csv", "--font", "Noto Sans, Noto Naskh Arabic UI", "--no-progress", "--no-baseline",
                             "--width", "320"], cwd: dir.url)
        let rows = r.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map(Self.fields)
        XCTAssertTrue(rows.allSatisfy { $0.count == CSVWriter.header.count }, r.stdout)
        let findings = rows.filter { $0[15].hasPrefix("catalog-") }
        XCTAssertTrue(findings.contains { $0[0].hasSuffix("lang/ar/auth.lang") && $0[15] == "catalog-warning" && $0[16].hasPrefix("catalog: looks like a catalog") }, r.stdout)
        XCTAssertTrue(findings.contains { $0[0].hasSuffix("locales/ar/broken.json") && $0[15] == "catalog-error" }, r.stdout)
        // The string row is still there, and the end record counts strings only.
        XCTAssertTrue(rows.contains { $0[2] == "a" && $0[4] == "فتح" }, r.stdout)
        XCTAssertTrue(r.stdout.contains("# end of report: 1 strings"), r.stdout)
    }

    /// RFC 4180 fields of one record.
    static func fields(_ row: String) -> [String] {
        var out: [String] = [], field = "", quoted = false, chars = Array(row.replacingOccurrences(of: "\r\n", with: "")), i = 0
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\"" { if i + 1 < chars.count, chars[i + 1] == "\"" { field.append("\""); i += 1 } else { quoted = false } } else { field.append(c) }
            } else if c == "\"" { quoted = true } else if c == "," { out.append(field); field = "" } else { field.append(c) }
            i += 1
        }
        out.append(field)
        return out
    }
}
