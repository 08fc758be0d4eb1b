import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// A summary measurement (what CSV, table, JUnit, SARIF and GitHub reports ask for) is the full one
/// without the fonts-used and runs breakdown.
final class MeasureDetailTests: XCTestCase {
    func testSummaryIsTheFullMeasurementWithoutFontsAndRuns() throws {
        let tsv = try String(contentsOf: Fixtures.root.appendingPathComponent("Corpus/tsv/action-sheet-labels.tsv"), encoding: .utf8)
        let texts = tsv.split(separator: "\n").dropFirst().flatMap { $0.split(separator: "\t").dropFirst().prefix(2).map(String.init) }
        XCTAssertGreaterThan(texts.count, 150)
        for width in [nil, 120.0] {
            let options = Fixtures.options("Roboto, Noto Naskh Arabic UI", lineHeight: .multiple(1.2), deviceScale: 2, width: width)
            let faces = try Fixtures.registry.faces(for: options.fontStack)
            for text in texts {
                let full = Fixtures.measurer.measure(text, locale: "ar", options: options, faces: faces)
                let summary = Fixtures.measurer.measure(text, locale: "ar", options: options, faces: faces, detail: .summary)
                XCTAssertFalse(full.fontsUsed.isEmpty)
                XCTAssertFalse(full.runs.isEmpty)
                var expected = full
                expected.fontsUsed = []
                expected.runs = []
                XCTAssertEqual(summary, expected, text)
            }
        }
    }
}
