import Foundation
import XCTest
@testable import LabelFitCore

/// The data block of an HTML page must parse back to the same JSON and hold nothing that can end or
/// change the script element (HTML "script data" state) — checked by counting the hazards in the
/// output, a second reading of what the escaper promises.
final class JSONScriptBlockTests: XCTestCase {
    func testEveryHazardIsEscapedAndTheValueRoundTrips() throws {
        let hostile = ["</script><script>alert(1)</script>", "<!-- x", "a & b > c", "line\u{2028}sep\u{2029}end",
                       "عربي </SCRIPT >", "plain"]
        let json = try JSONSerialization.data(withJSONObject: ["values": hostile])
        let text = JSONScriptBlock.text(json)
        for hazard in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            XCTAssertFalse(text.contains(hazard), "\(hazard.unicodeScalars.first!.value) survives")
        }
        let back = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String]]
        XCTAssertEqual(back?["values"], hostile)
        // The byte form is what the HTML report streams: it must be the same text.
        XCTAssertEqual(String(decoding: JSONScriptBlock.bytes([UInt8](json)), as: UTF8.self), text)
    }

    func testABlockEndingInsideAMultiByteCharacterIsCopiedAsIs() {
        // E2 80 at the very end is not U+2028's prefix of a whole sequence: nothing is read past it.
        XCTAssertEqual(JSONScriptBlock.bytes([0x22, 0xE2, 0x80]), [0x22, 0xE2, 0x80])
    }
}
