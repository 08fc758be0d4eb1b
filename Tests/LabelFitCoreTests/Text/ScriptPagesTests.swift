import XCTest
import CHarfBuzz
@testable import LabelFitCore
import LabelFitTestSupport

/// The script pages stand for `hb_unicode_script`: they must give its answer for every scalar.
final class ScriptPagesTests: XCTestCase {
    func testEveryScalarGetsHarfBuzzsScript() {
        let pages = ScriptPages()
        let funcs = hb_unicode_funcs_get_default()
        // Every BMP code point, twice (the first read fills a page, the second reads it), in an order
        // that fills pages from their middles; then a sample beyond the BMP, which is not kept.
        for pass in 0..<2 {
            for c in stride(from: UInt32(0x80), through: 0xFFFF, by: 1).map({ $0 }) + Array(0..<0x80) {
                XCTAssertEqual(pages.script(c), hb_unicode_script(funcs, c), String(format: "U+%04X, pass %d", c, pass))
            }
        }
        for c: UInt32 in [0x1_0000, 0x1_0900, 0x1_EE00, 0x1_F600, 0x2_0000, 0xE_0001, 0x10_FFFF] {
            XCTAssertEqual(pages.script(c), hb_unicode_script(funcs, c), String(format: "U+%X", c))
        }
        // Hand-checked against Scripts.txt: a Latin letter, an Arabic letter, a harakah (Inherited),
        // the Arabic comma (Common).
        XCTAssertEqual(pages.script(0x61), HB_SCRIPT_LATIN)
        XCTAssertEqual(pages.script(0x0628), HB_SCRIPT_ARABIC)
        XCTAssertEqual(pages.script(0x064E), HB_SCRIPT_INHERITED)
        XCTAssertEqual(pages.script(0x060C), HB_SCRIPT_COMMON)
    }
}
