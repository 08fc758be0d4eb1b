import XCTest
import CUnicode
@testable import LabelFitCore
import LabelFitTestSupport

/// The shortcuts around ICU must agree with ICU.
final class BidiFastPathTests: XCTestCase {
    /// The bit table below U+0800 answers as the list it was made from, for every scalar.
    func testArabicOrNeutralTableEqualsItsList() {
        for c in UInt32(0)...0x10FFFF where TextItemizer.isArabicOrNeutral(c) != TextItemizer.isArabicOrNeutralByList(c) {
            XCTFail("U+\(String(c, radix: 16))")
        }
    }

    func icuLevels(_ text: String, rtl: Bool) -> [UInt8] {
        let scalars = text.unicodeScalars.map(\.value)
        var levels = [UInt8](repeating: 0, count: scalars.count)
        var paragraph: UInt8 = 0
        _ = scalars.withUnsafeBufferPointer { lf_bidi_levels($0.baseAddress, Int32($0.count), UInt8(rtl ? LF_PARAGRAPH_RTL : LF_PARAGRAPH_LTR), &levels, &paragraph) }
        return levels
    }

    func testEveryCharacterTheRTLFastPathAcceptsResolvesToLevelOne() {
        var accepted: [UInt32] = []
        for c in UInt32(0)...0xFFFF where TextItemizer.isArabicOrNeutral(c) && Unicode.Scalar(c) != nil { accepted.append(c) }
        XCTAssertGreaterThan(accepted.count, 1000)
        // Each accepted character between Arabic letters, at the start, and at the end.
        for c in accepted {
            let ch = String(Unicode.Scalar(c)!)
            for text in ["ب" + ch + "ب", ch + "ب", "ب" + ch, ch] {
                XCTAssertEqual(icuLevels(text, rtl: true), [UInt8](repeating: 1, count: text.unicodeScalars.count), String(format: "U+%04X in «%@»", c, text))
            }
        }
    }

    func testLTRFastPathAgreesWithICU() {
        for text in ["Delete", "Add to Home Screen", "Share with %@ (2)", "café – naïve", "Ω≈ç √ 3.5%", ""] {
            XCTAssertFalse(text.unicodeScalars.contains { TextItemizer.mayNeedBidi($0.value) })
            XCTAssertEqual(icuLevels(text, rtl: false), [UInt8](repeating: 0, count: text.unicodeScalars.count), text)
        }
    }

    func testEveryPairOfCharactersTheGraphemeFastPathAcceptsIsSplitByICU() {
        let accepted = (UInt32(0)...0xFFFF).filter { UnicodeText.alwaysOwnGrapheme($0) && Unicode.Scalar($0) != nil }
        XCTAssertGreaterThan(accepted.count, 250)
        // Every ordered pair side by side in one text: ICU must put a boundary before every scalar.
        var scalars: [UInt32] = []
        for c in accepted { for d in accepted { scalars += [c, d] } }
        var starts = [UInt8](repeating: 0, count: scalars.count)
        XCTAssertEqual(scalars.withUnsafeBufferPointer { lf_grapheme_starts($0.baseAddress, Int32($0.count), &starts) }, 0)
        let joined = starts.indices.filter { starts[$0] == 0 }
        XCTAssertEqual(joined.count, 0, joined.prefix(5).map { String(format: "U+%04X U+%04X", scalars[$0 - 1], scalars[$0]) }.joined(separator: ", "))
        // And the fast path is what UnicodeText uses for such text.
        let text = UnicodeText("إضافة إلى Home، ١٢٣")
        XCTAssertEqual(text.graphemeStarts(), text.icuGraphemeStarts())
    }

    /// The marks' fast path: every Arabic mark it takes is Extend to ICU (no boundary before it after a
    /// letter, after another mark, or after any scalar of the plain fast path), and ICU breaks before
    /// every plain scalar that follows a mark; texts of letters and marks come out as ICU says.
    func testArabicMarksJoinTheClusterBeforeThemAsICUSays() {
        let marks = (UInt32(0x0600)...0x06FF).filter { UnicodeText.isArabicExtend($0) }
        XCTAssertEqual(marks.count, 11 + 21 + 1 + 7 + 6 + 2 + 4)
        let plain = (UInt32(0)...0xFFFF).filter { UnicodeText.alwaysOwnGrapheme($0) && Unicode.Scalar($0) != nil }
        // Each plain scalar, then each mark, then the plain scalar again: boundaries at the first and
        // third positions only. Then two marks in a row after a letter.
        var scalars: [UInt32] = [], expected: [Bool] = []
        for c in plain { for m in marks { scalars += [c, m, c]; expected += [true, false, true] } }
        for m in marks { for n in marks { scalars += [0x0628, m, n]; expected += [true, false, false] } }
        var starts = [UInt8](repeating: 0, count: scalars.count)
        XCTAssertEqual(scalars.withUnsafeBufferPointer { lf_grapheme_starts($0.baseAddress, Int32($0.count), &starts) }, 0)
        let wrong = starts.indices.filter { (starts[$0] != 0) != expected[$0] }
        XCTAssertEqual(wrong.count, 0, wrong.prefix(5).map { String(format: "U+%04X at %d", scalars[$0], $0) }.joined(separator: ", "))
        for text in ["بِسْمِ اللَّهِ", "إِضَافَة إلى الشاشة", "\u{064B}ب", "مُحَمَّدٌ ١٢٣ Home", "ـًٌ", "\u{0670}"] {
            let t = UnicodeText(text)
            XCTAssertNotNil(t.markedGraphemeStarts(), text)
            XCTAssertEqual(t.graphemeStarts(), t.icuGraphemeStarts(), text)
        }
        XCTAssertNil(UnicodeText("ن\u{200D}ب").markedGraphemeStarts())
    }

    func testSwiftGraphemesAgreeWithICU() {
        for text in ["إضافة", "بِسْمِ اللّٰه", "e\u{301}clair", "👩‍👩‍👧 🇸🇦", "ن\u{200D}", "क्षि", "\r\n", "لا"] {
            let t = UnicodeText(text)
            XCTAssertEqual(t.swiftGraphemeStarts(), t.icuGraphemeStarts(), text)
            XCTAssertEqual(t.graphemeStarts(), t.icuGraphemeStarts(), text)
        }
    }
}

final class HardBreakTests: XCTestCase {
    func testHardBreaksAgreeWithICUMandatoryBreaks() throws {
        let registry = Fixtures.registry
        let stack = try registry.faces(for: FontStack(parsing: "Roboto"))
        for text in ["Copy\nLink", "a\r\nb", "a\rb", "a\u{2028}b\u{2029}c", "x\u{85}y\u{0B}z\u{0C}w", "no breaks here", "end\n", "\n\nstart"] {
            let p = Paragraph(text: UnicodeText(text), locale: "en", stack: stack, registry: registry, options: MeasureOptions(), buffer: ShapingBuffer())
            for i in 1..<p.count {  // interior boundaries; ICU marks the end of text allowed or mandatory either way
                XCTAssertEqual(p.isHardBreak(at: i), p.isMandatoryBreak(at: i), "\(text.debugDescription) at \(i)")
            }
        }
    }
}
