import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// `labelfit init` writes what a check needs to answer: device profiles per platform, the row they
/// imply, a line limit, a path profile per other platform; says it on the terminal; and `check`
/// measures each platform's strings with its own profile at the strictest device.
final class InitConstraintsTests: XCTestCase {
    /// An Android app (two strings) and an iOS app (one) in one repository; the iOS catalogs come first
    /// in discovery order, so the first part run is a path profile.
    func twoPlatforms() -> TempDir {
        let dir = TempDir()
        dir.write("mobile/android/app/src/main/res/values/strings.xml", "<resources><string name=\"a\">Open</string><string name=\"b\">Close</string></resources>")
        dir.write("mobile/android/app/src/main/res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string><string name=\"b\">إغلاق</string></resources>")
        dir.write("ios/App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
        dir.write("ios/App/ar.lproj/Localizable.strings", "\"save\" = \"حفظ\";\n")
        return dir
    }

    func testInitWritesDevicesPerPlatformAndSaysWhatItAssumed() throws {
        let dir = twoPlatforms()
        let r = try CLI.run(["init", dir.url.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let config = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir.path("labelfit.json")))) as! [String: Any]
        XCTAssertEqual(config["profile"] as? String, "android")
        let devices = config["devices"] as! [String: Any]
        XCTAssertEqual(devices["content_widths"] as? [String: Double], ["small-phone": 320, "phone": 360, "large-phone": 411, "tablet": 600])
        XCTAssertEqual(devices["font_scales"] as? [Double], [1, 1.3])
        XCTAssertEqual(devices["font_scaling"] as? String, "android")
        XCTAssertEqual((config["thresholds"] as? [String: Any])?["max_lines"] as? Int, 2)
        let paths = config["path_profiles"] as! [[String: Any]]
        XCTAssertEqual(paths.count, 1)
        XCTAssertEqual(paths[0]["paths"] as? [String], ["ios/App/*"])
        XCTAssertEqual(paths[0]["profile"] as? String, "uikit")
        XCTAssertEqual((paths[0]["devices"] as? [String: Any])?["dynamic_type_sizes"] as? [String], ["large", "xxxLarge"])
        // On the terminal, not only in the file: the assumptions, the row each platform's strictest
        // device gives (320 − 16 − 16 = 288), and what to set.
        XCTAssertTrue(r.stdout.contains("Assumed"), r.stdout)
        XCTAssertTrue(r.stdout.contains("device small-phone: content width 320, row text width 288"), r.stdout)
        XCTAssertTrue(r.stdout.contains("font scale 1.3 (android scaling: size 16 → 20.2)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("Dynamic Type xxxLarge (ios scaling: size 20 → 27.06)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("Set in labelfit.json"), r.stdout)
        // Every device's row, by hand: width − 16 − 16.
        XCTAssertTrue(r.stdout.contains("rows (content width − insets): small-phone 320 → 288, phone 360 → 328, large-phone 411 → 379, tablet 600 → 568"), r.stdout)
        XCTAssertTrue(r.stdout.contains("iphone-se 320 → 288, iphone 375 → 343, iphone-pro 393 → 361, ipad 768 → 736"), r.stdout)
    }

    func testCheckMeasuresEachPathWithItsOwnProfileAtTheStrictestDevice() throws {
        let dir = twoPlatforms()
        XCTAssertEqual(try CLI.run(["init", dir.url.path]).status, 0)
        let r = try CLI.run(["check", "--no-progress", "--format", "json"], cwd: dir.url)
        XCTAssertNotEqual(r.status, 2, r.stderr)
        XCTAssertFalse(r.stderr.contains("only vertical fit"), "init's config has widths: " + r.stderr)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        let notes = (doc["settings"] as! [String: Any])["notes"] as! [String]
        XCTAssertEqual(notes.count, 2, "\(notes)")
        XCTAssertTrue(notes.contains { $0.hasPrefix("path profile (top level) (android): device small-phone") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.hasPrefix("path profile 'ios/App/*' (uikit): device iphone-se") }, "\(notes)")
        let strings = doc["strings"] as! [[String: Any]]
        XCTAssertEqual(strings.count, 3)
        // The two English files, skipped by discovery, counted once whichever part runs first.
        XCTAssertEqual((doc["summary"] as! [String: Any])["skipped_files"] as? [String: Int], ["source locale": 2])
        // Each side measured as `measure` measures it with the profile and the scaled size by hand:
        // Android 16 sp at 1.3 → 20.2 (AOSP's table), UIKit 20 pt at xxxLarge → 20 × 23 / 17.
        func measuredWidth(_ text: String, _ profile: String, _ size: Double, _ font: String) throws -> Double {
            let m = try CLI.run(["measure", "--ar", text, "--en", "x", "--profile", profile, "--size", String(size), "--font", font, "--format", "json"])
            let doc = try JSONSerialization.jsonObject(with: m.stdoutData) as! [String: Any]
            return ((doc["results"] as! [[String: Any]])[0]["target"] as! [String: Any])["width_px"] as! Double
        }
        let save = strings.first { $0["key"] as? String == "save" }!
        XCTAssertEqual((save["target"] as! [String: Any])["width_px"] as! Double,
                       try measuredWidth("حفظ", "uikit", 20.0 * 23 / 17, Profile.uikit.defaults().stack), accuracy: 1e-9)
        let open = strings.first { $0["key"] as? String == "a" }!
        XCTAssertEqual((open["target"] as! [String: Any])["width_px"] as! Double,
                       try measuredWidth("فتح", "android", Double(Float(20.2)), Profile.android.defaults().stack), accuracy: 1e-4)
    }

    func testACheckWithoutAnyWidthSaysOnceThatOnlyVerticalFitWasTested() throws {
        let dir = TempDir()
        dir.write("res/values/strings.xml", "<resources><string name=\"a\">Open</string></resources>")
        dir.write("res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string></resources>")
        let r = try CLI.run(["check", dir.path("res"), "--no-progress", "--format", "json", "--font", "Noto Sans, Noto Naskh Arabic UI"], cwd: dir.url)
        XCTAssertEqual(r.stderr.components(separatedBy: "only vertical fit").count - 1, 1, r.stderr)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        XCTAssertEqual(((doc["settings"] as! [String: Any])["notes"] as? [String])?.count, 1)
        let wide = try CLI.run(["check", dir.path("res"), "--no-progress", "--width", "200", "--font", "Noto Sans, Noto Naskh Arabic UI"], cwd: dir.url)
        XCTAssertFalse(wide.stderr.contains("only vertical fit"), wide.stderr)
    }
}
