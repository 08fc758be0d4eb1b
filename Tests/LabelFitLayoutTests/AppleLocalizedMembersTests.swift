import Foundation
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import XCTest
import LabelFitTestSupport

/// Keys an iOS app reaches without a literal at the call (Tests/Fixtures/layout-apple/localized-members):
/// `"k".localized` through the app's own `extension String`; `Localization.tags`, a `private enum` of
/// `NSLocalizedString` constants that two files declare under one name (each file's own is meant); a
/// storyboard label whose `@IBInspectable` property (`textKey`, set through `.localized`) names the key.
/// Classes by hand: 100 pt, one line, 17 pt body text; the Arabic (≥ 6 letters ≈ 0.45 em each at 17 pt,
/// over 100 pt for «الملف الشخصي للمستخدم» at 21 letters ≈ 161 pt) and the English ("Profile" ≈ 7 × 0.55 × 17 = 65).
final class AppleLocalizedMembersTests: XCTestCase {
    func testKeysThroughStringMembersFileConstantsAndInspectableProperties() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-apple/localized-members").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let report = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
        func at(_ file: String, _ line: Int) -> LayoutResult? {
            report.results.first { ($0.use.site.file as NSString).lastPathComponent == file && $0.use.site.line == line }
        }
        let member = try XCTUnwrap(at("ProfileView.swift", 6), "\(report.results.map { "\($0.use.key)@\($0.use.site)" })")
        XCTAssertEqual(member.use.key, "profile_title")
        XCTAssertEqual(member.cls, .arabicOnlyCut)
        XCTAssertEqual(at("ProfileView.swift", 7)?.use.key, "tags")
        XCTAssertEqual(at("ArchiveView.swift", 5)?.use.key, "tags_archive")
        let board = try XCTUnwrap(report.results.first { $0.use.site.file.hasSuffix("Main.storyboard") })
        XCTAssertEqual(board.use.key, "sign_in")
        XCTAssertEqual(board.use.site.line, 16)
        XCTAssertEqual(board.use.constraint.width?.value, .fixed(80))
        XCTAssertEqual(board.english, "Sign in")
    }
}
