import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The benchmark's C yardstick and LabelFit's API must measure the same widths on the same inputs, so
/// the figures in Benchmarks/RESULTS.md compare like with like and the fast paths cannot drift.
final class BenchmarkAgreementTests: XCTestCase {
    func testYardstickWidthsEqualTheAPIWidthsOnTheCorpus() throws {
        let dir = TempDir()
        let binary = dir.path("hb-limit")
        let flags = try CLI.tool("/usr/bin/pkg-config", ["--cflags", "--libs", "harfbuzz"]).1
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let (status, output) = try CLI.tool("/usr/bin/cc", ["-O2", "-o", binary, Fixtures.root.appendingPathComponent("Benchmarks/c/hb-limit.c").path] + flags)
        XCTAssertEqual(status, 0, output)
        let tsv = try String(contentsOf: Fixtures.root.appendingPathComponent("Corpus/tsv/action-sheet-labels.tsv"), encoding: .utf8)
        let pairs = tsv.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let input = dir.write("pairs.tsv", pairs.map { "\($0[1])\t\($0[2])" }.joined(separator: "\n") + "\n")
        let latin = Fixtures.font("Roboto-Regular.ttf"), arabic = Fixtures.font("NotoNaskhArabicUI-Regular.ttf")
        let result = try CLI.run([latin, arabic, input, "17", "--widths"], executable: binary)
        XCTAssertEqual(result.status, 0, result.stderr)
        let widths = result.stdout.split(separator: "\n").compactMap { Double($0) }
        XCTAssertEqual(widths.count, 2 * pairs.count)
        // The yardstick shapes each string in one font and counts .notdef boxes where it lacks a
        // character; LabelFit takes a fallback font there, as a browser does. Where the font covers the
        // whole string the two must agree; the others must be exactly the strings it does not cover.
        var compared = 0
        for (i, p) in pairs.enumerated() {
            for (text, locale, path, width) in [(p[1], "en", latin, widths[2 * i]), (p[2], "ar", arabic, widths[2 * i + 1])] {
                let face = try Fixtures.registry.face(named: path)
                let covered = text.unicodeScalars.allSatisfy { face.covers($0.value) }
                let m = try Fixtures.measurer.measure(text, locale: locale, options: Fixtures.options(path))
                if covered {
                    XCTAssertEqual(m.widthPx, width, accuracy: 1e-4, text)
                    compared += 1
                } else {
                    XCTAssertTrue(m.fontsUsed.contains { $0.role != .primary && $0.drewGlyphs } || !m.missing.isEmpty, text)
                }
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 180, "most Corpus strings are covered by their font")
    }
}
