import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// Each OS's text-size curve, against hand calculations from its published tables.
final class FontScalingTests: XCTestCase {
    func testAndroidNonLinearCurveAsAOSPInterpolatesIt() {
        // FontScaleConverterFactory's 1.3 table: 14 sp → 18.8, 18 sp → 21.6; 16 sp is halfway: 20.2.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(16, fontScale: 1.3), 20.2, accuracy: 1e-5)
        // An exact table point.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(20, fontScale: 1.3), 23.6, accuracy: 1e-5)
        // Below the first point, from 0: 5 sp × 10.4 / 8 = 6.5.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(5, fontScale: 1.3), 6.5, accuracy: 1e-5)
        // Past the last point, its ratio (100 → 100): unscaled.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(200, fontScale: 1.3), 200, accuracy: 1e-4)
        // 1.4 lies halfway between the 1.3 and 1.5 tables: at 14 sp, (18.8 + 22) / 2 = 20.4.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(14, fontScale: 1.4), 20.4, accuracy: 1e-4)
        // Under 1.13 (the first table's 1.15 less 0.02) scaling stays linear: 16 × 1.1 = 17.6.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(16, fontScale: 1.1), 17.6, accuracy: 1e-9)
        // Beyond the last table (2.0) it is linear too (FontScaleConverterFactory's {1} → {scale}).
        XCTAssertEqual(AndroidFontScale.convertSpToDp(16, fontScale: 2.5), 40, accuracy: 1e-4)
        // The curve's point: large text grows less than small text.
        XCTAssertLessThan(AndroidFontScale.convertSpToDp(30, fontScale: 1.3) / 30, AndroidFontScale.convertSpToDp(8, fontScale: 1.3) / 8)
    }

    func testDynamicTypeScalesAsTheBodyStyle() {
        // Apple HIG: Body is 17 pt at large and 23 pt at xxxLarge; 20 pt scales by 23/17.
        XCTAssertEqual(FontScaling.ios.scaled(20, scale: 1, category: .xxxLarge), 20 * 23 / 17, accuracy: 1e-12)
        XCTAssertEqual(FontScaling.ios.scaled(17, scale: 1, category: .accessibility5), 53, accuracy: 1e-12)
        XCTAssertEqual(FontScaling.linear.scaled(16, scale: 1.3, category: .large), 20.8, accuracy: 1e-12)
    }

    func testTheStrictestDeviceIsTheNarrowestWithTheLargestText() throws {
        let d = DeviceProfiles(contentWidths: ["b": 411, "a": 320, "c": 600], fontScaling: .android, fontScales: [1.3, 1],
                               rowInsetStart: 16, rowInsetEnd: 16)
        XCTAssertEqual(d.strictest.name, "a")
        XCTAssertEqual(d.strictest.scale, 1.3)
        var config = CheckConfiguration()
        config.profile = .android
        config.devices = d
        let applied = try config.applyingDevices()
        XCTAssertEqual(applied.row.inlineSizePx, 320)
        XCTAssertEqual(applied.row.availableWidthPx, 288, "320 less 16 + 16")
        XCTAssertEqual(applied.size ?? 0, 20.2, accuracy: 1e-5, "Android's 16 sp default at 1.3")
        config.row.inlineSizePx = 200
        XCTAssertThrowsError(try config.applyingDevices(), "two widths: one would be ignored")
    }

    /// The API level decides which tables a device has (AOSP FontScaleConverterFactory.java; API 35
    /// added 1.05, 1.1 and 1.2), worked by hand from the tables.
    func testAPILevelsTables() {
        // Up to API 33: sp × scale.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(16, fontScale: 1.3, api: 33), 20.8, accuracy: 1e-5)
        XCTAssertEqual(AndroidFontScale.convertSpToDp(16, fontScale: 1.3, api: 34), 20.2, accuracy: 1e-5)
        // API 34 has no 1.1 table: below its first (1.15), so linear, 14 × 1.1 = 15.4; API 35's 1.1
        // table maps 14sp to 15.6dp.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(14, fontScale: 1.1, api: 34), 15.4, accuracy: 1e-5)
        XCTAssertEqual(AndroidFontScale.convertSpToDp(14, fontScale: 1.1, api: 35), 15.6, accuracy: 1e-5)
        // API 35 between its 1.15 and 1.2 tables at 14sp: 16.4 + (17.2 − 16.4) × (1.17 − 1.15) / 0.05 = 16.72.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(14, fontScale: 1.17, api: 35), 16.72, accuracy: 1e-4)
        // API 34 between 1.15 and 1.3 at 14sp: 16.4 + (18.8 − 16.4) × (1.17 − 1.15) / 0.15 = 16.72.
        XCTAssertEqual(AndroidFontScale.convertSpToDp(14, fontScale: 1.17, api: 34), 16.72, accuracy: 1e-4)
        XCTAssertEqual(AndroidFontScale.convertSpToDp(16, fontScale: 1.0, api: 35), 16, accuracy: 1e-9)
    }
}
