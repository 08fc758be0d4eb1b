import XCTest
@testable import LabelFitLayout
import LabelFitTestSupport

/// Device profiles of `labelfit layout`: validated where every number is, and sized by the one
/// Android font-scale curve (`AndroidFontScale`, tested in FontScalingTests).
final class DeviceProfileTests: XCTestCase {
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
        XCTAssertEqual(s.profiles[0].textSizePx(sp: 16), 20.8, accuracy: 1e-5)
        // API 34 and up: the 1.3 table, 16sp halfway between 14→18.8 and 18→21.6 = 20.2.
        XCTAssertEqual(DeviceProfile(widthDp: 411, fontScale: 1.3, api: 34).textSizePx(sp: 16), 20.2, accuracy: 1e-5)
        XCTAssertEqual(DeviceProfile.defaults.map(\.name), ["320dp@1x", "320dp@1.3x", "360dp@1x", "360dp@1.3x", "411dp@1x", "411dp@1.3x"])
    }

    /// Two phones at one width and font scale on different API levels size 16sp apart (20.8 on API 33's
    /// linear scale, 20.2 on API 34's curve, above): each record and summary names them apart.
    func testProfilesThatScaleTextDifferentlyAreNamedApart() {
        let linear = DeviceProfile(widthDp: 360, fontScale: 1.3, api: 33), curve = DeviceProfile(widthDp: 360, fontScale: 1.3, api: 34)
        XCTAssertNotEqual(linear.textSizePx(sp: 16), curve.textSizePx(sp: 16))
        XCTAssertNotEqual(linear.name, curve.name)
        XCTAssertEqual(curve.name, "360dp@1.3x")
        XCTAssertNotEqual(DeviceProfile(widthDp: 360, fontScale: 1, density: 2).name, DeviceProfile(widthDp: 360, fontScale: 1).name)
    }
}
