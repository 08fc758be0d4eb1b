import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// `PreferenceCategory` titles (androidx preference `preference_category_material.xml`): the row pads
/// 16dp each side, the icon frame (56dp) beside the title is shown or reserved as for any preference,
/// and the title has no line limit (the row grows), in `preferenceCategoryTitleTextAppearance`, which
/// androidx's theme sets to TextAppearance.AppCompat.Body2 (14sp, sans-serif-medium).
///
/// Tests/Fixtures/layout-android/prefs-category, one profile 360 dp at font scale 1.0. Widths at 14 px
/// from hb-shape (advances summed in font units; Roboto's unitsPerEm is 2048, Noto Naskh Arabic UI's 1000):
///   "Backup and restore" Roboto-Medium 17736 → 121.2 px; «النسخ الاحتياطي والاستعادة» Noto Naskh
///   Arabic UI Bold 10509 → 147.1 px (Regular 9956 → 139.4 px): both on one line at 272 dp.
final class PreferenceCategoryTests: XCTestCase {
    func testCategoryTitlesWrapInBody2BesideTheIconFrame() throws {
        let r = try LayoutFixture.run("prefs-category")
        // iconSpaceReserved="false": no icon frame, by hand 360 − 16 − 16 = 328dp exactly.
        let general = try XCTUnwrap(r.result("prefs.xml", 4))
        XCTAssertEqual(general.use.key, "general")
        XCTAssertEqual(general.use.constraint.width?.value, .profileMinus(32))
        XCTAssertNil(general.use.constraint.widthRange)
        XCTAssertNil(general.use.constraint.maxLines?.value, "the title wraps: no line limit")
        XCTAssertEqual(general.use.constraint.textSizeSp?.value, 14)
        XCTAssertEqual(general.use.constraint.fontWeight?.value, TextWeight(500))
        XCTAssertEqual(general.cls, .fits)
        // The icon frame may be reserved by the theme: 328 − 56 = 272dp at the narrowest.
        let backup = try XCTUnwrap(r.result("prefs.xml", 7))
        XCTAssertEqual(backup.use.key, "backup")
        XCTAssertEqual(backup.widthMinDp, 272)
        XCTAssertEqual(backup.widthMaxDp, 328)
        XCTAssertEqual(backup.cls, .fits)
        XCTAssertFalse(r.findings.contains { $0.site.file.hasSuffix("prefs.xml") })
    }

    /// An app theme that sets its own `preferenceCategoryTitleTextAppearance` decides the titles' look:
    /// unknown, naming the theme's item.
    func testAnAppThemeThatRestylesCategoryTitlesLeavesThemUnknown() throws {
        let r = try LayoutFixture.run("prefs-category-theme")
        let backup = try XCTUnwrap(r.result("prefs.xml", 7))
        XCTAssertEqual(backup.cls, .unknown)
        XCTAssertTrue(backup.reason?.contains("preferenceCategoryTitleTextAppearance") == true, backup.reason ?? "")
        XCTAssertTrue((backup.use.constraint.width?.chain ?? []).contains { $0.location?.file.hasSuffix("values/styles.xml") == true })
    }
}
