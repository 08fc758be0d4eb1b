import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// WebKitGTK's ink is that of the glyphs it paints: hinted outlines in whole device pixels
/// (`HintedGlyphBoxes`), against rows WebKitGTK 2.50 itself painted (Tests/Browser/test_web_platforms.py
/// measures many more).
final class WebKitPaintedInkTests: XCTestCase {
    func testWebKitGTKInkIsTheHintedGlyphsWholePixels() throws {
        // Noto Naskh Arabic UI at 17 px, WebKitGTK 2.50 under Xvfb (GDK_SCALE 1), black on white: the
        // screenshot's first painted row is 15 rows above the baseline for «حذف» and 14 for «تحميل»;
        // «تحميل»'s last is 3 rows below it. The unhinted outline boxes (HarfBuzz's extents, Chromium's
        // ink) reach 13.821, 13.702 and 2.159 px: the hinted glyphs are taller.
        var o = Fixtures.options("Noto Naskh Arabic UI", size: 17)
        o.platform.webPlatform = .webkitgtk
        let hadhf = try Fixtures.measurer.measure("حذف", locale: "ar", options: o)
        XCTAssertEqual(hadhf.ink.topPx, 15)
        let tahmil = try Fixtures.measurer.measure("تحميل", locale: "ar", options: o)
        XCTAssertEqual(tahmil.ink.topPx, 14)
        XCTAssertEqual(tahmil.ink.bottomPx, 3)
        // Chromium keeps the unhinted boxes (its ink model is unchanged).
        o.platform.webPlatform = .headless
        XCTAssertEqual(try Fixtures.measurer.measure("حذف", locale: "ar", options: o).ink.topPx, 13.821, accuracy: 1e-9)
    }

    func testWebKitGTKDrawsABidiRunAtItsFirstGlyphsHeight() throws {
        // WebKitGTK 2.50, Noto Naskh Arabic UI at 17 px: «دائماً» is painted 19 rows above the baseline to
        // 7 above it, the whole word 5 px above «دائما» (14 / −2), its first glyph in visual order being
        // the tanween, whose GPOS offset moves the run's text origin; «عَادِي» reaches 14 above and 5 below
        // (its fatha and kasra at their designed heights: the marks' own offsets are dropped). With every
        // glyph at its own HarfBuzz offset and unhinted (Chromium's ink) it would be 17.459 / −2.295 for «دائماً».
        var o = Fixtures.options("Noto Naskh Arabic UI", size: 17)
        o.platform.webPlatform = .webkitgtk
        for (text, top, bottom) in [("دائماً", 19.0, -7.0), ("دائما", 14, -2), ("حسناً", 19, -7), ("عَادِي", 14, 5)] {
            let ink = try Fixtures.measurer.measure(text, locale: "ar", options: o).ink
            XCTAssertEqual(ink.topPx, top, text)
            XCTAssertEqual(ink.bottomPx, bottom, text)
        }
    }

    func testWebKitGTKInkAtScaleTwoIsInHalfPixels() throws {
        // At GDK_SCALE 2 the glyphs are hinted at 34 device px, so the ink is a whole number of device
        // pixels: a multiple of ½ CSS px.
        var o = Fixtures.options("Noto Naskh Arabic UI", size: 17, deviceScale: 2)
        o.platform.webPlatform = .webkitgtk
        for text in ["حذف", "تحميل", "إِلْغَاء", "مُتَّصِل"] {
            let ink = try Fixtures.measurer.measure(text, locale: "ar", options: o).ink
            XCTAssertEqual((ink.topPx * 2).rounded(), ink.topPx * 2, text)
            XCTAssertEqual((ink.bottomPx * 2).rounded(), ink.bottomPx * 2, text)
        }
    }

    func testARowTheOutlineBarelyEntersIsNotPainted() throws {
        // AlArabiya (fonts-arabeyes, unpacked by scripts/install-deps --test) at 17 px, GDK_SCALE 2: WebKitGTK
        // 2.50 paints «مشاركة» 23 device rows above the baseline and 5 below (11.5 / 2.5 CSS px). The hinted
        // outline reaches 1/64 px into a sixth row below, which the whole-pixel box alone would count (3).
        let path = Fixtures.root.appendingPathComponent(".build/test-fonts/usr/share/fonts/truetype/fonts-arabeyes/ae_AlArabiya.ttf").path
        guard FileManager.default.fileExists(atPath: path) else {
            return XCTFail("\(path) is missing: run scripts/install-deps --test (it unpacks fonts-arabeyes)")
        }
        var o = Fixtures.options(path, size: 17, deviceScale: 2)
        o.platform.webPlatform = .webkitgtk
        let ink = try Fixtures.measurer.measure("مشاركة", locale: "ar", options: o).ink
        XCTAssertEqual(ink.topPx, 11.5)
        XCTAssertEqual(ink.bottomPx, 2.5)
    }
}
