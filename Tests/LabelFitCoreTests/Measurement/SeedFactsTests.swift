import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The design note's claims, as measured numbers. Expected widths come from hb-shape, boxes from the
/// tables by hand, ink from hb-shape's extents.
final class SeedFactsTests: XCTestCase {
    let naskhUI = Fixtures.font("NotoNaskhArabicUI-Regular.ttf")
    let roboto = Fixtures.font("Roboto-Regular.ttf")

    func testDeleteIsHalfInCharactersAndNarrowerInPixels() throws {
        let pair = try Fixtures.measurer.measurePair(
            source: "Delete", target: "حذف", sourceOptions: Fixtures.options("Roboto"),
            targetOptions: Fixtures.options("Noto Naskh Arabic UI"))
        XCTAssertEqual(pair.source?.characters, 6)
        XCTAssertEqual(pair.target?.characters, 3)
        XCTAssertEqual(pair.growthChars, 0.5)
        let en = try HBShape.width(font: roboto, text: "Delete", upem: 2048, size: 17)
        let ar = try HBShape.width(font: naskhUI, text: "حذف", upem: 1000, size: 17)
        XCTAssertEqual(pair.source!.widthPx, en, accuracy: 0.01)
        XCTAssertEqual(pair.target!.widthPx, ar, accuracy: 0.01)
        XCTAssertEqual(pair.growthPx!, ar / en, accuracy: 0.001)
    }

    func testAddToHomeScreenIsLongerInCharactersThanInPixels() throws {
        let pair = try Fixtures.measurer.measurePair(
            source: "Add to Home Screen", target: "إضافة إلى الشاشة الرئيسية", sourceOptions: Fixtures.options("Roboto"),
            targetOptions: Fixtures.options("Noto Naskh Arabic UI"))
        XCTAssertEqual(pair.source?.characters, 18)
        XCTAssertEqual(pair.target?.characters, 25)
        XCTAssertEqual(pair.growthChars!, 25.0 / 18.0, accuracy: 1e-9)  // "a third longer" in characters
        let en = try HBShape.width(font: roboto, text: "Add to Home Screen", upem: 2048, size: 17)
        let ar = try HBShape.width(font: naskhUI, text: "إضافة إلى الشاشة الرئيسية", upem: 1000, size: 17)
        XCTAssertEqual(pair.growthPx!, ar / en, accuracy: 0.001)
        XCTAssertLessThan(pair.growthPx!, pair.growthChars!, "pixels grow less than characters here")
    }

    func testYehJeemHahInAmiriAtLineHeight1ClipsAtTheBottom() throws {
        // Amiri: upem 1000, typo 1124/−634, USE_TYPO_METRICS set. At 17 px: A = round(19.108) = 19,
        // D = round(10.778) = 11. L = 17 → L64 = 1088; leading64 = 1088 − 1920 = −832; half = −416 → floor(−6.5) = −7.
        // Box: 19 − 7 = 12 above the baseline, 17 − 12 = 5 below.
        let tables = try FontTables(path: Fixtures.font("Amiri-Regular.ttf"))
        XCTAssertEqual([tables.unitsPerEm, tables.ascent, tables.descent], [1000, 1124, 634])
        let m = try Fixtures.measurer.measure("يجح", locale: "ar", options: Fixtures.options("Amiri", lineHeight: .multiple(1.0)))
        XCTAssertEqual(m.lineBox.topPx, 12)
        XCTAssertEqual(m.lineBox.bottomPx, 5)
        let ink = try HBShape.ink(font: Fixtures.font("Amiri-Regular.ttf"), text: "يجح", upem: 1000, size: 17)
        XCTAssertEqual(m.clip.bottomPx, ink.bottom - 5, accuracy: 1e-9)
        XCTAssertGreaterThan(m.clip.bottomPx, 4)
        XCTAssertEqual(m.clip.bottomCharacter, "ح")
        XCTAssertEqual(m.verdict, .clips)
    }

    func testLatinInRobotoAt1_2DoesNotClip() throws {
        // Box by hand (LineBoxTests): Roboto at 17 px, 1.2 → 16 above the baseline, 1305/64 − 16 = 4.390625 below.
        for pair in Fixtures.seedPairs {
            let m = try Fixtures.measurer.measure(pair.en, locale: "en", options: Fixtures.options("Roboto", lineHeight: .multiple(1.2)))
            let ink = try HBShape.ink(font: roboto, text: pair.en, upem: 2048, size: 17)
            XCTAssertLessThan(ink.top, 16, pair.en)
            XCTAssertLessThan(ink.bottom, 4.390625, pair.en)
            XCTAssertEqual([m.lineBox.topPx, m.lineBox.bottomPx], [16, 4.390625], pair.en)
            XCTAssertFalse(m.clip.clips, pair.en)
            XCTAssertEqual(m.verdict, .fits, pair.en)
        }
    }

    func testALineHeightTunedOnRobotoClipsTheArabicFallback() throws {
        // Roboto's own A + D at 17 px is 16 + 4 = 20 px, so 1.18 (20.06 px) suits it.
        // L64 = floor(1283.84) = 1283; leading64 = 3; half = 1 → 0. Box: 16 above, 1283/64 − 16 = 4.046875 below.
        let options = Fixtures.options("Roboto, Noto Naskh Arabic", lineHeight: .multiple(1.18))
        let english = try Fixtures.measurer.measure("Delete Share Cancel", locale: "en", options: options)
        XCTAssertFalse(english.clip.clips)
        let arabic = try Fixtures.measurer.measure("يجح", locale: "ar", options: options)
        XCTAssertEqual(arabic.lineBox.bottomPx, 4.046875)
        XCTAssertEqual(arabic.fontsUsed.first { $0.role == .primary }?.family, "Roboto")
        XCTAssertEqual(arabic.fontsUsed.first { $0.drewGlyphs }?.family, "Noto Naskh Arabic")
        let ink = try HBShape.ink(font: Fixtures.font("NotoNaskhArabic-Regular.ttf"), text: "يجح", upem: 1000, size: 17)
        XCTAssertEqual(arabic.clip.bottomPx, ink.bottom - 4.046875, accuracy: 1e-9)
        XCTAssertGreaterThan(arabic.clip.bottomPx, 0)
        XCTAssertEqual(arabic.verdict, .clips)
    }

    func testMinimumLineHeightIsTheEdgeOfClipping() throws {
        for text in ["يجح", "إضافة إلى الشاشة الرئيسية"] {
            let m = try Fixtures.measurer.measure(text, locale: "ar", options: Fixtures.options("Amiri"))
            let lh = m.minLineHeight.unitless
            let at = try Fixtures.measurer.measure(text, locale: "ar", options: Fixtures.options("Amiri", lineHeight: .multiple(lh)))
            let below = try Fixtures.measurer.measure(text, locale: "ar", options: Fixtures.options("Amiri", lineHeight: .multiple(lh - 0.01)))
            XCTAssertFalse(at.clip.clips, text)
            XCTAssertTrue(below.clip.clips, text)
            let atPx = try Fixtures.measurer.measure(text, locale: "ar", options: Fixtures.options("Amiri", lineHeight: .px(Double(m.minLineHeight.wholePx))))
            let belowPx = try Fixtures.measurer.measure(text, locale: "ar", options: Fixtures.options("Amiri", lineHeight: .px(Double(m.minLineHeight.wholePx - 1))))
            XCTAssertFalse(atPx.clip.clips, text)
            XCTAssertTrue(belowPx.clip.clips, text)
        }
    }
}
