import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// Constructs real Compose apps use on the way to Material's `Text` (Tests/Fixtures/layout/compose-wrappers,
/// modelled on Element X's design-system `Text`, Bitwarden's and Element's `typealias … = R.string`,
/// Read You's `SharedTransitionLayout` / navigation3 root and Scaffold padding). Each expected value is
/// worked by hand from the fixture and the androidx sources cited in the reader.
final class ComposeWrapperTests: XCTestCase {
    private var uses: [TextUse] = []

    override func setUpWithError() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout/compose-wrappers").path
        let dir = root + "/app/src/main/java/org/example/ui"
        let result = ComposeTextReader.read(paths: ["Strings.kt", "DesignText.kt", "Screens.kt", "Dialogs.kt", "AutoSize.kt", "Aliased.kt", "Rows.kt", "TopBars.kt", "Lookup.kt"].map { dir + "/" + $0 }, relativeTo: root)
        XCTAssertEqual(result.problems, [])
        uses = result.uses
    }

    private func use(_ key: String) throws -> TextUse { try XCTUnwrap(uses.first { $0.key == key }, "\(key) in \(uses.map(\.key))") }

    func testEveryUseIsFoundOnceThroughTheDesignSystemsText() {
        // Screens.kt's `Text` is the app's (DesignText.kt), which calls `androidx.compose.material3.Text`
        // spelt in full; the keys are named through the type alias, a package-qualified R, plain R and
        // moko-resources' MR.strings (action_retry).
        XCTAssertEqual(uses.map(\.key).sorted(), ["action_retry", "after_badge", "aliased_title", "auto_sized", "bar_title", "bar_with_menu", "delete_title", "first_in_row", "menu_label", "not_auto_sized", "padded_unread", "rail_content", "section_title", "send_now", "shrinking_title", "skip", "starred", "sync_title", "wrapped_title"])
    }

    func testATypeAliasOfRStringAndTheDefaultStylePassedOn() throws {
        let u = try use("sync_title")                       // AppStrings.sync_title, AppStrings = …R.string
        XCTAssertEqual(u.site.line, 46)                     // the stringResource call in Screens.kt
        XCTAssertEqual(u.constraint.maxLines?.value, 1)
        XCTAssertEqual(u.constraint.overflow?.value, .ellipsisEnd)
        // `style: TextStyle = LocalTextStyle.current` is Text's own default: material3 bodyLarge 16/24 sp.
        XCTAssertEqual(u.constraint.textSizeSp?.value, 16)
        XCTAssertEqual(u.constraint.lineHeightSp?.value, 24)
        // MaterialTheme, SharedTransitionLayout (a Box), NavDisplay without a sceneStrategy (one pane)
        // and NavEntry pass the width on; Scaffold's padding `inner`, given by label and as
        // calculateStart/EndPadding, is horizontally 0; padding(horizontal = 16.dp): 2 × 16 = 32.
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(32))
        XCTAssertFalse(u.constraint.widthIsUpperBound)      // a Scaffold (and a NavEntry) is on the way
    }

    func testALibraryComposableImportedUnderAnotherNameIsTheLibrarys() throws {
        // `import androidx.compose.material3.Scaffold as Material3Scaffold`: the call is material3's
        // Scaffold, whose content gets the screen (its padding `inner` is horizontally 0), then
        // padding(horizontal = 16.dp): 2 × 16 = 32. Read by its alias only, it was a container whose
        // content width is not modelled (unknown).
        let u = try use("aliased_title")
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(32))
        XCTAssertFalse(u.constraint.widthIsUpperBound)
    }

    func testProvideTextStyleSetsTheDefaultStyle() throws {
        let u = try use("section_title")                    // id = org.example.ui.R.string.section_title
        // ProvideTextStyle(MaterialTheme.typography.titleLarge): material3 TypeScaleTokens titleLarge 22/28 sp.
        XCTAssertEqual(u.constraint.textSizeSp?.value, 22)
        XCTAssertEqual(u.constraint.lineHeightSp?.value, 28)
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(32))
    }

    func testAButtonsContentPaddingAndLabelStyle() throws {
        let u = try use("send_now")
        // 32 (the Column) + 48 (ButtonDefaults.ContentPadding: 24 start + 24 end) + 24 (the Icon
        // before it in the content Row) = 104; labelLarge 14/20 sp.
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(104))
        XCTAssertEqual(u.constraint.textSizeSp?.value, 14)
        XCTAssertEqual(u.constraint.lineHeightSp?.value, 20)
        // The given contentPadding = PaddingValues(horizontal = 8.dp) replaces TextButton's 12 + 12: 32 + 16.
        XCTAssertEqual(try use("skip").constraint.width?.value, .profileMinus(48))
    }

    func testAnIfStatementsBlocksAreAlternativesNotSiblings() throws {
        let u = try use("starred")
        // Row { if (showStar) { Icon } else { Checkbox }; Text(weight(1f)) }: one of the two is shown,
        // never both (24 + 48 would leave profile − 104). The narrowest, the Icon's 24 dp, leaves the
        // most room: 32 + 24 = 56, the most the text can get (a cut there is a cut in either state).
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(56))
        XCTAssertTrue(u.constraint.widthIsUpperBound)
        // The Checkbox state takes 48 − 24 = 24 dp more: the range's narrowest is profile − 80.
        let state = try XCTUnwrap(u.constraint.widthRange?.unknowns.first { $0.what == "a Row sibling shown in some states only" })
        XCTAssertEqual(state.atMostDp, 24)
        XCTAssertEqual(u.constraint.widthRange?.narrowest(of: .profileMinus(56)), .profileMinus(80))
        // `if (wideWindow) { NavigationRail { } }` with no else: the rail's width is not known, but the
        // state without it takes nothing, so the text gets at most the Column's profile − 32.
        let r = try use("rail_content")
        XCTAssertEqual(r.constraint.width?.value, .profileMinus(32))
        XCTAssertTrue(r.constraint.widthIsUpperBound)
        // The rail's width is not read: the range starts at 0, and a fit there cannot be proven.
        XCTAssertNil(r.constraint.widthRange?.narrowest(of: .profileMinus(32)))
    }

    func testAnUnreadSiblingOrPaddingMakesARangeFromZero() throws {
        // Rows.kt, inside a Scaffold, a Column padded 16 dp each side: profile − 32 at the widest.
        // The Row measures unweighted children in order, each within what those before it left
        // (RowColumnMeasurePolicy): the slot after the text takes nothing from it — exact.
        let first = try use("first_in_row")
        XCTAssertEqual(first.constraint.width?.value, .profileMinus(32))
        XCTAssertNil(first.constraint.widthRange)
        // The slot before it may take anything: a range from 0, the slot named.
        let after = try use("after_badge")
        XCTAssertEqual(after.constraint.width?.value, .profileMinus(32))
        XCTAssertEqual(after.constraint.widthRange?.unknowns.map(\.what), ["badge(…) beside it in the Row"])
        XCTAssertNil(after.constraint.widthRange?.narrowest(of: .profileMinus(32)))
        // padding(horizontal = gap): never negative, so at most nothing is taken off the widest.
        let padded = try use("padded_unread")
        XCTAssertEqual(padded.constraint.width?.value, .profileMinus(32))
        XCTAssertEqual(padded.constraint.widthRange?.unknowns.map(\.what), ["a padding that is not a literal size"])
    }

    func testASlotPassedOnByNameIsLaidOutInsideTheLibraryCall() throws {
        // AppDialog hands its title lambda to AlertDialog(title = title): the Text is inside the
        // dialog's own window — not in the Scaffold around the call (which gave .profileMinus(0), a fit
        // that was never there). material3 AlertDialog.kt: 280 ≤ width ≤ 560 dp, 24 dp padding each
        // side, so the title gets at most min(profile − 48, 560 − 48 = 512) and at least 280 − 48 = 232.
        let u = try use("delete_title")
        XCTAssertEqual(u.constraint.width?.value, .capped(divisor: 1, screenInset: 48, capDp: 512, inset: 0))
        XCTAssertEqual(u.constraint.widthRange?.floorDp, 232)
        XCTAssertEqual(u.constraint.widthRange?.bounds(of: u.constraint.width!.value, profileWidth: 360).map { [$0.min, $0.max] }, [232, 312])
        XCTAssertTrue(u.constraint.width?.chain.contains { $0.note.contains("AlertDialog(title = …)") } == true)
        XCTAssertEqual(u.constraint.textSizeSp?.value, 22)   // its own style = titleLarge
    }

    func testATopAppBarTitleIsTheBarLessItsIconsAndPadding() throws {
        // AppBar passes the String into TopAppBar's title slot, through WithDirection → Ltr, which
        // hands the content lambda on by name. material3 AppBar.kt TopAppBarLayout: the title is
        // measured at the bar's width less the navigation icon's Box (4 dp start padding + IconButton
        // 48 dp) and the actions' Box (one IconButton 48 dp + 4 dp end padding), and its own Box pads
        // 4 dp each side: 4 + 48 + 48 + 4 + 8 = 112 dp off the screen's width.
        let u = try use("bar_title")
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(112))
        XCTAssertNil(u.constraint.widthRange)
        // TopAppBarSmallTokens.HeadlineFont is titleLarge: 22 sp on a 28 sp line (TypeScaleTokens).
        XCTAssertEqual(u.constraint.textSizeSp?.value, 22)
        XCTAssertEqual(u.constraint.lineHeightSp?.value, 28)
        XCTAssertEqual(u.constraint.maxLines?.value, 1)
    }

    func testTopAppBarActionsOfUnreadWidthMakeARangeAndOtherSlotsStayUnknown() throws {
        // No navigation icon (its default `{}`): 4 + 4 + 8 = 16 dp of padding; the app's OverflowMenu
        // has no known width, so the title's width is a range from 0 to the screen less 16 dp.
        let u = try use("bar_with_menu")
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(16))
        XCTAssertEqual(u.constraint.widthRange?.unknowns.map(\.what), ["the actions of TopAppBar(…)"])
        // A Text in the actions slot is not laid out at the title's width.
        guard case .unknown(let why)? = try use("menu_label").constraint.width?.value else { return XCTFail("menu_label has a width") }
        XCTAssertTrue(why.contains("in a slot whose width is not modelled"), why)
    }

    func testTheAppsOwnLookupIsALookup() throws {
        // appString hands its `id` to getString (Lookup.kt): its call with one argument is a use;
        // `wrapped_formatted`, called with arguments, is not read (listed in the first test's keys).
        let u = try use("wrapped_title")
        XCTAssertEqual(u.constraint.maxLines?.value, 1)
        XCTAssertEqual(ComposeLookupWrappers.find(in: [try KotlinSyntax.parse(String(contentsOf: Fixtures.root.appendingPathComponent("Tests/Fixtures/layout/compose-wrappers/app/src/main/java/org/example/ui/Lookup.kt"), encoding: .utf8), path: "Lookup.kt")]), ["appString"])
    }

    func testShrinkToFitIsNotMeasured() throws {
        // `fontSize = size` from state (a hand-written auto-size text): the size is unknown, not the style's.
        XCTAssertNil(try use("shrinking_title").constraint.textSizeSp)
        // `autoSize = TextAutoSize.StepBased()`: shrink-to-fit, reported unknown by the measurer.
        XCTAssertNotNil(try use("auto_sized").constraint.autoSize)
        // `autoSize = null` and `fontSize = TextUnit.Unspecified` are Text's defaults: bodyLarge 16 sp.
        let plain = try use("not_auto_sized")
        XCTAssertNil(plain.constraint.autoSize)
        XCTAssertEqual(plain.constraint.textSizeSp?.value, 16)
    }
}
