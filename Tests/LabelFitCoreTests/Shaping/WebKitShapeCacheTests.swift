import CHarfBuzz
import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// WebKitGTK's run widths through the word cache (`Shaper.webKitWidth`) must be, to the bit, the float
/// WebKit sums when HarfBuzz shapes the whole run with WebKit's font: here that whole-run shaping is
/// done again by hand with HarfBuzz's API (`hb_shape` on the run with the text as context, each
/// `x_advance` / 65536 added as a float in output order, as `ComplexTextControllerHarfBuzz.cpp` does).
/// One buffer serves every font, instance and size in turn, so an entry keyed without the size or the
/// instance would be read for the wrong one and fail.
final class WebKitShapeCacheTests: XCTestCase {
    func direct(_ run: TextRun, in scalars: [UInt32], font: OpaquePointer, language: hb_language_t?) -> Float {
        let b = hb_buffer_create()
        defer { hb_buffer_destroy(b) }
        scalars.withUnsafeBufferPointer {
            hb_buffer_add_codepoints(b, $0.baseAddress, Int32($0.count), UInt32(run.range.lowerBound), Int32(run.range.count))
        }
        hb_buffer_set_direction(b, run.isRTL ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(b, run.script)
        hb_buffer_set_language(b, language)
        hb_shape(font, b, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(b, &count)!
        var width: Float = 0
        for i in 0..<Int(count) { width += Float(positions[i].x_advance) / 65536 }
        return width
    }

    func testTheCachedWidthIsTheWholeRunsToTheBitForEveryFaceInstanceAndSize() throws {
        let buffer = ShapingBuffer()
        let kufi = try Fixtures.registry.face(named: Fixtures.variableKufi)
        var faces: [(FontFace, Bool)] = (Fixtures.latinFonts + Fixtures.arabicFonts).map { (try! Fixtures.registry.face(named: Fixtures.font($0)), Fixtures.arabicFonts.contains($0)) }
        faces += [(kufi, true), (Fixtures.registry.instance(of: kufi, applying: [FontVariation(tag: "wght", value: 700)]), true)]
        var compared = 0, cachedPieces = 0
        for px in [13.0, 17, 17.25] {
            for (face, arabic) in faces where !face.hasGraphite {
                let texts = try WordShapingTests.texts(arabic: arabic).prefix(40)
                for text in texts {
                    let p = Paragraph(text: UnicodeText(text), locale: arabic ? "ar" : "en", stack: [face], registry: Fixtures.registry,
                                      options: MeasureOptions(), buffer: buffer)
                    let font = buffer.webKitFont(face, px: px)
                    p.text.scalars.withUnsafeBufferPointer { scalars in
                        for run in p.runs where run.face === face {
                            let expected = direct(run, in: p.text.scalars, font: font.font, language: p.shaper.language)
                            // Twice: the first may fill the cache, the second reads it.
                            for _ in 0..<2 {
                                let hits = buffer.words.hits
                                let got = p.shaper.webKitWidth(run, in: scalars, px: px)
                                XCTAssertEqual(got.bitPattern, expected.bitPattern, "\(face.family) \(face.variations) at \(px) px: «\(text)» \(run.range): \(got) ≠ \(expected)")
                                if buffer.words.hits > hits { cachedPieces += 1 }
                            }
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 1000)
        // The cache is really read: most runs come back from it the second time.
        XCTAssertGreaterThan(cachedPieces, compared / 2)
    }

    /// One key per face (its file and instance) and size, every bit of the size; never a face serial's.
    func testKeysNameTheFaceAndTheSize() throws {
        let keys = WebKitHarfBuzzFont.CacheKeys()
        let a = try XCTUnwrap(keys.id(serial: 7, px: 17))
        XCTAssertEqual(keys.id(serial: 7, px: 17), a)
        XCTAssertNotEqual(keys.id(serial: 7, px: 17.000000000000004), a)
        XCTAssertNotEqual(keys.id(serial: 8, px: 17), a)
        XCTAssertEqual(a & (1 << 62), 1 << 62)
        let face = try Fixtures.registry.face(named: "Amiri")
        let buffer = ShapingBuffer()
        XCTAssertNotEqual(buffer.webKitFont(face, px: 17).cacheID, face.serial)
    }
}
