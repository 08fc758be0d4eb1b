import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// `UnicodeText` decodes UTF-8 itself; it must give the standard library's scalars.
final class UnicodeTextDecodingTests: XCTestCase {
    /// `Array(filledWith:count:)` makes what `Array(repeating:count:)` makes, empty and large included.
    func testFilledArraysEqualRepeatedOnes() {
        for n in [0, 1, 7, 64, 1000, 100_000] {
            XCTAssertEqual([UInt8](filledWith: 3, count: n), [UInt8](repeating: 3, count: n))
            XCTAssertEqual([Int](filledWith: -1, count: n), [Int](repeating: -1, count: n))
            XCTAssertEqual([Bool](filledWith: true, count: n), [Bool](repeating: true, count: n))
        }
    }

    func testScalarsAreTheStandardLibrarysForRandomStringsOfEveryLength() {
        var rng = SystemRandomNumberGenerator()
        // One of each UTF-8 length, at the edges of each length's range: 1 byte (U+0000, U+007F),
        // 2 (U+0080, U+07FF), 3 (U+0800, U+FFFF, U+E000 after the surrogates), 4 (U+10000, U+10FFFF).
        let edges: [UInt32] = [0x0, 0x41, 0x7F, 0x80, 0x628, 0x7FF, 0x800, 0x200F, 0xD7FF, 0xE000, 0xFFFF, 0x1_0000, 0x1_F600, 0x10_FFFF]
        var texts = ["", "a", "حذف", "Add to Home Screen", "إضافة إلى الشاشة الرئيسية", "👍🏽 ok", "e\u{301}"]
        texts += edges.map { String(Unicode.Scalar($0)!) }
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...40, using: &rng)
            var s = String.UnicodeScalarView()
            for _ in 0..<length { s.append(Unicode.Scalar(edges.randomElement(using: &rng)!)!) }
            texts.append(String(s))
        }
        for text in texts {
            XCTAssertEqual(UnicodeText(text).scalars, text.unicodeScalars.map(\.value), text.debugDescription)
        }
        // Small strings (up to 15 UTF-8 bytes, held inline) and large ones both took the fast path.
        XCTAssertEqual(UnicodeText("0123456789abcde").count, 15)
        XCTAssertEqual(UnicodeText(String(repeating: "ب", count: 5_000)).count, 5_000)
    }
}
