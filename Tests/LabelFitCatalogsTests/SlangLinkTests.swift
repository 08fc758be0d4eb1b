import Foundation
import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport

/// Slang linked translations: each key's linked text is worked out once per file, and the work of
/// copying linked texts has a budget per file (`SlangLinks`).
final class SlangLinkTests: XCTestCase {
    func testLinksThatFanOutOverManyLevelsAreResolvedOncePerKey() throws {
        // Ten links per level over fifteen levels: 10^15 paths to the empty `z` when each is followed.
        var lines = [#""z": """#, #""k1": "\#(String(repeating: "@:z", count: 10))""#]
        for k in 2...15 { lines.append(#""k\#(k)": "\#(String(repeating: "@:k\(k - 1)", count: 10))""#) }
        lines.append(#""ok": "نعم @:k15""#)
        let dir = TempDir()
        let file = dir.write("assets/i18n/ar.i18n.json", "{" + lines.joined(separator: ",\n") + "}")
        let out = SlangJSONReader(limits: ReadLimits(), interpolation: .dart).read(file)
        let texts = Dictionary(out.items.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(texts["k15"], "")
        XCTAssertEqual(texts["k1"], "")
        // ok → k15 → … → k1 → z is 17 keys, one past the depth of 16: a located error at ok (line 17).
        XCTAssertNil(texts["ok"])
        XCTAssertEqual(out.diagnostics.map(\.message), ["'ok': links nest deeper than 16 levels; skipped"])
        XCTAssertEqual(out.diagnostics.first?.location.line, 17)
        XCTAssertEqual(out.items.count, 15)
    }

    func testCopyingLinkedTextsStopsAtTheFilesBudget() throws {
        // `m` is 2,000 characters; keys b1…b510 each link it once: 1 + 2,000 = 2,001 steps each. The file
        // is under 62,500 bytes, so its budget is the floor of 1,000,000 steps: 499 × 2,001 = 998,499 fit,
        // the 500th (b500, line 501) passes it, and b501…b510 (10 keys) are not resolved either.
        let m = String(repeating: "ب", count: 2_000)
        let keys = (1...510).map { #""b\#($0)": "@:m""# }
        let dir = TempDir()
        let file = dir.write("assets/i18n/ar.i18n.json", "{\"m\": \"\(m)\",\n" + keys.joined(separator: ",\n") + "}")
        XCTAssertLessThan(try Data(contentsOf: URL(fileURLWithPath: file)).count * SlangLinks.stepsPerFileByte, SlangLinks.minimumSteps)
        let out = SlangJSONReader(limits: ReadLimits(), interpolation: .dart).read(file)
        XCTAssertEqual(out.items.count, 1 + 499, "m and b1…b499")
        XCTAssertEqual(out.items.last?.key, "b499")
        XCTAssertEqual(out.diagnostics.count, 1)
        XCTAssertEqual(out.diagnostics.first?.severity, .error)
        XCTAssertEqual(out.diagnostics.first?.location.line, 501)
        XCTAssertEqual(out.diagnostics.first?.message, "'b500': resolving this file's links passes 1000000 steps (16 per byte of the file, at least 1000000); skipped, and so are 10 later keys whose links need resolving")
    }
}
