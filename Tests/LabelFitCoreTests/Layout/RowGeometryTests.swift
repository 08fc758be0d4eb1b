import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

final class RowGeometryTests: XCTestCase {
    func testAvailableWidth() {
        var row = RowGeometry(inlineSizePx: 200)
        row.paddingInlineStartPx = 16
        row.paddingInlineEndPx = 16
        row.iconSizePx = 24
        row.iconGapPx = 12
        XCTAssertEqual(row.availableWidthPx, 200 - 16 - 16 - 24 - 12)  // 132
        row.iconSizePx = 0
        XCTAssertEqual(row.availableWidthPx, 168, "no icon, no gap")
    }

    func testFixedHeightCutsWholeLinesAndMinBlockSizeGrows() throws {
        // Roboto at 17 px, line-height 1.2: each CSS line is floor(20.4·64)/64 = 20.390625 px tall.
        let link = (try HBShape.width(font: Fixtures.font("Roboto-Regular.ttf"), text: "Copy", upem: 2048, size: 17) * 64).rounded(.up) / 64
        var options = Fixtures.options("Roboto", lineHeight: .multiple(1.2), width: link)
        let text = "Copy Link"  // "Link" is narrower than "Copy", so two lines
        let free = try Fixtures.measurer.measure(text, locale: "en", options: options)
        XCTAssertEqual(free.lines, 2)
        XCTAssertEqual(free.rowHeightPx, 2 * 20.390625)
        options.row.minBlockSizePx = 48
        XCTAssertEqual(try Fixtures.measurer.measure(text, locale: "en", options: options).rowHeightPx, 48)
        options.row.heightPx = 40
        let fixed = try Fixtures.measurer.measure(text, locale: "en", options: options)
        XCTAssertEqual(fixed.clippedLines, 1)
        XCTAssertEqual(fixed.lines, 1)
        XCTAssertEqual(fixed.verdict, .clips)
        options.row.heightPx = 41
        XCTAssertEqual(try Fixtures.measurer.measure(text, locale: "en", options: options).clippedLines, 0)
    }

    func testTwoArabicLinesWhereTheDescenderMeetsTheNextAscender() throws {
        // Noto Naskh Arabic alone at 17 px, line-height 1.0: L = 17 px between baselines.
        let path = Fixtures.font("NotoNaskhArabic-Regular.ttf")
        let word = "يجح"
        let width = (try HBShape.width(font: path, text: word, upem: 1000, size: 17) * 64).rounded(.up) / 64
        let m = try Fixtures.measurer.measure("\(word) آل", locale: "ar", options: Fixtures.options("Noto Naskh Arabic", lineHeight: .multiple(1.0), width: width))
        XCTAssertEqual(m.lineTexts, [word, "آل"])
        let first = try HBShape.ink(font: path, text: word, upem: 1000, size: 17)
        let second = try HBShape.ink(font: path, text: "آل", upem: 1000, size: 17)
        // overlap = ink below line 1's baseline + ink above line 2's baseline − the baseline distance (17).
        let overlap = try XCTUnwrap(m.lineDetails[0].inkOverlapNextPx)
        XCTAssertEqual(overlap, first.bottom + second.top - 17, accuracy: 1e-9)
        XCTAssertGreaterThan(overlap, 0, "the tail of ح reaches the madda of آ's band")
    }
}
