import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// `web` by browser platform, worked by hand from the tables (read by `FontTables`):
/// Roboto upem 2048, hhea 1900/−500/0, usWin 2146/555, no USE_TYPO_METRICS;
/// Noto Naskh Arabic UI upem 1000, typo 1069/−293 with USE_TYPO_METRICS.
final class WebPlatformTests: XCTestCase {
    func measure(_ text: String, _ stack: String = "Roboto", platform: WebPlatform, dsf: Double = 1,
                 lineHeight: LineHeight = .multiple(1.2), rendering: TextRendering = .auto, size: Double = 17) throws -> StringMeasurement {
        var o = Fixtures.options(stack, size: size, lineHeight: lineHeight, deviceScale: dsf)
        o.platform.webPlatform = platform
        o.platform.textRendering = rendering
        return try Fixtures.measurer.measure(text, locale: "en", options: o)
    }

    func testTables() throws {
        let r = try FontTables(path: Fixtures.font("Roboto-Regular.ttf"))
        XCTAssertEqual([r.unitsPerEm, r.hheaAscender, r.hheaDescender, r.hheaLineGap, r.winAscent, r.winDescent], [2048, 1900, -500, 0, 2146, 555])
        XCTAssertFalse(r.useTypo)
        let n = try FontTables(path: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"))
        XCTAssertEqual([n.unitsPerEm, n.ascent, n.descent], [1000, 1069, 293])
        XCTAssertTrue(n.useTypo)
    }

    /// Blink `font_metrics.cc` `AscentDescentWithHacks`: Roboto 17 px × DSF 2 = 34 device px: A = round(31.54)
    /// = 32, D = round(8.30) = 8, rounded down, so with subpixel positioning A 31, D 9.
    /// L64 = floor(f32(1.2) × 34 × 64) = floor(2611.2) = 2611; A + D = 40 → leading 51/64, half
    /// trunc(51/2) = 25 → floor(25/64) = 0. Box top = A + 0 in device px; bottom = L − top.
    func testBorrowMovesTheBaselineUpOneDevicePixel() throws {
        let headless = try measure("Delete", platform: .headless, dsf: 2)
        XCTAssertEqual(headless.lineBox.topPx, 32.0 / 2)
        XCTAssertEqual(headless.lineBox.bottomPx, Double(2611 - 32 * 64) / 64 / 2)
        for (platform, rendering) in [(WebPlatform.android, TextRendering.auto), (.linux, .auto), (.headless, .geometricPrecision)] {
            let m = try measure("Delete", platform: platform, dsf: 2, rendering: rendering)
            XCTAssertEqual(m.lineBox.topPx, 31.0 / 2, "\(platform) \(rendering)")
            XCTAssertEqual(m.lineBox.bottomPx, Double(2611 - 31 * 64) / 64 / 2, "\(platform) \(rendering)")
            XCTAssertEqual(m.lineBox.heightPx, headless.lineBox.heightPx, "the box height never changes")
            XCTAssertEqual(m.lineBox.platform, platform.rawValue)
        }
        // No borrow: Windows and Mac have no such branch; ChromeOS at a whole scale; Linux at DSF 1.
        for (platform, dsf) in [(WebPlatform.windows, 2.0), (.mac, 2), (.chromeos, 2), (.linux, 1)] {
            let m = try measure("Delete", platform: platform, dsf: dsf, lineHeight: .normal)
            if platform == .windows {
                // usWin at 34 device px: 2146 → round(35.61) = 36, 555 → round(9.21) = 9, no borrow → 18 / 4.5 CSS px.
                XCTAssertEqual([m.lineBox.topPx, m.lineBox.bottomPx], [36.0 / 2, 9.0 / 2], "windows 2")
            } else {
                // normal, DSF 1: A 16, D 4 (4.15 rounded down); DSF 2: A 32, D 8.
                XCTAssertEqual(m.lineBox.topPx, 16, "\(platform) \(dsf)")
            }
        }
        // Android at DSF 1: 16/4 → 15/5.
        XCTAssertEqual(try measure("Delete", platform: .android, lineHeight: .normal).lineBox.topPx, 15)
        // ChromeOS at 1.5 (fractional): Roboto at 25.5 device px: A round(23.66) = 24, D round(6.23) = 6 → 23 / 7.
        XCTAssertEqual(try measure("Delete", platform: .chromeos, dsf: 1.5, lineHeight: .normal).lineBox.topPx, 23.0 / 1.5)
    }

    /// Skia `SkScalerContext_win_dw.cpp` `generateFontMetrics` over DWRITE_FONT_METRICS: without
    /// USE_TYPO_METRICS, usWinAscent 2146 → round(17.81) = 18, usWinDescent 555 → round(4.61) = 5, gap
    /// max(0, 1900 + 500 + 0 − 2146 − 555) = 0: `normal` is 23 px (Linux: 16 + 4 = 20).
    func testWindowsTakesUsWinMetrics() throws {
        let m = try measure("Delete", platform: .windows, lineHeight: .normal)
        XCTAssertEqual([m.lineBox.topPx, m.lineBox.bottomPx], [18, 5])
        XCTAssertEqual(try measure("Delete", platform: .headless, lineHeight: .normal).lineBox.heightPx, 20)
    }

    /// `AscentDescentWithHacks` `#if IS_MAC`: Times/Helvetica/Courier get A += floor((A + D) × 0.15 + 0.5);
    /// Roboto's metrics under the name Helvetica at 17 px: 16 + round(3) = 19.
    func testMacClassicFamiliesGetMoreAscent() throws {
        let roboto = try FontFace(path: Fixtures.font("Roboto-Regular.ttf"))
        let model = CSSLineBoxModel(size: 17, platform: .mac)
        XCTAssertEqual(model.rounded(roboto.metrics, family: "Helvetica").ascent, 19)
        XCTAssertEqual(model.rounded(roboto.metrics, family: "Roboto").ascent, 16)
    }

    /// Blink `ComputedLineHeightAsFixed` in float32: 18 px × 1.2 at DSF 1.25 is f32(1.2) × 22.5 =
    /// 27.000001 → 1728/64 device px = 21.6 CSS px; in double 1.2 × 18 × 1.25 × 64 = 1727.99… → 1727.
    func testLineHeightIsComputedInFloat32() {
        let model = CSSLineBoxModel(size: 18, deviceScale: 1.25, platform: .headless, multiplier: 1.2)
        XCTAssertEqual(model.usedLineHeight(1.2 * 18), 1728.0 / 64 / 1.25)
        XCTAssertEqual(Int((1.2 * 18 * 1.25 * 64).rounded(.down)), 1727, "double arithmetic would lose 1/64")
    }

    /// WebKit (`FontSkia.cpp` `platformInit`, `RenderStyle.cpp` `computeLineHeight`,
    /// `InlineLineBoxBuilder.cpp` `setLayoutBoundsForInlineBox`), CSS px at any device scale.
    /// Naskh UI 17 px: A round(18.17) = 18, D round(4.98) = 5; 17 × 1.2 = 20.4 → 20; half (20 − 23)/2 = −1.5
    /// → top floor(16.5) = 16, bottom ceil(3.5) = 4.
    func testWebKitRoundsInCSSPixelsAndTruncatesTheLineHeight() throws {
        for dsf in [1.0, 2.0] {
            let m = try measure("حذف", "Noto Naskh Arabic UI", platform: .webkitgtk, dsf: dsf)
            XCTAssertEqual([m.lineBox.topPx, m.lineBox.bottomPx], [16, 4], "dsf \(dsf)")
            XCTAssertEqual(m.lineHeightPx, 20)
        }
        // Roboto: A 16, D round(4.15) = 4, L 20, half 0 → 16 / 4.
        XCTAssertEqual(try measure("Delete", platform: .webkitgtk).lineBox.topPx, 16)
        // iOS rounds up (`FontCoreText.cpp`, IOS_FAMILY): A ceil(15.77) = 16, D ceil(4.15) = 5; half −0.5 →
        // top floor(15.5) = 15, bottom ceil(4.5) = 5.
        let ios = try measure("Delete", platform: .ios)
        XCTAssertEqual([ios.lineBox.topPx, ios.lineBox.bottomPx], [15, 5])
        // normal: a fallback widens the line by its own bounds (Roboto 16/4, Naskh UI 18/5 → 18/5).
        let normal = try measure("Save حفظ", "Roboto, Noto Naskh Arabic UI", platform: .webkitgtk, lineHeight: .normal)
        XCTAssertEqual([normal.lineBox.topPx, normal.lineBox.bottomPx], [18, 5])
    }

    func testDefaultWebPlatformIsAndroidAndReportsSaySo() throws {
        XCTAssertEqual(PlatformOptions().webPlatform, .android)
        let m = try Fixtures.measurer.measure("Delete", locale: "en", options: MeasureOptions())
        XCTAssertEqual(m.lineBox.platform, "android")
    }

    /// WebKit's fixed line-height is an `int` (`RenderStyle::computeLineHeight`). A percentage is resolved
    /// at style time with its percent truncated to a whole number (`computedFontSize × intValue() / 100`);
    /// a number multiplies the unrounded size. WebKitGTK 2.50 itself (Tests/Browser/test_web_platforms.py
    /// checks these rows): 16.5 px × 1.2 = 19.8 → 19; 33 px × 1.035 = 34.155 → 34; 117.9 % of 17 px →
    /// 17 × 117 / 100 = 19.89 → 19 (17 × 1.179 = 20.04 would give 20); 103.5 % of 33 px → 33 × 103 / 100 =
    /// 33.99 → 33 (34.155 would give 34).
    func testWebKitTruncatesThePercentAndTheLineHeight() throws {
        // Naskh UI at 16.5: A round(17.64) = 18, D round(4.83) = 5; L 19: half (19 − 23)/2 = −2 → 16 / 3.
        let m = try measure("حذف", "Noto Naskh Arabic UI", platform: .webkitgtk, size: 16.5)
        XCTAssertEqual(m.lineHeightPx, 19)
        XCTAssertEqual([m.lineBox.topPx, m.lineBox.bottomPx], [16, 3])
        XCTAssertEqual(try measure("حذف", "Noto Naskh Arabic UI", platform: .webkitgtk, lineHeight: .multiple(1.035), size: 33).lineHeightPx, 34)
        // Naskh UI 17 px: 18 / 5; L 19: half −2 → top 16, bottom 3.
        let p = try measure("حذف", "Noto Naskh Arabic UI", platform: .webkitgtk, lineHeight: .percent(117.9))
        XCTAssertEqual(p.lineHeightPx, 19)
        XCTAssertEqual([p.lineBox.topPx, p.lineBox.bottomPx], [16, 3])
        XCTAssertEqual(try measure("حذف", "Noto Naskh Arabic UI", platform: .webkitgtk, lineHeight: .percent(103.5), size: 33).lineHeightPx, 33)
        // px are truncated: 20.9px → 20.
        XCTAssertEqual(try measure("حذف", "Noto Naskh Arabic UI", platform: .webkitgtk, lineHeight: .px(20.9)).lineHeightPx, 20)
    }

    /// macOS Safari (`FontCoreText.cpp` `Font::platformInit`, `PLATFORM(MAC)`): CoreText's hhea floats,
    /// integers by `lroundf`; a local Times/Helvetica/Courier gets `round((ascent + descent) × 0.15)` more
    /// ascent before rounding. Roboto's tables at 17 px: ascent 1900 × 17/2048 = 15.7715, descent
    /// 500 × 17/2048 = 4.1504, gap 0. Plain: lround → 16 / 4, line spacing 20. Under the name Helvetica:
    /// round(19.9219 × 0.15 = 2.988) = 3 → ascent lround(18.7715) = 19, line spacing 19 + 4 + 0 = 23.
    func testMacSafariRoundsToNearestAndWidensClassicFamilies() throws {
        let roboto = try FontFace(path: Fixtures.font("Roboto-Regular.ttf"))
        let model = WebKitLineBoxModel(size: 17, platform: .macosSafari)
        XCTAssertEqual(model.rounded(roboto.metrics, family: "Roboto"), .init(ascent: 16, descent: 4, lineSpacing: 20))
        XCTAssertEqual(model.rounded(roboto.metrics, family: "Helvetica"), .init(ascent: 19, descent: 4, lineSpacing: 23))
        // 1.2 at 17 px: 20.4 → 20, half (20 − 20)/2 = 0 → 16 / 4, at any device scale.
        for dsf in [1.0, 2.0] {
            let m = try measure("Delete", platform: .macosSafari, dsf: dsf)
            XCTAssertEqual([m.lineBox.topPx, m.lineBox.bottomPx], [16, 4], "dsf \(dsf)")
            XCTAssertEqual(m.lineBox.platform, "macos-safari")
        }
    }

    /// Blink `font_features.cc` `FontFeatures::Initialize`: with `text-rendering: optimizeSpeed` and
    /// `font-variant-ligatures: normal`, `liga` and `clig` are turned off; kerning is not (the typesetting
    /// bit `font_description.cc` `UpdateTypesettingFeatures` clears never reaches HarfBuzz). Widths from
    /// hb-shape with and without `-liga,-clig`: Roboto's «fi» ligature makes «office fi» narrower.
    func testOptimizeSpeedTurnsLigaturesOffInBlink() throws {
        let font = Fixtures.font("Roboto-Regular.ttf"), text = "office fi"
        let withLigatures = try HBShape.width(font: font, text: text, upem: 2048, size: 17)
        let without = try HBShape.width(font: font, text: text, upem: 2048, size: 17, extra: ["--features=-liga,-clig"])
        XCTAssertGreaterThan(without, withLigatures + 0.5, "the case needs a ligature")
        let kernText = "AVAWAY"
        let kerned = try HBShape.width(font: font, text: kernText, upem: 2048, size: 17)
        let unkerned = try HBShape.width(font: font, text: kernText, upem: 2048, size: 17, extra: ["--features=-kern"])
        XCTAssertLessThan(kerned, unkerned - 0.5, "the case needs kerning")
        for platform in [WebPlatform.headless, .android] {
            XCTAssertEqual(try measure(text, platform: platform, rendering: .optimizeSpeed).widthPx, without, accuracy: 1e-6, "\(platform)")
            XCTAssertEqual(try measure(kernText, platform: platform, rendering: .optimizeSpeed).widthPx, kerned, accuracy: 1e-6, "\(platform) kerns")
            for rendering in [TextRendering.auto, .optimizeLegibility, .geometricPrecision] {
                XCTAssertEqual(try measure(text, platform: platform, rendering: rendering).widthPx, withLigatures, accuracy: 1e-6, "\(platform) \(rendering)")
            }
        }
    }
}
