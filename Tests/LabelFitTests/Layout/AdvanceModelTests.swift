import XCTest
@testable import LabelFitCore

/// Chrome's advances on FreeType platforms (`AdvanceModel.freeTypeLinear`), against numbers Chromium 156
/// itself gave (headless, scale 1; Tests/Browser/test_web_platforms.py checks many more).
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
        // WebKitGTK's widths are not FreeType's linear ones: the exact sum stays.
        o.platform.webPlatform = .webkitgtk
        XCTAssertEqual(try Fixtures.measurer.measure("Add to Reading List", locale: "en", options: o).layoutWidthPx, 134.859375)
    }
}
