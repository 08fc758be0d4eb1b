import XCTest
@testable import LabelFitLayout

/// Android 14's non-linear font scaling against AOSP FontScaleConverterFactory.java's tables, worked by
/// hand: the 1.3 table maps 14sp → 18.8dp and 18sp → 21.6dp; 16sp is halfway, 20.2dp.
final class FontScaleCurveTests: XCTestCase {
    func testTablePointsInterpolationAndLinearBefore34() {
        XCTAssertEqual(FontScaleCurve.dp(sp: 14, fontScale: 1.3, api: 34), 18.8, accuracy: 1e-9)
        XCTAssertEqual(FontScaleCurve.dp(sp: 16, fontScale: 1.3, api: 34), 20.2, accuracy: 1e-9)
        // Below the first point: from (0, 0) to (8, 10.4) → 4sp is 5.2dp.
        XCTAssertEqual(FontScaleCurve.dp(sp: 4, fontScale: 1.3, api: 34), 5.2, accuracy: 1e-9)
        // Past 100sp the last ratio (1) holds: large text does not grow.
        XCTAssertEqual(FontScaleCurve.dp(sp: 200, fontScale: 1.3, api: 34), 200, accuracy: 1e-9)
        // Up to API 33: sp × scale.
        XCTAssertEqual(FontScaleCurve.dp(sp: 16, fontScale: 1.3, api: 33), 20.8, accuracy: 1e-9)
        XCTAssertEqual(FontScaleCurve.dp(sp: 16, fontScale: 1.0, api: 34), 16, accuracy: 1e-9)
        // Between the 1.3 and 1.5 tables at 14sp: 18.8 + (22 − 18.8) × 0.5 = 20.4.
        XCTAssertEqual(FontScaleCurve.dp(sp: 14, fontScale: 1.4, api: 34), 20.4, accuracy: 1e-9)
        // API 34 has no 1.1 table (API 35 added it): 1.1 is below 1.15 − 0.01, so linear there.
        XCTAssertEqual(FontScaleCurve.dp(sp: 14, fontScale: 1.1, api: 34), 15.4, accuracy: 1e-9)
        XCTAssertEqual(FontScaleCurve.dp(sp: 14, fontScale: 1.1, api: 35), 15.6, accuracy: 1e-9)
    }

    func testProfilesAreValidatedInOnePlace() throws {
        let path = NSTemporaryDirectory() + "labelfit-layout-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 11 is past NumberRanges.fontScale (0, 10], the one range every device profile uses.
        try #"{"layout": {"profiles": [{"width_dp": 360, "font_scale": 11}]}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try LayoutSettings.load(path: path)) { XCTAssertTrue("\($0)".contains("font_scale"), "\($0)") }
        try #"{"layout": {"profiles": [{"width_dp": 360, "scale": 1}]}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try LayoutSettings.load(path: path)) { XCTAssertTrue("\($0)".contains("layout.profiles[0].scale"), "\($0)") }
        try #"{"layout": {"profiles": [{"width_dp": 411, "font_scale": 1.3, "api": 33}]}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let s = try LayoutSettings.load(path: path)
        XCTAssertEqual(s.profiles, [DeviceProfile(widthDp: 411, fontScale: 1.3, api: 33)])
        XCTAssertEqual(s.profiles[0].textSizePx(sp: 16), 20.8, accuracy: 1e-9)
        XCTAssertEqual(DeviceProfile.defaults.map(\.name), ["320dp@1x", "320dp@1.3x", "360dp@1x", "360dp@1.3x", "411dp@1x", "411dp@1.3x"])
    }
}
