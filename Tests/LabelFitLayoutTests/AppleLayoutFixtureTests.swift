import Foundation
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import XCTest
import LabelFitTestSupport

/// `labelfit layout` on the hand-written iOS app (Tests/Fixtures/layout-apple/swiftui-app): SwiftUI,
/// UIKit code and a storyboard. Each expected class is worked by hand from the fixture, the cited
/// Apple defaults and rough advances (Noto Sans ≈ 0.55 em a Latin letter, Noto Sans Arabic UI ≈ 0.45 em
/// an Arabic letter, both at the text size) with a wide margin either way.
final class AppleLayoutFixtureTests: XCTestCase {
    nonisolated(unsafe) private static var cached: LayoutReport?
    private var report: LayoutReport!

    override func setUpWithError() throws {
        if Self.cached == nil {
            let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-apple/swiftui-app").path
            let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
            Self.cached = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
        }
        report = Self.cached
        XCTAssertEqual(report.diagnostics.map(\.description), [])
    }

    private func result(_ file: String, _ line: Int, _ key: String) throws -> LayoutResult {
        try XCTUnwrap(report.results.first { ($0.use.site.file as NSString).lastPathComponent == file && $0.use.site.line == line && $0.use.key == key },
                      "\(key) at \(file):\(line) in \(report.results.map { "\($0.use.key):\($0.use.site.line ?? 0)" })")
    }

    func testSwiftUITextUnderAFrameAndALineLimit() throws {
        // Text("settings_title").lineLimit(1).frame(width: 100), .body 17 pt: "Settings" ≈ 8 × 0.55 × 17
        // = 75 < 100 fits; the Arabic's 33 letters ≈ 33 × 0.45 × 17 = 252 > 100: cut on one line.
        let r = try result("ContentView.swift", 8, "settings_title")
        XCTAssertEqual(r.use.platform, .swiftui)
        XCTAssertEqual(r.use.constraint.maxLines?.value, 1)
        XCTAssertEqual(r.use.constraint.overflow?.value, .ellipsisEnd)   // Text.TruncationMode default .tail
        XCTAssertEqual(r.use.constraint.width?.value, .fixed(100))
        XCTAssertEqual(r.cls, .arabicOnlyCut)
        XCTAssertFalse(r.droppedWords.isEmpty)
        // "OK" / «حسناً» in 200 pt: both far shorter than 200 at 17 (or 21 at xxLarge) pt.
        XCTAssertEqual(try result("ContentView.swift", 11, "ok_label").cls, .fits)
    }

    func testPaddingInsideTheFrameAndEnvironmentFromAStack() throws {
        // .padding(.horizontal, 10).frame(width: 120): 120 − 2 × 10 = 100.
        let padded = try result("ContentView.swift", 25, "padded_label")
        XCTAssertEqual(padded.use.constraint.width?.value, .fixed(100))
        // VStack { Text.font(.caption) }.frame(width: 120).lineLimit(1): the VStack proposes 120, the
        // line limit reaches the Text through the environment; caption 12 pt at Large, 16 at xxLarge (HIG).
        let caption = try result("ContentView.swift", 16, "stack_caption")
        XCTAssertEqual(caption.use.constraint.width?.value, .fixed(120))
        XCTAssertEqual(caption.use.constraint.maxLines?.value, 1)
        XCTAssertEqual(caption.use.constraint.textSizeSp?.value, 12)
        XCTAssertEqual(caption.use.constraint.textScaling, .dynamicType([11, 11, 11, 12, 14, 16, 18]))
        // «الصور ومقاطع الفيديو المحفوظة في الألبومات» (42 letters ≈ 42 × 0.45 × 12 = 227 > 120); "Photos" ≈ 40.
        XCTAssertEqual(caption.cls, .arabicOnlyCut)
    }

    func testSwiftGenAccessorNamesItsKey() throws {
        // Text(L10n.Profile.title): Generated/Strings.swift's `title = L10n.tr("Localizable", "padded_label", …)`.
        // In 100 pt: «الملف الشخصي» is cut as padded_label is at line 25 (also 100 pt wide there).
        let r = try result("ContentView.swift", 31, "padded_label")
        XCTAssertEqual(r.use.constraint.width?.value, .fixed(100))
        XCTAssertEqual(r.cls, try result("ContentView.swift", 25, "padded_label").cls)
        XCTAssertEqual(r.cls, .arabicOnlyCut)
    }

    /// `Text(LocalizableMenu.padded.localized)`: the enum case's raw value "padded_label", shown through
    /// the protocol extension's `localized` (it asks `Bundle.localizedString(forKey: rawValue …)`), is the
    /// key, measured as `Text(L10n.Profile.title)` at the same 100 pt; `debugName` localizes nothing.
    func testStringEnumRawValuesThroughALocalizingMember() throws {
        let r = try result("EnumKeyView.swift", 6, "padded_label")
        XCTAssertEqual(r.use.constraint.width?.value, .fixed(100))
        XCTAssertEqual(r.cls, try result("ContentView.swift", 31, "padded_label").cls)
        XCTAssertFalse(report.results.contains { $0.use.site.file.hasSuffix("EnumKeyView.swift") && $0.use.site.line == 7 })
    }

    func testUnknownsSayWhy() throws {
        XCTAssertTrue(try result("ContentView.swift", 12, "welcome_message").reason?.hasPrefix("width unknown") == true)
        XCTAssertTrue(try result("ContentView.swift", 13, "shrinks_label").reason?.contains("shrink-to-fit") == true)
        XCTAssertTrue(try result("ContentView.swift", 14, "ideal_label").reason?.contains("fixedSize") == true)
        XCTAssertTrue(try result("ContentView.swift", 22, "row_label").reason?.contains("HStack") == true)
        XCTAssertTrue(try result("ContentView.swift", 30, "a11y_label").reason?.hasPrefix("not a translation site") == true)
        for r in report.results where r.cls == .unknown { XCTAssertNotNil(r.reason, r.use.key) }
    }

    func testNavigationTitleIsOneLargeLineWithinTheBar() throws {
        // .navigationBarTitleDisplayMode(.large): .largeTitle 34 pt, one line, ≤ profile − 32. On 411 pt:
        // 379; the Arabic's 46 letters ≈ 46 × 0.45 × 34 = 704 > 379 is cut even on the widest phone;
        // "Library" ≈ 7 × 0.55 × 34 = 131 fits. An upper bound: a cut there is certain.
        let r = try result("ContentView.swift", 33, "library_title")
        XCTAssertEqual(r.use.constraint.textSizeSp?.value, 34)
        XCTAssertTrue(r.use.constraint.widthIsUpperBound)
        XCTAssertEqual(r.cls, .arabicOnlyCut)
        XCTAssertEqual(r.profile?.widthDp, 411)   // a cut is shown on the roomiest profile that still cuts
    }

    func testUIKitCodeAndStoryboardLabels() throws {
        // titleLabel = UILabel(): numberOfLines default 1, systemFont(ofSize: 17) (not scaled), width
        // anchor 100: "Account" ≈ 65 fits, the Arabic's 31 letters ≈ 237 do not.
        let code = try result("PopoverController.swift", 9, "uikit_title")
        XCTAssertEqual(code.use.platform, .uikit)
        XCTAssertEqual(code.use.constraint.textScaling, .fixed)
        XCTAssertEqual(code.cls, .arabicOnlyCut)
        // numberOfLines = 0 and no width: unknown (Auto Layout).
        XCTAssertEqual(try result("PopoverController.swift", 13, "welcome_message").cls, .unknown)
        // The storyboard label abc-12-xyz: key "abc-12-xyz.text" in ar.lproj/Main.strings, English from
        // the storyboard's own text="Sign in" (Base Internationalization, no en.lproj/Main.strings);
        // width constraint 80, System 17: "Sign in" ≈ 7 × 0.55 × 17 = 65 < 80; the Arabic ≈ 29 × 0.45 × 17 = 222.
        let board = try result("Main.storyboard", 9, "abc-12-xyz.text")
        XCTAssertEqual(board.english, "Sign in")
        XCTAssertEqual(board.use.constraint.width?.value, .fixed(80))
        XCTAssertEqual(board.cls, .arabicOnlyCut)
        XCTAssertEqual(try result("Main.storyboard", 16, "def-34-uvw.text").cls, .unknown)   // no width constraint
    }

    func testRTLRulesOnDirectionSensitiveValuesOnly() throws {
        let found = report.findings.map { "\($0.rule) \(($0.site.file as NSString).lastPathComponent):\($0.site.line ?? 0)" }.sorted()
        XCTAssertEqual(found, [
            "rtl-directional-symbol ContentView.swift:21",          // chevron.right (not .forward, not flipped, not left-and-right)
            "rtl-physical-text-alignment Main.storyboard:9",        // textAlignment="left" on a translated label
            "rtl-physical-text-alignment PopoverController.swift:11", // .left on a label showing a catalog string (.natural is silent)
            "rtl-popover-arrow PopoverController.swift:22",         // .left alone ([.left, .right] is symmetric)
            "rtl-popover-source-rect PopoverController.swift:23",   // x: bounds.maxX (midX is silent)
        ])
    }
}
