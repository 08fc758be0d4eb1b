import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import LabelFitTestSupport

/// An iOS app that forces left to right on all of UIKit (`UIView`'s appearance proxy,
/// https://developer.apple.com/documentation/uikit/uiappearance) or on SwiftUI's root views
/// (`.environment(\.layoutDirection, .leftToRight)`) lays its Arabic out left to right: one `forced-ltr`
/// finding names each forcing, and the right-to-left findings about that framework's views are held
/// back and counted in it. Fixture: Tests/Fixtures/layout-apple-forced (its findings counted by hand:
/// Screens.swift has one UIKit symbol, one UIKit `contentHorizontalAlignment = .left`, one SwiftUI symbol).
final class AppleForcedLeftToRightTests: XCTestCase {
    func testForcedLeftToRightHoldsFindingsBackAndCountsThem() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-apple-forced").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let r = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults, platformBase: PlatformOptions(), root: root)
        XCTAssertEqual(r.findings.map(\.rule), ["forced-ltr", "forced-ltr"], "\(r.findings.map(\.message))")
        let uikit = r.findings.first { $0.site.file.hasSuffix("AppDelegate.m") }
        // The forcing under the true constant (line 11), not the one under `showBetaBanner = false` (line 15).
        XCTAssertEqual(uikit?.site.line, 11)
        XCTAssertTrue(uikit?.message.contains("2 right-to-left findings about UIKit views (rtl-directional-symbol 1, rtl-physical-text-alignment 1)") == true, uikit?.message ?? "nil")
        XCTAssertTrue(uikit?.message.contains("BuildSettings.disableRightToLeftLayout, true at BuildSettings.swift:2") == true)
        let swiftUI = r.findings.first { $0.site.file.hasSuffix("ContentModifier.swift") }
        XCTAssertEqual(swiftUI?.site.line, 11)
        XCTAssertTrue(swiftUI?.message.contains("applied through .appContent() to the rootView at ContentModifier.swift:23") == true, swiftUI?.message ?? "nil")
        XCTAssertTrue(swiftUI?.message.contains("1 right-to-left finding about SwiftUI views (rtl-directional-symbol 1)") == true)
        // The map pin's hosting controller is a root the forcing does not reach; the subclass's
        // `init(rootView:)` parameter is no root.
        XCTAssertTrue(swiftUI?.message.contains("1 other SwiftUI root is not forced (Screens.swift:23)") == true, swiftUI?.message ?? "nil")
        // Base.lproj/Panel.storyboard has no Panel.strings in any .lproj: its two labels' object ids are
        // looked up nowhere, so they are no uses (the swiftui-app fixture's Main.strings keeps them there).
        XCTAssertEqual(r.results.filter { $0.use.site.file.hasSuffix(".storyboard") }.count, 0)
        XCTAssertEqual(r.results.map(\.use.key), ["settings_title"])   // a UIAction title is no laid-out label
    }

    func testOnlyAppWideForcingsOnConstantsCount() throws {
        var constants = ForcedLeftToRight.Constants()
        constants.read(try SwiftLexer.tokens("enum S { static let off = true\n static let on = false }"), file: "S.swift")
        func sites(_ code: String) throws -> Int {
            var f = ForcedLeftToRight()
            f.readSwift(try SwiftLexer.tokens(code), file: "A.swift", constants: constants)
            return f.uikit.count
        }
        XCTAssertEqual(try sites("func go() {\n UIView.appearance().semanticContentAttribute = .forceLeftToRight\n}"), 1)
        XCTAssertEqual(try sites("func go() {\n if S.off {\n UIView.appearance().semanticContentAttribute = .forceLeftToRight\n }\n}"), 1)
        XCTAssertEqual(try sites("func go() {\n if !S.on {\n UIView.appearance().semanticContentAttribute = .forceLeftToRight\n }\n}"), 1)
        // Decided at run time, an else branch, a false constant, a subclass's proxy: no app-wide forcing.
        XCTAssertEqual(try sites("func go() {\n if user.prefersLTR {\n UIView.appearance().semanticContentAttribute = .forceLeftToRight\n }\n}"), 0)
        XCTAssertEqual(try sites("func go() {\n if S.off { } else {\n UIView.appearance().semanticContentAttribute = .forceLeftToRight\n }\n}"), 0)
        XCTAssertEqual(try sites("func go() {\n if S.on {\n UIView.appearance().semanticContentAttribute = .forceLeftToRight\n }\n}"), 0)
        XCTAssertEqual(try sites("func go() {\n UIButton.appearance().semanticContentAttribute = .forceLeftToRight\n}"), 0)
        XCTAssertEqual(try sites("func go() {\n UIView.appearance().semanticContentAttribute = .forceRightToLeft\n}"), 0)
    }
}
