import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Each rule that keeps a font off the word cache (`lf_face_shapes_word_by_word`), held on a small
/// synthetic font made for it (Tests/Fixtures/fonts/word-cache: make-fonts.py and each font's .ttx
/// source). For the fonts that must be refused, hb-shape shows the space really changes its
/// neighbours; for those that may qualify, word-by-word shaping equals whole-run shaping.
final class WordCacheRuleTests: XCTestCase {
    static func font(_ name: String) -> String {
        Fixtures.root.appendingPathComponent("Tests/Fixtures/fonts/word-cache/\(name)").path
    }

    /// Glyph ids and advances hb-shape gives for `text`.
    func shaped(_ file: String, _ text: String) throws -> [[Int]] {
        try HBShape.run(font: file, text: text, upem: 1000).map { [$0.g, $0.ax, $0.dx, $0.dy] }
    }

    /// The same text as three separately shaped pieces "a", " ", "b": what shaping that never looks
    /// across the space would give.
    func piecewise(_ file: String) throws -> [[Int]] {
        try shaped(file, "a") + shaped(file, " ") + shaped(file, "b")
    }

    func testFontsWhoseRulesReachAcrossASpaceAreRefused() throws {
        // An Extension lookup of two pair subtables, the second moving its pairs' second glyph: each
        // subtable's type is read through its own extension header (it was read from the first).
        // A class-based chaining context whose lookahead names class 0, where the space falls unlisted.
        // A ligature in a lookup whose flag skips marks, in a font whose GDEF calls the space a mark.
        for name in ["ext-pair-moves-second.ttf", "context-class0-reaches-space.ttf", "flag-skips-space.ttf"] {
            let file = Self.font(name)
            XCTAssertFalse(try FontFace(path: file).shapesWordByWord, name)
            XCTAssertNotEqual(try shaped(file, "a b"), try piecewise(file), "\(name): the space should change its neighbours")
        }
    }

    func testTheirHarmlessTwinsQualifyAndShapeAsWholeRuns() throws {
        // Pair kerning with the space, first glyph only, in an Extension lookup of two subtables; the
        // class-0 context with the space listed in a class no rule uses; the ligature without the flag.
        for name in ["ext-pair-first-only.ttf", "context-class0-space-listed.ttf", "flag-keeps-space.ttf"] {
            let file = Self.font(name)
            XCTAssertTrue(try FontFace(path: file).shapesWordByWord, name)
            let stack = try Fixtures.registry.faces(for: FontStack(families: [file]))
            for text in ["a b", "b a b a", "ab ba  ab", "c a b c", " a b "] {
                let p = Paragraph(text: UnicodeText(text), locale: "en", stack: stack, registry: Fixtures.registry,
                                  options: MeasureOptions(), buffer: ShapingBuffer())
                p.text.scalars.withUnsafeBufferPointer { buffer in
                    for run in p.runs {
                        let whole = p.shaper.shapeWhole(run, in: buffer).glyphs
                        for _ in 0..<2 {
                            guard let words = p.shaper.shapeByWords(run, in: buffer) else { continue }
                            XCTAssertEqual(words, whole, "\(name): «\(text)»")
                        }
                    }
                }
            }
        }
        // The kerning is there to be kept: hb-shape moves "a" and the space in "a b".
        let kerned = try shaped(Self.font("ext-pair-first-only.ttf"), "a b")
        XCTAssertEqual(kerned.map { $0[1] }, [500 - 40, 250 - 30, 500])
    }
}
