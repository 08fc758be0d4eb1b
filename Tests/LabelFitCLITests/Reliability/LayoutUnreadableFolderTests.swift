import Foundation
import XCTest
import LabelFitTestSupport

/// `labelfit layout` names a folder it cannot list as an input error (exit 2) and still reads the
/// rest, as `check` does (`FileTreeWalk`); run as nobody, since root reads any folder.
extension TreeAndOutputTests {
    func testLayoutNamesAnUnreadableFolderAsAnError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("setpriv(1) is not installed") }
        let dir = TempDir()
        chmod(dir.url.path, 0o755)
        let text = { (key: String) in "<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:layout_width=\"100dp\" android:layout_height=\"wrap_content\" android:text=\"@string/\(key)\"/>\n" }
        dir.write("app/src/main/res/layout/locked.xml", text("a"))
        dir.write("app/src/main/res/layout-ldrtl/open.xml", text("b"))
        dir.write("app/src/main/res/values/strings.xml", "<resources><string name=\"a\">Save</string><string name=\"b\">Open</string></resources>\n")
        dir.write("app/src/main/res/values-ar/strings.xml", "<resources><string name=\"a\">حفظ</string><string name=\"b\">فتح</string></resources>\n")
        for folder in ["app", "app/src", "app/src/main", "app/src/main/res", "app/src/main/res/layout-ldrtl", "app/src/main/res/values", "app/src/main/res/values-ar"] { chmod(dir.path(folder), 0o755) }
        for file in ["app/src/main/res/layout-ldrtl/open.xml", "app/src/main/res/values/strings.xml", "app/src/main/res/values-ar/strings.xml"] { chmod(dir.path(file), 0o644) }
        let locked = dir.path("app/src/main/res/layout")
        chmod(locked, 0o000)
        defer { chmod(locked, 0o755) }
        let probe = try guarded(["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/ls", dir.path("app")], executable: "/usr/bin/setpriv")
        guard probe.status == 0 else { throw XCTSkip("cannot run a child as nobody here: \(probe.stderr)") }
        let r = try guarded(["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary, "layout", dir.url.path, "--width-dp", "360"],
                            seconds: 60, executable: "/usr/bin/setpriv", env: ["LABELFIT_FONTS": Fixtures.fonts.path])
        XCTAssertEqual(r.status, 2, r.stdout + r.stderr)
        XCTAssertTrue((r.stdout + r.stderr).contains("\(locked): cannot read this folder: Permission denied"), r.stdout + r.stderr)
        // open.xml's use is still read and reported.
        XCTAssertTrue(r.stderr.contains("labelfit layout: 1 uses"), r.stderr)
    }
}
