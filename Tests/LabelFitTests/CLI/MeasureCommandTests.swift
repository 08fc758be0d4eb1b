import Foundation
import XCTest

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

    func testErrorsAndHelp() throws {
        let unknown = try CLI.run(["measure", "--font", "Nope", "x"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "labelfit: unknown font 'Nope': not bundled and not found by Fontconfig\n")
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
}
