import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// The Compose reader on a hand-written settings screen (Tests/Fixtures/layout/compose-settings). Each
/// expected value is worked out by hand from the fixture and the cited androidx defaults.
final class ComposeTextReaderTests: XCTestCase {
    private var uses: [TextUse] = []

    override func setUpWithError() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout/compose-settings").path
        let file = root + "/app/src/main/java/org/example/ui/SettingsScreen.kt"
        let result = ComposeTextReader.read(paths: [file], relativeTo: root)
        XCTAssertEqual(result.problems, [])
        uses = result.uses
    }

    private func use(_ key: String) throws -> TextUse { try XCTUnwrap(uses.first { $0.key == key }, "\(key) in \(uses.map(\.key))") }

    func testAStringFollowedThroughTheAppsComposableGetsTheRowsConstraint() throws {
        let u = try use("sync_over_wifi")
        XCTAssertEqual(u.site.line, 38)   // the stringResource call, not the Text inside SwitchRow
        XCTAssertEqual(u.constraint.maxLines?.value, 1)          // SwitchRow's default maxLines: Int = 1
        XCTAssertEqual(u.constraint.overflow?.value, .ellipsisEnd)
        XCTAssertEqual(u.constraint.textSizeSp?.value, 18)       // RowTitle = TextStyle(fontSize = 18.sp, …)
        XCTAssertEqual(u.constraint.lineHeightSp?.value, 24)
        // Row: padding(16.dp, 12.dp) → 2 × 16 = 32; Icon 24 + padding(end = 16) = 40; Switch 52 (track
        // width); the weighted Column takes the rest, then its padding(end = 8.dp): 32 + 40 + 52 + 8 = 132.
        // Scaffold's content padding (`padding(padding)`) is horizontally 0.
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(132))
    }

    func testPositionalArgumentsAndAnOverriddenDefault() throws {
        let u = try use("keep_screen_on")
        // horizontal = 24 → padding(24.dp, 12.dp) → 48; 48 + 40 + 52 + 8 = 148.
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(148))
        XCTAssertEqual(u.constraint.maxLines?.value, 1)
    }

    func testALocalValAndACopiedMaterialStyle() throws {
        let u = try use("storage_caption")
        XCTAssertEqual(u.constraint.maxLines?.value, 2)
        // Text's default overflow is Clip (material3 Text.kt).
        XCTAssertEqual(u.constraint.overflow?.value, .clip)
        XCTAssertEqual(u.constraint.textSizeSp?.value, 12)     // material3 bodySmall: 12.sp / 16.sp
        XCTAssertEqual(u.constraint.lineHeightSp?.value, 18)   // .copy(lineHeight = 18.sp)
        XCTAssertEqual(u.constraint.width?.value, .profileMinus(0))
    }

    func testCommentsAndStringTemplatesAreNotUses() {
        XCTAssertFalse(uses.contains { $0.key == "not_shown" })
        // A template's call is code inside a string literal; the Text shows the whole templated string,
        // which is not one catalog entry.
        XCTAssertFalse(uses.contains { $0.key == "in_template" })
    }

    /// material3 AlertDialog.kt: the title slot is in the dialog's own window, 280–560 dp wide with
    /// `DialogPadding` 24 dp each side: at most min(profile − 48, 512), at least 280 − 48 = 232.
    func testADialogsTitleIsInTheDialogsOwnWidthAndKeepsItsLines() throws {
        let u = try use("confirm_title")
        XCTAssertEqual(u.constraint.maxLines?.value, 1)
        XCTAssertEqual(u.constraint.width?.value, .capped(divisor: 1, screenInset: 48, capDp: 512, inset: 0))
        XCTAssertEqual(u.constraint.widthRange?.floorDp, 232)
    }

    func testAFixedWidthRowWithASpacerAndSoftWrapOff() throws {
        let u = try use("chip_label")
        // width(120.dp), padding(horizontal = 8.dp) → 104; the Spacer's 4 → 100 for the weighted Text.
        XCTAssertEqual(u.constraint.width?.value, .fixed(100))
        XCTAssertEqual(u.constraint.maxLines?.value, 1)        // softWrap = false: one line
        XCTAssertEqual(u.constraint.textSizeSp?.value, 12)
    }

    func testEveryUseIsFoundOnce() {
        XCTAssertEqual(uses.map(\.key).sorted(), ["avatar_name", "badge_label", "chip_label", "confirm_title", "keep_screen_on", "storage_caption", "sync_over_wifi"])
    }

    func testTextUnderAnImportAliasIsFollowed() throws {
        let u = try use("badge_label")
        // TextLabel's default maxLines = 1; Box(Modifier.width(64.dp)) passes its 64 dp on.
        XCTAssertEqual(u.constraint.maxLines?.value, 1)
        XCTAssertEqual(u.constraint.textSizeSp?.value, 14)
        XCTAssertEqual(u.constraint.width?.value, .fixed(64))
    }

    func testASiblingsPaddingCountsOnlyOutsideItsSize() throws {
        // 200 − (16 + 40: padding before the size) − 40 (padding after the size is inside it) = 104.
        XCTAssertEqual(try use("avatar_name").constraint.width?.value, .fixed(104))
    }

    func testUnterminatedSourceIsALocatedProblem() throws {
        let dir = TempDir()
        let path = dir.path("Broken.kt")
        try "import androidx.compose.material3.Text\n@Composable\nfun A() {\n    Text(\"x\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = ComposeTextReader.read(paths: [path], relativeTo: dir.url.path)
        XCTAssertEqual(result.uses.count, 0)
        XCTAssertEqual(result.problems.first?.location.file, "Broken.kt")
        XCTAssertEqual(result.problems.first?.location.line, 4)
    }
}
