import Foundation
import XCTest
@testable import LabelFitCheck
import LabelFitCore
import LabelFitTestSupport

/// `font_stretch` and `font_variation_settings` in `labelfit.json` (and so in the API, which lays its
/// request over the configuration): both sides are measured at that instance; a value CSS would refuse
/// is a located error, never a default.
final class FontAxesConfigurationTests: XCTestCase {
    func testTheConfigurationsAxesReachBothSides() throws {
        let dir = TempDir()
        dir.write("labelfit.json", #"{"font_stretch": 75, "font_variation_settings": "\"GRAD\" 50, \"wdth\" 90"}"#)
        let config = try CheckConfiguration.load(path: dir.path("labelfit.json"))
        let plan = try CheckPlan(config: config)
        let expected = FontAxesRequest(stretch: 75, settings: [FontVariation(tag: "GRAD", value: 50), FontVariation(tag: "wdth", value: 90)])
        XCTAssertEqual(plan.baseOptions.source.axes, expected)
        XCTAssertEqual(plan.baseOptions.target.axes, expected)
        XCTAssertEqual(try CheckPlan(config: CheckConfiguration()).baseOptions.target.axes, FontAxesRequest())
    }

    func testAnInvalidValueIsAnErrorAtItsFile() throws {
        for text in [#"{"font_variation_settings": "\"wdt\" 80"}"#, #"{"font_stretch": -5}"#] {
            let dir = TempDir()
            dir.write("labelfit.json", text)
            XCTAssertThrowsError(try CheckConfiguration.load(path: dir.path("labelfit.json")), text) { error in
                XCTAssertTrue("\(error)".contains("labelfit.json"), "\(error)")
            }
        }
    }
}
