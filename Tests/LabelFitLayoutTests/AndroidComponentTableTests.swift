import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// The component entries corrected from the upstream files opened for them (values copied by hand
/// from those files, cited in AndroidComponents.swift).
final class AndroidComponentTableTests: XCTestCase {
    func testTabLabelsShrinkToTwelveSpOnTwoLines() {
        // design_layout_tab_text.xml maxLines 2; TabView.onMeasure: more than one line at 14sp →
        // tabTextMultiLineSize, design_tab_text_size_2line = 12sp.
        let c = AndroidComponent.tab.constraint()
        XCTAssertEqual(c.maxLines?.value, 1)
        XCTAssertEqual(c.textSizeSp?.value, 14)
        XCTAssertEqual(c.shrink?.maxLines, 2)
        XCTAssertEqual(c.shrink?.textSizeSp, 12)
    }

    func testSnackbarInsetsAreTheDesignPaddings() {
        // design_snackbar_padding_horizontal 12dp on the message and on Widget.Design.Snackbar: 4 × 12.
        XCTAssertEqual(AndroidComponent.snackbar.constraint().width?.value, .profileMinus(48))
        XCTAssertTrue(AndroidComponent.snackbar.source.contains("design_snackbar_padding_horizontal"))
    }

    func testTextToastCarriesItsLineHeight() {
        // SystemUI text_toast.xml: lineHeight 20sp, maxLines 2; margins 16 + 16, paddings 16 + 16.
        let c = AndroidComponent.textToast.constraint()
        XCTAssertEqual(c.lineHeightSp?.value, 20)
        XCTAssertEqual(c.maxLines?.value, 2)
        XCTAssertEqual(c.width?.value, .profileMinus(64))
        XCTAssertTrue(AndroidComponent.textToast.source.contains("SystemUI/res/layout/text_toast.xml"))
    }
}
