import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Only the edge that clips decides whether a clip is borderline: a clip of several pixels
/// at one edge is real whatever the other edge does.
final class ClipBorderlineTests: XCTestCase {
    /// Tusky's «أُلغيَ الإرسال» (values-ar/strings.xml) in Noto Sans Arabic UI at 20 px, UIKit at
    /// line-height normal: the damma on the alef clips the top by 3.32 px while the bottom ink sits
    /// 0.44 px inside the box. Before, that made the clip "borderline" (a warning).
    func testATopClipIsNotBorderlineBecauseTheBottomInkIsNearItsEdge() throws {
        let font = Fixtures.font("NotoSansArabicUI-Regular.ttf")
        let text = "أُلغيَ الإرسال"
        // Independent numbers: hhea from the file's bytes, ink from hb-shape's extents (upem 1000:
        // the damma at dy 389 + y_bearing 846 = 1235 units = 24.70 px; the deepest, 271 units = 5.42 px).
        let tables = try FontTables(path: font)
        let k = 20 / Double(tables.unitsPerEm)
        let ink = try HBShape.ink(font: font, text: text, upem: tables.unitsPerEm, size: 20)
        let boxTop = Double(tables.hheaAscender) * k, boxBottom = Double(-tables.hheaDescender) * k   // UIKit: hhea, leading 0
        let expectedTop = ink.top - boxTop
        XCTAssertEqual(expectedTop, 3.32, accuracy: 0.005)
        XCTAssertLessThan(boxBottom - ink.bottom, 0.5, "the bottom ink is within half a pixel of its edge")
        XCTAssertGreaterThan(boxBottom - ink.bottom, 0, "and inside it")

        var options = MeasureOptions(fontStack: FontStack(families: [font]), size: 20)
        options.profile = .uikit
        let m = try Fixtures.measurer.measure(text, locale: "ar", options: options)
        XCTAssertEqual(m.clip.topPx, expectedTop, accuracy: 1e-6)
        XCTAssertEqual(m.clip.bottomPx, 0)
        XCTAssertFalse(m.clip.borderline, "a 3.32 px clip at the top is not borderline")
    }

    /// The rule on its own, with numbers chosen by hand (device scale 2: half a device pixel is 0.25 px).
    func testOnlyClippingEdgesDecide() {
        let box = LineBox(topPx: 18, bottomPx: 5, model: .css)
        func clip(top: Double, bottom: Double) -> Clip {
            Clip(ink: InkExtents(topPx: top, bottomPx: bottom, leftPx: 0, rightPx: 10), box: box, deviceScale: 2)
        }
        XCTAssertTrue(clip(top: 18.2, bottom: 3).borderline, "0.2 px past the top, under 0.25")
        XCTAssertFalse(clip(top: 18.3, bottom: 3).borderline, "0.3 px past the top")
        XCTAssertFalse(clip(top: 21, bottom: 4.9).borderline, "3 px past the top; the bottom's 0.1 px inside does not decide")
        XCTAssertFalse(clip(top: 18.1, bottom: 6).borderline, "both edges clip, the bottom by 1 px")
        XCTAssertTrue(clip(top: 18.1, bottom: 5.2).borderline, "both edges clip, each under half a device pixel")
        XCTAssertTrue(clip(top: 17.9, bottom: 3).borderline, "nothing clips: an edge just inside is a borderline fit")
        XCTAssertFalse(clip(top: 17, bottom: 3).borderline)
    }
}
