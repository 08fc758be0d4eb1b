import CFreeType
import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// LabelFit's widths and ink against independent sources: hb-shape and FreeType's outline boxes.
final class ShapingAgreementTests: XCTestCase {
    func testWidthsAgreeWithHBShapeForSeedLabelsInEveryBundledFont() throws {
        for file in Fixtures.arabicFonts + Fixtures.latinFonts {
            let path = Fixtures.font(file)
            let upem = try FontTables(path: path).unitsPerEm
            let arabicFont = Fixtures.arabicFonts.contains(file)
            for pair in Fixtures.seedPairs {
                let text = arabicFont ? pair.ar : pair.en
                let expected = try HBShape.width(font: path, text: text, upem: upem, size: 17)
                let measured = try Fixtures.measurer.measure(text, locale: arabicFont ? "ar" : "en", options: Fixtures.options(path))
                XCTAssertEqual(measured.widthPx, expected, accuracy: 0.01, "\(file): \(text)")
                XCTAssertTrue(measured.missing.isEmpty, "\(file): \(text)")
            }
        }
    }

    func testFeaturesReachHarfBuzz() throws {
        let path = Fixtures.font("Roboto-Regular.ttf")
        let text = "AVATAR To"
        let kerned = try HBShape.width(font: path, text: text, upem: 2048, size: 17)
        let unkerned = try HBShape.width(font: path, text: text, upem: 2048, size: 17, extra: ["--features=-kern"])
        XCTAssertNotEqual(kerned, unkerned, accuracy: 0.01, "the sample must be one kerning changes")
        var options = Fixtures.options(path)
        options.features = try FeatureList(["-kern"])
        XCTAssertEqual(try Fixtures.measurer.measure(text, locale: "en", options: options).widthPx, unkerned, accuracy: 0.01)
    }

    func testInkAgreesWithHBShapeExtents() throws {
        for file in ["NotoNaskhArabicUI-Regular.ttf", "Amiri-Regular.ttf", "NotoSansArabic-Bold.ttf"] {
            let path = Fixtures.font(file)
            let upem = try FontTables(path: path).unitsPerEm
            for pair in Fixtures.seedPairs + [("", "يجح"), ("", "بِسْمِ")] {
                let expected = try HBShape.ink(font: path, text: pair.ar, upem: upem, size: 17)
                let m = try Fixtures.measurer.measure(pair.ar, locale: "ar", options: Fixtures.options(path))
                XCTAssertEqual(m.ink.topPx, expected.top, accuracy: 0.001, "\(file): \(pair.ar)")
                XCTAssertEqual(m.ink.bottomPx, expected.bottom, accuracy: 0.001, "\(file): \(pair.ar)")
            }
        }
    }

    /// A one-font line's ink is its extreme in font units scaled once, units × size / upem, so each
    /// edge is the correctly rounded value of that fraction (806 units at 17 px in a 1000-unit font is
    /// exactly the double nearest 13.702, where units × (size / upem) gives 13.702000000000002).
    func testOneFontInkIsFontUnitsScaledOnce() throws {
        for file in ["NotoNaskhArabicUI-Regular.ttf", "Roboto-Regular.ttf"] {
            let path = Fixtures.font(file)
            let upem = try FontTables(path: path).unitsPerEm
            let arabicFont = file.hasPrefix("Noto")
            for pair in Fixtures.seedPairs {
                let text = arabicFont ? pair.ar : pair.en
                let u = try HBShape.inkUnits(font: path, text: text, upem: upem)
                let m = try Fixtures.measurer.measure(text, locale: arabicFont ? "ar" : "en", options: Fixtures.options(path))
                let scale = { (units: Int) in Double(units) * 17 / Double(upem) }
                XCTAssertEqual(m.ink.topPx, scale(u.top), "\(file): \(text)")
                XCTAssertEqual(m.ink.bottomPx, scale(u.bottom), "\(file): \(text)")
                XCTAssertEqual(m.ink.leftPx, scale(u.left), "\(file): \(text)")
                XCTAssertEqual(m.ink.rightPx, scale(u.right), "\(file): \(text)")
            }
        }
        XCTAssertEqual(Double(806) * 17 / 1000, 13.702)
        XCTAssertNotEqual(Double(806) * (17.0 / 1000), 13.702)
    }

    /// HarfBuzz's glyf reader and FreeType's outline control box must agree on every glyph we use.
    func testGlyphBoundsAgreeWithFreeTypeOutlineBoxes() throws {
        var library: FT_Library?
        XCTAssertEqual(FT_Init_FreeType(&library), 0)
        defer { FT_Done_FreeType(library) }
        for file in ["NotoNaskhArabicUI-Regular.ttf", "Amiri-Regular.ttf", "Roboto-Regular.ttf"] {
            let path = Fixtures.font(file)
            var face: FT_Face?
            XCTAssertEqual(FT_New_Face(library, path, 0, &face), 0)
            defer { FT_Done_Face(face) }
            let fontFace = try FontFace(path: path)
            for scalar in "يجحإضافةDeleteQy".unicodeScalars {
                guard let glyph = fontFace.nominalGlyph(scalar.value) else { continue }
                XCTAssertEqual(FT_Load_Glyph(face, glyph, lf_ft_load_no_scale()), 0)
                var box = FT_BBox()
                FT_Outline_Get_CBox(&face!.pointee.glyph.pointee.outline, &box)
                let ours = fontFace.extents(of: glyph)
                XCTAssertEqual(Int(ours.yMax), box.yMax, "\(file) \(scalar)")
                XCTAssertEqual(Int(ours.yMin), box.yMin, "\(file) \(scalar)")
                XCTAssertEqual(Int(ours.xMin), box.xMin, "\(file) \(scalar)")
                XCTAssertEqual(Int(ours.xMax), box.xMax, "\(file) \(scalar)")
            }
        }
    }

    func testVerticalMetricsMatchTheFontTables() throws {
        for file in Fixtures.arabicFonts + Fixtures.latinFonts {
            let tables = try FontTables(path: Fixtures.font(file))
            let m = try FontFace(path: Fixtures.font(file)).metrics
            XCTAssertEqual(m.unitsPerEm, tables.unitsPerEm, file)
            XCTAssertEqual(m.hheaAscender, tables.hheaAscender, file)
            XCTAssertEqual(m.hheaDescender, tables.hheaDescender, file)
            XCTAssertEqual(m.typoAscender, tables.typoAscender, file)
            XCTAssertEqual(m.typoDescender, tables.typoDescender, file)
            XCTAssertEqual(m.useTypoMetrics, tables.useTypo, file)
            XCTAssertEqual(m.headYMin, tables.headYMin, file)
            XCTAssertEqual(m.headYMax, tables.headYMax, file)
            XCTAssertEqual(m.ascent, tables.ascent, file)
            XCTAssertEqual(m.descent, tables.descent, file)
        }
    }
}
