import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// Tests/Fixtures/layout-android/app3: `<include>` with its overriding `layout_*` attributes, a `<merge>`
/// root, and line spacing handed to the android line model. Each expected class is worked by hand in
/// the fixture's comments (widths from hb-shape at 16px: 144 English, 152 Arabic).
final class LayoutIncludeAndSpacingTests: XCTestCase {
    static let app3 = Result { try LayoutFixture.run("app3") }

    func testAnIncludedLayoutTakesTheIncludesWidthWhenBothSizesAreGiven() throws {
        let r = try Self.app3.get()
        let fixed = try XCTUnwrap(r.result("part_fixed.xml", 7))
        XCTAssertEqual(fixed.widthDp, 148)
        XCTAssertEqual(fixed.cls, .arabicOnlyCut, fixed.reason ?? "")
        // Only layout_width on the <include>: ignored, the root's own match_parent in the 360dp column.
        let ignored = try XCTUnwrap(r.result("part_ignored.xml", 7))
        XCTAssertEqual(ignored.widthDp, 360)
        XCTAssertEqual(ignored.cls, .fits, ignored.reason ?? "")
        // An included layout is read where it is included, not also as a window of its own.
        XCTAssertEqual(r.results.filter { ($0.use.site.file as NSString).lastPathComponent == "part_fixed.xml" }.count, 1)
    }

    func testAMergeRootsChildrenJoinTheIncludingParent() throws {
        let merged = try XCTUnwrap(try Self.app3.get().result("part_merge.xml", 8))
        XCTAssertEqual(merged.widthDp, 148)
        XCTAssertEqual(merged.cls, .arabicOnlyCut, merged.reason ?? "")
    }

    func testLineSpacingAndLineHeightReachTheLineModel() throws {
        let r = try Self.app3.get()
        XCTAssertEqual(r.result("activity_host.xml", 34)?.cls, .wraps)   // 4. no spacing: two Arabic lines fit 80dp
        for line in [44, 52, 60] {                                        // 5. extra 60dp, 6. lineHeight 70sp, 7. × 4
            let u = try XCTUnwrap(r.result("activity_host.xml", line))
            XCTAssertEqual(u.cls, .arabicOnlyCut, "line \(line): \(u.reason ?? "")")
        }
        XCTAssertEqual(r.result("activity_host.xml", 44)?.use.constraint.lineSpacing?.value.extraDp, 60)
        XCTAssertEqual(r.result("activity_host.xml", 60)?.use.constraint.lineSpacing?.value.multiplier, 4)
        XCTAssertEqual(r.result("activity_host.xml", 52)?.use.constraint.lineHeightSp?.value, 70)
    }
}

/// A weighted `match_parent` child of a horizontal LinearLayout gets its measured width plus its share
/// of the (negative) excess (app3's activity_cards.xml, worked by hand there: 96dp of text per card).
final class LayoutWeightedMatchParentTests: XCTestCase {
    func testThreeWeightedMatchParentCardsShareTheRow() throws {
        let r = try LayoutIncludeAndSpacingTests.app3.get()
        let cards = r.results.filter { ($0.use.site.file as NSString).lastPathComponent == "part_card.xml" }
        XCTAssertEqual(cards.count, 3)   // included three times: three uses
        for c in cards {
            XCTAssertEqual(try XCTUnwrap(c.widthDp), 96, accuracy: 1e-9)
            XCTAssertEqual(c.cls, .cutInBoth, c.reason ?? "")
        }
        XCTAssertEqual(r.resolvedKeys, 1)   // add_home is the fixture's only shown key
    }
}

/// View binding reaches an included layout's views through the `<include>`'s id (app3 HostActivity.kt).
final class LayoutIncludeBindingTests: XCTestCase {
    func testTheIncludesIdPicksTheViewInsideIt() throws {
        let r = try LayoutIncludeAndSpacingTests.app3.get()
        let narrow = try XCTUnwrap(r.result("HostActivity.kt", 7))
        XCTAssertEqual(narrow.widthDp, 148)
        XCTAssertEqual(narrow.cls, .arabicOnlyCut, narrow.reason ?? "")
        let wide = try XCTUnwrap(r.result("HostActivity.kt", 9))
        XCTAssertEqual(wide.widthDp, 360)
        XCTAssertEqual(wide.cls, .fits, wide.reason ?? "")
    }
}
