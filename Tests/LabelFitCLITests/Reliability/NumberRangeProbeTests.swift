import Foundation
import XCTest
import LabelFitCore
import LabelFitTestSupport

/// Numbers past any real UI's range, given on the command line, in `labelfit.json`, or read from an
/// app's CSS, run through the built binary (each crashed it with SIGILL or hung it): a usage error
/// or a located configuration error, and in `layout` the one use unknown with the reason while its
/// neighbour is still measured.
final class NumberRangeProbeTests: XCTestCase {
    let env = ["SWIFT_BACKTRACE": "enable=no"]

    func testATextSizeBelowHalfAPixelOnTheCommandLineIsAUsageError() throws {
        for size in ["1e-17", "1e-20", "0.49", "1e9"] {
            let r = try CLI.run(["measure", "Hello", "مرحبا", "--size", size], env: env)
            XCTAssertEqual(r.status, 2, "--size \(size): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("--size") && r.stderr.contains(NumberRanges.size.description), r.stderr)
        }
        // The range's own ends are measured.
        for size in ["0.5", "1000"] {
            let r = try CLI.run(["measure", "Hello", "مرحبا", "--size", size, "--format", "json"], env: env)
            XCTAssertLessThan(r.status, 2, "--size \(size): \(r.stderr)")
            XCTAssertNotNil(try? JSONSerialization.jsonObject(with: r.stdoutData), "--size \(size)")
        }
    }

    func testATextSizeBelowHalfAPixelInLabelfitJSONIsALocatedError() throws {
        let dir = TempDir()
        dir.write("locales/en.json", #"{"k":"Hello"}"#)
        dir.write("locales/ar.json", #"{"k":"مرحبا"}"#)
        dir.write("labelfit.json", #"{"catalogs":["locales"],"size":1e-20}"#)
        let r = try CLI.run(["check", ".", "--format", "json"], cwd: dir.url, env: env)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("labelfit.json:1") && r.stderr.contains("'size'"), r.stderr)
    }

    /// One page: `.x` holds the hostile declaration, `.y` is the control with the same box.
    func layout(_ declaration: String) throws -> (status: Int32, uses: [String: [String: Any]], stderr: String) {
        let dir = TempDir()
        dir.write("locales/en.json", #"{"k":"Hello there","c":"Hi"}"#)
        dir.write("locales/ar.json", #"{"k":"مرحبا بكم هناك","c":"أهلا"}"#)
        dir.write("labelfit.json", #"{"catalogs":["locales"]}"#)
        dir.write("src/index.html", """
            <html><head><style>
            .x{width:100px;white-space:nowrap;overflow:hidden;\(declaration)}
            .y{width:100px;white-space:nowrap;overflow:hidden}
            </style></head><body><div class="x" data-i18n="k"></div><div class="y" data-i18n="c"></div></body></html>
            """)
        let r = try CLI.run(["layout", dir.url.path, "--format", "json"], env: env)
        let json = (try? JSONSerialization.jsonObject(with: r.stdoutData)) as? [String: Any]
        XCTAssertNotNil(json, "\(declaration): no complete JSON report (status \(r.status)): \(r.stderr.prefix(400))")
        var uses: [String: [String: Any]] = [:]
        for u in json?["uses"] as? [[String: Any]] ?? [] { if let k = u["key"] as? String { uses[k] = u } }
        return (r.status, uses, r.stderr)
    }

    func testOutOfRangeCSSValuesMakeTheUseUnknownWithTheReason() throws {
        let probes: [(String, String)] = [
            ("font-size: 1e-17px", "text size 1e-17 px is outside 0.5–1000 px"),
            ("font-size: 1e308px", "text size 1e+308 px is outside 0.5–1000 px"),
            ("font-size: 1000000000px", "text size 1000000000 px is outside 0.5–1000 px"),
            ("line-height: 1e300px", "line height 1e+300 px is outside >0–10000 px"),
            ("-webkit-line-clamp: 99999999999999999999; display: -webkit-box", "99999999999999999999 (line clamp) is outside 1–10000 lines"),
            ("width: 1e308px", "row.inline_size_px: 1e+308 is out of range"),
        ]
        for (declaration, reason) in probes {
            let r = try layout(declaration)
            XCTAssertLessThan(r.status, 3, "\(declaration): \(r.stderr)")
            XCTAssertEqual(r.uses["k"]?["class"] as? String, "unknown", declaration)
            let why = r.uses["k"]?["reason"] as? String ?? ""
            XCTAssertTrue(why.contains(reason), "\(declaration) → \(why)")
            XCTAssertEqual(r.uses["c"]?["class"] as? String, "fits", "\(declaration): the control is measured")
        }
        // The range's ends are measured, not refused.
        for declaration in ["font-size: 0.5px", "font-size: 1000px", "line-height: 10000px", "-webkit-line-clamp: 10000; display: -webkit-box"] {
            let r = try layout(declaration)
            XCTAssertNotEqual(r.uses["k"]?["class"] as? String, "unknown", "\(declaration): \(r.uses["k"]?["reason"] ?? "")")
        }
    }
}
