import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The flutter profile, worked by hand from the tables (SkParagraph `Run::calculateMetrics`,
/// `InternalLineMetrics`, `TextLine::buildTextBlob`). Roboto upem 2048, hhea 1900/−500, gap 0;
/// Noto Naskh Arabic UI upem 1000, typo 1069/−293, gap 0. At 16 px: Roboto A −14.84375, D 3.90625 (F 18.75);
/// Naskh UI A −17.104, D 4.688 (F 21.792). Tests/Flutter/test_flutter_model.py checks SkParagraph itself.
/// Skia computes these in float32 (`SkScalar`), so a baseline equals the decimal here to about 1e-6.
final class FlutterModelTests: XCTestCase {
    func flutter(_ text: String, height: LineHeight, even: Bool = false, behavior: TextHeightBehavior = .all) throws -> StringMeasurement {
        var o = Fixtures.options("Roboto, Noto Naskh Arabic UI", size: 16, lineHeight: height)
        o.profile = .flutter
        o.platform.leadingDistribution = even ? .even : .proportional
        o.platform.textHeightBehavior = behavior
        return try Fixtures.measurer.measure(text, locale: "ar", options: o)
    }

    func testTables() throws {
        let r = try FontTables(path: Fixtures.font("Roboto-Regular.ttf")), n = try FontTables(path: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"))
        XCTAssertEqual([r.unitsPerEm, r.ascent, r.descent, r.lineGap, n.unitsPerEm, n.ascent, n.descent, n.lineGap], [2048, 1900, 500, 0, 1000, 1069, 293, 0])
    }

    func testNormalHeightIsTheRoundedUnionOfTheRuns() throws {
        // A = −17.104 (Naskh), D = 4.688 → height round(21.792) = 22, baseline 17.104, painted at floor(17.604) = 17.
        let m = try flutter("Save الإعدادات", height: .normal)
        XCTAssertEqual(m.lineBox.topPx, 17.104, accuracy: 1e-5)
        XCTAssertEqual(m.lineBox.heightPx, 22)
        XCTAssertEqual(m.lineBox.paintedTopPx, 17)
        XCTAssertEqual(m.rowHeightPx, 22)
    }

    func testHeightMultiplierProportionalAndEven() throws {
        // 1.25 × 16 = 20. Proportional: Roboto A −14.84375 × 20/18.75 = −15.8333; Naskh D 4.688 × 20/21.792 = 4.3025
        // → height round(20.136) = 20, baseline 15.8333.
        let p = try flutter("Save الإعدادات", height: .multiple(1.25))
        XCTAssertEqual(p.lineBox.topPx, 14.84375 * 20 / 18.75, accuracy: 1e-5)
        XCTAssertEqual(p.lineBox.heightPx, 20)
        // Even: Naskh A −17.104 + (21.792 − 20)/2 = −16.208; Roboto D 3.90625 + (20 − 18.75)/2 = 4.53125 → round(20.739) = 21.
        let e = try flutter("Save الإعدادات", height: .multiple(1.25), even: true)
        XCTAssertEqual(e.lineBox.topPx, 16.208, accuracy: 1e-5)
        XCTAssertEqual(e.lineBox.heightPx, 21)
    }

    func testAHalfPixelLineRoundsAsFloat32Does() throws {
        // Noto Naskh Arabic (upem 1000, typo 1069/−634, gap 0) at 15 px × 1.5, proportional: A −16.035,
        // D 9.51, F 25.545, H 22.5; A·H/F + D·H/F is 22.5 exactly in double (→ 23), but float32's
        // −14.1236048 and 8.3763943 differ by 22.4999990 (→ 22). SkParagraph (skia-python 144.1):
        // getHeight 22, AlphabeticBaseline 14.123604774475098.
        var o = Fixtures.options("Noto Naskh Arabic", size: 15, lineHeight: .multiple(1.5))
        o.profile = .flutter
        let m = try Fixtures.measurer.measure("حذف", locale: "ar", options: o)
        XCTAssertEqual(m.lineBox.heightPx, 22)
        XCTAssertEqual(m.rowHeightPx, 22)
        XCTAssertEqual(m.lineBox.topPx, 14.123604774475098)
    }

    func testTheFirstFamilyCountsOnlyWhereItDraws() throws {
        // No Latin and no space: Naskh alone, proportional 1.25: A −17.104 × 20/21.792 = −15.6975.
        let m = try flutter("الإعدادات", height: .multiple(1.25))
        XCTAssertEqual(m.lineBox.topPx, 17.104 * 20 / 21.792, accuracy: 1e-5)
        // With a space between Arabic words the space takes Roboto (first family with a space): even 1.25,
        // D = max(Naskh 4.688 − 0.896, Roboto 4.53125) = 4.53125 → round(16.208 + 4.53125) = 21 (Naskh alone: 20).
        XCTAssertEqual(try flutter("حفظ الإعدادات", height: .multiple(1.25), even: true).lineBox.heightPx, 21)
        XCTAssertEqual(try flutter("الإعدادات", height: .multiple(1.25), even: true).lineBox.heightPx, 20)
    }

    func testTextHeightBehaviorRestoresTheFontsOwnAscent() throws {
        // disable-first-ascent on the even mixed row: A = raw −17.104 → round(17.104 + 4.53125) = 22, baseline 17.104.
        let m = try flutter("Save الإعدادات", height: .multiple(1.25), even: true, behavior: .disableFirstAscent)
        XCTAssertEqual(m.lineBox.topPx, 17.104, accuracy: 1e-5)
        XCTAssertEqual(m.lineBox.heightPx, 22)
    }

    func testTheVerdictJudgesClippingWherePainted() throws {
        // «في» at height 1.31 (20.96 px), Naskh alone (no space, no Latin). Proportional:
        // A −17.104 × 20.96/21.792 = −16.4510, D 4.688 × 20.96/21.792 = 4.5090 → height round(20.96) = 21;
        // the layout baseline 16.4510 leaves 21 − 16.4510 = 4.5490 below, but the glyphs are painted at
        // floor(16.4510 + 0.5) = 16, which leaves 5 below. The yeh's tail (hb-shape) ends between the two.
        let text = "في"
        let ink = try HBShape.ink(font: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"), text: text, upem: 1000, size: 16)
        XCTAssertGreaterThan(ink.bottom, 21 - 17.104 * 20.96 / 21.792, "the case needs ink below the layout bottom")
        XCTAssertLessThan(ink.bottom, 5)
        XCTAssertLessThan(ink.top, 16)
        let m = try flutter(text, height: .multiple(1.31))
        XCTAssertEqual(m.lineBox.heightPx, 21)
        XCTAssertEqual(m.lineBox.paintedTopPx, 16)
        XCTAssertEqual(m.clip.bottomPx, 0, "painted 5 px above the line bottom, the ink (\(ink.bottom)) fits")
        XCTAssertEqual(m.clip.topPx, 0)
        XCTAssertNotEqual(m.verdict, .clips, "the verdict follows the painted clip")
        XCTAssertEqual(m.clip.bottomPx, m.lineDetails[0].clip.bottomPx)

        // «حذف» at 1.0 (16 px), Naskh alone: A −17.104 × 16/21.792 = −12.558, D 3.442 → height 16,
        // painted at floor(13.058) = 13: 13 above (not 12.558) and 3 below (not 3.442). The dot of ذ
        // reaches just above 13, so the painted clip is a hair, where the layout baseline would say ~0.45.
        let n = try flutter("حذف", height: .multiple(1.0))
        let inkN = try HBShape.ink(font: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"), text: "حذف", upem: 1000, size: 16)
        XCTAssertEqual(n.lineBox.heightPx, 16)
        XCTAssertGreaterThan(inkN.top, 13)
        XCTAssertEqual(n.clip.bottomPx, max(0, inkN.bottom - 3), accuracy: 1e-3)
        XCTAssertEqual(n.clip.topPx, max(0, inkN.top - 13), accuracy: 1e-3)
    }

    func testALeadingSpaceTakesTheScriptOfItsOwnBidiRun() throws {
        // SkParagraph shapes each bidi region alone and SkShaper's script iterator gives its leading space
        // the script after it: in an LTR paragraph «ملف TopoJSON» is «ملف» (Noto Naskh Arabic UI, level 1)
        // then « TopoJSON» as one Latin Roboto run, so Roboto's kerning of space + T (−40 units) applies.
        // skia-python 144.1 measured the same with KacstOffice: 102.02 px, not 102.34. Before: the space took
        // Arabic as the script before it and was shaped apart, unkerned.
        var o = Fixtures.options("Roboto, Noto Naskh Arabic UI", size: 16)
        o.profile = .flutter
        let arabic = try HBShape.width(font: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"), text: "ملف", upem: 1000, size: 16)
        let latin = try HBShape.width(font: Fixtures.font("Roboto-Regular.ttf"), text: " TopoJSON", upem: 2048, size: 16)
        let apart = try HBShape.width(font: Fixtures.font("Roboto-Regular.ttf"), text: "TopoJSON", upem: 2048, size: 16) + 508.0 * 16 / 2048
        XCTAssertEqual(latin, apart - 40 * 16 / 2048.0, accuracy: 1e-9)
        XCTAssertEqual(try Fixtures.measurer.measure("ملف TopoJSON", locale: "en", options: o).widthPx, arabic + latin, accuracy: 1e-9)
        // web keeps its script resolution over the whole text.
        o.profile = .web
        XCTAssertEqual(try Fixtures.measurer.measure("ملف TopoJSON", locale: "en", options: o).widthPx, arabic + apart, accuracy: 1e-9)
    }
}
