import CHarfBuzz
import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// `GlyphAdvanceCache` answers what HarfBuzz answers for every glyph of a font, on first use and from
/// its slot after, and for glyph ids past the font's count (asked of HarfBuzz each time).
final class GlyphAdvanceCacheTests: XCTestCase {
    func testEveryGlyphsCachedAdvanceIsHarfBuzzsOwn() throws {
        for file in ["NotoNaskhArabicUI-Regular.ttf", "Roboto-Regular.ttf"] {
            let path = Fixtures.font(file)
            // An hb_font of our own at scale = upem, made here, not the face's.
            let blob = hb_blob_create_from_file(path), face = hb_face_create(blob, 0), font = hb_font_create(face)
            defer { hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob) }
            let upem = Int32(try FontTables(path: path).unitsPerEm)
            hb_font_set_scale(font, upem, upem)
            let count = hb_face_get_glyph_count(face)
            XCTAssertGreaterThan(count, 100)
            let faceUnderTest = try FontFace(path: path)
            for pass in 0..<2 {
                for glyph in 0..<(count + 3) {
                    XCTAssertEqual(faceUnderTest.advance(of: glyph), hb_font_get_glyph_h_advance(font, glyph), "\(file) glyph \(glyph), pass \(pass)")
                }
            }
        }
    }
}
