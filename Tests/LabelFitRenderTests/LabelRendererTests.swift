import Foundation
import XCTest
@testable import LabelFitCore
@testable import LabelFitRender
import LabelFitTestSupport

/// The drawing against hb-shape: every outline in the SVG sits where HarfBuzz puts its glyph, so what
/// a report or the page draws is the text that was measured, at the measured width.
final class LabelRendererTests: XCTestCase {
    /// The x of each drawn outline (`<path transform="matrix(k 0 0 -k X Y)">`), in document order.
    private func outlineXs(_ svg: String) -> [Double] {
        svg.components(separatedBy: "transform=\"matrix(").dropFirst().map { part in
            Double(part.split(separator: " ")[4])!
        }
    }

    /// hb-shape's pen position plus x offset of each glyph that has ink, in px, left to right.
    private func hbInkedXs(font: String, text: String, upem: Int, size: Double) throws -> [Double] {
        var pen = 0, xs: [Double] = []
        for g in try HBShape.run(font: font, text: text, upem: upem) {
            if (g.w ?? 0) != 0 || (g.h ?? 0) != 0 { xs.append(Double(pen + g.dx) * size / Double(upem)) }
            pen += g.ax
        }
        return xs
    }

    private func assertDrawnLikeHBShape(_ svg: String, font: String, text: String, upem: Int, size: Double,
                                        file: StaticString = #filePath, line: UInt = #line) throws {
        let drawn = outlineXs(svg), expected = try hbInkedXs(font: font, text: text, upem: upem, size: size)
        XCTAssertEqual(drawn.count, expected.count, "outlines drawn for «\(text)»", file: file, line: line)
        guard let d0 = drawn.first, let e0 = expected.first, drawn.count == expected.count else { return }
        // The SVG writes two decimals: each relative position is within one rounding step of both ends.
        for (d, e) in zip(drawn, expected) {
            XCTAssertEqual(d - d0, e - e0, accuracy: 0.011, "«\(text)»", file: file, line: line)
        }
    }

    func testGlyphsSitWhereHBShapePutsThem() throws {
        let path = Fixtures.font("NotoNaskhArabicUI-Regular.ttf")
        let upem = try FontTables(path: path).unitsPerEm
        let renderer = LabelRenderer(measurer: Fixtures.measurer)
        for pair in Fixtures.seedPairs {
            let svg = try renderer.svg(pair.ar, locale: "ar", options: Fixtures.options(path))
            try assertDrawnLikeHBShape(svg, font: path, text: pair.ar, upem: upem, size: 17)
        }
        let latin = Fixtures.font("Roboto-Regular.ttf")
        for pair in Fixtures.seedPairs {
            let svg = try renderer.svg(pair.en, locale: "en", options: Fixtures.options(latin, size: 16))
            try assertDrawnLikeHBShape(svg, font: latin, text: pair.en, upem: 2048, size: 16)
        }
    }

    /// A browser collapses the run of spaces (CSS Text 3 §4.1.1): the drawing must show the collapsed
    /// text, as the measurement does, not the five spaces the catalog holds.
    func testWebDrawingShowsTheCollapsedTextThatWasMeasured() throws {
        let path = Fixtures.font("NotoNaskhArabicUI-Regular.ttf")
        let upem = try FontTables(path: path).unitsPerEm
        let typed = "إضافة     إلى الشاشة", collapsed = "إضافة إلى الشاشة"
        var options = Fixtures.options(path)
        options.profile = .web
        let svg = try LabelRenderer(measurer: Fixtures.measurer).svg(typed, locale: "ar", options: options)
        try assertDrawnLikeHBShape(svg, font: path, text: collapsed, upem: upem, size: 17)
        let measured = try Fixtures.measurer.measure(typed, locale: "ar", options: options)
        XCTAssertEqual(measured.widthPx, try HBShape.width(font: path, text: collapsed, upem: upem, size: 17), accuracy: 0.01)
        // Native text views keep every space: the drawing keeps them too.
        options.profile = .android
        let native = try LabelRenderer(measurer: Fixtures.measurer).svg(typed, locale: "ar", options: options)
        try assertDrawnLikeHBShape(native, font: path, text: typed, upem: upem, size: 17)
    }
}
