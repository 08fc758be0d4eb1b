import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// A `wrap_content` child that is its row's only weighted child (AOSP LinearLayout.measureHorizontal):
/// it is measured, then given the row's whole leftover, so its width is the row less the other children
/// whatever its own content: measured + (C − measured − others) = C − others.
///
/// Tests/Fixtures/layout-android/weights-sole, one profile 360 dp at font scale 1.0. By hand:
/// - row 1: 360 − paddingHorizontal 16 × 2 − the 48dp ImageView = 280dp, exact;
/// - row 2: 360, less the unweighted wrap_content Button (measured first: 0 to the whole row) and its
///   8dp margin: at most 352dp, a range;
/// - row 3, `weightSum="2"`: the weights are halves of the row whatever their total — the only child,
///   0dp with weight 1, gets 360 × 1/2 = 180dp;
/// - row 4, `weightSum="2"`: the only child, wrap_content with weight 1, gets its content's width and
///   half the leftover, which depends on that content: unknown.
final class LinearLayoutWeightTests: XCTestCase {
    func testTheOnlyWeightedChildGetsTheRowLessTheOthers() throws {
        let r = try LayoutFixture.run("weights-sole")
        let title = try XCTUnwrap(r.result("activity_main.xml", 19))
        XCTAssertEqual(title.use.key, "title")
        XCTAssertEqual(title.use.constraint.width?.value.dp(profileWidth: 360), 280)
        XCTAssertNil(title.use.constraint.widthRange)
        let label = try XCTUnwrap(r.result("activity_main.xml", 30))
        XCTAssertEqual(label.use.key, "label")
        XCTAssertEqual(label.use.constraint.width?.value.dp(profileWidth: 360), 352)
        XCTAssertEqual(label.use.constraint.widthRange?.unknowns.count, 1)
        let half = try XCTUnwrap(r.result("activity_main.xml", 46))
        XCTAssertEqual(half.use.key, "half")
        XCTAssertEqual(half.use.constraint.width?.value.dp(profileWidth: 360), 180)
        let partial = try XCTUnwrap(r.result("activity_main.xml", 58))
        XCTAssertNotNil(partial.use.constraint.width?.value.unknownReason)
    }
}
