import CHarfBuzz
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Chrome's advances on FreeType platforms (`AdvanceModel.freeTypeLinear`) and WebKitGTK's hinted ones
/// (`hintedWholePixels`), against numbers Chromium 156 and WebKitGTK 2.50 themselves gave
/// (Tests/Browser/test_web_platforms.py checks many more).
final class AdvanceModelTests: XCTestCase {
    func testFreeTypeScalesEachAdvanceOnceInSixteenDotSixteen() {
        // Noto Kufi Arabic (upem 1000), isolated alef: 289 units at 14 px. x_scale = FT_DivFix(14 × 64, 1000)
        // = round(896 × 65536 / 1000) = round(58720.256) = 58720; FT_MulDiv(289, 58720, 64) = round(265157.5)
        // = 265158 — Chromium's canvas measureText: 4.045989990234375 px = 265158 / 65536 (the exact
        // 289 × 14 / 1000 = 4.046 would be 265158.656).
        let kufi = AdvanceModel.FreeTypeScale(unitsPerEm: 1000, devicePx: 14)
        XCTAssertEqual(kufi.xScale, 58720)
        XCTAssertEqual(kufi.advance65536(shaped: 289, base: 289), 265158)
        // AlArabiya (upem 1800), 'W' 1699 units at 16 px: x_scale = round(1024 × 65536 / 1800) = 37283;
        // round(1699 × 37283 / 64) = round(989747.1) = 989747 — measureText 15.102340698242188 px = 989747 / 65536.
        XCTAssertEqual(AdvanceModel.FreeTypeScale(unitsPerEm: 1800, devicePx: 16).advance65536(shaped: 1699, base: 1699), 989747)
        // A GPOS adjustment is HarfBuzz's, at Blink's scale 16 × 65536: mult = (1048576 << 16) / 1800
        // = 38177487 (truncated); −40 units → (−40 × mult + 32768) >> 16 = −23302.
        XCTAssertEqual(AdvanceModel.FreeTypeScale(unitsPerEm: 1800, devicePx: 16).advance65536(shaped: 1659, base: 1699), 989747 - 23302)
    }

    func testChromeLaysOutTheFreeTypeSumNotTheExactOne() throws {
        // Amiri (bundled, upem 1000) at 17 px, headless Chromium 156: «إضافة إلى جهات الاتصال» 143.34375 and
        // «Add to Reading List» 134.84375 (Range.getBoundingClientRect); the exact sums of the same
        // advances round up to 143.359375 and 134.859375.
        var o = Fixtures.options("Amiri", size: 17)
        o.platform.webPlatform = .headless
        XCTAssertEqual(try Fixtures.measurer.measure("إضافة إلى جهات الاتصال", locale: "ar", options: o).layoutWidthPx, 143.34375)
        XCTAssertEqual(try Fixtures.measurer.measure("Add to Reading List", locale: "en", options: o).layoutWidthPx, 134.84375)
    }

    func testWebKitGTKAddsHintedWholePixelAdvances() throws {
        // WebKitGTK 2.50 under Xvfb (GDK_SCALE 1 and 2 alike), Amiri at 17 px, Range.getBoundingClientRect:
        // «إضافة إلى جهات الاتصال» 144, «حذف» 35 (whole pixels: each advance round(FT_MulFix(units, x_scale) / 64)),
        // «Add to Reading List» 133.66000366210938 and «مشاركة» 40.01899719238281 (GPOS adjustments at
        // HarfBuzz's scale on top, not rounded). The exact sums would be 143.359… and 134.859….
        var o = Fixtures.options("Amiri", size: 17)
        o.platform.webPlatform = .webkitgtk
        for (text, locale, width) in [("إضافة إلى جهات الاتصال", "ar", 144), ("حذف", "ar", 35),
                                      ("Add to Reading List", "en", 133.66000366210938), ("مشاركة", "ar", 40.01899719238281)] {
            XCTAssertEqual(try Fixtures.measurer.measure(text, locale: locale, options: o).layoutWidthPx, width, text)
        }
        // A hinted advance: Amiri (upem 1000) at 17 px, x_scale = round(1088 × 65536 / 1000) = 71303;
        // 289 units → FT_MulFix = round(289 × 71303 / 65536) = 314 (26.6) → round(314 / 64) = 5 px.
        XCTAssertEqual(AdvanceModel.FreeTypeScale(unitsPerEm: 1000, devicePx: 17).hintedAdvance65536(shaped: 289, base: 289), 5 * 65536)
    }

    func testWebKitGTKTakesHarfBuzzsPositionsOnTheHintedAdvances() throws {
        // Amiri joins «مج» by cursive attachment, which sets the advance to the exit anchor: HarfBuzz's
        // value at 17 × 65536, not the hinted advance moved by a delta. WebKitGTK 2.50 under Xvfb
        // (GDK_SCALE 1 and 2 alike), Range.getBoundingClientRect: «مجلد جديد» 54.93499755859375 and
        // «نقل إلى مجلد» 66.93499755859375 at 17 px (hinted advances plus HarfBuzz's deltas give 55 and 67).
        var o = Fixtures.options("Amiri", size: 17)
        o.platform.webPlatform = .webkitgtk
        XCTAssertEqual(try Fixtures.measurer.measure("مجلد جديد", locale: "ar", options: o).layoutWidthPx, 54.93499755859375)
        XCTAssertEqual(try Fixtures.measurer.measure("نقل إلى مجلد", locale: "ar", options: o).layoutWidthPx, 66.93499755859375)
    }

    func testAThreadKeepsOneWebKitFontPerFaceAndSize() throws {
        // The sub font and its advance table are made once per face and size on a thread, and its scale
        // is WebKit's: the size × 65536 (17 px → 1,114,112).
        let face = try Fixtures.registry.face(named: "Amiri")
        let buffer = ShapingBuffer()
        let font = buffer.webKitFont(face, px: 17)
        XCTAssertTrue(font === buffer.webKitFont(face, px: 17))
        XCTAssertFalse(font === buffer.webKitFont(face, px: 18))
        var x: Int32 = 0, y: Int32 = 0
        hb_font_get_scale(font.font, &x, &y)
        XCTAssertEqual(x, 1_114_112)
        // The advance HarfBuzz gets for a glyph is the hinted whole pixel in 16.16: Amiri's nominal «ا»
        // (217 units in hmtx) at 17 px: x_scale = round(1088 × 65536 / 1000) = 71303, FT_MulFix =
        // round(217 × 71303 / 65536) = 236 (26.6) → round(236 / 64) = 4 px.
        var alef: hb_codepoint_t = 0
        XCTAssertNotEqual(hb_font_get_nominal_glyph(face.font, 0x627, &alef), 0)
        XCTAssertEqual(face.advance(of: alef), 217)
        XCTAssertEqual(hb_font_get_glyph_h_advance(font.font, alef), 4 * 65536)
    }

    func testWebKitGTKTakesFreeTypesInstructedAdvanceAndOptimizeSpeedDropsKerning() throws {
        // Roboto carries TrueType instructions that move its hinted advances off the rounded linear ones
        // (13 px «S» 9 px, linear 7.72). WebKitGTK 2.50 under Xvfb, Range.getBoundingClientRect (GDK_SCALE 1
        // and 2 alike): «Add to Home Screen» 120.75244140625 under `auto` (the rounded linear advances
        // would give 115.75…); «Edit office files» 88 under `optimizeSpeed`: no ligature, no kerning, the
        // sum of FreeType's hinted advances (FT_LOAD_TARGET_NORMAL, a C program over FreeType):
        // E7 d8 i3 t4 ␠3 o8 f5 f5 i3 c7 e7 ␠3 f5 i3 l3 e7 s7 = 88.
        var o = Fixtures.options("Roboto", size: 13)
        o.platform.webPlatform = .webkitgtk
        XCTAssertEqual(try Fixtures.measurer.measure("Add to Home Screen", locale: "en", options: o).layoutWidthPx, 120.75244140625, accuracy: 1.0 / 64)
        o.platform.textRendering = .optimizeSpeed
        XCTAssertEqual(try Fixtures.measurer.measure("Edit office files", locale: "en", options: o).layoutWidthPx, 88)
    }

    func testChromeBuildsItsFontAtTheComputedSizeTruncatedToAHundredthOfAPixel() throws {
        // Blink's EffectiveFontSize: floorf(size × 100) / 100 of the computed (zoomed) size, so 17 px at device
        // scale 2.625 (44.625 device px) is a 44.62 px font, whose 26.6 size is trunc(44.62 × 64) = 2855, not
        // 2856; 13 px (34.125) is 34.12. 24 px (63) is whole and unchanged.
        XCTAssertEqual(BlinkEffectiveFontSize.devicePx(size: 17, deviceScale: 2.625), 44.62)
        XCTAssertEqual(BlinkEffectiveFontSize.devicePx(size: 13, deviceScale: 2.625), 34.12)
        XCTAssertEqual(BlinkEffectiveFontSize.devicePx(size: 24, deviceScale: 2.625), 63)
        // Chromium 156 headless at --force-device-scale-factor=2.625, Roboto «Add to Home Screen»
        // (Range.getBoundingClientRect × 2.625 × 64): 26160/64 device px at 17 px and 20002/64 at 13 px.
        // Built at 44.625 and 34.125 px the same advances give 26169/64 and 20012/64.
        for (size, width64) in [(17.0, 26160.0), (13, 20002)] {
            let o = Fixtures.options("Roboto", size: size, deviceScale: 2.625)
            let w = try Fixtures.measurer.measure("Add to Home Screen", locale: "en", options: o).layoutWidthPx
            XCTAssertEqual(w * 2.625 * 64, width64, accuracy: 1e-6, "\(size) px")
        }
    }

    func testWebKitGTKShapesAWordOfNeutralsWithTheCommonScript() throws {
        // WebKitGTK 2.50 under Xvfb, Amiri at 17 px (Range.getBoundingClientRect): «جار التحميل ...» 84 and
        // «حذف « ملف »» 93 px. WebKit measures each word on its own, so «...» and «« / »» alone are shaped with
        // the Common script, where Amiri's full stop is 202 units, not its Arabic 317 (hb-shape --script
        // zyyy / arab), and its guillemets 470, not 415. Before: 90 and 91, the Arabic forms. Joined to an
        // Arabic word, the dots are Arabic in both: «جار التحميل...» 85.
        var o = Fixtures.options("Amiri", size: 17)
        o.platform.webPlatform = .webkitgtk
        for (text, width) in [("جار التحميل ...", 84.0), ("حذف « ملف »", 93), ("جار التحميل...", 85)] {
            XCTAssertEqual(try Fixtures.measurer.measure(text, locale: "ar", options: o).layoutWidthPx, width, text)
        }
    }

    func testWebKitGTKTakesAGraphiteFacesAdvancesButItsHintedSpace() throws {
        // Scheherazade (fonts-sil-scheherazade, unpacked by scripts/install-deps --test; Graphite tables) at
        // 17 px, WebKitGTK 2.50 under Xvfb (Range.getBoundingClientRect): «حذف» 26.43798828125, «الملف» 27.09375,
        // «حذف الملف» 57.53173828125 = the two words' graphite2 advances (not rounded to 1/64 px) + a space of 4,
        // Scheherazade's space advance hinted to a whole pixel. Before: 26.453125 and 57.796875 (the exact sum,
        // its unhinted space, rounded up to 1/64 px).
        let path = Fixtures.root.appendingPathComponent(".build/test-fonts/usr/share/fonts/truetype/scheherazade/Scheherazade-Regular.ttf").path
        guard FileManager.default.fileExists(atPath: path) else {
            return XCTFail("\(path) is missing: run scripts/install-deps --test (it unpacks fonts-sil-scheherazade)")
        }
        var o = Fixtures.options(path, size: 17)
        o.platform.webPlatform = .webkitgtk
        for (text, width) in [("حذف", 26.43798828125), ("الملف", 27.09375), ("حذف الملف", 57.53173828125)] {
            XCTAssertEqual(try Fixtures.measurer.measure(text, locale: "ar", options: o).layoutWidthPx, width, accuracy: 1e-6, text)
        }
    }
}
