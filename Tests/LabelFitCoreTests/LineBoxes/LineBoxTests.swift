import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// The CSS line box, with every expected number worked by hand from the font tables and Blink's
/// formula (shared notes: line-boxes.md): A = round(ascent·size·dsf/upem), D likewise,
/// L64 = floor(lh·dsf·64), half = trunc((L64 − 64(A+D))/2), baseline at A + floor(half/64).
final class LineBoxTests: XCTestCase {
    func roboto() throws -> VerticalMetrics { try FontFace(path: Fixtures.font("Roboto-Regular.ttf")).metrics }
    func naskhUI() throws -> VerticalMetrics { try FontFace(path: Fixtures.font("NotoNaskhArabicUI-Regular.ttf")).metrics }

    func testRobotoAt17With1_2() throws {
        // Roboto: upem 2048, hhea 1900/−500, no USE_TYPO_METRICS → A = round(15.771) = 16, D = round(4.150) = 4.
        // L = 20.4 px → L64 = floor(1305.6) = 1305; leading64 = 1305 − 1280 = 25; half = 12 → 0 px.
        // Top = 16, bottom = 1305/64 − 16 = 4.390625.
        let box = CSSLineBoxModel(size: 17).box(primary: try roboto(), lineHeightPx: 17 * 1.2)
        XCTAssertEqual(box.topPx, 16)
        XCTAssertEqual(box.bottomPx, 4.390625)
    }

    func testDeviceScale2RoundsInDevicePixels() throws {
        // At dsf 2: A = round(31.543) = 32, D = round(8.301) = 8 device px. L64 = floor(20.4·2·64 = 2611.2) = 2611;
        // leading64 = 2611 − 2560 = 51; half = 25 → 0. Top = 32/2 = 16, bottom = (2611 − 2048)/64/2 = 4.3984375.
        let box = CSSLineBoxModel(size: 17, deviceScale: 2).box(primary: try roboto(), lineHeightPx: 17 * 1.2)
        XCTAssertEqual(box.topPx, 16)
        XCTAssertEqual(box.bottomPx, 4.3984375)
    }

    func testNegativeLeadingMovesTheBaselineUp() throws {
        // Naskh UI: upem 1000, typo 1069/−293 with USE_TYPO_METRICS. A = round(18.173) = 18, D = round(4.981) = 5.
        // L = 17 → L64 = 1088; leading64 = 1088 − 1472 = −384; half = −192 → floor(−3) = −3.
        // Top = 18 − 3 = 15, bottom = 17 − 15 = 2.
        let box = CSSLineBoxModel(size: 17).box(primary: try naskhUI(), lineHeightPx: 17)
        XCTAssertEqual(box.topPx, 15)
        XCTAssertEqual(box.bottomPx, 2)
    }

    func testTruncationOfOddNegativeHalfLeading() throws {
        // Naskh UI at 17 with line-height 16.99px: L64 = floor(1087.36) = 1087; leading64 = −385;
        // trunc(−385/2) = −192 (toward zero, not −193) → floor(−3.0) = −3. Top 15, bottom 1087/64 − 15 = 1.984375.
        let box = CSSLineBoxModel(size: 17).box(primary: try naskhUI(), lineHeightPx: 16.99)
        XCTAssertEqual(box.topPx, 15)
        XCTAssertEqual(box.bottomPx, 1.984375)
    }

    func testNormalIsWidenedByFallbackFonts() throws {
        let model = CSSLineBoxModel(size: 17)
        // Roboto alone: A + D + gap = 16 + 4 + 0 → top 16, bottom 4.
        let alone = model.normalBox(primary: try roboto(), fallbacks: [])
        XCTAssertEqual(alone.topPx, 16)
        XCTAssertEqual(alone.bottomPx, 4)
        // With Naskh UI drawing glyphs: its own box is 18 + 5 → the union is 18 above, 5 below.
        let widened = model.normalBox(primary: try roboto(), fallbacks: [try naskhUI()])
        XCTAssertEqual(widened.topPx, 18)
        XCTAssertEqual(widened.bottomPx, 5)
    }

    func testLineHeightParsing() throws {
        XCTAssertEqual(try LineHeight(parsing: "normal"), .normal)
        XCTAssertEqual(try LineHeight(parsing: "1.2"), .multiple(1.2))
        XCTAssertEqual(try LineHeight(parsing: "20px"), .px(20))
        XCTAssertEqual(try LineHeight(parsing: "120%").px(size: 17)!, 20.4, accuracy: 1e-9)
        for bad in ["", "abc", "-1", "0", "1.2em", "nan"] {
            XCTAssertThrowsError(try LineHeight(parsing: bad), bad)
        }
    }
}
