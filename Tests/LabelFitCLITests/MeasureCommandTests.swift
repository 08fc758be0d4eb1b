import Foundation
import XCTest
import LabelFitTestSupport

final class MeasureCommandTests: XCTestCase {
    func testPairTextAndJSON() throws {
        let r = try CLI.run(["measure", "--en", "Add to Home Screen", "--ar", "إضافة إلى الشاشة الرئيسية", "--font", "Roboto, Noto Naskh Arabic UI",
                             "--size", "17", "--line-height", "1.2", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        let result = (doc["results"] as! [[String: Any]])[0]
        let target = result["target"] as! [String: Any]
        for key in ["text", "locale", "width_px", "ink", "line_box", "clip", "min_line_height", "verdict", "fonts_used", "lines", "line_texts"] {
            XCTAssertNotNil(target[key], key)
        }
        XCTAssertEqual((target["ink"] as! [String: Any]).keys.contains("top_px"), true)
        XCTAssertNotNil(result["growth_px"])
        XCTAssertEqual(result["growth_chars"] as? Double ?? 0, 25.0 / 18.0, accuracy: 1e-9)
    }

    func testStdinLinesGiveOneResultPerLineInOrderAndBadLinesAreNamed() throws {
        var input = Data("Delete\tحذف\nCopy Link\tنسخ الرابط\n".utf8)
        input += Data([0xFF, 0xFE, 0x0A])
        input += Data("شارك\n".utf8)
        let r = try CLI.run(["measure", "--format", "json"], stdin: input)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("<stdin>:3: invalid UTF-8"), r.stderr)
        let results = (try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any])["results"] as! [[String: Any]]
        XCTAssertEqual(results.map { $0["input_line"] as? Int }, [1, 2, 3, 4])
        XCTAssertEqual(((results[1]["target"] as! [String: Any])["text"] as! String), "نسخ الرابط")
        XCTAssertEqual(results[2]["error"] as? String, "<stdin>:3: invalid UTF-8")
        XCTAssertNil(results[3]["source"])
        XCTAssertEqual(((results[3]["target"] as! [String: Any])["text"] as! String), "شارك")
    }

    /// Lines are split at their first tab from their bytes: a bad byte on either side of the tab, or a
    /// sequence the tab cuts, is the line's error; a byte-order mark and a CR are dropped; a second tab
    /// belongs to the target. (Each case also gave these answers before the split moved to the bytes.)
    func testStdinLinesSplitAtTheFirstTabFromTheirBytes() throws {
        var input = Data([0xEF, 0xBB, 0xBF]) + Data("Delete\tحذف\r\n".utf8)
        input += Data("Bad".utf8) + Data([0xC3]) + Data("\tحذف\n".utf8)
        input += Data("Good\t".utf8) + Data([0xD8, 0x0A])
        input += Data([0xD8]) + Data("\t\u{62D}\n".utf8)
        input += Data("A\tB\tC\n\tحذف".utf8)
        let r = try CLI.run(["measure", "--format", "json"], stdin: input)
        XCTAssertEqual(r.status, 2)
        let results = (try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any])["results"] as! [[String: Any]]
        XCTAssertEqual(results.map { $0["input_line"] as? Int }, [1, 2, 3, 4, 5, 6])
        XCTAssertEqual((results[0]["source"] as! [String: Any])["text"] as? String, "Delete")
        XCTAssertEqual((results[0]["target"] as! [String: Any])["text"] as? String, "حذف")
        for line in [2, 3, 4] { XCTAssertEqual(results[line - 1]["error"] as? String, "<stdin>:\(line): invalid UTF-8") }
        XCTAssertEqual((results[4]["source"] as! [String: Any])["text"] as? String, "A")
        // (The web profile lays text out as `white-space: normal` does: the tab collapses to a space.)
        XCTAssertEqual((results[4]["target"] as! [String: Any])["text"] as? String, "B C")
        XCTAssertEqual((results[5]["source"] as! [String: Any])["text"] as? String, "")
        XCTAssertEqual((results[5]["target"] as! [String: Any])["text"] as? String, "حذف")
    }

    func testErrorsAndHelp() throws {
        let unknown = try CLI.run(["measure", "--font", "Nope", "x"])
        XCTAssertEqual(unknown.status, 2)
        // The message's wording and where it looked: CLI/FontLocationTests.
        XCTAssertTrue(unknown.stderr.hasPrefix("labelfit: unknown font 'Nope': not among the bundled fonts in "), unknown.stderr)
        XCTAssertEqual(try CLI.run(["measure", "--line-height", "tall", "x"]).stderr,
                       "labelfit: bad line-height 'tall': use normal, a number (1.2), px (20px) or % (120%)\n")
        XCTAssertEqual(try CLI.run(["measure", "--bogus"]).status, 2)
        let help = try CLI.run(["measure", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--line-height <lh>"))
        XCTAssertTrue(try CLI.run(["--version"]).stdout.hasPrefix("labelfit "))
        let long = try CLI.run(["measure", String(repeating: "ب", count: 20_001)])
        XCTAssertEqual(long.status, 2)
        XCTAssertTrue(long.stderr.contains("longer than the limit of 20000"), long.stderr)
    }

    func testClippingLoneStringExitsWithFindings() throws {
        let r = try CLI.run(["measure", "يجح", "--font", "Amiri", "--line-height", "1.0"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains("verdict clips"), r.stdout)
    }

    /// `--format jsonl`: a settings record, each font described once before the first result naming it
    /// (metrics as the font's own tables say, read by the tests' reader), then one compact result per
    /// input line in order, bad lines included as errors.
    func testJSONLinesDescribesEachFontOnceAndGivesOneRecordPerLine() throws {
        let input = Data("Delete\tحذف\nCopy Link\tنسخ الرابط\n".utf8) + Data([0xFF, 0x0A]) + Data("شارك".utf8)
        let r = try CLI.run(["measure", "--format", "jsonl"], stdin: input)
        XCTAssertEqual(r.status, 2, r.stderr)
        let records = try r.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        XCTAssertEqual(records.map { $0["type"] as! String }, ["settings", "font", "font", "result", "result", "result", "result", "end"])
        // The end record counts what came before it: a stream cut short has none.
        XCTAssertEqual(records.last?["results"] as? Int, records.filter { $0["type"] as? String == "result" }.count)
        XCTAssertNotNil(records[0]["settings"])
        var described: Set<String> = []
        for font in records where font["type"] as? String == "font" {
            let name = font["name"] as! String
            XCTAssertTrue(described.insert(name).inserted, name)
            let file = font["file"] as! String
            XCTAssertEqual(URL(fileURLWithPath: file).lastPathComponent, name)
            let tables = try FontTables(path: file)
            let metrics = font["metrics"] as! [String: Any]
            XCTAssertEqual(metrics["units_per_em"] as? Int, tables.unitsPerEm)
            XCTAssertEqual(metrics["hhea_ascender"] as? Int, tables.hheaAscender)
            XCTAssertEqual(metrics["typo_descender"] as? Int, tables.typoDescender)
            XCTAssertNotNil(font["license"] as? String, name)
        }
        XCTAssertEqual(described, ["Roboto-Regular.ttf", "NotoNaskhArabicUI-Regular.ttf"])
        let results = records.filter { $0["type"] as? String == "result" }
        XCTAssertEqual(results.map { $0["input_line"] as? Int }, [1, 2, 3, 4])
        XCTAssertEqual(results[2]["error"] as? String, "<stdin>:3: invalid UTF-8")
        for result in results {
            for side in ["source", "target"] {
                guard let m = result[side] as? [String: Any] else { continue }
                XCTAssertNil(m["line_details"]); XCTAssertNil(m["runs"])
                for use in m["fonts_used"] as! [[String: Any]] {
                    XCTAssertTrue(described.contains(use["font"] as! String))
                    XCTAssertNil(use["metrics"])
                }
            }
        }
        let full = try CLI.run(["measure", "--format", "jsonl", "--detail", "full"], stdin: Data("Delete\tحذف\n".utf8))
        let lines = full.stdout.split(separator: "\n")
        let result = try JSONSerialization.jsonObject(with: Data(lines[lines.count - 2].utf8)) as! [String: Any]
        let target = result["target"] as! [String: Any]
        XCTAssertEqual((target["line_details"] as! [Any]).count, 1)
        XCTAssertEqual((target["runs"] as! [[String: Any]]).first?["text"] as? String, "حذف")
    }

    /// `--format json` is one compact line when standard output is not a terminal; `--pretty` indents
    /// it; both parse to the same document.
    func testJSONIsCompactUnlessPretty() throws {
        let input = Data("Delete\tحذف\n".utf8)
        let compact = try CLI.run(["measure", "--format", "json"], stdin: input)
        let pretty = try CLI.run(["measure", "--format", "json", "--pretty"], stdin: input)
        XCTAssertEqual(compact.stdout.filter { $0 == "\n" }.count, 1)
        XCTAssertTrue(pretty.stdout.contains("\n  \"results\": ["), String(pretty.stdout.prefix(200)))
        let a = try JSONSerialization.jsonObject(with: compact.stdoutData) as! NSDictionary
        XCTAssertEqual(a, try JSONSerialization.jsonObject(with: pretty.stdoutData) as! NSDictionary)
        XCTAssertEqual((a["fonts"] as! [[String: Any]]).map { $0["name"] as! String }, ["Roboto-Regular.ttf", "NotoNaskhArabicUI-Regular.ttf"])
    }

    /// Records come out while standard input is still open: the first line's record is read back
    /// before the second line is written.
    func testJSONLinesAnswersEachLineWhileInputIsOpen() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CLI.binary)
        p.arguments = ["measure", "--format", "jsonl"]
        p.currentDirectoryURL = Fixtures.root
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        input.fileHandleForWriting.write(Data("Delete\tحذف\n".utf8))
        var got = Data()
        let deadline = Date().addingTimeInterval(120)
        // settings + 2 fonts + 1 result = 4 lines, before stdin is closed.
        while got.filter({ $0 == 0x0A }).count < 4 && Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            got += chunk
        }
        XCTAssertEqual(got.filter { $0 == 0x0A }.count, 4, String(decoding: got, as: UTF8.self))
        input.fileHandleForWriting.write(Data("Share\tمشاركة\n".utf8))
        try input.fileHandleForWriting.close()
        got += output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        // The second result and the end record.
        XCTAssertEqual(got.filter { $0 == 0x0A }.count, 6)
    }

    /// Text read from input is printed escaped in the table: an ESC in a measured string would
    /// otherwise start a terminal control sequence (ECMA-48 §5.3).
    func testTheTableEscapesControlCharactersInMeasuredText() throws {
        let r = try CLI.run(["measure", "--format", "text"], stdin: Data("Save\u{1B}[2J\tحفظ\u{1B}]0;x\u{07}\n".utf8))
        XCTAssertFalse(r.stdout.unicodeScalars.contains("\u{1B}"), r.stdout)
        XCTAssertFalse(r.stdout.unicodeScalars.contains("\u{07}"), r.stdout)
        XCTAssertTrue(r.stdout.contains("Save\\u001B[2J"), r.stdout)
    }
}
