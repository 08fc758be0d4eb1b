import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// Each Compose RTL rule on its own line of Tests/Fixtures/layout/compose-rtl/Rtl.kt, and silence on the
/// symmetric, logical, mirrored and non-catalog lines beside them (lines counted by hand, marked in
/// the fixture's comments).
final class ComposeRTLRulesTests: XCTestCase {
    func testEachRuleOnItsLineAndNothingElse() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout/compose-rtl").path
        let result = ComposeTextReader.read(paths: [root + "/Rtl.kt"], relativeTo: root)
        XCTAssertEqual(result.problems, [])
        let got = result.findings.map { "\($0.location.line ?? 0) \($0.rule)" }
        XCTAssertEqual(got, ["23 physical-arrangement", "24 directional-icon-not-mirrored", "27 physical-text-align",
                             "30 physical-padding", "37 forced-ltr"], "\(result.findings)")
        XCTAssertTrue(result.findings[1].message.contains("Icons.AutoMirrored.Filled.ArrowForward"))
    }

    /// An `Icons` imported from the app's own package is not material's: its `Outlined.ArrowBack` may be
    /// the mirrored icon (AppIcons.kt, line 12), so nothing is reported.
    func testAppsOwnIconsObjectIsNotMaterials() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout/compose-rtl").path
        let result = ComposeTextReader.read(paths: [root + "/AppIcons.kt"], relativeTo: root)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.findings.map(\.rule), [], "\(result.findings)")
    }
}

/// `forced-ltr` needs translated text in the forced subtree: app composables that show numbers (a time
/// picker's wheels) are silent, one that looks a string up is reported (TimeWheels.kt, lines marked).
final class ComposeForcedLtrTests: XCTestCase {
    func testNumbersForcedLeftToRightAreSilentAndALookupIsReported() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout/compose-rtl").path
        let result = ComposeTextReader.read(paths: [root + "/TimeWheels.kt"], relativeTo: root)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.findings.map { "\($0.location.line ?? 0) \($0.rule)" }, ["31 forced-ltr"], "\(result.findings)")
    }
}
