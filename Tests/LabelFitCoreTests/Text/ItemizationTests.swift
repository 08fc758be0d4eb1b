import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

final class ItemizationTests: XCTestCase {
    let stack = "Roboto, Noto Naskh Arabic UI"

    func testArabicWithALatinBrandIsSplitByDirectionScriptAndFont() throws {
        let m = try Fixtures.measurer.measure("إضافة إلى Google Drive", locale: "ar", options: Fixtures.options(stack))
        let runs = m.runs.map { "\($0.text)|\($0.font)|\($0.direction.rawValue)|\($0.script)" }
        XCTAssertEqual(runs, [
            "إضافة|Noto Naskh Arabic UI Regular|rtl|Arab",
            " |Roboto Regular|rtl|Arab",  // Roboto has the space; a neutral between R and L takes the paragraph's level
            "إلى|Noto Naskh Arabic UI Regular|rtl|Arab",
            " |Roboto Regular|rtl|Arab",
            "Google Drive|Roboto Regular|ltr|Latn",
        ])
        XCTAssertEqual(m.direction, .rtl)
    }

    func testDigitsAndPlaceholdersInArabic() throws {
        let m = try Fixtures.measurer.measure("حذف 3 ملفات %@", locale: "ar", options: Fixtures.options(stack))
        let digit = try XCTUnwrap(m.runs.first { $0.text.contains("3") })
        XCTAssertEqual(digit.font, "Roboto Regular")
        XCTAssertEqual(digit.direction, .ltr, "European digits get an even level inside RTL text (UAX #9 I1)")
        XCTAssertTrue(m.runs.contains { $0.text.contains("%@") && $0.font == "Roboto Regular" })
        XCTAssertTrue(m.runs.filter { $0.text.contains("ملفات") }.allSatisfy { $0.font == "Noto Naskh Arabic UI Regular" })
        // Consistency, not an independent number: the runs' widths add up to the whole string's.
        XCTAssertEqual(m.runs.reduce(0) { $0 + $1.widthPx }, m.widthPx, accuracy: 1e-9)
    }

    func testAClusterNoFontCoversIsReportedMissing() throws {
        // U+F0000 is a supplementary private-use character: no bundled or Debian font maps it.
        let m = try Fixtures.measurer.measure("حذف \u{F0000}", locale: "ar", options: Fixtures.options(stack))
        XCTAssertEqual(m.missing.map(\.codepoints), [["U+F0000"]])
        XCTAssertEqual(m.missing.first?.index, 4)
    }

    func testJoiningSurvivesAFontBoundary() throws {
        // ZWJ after a letter is default-ignorable; the letter must still shape in its joining form with
        // the whole text as context, which hb-shape shows for the same text in one font.
        let path = Fixtures.font("NotoNaskhArabicUI-Regular.ttf")
        let expected = try HBShape.width(font: path, text: "ب\u{200D}", upem: 1000, size: 17)
        let m = try Fixtures.measurer.measure("ب\u{200D}", locale: "ar", options: Fixtures.options("Noto Naskh Arabic UI"))
        XCTAssertEqual(m.widthPx, expected, accuracy: 0.01)
    }
}
