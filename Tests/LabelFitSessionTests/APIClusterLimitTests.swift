import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitServer
import LabelFitTestSupport

/// The grapheme-cluster bound (`GraphemeClusterLimit`) holds for typed pairs as for catalogs and
/// `measure`: a base with more marks than the limit is refused on every API route that measures, and a
/// cluster of exactly the limit is measured.
final class APIClusterLimitTests: XCTestCase {
    func testEveryMeasuringRouteRefusesAnOverlongClusterAndMeasuresOneAtTheLimit() throws {
        var limits = ServerLimits()
        limits.maxStringLength = 5_000
        var config = CheckConfiguration()
        config.fonts = ["en": "Roboto", "ar": "Roboto, Noto Naskh Arabic UI"]
        let handler = APIHandler(config: config, registry: try FontRegistry(bundledDirectory: Fixtures.fonts),
                                 limits: limits, version: "test")
        // ب followed by fatha marks: one cluster of 1 + k scalars (UAX #29 GB9: Extend joins its base).
        func text(marks k: Int) -> String { "ب" + String(repeating: "\u{064E}", count: k) }
        let over = text(marks: GraphemeClusterLimit.maxScalars), at = text(marks: GraphemeClusterLimit.maxScalars - 1)
        XCTAssertEqual(over.count, 1, "one Character")
        for (path, body) in [("/v1/measure", ["ar": over]), ("/v1/render", ["ar": over])] as [(String, [String: Any])] + [("/v1/check", ["pairs": [["en": "x", "ar": over]]])] {
            let r = handler.handle(method: "POST", path: path, body: [UInt8](try JSONSerialization.data(withJSONObject: body)))
            XCTAssertEqual(r.status, 413, path)
            XCTAssertTrue(String(decoding: r.body, as: UTF8.self).contains("grapheme cluster of \(GraphemeClusterLimit.maxScalars + 1)"), path)
        }
        let fine = handler.handle(method: "POST", path: "/v1/measure", body: [UInt8](try JSONSerialization.data(withJSONObject: ["ar": at])))
        XCTAssertEqual(fine.status, 200)
    }
}
