import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Arabic, Persian and Urdu share a script; each platform's default face for them is its own
/// (`LocaleFonts`): Android's fonts.xml has one `und-Arab` family (Naskh) for all three, Apple's
/// platforms draw Urdu in Noto Nastaliq Urdu.
final class LocaleFontsTests: XCTestCase {
    func testEachProfilesDefaultTargetStackFollowsTheLocale() {
        for locale in ["ur", "ur-PK", "ur_IN", "UR"] {
            XCTAssertEqual(Profile.uikit.defaults(locale: locale).stack, "Noto Sans, Noto Nastaliq Urdu", locale)
        }
        for locale in ["ar", "fa", "fa-IR", "en", "ckb"] {
            XCTAssertEqual(Profile.uikit.defaults(locale: locale).stack, "Noto Sans, Noto Sans Arabic UI", locale)
        }
        // fonts.xml: `<family lang="und-Arab" variant="elegant">` Noto Naskh Arabic, `compact` its UI
        // variant; no family names ur or fa.
        for locale in ["ar", "fa", "ur"] {
            XCTAssertEqual(Profile.android.defaults(fullHeightFonts: true, locale: locale).stack, "Roboto, Noto Naskh Arabic", locale)
            XCTAssertEqual(Profile.compose.defaults(fullHeightFonts: false, locale: locale).stack, "Roboto, Noto Naskh Arabic UI", locale)
            XCTAssertEqual(Profile.flutter.defaults(locale: locale).stack, "Roboto, Noto Naskh Arabic", locale)
            XCTAssertEqual(Profile.web.defaults(locale: locale).stack, "Roboto, Noto Naskh Arabic UI", locale)
        }
        XCTAssertEqual(MeasureOptions.defaults(for: .uikit, locale: "ur").fontStack.families, ["Noto Sans", "Noto Nastaliq Urdu"])
        XCTAssertTrue(Profile.uikit.fontNote(locale: "ur")!.contains("Noto Nastaliq Urdu"))
        XCTAssertTrue(Profile.uikit.fontNote(locale: "fa")!.contains("SF Arabic"))
    }

    /// The chain's Arabic-script entry per platform and language, and what it stands for.
    func testTheFallbackChainsArabicEntryFollowsTheLanguage() {
        func second(_ p: FallbackChain.Platform, _ language: String) -> FallbackChain.Entry { FallbackChain(platform: p).entries(for: language)[1] }
        XCTAssertEqual(second(.apple, "ur").family, "Noto Nastaliq Urdu")
        XCTAssertEqual(second(.apple, "ur").standIn?.kind, .platform)
        XCTAssertEqual(second(.apple, "fa").family, "Noto Sans Arabic UI")
        XCTAssertEqual(second(.apple, "fa").standIn?.standsFor, "SF Arabic")
        for language in ["ar", "fa", "ur"] {
            XCTAssertEqual(second(.androidFull, language).family, "Noto Naskh Arabic", language)
            XCTAssertNil(second(.androidFull, language).standIn, language)
            XCTAssertEqual(second(.androidCompact, language).family, "Noto Naskh Arabic UI", language)
            XCTAssertEqual(second(.browser, language).family, "Noto Sans Arabic", language)
        }
    }

    /// Urdu letters in a Latin-only stack on UIKit fall back to Nastaliq, Persian ones to the SF Arabic
    /// stand-in; the width is the fallback font's own (hb-shape on the file).
    func testUrduFallsBackToNastaliqOnApplesPlatforms() throws {
        var o = MeasureOptions(fontStack: try FontStack(parsing: "Noto Sans"), size: 17)
        o.profile = .uikit
        let text = "سرگزشت"  // one word: a space would be Noto Sans's
        for (locale, file) in [("ur", "NotoNastaliqUrdu-Regular.ttf"), ("fa", "NotoSansArabicUI-Regular.ttf"), ("ar", "NotoSansArabicUI-Regular.ttf")] {
            let m = try Fixtures.measurer.measure(text, locale: locale, options: o)
            let drawn = m.fontsUsed.filter(\.drewGlyphs).map { URL(fileURLWithPath: $0.file).lastPathComponent }
            XCTAssertEqual(drawn, [file], locale)
            XCTAssertEqual(m.widthPx, try HBShape.width(font: Fixtures.font(file), text: text, upem: try FontTables(path: Fixtures.font(file)).unitsPerEm,
                                                        size: 17, extra: ["--language=\(locale)"]), accuracy: 0.02, locale)
        }
        o.profile = .android
        let android = try Fixtures.measurer.measure(text, locale: "ur", options: o)
        XCTAssertEqual(android.fontsUsed.filter(\.drewGlyphs).map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["NotoNaskhArabic-Regular.ttf"])
    }

    /// Nastaliq's tall line: the web model's normal line box is the font's own hhea ascender and
    /// descender, each rounded at the size (Blink's SimpleFontData; Chromium agrees in
    /// Tests/Browser/test_urdu_persian.py), read here from the file by the tests' own table reader:
    /// 1904 and 596 units of 1000, so 32 + 10 = 42 px at 17 px, against Naskh's 18 + 11.
    func testNastaliqsLineBoxIsTheFontsOwnMetrics() throws {
        for file in ["NotoNastaliqUrdu-Regular.ttf", "NotoNaskhArabic-Regular.ttf"] {
            let t = try FontTables(path: Fixtures.font(file))
            for size in [14.0, 17, 24] {
                var o = MeasureOptions(fontStack: try FontStack(parsing: Fixtures.font(file)), size: size)
                o.platform.webPlatform = .headless
                let m = try Fixtures.measurer.measure("تلاش کی سرگزشت مٹائیں", locale: "ur", options: o)
                let ascent = (Double(t.hheaAscender) * size / Double(t.unitsPerEm)).rounded()
                let descent = (Double(-t.hheaDescender) * size / Double(t.unitsPerEm)).rounded()
                XCTAssertEqual(m.lineBox.heightPx, ascent + descent, accuracy: 1e-9, "\(file) \(size)")
                XCTAssertEqual(m.lineBox.topPx, ascent, accuracy: 1e-9, "\(file) \(size)")
            }
        }
    }
}
