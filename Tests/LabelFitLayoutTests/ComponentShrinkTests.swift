import XCTest
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitSession
@testable import LabelFitLayout
import LabelFitTestSupport

/// AppCompat's DialogTitle is modelled: one line at 20sp, then two lines at 18sp when the first is
/// ellipsized (DialogTitle.onMeasure). On 360dp its width is at most 360 − 2 × 24 − 2 × 16 = 280dp.
/// hb-shape: "Add to Home Screen?" is 193px at 20px (one line); «هل تريد إضافة هذا التطبيق إلى الشاشة
/// الرئيسية؟» is 339px at 20px (cut on one line) and 311px at 18px, which breaks after «الشاشة»
/// (20+27+40+22+48+21+45 + 6 spaces × 4 = 247 ≤ 280) leaving «الرئيسية؟» (60): two lines, uncut.
final class ComponentShrinkTests: XCTestCase {
    func testDialogTitleSecondLineIsModelled() throws {
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer)
        let measurer = try LayoutMeasurer(runner: session.runner, profiles: [DeviceProfile(widthDp: 360, fontScale: 1)], platform: PlatformOptions())
        let entry = CatalogEntry(key: "q", source: "Add to Home Screen?", target: "هل تريد إضافة هذا التطبيق إلى الشاشة الرئيسية؟",
                                 sourceLocation: nil, targetLocation: SourceLocation(file: "values-ar/strings.xml", line: 1), format: "android")
        var use = TextUse(key: "q", platform: .androidViews, site: SourceLocation(file: "A.kt", line: 1), constraint: AndroidComponent.dialogTitle.constraint())
        let shrunk = measurer.classify(use, entry: entry)
        // Uncut after the shrink; the width is an upper bound, so a fit is not claimed.
        XCTAssertEqual(shrunk.cls, .unknown)
        XCTAssertEqual(shrunk.arabicLines, 2)
        use.constraint.shrink = nil
        let single = measurer.classify(use, entry: entry)
        XCTAssertEqual(single.cls, .arabicOnlyCut, "without the second line the Arabic is cut on one line at 20sp")
        XCTAssertEqual(single.widthDp, 280)
    }
}
