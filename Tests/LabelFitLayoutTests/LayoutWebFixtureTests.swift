import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
import LabelFitSession
@testable import LabelFitLayout
import LabelFitTestSupport

/// The hand-worked cases of Tests/Fixtures/layout-web/app1 (widths from hb-shape and the expected
/// class are written in each file's comments).
final class LayoutWebFixtureTests: XCTestCase {
    static let app1 = Result { () throws -> LayoutReport in
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-web/app1").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        return try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
    }

    /// The table's and the summary's commonest unknown reasons: every unknown use counted once, under
    /// its reason with numbers and quoted names taken out.
    func testUnknownReasonsCountEveryUnknownUseOnce() throws {
        let r = try Self.app1.get()
        let unknown = r.results.filter { $0.cls == .unknown }
        XCTAssertEqual(r.unknownReasons.reduce(0) { $0 + $1.uses }, unknown.count)
        XCTAssertEqual(Set(r.unknownReasons.map(\.reason)), Set(unknown.map { LayoutReport.reasonClass($0.reason ?? "no reason given") }))
        XCTAssertEqual(LayoutReport.reasonClass("fits the widest it can have (profile - 32 dp)"), LayoutReport.reasonClass("fits the widest it can have (profile - 80.5 dp)"))
        XCTAssertEqual(LayoutReport.reasonClass("'a.b' is bound by :class"), "'…' is bound by :class")
        XCTAssertTrue(r.table().contains("commonest reasons a use is unknown"))
    }

    func testEachConstructGetsTheClassWorkedByHand() throws {
        let r = try Self.app1.get()
        let expected: [(String, Int, LayoutClass)] = [
            ("ActionRow.vue", 8, .arabicOnlyCut),     // 1. 148px nowrap+ellipsis: 144 ≤ 148 < 152
            ("ActionRow.vue", 10, .cutInBoth),        // 2. .row.narrow 100px over .row (specificity 0,2,0 + scoped)
            ("ActionRow.vue", 12, .englishOnlyCut),   // 3. 132 > 120, 91 ≤ 120
            ("ActionRow.vue", 14, .wraps),            // 4. no line limit
            ("ActionRow.vue", 16, .fits),             // 5. a span's block container
            ("ActionRow.vue", 18, .unknown),          // 6. :class may add .compact
            ("ActionRow.vue", 22, .unknown),          // 8. untranslated
            ("index.html", 9, .fits),                 // 9. 300 − 16 = 284
            ("index.html", 12, .cutInBoth),           // 10. height 24px, two lines
            ("index.html", 14, .fits),                // 11.
            ("index.html", 16, .unknown),             // 12. @media may win
            ("index.html", 18, .fits),                // 13. SCSS &__title, $row-width
            ("index.html", 20, .fits),                // 13b. padding: var(--gap) 0: left and right are 0
            ("index.html", 28, .arabicOnlyCut),       // 21. bold: Bold faces 148.0 ≤ 156 < 159.3 (fits at 400)
            ("index.html", 31, .borderline),          // 22. <b> bolder under 300 → 400: 151.5 ≤ 156, > 95 % of it
            ("index.html", 33, .borderline),          // 23. font-weight: var(--w): measured at 400, said so
            ("Banner.svelte", 8, .englishOnlyCut),    // 14. Svelte's scoped <style>
            ("menu.component.html", 3, .fits),        // 15. Angular component sheet, nested .name
            ("menu.component.html", 5, .unknown),     // 16. <h2> bold (read: 700); no px width in the component
            ("Toolbar.tsx", 12, .arabicOnlyCut),      // 17. JSX className, app.scss's .menu__title
            ("Toolbar.tsx", 14, .fits),               // 18. <FormattedMessage id>
            ("Toolbar.tsx", 16, .unknown),            // 19. shares its line with "Don't": an upper bound that fits
            ("Toolbar.tsx", 18, .unknown),            // 20. <Button> is a component
        ]
        for (file, line, cls) in expected {
            let result = try XCTUnwrap(r.result(file, line), "no use at \(file):\(line)")
            XCTAssertEqual(result.cls, cls, "\(file):\(line) '\(result.use.key)': \(result.reason ?? "")")
        }
        XCTAssertEqual(r.results.count, expected.count, "the bound placeholder (case 7) is named, not a use")
        // Case 1 drops the last word only: hb-shape gives «إضافة إلى الشاشة» 101 and "…" 10 at 16px, ≤ 148.
        XCTAssertEqual(r.result("ActionRow.vue", 8)?.droppedWords, ["الرئيسية"])
        XCTAssertEqual(r.result("index.html", 9)?.widthDp, 284)
        XCTAssertTrue(r.result("index.html", 16)?.reason?.contains("@media") == true)
        XCTAssertTrue(r.result("ActionRow.vue", 18)?.reason?.contains(".compact") == true)
        XCTAssertEqual(r.result("ActionRow.vue", 8)?.use.platform, .web)
        // The weights, as CSS Fonts 4 §2.2 computes them.
        XCTAssertEqual(r.result("index.html", 28)?.use.constraint.fontWeight?.value, TextWeight(700))
        XCTAssertEqual(r.result("index.html", 31)?.use.constraint.fontWeight?.value, TextWeight(400), "bolder over 300 is 400")
        let unread = try XCTUnwrap(r.result("index.html", 33))
        XCTAssertEqual(unread.use.constraint.fontWeight?.value.value, 400)
        XCTAssertTrue(unread.use.constraint.fontWeight?.value.undecided?.contains("var(--w)") == true, "\(String(describing: unread.use.constraint.fontWeight))")
        XCTAssertTrue(unread.weightNotes.contains { $0.hasPrefix("weight not read") }, "\(unread.weightNotes)")
        let h2 = try XCTUnwrap(r.result("menu.component.html", 5))
        XCTAssertEqual(h2.use.constraint.fontWeight?.value, TextWeight(700))
        XCTAssertTrue(h2.reason?.contains("no px width") == true, h2.reason ?? "")
    }

    func testRulesFireOnTranslatedTextAndStaySilentOnDirectionNeutralCode() throws {
        let r = try Self.app1.get()
        func lines(_ rule: String) -> [String] {
            r.findings.filter { $0.rule == rule }.map { "\(($0.site.file as NSString).lastPathComponent):\($0.site.line ?? 0)" }.sorted()
        }
        XCTAssertEqual(lines("rtl-text-align-physical"), ["app.scss:4"], ".guarded's left has a [dir=rtl] override")
        XCTAssertEqual(lines("rtl-physical-spacing"), ["app.scss:4"], ".pad is symmetric; .bar's left: 0; right: 0 is not spacing")
        XCTAssertEqual(lines("rtl-fixed-height"), ["app.scss:5"])
        XCTAssertEqual(lines("rtl-blanket-icon-flip"), ["app.scss:15"], ".icon-back is scoped to a directional icon")
        XCTAssertEqual(lines("rtl-reverse-direction"), ["app.scss:17"])
        XCTAssertEqual(Set(lines("rtl-nowrap-ellipsis")), ["ActionRow.vue:31", "Banner.svelte:12", "menu.component.scss:3", "app.scss:12", "app.scss:21"])
        XCTAssertEqual(r.findings.first { $0.rule == "rtl-nowrap-ellipsis" && $0.related?.line == 8 && $0.related?.file.hasSuffix("ActionRow.vue") == true }?.severity, .error, "the Arabic only is cut there")
        XCTAssertTrue(r.findings.allSatisfy { $0.rule != "rtl-single-line-cut" }, "Android's rule does not read web uses")
        XCTAssertEqual(r.exitCode, 1)
    }
}
