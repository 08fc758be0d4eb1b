import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// An app's own typographies (Tests/Fixtures/layout-android/compose-theme): `MaterialTheme(typography =
/// AppTypography)` and a design system's `BrandTypography` read through its theme. Expected values are
/// the fixture's literals and the material3 type-scale tokens (ComposeTypography.swift).
final class ComposeThemesTests: XCTestCase {
    private var uses: [TextUse] = []

    override func setUpWithError() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-android/compose-theme").path
        let result = ComposeTextReader.read(paths: [root + "/ui/Theme.kt", root + "/ui/Screen.kt"], relativeTo: root)
        XCTAssertEqual(result.problems, [])
        uses = result.uses
    }

    private func use(_ key: String) throws -> TextUse { try XCTUnwrap(uses.first { $0.key == key }, "\(key) in \(uses.map(\.key))") }

    func testTheAppsMaterialTypographyWinsOverTheTokens() throws {
        XCTAssertEqual(try use("title").constraint.textSizeSp?.value, 26)   // AppTypography.titleLarge, not the token 22
        XCTAssertEqual(try use("title").constraint.lineHeightSp?.value, 32)
        XCTAssertTrue(try use("title").constraint.textSizeSp!.chain.contains { $0.note.contains("AppTypography") })
        XCTAssertEqual(try use("small").constraint.textSizeSp?.value, 12)   // not given: the bodySmall token
        XCTAssertEqual(try use("plain").constraint.textSizeSp?.value, 16)   // LocalTextStyle = bodyLarge token
    }

    func testADesignSystemsTypographyIsFollowedWhenEveryDeclarationAgrees() throws {
        XCTAssertEqual(try use("body").constraint.textSizeSp?.value, 18)
        XCTAssertEqual(try use("body").constraint.lineHeightSp?.value, 24)
        XCTAssertNil(try use("caption").constraint.textSizeSp)              // 12 in one brand, 14 in the other
        XCTAssertEqual(try use("bigger").constraint.textSizeSp?.value, 20)
        XCTAssertEqual(try use("bigger").constraint.lineHeightSp?.value, 24)
    }

    func testADesignSystemsSpacingIsReadFromItsDeclaredValues() throws {
        // Modifier.padding(horizontal = Brand.spacings.double), double = 16.dp: 2 × 16 = 32.
        XCTAssertEqual(try use("spaced").constraint.width?.value, .profileMinus(32))
    }
}
