import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Greedy UAX #14 breaking as browsers do it, at boundary widths taken from hb-shape and Blink's
/// LayoutUnit rounding (each run up to 1/64 px).
final class LineBreakingTests: XCTestCase {
    let roboto = Fixtures.font("Roboto-Regular.ttf")

    func layoutWidth(_ text: String) throws -> Double {
        (try HBShape.width(font: roboto, text: text, upem: 2048, size: 17) * 64).rounded(.up) / 64
    }

    func measure(_ text: String, width: Double?, stack: String = "Roboto", anywhere: Bool = false, overflow: Overflow = .wrap,
                 locale: String = "en") throws -> StringMeasurement {
        var options = Fixtures.options(stack, width: width, overflow: overflow)
        options.row.overflowWrapAnywhere = anywhere
        return try Fixtures.measurer.measure(text, locale: locale, options: options)
    }

    func testExactlyTheMeasuredWidthFitsAndAHairUnderWraps() throws {
        let w = try layoutWidth("Add to Home")
        XCTAssertEqual(try measure("Add to Home Screen", width: w).lineTexts, ["Add to Home", "Screen"])
        // A hair under, "Home" no longer fits after "Add to"; greedy fill moves it down.
        XCTAssertEqual(try measure("Add to Home Screen", width: w - 1.0 / 64).lineTexts.first, "Add to")
        let whole = try layoutWidth("Add to Home Screen")
        XCTAssertEqual(try measure("Add to Home Screen", width: whole).lineTexts, ["Add to Home Screen"])
        XCTAssertEqual(try measure("Add to Home Screen", width: whole).verdict, .fits)
    }

    func testFeedingAMeasuredLineWidthBackGivesTheSameLines() throws {
        let m = try measure("Report a Problem with This Message", width: 120)
        for line in m.lineDetails {
            let again = try measure(line.text, width: line.layoutWidthPx)
            XCTAssertEqual(again.lineTexts, [line.text])
        }
    }

    func testTrailingSpacesHang() throws {
        let w = try layoutWidth("Copy")
        let m = try measure("Copy    ", width: w)
        XCTAssertEqual(m.lines, 1)
        XCTAssertEqual(m.lineDetails[0].layoutWidthPx, w)
    }

    func testNoBreakSpaceHolds() throws {
        let w = try layoutWidth("Add to Home")
        XCTAssertEqual(try measure("Add to Home\u{00A0}Screen", width: w).lineTexts, ["Add to", "Home\u{00A0}Screen"])
    }

    func testMandatoryBreaksAreHonoured() throws {
        XCTAssertEqual(try measure("Copy\nLink", width: nil).lineTexts, ["Copy", "Link"])
        XCTAssertEqual(try measure("Copy\u{2028}Link", width: 500).lineTexts, ["Copy", "Link"])
    }

    func testALongWordOverflowsUnlessOverflowWrapAnywhere() throws {
        let word = "Supercalifragilistic"
        let overflowing = try measure(word, width: 50)
        XCTAssertEqual(overflowing.lineTexts, [word])
        XCTAssertGreaterThan(overflowing.lineDetails[0].layoutWidthPx, 50)
        let broken = try measure(word, width: 50, anywhere: true)
        XCTAssertGreaterThan(broken.lines, 1)
        XCTAssertEqual(broken.lineTexts.joined(), word)
        for line in broken.lineDetails { XCTAssertLessThanOrEqual(line.layoutWidthPx, 50) }
    }

    func testArabicAddToHomeScreenWrapsToTwoInANarrowRow() throws {
        let text = "إضافة إلى الشاشة الرئيسية"
        let naskh = Fixtures.font("NotoNaskhArabicUI-Regular.ttf")
        // A row as wide as the wider half holds each half but not the whole label (hb-shape widths).
        func w(_ t: String) throws -> Double { (try HBShape.width(font: naskh, text: t, upem: 1000, size: 17) * 64).rounded(.up) / 64 }
        let width = max(try w("إضافة إلى"), try w("الشاشة الرئيسية"))
        XCTAssertGreaterThan(try w("إضافة إلى الشاشة"), width)
        let m = try measure(text, width: width, stack: "Noto Naskh Arabic UI", locale: "ar")
        XCTAssertEqual(m.lines, 2)
        XCTAssertEqual(m.verdict, .wraps)
        XCTAssertEqual(m.lineTexts.first, "إضافة إلى")
        XCTAssertEqual(m.lineTexts.joined(separator: " "), text)
    }

    func testEllipsisDropsTheObjectOfTheCommand() throws {
        let text = "إضافة إلى الشاشة الرئيسية"
        let m = try measure(text, width: 100, stack: "Roboto, Noto Naskh Arabic UI", overflow: .nowrapEllipsis, locale: "ar")
        XCTAssertEqual(m.verdict, .truncates)
        XCTAssertTrue(m.visibleText.hasSuffix("…"), m.visibleText)
        XCTAssertTrue(m.droppedWords.contains("الرئيسية"), "\(m.droppedWords)")
        // The ellipsis is Roboto's own U+2026 glyph (first in the stack that has it), as hb-shape measures it.
        let ellipsis = try HBShape.width(font: roboto, text: "…", upem: 2048, size: 17)
        let visible = String(m.visibleText.dropLast())
        let visibleWidth = try Fixtures.measurer.measure(visible, locale: "ar", options: Fixtures.options("Roboto, Noto Naskh Arabic UI")).layoutWidthPx
        XCTAssertLessThanOrEqual(visibleWidth + ellipsis, 100 + 1e-6)
        XCTAssertEqual(m.lines, 1)
        let clipped = try measure(text, width: 100, stack: "Roboto, Noto Naskh Arabic UI", overflow: .nowrapClip, locale: "ar")
        XCTAssertFalse(clipped.visibleText.contains("…"))
        XCTAssertEqual(clipped.verdict, .truncates)
    }

    func testMaxLinesEndsTheLastLineWithAnEllipsis() throws {
        var options = Fixtures.options("Roboto", width: 60, maxLines: 2)
        options.row.overflow = .wrap
        let m = try Fixtures.measurer.measure("Report a Problem with This Message", locale: "en", options: options)
        XCTAssertEqual(m.lines, 2)
        XCTAssertTrue(m.visibleText.hasSuffix("…"))
        XCTAssertEqual(m.verdict, .truncates)
        XCTAssertTrue(m.droppedWords.contains("Message"))
    }
}
