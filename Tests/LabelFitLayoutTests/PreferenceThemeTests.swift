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
}
