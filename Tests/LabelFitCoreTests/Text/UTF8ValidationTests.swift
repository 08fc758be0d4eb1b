import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// `String(validatingUTF8Bytes:)` must answer exactly as the standard library's
/// `String(validating:as: UTF8.self)`, the reference it replaces on the catalog and stdin paths.
final class UTF8ValidationTests: XCTestCase {
    func check(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let reference = String(validating: bytes, as: UTF8.self)
        let fast = bytes.withUnsafeBufferPointer { String(validatingUTF8Bytes: $0) }
        XCTAssertEqual(fast, reference, "\(bytes.map { String($0, radix: 16) })", file: file, line: line)
    }

    func testBoundariesOfEveryEncodingLength() {
        // Each length's first and last scalar, the surrogate edges, overlong forms, values past
        // U+10FFFF, lone continuation bytes, truncated sequences and the bytes UTF-8 never uses.
        let cases: [[UInt8]] = [
            [], [0x00], [0x41], [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF],
            [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8], [0xFF], [0x80],
            [0xBF], [0xC2], [0xE0, 0xA0], [0xF0, 0x90, 0x80], [0x41, 0xC2], [0xD8, 0xAD, 0xD8, 0xB0, 0xD9, 0x81], [0xE2, 0x80, 0xA6, 0x41],
        ]
        for c in cases { check(c) }
    }

    func testRandomByteStringsAgreeWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        // Biased towards the bytes that start and continue sequences, so most strings are near-valid.
        let alphabet: [UInt8] = [0x41, 0x20, 0x00, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xD8, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<50_000 {
            let length = Int.random(in: 0...8, using: &generator)
            check((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for text in ["Add to Home Screen", "إضافة إلى الشاشة الرئيسية", "👩🏽‍💻 e\u{301}", "\u{10FFFF}\u{FFFD}"] { check(Array(text.utf8)) }
    }
}
