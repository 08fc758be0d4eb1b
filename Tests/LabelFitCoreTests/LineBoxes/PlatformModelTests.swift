import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Each platform's line box, with numbers worked by hand from the tables:
/// Roboto upem 2048, hhea 1900/−500, head yMax 2163, yMin −555; Noto Naskh Arabic UI upem 1000,
/// typo 1069/−293 (USE_TYPO_METRICS), head 1191/−419; Noto Sans Arabic UI upem 1000, hhea 1069/−293.
final class PlatformModelTests: XCTestCase {
    func android(_ configure: (inout PlatformOptions) -> Void, lineHeight: LineHeight = .normal, width: Double? = nil) -> MeasureOptions {
        var p = PlatformOptions()
        p.elegantTextHeight = .false
        configure(&p)
        var o = Fixtures.options("Roboto, Noto Naskh Arabic UI", size: 16, lineHeight: lineHeight, width: width)
        o.profile = .android
        o.platform = p
        return o
    }

    func testTablesAreWhatTheHandCalculationsAssume() throws {
        let r = try FontTables(path: Fixtures.font("Roboto-Regular.ttf"))
        XCTAssertEqual([r.unitsPerEm, r.hheaAscender, r.hheaDescender, r.headYMax, r.headYMin], [2048, 1900, -500, 2163, -555])
        let n = try FontTables(path: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"))
        XCTAssertEqual([n.unitsPerEm, n.ascent, n.descent, n.headYMax, n.headYMin], [1000, 1069, 293, 1191, -419])
    }

    func testAndroidIncludeFontPaddingAndFallbackLineSpacing() throws {
        // At 16 px. Roboto: ascent round(14.84) = 15, descent round(3.91) = 4, top ceil(16.90) = 17, bottom ceil(4.34) = 5.
        // Naskh UI: ascent round(17.10) = 17, descent round(4.69) = 5 (its head yMax/yMin never enter).
        // Top and bottom are Roboto's (the paint's font only), pulled out to the line's ascent/descent:
        // max(17, 17) = 17, max(5, 5) = 5. Sources: minikin `MinikinFontSkia::GetFontExtent` (ascent and
        // descent only), `LayoutCore.cpp` `extendBy`; frameworks/base `StaticLayout.generate` ("fallback
        // ascent/descent may be larger than top/bottom"). An earlier version asserted 20/7 from the
        // fallback's head table, which Android never reads for this.
        let text = "حذف"
        let padded = try Fixtures.measurer.measure(text, locale: "ar", options: android { _ in })
        XCTAssertEqual([padded.lineBox.topPx, padded.lineBox.bottomPx], [17, 5], "font padding: the paint's top/bottom, pulled out to the fallback's ascent/descent")
        let unpadded = try Fixtures.measurer.measure(text, locale: "ar", options: android { $0.includeFontPadding = false })
        XCTAssertEqual([unpadded.lineBox.topPx, unpadded.lineBox.bottomPx], [17, 5], "fallback ascent/descent enlarge the line")
        let primaryOnly = try Fixtures.measurer.measure(text, locale: "ar", options: android { $0.includeFontPadding = false; $0.fallbackLineSpacing = false })
        XCTAssertEqual([primaryOnly.lineBox.topPx, primaryOnly.lineBox.bottomPx], [15, 4], "only Roboto's metrics")
    }

    func testAndroidElegantTextHeightUsesFixedMetrics() throws {
        // Elegant: 1900/500 and top 2500, bottom 1000 in 2048ths of 16 px → ascent 15, descent 4, top ceil(19.53) = 20, bottom ceil(7.81) = 8.
        var o = android { $0.elegantTextHeight = .true; $0.fallbackLineSpacing = false }
        let m = try Fixtures.measurer.measure("Delete", locale: "en", options: o)
        XCTAssertEqual([m.lineBox.topPx, m.lineBox.bottomPx], [20, 8])
        o.platform.includeFontPadding = false
        let n = try Fixtures.measurer.measure("Delete", locale: "en", options: o)
        XCTAssertEqual([n.lineBox.topPx, n.lineBox.bottomPx], [15, 4])
        XCTAssertEqual(Profile.android.defaults(fullHeightFonts: true).stack, "Roboto, Noto Naskh Arabic")
        XCTAssertEqual(Profile.android.defaults(fullHeightFonts: false).stack, "Roboto, Noto Naskh Arabic UI")
    }

    func testAndroidLineHeightGoesBelowEveryLineButTheLast() throws {
        // android:lineHeight 24: fontHeight = 15 + 4 + 0 = 19, so extra = 24 − 19 = 5 below line 1 only.
        let o = android({ $0.includeFontPadding = false }, lineHeight: .px(24), width: 60)
        let m = try Fixtures.measurer.measure("نقل إلى سلة المهملات", locale: "ar", options: o)
        XCTAssertGreaterThanOrEqual(m.lines, 2)
        XCTAssertEqual([m.lineDetails[0].lineBox.topPx, m.lineDetails[0].lineBox.bottomPx], [17, 10])
        let last = m.lineDetails[m.lines - 1].lineBox
        XCTAssertEqual([last.topPx, last.bottomPx], [17, 5])
    }

    func testAndroidLineSpacingMultiplier() throws {
        // multiplier 1.5, includeFontPadding false: extra = (5 + 17)(0.5) = 11 below the first line.
        let o = android({ $0.includeFontPadding = false; $0.lineSpacingMultiplier = 1.5 }, width: 60)
        let m = try Fixtures.measurer.measure("نقل إلى سلة المهملات", locale: "ar", options: o)
        XCTAssertEqual(m.lineDetails[0].lineBox.bottomPx, 16)
    }

    func testComposeAlignmentAndTrim() throws {
        // Compose, no font padding, fallbacks on: ascent 17, descent 5, font height 22; lineHeight 24 → diff 2.
        func compose(_ a: String, _ t: String) -> MeasureOptions {
            var o = android({ $0.lineHeightAlignment = LineHeightAlignment(rawValue: a)!; $0.lineHeightTrim = LineHeightTrim(rawValue: t)! }, lineHeight: .px(24), width: 60)
            o.profile = .compose
            return o
        }
        let text = "نقل إلى سلة المهملات"
        // Proportional, no trim: bottom share ceil(2 · 5/22) = 1 → bottom 6, top 24 − 6 = 18.
        let none = try Fixtures.measurer.measure(text, locale: "ar", options: compose("proportional", "none"))
        XCTAssertEqual([none.lineDetails[0].lineBox.topPx, none.lineDetails[0].lineBox.bottomPx], [18, 6])
        // Trim both: the first line keeps the font's ascent on top, the last its descent below.
        let both = try Fixtures.measurer.measure(text, locale: "ar", options: compose("proportional", "both"))
        XCTAssertEqual(both.lineDetails.first!.lineBox.topPx, 17)
        XCTAssertEqual(both.lineDetails.last!.lineBox.bottomPx, 5)
        XCTAssertEqual(both.lineDetails.first!.lineBox.bottomPx, 6)
        // Top alignment puts all of diff below: bottom 5 + 2 = 7, top 17.
        let top = try Fixtures.measurer.measure(text, locale: "ar", options: compose("top", "none"))
        XCTAssertEqual([top.lineDetails[0].lineBox.topPx, top.lineDetails[0].lineBox.bottomPx], [17, 7])
    }

    func testUIKitShrinkingTheLineEatsTheTop() throws {
        // Noto Sans Arabic UI at 20: ascender 21.38, descender 5.86, natural height 27.24.
        var o = Fixtures.options("Noto Sans Arabic UI", size: 20)
        o.profile = .uikit
        let text = "إضافة"
        let natural = try Fixtures.measurer.measure(text, locale: "ar", options: o)
        XCTAssertEqual(natural.lineBox.topPx, 21.38, accuracy: 1e-9)
        XCTAssertEqual(natural.lineBox.bottomPx, 5.86, accuracy: 1e-9)
        o.platform.maximumLineHeight = 20
        let squeezed = try Fixtures.measurer.measure(text, locale: "ar", options: o)
        XCTAssertEqual(squeezed.lineBox.topPx, 20 - 5.86, accuracy: 1e-9)
        XCTAssertEqual(squeezed.lineBox.bottomPx, 5.86, accuracy: 1e-9, "the descender stays")
        let ink = try HBShape.ink(font: Fixtures.font("NotoSansArabicUI-Regular.ttf"), text: text, upem: 1000, size: 20)
        XCTAssertEqual(squeezed.clip.topPx, max(0, ink.top - 14.14), accuracy: 1e-9)
        XCTAssertGreaterThan(squeezed.clip.topPx, 0)
        o.platform.maximumLineHeight = 0
        o.platform.lineHeightMultiple = 0.8
        XCTAssertEqual(try Fixtures.measurer.measure(text, locale: "ar", options: o).lineBox.topPx, 27.24 * 0.8 - 5.86, accuracy: 1e-9)
    }
}
