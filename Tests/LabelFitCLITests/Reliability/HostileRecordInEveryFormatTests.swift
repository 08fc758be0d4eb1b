import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import LabelFitCatalogs
@testable import LabelFitCheck
import LabelFitCore
@testable import LabelFitCLI
@testable import LabelFitLayout
import LabelFitReports
import LabelFitTestSupport

/// One hostile record — its file name, key, texts and message each carrying a GitHub workflow command
/// after a newline, a CR, an ESC sequence, a spreadsheet formula, markup, a CDATA end, a quote, a comma
/// and a literal `%0A` — through every report format of `check` (`ReportFormat.allCases` and the step
/// summary) and of `layout` (`LayoutFormat.allCases`), so a format added later is covered too. Each
/// output must parse as its format, give the hostile text back unchanged where the format carries
/// text, and let none of it act on its consumer: no line of its own starting with `::`, no raw ESC or
/// CR, no formula in a CSV cell, no markup of its own.
final class HostileRecordInEveryFormatTests: XCTestCase {
    /// Everything each field carries; each field then starts with its own formula-leading character.
    static let payload = "=HYPERLINK(\"http://x\")\n::error file=x::pwned\r\u{1B}[31m<script>alert(1)</script>]]>\",%0A"
    static let file = "=" + payload, key = "+" + payload, source = "-" + payload, target = "@" + payload
    static let message = "\t" + payload, dropped = "\r" + payload

    // MARK: records

    /// A measured string, its texts then replaced with the hostile ones, and one catalog finding.
    func checkEvents() throws -> [CheckEvent] {
        let options = Fixtures.options("Roboto")
        var s = try Fixtures.measurer.measure("Delete", locale: "en", options: options)
        var t = try Fixtures.measurer.measure("حذف", locale: "ar", options: options)
        s.text = Self.source
        s.visibleText = Self.source
        t.text = Self.target
        t.visibleText = Self.target
        t.droppedWords = [Self.dropped]
        let location = SourceLocation(file: Self.file, line: 3, column: 4)
        let finding = Finding(rule: .clip, severity: .error, message: Self.message, location: location, key: Self.key, numbers: ["over_px": -3.5], text: Self.target)
        let checked = CheckedString(key: Self.key, format: "csv", location: location, sourceLocation: location, rawText: Self.target, state: nil,
                                    source: s, target: t, growthPx: -3.5, growthChars: -2, minLineHeight: t.minLineHeight, verdict: t.verdict,
                                    placeholders: [], maxWidthPx: nil, findings: [finding])
        let catalog = Finding(rule: .catalog, severity: .error, message: Self.message, location: location, key: Self.key, numbers: [:], text: "")
        return [.string(checked), .catalogFinding(catalog)]
    }

    /// Findings the check records carry: each is one annotation of the GitHub format.
    static let checkFindings = 2

    /// A use cut in Arabic, an RTL rule finding and an input error, all hostile.
    func layoutReport() -> LayoutReport {
        var use = TextUse(key: Self.key, platform: .androidViews, site: SourceLocation(file: Self.file, line: 3))
        use.shownBy = Self.message
        var result = LayoutResult(use: use, catalog: Self.file, cls: .arabicOnlyCut)
        result.droppedWords = [Self.dropped]
        result.arabic = Self.target
        result.english = Self.source
        result.widthDp = 100
        let rule = LayoutRuleFinding(rule: "rtl-physical-gravity", severity: "warning", site: SourceLocation(file: Self.file, line: 5), message: Self.message)
        let error = LabelFitError.invalidInput(SourceLocation(file: Self.file, line: 7), Self.message)
        return LayoutReport(results: [result], findings: [rule], diagnostics: [error], profiles: DeviceProfile.defaults, targetSdk: 34, root: "/nonexistent-root")
    }

    /// The layout report's findings and input errors: one annotation each.
    static let layoutFindings = 3

    // MARK: writing

    func written(_ write: (ReportSink) throws -> Void) throws -> String {
        let dir = TempDir()
        let sink = try ReportSink(path: dir.path("report"))
        try write(sink)
        try sink.commit()
        return try String(contentsOfFile: dir.path("report"), encoding: .utf8)
    }

    func checkReport(_ format: ReportFormat) throws -> String {
        let events = try checkEvents()
        return try written { sink in
            let writer = format.makeWriter(color: false, version: "test")
            let options = Fixtures.options("Roboto")
            writer.begin(settings: RunSettings(source: options, target: options), sink: sink)
            for e in events { writer.write(e, sink: sink) }
            var summary = CheckSummary()
            summary.strings = 1
            summary.errors = Self.checkFindings
            writer.end(summary: summary, sink: sink)
        }
    }

    func stepSummary() throws -> String {
        let dir = TempDir()
        let writer = StepSummaryWriter(destination: .file(dir.path("summary.md")), root: RepositoryRoot(path: "/", workingDirectory: "/"), environment: [:])
        for e in try checkEvents() { writer.record(e) }
        var summary = CheckSummary()
        summary.errors = Self.checkFindings
        try writer.finish(summary: summary)
        return try String(contentsOfFile: dir.path("summary.md"), encoding: .utf8)
    }

    // MARK: the test

    func testOneHostileRecordInEveryFormatOfCheckAndLayout() throws {
        var outputs: [(name: String, kind: String, text: String, annotations: Int)] = []
        for format in ReportFormat.allCases {
            outputs.append(("check --format \(format.rawValue)", format.rawValue, try checkReport(format), Self.checkFindings))
        }
        outputs.append(("check --step-summary", "markdown", try stepSummary(), Self.checkFindings))
        let report = layoutReport()
        for format in LayoutFormat.allCases {
            let text = try written { format.write(report, version: "test", sink: $0) }
            outputs.append(("layout --format \(format.rawValue)", format.rawValue, text, Self.layoutFindings))
        }
        XCTAssertEqual(outputs.count, ReportFormat.allCases.count + 1 + LayoutFormat.allCases.count)

        for (name, kind, text, annotations) in outputs {
            // Lines a GitHub runner would take as workflow commands: only the ones the writer meant.
            let commands = text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("::") }
            if kind == "github" {
                XCTAssertEqual(commands.count, annotations, "\(name):\n\(text)")
                XCTAssertFalse(commands.contains { $0.hasPrefix("::error file=x") }, "\(name): the injected command is a line of its own")
            } else if kind != "csv" {
                // CSV keeps a line break inside a quoted cell as it is (RFC 4180 §2.6): its consumer is
                // a CSV reader, and its parse below is what holds it.
                XCTAssertEqual(commands.count, 0, "\(name) has a line starting a workflow command:\n\(text)")
            }
            // CSV's escaping is RFC 4180's, which keeps every character of a quoted cell.
            if kind != "csv" {
                XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B }, "\(name) carries a raw ESC")
                XCTAssertFalse(text.unicodeScalars.contains { $0 == "\r" }, "\(name) carries a raw CR")
            }
            // Markup matters where the output is markup or shown as it (JSON keeps `<` as it is).
            if ["junit", "html", "markdown"].contains(kind) {
                XCTAssertFalse(text.contains("<script>alert") || text.contains("alert(1)</script>"), "\(name) carries the record's markup unescaped")
            }
            if kind == "junit" { XCTAssertFalse(text.contains("]]>"), "\(name) carries a raw CDATA end") }

            switch kind {
            case "json", "sarif", "gitlab":
                let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
                assertCarries(Self.strings(in: value), name: name)
            case "jsonl":
                var all: [String] = []
                for line in text.split(separator: "\n") { all += Self.strings(in: try JSONSerialization.jsonObject(with: Data(line.utf8))) }
                assertCarries(all, name: name)
            case "junit":
                let parser = XMLParser(data: Data(text.utf8))
                let texts = XMLTexts()
                parser.delegate = texts
                XCTAssertTrue(parser.parse(), "\(name) is not well-formed XML: \(String(describing: parser.parserError))\n\(text)")
                XCTAssertTrue(texts.all.contains { $0.contains(Self.payload.replacingOccurrences(of: "\u{1B}", with: "U+1B")) }, "\(name) lost the text")
            case "csv":
                let rows = try Self.rfc4180(text)
                let header = try XCTUnwrap(rows.first)
                XCTAssertTrue(rows.allSatisfy { $0.count == header.count }, "\(name): every row has \(header.count) fields")
                let row = try XCTUnwrap(rows.first { $0.count > 2 && $0[2].hasSuffix(Self.payload) && !$0[3].isEmpty })
                for field in rows.dropFirst().flatMap({ $0 }) {
                    XCTAssertFalse(field.first.map { "=+-@\t\r".contains($0) } ?? false && Double(field) == nil, "\(name): a formula cell: \(field.debugDescription)")
                }
                XCTAssertEqual(row[0], "'" + Self.file)
                XCTAssertEqual(row[2], "'" + Self.key)
                XCTAssertEqual(row[3], "'" + Self.source)
                XCTAssertEqual(row[4], "'" + Self.target)
                // A number stays a number.
                XCTAssertEqual(row[header.firstIndex(of: "growth_px")!], "-3.5")
                XCTAssertEqual(row[header.firstIndex(of: "dropped_words")!], "'" + Self.dropped)
            default:
                break
            }
        }
    }

    /// Through the binary, as the probes were: `layout`'s table printed a file name holding
    /// `\n::error file=…::` as a workflow command of its own (11 such lines for this app), and
    /// `check --format csv` wrote `=HYPERLINK(…)` as a formula.
    func testLayoutsTableAndCheckCSVThroughTheBinary() throws {
        let dir = TempDir()
        dir.copyFixture("layout-android/app1")
        let kotlin = dir.path("app/src/main/java/org/example")
        try FileManager.default.moveItem(atPath: kotlin + "/Greeting.kt", toPath: kotlin + "/G\n::error file=x::pwned\n.kt")
        let env = ["GITHUB_WORKSPACE": "", "CI_PROJECT_DIR": ""]
        let table = try CLI.run(["layout"], cwd: dir.url, env: env)
        XCTAssertTrue(table.stdout.contains("G\\n::error file=x::pwned\\n.kt"), table.stdout)
        XCTAssertFalse(table.stdout.split(separator: "\n").contains { $0.hasPrefix("::") }, table.stdout)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: try CLI.run(["layout", "--format", "json"], cwd: dir.url, env: env).stdoutData) as? [String: Any])
        let annotations = (json["findings"] as? [Any] ?? []).count + (json["errors"] as? [Any] ?? []).count
        let github = try CLI.run(["layout", "--format", "github"], cwd: dir.url, env: env)
        XCTAssertGreaterThan(annotations, 0)
        XCTAssertEqual(github.stdout.split(separator: "\n").count { $0.hasPrefix("::") }, annotations, github.stdout)

        let xliff = TempDir()
        xliff.write("messages.ar.xlf", """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="x" source-language="en" target-language="ar" datatype="plaintext"><body>
            <trans-unit id="@k"><source>=HYPERLINK("http://x")</source><target>-1+1</target></trans-unit></body></file></xliff>
            """)
        let csv = try CLI.run(["check", xliff.url.path, "--format", "csv", "--no-progress"])
        let rows = try Self.rfc4180(csv.stdout)
        let row = try XCTUnwrap(rows.first { $0.count > 4 && $0[2].hasSuffix("@k") }, csv.stdout)
        XCTAssertEqual(Array(row[2...4]), ["'@k", "'=HYPERLINK(\"http://x\")", "'-1+1"])
    }

    func assertCarries(_ strings: [String], name: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(strings.contains { $0.contains(Self.payload) }, "\(name) lost the hostile text", file: file, line: line)
    }

    /// Every string value and key in a JSON value.
    static func strings(in value: Any) -> [String] {
        var out: [String] = []
        var pending: [Any] = [value]
        while let v = pending.popLast() {
            if let s = v as? String { out.append(s) }
            else if let a = v as? [Any] { pending += a }
            else if let d = v as? [String: Any] { out += d.keys; pending += Array(d.values) }
        }
        return out
    }

    final class XMLTexts: NSObject, XMLParserDelegate {
        var all: [String] = []
        func parser(_ parser: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            all += attributes.values
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { all.append(string) }
    }

    /// RFC 4180 records: fields separated by commas, records by CRLF; a quoted field may hold commas,
    /// line breaks and doubled quotes. Written here, apart from the writer, to read what it wrote.
    static func rfc4180(_ text: String) throws -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = ""
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false, wasQuoted = false
        while let c = scalars.popFirst() {
            if quoted {
                if c == "\"" {
                    if scalars.first == "\"" { field.unicodeScalars.append("\""); scalars.removeFirst() } else { quoted = false }
                } else { field.unicodeScalars.append(c) }
                continue
            }
            switch c {
            case "\"":
                guard field.isEmpty, !wasQuoted else { throw CSVError.quoteInsideField(field) }
                quoted = true; wasQuoted = true
            case ",":
                row.append(field); field = ""; wasQuoted = false
            case "\r":
                guard scalars.popFirst() == "\n" else { throw CSVError.bareCR(row) }
                row.append(field); rows.append(row); row = []; field = ""; wasQuoted = false
            case "\n":
                throw CSVError.bareLF(row)
            default:
                guard !wasQuoted else { throw CSVError.textAfterQuote(field) }
                field.unicodeScalars.append(c)
            }
        }
        guard !quoted else { throw CSVError.unclosedQuote }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }

    enum CSVError: Error { case quoteInsideField(String), bareCR([String]), bareLF([String]), textAfterQuote(String), unclosedQuote }
}
