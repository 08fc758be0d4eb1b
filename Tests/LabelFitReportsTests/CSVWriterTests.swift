import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitReports
import LabelFitTestSupport

/// The CSV report writes bytes directly; it must say what the String-built row (RFC 4180 by hand) says.
final class CSVWriterTests: XCTestCase {
    func testNumbersWrittenAsBytesEqualTheStringFormatting() {
        var values: [Double] = [0, -0.0, -0.0001, 0.0004, 0.0005, 0.001, 1, -1, 12.5, 100, 1234.5678, -17.0625, 0.1, 0.2, 0.3,
                                1e13, -9.99e12, 1e15, .nan, .infinity, -.infinity]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20000 { values.append(Double.random(in: -5000...5000, using: &generator)) }
        for _ in 0..<2000 { values.append(Double(Int.random(in: -100000...100000, using: &generator)) / 1000) }
        for v in values {
            for places in [0, 1, 2, 3, 4, 6] {
                let text = Self.written { Num.write(v, places: places, at: $0) }
                XCTAssertEqual(text, Num.fmt(v, places: places), "\(v) at \(places)")
            }
        }
        for n in [0, 7, -7, 10, 99, 100, -100, 1_000_000, Int.max, Int.min + 1, Int.min] + (0..<2000).map({ _ in Int.random(in: .min ... .max) }) {
            XCTAssertEqual(Self.written { Num.write(n, at: $0) }, String(n))
        }
    }

    /// What a number writer writes into 25 bytes (the room `CSVWriter.RowWriter` leaves it).
    static func written(_ write: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 25) { buffer in
            let end = write(buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: end - buffer.baseAddress!), as: UTF8.self)
        }
    }

    /// The word-at-a-time test for fields to quote says what a byte-by-byte look says.
    func testQuotingTestMatchesAByteByByteLook() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("ab ,\"\n\r\t;".utf8) + Array("حذف".utf8)
        var quoted = 0
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                Bool.random(using: &generator) ? UInt8(ascii: "x") : alphabet.randomElement(using: &generator)!
            }
            let expected = bytes.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            XCTAssertEqual(bytes.withUnsafeBufferPointer { CSVWriter.needsQuoting($0) }, expected, "\(bytes)")
            if expected { quoted += 1 }
        }
        XCTAssertGreaterThan(quoted, 500)
        XCTAssertLessThan(quoted, 4_500)
    }

    func testRowsEqualTheFieldByFieldRendering() throws {
        var options = Fixtures.options("Roboto, Noto Naskh Arabic UI", width: 60, overflow: .wrap, maxLines: 1)
        options.row.overflow = .nowrapEllipsis
        let source = try Fixtures.measurer.measure("Add to \"Home\", Screen", locale: "en", options: options)
        let target = try Fixtures.measurer.measure("إضافة إلى الشاشة الرئيسية\nسطر", locale: "ar", options: options)
        let c = CheckedString(key: "k,1", format: "csv", location: SourceLocation(file: "dir/a b.csv", line: 12), sourceLocation: nil,
                              source: source, target: target, growthPx: target.widthPx - source.widthPx, growthChars: 0.25,
                              minLineHeight: target.minLineHeight, verdict: target.verdict, placeholders: [], maxWidthPx: nil,
                              findings: [Finding(rule: .clip, severity: .error, message: "m", location: SourceLocation(file: "f"), key: "k",
                                                 numbers: [:], text: "t"),
                                         Finding(rule: .truncation, severity: .warning, message: "m", location: SourceLocation(file: "f"),
                                                 key: "k", numbers: [:], text: "t")])
        let dir = TempDir()
        let sink = try ReportSink(path: dir.path("out.csv"))
        CSVWriter().write(.string(c), sink: sink)
        try sink.commit()
        let written = try String(contentsOfFile: dir.path("out.csv"), encoding: .utf8)
        // Written out by hand: each field as RFC 4180 quotes it, joined by commas.
        let fields = ["dir/a b.csv", "12", "k,1", source.text, target.text, Num.fmt(source.widthPx, places: 3), Num.fmt(target.widthPx, places: 3),
                      Num.fmt(target.widthPx - source.widthPx, places: 3), "0.25", String(target.lines), Num.fmt(target.clip.topPx, places: 3),
                      Num.fmt(target.clip.bottomPx, places: 3), Num.fmt(target.minLineHeight.unitless), target.visibleText,
                      target.droppedWords.joined(separator: " "), target.verdict.rawValue, "clip truncation"]
        let quoted = fields.map { f in
            f.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + f.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : f
        }
        XCTAssertEqual(written, quoted.joined(separator: ",") + "\r\n")
        XCTAssertTrue(written.hasPrefix("dir/a b.csv,12,\"k,1\",\"Add to \"\"Home\"\", Screen\",\"إضافة"), written)
        // The row's longest form: every text field all quotes (each doubled, the field quoted). With
        // 5,000 quotes a field the doubling alone is 25,000 bytes, far past the bound's fixed room, so
        // a bound that left it out would be overrun.
        var quotes = c
        let many = String(repeating: "\"", count: 5_000)
        quotes.key = many
        quotes.location.file = many
        quotes.source?.text = many
        quotes.target?.text = many
        quotes.target?.visibleText = many
        quotes.target?.droppedWords = [many]
        quotes.findings = []
        let row = String(decoding: CSVWriter.row(quotes), as: UTF8.self)
        let field = "\"" + String(repeating: "\"", count: 10_000) + "\""
        XCTAssertTrue(row.hasPrefix(field + ",12," + field + "," + field + "," + field + ","), String(row.prefix(80)))
        XCTAssertTrue(row.hasSuffix("," + field + "," + field + "," + target.verdict.rawValue + ",\r\n"), String(row.suffix(80)))
    }

    /// Rows made on the measuring threads (`CheckRunner.renderRow`) are the bytes the writers make
    /// themselves, for CSV and JSON Lines, over the whole Corpus.
    func testRowsRenderedOnTheMeasuringThreadsEqualTheWritersOwn() throws {
        let config = try CheckConfiguration.load(path: Fixtures.root.appendingPathComponent("labelfit.json").path)
        for format in [ReportFormat.csv, .jsonl] {
            var reports: [String] = []
            for prerender in [false, true] {
                let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: Fixtures.root.path)
                runner.detail = format.measureDetail
                if prerender { runner.renderRow = try XCTUnwrap(format.rowRenderer) }
                let dir = TempDir()
                let sink = try ReportSink(path: dir.path("out"))
                let writer = format.makeWriter(color: false, version: "test")
                var rendered = 0
                _ = try runner.run(jobs: runner.jobs(paths: [Fixtures.root.appendingPathComponent("Corpus").path])) { event in
                    if case .string(let c) = event, c.reportRow != nil { rendered += 1 }
                    writer.write(event, sink: sink)
                }
                try sink.commit()
                XCTAssertEqual(rendered > 0, prerender, "\(format)")
                reports.append(try String(contentsOfFile: dir.path("out"), encoding: .utf8))
            }
            XCTAssertGreaterThan(reports[0].count, 10_000)
            XCTAssertEqual(reports[0], reports[1], "\(format)")
        }
    }
}
