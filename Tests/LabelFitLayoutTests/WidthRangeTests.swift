import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
import LabelFitSession
@testable import LabelFitLayout
import LabelFitTestSupport

/// A width known only as a range (`WidthRange`): the class is decided when it holds at both ends, and
/// is `unknown`, with the range and the unknown that decides it, when it changes inside.
///
/// Tests/Fixtures/layout-android/prefs-bounds, one profile 360 dp at font scale 1.0 (API 34). A plain
/// androidx `Preference` title: 16 sp on one line in the row's 360 − 16 − 16 = 328 dp; the icon frame
/// (`image_frame.xml`, minWidth 56 dp) is shown when the theme reserves icon space, which the fixture
/// does not say, so the title gets 272–328 dp (360 − 32 − 56 = 272). A plain `Preference` has no widget.
///
/// Widths at 16 px from hb-shape (advances summed, in font units: Noto Naskh Arabic and Roboto; the
/// fonts' `head.unitsPerEm` is 1000 and 2048):
///   «الحساب» 2804 → 44.9 px, "Account" 7578 → 59.2 px
///   «إعدادات النسخ الاحتياطي التلقائي للخزنة المشفرة» 17436 → 279.0 px, "Encrypted vault backups" 22223 → 173.6 px
///   «إعدادات النسخ الاحتياطي التلقائي للخزنة على هذا الجهاز الآن» 21509 → 344.1 px, "Back up this device" 17532 → 137.0 px
///   «الإشعارات» 3477 → 55.6 px, "Notifications" 11642 → 90.9 px
final class WidthRangeTests: XCTestCase {
    func testTheRangeEndsFollowTheUnknownsDocumentedSizes() {
        var c = TextConstraint()
        c.width = Resolved(.profileMinus(32), [])
        let src = Provenance(.component, "test")
        c.widthMayLose("the icon frame", atMostDp: 56, source: src)
        // 360 − 32 = 328 at the widest, 328 − 56 = 272 at the narrowest.
        let b = c.widthRange!.bounds(of: c.width!.value, profileWidth: 360)!
        XCTAssertEqual(b.min, 272)
        XCTAssertEqual(b.max, 328)
        // A second unknown with no documented most: the range starts at 0.
        c.widthMayLose("the widget", atMostDp: nil, source: src)
        let open = c.widthRange!.bounds(of: c.width!.value, profileWidth: 360)!
        XCTAssertEqual(open.min, 0)
        XCTAssertEqual(open.max, 328)
        XCTAssertNil(c.widthRange!.narrowest(of: c.width!.value))
        // Unknowns taking more than the widest leave 0, never a negative width.
        var d = TextConstraint()
        d.width = Resolved(.fixed(40), [])
        d.widthMayLose("an icon", atMostDp: 56, source: src)
        XCTAssertEqual(d.widthRange!.bounds(of: d.width!.value, profileWidth: 360)!.min, 0)
    }

    /// A part that takes a share of the screen as well as fixed dp (a dialog window at least 95 % of the
    /// screen, its background inset up to 24 dp a side): its most is worked out on each profile.
    func testAShareOfTheWidthIsTakenOnEachProfile() {
        var c = TextConstraint()
        c.width = Resolved(.profileMinus(0), [])
        c.widthMayLose(WidthRange.Unknown("the dialog window's insets", atMostDp: 48, shareOfWidth: 0.05, source: Provenance(.component, "test")))
        // By hand: 360 − 48 − 18 = 294; 320 − 48 − 16 = 256.
        XCTAssertEqual(c.widthRange!.bounds(of: c.width!.value, profileWidth: 360)!.min, 294, accuracy: 1e-9)
        XCTAssertEqual(c.widthRange!.bounds(of: c.width!.value, profileWidth: 320)!.min, 256, accuracy: 1e-9)
        XCTAssertEqual(c.widthRange!.bounds(of: c.width!.value, profileWidth: 320)!.max, 320)
        // Not a fixed size: no single narrowest width model.
        XCTAssertNil(c.widthRange!.narrowest(of: c.width!.value))
        XCTAssertEqual(c.widthRange!.described(unit: "dp"), "the dialog window's insets (up to 48 dp + 5 % of the width)")
        // A bound that holds on phones only: on a 700 dp profile nothing bounds it (the narrowest is 0).
        var tablet = TextConstraint()
        tablet.width = Resolved(.profileMinus(0), [])
        var u = WidthRange.Unknown("the dialog window's insets", atMostDp: 48, shareOfWidth: 0.05, source: Provenance(.component, "test"))
        u.boundedBelowWidthDp = 600
        tablet.widthMayLose(u)
        XCTAssertEqual(tablet.widthRange!.bounds(of: tablet.width!.value, profileWidth: 360)!.min, 294, accuracy: 1e-9)
        XCTAssertEqual(tablet.widthRange!.bounds(of: tablet.width!.value, profileWidth: 700)!.min, 0)
    }

    func testAClassIsDecidedOnlyWhenItHoldsOverTheWholeRange() throws {
        let r = try LayoutFixture.run("prefs-bounds")

        // 44.9 px fits 272 dp (and 95 % of it, 258.4): fits at the narrowest, so at every width.
        let fits = try XCTUnwrap(r.result("prefs.xml", 6))
        XCTAssertEqual(fits.use.key, "account")
        XCTAssertEqual(fits.cls, .fits)
        XCTAssertEqual(fits.widthMinDp, 272)
        XCTAssertEqual(fits.widthMaxDp, 328)
        XCTAssertEqual(fits.widthDp, 272, "a class decided over the range is shown at its narrowest")

        // 279.0 px: fits 328 dp (under 95 % of it, 311.6: not borderline) but is cut at 272 dp, where the
        // English (173.6) fits: the class changes inside the range — unknown, with both ends and the unknown.
        let flips = try XCTUnwrap(r.result("prefs.xml", 9))
        XCTAssertEqual(flips.use.key, "encrypted_backups")
        XCTAssertEqual(flips.cls, .unknown)
        XCTAssertEqual(flips.widthMinDp, 272)
        XCTAssertEqual(flips.widthMaxDp, 328)
        let why = try XCTUnwrap(flips.reason)
        XCTAssertTrue(why.contains("fits at the widest it can have (328 dp)"), why)
        XCTAssertTrue(why.contains("arabic-only-cut at the narrowest (272 dp)"), why)
        XCTAssertTrue(why.contains("the icon frame, reserved or not by the theme (up to 56 dp)"), why)

        // 344.1 px is cut at 328 dp, the widest: cut at every width; the English (137.0) fits 272 dp too,
        // so the Arabic alone is cut over the whole range.
        let cut = try XCTUnwrap(r.result("prefs.xml", 12))
        XCTAssertEqual(cut.use.key, "backup_device")
        XCTAssertEqual(cut.cls, .arabicOnlyCut)
        XCTAssertEqual(cut.widthDp, 328)

        // The same 279.0 px title with an icon: the frame is shown, 272 dp exactly — a point, cut.
        let icon = try XCTUnwrap(r.result("prefs.xml", 16))
        XCTAssertNil(icon.use.constraint.widthRange)
        XCTAssertEqual(icon.widthDp, 272)
        XCTAssertEqual(icon.cls, .arabicOnlyCut)

        // iconSpaceReserved="false" and no icon: 328 dp exactly, 279.0 < 311.6 — fits.
        let noIcon = try XCTUnwrap(r.result("prefs.xml", 20))
        XCTAssertNil(noIcon.use.constraint.widthRange)
        XCTAssertEqual(noIcon.widthDp, 328)
        XCTAssertEqual(noIcon.cls, .fits)

        // A switch's widget is not read: 0 to the whole row, so even 55.6 px cannot be proven to fit.
        let sw = try XCTUnwrap(r.result("prefs.xml", 24))
        XCTAssertEqual(sw.cls, .unknown)
        XCTAssertEqual(sw.widthMinDp, 0)
        XCTAssertEqual(sw.widthMaxDp, 328)
        XCTAssertTrue(sw.reason?.contains("no narrowest is known: the SwitchPreferenceCompat's widget (up to the whole width)") == true, sw.reason ?? "")
    }

    /// res/layout/backup_row.xml: a horizontal LinearLayout (360 dp less paddingStart/End 16 + 16) holds
    /// two wrap_content TextViews (16 sp, maxLines 1) and a wrap_content ImageView whose width is not
    /// read. LinearLayout.measureHorizontal measures children in order, each AT_MOST what those before it
    /// left, so each text gets at most the row's 328 dp and, the others taking anything, at least 0.
    func testAWrapContentSiblingMakesARangeFromZero() throws {
        let r = try LayoutFixture.run("prefs-bounds")
        // 344.1 px > 328 dp: cut at the widest, so at every width; the English (137.0) fits the widest.
        let cut = try XCTUnwrap(r.result("backup_row.xml", 14))
        XCTAssertEqual(cut.use.key, "backup_device")
        XCTAssertEqual(cut.widthMaxDp, 328)
        XCTAssertEqual(cut.widthMinDp, 0)
        XCTAssertEqual(cut.cls, .arabicOnlyCut)
        // 44.9 px fits 328 dp, but the narrowest is 0: unknown, the siblings named.
        let short = try XCTUnwrap(r.result("backup_row.xml", 21))
        XCTAssertEqual(short.use.key, "account")
        XCTAssertEqual(short.cls, .unknown)
        let why = try XCTUnwrap(short.reason)
        XCTAssertTrue(why.contains("fits at the widest it can have (328 dp); no narrowest is known"), why)
        XCTAssertTrue(why.contains("a wrap_content sibling (ImageView) in the row (up to the whole width)"), why)
        XCTAssertTrue(why.contains("a wrap_content sibling (TextView) in the row"), why)
    }

    /// The record carries the range in JSON (`width_min_dp`, `width_max_dp`, `width_unknowns` with their
    /// sources), the table shows a range-decided class with the range it holds over, and the unknown
    /// reasons group the range's reasons with their numbers taken out.
    func testTheRangeIsWrittenInEveryFormat() throws {
        let r = try LayoutFixture.run("prefs-bounds")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.json().utf8)) as? [String: Any])
        let uses = try XCTUnwrap(json["uses"] as? [[String: Any]])
        let flips = try XCTUnwrap(uses.first { ($0["site"] as? [String: Any])?["line"] as? Int == 9 })
        let c = try XCTUnwrap(flips["constraint"] as? [String: Any])
        XCTAssertEqual(c["width_min_dp"] as? Double, 272)
        XCTAssertEqual(c["width_max_dp"] as? Double, 328)
        let unknowns = try XCTUnwrap(c["width_unknowns"] as? [[String: Any]])
        XCTAssertEqual(unknowns.first?["what"] as? String, "the icon frame, reserved or not by the theme")
        XCTAssertEqual(unknowns.first?["at_most_dp"] as? Double, 56)
        XCTAssertTrue(((unknowns.first?["source"] as? [String: Any])?["file"] as? String)?.contains("image_frame.xml") == true)
        XCTAssertTrue((flips["reason"] as? String)?.contains("at the narrowest (272 dp)") == true)

        let table = r.table()
        let line = try XCTUnwrap(table.split(separator: "\n").first { $0.contains(" account ") })
        XCTAssertTrue(line.contains("272dp (holds over 272–328dp)"), String(line))
        let reasons = r.unknownReasons.map(\.reason)
        XCTAssertTrue(reasons.contains { $0.contains("arabic-only-cut at the narrowest (N dp): decided by the icon frame") }, "\(reasons)")
        XCTAssertTrue(table.contains("commonest reasons a use is unknown"))
    }
}

/// Tests/Fixtures/layout-flutter/appbar-bounds at 360 dp, font scale 1.0: Flutter AppBar titles, 22
/// (titleLarge) on one line in what NavigationToolbar leaves: 360 − 2 × 16 (kMiddleSpacing) = 328 with
/// no leading and no actions; a leading widget is held to exactly leadingWidth 56 (328 − 56 = 272); with
/// none given, automaticallyImplyLeading (default true) shows a 56 back or drawer button or nothing:
/// 272–328; actions take up to the whole bar: 0–328.
/// Widths at 22 px from hb-shape (font units; Noto Naskh Arabic 1000 per em, Roboto 2048):
///   «إعدادات النسخ الاحتياطي التلقائي هنا» 13274 → 292.0 px (95 % of 328 is 311.6), "Vault backups" 12887 → 138.4 px
///   «الحساب» 2804 → 61.7 px, "Account" 7578 → 81.4 px
final class FlutterAppBarRangeTests: XCTestCase {
    func testAppBarTitlesArePointsOrRangesByLeadingAndActions() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-flutter/appbar-bounds").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let profile = DeviceProfile(name: "360dp@1x", widthDp: 360, fontScale: 1, api: 34, density: 1)
        let report = try LayoutRun.run(paths: [root], runner: session.runner, profiles: [profile], platformBase: PlatformOptions(), root: root)
        func at(_ line: Int) throws -> LayoutResult { try XCTUnwrap(report.results.first { $0.use.site.line == line }, "line \(line)") }

        // No leading, no actions: 328 exactly; 292.0 < 311.6 — fits, decided.
        let exact = try at(12)
        XCTAssertNil(exact.use.constraint.widthRange)
        XCTAssertEqual(exact.widthDp, 328)
        XCTAssertEqual(exact.cls, .fits)
        // An implied leading: 272–328; fits at 328, cut at 272 — unknown, the implied button named.
        let implied = try at(13)
        XCTAssertEqual(implied.cls, .unknown)
        XCTAssertEqual(implied.widthMinDp, 272)
        XCTAssertEqual(implied.widthMaxDp, 328)
        XCTAssertTrue(implied.reason?.contains("arabic-only-cut at the narrowest (272 dp): decided by the back or drawer button AppBar implies (up to 56 dp)") == true, implied.reason ?? "")
        // 61.7 px fits 272 (and 95 % of it): fits over the whole range.
        let short = try at(14)
        XCTAssertEqual(short.cls, .fits)
        XCTAssertEqual(short.widthDp, 272)
        // A leading given: 272 exactly, 292.0 > 272 — cut; the English's 138.4 fits.
        let leading = try at(15)
        XCTAssertNil(leading.use.constraint.widthRange)
        XCTAssertEqual(leading.widthDp, 272)
        XCTAssertEqual(leading.cls, .arabicOnlyCut)
        // Actions: the range starts at 0, so even 61.7 px is not proven to fit.
        let actions = try at(16)
        XCTAssertEqual(actions.cls, .unknown)
        XCTAssertEqual(actions.widthMinDp, 0)
        XCTAssertTrue(actions.reason?.contains("no narrowest is known") == true, actions.reason ?? "")
    }
}
