import Foundation
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import XCTest
import LabelFitTestSupport

/// `labelfit layout` on the hand-written Flutter app (Tests/Fixtures/layout-flutter/notes-app). Each
/// expected value is worked by hand from the fixture and Flutter's cited defaults; rough advances:
/// Roboto ≈ 0.55 em a Latin letter, Noto Naskh Arabic ≈ 0.45 em an Arabic letter, at the text size.
final class FlutterLayoutFixtureTests: XCTestCase {
    nonisolated(unsafe) private static var cached: LayoutReport?
    private var report: LayoutReport!

    override func setUpWithError() throws {
        if Self.cached == nil {
            let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-flutter/notes-app").path
            let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
            Self.cached = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
        }
        report = Self.cached
        XCTAssertEqual(report.diagnostics.map(\.description), [])
    }

    private func result(_ line: Int, _ key: String) throws -> LayoutResult {
        try XCTUnwrap(report.results.first { $0.use.site.line == line && $0.use.key == key }, "\(key):\(line) in \(report.results.map { "\($0.use.key):\($0.use.site.line ?? 0)" })")
    }

    func testScaffoldBodyPaddingAndSizedBoxWidths() throws {
        // Scaffold body → Padding(EdgeInsets.all(16)) → Column: profile − 32; default bodyMedium 14.
        let short = try result(23, "shortLabel")
        XCTAssertEqual(short.use.platform, .flutter)
        XCTAssertEqual(short.use.constraint.width?.value, .profileMinus(32))
        XCTAssertEqual(short.use.constraint.textSizeSp?.value, 14)
        XCTAssertEqual(short.use.constraint.maxLines?.value, 1)
        XCTAssertEqual(short.cls, .fits)   // «مزامنة» and "Sync now" ≪ 288
        // SizedBox(width: 100): «أرشيف الملاحظات القديمة المحفوظة» ≈ 31 × 0.45 × 14 = 195 > 100; "Archive" ≈ 54.
        let box = try result(26, "boxLabel")
        XCTAssertEqual(box.use.constraint.width?.value, .fixed(100))
        XCTAssertEqual(box.cls, .arabicOnlyCut)
        // Padding(EdgeInsets.only(left: 24)) inside the 16-padded column: profile − 32 − 24.
        XCTAssertEqual(try result(36, "paddedLabel").use.constraint.width?.value, .profileMinus(56))
        // style: Theme.of(context).textTheme.bodyLarge → 16 (typography.dart), no line limit: it wraps.
        let wraps = try result(33, "wrapsLabel")
        XCTAssertEqual(wraps.use.constraint.textSizeSp?.value, 16)
        XCTAssertEqual(wraps.cls, .wraps)
    }

    func testComponentSlots() throws {
        // AppBar title: one line, ellipsis, titleLarge 22, ≤ profile − 32. The Arabic's 52 letters ≈
        // 52 × 0.45 × 22 = 515 > 379 (411 − 32): cut even on the widest; "Notes" ≈ 60 fits.
        let title = try result(13, "appTitle")
        XCTAssertEqual(title.use.shownBy, "AppBar title")
        XCTAssertEqual(title.use.constraint.textSizeSp?.value, 22)
        XCTAssertTrue(title.use.constraint.widthIsUpperBound)
        XCTAssertEqual(title.cls, .arabicOnlyCut)
        // Two literal Tabs in a fixed TabBar: profile ÷ 2 − 32, fade, titleSmall 14.
        let tab = try result(16, "tabShared")
        XCTAssertEqual(tab.use.constraint.overflow?.value, .fade)
        XCTAssertEqual(tab.use.constraint.width?.value.dp(profileWidth: 360), 148)
        XCTAssertEqual(tab.cls, .arabicOnlyCut)   // ≈ 38 × 0.45 × 14 = 239 > 173.5 (411 ÷ 2 − 32)
        XCTAssertEqual(try result(15, "tabAll").cls, .unknown)   // fits an upper bound: not certain
        // ListTile without leading/trailing: parent − 16 − 24, bodyLarge 16.
        let tile = try result(41, "tileTitle")
        XCTAssertEqual(tile.use.constraint.width?.value, .profileMinus(72))
        XCTAssertEqual(tile.use.constraint.textSizeSp?.value, 16)
    }

    func testUnknownsAndNonSites() throws {
        // A non-flexible Row child (rendering/flex.dart): unbounded, one line, at most the row's
        // width (profile − 32 inside the 16-padded column); «التذكيرات» fits that bound: undecided.
        let row = try result(30, "rowLabel")
        XCTAssertEqual(row.use.constraint.width?.value, .profileMinus(32))
        XCTAssertTrue(row.use.constraint.widthIsUpperBound)
        XCTAssertEqual(row.use.constraint.maxLines?.value, 1)
        XCTAssertEqual(row.cls, .unknown)
        XCTAssertTrue(try result(32, "shrinking").reason?.contains("shrink-to-fit") == true)
        XCTAssertFalse(report.results.contains { $0.use.key == "literal text" })   // a literal is not a key
    }

    func testRTLRulesOnlyAroundTranslatedTextAndNeverSymmetric() throws {
        let found = report.findings.filter { $0.rule.hasPrefix("rtl-") }.map { "\($0.rule):\($0.site.line ?? 0)" }.sorted()
        XCTAssertEqual(found, [
            "rtl-directional-image:42",     // arrow_back.png without matchTextDirection (line 43 has it)
            "rtl-physical-alignment:40",    // Alignment.centerLeft around a translated Text
            "rtl-physical-padding:35",      // EdgeInsets.only(left: 24); symmetric(…) and only(left: 8, right: 8) are silent
            "rtl-physical-text-align:36",   // TextAlign.left on a translated Text
        ])
    }
}
