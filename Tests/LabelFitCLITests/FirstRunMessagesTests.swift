import Foundation
import XCTest
@testable import LabelFitCLI
import LabelFitTestSupport

/// What a new user meets first: the command list and the configuration's errors.
final class FirstRunMessagesTests: XCTestCase {
    func testHelpListsEveryCommand() throws {
        let r = try CLI.run(["--help"])
        XCTAssertEqual(r.status, 0)
        for command in Commands.all {
            XCTAssertTrue(r.stdout.contains("\n  \(command.name) "), "\(command.name) missing from labelfit --help")
        }
    }

    /// Type errors name the file and the key's line (counted by hand in each text below), in the
    /// words the unknown-key errors use.
    func testConfigurationTypeErrorsNameFileLineAndSetting() throws {
        let dir = TempDir()
        let cases: [(String, String)] = [
            ("{\n  \"catalogs\": [\"res\"],\n  \"row\": {\n    \"inline_size_px\": \"wide\"\n  }\n}\n",
             "labelfit.json:4: setting 'row.inline_size_px' must be a number, not a string (\"wide\")"),
            ("{\n  \"rules\": [\n    {\"keys\": \"a*\"},\n    {\"keys\": 3}\n  ]\n}\n",
             "labelfit.json:4: setting 'rules[1].keys' must be a string, not the number 3"),
            ("{\n  \"catalogs\": \"res\"\n}\n",
             "labelfit.json:2: setting 'catalogs' must be a list, not a string (\"res\")"),
            ("{\n\n  \"devices\": {\"font_scales\": [1]}\n}\n",
             "labelfit.json:3: setting 'devices' needs 'content_widths'"),
            ("{\n  \"thresholds\": {\n    \"max_lines\": 1.5\n  }\n}\n",
             "labelfit.json:3: setting 'thresholds.max_lines' must be a whole number, not the number 1.5"),
            ("{\n  \"row\": {\"inline_size_px\": 300},\n  \"devices\": {\"content_widths\": {\"phone\": 360}}\n}\n",
             "labelfit.json:3: setting 'devices': both this and row.inline_size_px set the row width"),
            // In range only after decoding: NumberRanges' message, placed at the key.
            ("{\n  \"catalogs\": [\"res\"],\n  \"size\": -1\n}\n",
             "labelfit.json:3: setting 'size': -1 is out of range; use a number from 0.5 to 1000 px"),
            ("{\n  \"path_profiles\": [\n    {\"paths\": [\"ios/*\"],\n     \"devices\": {\"content_widths\": {\"phone\": 0}}}\n  ]\n}\n",
             "labelfit.json:4: setting 'path_profiles[0].devices.content_widths.phone': 0 is out of range"),
        ]
        for (text, expected) in cases {
            let path = dir.write("labelfit.json", text)
            let r = try CLI.run(["check", "--config", path, "--no-progress"], cwd: dir.url)
            XCTAssertEqual(r.status, 2)
            XCTAssertTrue(r.stderr.contains(dir.url.path + "/" + expected), r.stderr)
        }
    }
}
