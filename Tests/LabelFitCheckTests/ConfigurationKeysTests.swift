import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// A misspelt key anywhere in `labelfit.json` is an error at its line, never a silent default.
final class ConfigurationKeysTests: XCTestCase {
    func load(_ json: String) -> String? {
        let temp = TempDir()
        let path = temp.write("labelfit.json", Data(json.utf8))
        do { _ = try CheckConfiguration.load(path: path); return nil } catch { return "\(error)" }
    }

    func testUnknownNestedKeysAreLocatedErrors() throws {
        // Line numbers counted by hand in each literal below.
        let row = try XCTUnwrap(load("{\n  \"row\": {\n    \"width\": 100\n  }\n}\n"))
        XCTAssertTrue(row.contains(":3"), row)
        XCTAssertTrue(row.contains("unknown setting 'row.width'"), row)
        let platform = try XCTUnwrap(load("{\"platform\": {\"web_platfrom\": \"ios\"}}"))
        XCTAssertTrue(platform.contains("unknown setting 'platform.web_platfrom'"), platform)
        let thresholds = try XCTUnwrap(load("{\"thresholds\": {\"max_grwoth\": 1.2}}"))
        XCTAssertTrue(thresholds.contains("unknown setting 'thresholds.max_grwoth'"), thresholds)
        let rule = try XCTUnwrap(load("{\"rules\": [{\"keys\": \"a*\"}, {\"keys\": \"b*\", \"row\": {\"heigth_px\": 40}}]}"))
        XCTAssertTrue(rule.contains("unknown setting 'rules[1].row.heigth_px'"), rule)
    }

    func testEveryKeyTheReadmeConfigUsesIsAccepted() throws {
        // The repository's own labelfit.json uses row, thresholds and rules with their real keys.
        let path = Fixtures.root.appendingPathComponent("labelfit.json").path
        XCTAssertNoThrow(try CheckConfiguration.load(path: path))
        XCTAssertNil(load("{\"platform\": {\"web_platform\": \"ios\", \"target_sdk\": 34}, \"row\": {\"inline_size_px\": 320}}"))
    }
}
