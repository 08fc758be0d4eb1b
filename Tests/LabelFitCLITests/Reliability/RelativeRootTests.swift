import Foundation
import XCTest
import LabelFitTestSupport

/// A tree named by a relative path ("." or "..", as a user types it at the top of a repository) is
/// walked like the same tree named in full: a `dist` folder at its top makes the walk ask for the
/// folder of "." (whether `dist` is under `src/<name>/`), which must not stop the process.
final class RelativeRootTests: XCTestCase {
    func project() -> TempDir {
        let dir = TempDir()
        dir.write("dist/bundle.js", "console.log(1)\n")
        dir.write("app/src/main/res/values/strings.xml", "<resources><string name=\"delete\">Delete</string></resources>\n")
        dir.write("app/src/main/res/values-ar/strings.xml", "<resources><string name=\"delete\">حذف</string></resources>\n")
        dir.write("app/src/main/res/layout/row.xml", """
            <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="120dp"
                android:layout_height="wrap_content" android:maxLines="1" android:text="@string/delete" />

            """)
        return dir
    }

    func testCheckOfDotAndOfTheFullPathAgree() throws {
        let dir = project()
        let dot = try CLI.run(["check", ".", "--format", "csv", "--no-progress", "--no-baseline"], cwd: dir.url)
        let full = try CLI.run(["check", dir.url.path, "--format", "csv", "--no-progress", "--no-baseline"], cwd: dir.url)
        XCTAssertEqual(dot.status, full.status, dot.stderr)
        XCTAssertLessThan(dot.status, 2, dot.stderr)
        // One record each, the same string measured: the rows differ only in how the path is spelt.
        XCTAssertEqual(dot.stdout.split(separator: "\n").count, full.stdout.split(separator: "\n").count)
        XCTAssertTrue(dot.stdout.contains("delete"), dot.stdout)
    }

    func testLayoutOfDotAndOfDotDotRun() throws {
        let dir = project()
        let dot = try CLI.run(["layout", ".", "--format", "json"], cwd: dir.url)
        XCTAssertLessThan(dot.status, 2, dot.stderr)
        XCTAssertTrue(dot.stdout.contains("\"delete\""), dot.stdout)
        let up = try CLI.run(["layout", "..", "--format", "json"], cwd: dir.url.appendingPathComponent("app"))
        XCTAssertLessThan(up.status, 2, up.stderr)
        XCTAssertTrue(up.stdout.contains("\"delete\""), up.stdout)
    }
}
