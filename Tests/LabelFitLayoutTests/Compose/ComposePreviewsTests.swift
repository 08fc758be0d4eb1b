import Foundation
import LabelFitCore
@testable import LabelFitLayout
import XCTest
import LabelFitTestSupport

/// What the app never runs stays silent (Tests/Fixtures/layout/compose-previews, modelled on Element X's
/// previews and Read You's swipe actions): previews, marked directly or through a multipreview
/// annotation, test source sets, and an absolute arrangement picked by hand in a file that reads the
/// layout direction; an absolute arrangement picked by a condition without it is still reported.
final class ComposePreviewsTests: XCTestCase {
    private let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout/compose-previews").path

    private func read() throws -> ComposeTextReader.Result {
        let project = try AndroidProject(paths: [root])
        let result = ComposeTextReader.read(paths: project.code.filter { $0.hasSuffix(".kt") }, relativeTo: root)
        XCTAssertEqual(result.problems, [])
        return result
    }

    func testAPreviewShowsNoUseAndBreaksNoRule() throws {
        let result = try read()
        // BannerLtrPreview is a preview through @PreviewsDayNight (an annotation class marked @Preview):
        // its key is not a use and its forced Ltr is not reported; Banner() is the app's.
        XCTAssertEqual(result.uses.map(\.key), ["banner_title"])
        XCTAssertFalse(result.findings.contains { $0.location.file.hasSuffix("Previews.kt") }, "\(result.findings)")
    }

    func testTestSourceSetsAreNotTheApp() throws {
        let code = try AndroidProject(paths: [root]).code.map { String($0.dropFirst(root.count + 1)) }
        XCTAssertEqual(code, ["app/src/main/java/org/example/ui/Bubble.kt", "app/src/main/java/org/example/ui/Direction.kt", "app/src/main/java/org/example/ui/Previews.kt",
                              "app/src/main/java/org/example/ui/SwipeActions.kt"])
        XCTAssertTrue(AndroidProject.isTestSource("feature/src/androidTestDebug/java/A.kt"))
        XCTAssertTrue(AndroidProject.isTestSource("lib/src/androidUnitTest/kotlin/A.kt"))
        XCTAssertFalse(AndroidProject.isTestSource("app/src/main/java/org/example/testing/A.kt"))
        XCTAssertFalse(AndroidProject.isTestSource("app/src/testable/A.kt"))
    }

    func testAnArrangementPickedByHandIsSilentOnlyWhereTheDirectionIsRead() throws {
        let arrangements = try read().findings.filter { $0.rule == "physical-arrangement" }
        // SwipeActions.kt reads LocalLayoutDirection and picks Absolute.Left/Right by a condition: silent.
        // Bubble.kt picks them by `isMine` alone: both branches reported, on line 10.
        XCTAssertEqual(arrangements.map { "\($0.location.file):\($0.location.line ?? 0)" },
                       ["app/src/main/java/org/example/ui/Bubble.kt:10", "app/src/main/java/org/example/ui/Bubble.kt:10"])
    }

    func testForcedLtrIsReportedOnlyWhereTranslatedTextIsLaidOutInside() throws {
        let forced = try read().findings.filter { $0.rule == "forced-ltr" }
        // Face(): a kaomoji, an icon whose stringResource is its contentDescription and the app's Gauge(),
        // which shows no text: silent. Heading(): the app's Banner() inside, which shows banner_title:
        // line 30, at LocalLayoutDirection.
        XCTAssertEqual(forced.map { "\($0.location.file):\($0.location.line ?? 0)" }, ["app/src/main/java/org/example/ui/Direction.kt:30"])
    }
}
