import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// The hand-worked cases of Tests/Fixtures/layout-android (each case's widths, from hb-shape, and its
/// expected class are written in the fixture's comments).
final class LayoutFixtureTests: XCTestCase {
    static let app1 = Result { try LayoutFixture.run("app1") }

    func testEachConstructGetsTheClassWorkedByHand() throws {
        let r = try Self.app1.get()
        let expected: [(String, Int, LayoutClass)] = [
            ("activity_main.xml", 24, .arabicOnlyCut),    // 1. 148dp singleLine: 144 fits, 152 does not
            ("activity_main.xml", 32, .cutInBoth),        // 2. style Label.OneLine, @integer/one, @dimen/label_size
            ("activity_main.xml", 40, .englishOnlyCut),   // 3. 132 > 120, 91 ≤ 120
            ("activity_main.xml", 47, .wraps),            // 4. no line limit
            ("activity_main.xml", 60, .borderline),       // 5. 156dp from the parent's 180 − 2 × 12
            ("activity_main.xml", 69, .fits),             // 6.
            ("activity_main.xml", 90, .fits),             // 7. a row: 328 − 24 − 16 − 4
            ("activity_main.xml", 99, .arabicOnlyCut),    // 8. ?attr/textAppearanceBody1 through the app theme
            ("activity_main.xml", 107, .fits),            // 9. style Big → TextAppearance.AppCompat.Title
            ("activity_main.xml", 116, .fits),            // 10. the view's 14sp over the style's 16sp
            ("activity_main.xml", 124, .unknown),         // 11. autoSizeTextType
            ("activity_main.xml", 133, .fits),            // 12. EditText hint, single-line inputType
            ("activity_main.xml", 141, .unknown),         // 13. untranslated
            ("activity_main.xml", 146, .unknown),         // 13. no Arabic
            ("activity_main.xml", 156, .unknown),         // 14. placeholder that code replaces
            ("activity_main.xml", 162, .unknown),         // 15. Toolbar: an upper bound that fits
            ("activity_main.xml", 175, .unknown),         // 16. HorizontalScrollView
            ("MainActivity.kt", 8, .arabicOnlyCut),       // 14. binding.labelCode.setText(R.string.add_home)
            ("main.xml", 5, .unknown),                    // an icon action: not a site
            ("main.xml", 7, .fits),                       // overflow: the popup grows to its cap; 144 and 152 ≤ 288
        ]
        for (file, line, cls) in expected {
            let result = try XCTUnwrap(r.result(file, line), "no use at \(file):\(line)")
            XCTAssertEqual(result.cls, cls, "\(file):\(line) '\(result.use.key)': \(result.reason ?? "")")
        }
    }

    func testResolvedValuesAndTheirChains() throws {
        let r = try Self.app1.get()
        let cut = try XCTUnwrap(r.result("activity_main.xml", 24))
        XCTAssertEqual(cut.widthDp, 148)
        XCTAssertEqual(cut.use.constraint.maxLines?.value, 1)
        XCTAssertEqual(cut.use.constraint.overflow?.value, .ellipsisEnd)     // TextView: singleLine ellipsizes at the end
        // The visible line ends before the last word: «الرئيسية» is dropped.
        XCTAssertEqual(cut.droppedWords, ["الرئيسية"])
        let styled = try XCTUnwrap(r.result("activity_main.xml", 32))
        XCTAssertEqual(styled.use.constraint.textSizeSp?.value, 16)
        XCTAssertTrue(styled.use.constraint.maxLines!.chain.contains { $0.note.contains("@integer/one") })
        XCTAssertTrue(styled.use.constraint.textSizeSp!.chain.contains { $0.note.contains("@dimen/label_size") })
        XCTAssertTrue(styled.use.constraint.textSizeSp!.chain.contains { $0.note == "style Label" }, "implicit parent of Label.OneLine")
        XCTAssertEqual(r.result("activity_main.xml", 60)?.widthDp, 156)
        XCTAssertEqual(r.result("activity_main.xml", 90)?.widthDp, 284)
        XCTAssertEqual(r.result("activity_main.xml", 99)?.use.constraint.textSizeSp?.value, 16)
        XCTAssertEqual(r.result("activity_main.xml", 107)?.use.constraint.textSizeSp?.value, 20)
        XCTAssertEqual(r.result("activity_main.xml", 116)?.use.constraint.textSizeSp?.value, 14)
        XCTAssertEqual(r.result("activity_main.xml", 133)?.use.constraint.maxLines?.value, 1)
        XCTAssertEqual(r.result("activity_main.xml", 133)?.use.constraint.textSizeSp?.value, 14)   // the default text size
        XCTAssertEqual(r.targetSdk, 34, "targetSdk from app/build.gradle.kts, not from its comment")
    }

    func testUserDataDesignTimeTextAndStringsInCodeAreNoSites() throws {
        let r = try Self.app1.get()
        XCTAssertFalse(r.results.contains { $0.use.key == "typed" }, "an EditText's text is user data")
        // tools:text, comments and string literals in Kotlin, and `preference { setTitle(…) }`.
        let kotlin = r.results.filter { $0.use.site.file.hasSuffix("MainActivity.kt") }.map { "\($0.use.key)@\($0.use.site.line!)" }
        XCTAssertEqual(kotlin, ["add_home@8", "settings@9", "add_home@10", "delete@12"])
        XCTAssertEqual(r.result("MainActivity.kt", 10)?.use.shownBy, AndroidComponent.textToast.name)
        XCTAssertEqual(r.result("MainActivity.kt", 12)?.use.shownBy, AndroidComponent.dialogTitle.name)
        XCTAssertEqual(r.result("MainActivity.kt", 9)?.use.shownBy, AndroidComponent.toolbarTitle.name)
        XCTAssertEqual(r.results.filter { $0.use.site.file.hasSuffix("activity_main.xml") && $0.use.key == "delete" }.count, 3)
    }

    func testRulesFireOnlyWhereTheyTouchTranslatedText() throws {
        let r = try Self.app1.get()
        let found = Set(r.findings.map { "\($0.rule) \(($0.site.file as NSString).lastPathComponent):\($0.site.line!)" })
        XCTAssertEqual(found, [
            "rtl-single-line-cut activity_main.xml:24", "rtl-single-line-cut activity_main.xml:32",
            "rtl-single-line-cut activity_main.xml:99", "rtl-single-line-cut MainActivity.kt:8",
            "rtl-physical-gravity activity_main.xml:77", "rtl-physical-spacing activity_main.xml:89",
            "rtl-directional-icon ic_arrow_back.xml:2", "rtl-single-line-cut Greeting.kt:9",
            // Not ic_arrow_right.xml (drawable/ or drawable-ldrtl/): it has its own RTL version.
        ])
        XCTAssertEqual(r.exitCode, 1)
    }

    /// On the six default profiles: case 1 (148dp, 16sp) is arabic-only-cut at font scale 1.0 and
    /// cut-in-both at 1.3 (16sp → 20.2px: the English 144 × 20.2 / 16 ≈ 182 > 148 too); the most
    /// severe class wins and is shown on a 1.0 profile. Case 6 fits everywhere and is shown on the
    /// tightest profile, font scale 1.3.
    func testTheDecidingProfile() throws {
        let r = try LayoutFixture.run("app1", profiles: DeviceProfile.defaults)
        let cut = try XCTUnwrap(r.result("activity_main.xml", 24))
        XCTAssertEqual(cut.cls, .arabicOnlyCut)
        XCTAssertEqual(cut.profile?.fontScale, 1)
        XCTAssertEqual(cut.profilesCut.count, 6)
        let fits = try XCTUnwrap(r.result("activity_main.xml", 69))
        XCTAssertEqual(fits.cls, .fits)
        XCTAssertEqual(fits.profile?.fontScale, 1.3)
        XCTAssertEqual(fits.textSizePx ?? 0, 20.2, accuracy: 1e-5)   // Float arithmetic, as Java's: 20.2000008
        // One verdict per profile, named apart: case 1 is arabic-only-cut on the three 1.0 phones and
        // cut-in-both on the three 1.3 ones (the reasoning above); the cut list is those six.
        XCTAssertEqual(cut.profileClasses.map(\.profile), DeviceProfile.defaults.map(\.name))
        XCTAssertEqual(Set(cut.profileClasses.map(\.profile)).count, 6)
        for pc in cut.profileClasses {
            let scale = DeviceProfile.defaults.first { $0.name == pc.profile }!.fontScale
            XCTAssertEqual(pc.cls, scale == 1 ? .arabicOnlyCut : .cutInBoth, pc.profile)
        }
        XCTAssertEqual(fits.profileClasses.map(\.cls), Array(repeating: .fits, count: 6))
        // The summary's per-profile tally counts each use once per profile it was measured on.
        let byProfile = Dictionary(uniqueKeysWithValues: r.classesByProfile.map { ($0.profile, $0.counts) })
        XCTAssertEqual(Set(byProfile.keys), Set(DeviceProfile.defaults.map(\.name)))
        for (name, counts) in byProfile {
            XCTAssertEqual(counts.values.reduce(0, +), r.results.count { $0.profileClasses.contains { $0.profile == name } }, name)
        }
    }

    func testComposeTextArguments() throws {
        let r = try Self.app1.get()
        let compose = r.results.filter { $0.use.platform == .compose }
        XCTAssertEqual(compose.map { "\($0.use.key)@\($0.use.site.line!)" }, ["add_home@9", "delete@16", "show_notifs@18"])
        XCTAssertEqual(r.result("Greeting.kt", 9)?.cls, .arabicOnlyCut)
        XCTAssertEqual(r.result("Greeting.kt", 9)?.droppedWords, ["الرئيسية"])
        XCTAssertEqual(r.result("Greeting.kt", 16)?.cls, .unknown)
        XCTAssertEqual(r.result("Greeting.kt", 16)?.use.constraint.textSizeSp?.value, 22)
        XCTAssertEqual(r.result("Greeting.kt", 18)?.cls, .englishOnlyCut)
        XCTAssertEqual(r.result("Greeting.kt", 18)?.use.constraint.maxLines?.value, 1)
        XCTAssertTrue(r.findings.contains { $0.rule == AndroidRTLRules.singleLineCut && $0.site.file.hasSuffix("Greeting.kt") && $0.site.line == 9 })
    }

    func testFixedHeightManifestAndBottomNavigation() throws {
        let r = try LayoutFixture.run("app2", profiles: [DeviceProfile(widthDp: 360, fontScale: 1)])
        XCTAssertEqual(r.result("row.xml", 13)?.cls, .arabicOnlyCut)
        XCTAssertEqual(r.result("row.xml", 13)?.use.constraint.heightDp?.value, 24)
        XCTAssertEqual(r.result("bottom.xml", 5)?.cls, .cutInBoth)
        XCTAssertEqual(r.result("bottom.xml", 5)?.widthDp, 90)
        XCTAssertEqual(r.findings.map(\.rule), ["rtl-supports-rtl", "rtl-single-line-cut"])
        // Weights 37 : 53 share the 360dp row: 148dp, as case 1 of app1.
        XCTAssertEqual(r.result("row.xml", 25)?.widthDp ?? 0, 148, accuracy: 1e-9)
        XCTAssertEqual(r.result("row.xml", 25)?.cls, .arabicOnlyCut)
        XCTAssertEqual(r.result("row.xml", 32)?.cls, .fits)
        // wrap_content gets up to its parent's width (360dp) for its text: exact, not an upper bound.
        XCTAssertEqual(r.result("row.xml", 40)?.cls, .fits)
        XCTAssertEqual(r.result("row.xml", 40)?.widthDp, 360)
        // A dialog's layout: its root is narrower than the screen by the theme's insets. The window is
        // at least 95 % of the screen (appcompat abc_dialog_min_width_minor) and its background inset at
        // most 24dp a side (material mtrl_alert_dialog_background_inset_start/end): by hand,
        // 360 − 0.05 × 360 − 2 × 24 = 294dp at the narrowest, where 144 and 152 fit.
        let dialog = try XCTUnwrap(r.result("dialog_confirm.xml", 7))
        XCTAssertEqual(dialog.use.constraint.widthIsUpperBound, true)
        XCTAssertEqual(dialog.widthMinDp ?? 0, 294, accuracy: 1e-9)
        XCTAssertEqual(dialog.widthMaxDp ?? 0, 360, accuracy: 1e-9)
        XCTAssertEqual(dialog.cls, .fits)
    }
}
