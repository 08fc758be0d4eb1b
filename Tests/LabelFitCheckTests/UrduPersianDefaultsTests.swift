import Foundation
import XCTest
@testable import LabelFitCheck
import LabelFitCore
import LabelFitTestSupport

/// A target locale other than Arabic takes its platform's face for it (`LocaleFonts`): the plan `check`
/// measures with, and the `fonts` entry `init` writes, for iOS catalogs in `ur.lproj` and `fa.lproj`.
final class UrduPersianDefaultsTests: XCTestCase {
    func testThePlansTargetStackIsTheLocalesOnTheProfilesPlatform() throws {
        for (profile, locale, families) in [(Profile.uikit, "ur", ["Noto Sans", "Noto Nastaliq Urdu"]),
                                            (.uikit, "ur-PK", ["Noto Sans", "Noto Nastaliq Urdu"]),
                                            (.uikit, "fa", ["Noto Sans", "Noto Sans Arabic UI"]),
                                            (.android, "ur", ["Roboto", "Noto Naskh Arabic"])] {
            var config = CheckConfiguration()
            config.profile = profile
            config.targetLocale = locale
            let plan = try CheckPlan(config: config)
            XCTAssertEqual(plan.baseOptions.target.fontStack.families, families, "\(profile) \(locale)")
            XCTAssertEqual(plan.baseOptions.source.fontStack.families.first, families.first, "\(profile) \(locale)")
        }
        // A stack the configuration names wins over the default.
        var config = CheckConfiguration()
        config.profile = .uikit
        config.targetLocale = "ur"
        config.fonts = ["ur": "Roboto, Noto Naskh Arabic"]
        XCTAssertEqual(try CheckPlan(config: config).baseOptions.target.fontStack.families, ["Roboto", "Noto Naskh Arabic"])
    }

    func testInitWritesTheLocalesDefaultStackForAppleCatalogs() throws {
        for (locale, stack) in [("ur", "Noto Sans, Noto Nastaliq Urdu"), ("fa", "Noto Sans, Noto Sans Arabic UI")] {
            let dir = TempDir()
            dir.write("App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
            dir.write("App/\(locale).lproj/Localizable.strings", "\"save\" = \"\(locale == "ur" ? "محفوظ کریں" : "ذخیره")\";\n")
            let r = try CLI.run(["init", dir.url.path, "--target-locale", locale, "--dry-run"], cwd: dir.url)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("\"profile\" : \"uikit\""), r.stdout)
            XCTAssertTrue(r.stdout.contains("\"\(locale)\" : \"\(stack)\""), r.stdout)
        }
    }

    /// A name placeholder in a Persian or Urdu string is filled with a name in that language's script,
    /// not the Latin default (which would be measured in the Latin face).
    func testPlaceholdersAreFilledInTheLocalesScript() {
        let p = Placeholders()
        XCTAssertEqual(p.fill("سلام %s", locale: "ur-PK").0, "سلام سارہ")
        XCTAssertEqual(p.fill("سلام %s", locale: "fa").0, "سلام سارا")
        XCTAssertEqual(p.fill("Hello %s", locale: "en").0, "Hello Alex")
    }

    /// A tree with Urdu and Persian catalogs and no Arabic: init's default target finds nothing and
    /// names the right-to-left locales it saw.
    func testInitNamesTheRightToLeftLocalesItFoundWhenTheTargetHasNone() throws {
        let dir = TempDir()
        dir.write("res/values/strings.xml", "<resources><string name=\"save\">Save</string></resources>\n")
        dir.write("res/values-ur/strings.xml", "<resources><string name=\"save\">محفوظ کریں</string></resources>\n")
        dir.write("res/values-fa/strings.xml", "<resources><string name=\"save\">ذخیره</string></resources>\n")
        dir.write("res/values-de/strings.xml", "<resources><string name=\"save\">Speichern</string></resources>\n")
        let r = try CLI.run(["init", dir.url.path, "--dry-run"], cwd: dir.url)
        XCTAssertEqual(r.status, 2, r.stdout + r.stderr)
        XCTAssertTrue(r.stderr.contains("right-to-left catalogs found: fa, ur (pass --target-locale fa,ur)"), r.stderr)
    }
}
