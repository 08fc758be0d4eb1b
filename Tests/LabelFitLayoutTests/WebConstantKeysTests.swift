import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import LabelFitTestSupport

/// Calls that name a string constant instead of a literal key are followed to the key
/// (Tests/Fixtures/layout-web/constants): a frozen object's members, nested; a TypeScript string enum;
/// a react-intl descriptor from `defineMessages` (its `id`). A member that is not a string
/// (`LABELS.count`) is no key.
final class WebConstantKeysTests: XCTestCase {
    func testCallsNamingConstantsAreFollowedToTheirKeys() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-web/constants").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let r = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
        let byLine = Dictionary(r.results.map { ($0.use.site.line ?? 0, $0.use.key) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byLine[12], "app.title")
        XCTAssertEqual(byLine[13], "msg.created")
        XCTAssertEqual(byLine[14], "msg.archived")
        XCTAssertEqual(byLine[15], "menu.open")
        XCTAssertNil(byLine[16], "a number member is no key")
        XCTAssertEqual(r.results.count, 4, "\(r.results.map { "\($0.use.key)@\($0.use.site.line ?? 0)" })")
    }

    /// Modules repeat names: each file's own declaration wins, and a name two other files declare differently is no key.
    func testEachFileSeesItsOwnConstantsFirst() {
        var c = JSConstants()
        c.read(TranslationCalls.tokens("const messages = { title: 'a.title' }").tokens, file: "A.js")
        c.read(TranslationCalls.tokens("const messages = { title: 'b.title' }").tokens, file: "B.js")
        c.read(TranslationCalls.tokens("const only = 'only.key'").tokens, file: "B.js")
        XCTAssertEqual(c.value("messages.title", file: "A.js"), "a.title")
        XCTAssertEqual(c.value("messages.title", file: "B.js"), "b.title")
        XCTAssertNil(c.value("messages.title", file: "C.js"))
        XCTAssertEqual(c.value("only", file: "C.js"), "only.key")
        // An object that is not one (`{ a: f(] }`) ends without looping.
        c.read(TranslationCalls.tokens("const x = { a: f(] , b: 'k' }").tokens, file: "D.js")
    }
}
