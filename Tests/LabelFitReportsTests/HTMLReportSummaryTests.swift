import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitReports
import LabelFitTestSupport

/// The HTML report's summary leads with what fails — errors, then warnings, by rule with counts — and
/// recommends a row height only from row-like strings. The strings are measured for real (bundled
/// fonts, a 200 px row); what the summary must say is counted here again from the records themselves.
final class HTMLReportSummaryTests: XCTestCase {
    static let pairs: [(key: String, en: String, ar: String)] = [
        ("delete", "Delete", "حذف"),
        ("share", "Share", "مشاركة"),
        ("home", "Add to Home", "إضافة إلى الشاشة الرئيسية للجهاز المحمول"),
        ("trash", "Move to Trash", "نقل إلى سلة المهملات الخاصة بالتطبيق على الجهاز"),
        ("untranslated", "Settings", "Settings"),
        ("paragraph", "Images and videos cannot both be attached to the same post. Remove one of them and try again.",
         "لا يمكنك إرفاق كلا من الصور والفيديوهات في نفس المنشور في آن واحد. احذف أحدهما ثم أعد المحاولة مرة أخرى من فضلك."),
    ]

    static func checked(maxLines: Int) throws -> [CheckedString] {
        var config = CheckConfiguration()
        config.fonts = ["en": "Roboto", "ar": "Noto Naskh Arabic UI"]
        config.size = 16
        config.lineHeight = .multiple(1.5)
        config.row.inlineSizePx = 200
        config.thresholds.maxLines = maxLines
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: "/")
        return pairs.enumerated().map { i, p in
            runner.check(CatalogEntry(key: p.key, source: p.en, target: p.ar, sourceLocation: nil,
                                      targetLocation: SourceLocation(file: "values-ar/strings.xml", line: i + 1), format: "android"))
        }
    }

    static func report(_ strings: [CheckedString]) throws -> String {
        let dir = TempDir()
        let sink = try ReportSink(path: dir.path("report.html"))
        let writer = ReportFormat.html.makeWriter(color: false, version: "test")
        var counter = SummaryCounter()
        writer.begin(settings: RunSettings(source: MeasureOptions(size: 16), target: MeasureOptions(size: 16)), sink: sink)
        for c in strings {
            counter.count(c)
            writer.write(.string(c), sink: sink)
        }
        writer.end(summary: counter.finished(), sink: sink)
        try sink.commit()
        return try String(contentsOfFile: dir.path("report.html"), encoding: .utf8)
    }

    /// The summary section's HTML (written last, shown first).
    static func summary(_ html: String) throws -> String {
        let start = try XCTUnwrap(html.range(of: "<section id=\"summary\">"))
        let end = try XCTUnwrap(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.lowerBound])
    }

    func testWhatFailsLeadsTheSummaryErrorsThenWarningsByRuleWithCounts() throws {
        let strings = try Self.checked(maxLines: 1)
        // The second counting: each finding not baselined, by severity and rule.
        var expected: [Severity: [String: Int]] = [:]
        var rowsOf: [Severity: [String: [Int]]] = [:]   // each string's row number: its place in the run
        for (i, c) in strings.enumerated() {
            for f in c.findings where !f.baselined && (f.severity == .error || f.severity == .warning) {
                expected[f.severity, default: [:]][f.rule.id, default: 0] += 1
                rowsOf[f.severity, default: [:]][f.rule.id, default: []].append(i)
            }
        }
        XCTAssertNotNil(expected[.error]?["lines"], "a 200 px row with max_lines 1 makes the long Arabic a lines error: \(expected)")
        XCTAssertEqual(expected[.warning]?["untranslated"], 1)
        let summary = try Self.summary(try Self.report(strings))
        let fails = try XCTUnwrap(summary.range(of: "<div id=\"fails\">"))
        // What fails comes before the histograms and the growth list.
        XCTAssertLessThan(fails.lowerBound, try XCTUnwrap(summary.range(of: "class=\"histograms\"")).lowerBound)
        XCTAssertLessThan(fails.lowerBound, try XCTUnwrap(summary.range(of: "Largest growth")).lowerBound)
        let errorsAt = try XCTUnwrap(summary.range(of: "<h3>Errors")).lowerBound
        let warningsAt = try XCTUnwrap(summary.range(of: "<h3>Warnings")).lowerBound
        XCTAssertLessThan(errorsAt, warningsAt)
        let totalErrors = expected[.error]!.values.reduce(0, +), totalWarnings = expected[.warning]!.values.reduce(0, +)
        XCTAssertTrue(summary.contains("\(totalErrors) error\(totalErrors == 1 ? " fails" : "s fail") this check"), summary)
        XCTAssertTrue(summary.contains("\(totalWarnings) warning\(totalWarnings == 1 ? "" : "s")"))
        // Each rule's group with its count, under its severity, in CheckRules' order.
        for (severity, byRule) in expected {
            var last = summary.startIndex
            for rule in CheckRules.rules.map(\.id) where byRule[rule] != nil {
                let n = byRule[rule]!
                let head = "data-rule=\"\(rule)\" data-severity=\"\(severity.rawValue)\"><h4><span class=\"rule \(severity.rawValue)\">\(rule)</span> <b>\(n)</b>"
                let at = try XCTUnwrap(summary.range(of: head), "\(severity) \(rule) \(n)").lowerBound
                XCTAssertGreaterThanOrEqual(at, last)
                last = at
                // Every string of the group is listed (these are fewer than the cap and all differ),
                // by its row number; the page writes each from its row (Tests/Browser/test_report.py).
                let list = try XCTUnwrap(summary.range(of: "<ol class=\"fails\" data-rows=\"", range: at..<summary.endIndex)).upperBound
                let listed = summary[list...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Int($0) }
                XCTAssertEqual(Set(listed), Set(rowsOf[severity]![rule]!), "\(severity) \(rule)")
                XCTAssertTrue(severity == .error ? at < warningsAt : at > warningsAt)
            }
        }
    }

    func testARunWithNothingFailingSaysSo() throws {
        let strings = try Self.checked(maxLines: 10).filter { $0.findings.allSatisfy { $0.severity == .info } }
        XCTAssertFalse(strings.isEmpty)
        let summary = try Self.summary(try Self.report(strings))
        XCTAssertTrue(summary.contains("Nothing fails: no errors and no warnings."))
        XCTAssertFalse(summary.contains("<h3>Errors"))
    }

    /// The row height comes from the tallest row among strings whose English is one line in the row;
    /// the paragraph (several English lines) needs a taller row and is left out, and said to be.
    func testTheRowRecommendationComesFromRowLikeStringsOnly() throws {
        let strings = try Self.checked(maxLines: 10)
        let rowLike = strings.filter { ($0.source?.lines ?? 0) == 1 && $0.source?.droppedText.isEmpty == true && $0.target != nil }
        let others = strings.filter { c in c.target != nil && !rowLike.contains { $0.key == c.key } }
        XCTAssertEqual(others.map(\.key), ["paragraph"], "the English paragraph takes several lines at 200 px")
        let tallest = try XCTUnwrap(rowLike.max { $0.target!.rowHeightPx < $1.target!.rowHeightPx })
        let paragraph = try XCTUnwrap(others.first?.target?.rowHeightPx)
        XCTAssertGreaterThan(paragraph, tallest.target!.rowHeightPx, "the paragraph would have decided it")
        let summary = try Self.summary(try Self.report(strings))
        let dd = try XCTUnwrap(summary.range(of: "<dt>row min-block-size</dt><dd>")).upperBound
        let line = String(summary[dd...].prefix { $0 != "\n" }).components(separatedBy: "</dd>")[0]
        XCTAssertTrue(line.hasPrefix("≥ \(Num.fmt(tallest.target!.rowHeightPx))px — decided by <b><bdi>\(tallest.key)</bdi></b>"), line)
        XCTAssertTrue(line.contains("from the \(rowLike.count) row-like strings"), line)
        XCTAssertTrue(line.contains("\(others.count) left out, not rows"), line)
    }
}
