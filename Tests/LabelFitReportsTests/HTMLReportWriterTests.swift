import XCTest
@testable import LabelFitCore
@testable import LabelFitReports
import LabelFitTestSupport

/// The HTML report's English messages with quoted target text (what the summary writes; the page's
/// script does the same for the rows, checked in Chromium by Tests/Browser/test_report.py).
final class HTMLReportWriterTests: XCTestCase {
    func testEachQuotedTextInAMessageIsAnIsolateAndEverythingIsEscaped() {
        let message = "«حذف <b>» is cut to «ح…» in 96px; dropped: «a & b»"
        XCTAssertEqual(HTMLReportWriter.isolatedMessage(message),
                       "<span class=\"msg\" dir=\"ltr\">«<bdi>حذف &lt;b&gt;</bdi>» is cut to «<bdi>ح…</bdi>» in 96px; dropped: «<bdi>a &amp; b</bdi>»</span>")
    }

    /// An opening guillemet with no closing one is text, not the start of an isolate running to the end.
    func testAnUnclosedQuoteIsLeftAsText() {
        XCTAssertEqual(HTMLReportWriter.isolatedMessage("a « b"), "<span class=\"msg\" dir=\"ltr\">a « b</span>")
        XCTAssertEqual(HTMLReportWriter.isolatedMessage("«x» and « y"), "<span class=\"msg\" dir=\"ltr\">«<bdi>x</bdi>» and « y</span>")
    }

    func testTargetTextTakesItsOwnDirection() {
        XCTAssertEqual(HTMLReportWriter.isolate("Wi-Fi متصل", direction: .rtl), "<bdi dir=\"rtl\">Wi-Fi متصل</bdi>")
        XCTAssertEqual(HTMLReportWriter.isolate("x", direction: nil), "<bdi>x</bdi>")
    }
}
