import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitReports
import LabelFitTestSupport

/// The hand-written JSON of big reports (the one writer of the per-string records): their shape is
/// held to docs/schemas/records.schema.json by RecordSchemaTests.
final class JSONStreamTests: XCTestCase {
    /// Numbers are written digit for digit as Swift prints them (`description`, the shortest text that
    /// reads back to the same Double; integral values under 10^15 as integers), which is what
    /// JSONEncoder writes too.
    func testNumbersAreWrittenAsSwiftPrintsThem() {
        var generator = SystemRandomNumberGenerator()
        var doubles: [Double] = [0, -0.0, 1, -1, 9, 10, 0.5, -2.25, 105.1376953125, 0.8461538461538461, 1.1560000000000001,
                                 1e-5, 0.0001, 123456.789, 999_999_999_999_999, 1e15, 1e16, -1e15 + 0.5, .leastNonzeroMagnitude,
                                 .greatestFiniteMagnitude, Double(Int64.max), 2.5e-300]
        for _ in 0..<2000 {
            doubles.append(Double.random(in: -1000...1000, using: &generator))
            doubles.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 64)
            doubles.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
            // Decimals of 1 to 17 significant digits, font units scaled as measuring does (binary
            // fractions, `ShortDecimal`'s), binary fractions of up to 30 places, and the range edges.
            let k = Int.random(in: 1...17, using: &generator), digits = Int.random(in: 1...17, using: &generator)
            let m = UInt64.random(in: 1...(Array(repeating: UInt64(10), count: digits).reduce(1, *)), using: &generator)
            doubles.append(Double("\(Bool.random(using: &generator) ? "-" : "")\(m)e-\(k)")!)
            let units = Double(Int.random(in: -4000...4000, using: &generator))
            doubles.append(units * 17 / 1000)
            doubles.append(units * Double(Int.random(in: 1...96, using: &generator)) / 2048 + 0.5 / 64)
            doubles.append(Double(Int.random(in: -(1 << 40)...(1 << 40), using: &generator)) / Double(1 << Int.random(in: 1...30, using: &generator)))
            let boundary = [0.001, 1.0 / 67_108_864, 1e15, 137_438_953_472, 9_007_199_254_740_992].randomElement(using: &generator)!
            doubles.append(boundary.nextDown)
            doubles.append(boundary.nextUp)
        }
        // The short path is taken where it should be (hand-worked: 17/2048 = 17 × 5^11 / 10^11 =
        // 0.00830078125; 105.021484375 = 17 × 12,652 / 2048 (the 44 over 105 × 2048 is 11 / 2^9);
        // 2^-9 = 0.001953125, just above the 0.001 floor; 2^37 − 1/2 = 137,438,953,471.5, just under
        // the ceiling). Left to the general algorithm: 2.89, no binary fraction; 1 + 2^-27, too many
        // places; 2^-11 = 0.00048828125, under the floor; 2^37 + 1/2, over the ceiling; 12345 + 2^-20,
        // 25 digits; 18, an integer.
        let short: [(Double, UInt64, Int)] = [(-17.0 / 2048, 830_078_125, 11), (17.0 * 12_652 / 2048, 105_021_484_375, 9),
                                              (0.5, 5, 1), (1.0 / 512, 1_953_125, 9), (137_438_953_471.5, 1_374_389_534_715, 1)]
        for (v, units, digits) in short {
            XCTAssertEqual(ShortDecimal.parts(v)?.units, units, "\(v)")
            XCTAssertEqual(ShortDecimal.parts(v)?.fractionDigits, digits, "\(v)")
        }
        for v in [2.89, 1 + 1.0 / 134_217_728, 1.0 / 2048, 137_438_953_472.5, 12_345.000_000_953_674_316_406_25, 18] {
            XCTAssertNil(ShortDecimal.parts(v), "\(v)")
        }
        doubles += short.map(\.0) + [2.89, 1 + 1.0 / 134_217_728, 1.0 / 2048, 137_438_953_472.5, 12_345.000_000_953_674_316_406_25]
        // Decimals that are not binary fractions, found by `ShortDecimal.nearest` (hand-worked: 0.98 is
        // 98 / 10^2, 1.717 is 1717 / 10^3, 0.001 the floor itself; 999,999,999,999,999.9 rounds to a
        // double of 16 digits and 0.1 + 0.2 = 0.30000000000000004 needs 17, so both are left to the
        // general algorithm, as are 2^-9 = 0.001953125, nine places, and 0.12345, five: it looks for four).
        let nearest: [(Double, UInt64, Int)] = [(0.98, 98, 2), (-1.717, 1717, 3), (95.557, 95_557, 3), (0.001, 1, 3), (2.89, 289, 2),
                                                (0.1, 1, 1), (0.1234, 1234, 4), (123_456.789, 123_456_789, 3)]
        for (v, units, digits) in nearest {
            XCTAssertEqual(ShortDecimal.nearest(v)?.units, units, "\(v)")
            XCTAssertEqual(ShortDecimal.nearest(v)?.fractionDigits, digits, "\(v)")
        }
        for v in [999_999_999_999_999.9, 0.1 + 0.2, 806 * 0.017, 0.000_999, 1e15, 2.0 / 3, 1.0 / 512, 0.12345] {
            XCTAssertNil(ShortDecimal.nearest(v), "\(v)")
        }
        doubles += nearest.map(\.0) + [999_999_999_999_999.9, 0.1 + 0.2, 806 * 0.017, 0.000_999, 2.0 / 3]
        // Sizes over 1000-, 1024-, 2000- and 2048-unit fonts at sizes in 1/4 px, as measuring makes
        // them (either order of the operations), and the neighbours of decimals and powers of two.
        for _ in 0..<20_000 {
            let units = Double(Int.random(in: -5000...5000, using: &generator))
            let size = Double(Int.random(in: 4...400, using: &generator)) / 4
            let upem = [1000.0, 1024, 2000, 2048].randomElement(using: &generator)!
            doubles.append(units * (size / upem))
            doubles.append(units * size / upem)
            let digits = Int.random(in: 1...15, using: &generator), k = Int.random(in: 0...18, using: &generator)
            let m = UInt64.random(in: 1...(Array(repeating: UInt64(10), count: digits).reduce(1, *)), using: &generator)
            let d = Double("\(m)e-\(k)")!
            doubles += [d, d.nextUp, d.nextDown]
            let power = Double(sign: .plus, exponent: Int.random(in: -10...50, using: &generator), significand: 1)
            doubles += [power, power.nextUp, power.nextDown]
        }
        // Each alone in a stream that keeps no texts, then all in one that does, twice over: the second
        // time most come from the stream's table (`NumberTexts`), and must still be the same text.
        var remembering = JSONStream()
        var expectedAll: [String] = []
        for v in doubles where v.isFinite {
            var stream = JSONStream(remembersNumbers: false)
            stream.number(v)
            let expected = v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : v.description
            XCTAssertEqual(String(decoding: stream.bytes, as: UTF8.self), expected, "\(v)")
            expectedAll.append(expected)
        }
        for _ in 0..<2 {
            remembering.reset()
            remembering.beginArray()
            for v in doubles where v.isFinite { remembering.number(v) }
            remembering.endArray()
            XCTAssertEqual(String(decoding: remembering.bytes, as: UTF8.self), "[" + expectedAll.joined(separator: ",") + "]")
        }
        for v in [0, 7, 10, -10, 1234567, Int.max, Int.min + 1, Int.min] + (0..<2000).map({ _ in Int.random(in: .min ... .max) }) {
            var stream = JSONStream(remembersNumbers: false)
            stream.number(v)
            XCTAssertEqual(String(decoding: stream.bytes, as: UTF8.self), String(v))
        }
    }

    /// Appending any length, short (two overlapping loads and stores) or long (memcpy), at any
    /// position, gives the bytes appended.
    func testAppendedBytesOfEveryLengthAreCopiedWhole() {
        let buffer = ByteBuffer(capacity: 8)
        var expected: [UInt8] = []
        var next: UInt8 = 1
        for round in 0..<3 {
            for n in 0...40 {
                let chunk = (0..<n).map { _ -> UInt8 in defer { next = next &+ 7 }; return next }
                chunk.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
                expected += chunk
                if round == 1 { buffer.append(0xFF); expected.append(0xFF) }
            }
        }
        XCTAssertEqual(Array(UnsafeBufferPointer(start: buffer.base, count: buffer.count)), expected)
    }

    /// Values that share a slot of the number table replace each other there; each is still written
    /// with its own text, kept or made again (found by search: the slot is 12 bits of a hash).
    func testNumbersSharingASlotKeepTheirOwnTexts() {
        var bySlot: [Int: Double] = [:]
        var pair: (Double, Double)?
        for units in 1...100_000 {
            let v = Double(units) * 17 / 1000 + 0.5   // 0.517, 0.534, …: never an integer
            if v == v.rounded() { continue }
            let slot = NumberTexts.slot(v.bitPattern)
            if let other = bySlot[slot] { pair = (other, v); break }
            bySlot[slot] = v
        }
        guard let (a, b) = pair else { return XCTFail("no two values share a slot") }
        XCTAssertNotEqual(a, b)
        var stream = JSONStream()
        stream.beginArray()
        for v in [a, b, a, a, b, b, a] { stream.number(v) }
        stream.endArray()
        XCTAssertEqual(String(decoding: stream.bytes, as: UTF8.self),
                       "[" + [a, b, a, a, b, b, a].map(\.description).joined(separator: ",") + "]")
        // A text too long for a slot (24 bytes) is written, not kept.
        let long = -2.2250738585072014e-308
        stream.reset()
        stream.beginArray()
        stream.number(long)
        stream.number(long)
        stream.endArray()
        XCTAssertEqual(String(decoding: stream.bytes, as: UTF8.self), "[\(long.description),\(long.description)]")
    }

    /// The word-at-a-time test for bytes to escape says what a byte-by-byte look says, on 4,200 strings
    /// of 0 to 20 bytes mixing ASCII and Arabic UTF-8, about half with one random byte put anywhere.
    func testEscapingTestMatchesAByteByByteLook() {
        var generator = SystemRandomNumberGenerator()
        let arabic = Array("إضافة".utf8)
        for length in 0...20 {
            for _ in 0..<200 {
                var bytes = (0..<length).map { _ in Bool.random(using: &generator) ? UInt8.random(in: 0x23...0x5B, using: &generator) : arabic.randomElement(using: &generator)! }
                if length > 0 && Bool.random(using: &generator) {
                    bytes[Int.random(in: 0..<length, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                let expected = bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
                XCTAssertEqual(bytes.withUnsafeBufferPointer { JSONStream.needsEscaping($0) }, expected, "\(bytes)")
            }
        }
        var stream = JSONStream()
        stream.string("a\"b\\c\u{1}d\ne")
        XCTAssertEqual(String(decoding: stream.bytes, as: UTF8.self), #""a\"b\\c\u0001d\ne""#)
    }

    /// JSONEncoder's record with each `fonts_used` entry as the streamed records write it: the font
    /// named by its file name (the run describes it once, `FontDirectory`), drawn-or-not and role kept.
    func testSummaryDetailLeavesOutOnlyTheLineAndRunBreakdown() throws {
        var options = Fixtures.options("Roboto, Noto Naskh Arabic UI", width: 60, overflow: .wrap, maxLines: 2)
        options.row.minBlockSizePx = 40
        let m = try Fixtures.measurer.measure("إضافة إلى الشاشة الرئيسية", locale: "ar", options: options)
        var full = JSONStream(), summary = JSONStream()
        full.write(m, detail: .full)
        summary.write(m, detail: .summary)
        var f = try JSONSerialization.jsonObject(with: Data(full.bytes)) as! [String: Any]
        let s = try JSONSerialization.jsonObject(with: Data(summary.bytes)) as! [String: Any]
        XCTAssertEqual((f["line_details"] as! [Any]).count, 2)
        XCTAssertFalse((f["runs"] as! [Any]).isEmpty)
        f["line_details"] = nil
        f["runs"] = nil
        XCTAssertEqual(f as NSDictionary, s as NSDictionary)
    }

    func testPrettyIndentingChangesNoValue() throws {
        let compact = Array(#"{"a":[1,2.5,{"b":"x, \"y\": [z]"}],"c":{},"d":[],"e":null}"#.utf8)
        let pretty = JSONPretty.indent(compact)
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(pretty)) as! NSDictionary,
                       try JSONSerialization.jsonObject(with: Data(compact)) as! NSDictionary)
        XCTAssertTrue(String(decoding: pretty, as: UTF8.self).contains("\n  \"a\": [\n    1,"))
    }
}

/// The digit writers' tables and counts, against the standard library's decimal text.
final class DecimalDigitsTests: XCTestCase {
    func testPairsTableAndDigitCounts() {
        let pairs = String(decoding: UnsafeBufferPointer(start: DecimalDigits.pairs.utf8Start, count: DecimalDigits.pairs.utf8CodeUnitCount), as: UTF8.self)
        XCTAssertEqual(pairs, (0..<100).map { $0 < 10 ? "0\($0)" : "\($0)" }.joined())
        var values: [UInt64] = [0, 1, 9, 10, 99, 100, 999, 1000, UInt64.max, UInt64.max / 10, 1 << 63]
        for k in 0...19 {
            let p = DecimalDigits.power(of: k)
            XCTAssertEqual(String(p), "1" + String(repeating: "0", count: k))
            values += [p, p - 1, p + 1]
        }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 { values.append(UInt64.random(in: 0...UInt64.max, using: &rng) >> UInt64.random(in: 0...63, using: &rng)) }
        for v in values {
            XCTAssertEqual(decimalLength(v), String(v).count, "\(v)")
        }
    }
}

/// The static names JSON records write for enumerations are their raw values (what JSONEncoder writes).
final class JSONNamesTests: XCTestCase {
    func text(_ w: StaticString) -> String { w.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }

    func testEveryCaseIsWrittenAsItsRawValue() {
        for v in Verdict.allCases { XCTAssertEqual(text(v.jsonName), v.rawValue) }
        for v in LineBoxModelKind.allCases { XCTAssertEqual(text(v.jsonName), v.rawValue) }
        for v: TextDirection in [.ltr, .rtl] { XCTAssertEqual(text(v.jsonName), v.rawValue) }
        for v: FontUse.Role in [.primary, .stack, .fallback] { XCTAssertEqual(text(v.jsonName), v.rawValue) }
        var stream = JSONStream()
        stream.word(Verdict.missingGlyphs.jsonName)
        XCTAssertEqual(String(decoding: stream.bytes, as: UTF8.self), "\"missing-glyphs\"")
    }
}

/// `fileName` keeps the last two names it wrote; what it writes must not depend on that.
final class JSONFileNameTests: XCTestCase {
    func testNamesAreTheSameWhetherKeptOrMadeAgain() throws {
        let paths = ["/a/Roboto-Regular.ttf", "/b/Noto \"Naskh\".ttf", "Bare.otf", "", "/c/Roboto-Regular.ttf", "/a/Roboto-Regular.ttf"]
        var rng = SystemRandomNumberGenerator()
        var order: [String] = []
        for _ in 0..<200 { order.append(paths.randomElement(using: &rng)!) }
        var stream = JSONStream()
        stream.beginArray()
        for p in order { stream.fileName(p) }
        stream.endArray()
        let names = try JSONDecoder().decode([String].self, from: Data(stream.bytes))
        XCTAssertEqual(names, order.map { $0.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? "" })
        XCTAssertTrue(names.contains("Noto \"Naskh\".ttf"))
    }
}

/// `measure` writes a pair's record from its two measurements without making a `MeasureResult`; the
/// bytes must be those of the record made and written, and parse to what JSONEncoder writes for it.
final class MeasureRecordTests: XCTestCase {
    func testRecordFromMeasurementsEqualsTheRecordMade() throws {
        let options = Fixtures.options("Roboto, Noto Naskh Arabic UI", width: 80, maxLines: 1)
        for (en, ar) in Fixtures.seedPairs.map({ (Optional($0.en), Optional($0.ar)) }) + [(nil, "حذف"), ("Delete", nil)] {
            let s = try en.map { try Fixtures.measurer.measure($0, locale: "en", options: options) }
            let t = try ar.map { try Fixtures.measurer.measure($0, locale: "ar", options: options) }
            for detail in [MeasureDetail.full, .fonts] {
                var direct = JSONStream(), made = JSONStream()
                direct.writeResult(inputLine: 7, source: s, target: t, detail: detail, type: "result")
                made.write(MeasureResult(inputLine: 7, source: s, target: t), detail: detail, type: "result")
                XCTAssertEqual(direct.bytes, made.bytes, "\(en ?? "-") / \(ar ?? "-")")
            }
            var plain = JSONStream()
            plain.writeResult(inputLine: 7, source: s, target: t, detail: .full)
            let ours = try JSONSerialization.jsonObject(with: Data(plain.bytes)) as? NSDictionary
            // The record says what the record type holds.
            let record = MeasureResult(inputLine: 7, source: s, target: t)
            XCTAssertNotNil(ours)
            XCTAssertEqual(ours?["verdict"] as? String, record.verdict?.rawValue)
            XCTAssertEqual(ours?["growth_px"] as? Double ?? -1, record.growthPx ?? -1, accuracy: 1e-12)   // Foundation's parser reads the last digit loosely
            XCTAssertEqual(ours?["input_line"] as? Int, 7)
        }
    }
}
