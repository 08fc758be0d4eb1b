import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// `values*` folders chosen for the Arabic phone by Android's qualifier precedence
/// (developer.android.com "How Android finds the best-matching resource"; expected values worked by
/// hand in Tests/Fixtures/layout-android/app3/src/main/res/values/dimens.xml).
final class AndroidConfigurationTests: XCTestCase {
    func testFoldersThatContradictTheDeviceAreEliminated() {
        let c = AndroidConfiguration(language: "ar", smallestWidthDp: 360, api: 34)
        XCTAssertTrue(c.rtl)
        for folder in ["values-sw600dp", "values-land", "values-night", "values-fr", "values-ar-rEG", "values-v35", "values-w400dp", "values-hdpi", "values-ldltr"] {
            XCTAssertNil(c.rank(folder: folder), folder)
        }
        for folder in ["values", "values-ar", "values-ldrtl", "values-sw360dp", "values-w320dp", "values-port", "values-v21", "values-ar-v21"] {
            XCTAssertNotNil(c.rank(folder: folder), folder)
        }
        XCTAssertNil(AndroidConfiguration(language: "en", smallestWidthDp: 360, api: 34).rank(folder: "values-ldrtl"))
    }

    func testPrecedenceOrdersTheFoldersLanguageFirst() {
        let c = AndroidConfiguration(language: "ar", smallestWidthDp: 360, api: 34)
        let files = ["values-v21", "values-ar", "values-w360dp", "values", "values-ldrtl", "values-sw320dp", "values-v28"].map { "/r/res/\($0)/dimens.xml" }
        // Least specific first: values, then the version (v21 < v28), the width, sw, the direction, the language.
        XCTAssertEqual(c.ordered(files).map(\.folder), ["values", "values-v21", "values-v28", "values-w360dp", "values-sw320dp", "values-ldrtl", "values-ar"])
    }

    func testTheFixturesWidthsComeFromTheWinningFolder() throws {
        let r = try LayoutIncludeAndSpacingTests.app3.get()
        let ar = try XCTUnwrap(r.result("activity_qualified.xml", 13))
        XCTAssertEqual(ar.widthDp, 200)
        XCTAssertEqual(ar.cls, .fits, ar.reason ?? "")
        XCTAssertTrue(ar.use.constraint.width!.chain.contains { $0.location?.file.contains("values-ar/") == true })
        let rtl = try XCTUnwrap(r.result("activity_qualified.xml", 20))
        XCTAssertEqual(rtl.widthDp, 120)
        XCTAssertEqual(rtl.cls, .cutInBoth, rtl.reason ?? "")
        let plain = try XCTUnwrap(r.result("activity_qualified.xml", 27))
        XCTAssertEqual(plain.widthDp, 148)
        XCTAssertEqual(plain.cls, .arabicOnlyCut, plain.reason ?? "")
    }
}
