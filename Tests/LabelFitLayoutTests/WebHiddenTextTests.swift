import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import LabelFitTestSupport

/// Screen-reader-only text is never drawn (Bulma's `is-sr-only`, an app's own `clip: rect(0 0 0 0)`
/// rule), so it is no translation site and no rule about its box fires; a flip scoped by a named box
/// between the `[dir=rtl]` guard and the icon is not blanket. Fixture: Tests/Fixtures/layout-web/hidden-text.
final class WebHiddenTextTests: XCTestCase {
    func testScreenReaderOnlyTextIsNoSiteAndScopedFlipsAreNotBlanket() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-web/hidden-text").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let r = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
        func reason(_ key: String) -> String? { r.results.first { $0.use.key == key }?.reason }
        XCTAssertTrue(reason("bold")?.contains("visually hidden text (class is-sr-only)") == true, reason("bold") ?? "nil")
        XCTAssertTrue(reason("heading")?.contains("visually hidden text (clip: rect(0 0 0 0))") == true, reason("heading") ?? "nil")
        XCTAssertFalse(reason("back")?.contains("visually hidden") == true)
        // The fixed 2rem height holds only 'back' on screen: one finding, naming it.
        let heights = r.findings.filter { $0.rule == "rtl-fixed-height" }
        XCTAssertEqual(heights.count, 1, "\(heights.map(\.message))")
        XCTAssertTrue(heights.first?.message.contains("'back'") == true)
        // `.flip-in-rtl > svg` is scoped by its named box; `.toolbar svg` flips every icon of the toolbar.
        let flips = r.findings.filter { $0.rule == "rtl-blanket-icon-flip" }.map { $0.site.line ?? 0 }
        XCTAssertEqual(flips, [12])
    }
}
