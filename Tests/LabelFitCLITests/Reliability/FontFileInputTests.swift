import Foundation
import XCTest
import LabelFitTestSupport

/// A font a configuration names is read only if it is a regular file of bounded size: a FIFO or a
/// device ends in a located error at once instead of blocking or reading without end.
extension TreeAndOutputTests {
    func testAFIFONamedAsAFontEndsInALocatedErrorAtOnce() throws {
        let dir = TempDir()
        dir.write("repo/app/messages.ar.xlf", Self.xliff(2))
        XCTAssertEqual(mkfifo(dir.path("repo/f.ttf"), 0o600), 0)
        // By its full path: a relative font path is read from the working directory, here outside the tree.
        let path = dir.write("repo/labelfit.json", "{\"catalogs\": [\"app\"], \"fonts\": {\"ar\": \"\(dir.path("repo/f.ttf"))\"}}\n")
        // A FIFO held the run until the watchdog (a hang, SIGKILL) before fonts were opened as regular files only.
        let r = try guarded(["check", "--config", path, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(r.reason, .exit)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains(dir.path("repo/f.ttf") + ": not a usable font: not a regular file"), r.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        XCTAssertTrue((report["error"] as? String)?.contains("not a regular file") == true, r.stdout)
    }

    func testADeviceNamedAsAFontIsRefusedUnread() throws {
        let dir = TempDir()
        dir.write("repo/app/messages.ar.xlf", Self.xliff(2))
        let path = dir.write("repo/labelfit.json", "{\"catalogs\": [\"app\"], \"fonts\": {\"ar\": \"/dev/zero\"}}\n")
        let r = try guarded(["check", "--config", path, "--allow-outside-tree", "--no-progress"], seconds: 60)
        XCTAssertEqual(r.reason, .exit)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("/dev/zero: not a usable font: not a regular file"), r.stderr)
    }
}
