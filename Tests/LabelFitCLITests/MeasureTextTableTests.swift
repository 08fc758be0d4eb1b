import XCTest
@testable import LabelFitCLI
import LabelFitTestSupport

/// The text output's extents carry one sign each: up from the baseline is +, down is −, and a value
/// past the baseline the other way keeps its own sign (it once printed "−-2.3px").
final class MeasureTextTableTests: XCTestCase {
    func testExtentsHaveOneSign() {
        XCTAssertEqual(MeasureTextTable.above(12), "+12px")
        XCTAssertEqual(MeasureTextTable.below(4), "−4px")
        // Ink that ends 2.3 px above the baseline: its "below" extent is −2.3, i.e. +2.3 px.
        XCTAssertEqual(MeasureTextTable.below(-2.3), "+2.3px")
        XCTAssertEqual(MeasureTextTable.above(-1.5), "−1.5px")
        XCTAssertEqual(MeasureTextTable.below(-0.0), "−0px")
        for v in [-2.3, -0.01, 0, 3] {
            XCTAssertFalse(MeasureTextTable.above(v).contains("-"))
            XCTAssertFalse(MeasureTextTable.below(v).contains("-"))
        }
    }
}
