import Foundation
import XCTest
import LabelFitTestSupport

/// The server (bundled fonts only, no Fontconfig) says its stand-in fonts in `/v1/check`'s summary,
/// and draws emoji with the bundled emoji model as `check` does.
final class StandInAndEmojiOverAPITests: XCTestCase {
    func testTheSummaryNamesStandInsAndEmojiAreNotMissing() throws {
        let api = ServerTests(name: "stand-ins", testClosure: { _ in })   // its shared server and request helpers
        let r = try api.post("/v1/check", #"{"profile":"uikit","font":"Noto Sans, Noto Sans Arabic UI","pairs":[{"key":"party","en":"Party 🥳","ar":"حفلة 🥳"}]}"#)
        XCTAssertEqual(r.status, 200, r.text)
        let json = try ServerTests.dechunked(r)
        let summary = try XCTUnwrap(json["summary"] as? [String: Any], r.text)
        let standIns = try XCTUnwrap(summary["stand_in_fonts"] as? [[String: Any]], r.text)
        XCTAssertEqual(standIns.compactMap { $0["stands_for"] as? String }, ["SF Pro", "SF Arabic"])
        let record = try XCTUnwrap((json["strings"] as? [[String: Any]])?.first)
        XCTAssertEqual((record["target"] as? [String: Any])?["missing"] as? [String], [], r.text)
        XCTAssertNotEqual(record["verdict"] as? String, "missing-glyphs", r.text)

        // A stack the request names is what the app draws with: no stand-in.
        let named = try api.post("/v1/check", #"{"profile":"uikit","font":"Roboto, Noto Naskh Arabic UI","pairs":[{"key":"a","en":"Share","ar":"مشاركة"}]}"#)
        XCTAssertNil((try ServerTests.dechunked(named)["summary"] as? [String: Any])?["stand_in_fonts"], named.text)
    }
}
