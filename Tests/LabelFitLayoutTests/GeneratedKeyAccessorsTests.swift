import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import LabelFitTestSupport

/// Keys reached through generated accessors: easy_localization's `LocaleKeys` (a generated
/// `locale_keys.g.dart` of `static const` keys, read for its constants only; `LocaleKeys.x.tr()` and
/// `tr(LocaleKeys.x)`), and SwiftGen's Objective-C-compatible template, a class
/// (`public class VectorL10n: NSObject { public static var title: String { return VectorL10n.tr(…) } }`).
final class GeneratedKeyAccessorsTests: XCTestCase {
    func run(_ fixture: String) throws -> LayoutReport {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/" + fixture).path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        return try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
    }

    /// Tests/Fixtures/layout-flutter/easy-keys: two 100-wide one-line Texts. «الكتب التي أنهيت قراءتها»
    /// (24 letters ≈ 0.45 em each at 14 sp ≈ 151) does not fit in 100 while "Finished" (≈ 8 × 0.55 × 14 = 62)
    /// does: an Arabic-only cut; «حذف» fits.
    func testEasyLocalizationGeneratedKeys() throws {
        let r = try run("layout-flutter/easy-keys")
        XCTAssertEqual(Set(r.results.map(\.use.key)), ["books_finished", "delete_book"], "\(r.results.map(\.use.key))")
        XCTAssertEqual(r.results.first { $0.use.key == "books_finished" }?.cls, .arabicOnlyCut)
        XCTAssertFalse(r.results.contains { $0.use.site.file.hasSuffix(".g.dart") }, "a generated file has no layout")
    }

    /// Tests/Fixtures/layout-apple/localized-members/Generated.swift: `Text(VectorL10n.title)` names
    /// `profile_title` through the class's `tr` call.
    func testSwiftGenAccessorsInAClass() throws {
        let r = try run("layout-apple/localized-members")
        XCTAssertEqual(r.results.first { ($0.use.site.file as NSString).lastPathComponent == "VectorView.swift" }?.use.key, "profile_title")
    }
}
