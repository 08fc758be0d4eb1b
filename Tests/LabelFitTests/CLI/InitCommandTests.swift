import Foundation
import XCTest

/// `labelfit init` finds catalogs, locales and platforms and writes a configuration `check` accepts.
final class InitCommandTests: XCTestCase {
    func testInitWritesTheCatalogFoldersAndTheMajorityPlatformsProfile() throws {
        let dir = TempDir()
        dir.write("app/src/main/res/values/strings.xml", "<resources><string name=\"a\">Open</string><string name=\"b\">Close</string></resources>")
        dir.write("app/src/main/res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string><string name=\"b\">إغلاق</string></resources>")
        dir.write("app/src/main/res/values-fr/strings.xml", "<resources><string name=\"a\">Ouvrir</string></resources>")
        dir.write("web/locales/en/common.json", #"{"x": "Save"}"#)
        dir.write("web/locales/ar/common.json", #"{"x": "حفظ"}"#)
        dir.write("node_modules/pkg/locales/ar.json", #"{"y": "ص"}"#)
        let r = try CLI.run(["init", dir.url.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("Locales seen (files): ar 2, en 1, fr 1"), r.stdout)
        let config = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir.path("labelfit.json")))) as! [String: Any]
        // By hand: the Android res folder and the i18next locales folder; node_modules is vendored.
        XCTAssertEqual(config["catalogs"] as? [String], ["app/src/main/res", "web/locales"])
        XCTAssertEqual(config["profile"] as? String, "android", "two Android strings against one web string")
        XCTAssertEqual(try CLI.run(["init", dir.url.path]).status, 2, "an existing labelfit.json is kept without --force")
        let check = try CLI.run(["check", "--font", "Noto Sans, Noto Naskh Arabic UI", "--no-progress", "--format", "json"], cwd: dir.url)
        XCTAssertNotEqual(check.status, 2, check.stderr)
        let doc = try JSONSerialization.jsonObject(with: check.stdoutData) as! [String: Any]
        XCTAssertEqual((doc["summary"] as! [String: Any])["strings"] as? Int, 3)
    }

    func testInitWithNoTargetCatalogExitsTwo() throws {
        let dir = TempDir()
        dir.write("en.lproj/Localizable.strings", "\"a\" = \"Open\";\n")
        let r = try CLI.run(["init", dir.url.path, "--dry-run"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("no ar catalog found"), r.stderr)
    }
}
