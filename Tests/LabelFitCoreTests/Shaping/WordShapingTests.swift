import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Word-by-word shaping through the cache must give exactly the glyphs whole-run shaping gives, and
/// both must agree with hb-shape where kerning reaches across a space.
final class WordShapingTests: XCTestCase {
    static let allFonts = Fixtures.latinFonts + Fixtures.arabicFonts

    /// Every Corpus string, every pair of printable ASCII characters around a space, Arabic letters
    /// around spaces in each joining position, and the cases that must fall back.
    static func texts(arabic: Bool) throws -> [String] {
        let tsv = try String(contentsOf: Fixtures.root.appendingPathComponent("Corpus/tsv/action-sheet-labels.tsv"), encoding: .utf8)
        var out = tsv.split(separator: "\n").dropFirst().flatMap { line -> [String] in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return [f[1], f[2]]
        }
        let ascii = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        if !arabic {
            for a in ascii { out.append(ascii.map { a + " " + $0 }.joined(separator: " ")) }
        } else {
            let letters = "ابتثجحخدذرزسشصضطظعغفقكلمنهوية".map(String.init)
            for a in letters { out.append(letters.map { a + a + " " + $0 + $0 }.joined(separator: " ")) }
        }
        out += [" leading", "trailing ", "  double  spaces ", "a \u{301}mark on a space", " ", "T", "To  T", "بِسْمِ اللّٰهِ",
                "نص مع ، فاصلة", "إضافة إلى الشاشة الرئيسية ", "T. V, Y; \"A\" 'W'",
                // Runs that touch without a space (script, direction or font changes inside a word):
                // the edge words are shaped in place with context.
                "قبلPDFبعد كلمة أخرى", "إضافة%@إلى الشاشة الرئيسية", "abcأبجد efg hij", "مشاركة مع Alex(2)عبر WhatsApp اليوم",
                "x\u{0644}\u{0627} y", "كلمة١٢٣كلمة ثانية"]
        return out
    }

    func testWordByWordShapingEqualsWholeRunShapingInEveryBundledFont() throws {
        var usedWordPath = 0, runs = 0
        for file in Self.allFonts {
            let arabic = Fixtures.arabicFonts.contains(file)
            let stack = try Fixtures.registry.faces(for: FontStack(families: [Fixtures.font(file)]))
            for text in try Self.texts(arabic: arabic) {
                let p = Paragraph(text: UnicodeText(text), locale: arabic ? "ar" : "en", stack: stack, registry: Fixtures.registry,
                                  options: MeasureOptions(), buffer: ShapingBuffer())
                p.text.scalars.withUnsafeBufferPointer { buffer in
                    for run in p.runs where run.face === stack[0] {
                        if run.range.count > 1 { runs += 1 }
                        let whole = p.shaper.shapeWhole(run, in: buffer).glyphs
                        // Twice: the first fills the cache, the second reads it.
                        for _ in 0..<2 {
                            guard let words = p.shaper.shapeByWords(run, in: buffer) else { continue }
                            usedWordPath += 1
                            XCTAssertEqual(words, whole, "\(file): «\(text)» \(run.range)")
                        }
                        XCTAssertEqual(p.shaper.shape(run, in: buffer).glyphs, whole, "\(file): «\(text)»")
                    }
                }
            }
        }
        // The path must really be taken: every face but Amiri's qualifies, and most runs longer than a
        // lone space (Arabic words fall back to another font in a Latin face, leaving the spaces) have
        // single spaces only.
        XCTAssertGreaterThan(usedWordPath, runs)
    }

    /// A run with some words cached and some new: the new pieces are shaped and put in the cache next
    /// to the cached ones. Three checks, each against shaping the same text whole or alone: the run with
    /// hits and misses; the same run again, all read back from the cache; and every piece the cache
    /// holds, against that piece shaped alone (what the cache promises to hold).
    func testARunMixingCachedAndNewWordsEqualsWholeRunShaping() throws {
        let latin = ["Share to Files", "Open Share and to Files now", "Keep Files and Share to now Tab", "T. V, Y; \"A\" 'W' To Try"]
        let arabic = ["مشاركة إلى الملفات", "فتح مشاركة و إلى الملفات الآن", "احفظ الملفات و مشاركة إلى الآن لسان",
                      "إضافة إلى الشاشة الرئيسية", "الشاشة إضافة الرئيسية إلى"]
        var mixedRuns = 0, cutPieces = 0
        for file in Self.allFonts {
            let isArabic = Fixtures.arabicFonts.contains(file)
            let stack = try Fixtures.registry.faces(for: FontStack(families: [Fixtures.font(file)]))
            guard stack[0].shapesWordByWord else { continue }
            let buffer = ShapingBuffer()
            for text in isArabic ? arabic : latin {
                let p = Paragraph(text: UnicodeText(text), locale: isArabic ? "ar" : "en", stack: stack, registry: Fixtures.registry,
                                  options: MeasureOptions(), buffer: buffer)
                p.text.scalars.withUnsafeBufferPointer { scalars in
                    for run in p.runs where run.face === stack[0] {
                        let whole = p.shaper.shapeWhole(run, in: scalars).glyphs
                        let (hits, misses) = (buffer.words.hits, buffer.words.misses)
                        XCTAssertEqual(p.shaper.shapeByWords(run, in: scalars), whole, "\(file): «\(text)»")
                        if buffer.words.hits > hits && buffer.words.misses > misses { mixedRuns += 1 }
                        XCTAssertEqual(p.shaper.shapeByWords(run, in: scalars), whole, "\(file): «\(text)» from the cache")
                        for entry in buffer.words.entries
                        where entry.face == run.face.serial && entry.rtl == run.isRTL && entry.script == run.script.rawValue
                            && entry.scalars.first.map({ $0 < WordShapeCache.contextMarker }) ?? true {
                            var alone = run
                            alone.range = 0..<entry.scalars.count
                            let shaped = entry.scalars.withUnsafeBufferPointer { p.shaper.shapeWhole(alone, in: $0).glyphs }
                            XCTAssertEqual(entry.glyphs, shaped, "\(file): piece «\(String(String.UnicodeScalarView(entry.scalars.compactMap(Unicode.Scalar.init))))»")
                            cutPieces += 1
                        }
                    }
                }
            }
        }
        // The texts after the first reuse some of its words next to new ones, in every qualifying face.
        XCTAssertGreaterThanOrEqual(mixedRuns, 12 * 2)
        XCTAssertGreaterThan(cutPieces, 0)
    }

    /// Runs shaped with their context through the cache (faces that cannot go word by word, runs in a
    /// fallback face, words joined to the neighbouring run) equal `shapeWhole` when shaped first, when
    /// read back, and when the same run stands in another text: with the same five scalars of context
    /// on each side (all HarfBuzz keeps) the entry is reused; with other context it is not, and the
    /// glyphs differ where joining makes them differ.
    func testRunsShapedInContextEqualWholeRunShapingFromTheCache() throws {
        let texts: [(String, String)] = [
            ("قبلPDFبعد كلمة أخرى", "ar"), ("ملفPDFبعد", "ar"), ("إضافة%@إلى الشاشة الرئيسية", "ar"), ("مشاركة مع Alex(2)عبر WhatsApp اليوم", "ar"),
            ("كلمة١٢٣كلمة ثانية", "ar"), ("نص (مع) أقواس / وشرطة - هنا", "ar"), ("abcأبجد efg hij", "en"), ("Open “Files” – now…", "en"),
        ]
        var hits = 0, runs = 0
        for file in Self.allFonts {
            let stack = try Fixtures.registry.faces(for: FontStack(families: [Fixtures.font(file)]))
            let buffer = ShapingBuffer()
            for (text, locale) in texts + texts {
                let p = Paragraph(text: UnicodeText(text), locale: locale, stack: stack, registry: Fixtures.registry,
                                  options: MeasureOptions(), buffer: buffer)
                p.text.scalars.withUnsafeBufferPointer { scalars in
                    for run in p.runs {
                        runs += 1
                        let whole = p.shaper.shapeWhole(run, in: scalars).glyphs
                        let before = buffer.words.hits
                        XCTAssertEqual(p.shaper.shapeInContext(run, in: scalars), whole, "\(file): «\(text)» \(run.range)")
                        hits += buffer.words.hits - before
                    }
                }
            }
        }
        // The second pass over the texts reads every run back.
        XCTAssertGreaterThanOrEqual(hits, runs / 2)

        // The same item after other context: «بعد» joins to a preceding Arabic letter, not to "PDF".
        let naskh = try Fixtures.registry.faces(for: FontStack(families: [Fixtures.font("NotoNaskhArabic-Regular.ttf")]))
        let buffer = ShapingBuffer()
        var shapes: [[UInt32]] = []
        for text in ["قبل PDFبعد", "قبل بعبعد"] {
            let p = Paragraph(text: UnicodeText(text), locale: "ar", stack: naskh, registry: Fixtures.registry, options: MeasureOptions(), buffer: buffer)
            let scalars = p.text.scalars
            let lo = scalars.count - 3
            var run = p.runs.first { $0.range.contains(lo) }!
            run.range = lo..<scalars.count
            scalars.withUnsafeBufferPointer { all in
                let glyphs = p.shaper.shapeInContext(run, in: all)
                XCTAssertEqual(glyphs, p.shaper.shapeWhole(run, in: all).glyphs, text)
                shapes.append(glyphs.map(\.glyph))
            }
        }
        XCTAssertNotEqual(shapes[0], shapes[1], "the initial form after PDF, the medial form after an Arabic letter")
    }

    func testWhichFacesShapeWordByWord() throws {
        // Amiri has the space as context in a GPOS contextual lookup (its table says so; see
        // lf_face_shapes_word_by_word); Roboto only kerns pairs with it, which word shaping handles.
        XCTAssertFalse(try FontFace(path: Fixtures.font("Amiri-Regular.ttf")).shapesWordByWord)
        XCTAssertTrue(try FontFace(path: Fixtures.font("Roboto-Regular.ttf")).shapesWordByWord)
        XCTAssertTrue(try FontFace(path: Fixtures.font("NotoNaskhArabicUI-Regular.ttf")).shapesWordByWord)
    }

    /// Roboto kerns "T " and " T" (hb-shape shows 1222 → 1182 and 508 → 468 font units); the word path
    /// must put both adjustments where hb-shape does, glyph by glyph.
    func testKerningAcrossSpacesAgreesWithHBShapeGlyphByGlyph() throws {
        let path = Fixtures.font("Roboto-Regular.ttf")
        let upem = try FontTables(path: path).unitsPerEm
        let stack = try Fixtures.registry.faces(for: FontStack(families: [path]))
        for text in ["Tap To Try T", "AT TA YA VA", "Your Turn: T. V", "T"] {
            let expected = try HBShape.run(font: path, text: text, upem: upem)
            let p = Paragraph(text: UnicodeText(text), locale: "en", stack: stack, registry: Fixtures.registry,
                              options: MeasureOptions(), buffer: ShapingBuffer())
            let glyphs = p.text.scalars.withUnsafeBufferPointer { buffer in p.runs.flatMap { p.shaper.shape($0, in: buffer).glyphs } }
            XCTAssertEqual(glyphs.map { Int($0.glyph) }, expected.map(\.g), text)
            XCTAssertEqual(glyphs.map(\.cluster), expected.map(\.cl), text)
            XCTAssertEqual(glyphs.map { Int($0.xAdvance) }, expected.map(\.ax), text)
            XCTAssertEqual(glyphs.map { Int($0.xOffset) }, expected.map(\.dx), text)
            XCTAssertEqual(glyphs.map { Int($0.yOffset) }, expected.map(\.dy), text)
        }
        let kerned = try HBShape.run(font: path, text: "T T", upem: upem)
        XCTAssertEqual(kerned.map(\.ax), [1182, 468, 1222], "the sample must be one where kerning reaches across the space")
    }
}
