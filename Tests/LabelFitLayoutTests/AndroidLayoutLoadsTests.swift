import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitSession
import LabelFitTestSupport

/// A layout nothing names is never inflated (Android Lint UnusedResources): its texts are not
/// translation sites and its physical attributes give no finding. The fixture is
/// Tests/Fixtures/layout-android/app1, with two layouts added: one named by nothing, one named only by
/// its view-binding class in the code added (so the code is known to load layouts).
final class AndroidLayoutLoadsTests: XCTestCase {
    private func app(code: String) throws -> (String, TempDir) {
        let dir = TempDir()
        let copy = dir.url.appendingPathComponent("app1").path
        try FileManager.default.copyItem(atPath: LayoutFixture.folder("app1"), toPath: copy)
        let layout = { (key: String) in """
            <?xml version="1.0" encoding="utf-8"?>
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginLeft="16dp" android:text="@string/\(key)" />
            </LinearLayout>
            """ }
        let strings = try String(contentsOfFile: copy + "/app/src/main/res/values/strings.xml", encoding: .utf8)
        let key = try XCTUnwrap(strings.firstMatch(of: /name="([a-z_]+)"/)?.1).description
        try layout(key).write(toFile: copy + "/app/src/main/res/layout/old_details.xml", atomically: true, encoding: .utf8)
        try layout(key).write(toFile: copy + "/app/src/main/res/layout/row_details.xml", atomically: true, encoding: .utf8)
        try code.write(toFile: copy + "/app/src/main/java/org/example/Rows.kt", atomically: true, encoding: .utf8)
        return (copy, dir)
    }

    private func run(_ root: String) throws -> LayoutReport {
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        return try LayoutRun.run(paths: [root], runner: session.runner, profiles: LayoutSettings().profiles, platformBase: PlatformOptions(), root: root)
    }

    func testALayoutNothingNamesIsNoSiteAndGivesNoFinding() throws {
        // RowsBinding-style view binding names row_details; getIdentifier with the literal type "id"
        // looks up no layout.
        let (root, dir) = try app(code: """
            package org.example
            class Rows { fun bind(b: RowDetailsBinding, r: android.content.res.Resources) { r.getIdentifier("button1", "id", "android") } }
            """)
        _ = dir
        let result = try run(root)
        let old = result.results.filter { $0.use.site.file.hasSuffix("old_details.xml") }
        let row = result.results.filter { $0.use.site.file.hasSuffix("row_details.xml") }
        XCTAssertEqual(old.count, 1)
        XCTAssertEqual(row.count, 1)
        XCTAssertTrue(old[0].use.constraint.notASite?.contains("layout 'old_details' is never loaded") == true, "\(String(describing: old[0].use.constraint.notASite))")
        XCTAssertNil(row[0].use.constraint.notASite)
        // The margin in old_details gives no finding; the same margin in row_details does.
        XCTAssertFalse(result.findings.contains { $0.site.file.hasSuffix("old_details.xml") })
        XCTAssertTrue(result.findings.contains { $0.site.file.hasSuffix("row_details.xml") && $0.rule.hasPrefix("rtl-physical-") })
    }

    func testCodeThatNamesNoLayoutIsNotJudged() throws {
        // Without the binding, the code read names none of the app's layouts: what loads them is not
        // in the tree, so none is called unloaded.
        let (root, dir) = try app(code: "package org.example\nclass Rows\n")
        _ = dir
        let result = try run(root)
        XCTAssertFalse(result.results.contains { $0.use.constraint.notASite?.contains("never loaded") == true })
    }

    func testALookupByNameThatCanNameALayoutKeepsEveryLayout() throws {
        // The type comes from a variable: it may be "layout", as Lint assumes.
        let (root, dir) = try app(code: """
            package org.example
            class Rows { fun load(r: android.content.res.Resources, type: String) = r.getIdentifier("old_" + "details", type, "org.example") }
            """)
        _ = dir
        let result = try run(root)
        let old = try XCTUnwrap(result.results.first { $0.use.site.file.hasSuffix("old_details.xml") })
        XCTAssertNil(old.use.constraint.notASite)
    }

    func testTheLiteralTypeOfALookupDecidesWhetherItCanNameALayout() {
        XCTAssertFalse(AndroidLayoutLoads.mayNameALayout(#""button1", "id", "android""#))
        XCTAssertFalse(AndroidLayoutLoads.mayNameALayout(#""$packageName:string/ftp_error_$subId", null, null"#))
        XCTAssertTrue(AndroidLayoutLoads.mayNameALayout(#"name, "layout", packageName"#))
        XCTAssertTrue(AndroidLayoutLoads.mayNameALayout(#"name, type, packageName"#))
        XCTAssertEqual(AndroidLayoutLoads.bindingClass("activity_main_v2"), "ActivityMainV2Binding")
    }
}
