import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// The walk `layout`'s three readers share (`LayoutSourceWalk`): links inside the tree once, links out not read.
final class LayoutSourceWalkTests: XCTestCase {
    func testLinksAreFollowedOnlyInsideTheTreeAndNothingIsReadTwice() throws {
        let dir = TempDir(), outside = TempDir()
        dir.write("app/res/layout/a.xml", "<TextView/>")
        outside.write("secret/b.xml", "<TextView/>")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.path("app/res/loop"), withDestinationPath: dir.path("app"))        // a parent
        try fm.createSymbolicLink(atPath: dir.path("app/res/layout-v21"), withDestinationPath: dir.path("app/res/layout"))  // a folder inside, twice
        try fm.createSymbolicLink(atPath: dir.path("app/res/layout/c.xml"), withDestinationPath: dir.path("app/res/layout/a.xml"))  // a file inside, twice
        try fm.createSymbolicLink(atPath: dir.path("app/res/out"), withDestinationPath: outside.path("secret"))
        let walk = LayoutSourceWalk(roots: [dir.url.path], maxEntries: 100) { _ in false }
        // a.xml once, under its real path: every other way to it is a link to something already walked.
        XCTAssertEqual(walk.files, [dir.path("app/res/layout/a.xml")])
        XCTAssertEqual(walk.linksOutside, [dir.path("app/res/out")])
        XCTAssertEqual(walk.unreadable, [])
    }
}
