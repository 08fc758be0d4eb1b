import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitReports

/// The hand-written JSON of big reports must say exactly what JSONEncoder says of the same value.
final class JSONStreamTests: XCTestCase {
    func testStreamedRecordsParseToTheSameJSONAsJSONEncoder() throws {
        let config = try CheckConfiguration.load(path: Fixtures.root.appendingPathComponent("labelfit.json").path)
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: Fixtures.root.path)
        var checked: [CheckedString] = []
        _ = try runner.run(jobs: runner.jobs(paths: [Fixtures.root.appendingPathComponent("Corpus").path])) { event in
            if case .string(let c) = event { checked.append(c) }
        }
        // Plus strings that exercise every optional: wrapping, truncation, missing glyphs, control characters.
        var options = Fixtures.options("Roboto, Noto Naskh Arabic UI", width: 60, overflow: .wrap, maxLines: 2)
        options.row.minBlockSizePx = 40
        let extra = try ["إضافة إلى الشاشة الرئيسية \u{F0000}", "tab\there \"quoted\" back\\slash\n\u{1}"].map {
            try Fixtures.measurer.measure($0, locale: "ar", options: options)
        }
        for m in extra {
            checked.append(CheckedString(key: "x", format: "csv", location: SourceLocation(file: "f", line: 1, column: 2), sourceLocation: nil,
                                         source: nil, target: m, growthPx: nil, growthChars: nil, minLineHeight: m.minLineHeight,
                                         verdict: m.verdict, placeholders: [.init(placeholder: "%@", value: "v")], maxWidthPx: 12.5,
                                         findings: [Finding(rule: .clip, severity: .warning, message: "m\n", location: SourceLocation(file: "f"),
                                                            key: "k", numbers: ["a": 1.5, "b": 2], text: "t")]))
        }
        XCTAssertGreaterThan(checked.count, 1000)
        let encoder = JSONOutput.encoder(pretty: false)
        var stream = JSONStream()
        for c in checked {
            stream.reset()
            stream.write(c)
            let fast = try JSONSerialization.jsonObject(with: Data(stream.bytes)) as! NSDictionary
            let reference = try JSONSerialization.jsonObject(with: encoder.encode(c)) as! NSDictionary
            XCTAssertEqual(fast, reference, c.key)
            // Keys come out sorted, as the project's JSON convention says.
            let text = String(decoding: stream.bytes, as: UTF8.self)
            XCTAssertTrue(text.hasPrefix("{\"findings\":"), text.prefix(40).description)
        }
    }
}
