import Foundation
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import XCTest
import LabelFitTestSupport

/// The app's own widgets followed into their build, and the slot geometry of ListTile, AppBar and Row
/// (Tests/Fixtures/layout-flutter/widgets-app: screen.dart calls the widgets of widgets.dart). Each
/// width is worked by hand from the fixture and Flutter's source:
/// - list_tile.dart `_LisTileDefaultsM3`: contentPadding start 16 + end 24 = 40, minLeadingWidth 24;
///   `horizontalTitleGap ?? … ?? 16`; `_computeSizes`: titleStart = max(minLeadingWidth, leading) + gap;
/// - navigation_toolbar.dart: title ≤ width − leading − trailing − 2 × middleSpacing (16);
///   app_bar.dart: leading `tightFor(width: leadingWidth ?? kToolbarHeight)` = 56;
/// - rendering/flex.dart: flexible children share what non-flexible ones leave, by flex.
/// Rough advances for the classes: Roboto ≈ 0.55 em a Latin letter, Noto Naskh Arabic ≈ 0.45 em.
final class FlutterWidgetFollowingTests: XCTestCase {
    nonisolated(unsafe) private static var cached: LayoutReport?
    private var report: LayoutReport!

    override func setUpWithError() throws {
        if Self.cached == nil {
            let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-flutter/widgets-app").path
            let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
            Self.cached = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
        }
        report = Self.cached
        XCTAssertEqual(report.diagnostics.map(\.description), [])
    }

    private func results(_ key: String) -> [LayoutResult] { report.results.filter { $0.use.key == key } }
    private func result(_ line: Int, _ key: String) throws -> LayoutResult {
        try XCTUnwrap(report.results.first { $0.use.site.line == line && $0.use.key == key }, "\(key):\(line) in \(report.results.map { "\($0.use.key):\($0.use.site.line ?? 0)" })")
    }

    func testAStringParameterIsMeasuredWhereTheWidgetsBuildShowsIt() throws {
        // LabelTile(title:) → ListTile(leading: leading, title: Text(title, maxLines: 1, ellipsis)). The
        // caller passes no leading (no default: null) → profile − 40; the site is the caller's key.
        let plain = try result(16, "tileTitle")
        XCTAssertTrue(plain.use.site.file.hasSuffix("screen.dart"))
        XCTAssertEqual(plain.use.shownBy, "ListTile title")
        XCTAssertEqual(plain.use.constraint.width?.value, .profileMinus(40))
        XCTAssertFalse(plain.use.constraint.widthIsUpperBound)
        XCTAssertEqual(plain.use.constraint.textSizeSp?.value, 16)   // bodyLarge
        XCTAssertEqual(plain.use.constraint.maxLines?.value, 1)
        // ≈ 60 Arabic letters × 0.45 × 16 = 432 > 371 (411 − 40); "Notifications" ≈ 114.
        XCTAssertEqual(plain.cls, .arabicOnlyCut)
        // leading: const Icon(…) (24 wide) → 40 + max(24, 24) + 16 = 80, exact.
        let icon = try result(17, "iconTileTitle")
        XCTAssertEqual(icon.use.constraint.width?.value, .profileMinus(80))
        XCTAssertFalse(icon.use.constraint.widthIsUpperBound)
    }

    func testAStatefulWidgetsStateReadsTheWidgetsFields() throws {
        // SizedBox(width: 200) → SaveButton(label) → _SaveButtonState: Padding(symmetric(horizontal: 12))
        // → Text(widget.label): 200 − 24 = 176. ≈ 34 letters × 0.45 × 14 = 214 > 176; "Save" fits.
        let r = try result(18, "stateLabel")
        XCTAssertEqual(r.use.constraint.width?.value, .fixed(176))
        XCTAssertEqual(r.cls, .arabicOnlyCut)
    }

    func testWidgetAndBuilderParametersAndAppConstants() throws {
        // Section(header: Text(…)) → Padding(padding: Styles.sectionPadding) — a static const
        // EdgeInsets.all(8.0) — → header: profile − 16.
        XCTAssertEqual(try result(19, "sectionHeader").use.constraint.width?.value, .profileMinus(16))
        // ActionLabel(makeLabel: (context) => Text(…)) → SizedBox(width: 120, child: makeLabel(context)).
        let builder = try result(20, "builderLabel")
        XCTAssertEqual(builder.use.constraint.width?.value, .fixed(120))
        XCTAssertEqual(builder.cls, .arabicOnlyCut)   // ≈ 22 letters × 0.45 × 14 = 139 > 120; "Share" ≈ 39
        // DefaultTextStyle.merge(maxLines: kLabelLines (a top-level const 2), overflow: ellipsis).
        let merged = try result(30, "mergedLabel")
        XCTAssertEqual(merged.use.constraint.maxLines?.value, 2)
        XCTAssertEqual(merged.use.constraint.overflow?.value, .ellipsisEnd)
        // style: Styles.heading — static const TextStyle(fontSize: 20, fontWeight: FontWeight.bold).
        let styled = try XCTUnwrap(results("styledTitle").first)
        XCTAssertEqual(styled.use.constraint.textSizeSp?.value, 20)
        XCTAssertEqual(styled.use.constraint.fontWeight?.value, TextWeight(700))
        // A Widget argument the build never places: found where the caller wrote it, width unknown, said why.
        let unshown = try result(31, "unshownLabel")
        XCTAssertTrue(unshown.reason?.contains("does not place its subtitle") == true, unshown.reason ?? "")
    }

    func testAppBarTitleWidthFromLeadingAndSpacing() throws {
        // PlainAppBar → AppBar(leading: leading (not passed), automaticallyImplyLeading: false): no
        // leading at all, no actions → exactly profile − 2 × 16.
        let none = try result(13, "barTitle")
        XCTAssertEqual(none.use.constraint.width?.value, .profileMinus(32))
        XCTAssertFalse(none.use.constraint.widthIsUpperBound)
        // leading: const BackButton() → 56 + 32.
        let back = try result(45, "backBarTitle")
        XCTAssertEqual(back.use.constraint.width?.value, .profileMinus(88))
        XCTAssertFalse(back.use.constraint.widthIsUpperBound)
        // No leading and automaticallyImplyLeading left true: a back button may be implied → a range,
        // profile − 32 down to profile − 88; «الإعدادات» fits even at the narrowest.
        let implied = try result(55, "impliedBarTitle")
        XCTAssertEqual(implied.use.constraint.width?.value, .profileMinus(32))
        XCTAssertEqual(implied.use.constraint.widthRange?.unknowns.map(\.what), ["the back or drawer button AppBar implies"])
        XCTAssertEqual(implied.use.constraint.widthRange?.atMostDp, 56)
        XCTAssertEqual(implied.cls, .fits)
    }

    func testRowFlexSharesAndNamedConstructors() throws {
        // Two Expanded (flex 1 each) alone in a Row under the Scaffold body: each gets profile ÷ 2.
        let halves = results("halfLabel")
        XCTAssertEqual(halves.count, 2)
        for h in halves {
            XCTAssertEqual(h.use.constraint.width?.value.dp(profileWidth: 360), 180)
            XCTAssertFalse(h.use.constraint.widthIsUpperBound)
        }
        // Beside a non-flexible Icon the Expanded gets what the Icon leaves: at most the row.
        let beside = try result(27, "besideIconLabel")
        XCTAssertEqual(beside.use.constraint.width?.value, .profileMinus(0))
        XCTAssertTrue(beside.use.constraint.widthIsUpperBound)
        // A Text that is a Row's non-flexible child gets no maximum width: one line whatever its
        // maxLines: 2 says, and past the row (the screen, here) the row overflows. ≈ 60 Arabic
        // letters × 0.45 × 14 = 378 > 360; "Notifications" ≈ 100 fits.
        let over = try XCTUnwrap(results("rowOverflow").first)
        XCTAssertEqual(over.use.constraint.maxLines?.value, 1)
        XCTAssertEqual(over.use.constraint.width?.value, .profileMinus(0))
        XCTAssertTrue(over.use.constraint.widthIsUpperBound)
        XCTAssertEqual(over.cls, .arabicOnlyCut)
        // FilledButton.tonal(child: Text(…)): the button's label (labelLarge 14).
        let tonal = try result(29, "tonalLabel")
        XCTAssertEqual(tonal.use.shownBy, "FilledButton label")
        XCTAssertEqual(tonal.use.constraint.textSizeSp?.value, 14)
    }

    func testAWidgetBuildingItselfIsFollowedOnce() throws {
        // Nested's build returns `child` (profile) or Nested(child: SizedBox(width: 90, child: child)),
        // which is not followed again: both draws are reported, and the walk ends.
        let widths = results("recursiveLabel").compactMap { $0.use.constraint.width?.value }
        XCTAssertEqual(Set(widths), [.profileMinus(0), .fixed(90)])
    }

    func testALocalVariableIsLaidOutWhereItIsPlaced() throws {
        // `final tile = LabelTile(…)` placed in SizedBox(width: 150) → Column: 150 − 40 (ListTile padding),
        // not the Scaffold body's width where it is declared.
        let tile = try result(65, "localTitle")
        XCTAssertEqual(tile.use.constraint.width?.value, .fixed(110))
        // `final heading = l10n.localHeading;` then `Text(heading)`: the local String is the key.
        XCTAssertEqual(try result(66, "localHeading").use.constraint.width?.value, .fixed(150))
    }

    func testAWidgetInATestHarnessIsNotFollowed() throws {
        let t = try XCTUnwrap(results("testTitle").first)
        XCTAssertTrue(t.use.site.file.hasSuffix("test/widgets_test.dart"))
        XCTAssertTrue(t.reason?.contains("test's harness") == true, t.reason ?? "")
    }

    func testAnUnpassedParameterTakesItsDefaultAndScrollPaddingCounts() throws {
        // PaddedList(padding = const EdgeInsets.symmetric(horizontal: 20.0)) not passed by the caller →
        // ListView(padding: padding): profile − 40.
        XCTAssertEqual(try result(84, "defaultPadTitle").use.constraint.width?.value, .profileMinus(40))
        // showModalBottomSheet(builder: → ListTile(title:)): min(profile, 640) (M3 bottom sheet
        // maxWidth 640) − 40 (ListTile padding) → 320 on a 360 dp phone.
        let sheet = try result(88, "sheetTitle")
        XCTAssertEqual(sheet.use.constraint.width?.value, .capped(divisor: 1, screenInset: 0, capDp: 640, inset: 40))
        XCTAssertEqual(sheet.use.constraint.width?.value.dp(profileWidth: 360), 320)
    }

    func testClassDeclarationsAndConstants() throws {
        let source = """
        const kTitleLines = 3;
        class Styles { static const double gap = 12; }
        class Tile extends StatelessWidget {
          const Tile(this.title, [this.hint], {required this.label, this.dense = false, String? note, super.key});
          const Tile.compact({required this.label}) : title = '', hint = null, dense = true;
          final String title;
          @override
          Widget build(BuildContext context) => Text(title);
        }
        class _TileState extends State<Other> {
          @override
          Widget build(BuildContext context) {
            return Text(widget.x);
          }
        }
        """
        let tokens = try DartLexer.tokens(source)
        let items = try CallSyntax.parse(tokens)
        let classes = DartClassDeclaration.read(tokens: tokens, items: items)
        XCTAssertEqual(classes.map(\.name), ["Styles", "Tile", "_TileState"])
        let tile = classes[1]
        XCTAssertEqual(tile.superclass, "StatelessWidget")
        XCTAssertEqual(tile.constructor("")?.parameters, [
            .init(name: "title", position: 0, hasDefault: false),
            .init(name: "hint", position: 1, hasDefault: false),
            .init(name: "label", position: nil, hasDefault: false),
            .init(name: "dense", position: nil, hasDefault: true),
            .init(name: "note", position: nil, hasDefault: false),
        ])
        XCTAssertEqual(tile.constructor("compact")?.parameters.map(\.name), ["label"])
        XCTAssertEqual(tile.method("build")?.body.count, 1)   // `=> Text(title)`
        XCTAssertEqual(classes[2].superclass, "State")
        XCTAssertEqual(classes[2].superTypeArgument, "Other")
        XCTAssertNotNil(classes[2].method("build"))
        var constants = DartConstants()
        constants.add(items: items)
        let lines = try CallSyntax.parse(try DartLexer.tokens("kTitleLines Styles.gap other"))
        XCTAssertEqual(constants.resolve(lines[0]).number, 3)
        XCTAssertEqual(constants.resolve(lines[1]).number, 12)
        XCTAssertNil(constants.resolve(lines[2]).number)
    }
}
