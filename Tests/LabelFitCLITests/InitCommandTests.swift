import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

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

    func initConfig(_ dir: TempDir, _ extra: [String] = []) throws -> (config: [String: Any], stdout: String) {
        let r = try CLI.run(["init", dir.url.path, "--dry-run"] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = r.stdout[r.stdout.range(of: "{")!.lowerBound...]
        return (try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any], r.stdout)
    }

    /// Each fixture is a project laid out as its platform's documentation says; the profile expected is
    /// the platform that draws it, and the fonts are that profile's default stack (Profile.defaults, the
    /// table the docs cite), split by hand into the Latin face for English and the whole stack for Arabic.
    func testFlutterProjectsGetTheFlutterProfileAndItsStack() throws {
        let withYAML = TempDir()
        withYAML.write("l10n.yaml", "arb-dir: lib/l10n\ntemplate-arb-file: app_en.arb\n")
        withYAML.write("lib/l10n/app_en.arb", #"{"@@locale": "en", "save": "Save"}"#)
        withYAML.write("lib/l10n/app_ar.arb", #"{"@@locale": "ar", "save": "حفظ"}"#)
        let a = try initConfig(withYAML).config
        XCTAssertEqual(a["profile"] as? String, "flutter")
        let stack = Profile.flutter.defaults().stack
        XCTAssertEqual(a["fonts"] as? [String: String], ["en": String(stack.prefix { $0 != "," }), "ar": stack])

        let withPubspec = TempDir()
        withPubspec.write("pubspec.yaml", "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_localizations:\n    sdk: flutter\n")
        withPubspec.write("lib/l10n/app_en.arb", #"{"save": "Save"}"#)
        withPubspec.write("lib/l10n/app_ar.arb", #"{"save": "حفظ"}"#)
        XCTAssertEqual(try initConfig(withPubspec).config["profile"] as? String, "flutter")

        // ARB with no Flutter project around it (a web app using ARB through a JS library).
        let bare = TempDir()
        bare.write("i18n/app_en.arb", #"{"save": "Save"}"#)
        bare.write("i18n/app_ar.arb", #"{"save": "حفظ"}"#)
        bare.write("package.json", #"{"name": "site"}"#)
        XCTAssertEqual(try initConfig(bare).config["profile"] as? String, "web")
    }

    func testComposeWhereTheProjectSaysSo() throws {
        let multiplatform = TempDir()
        multiplatform.write("composeApp/src/commonMain/composeResources/values/strings.xml", "<resources><string name=\"a\">Open</string></resources>")
        multiplatform.write("composeApp/src/commonMain/composeResources/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string></resources>")
        let a = try initConfig(multiplatform).config
        XCTAssertEqual(a["profile"] as? String, "compose")
        XCTAssertEqual((a["fonts"] as? [String: String])?["ar"], Profile.compose.defaults().stack)

        let jetpack = TempDir()
        jetpack.write("app/build.gradle.kts", "android {\n    buildFeatures {\n        compose = true\n    }\n}\n")
        jetpack.write("app/src/main/res/values/strings.xml", "<resources><string name=\"a\">Open</string></resources>")
        jetpack.write("app/src/main/res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string></resources>")
        XCTAssertEqual(try initConfig(jetpack).config["profile"] as? String, "compose")

        let views = TempDir()
        views.write("app/build.gradle", "android {\n    buildFeatures {\n        viewBinding true\n    }\n}\n")
        views.write("app/src/main/res/values/strings.xml", "<resources><string name=\"a\">Open</string></resources>")
        views.write("app/src/main/res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string></resources>")
        XCTAssertEqual(try initConfig(views).config["profile"] as? String, "android")
    }

    /// The default stacks carry an Arabic fallback only: a Georgian target gets the Latin face and a note.
    func testATargetWhoseScriptTheStackLacksIsSaid() throws {
        let dir = TempDir()
        dir.write("locales/en/common.json", #"{"x": "Save"}"#)
        dir.write("locales/ka/common.json", #"{"x": "შენახვა"}"#)
        let (config, stdout) = try initConfig(dir, ["--target-locale", "ka"])
        let first = String(Profile.web.defaults().stack.prefix { $0 != "," })
        XCTAssertEqual(config["fonts"] as? [String: String], ["en": first, "ka": first])
        XCTAssertTrue(stdout.contains("no face for ka's script"), stdout)
    }
}
