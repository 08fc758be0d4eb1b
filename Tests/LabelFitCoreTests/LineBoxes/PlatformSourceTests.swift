import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The Android View, Compose, row-height, white-space, fallback-cache, minimum-line-height and hhea
/// rules, each checked against numbers worked by hand from the font tables (read by the tests' own
/// `FontTables`) and the platform source named at each test.
final class PlatformSourceTests: XCTestCase {
    func options(_ stack: String, profile: Profile, _ configure: (inout PlatformOptions) -> Void = { _ in },
                 size: Double = 16, lineHeight: LineHeight = .normal, width: Double? = nil) -> MeasureOptions {
        var o = Fixtures.options(stack, size: size, lineHeight: lineHeight, width: width)
        o.profile = profile
        configure(&o.platform)
        return o
    }

    func box(_ m: StringMeasurement) -> [Double] { [m.lineBox.topPx, m.lineBox.bottomPx] }

    // MARK: Android View

    /// Skia `SkScalerContext_FreeType::generateFontMetrics`: fTop = −head.yMax, fBottom = −head.yMin
    /// (head alone, not max with the ascent); `GraphicsJNI::set_metrics_int` (hwui Graphics.cpp) floors
    /// top and ceils bottom.
    func testAndroidTopAndBottomComeFromTheHeadTableAlone() throws {
        let t = try FontTables(path: Fixtures.font("NotoNaskhArabic-Regular.ttf"))
        XCTAssertEqual([t.unitsPerEm, t.headYMax, t.headYMin, t.ascent, t.descent], [1000, 1056, -610, 1069, 634])
        // 16 px: top ceil(1056 × 0.016 = 16.896) = 17, bottom ceil(610 × 0.016 = 9.76) = 10. Taking the
        // larger of head and ascent (1069 → 17.1 → 18; 634 → 10.14 → 11) would give 18 / 11.
        let expectedTop = (Double(t.headYMax) * 16 / Double(t.unitsPerEm)).rounded(.up)
        let expectedBottom = (Double(-t.headYMin) * 16 / Double(t.unitsPerEm)).rounded(.up)
        XCTAssertEqual([expectedTop, expectedBottom], [17, 10])
        let m = try Fixtures.measurer.measure("حذف", locale: "ar", options: options("Noto Naskh Arabic", profile: .android) {
            $0.elegantTextHeight = .false; $0.targetSdk = 34; $0.fallbackLineSpacing = false
        })
        XCTAssertEqual(box(m), [17, 10])
    }

    /// Android's own issue example: «كُلُّ» with Roboto + Noto Naskh Arabic UI, elegant text height off,
    /// has ink above the 17 px top the device draws (minikin ascent-only widening), so it clips.
    func testAndroidFallbackClipsWhereTheDeviceClips() throws {
        let o = options("Roboto, Noto Naskh Arabic UI", profile: .android) { $0.elegantTextHeight = .false; $0.targetSdk = 34 }
        let m = try Fixtures.measurer.measure("كُلُّ", locale: "ar", options: o)
        // Roboto (hhea 1900/−500, head yMax 2163, yMin −555, upem 2048) at 16 px: ascent 15, descent 4, top
        // ceil(16.90) = 17, bottom ceil(4.34) = 5; Naskh UI (typo 1069/−293, upem 1000) widens ascent to
        // round(17.10) = 17 and descent to round(4.69) = 5 (ascent and descent only) → 17 / 5.
        XCTAssertEqual(box(m), [17, 5])
        let ink = try HBShape.ink(font: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"), text: "كُلُّ", upem: 1000, size: 16)
        XCTAssertGreaterThan(ink.top, 17, "the marks reach above the line top")
        XCTAssertEqual(m.clip.topPx, ink.top - 17, accuracy: 1e-9)
        XCTAssertEqual(m.verdict, .clips)
    }

    /// frameworks/base `Paint.java` `resetElegantTextHeight` / hwui `Paint.cpp` `getMetricsInternal`: the
    /// fixed metrics only with the ELEGANT variant; unset at targetSdk ≥ 35 keeps the font's metrics.
    /// The mapping from the setting and the target SDK is [inferred] from an index excerpt of `Paint.java`,
    /// not the whole file (docs/line-models.md says so).
    func testElegantTextHeightFollowsTheTargetSdk() throws {
        XCTAssertEqual(AndroidFamilyVariant(setting: .unset, targetSdk: 35), .unset)
        XCTAssertEqual(AndroidFamilyVariant(setting: .unset, targetSdk: 34), .compact)
        XCTAssertEqual(AndroidFamilyVariant(setting: .false, targetSdk: 35), .compact)
        XCTAssertEqual(AndroidFamilyVariant(setting: .false, targetSdk: 36), .unset, "DEPRECATE_UI_FONT_ENFORCE ignores false")
        XCTAssertEqual(AndroidFamilyVariant(setting: .true, targetSdk: 30), .elegant)
        // Unset at SDK 35: Roboto's own metrics, no padding → ascent round(1900·16/2048 = 14.84) = 15,
        // descent round(3.91) = 4; top ceil(2163·16/2048 = 16.90) = 17, bottom ceil(555·16/2048 = 4.34) = 5.
        let unset = try Fixtures.measurer.measure("Delete", locale: "en", options: options("Roboto", profile: .android))
        XCTAssertEqual(box(unset), [17, 5])
        // Explicit true: top ceil(2500·16/2048 = 19.53) = 20, bottom ceil(1000·16/2048 = 7.81) = 8.
        let elegant = try Fixtures.measurer.measure("Delete", locale: "en", options: options("Roboto", profile: .android) { $0.elegantTextHeight = .true })
        XCTAssertEqual(box(elegant), [20, 8])
        // The default Android stack at SDK 35 is the full-height Naskh (font choice), with real metrics.
        XCTAssertEqual(MeasureOptions.defaults(for: .android).fontStack.families, ["Roboto", "Noto Naskh Arabic"])
        var old = PlatformOptions(); old.targetSdk = 34
        XCTAssertEqual(MeasureOptions.defaults(for: .android, platform: old).fontStack.families, ["Roboto", "Noto Naskh Arabic UI"])
    }

    /// minikin extends a line by every run's font extent, the primary's own run included
    /// (`LayoutPiece` → `LayoutCore.cpp` `extendBy` with `MinikinFontSkia::GetFontExtent`: the font's real
    /// ascent/descent, whatever the family variant); `StaticLayout.generate` then takes
    /// `min(fmAscent, Math.round(ascents[line]))`, where fmAscent is the paint's (ELEGANT: the fixed
    /// 1900/500 in 2048ths). So with elegant text height on, a primary taller than that widens the line.
    func testElegantPrimaryRunWidensTheLineByItsRealMetrics() throws {
        let t = try FontTables(path: Fixtures.font("NotoSans-Regular.ttf"))
        XCTAssertEqual([t.unitsPerEm, t.ascent, t.descent], [1000, 1069, 293])
        // 16 px: fixed ascent round(1900·16/2048 = 14.84) = 15, descent round(3.91) = 4; real ascent
        // round(1069·16/1000 = 17.10) = 17, descent round(4.69) = 5 → 17 / 5 (no padding, so top/bottom
        // do not enter). Without fallback line spacing the paint's fixed 15 / 4 stay.
        let expected = [(Double(t.ascent) * 16 / 1000).rounded(), (Double(t.descent) * 16 / 1000).rounded()]
        XCTAssertEqual(expected, [17, 5])
        let on = try Fixtures.measurer.measure("Delete", locale: "en", options: options("Noto Sans", profile: .android) {
            $0.elegantTextHeight = .true; $0.includeFontPadding = false
        })
        XCTAssertEqual(box(on), expected)
        let off = try Fixtures.measurer.measure("Delete", locale: "en", options: options("Noto Sans", profile: .android) {
            $0.elegantTextHeight = .true; $0.includeFontPadding = false; $0.fallbackLineSpacing = false
        })
        XCTAssertEqual(box(off), [(1900.0 * 16 / 2048).rounded(), (500.0 * 16 / 2048).rounded()])
        XCTAssertEqual(box(off), [15, 4])
    }

    // MARK: Compose (androidx compose/ui/ui-text `LineHeightStyleSpan.chooseHeight`)

    /// Fonts Roboto + Noto Naskh Arabic UI, 16 px, no font padding: fm ascent −17, descent 5 (see the
    /// Android test above), so the font height is 22.
    func compose(_ alignment: LineHeightAlignment, _ trim: LineHeightTrim, mode: LineHeightMode = .fixed, px: Double = 20) -> MeasureOptions {
        options("Roboto, Noto Naskh Arabic UI", profile: .compose, {
            $0.elegantTextHeight = .false; $0.targetSdk = 34; $0.includeFontPadding = false
            $0.lineHeightAlignment = alignment; $0.lineHeightTrim = trim; $0.lineHeightMode = mode
        }, lineHeight: .px(px))
    }

    func testComposeShrinkingLineSplitsByTheTopRatio() throws {
        let text = "Save الإعدادات"
        // LineHeightStyle.Default (Proportional, Trim.Both, Fixed) on one line: chooseHeight returns early.
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.proportional, .both))), [17, 5])
        // L 20, diff −2. Center, Trim.None (Material 3): descentDiff ceil(−2 × 0.5) = −1 → 16 / 4.
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.center, .none))), [16, 4])
        // Proportional, none: r = 17/22, ceil(−2 × 0.7727 = −1.545) = −1 → 16 / 4.
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.proportional, .none))), [16, 4])
        // Top: ceil(−2 × 0) = 0 → 15 / 5. Bottom: ceil(−2 × 1) = −2 → 17 / 3.
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.top, .none))), [15, 5])
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.bottom, .none))), [17, 3])
        // Fixed applies Trim whatever the sign: Center + first-line-top keeps the font's 17 on top, 4 below.
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.center, .firstLineTop))), [17, 4])
        // Minimum: diff ≤ 0 leaves the line alone.
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.center, .none, mode: .minimum))), [17, 5])
        // Tight, Trim.Both, Center: first top max(−17, −16) = −16, last bottom min(5, 4) = 4 → 16 / 4.
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.center, .both, mode: .tight))), [16, 4])
        // Tight, Trim.None: the farther edges, 17 / 5.
        XCTAssertEqual(box(try Fixtures.measurer.measure(text, locale: "ar", options: compose(.center, .none, mode: .tight))), [17, 5])
    }

    /// `chooseHeight` computes its target metrics on the first call (the first line's fm) and reuses
    /// them: "Save" (Roboto only: ascent 15, descent 4, font height 19) then «حفظ» (Naskh UI widens it to
    /// 17 / 5). lineHeight 30, Top, Trim.None: diff 30 − 19 = 11 all below → every line 15 / 15, the Arabic
    /// one too (on its own metrics it would be 17 / 13).
    func testComposeReusesTheFirstLinesTargetMetrics() throws {
        let o = compose(.top, .none, px: 30)
        let m = try Fixtures.measurer.measure("Save\nحفظ", locale: "ar", options: o)
        XCTAssertEqual(m.lineDetails.map { [$0.lineBox.topPx, $0.lineBox.bottomPx] }, [[15, 15], [15, 15]])
    }

    // MARK: Fixed row height (LabelLayout)

    /// `web` at 17 px, Roboto + Naskh UI, line-height normal, headless rules. A Latin line: Roboto
    /// A = round(1900·17/2048 = 15.77) = 16, D = round(4.15) = 4 → 20. An Arabic line adds Naskh's own
    /// box, A round(1069·0.017 = 18.17) = 18, D round(4.98) = 5 → 18 + 5 = 23. Lines 20, 23, 20 in a 41 px
    /// row: the first fits (21 left), the second does not, so the third is cut too.
    func testFixedHeightCutsEveryLineAfterTheFirstThatDoesNotFit() throws {
        var o = Fixtures.options("Roboto, Noto Naskh Arabic UI", size: 17)
        o.platform.webPlatform = .headless
        o.row.heightPx = 41
        let m = try Fixtures.measurer.measure("Save\nحفظ\nSave", locale: "ar", options: o)
        XCTAssertEqual(m.lineDetails.map(\.lineBox.heightPx), [20, 23, 20])
        XCTAssertEqual(m.lines, 1)
        XCTAssertEqual(m.clippedLines, 2)
    }

    // MARK: White space (CSS Text 3 §4.1.1, `white-space: normal`)

    func testWebCollapsesSpacesAndNativeProfilesDoNot() throws {
        var web = Fixtures.options("Roboto", size: 17)
        web.platform.webPlatform = .headless
        let plain = try Fixtures.measurer.measure("Add to", locale: "en", options: web)
        for text in ["Add  to", " Add to ", "Add \t to"] {
            XCTAssertEqual(try Fixtures.measurer.measure(text, locale: "en", options: web).widthPx, plain.widthPx, accuracy: 1e-9, text)
        }
        // hb-shape: the double space is one space's advance wider where no collapsing happens.
        let oneSpace = try HBShape.width(font: Fixtures.font("Roboto-Regular.ttf"), text: " ", upem: 2048, size: 17)
        var android = web
        android.profile = .android
        let kept = try Fixtures.measurer.measure("Add  to", locale: "en", options: android)
        let single = try Fixtures.measurer.measure("Add to", locale: "en", options: android)
        XCTAssertEqual(kept.widthPx - single.widthPx, oneSpace, accuracy: 1e-6)
    }

    // MARK: Fallback cache (FontRegistry)

    /// The system fallback is chosen for the whole cluster: a font that has ☃ (U+2603) but not the
    /// combining U+1AB0 must not be reused for «☃᪰», and a failed «☃᪰» must not hide the font for a lone ☃.
    /// Expected answers come from `fc-list` (which fonts cover which characters).
    func testFallbackIsCachedPerCluster() throws {
        func fcCovers(_ charset: String) throws -> Bool {
            let (status, out) = try CLI.tool("/usr/bin/fc-list", [":charset=\(charset)", "file"])
            return status == 0 && !out.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        guard FileManager.default.fileExists(atPath: "/usr/bin/fc-list") else { throw XCTSkip("fc-list not installed") }
        let snowman = try fcCovers("2603"), both = try fcCovers("2603 1ab0")
        guard snowman else { throw XCTSkip("no system font covers U+2603") }
        for order in [["☃᪰", "☃"], ["☃", "☃᪰"]] {
            let registry = try FontRegistry(bundledDirectory: Fixtures.fonts)
            let measurer = Measurer(registry: registry)
            let o = Fixtures.options("Roboto")
            for text in order {
                let m = try measurer.measure(text, locale: "en", options: o)
                let expectMissing = text == "☃" ? false : !both
                XCTAssertEqual(!m.missing.isEmpty, expectMissing, "\(order): «\(text)»")
            }
        }
        if both {
            // The assertions above held, but a cache keyed by the first code point would pass them too.
            throw XCTSkip("one system font covers both ☃ and U+1AB0 here: a per-cluster cache cannot be told from a per-scalar one")
        }
    }

    // MARK: Minimum line-height

    /// «a» with 40 × U+0323 in Noto Sans at 17 px: the dots reach far below 5 × the size, so the search
    /// has to go past its first upper bound; at the answer nothing clips and 0.01 less clips (measured
    /// again, with a fixed line-height). `px` is the unitless value × size floored to 1/64 px.
    func testMinimumLineHeightSearchGoesPastItsFirstBound() throws {
        let text = "a" + String(repeating: "\u{0323}", count: 40)
        var o = Fixtures.options("Noto Sans", size: 17)
        o.platform.webPlatform = .headless
        let m = try Fixtures.measurer.measure(text, locale: "en", options: o)
        let ink = try HBShape.ink(font: Fixtures.font("NotoSans-Regular.ttf"), text: text, upem: 1000, size: 17)
        XCTAssertGreaterThan(ink.bottom, 5 * 17, "the test needs ink past 5 × the size")
        XCTAssertTrue(m.minLineHeight.found)
        XCTAssertGreaterThan(m.minLineHeight.unitless, 5)
        var at = o; at.lineHeight = .multiple(m.minLineHeight.unitless)
        XCTAssertFalse(try Fixtures.measurer.measure(text, locale: "en", options: at).clip.clips)
        at.lineHeight = .multiple(m.minLineHeight.unitless - 0.01)
        XCTAssertTrue(try Fixtures.measurer.measure(text, locale: "en", options: at).clip.clips)
        XCTAssertEqual(m.minLineHeight.px, (m.minLineHeight.unitless * 17 * 64).rounded(.down) / 64)
    }

    func testMinimumLineHeightSaysWhenNothingUpToTheLimitIsClipFree() {
        let r = MinimumLineHeight.find(size: 10, clips: { _ in true })
        XCTAssertFalse(r.found)
        XCTAssertEqual(r.unitless, Double(MinimumLineHeight.limitHundredths) / 100)
    }

    // MARK: hhea (FreeType `sfobjs.c` `sfnt_load_face`)

    /// A copy of Roboto with hhea ascender and descender zeroed: FreeType then takes OS/2's typo values
    /// (both non-zero here), and so must LabelFit.
    func testZeroHheaFallsBackToTypoAsFreeTypeDoes() throws {
        let path = Fixtures.font("Roboto-Regular.ttf")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        var hhea = 0
        for i in 0..<u16(4) where String(decoding: bytes[12 + 16 * i..<12 + 16 * i + 4], as: UTF8.self) == "hhea" {
            hhea = u16(12 + 16 * i + 8) << 16 | u16(12 + 16 * i + 10)
        }
        XCTAssertGreaterThan(hhea, 0)
        for o in hhea + 4..<hhea + 8 { bytes[o] = 0 }
        let dir = TempDir()
        let copy = dir.write("zero-hhea.ttf", Data(bytes))
        let tables = try FontTables(path: copy)
        XCTAssertEqual([tables.hheaAscender, tables.hheaDescender], [0, 0])
        XCTAssertNotEqual(tables.typoAscender, 0)
        let face = try FontFace(path: copy)
        XCTAssertEqual(face.metrics.hheaAscender, tables.typoAscender)
        XCTAssertEqual(face.metrics.hheaDescender, tables.typoDescender)
        XCTAssertEqual(face.metrics.hheaLineGap, tables.typoLineGap)
    }
}

/// `labelfit.json` and the API spell the new settings as keys under "platform".
final class PlatformOptionsDecodingTests: XCTestCase {
    func decode(_ json: String) throws -> PlatformOptions {
        try JSONDecoder().decode(PlatformOptions.self, from: Data(json.utf8))
    }

    func testElegantTextHeightTakesABooleanOrAWord() throws {
        XCTAssertEqual(try decode(#"{"elegant_text_height": true}"#).elegantTextHeight, .true)
        XCTAssertEqual(try decode(#"{"elegant_text_height": false}"#).elegantTextHeight, .false)
        XCTAssertEqual(try decode(#"{"elegant_text_height": "unset"}"#).elegantTextHeight, .unset)
        XCTAssertEqual(try decode("{}").elegantTextHeight, .unset)
        XCTAssertThrowsError(try decode(#"{"elegant_text_height": "maybe"}"#))
    }

    func testPlatformKeys() throws {
        let p = try decode(#"{"web_platform": "webkitgtk", "text_rendering": "geometricPrecision", "target_sdk": 34, "line_height_mode": "tight", "leading_distribution": "even", "text_height_behavior": "disable-all"}"#)
        XCTAssertEqual(p.webPlatform, .webkitgtk)
        XCTAssertEqual(p.textRendering, .geometricPrecision)
        XCTAssertEqual(p.targetSdk, 34)
        XCTAssertEqual(p.lineHeightMode, .tight)
        XCTAssertEqual(p.leadingDistribution, .even)
        XCTAssertEqual(p.textHeightBehavior, .disableAll)
        XCTAssertThrowsError(try decode(#"{"web_platform": "firefox"}"#))
        var o = MeasureOptions()
        o.platform = try decode(#"{"target_sdk": 99}"#)
        XCTAssertThrowsError(try o.validate()) { XCTAssertTrue("\($0)".contains("platform.target_sdk"), "\($0)") }
    }
}
