import Foundation
import XCTest
import LabelFitCheck
import LabelFitCore
import LabelFitSession
@testable import LabelFitLayout
import LabelFitTestSupport

/// The walk `layout`'s three readers share (`WalkedSourceFiles` over `FileTreeWalk`): links inside the tree once, links out not read.
final class WalkedSourceFilesTests: XCTestCase {
    func testLinksAreFollowedOnlyInsideTheTreeAndNothingIsReadTwice() throws {
        let dir = TempDir(), outside = TempDir()
        dir.write("app/res/layout/a.xml", "<TextView/>")
        outside.write("secret/b.xml", "<TextView/>")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.path("app/res/loop"), withDestinationPath: dir.path("app"))        // a parent
        try fm.createSymbolicLink(atPath: dir.path("app/res/layout-v21"), withDestinationPath: dir.path("app/res/layout"))  // a folder inside, twice
        try fm.createSymbolicLink(atPath: dir.path("app/res/layout/c.xml"), withDestinationPath: dir.path("app/res/layout/a.xml"))  // a file inside, twice
        try fm.createSymbolicLink(atPath: dir.path("app/res/out"), withDestinationPath: outside.path("secret"))
        let walk = try AndroidProject(paths: [dir.url.path])
        // a.xml once, under its real path: every other way to it is a link to something already walked.
        XCTAssertEqual(walk.layouts, [dir.path("app/res/layout/a.xml")])
        let target = outside.url.resolvingSymlinksInPath().appendingPathComponent("secret").path
        XCTAssertEqual(walk.unread.linksOutside, [LinkOutside(link: dir.path("app/res/out"), target: target)])
        XCTAssertEqual(walk.unread.folders, [])
    }

    /// A run names each link it did not follow, once, however many of the three readers met it: on
    /// stderr (`linksOutsideNote`) and in the JSON summary; the strings inside are still measured.
    func testARunNamesTheLinksItDidNotFollow() throws {
        let dir = TempDir(), outside = TempDir()
        dir.write("res/values/strings.xml", #"<resources><string name="a">Add to Home Screen</string></resources>"#)
        dir.write("res/values-ar/strings.xml", #"<resources><string name="a">إضافة إلى الشاشة الرئيسية</string></resources>"#)
        dir.write("res/layout/good.xml", #"<TextView xmlns:android="x" android:layout_width="148dp" android:singleLine="true" android:textSize="16sp" android:text="@string/a"/>"#)
        outside.write("shared/layout/more.xml", "<TextView/>")
        try FileManager.default.createSymbolicLink(atPath: dir.path("res/shared"), withDestinationPath: outside.path("shared"))
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: dir.url.path)
        let r = try LayoutRun.run(paths: [dir.url.path], runner: session.runner, profiles: [DeviceProfile(widthDp: 360, fontScale: 1)], platformBase: PlatformOptions(), root: dir.url.path)
        XCTAssertEqual(r.results.count, 1)
        let target = outside.url.resolvingSymlinksInPath().appendingPathComponent("shared").path
        XCTAssertEqual(r.linksOutside, [LinkOutside(link: dir.path("res/shared"), target: target)])
        XCTAssertEqual(r.linksOutsideNote, "labelfit layout: not read: 1 symbolic link out of the paths given: res/shared -> \(target); name its target as a path to read it")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.json().utf8)) as? [String: Any])
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["links_outside"] as? [[String: String]], [["link": "res/shared", "target": target]])
        XCTAssertEqual(r.exitCode, 1, "a link not followed is named, not an input error: the cut decides")
    }
}
