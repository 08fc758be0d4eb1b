import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// Tests/Fixtures/layout-android/prefs-theme: the app's `preferenceTheme` overlay sets
/// `singleLineTitle` false (as AnkiDroid's PreferenceThemeOverlay.AnkiDroid does). Preference.java reads
/// that attribute from the theme too (Resources.Theme.obtainStyledAttributes, input 4: "the attribute
/// values contained in this theme") and calls `setSingleLine(false)`, so titles wrap: no one-line
/// constraint, no cut. A preference that says `app:singleLineTitle="true"` itself keeps the one line.
final class PreferenceThemeTests: XCTestCase {
    func testAThemeThatTurnsOffOneLineTitlesLeavesTitlesUnconstrained() throws {
        let r = try LayoutFixture.run("prefs-theme")
        let themed = try XCTUnwrap(r.result("prefs.xml", 6))
        XCTAssertEqual(themed.use.key, "add_home")
        XCTAssertNil(themed.use.constraint.maxLines?.value)
        XCTAssertEqual(themed.cls, .unknown)
        XCTAssertTrue(themed.reason?.contains("singleLineTitle") == true, themed.reason ?? "")
        XCTAssertTrue((themed.use.constraint.width?.chain ?? []).contains { $0.location?.file.hasSuffix("values/styles.xml") == true },
                      "the chain names the theme's item")
        let own = try XCTUnwrap(r.result("prefs.xml", 10))
        XCTAssertEqual(own.use.key, "show_notifs")
        XCTAssertEqual(own.use.constraint.maxLines?.value, 1)
        XCTAssertFalse(r.findings.contains { $0.site.file.hasSuffix("prefs.xml") && $0.site.line == 6 })
    }

    /// Tests/Fixtures/layout-android/prefs-default: no theme of the app's own, so androidx's
    /// PreferenceThemeOverlay styles decide (preference/res/values/themes.xml and styles.xml):
    /// Preference.Material, SwitchPreference.Material and EditTextPreference.Material set
    /// `singleLineTitle` false (titles wrap); CheckBox and List styles do not (one line); an app's own
    /// class takes its constructor's style (unknown); `singleLineTitle="true"` on the element wins.
    func testAndroidxDefaultStylesDecideWhichTitlesWrap() throws {
        let r = try LayoutFixture.run("prefs-default")
        // Wrapping titles have no line limit: never a cut (the row grows), whatever the width.
        for (line, key) in [(4, "plain"), (5, "switch_fw"), (6, "edit")] {
            let u = try XCTUnwrap(r.result("prefs.xml", line), key)
            XCTAssertEqual(u.use.key, key)
            XCTAssertNil(u.use.constraint.maxLines?.value, key)
            XCTAssertTrue(u.use.shownBy.contains("singleLineTitle=\"false\""), "\(key): \(u.use.shownBy)")
            XCTAssertNil(u.cls.severity, "\(key): \(u.cls)")
        }
        for (line, key) in [(7, "check"), (8, "list"), (10, "plain_one")] {
            let u = try XCTUnwrap(r.result("prefs.xml", line), key)
            XCTAssertEqual(u.use.key, key)
            XCTAssertEqual(u.use.constraint.maxLines?.value, 1, key)
        }
        // `translatable="false"` (values/strings.xml only): the same text in every locale, no site.
        let brand = try XCTUnwrap(r.result("prefs.xml", 11))
        XCTAssertEqual(brand.use.key, "brand")
        XCTAssertTrue(brand.reason?.hasPrefix("not a translation site: 'brand' is marked not for translation (strings.xml:") == true, brand.reason ?? "")
        let custom = try XCTUnwrap(r.result("prefs.xml", 9))
        XCTAssertEqual(custom.cls, .unknown)
        XCTAssertTrue(custom.reason?.contains("constructor") == true, custom.reason ?? "")
    }
}
