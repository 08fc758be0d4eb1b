import Foundation
import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport

/// `check --follow-links-outside`: off, a link leaving the tree is skipped (`testALinkToAFileOutsideTheTreeIsNamedAndNotRead`);
/// on, it is followed, named on stderr, folders are still walked once by device and inode, and a
/// linked source folder is paired. And `init` names an unreadable folder as `check` does (D13).
extension TreeAndOutputTests {
    func testFollowLinksOutsideReadsThroughTheLinksAndNamesEach() throws {
        // outer/tree is checked; outer/out is outside it, and so is outer itself.
        let outer = TempDir(), elsewhere = TempDir()
        let dir = outer.path("tree"), outside = outer.path("out")
        outer.write("out/shared/messages.ar.xlf", Self.xliff(4, key: { "s\($0)" }))
        // A file link is read as the file it names (a file reached by two names is read under each).
        let file = elsewhere.write("one.ar.xlf", Self.xliff(1, key: { _ in "one" }))
        outer.write("tree/messages.ar.xlf", Self.xliff(2))
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir + "/shared", withDestinationPath: outside + "/shared")
        try fm.createSymbolicLink(atPath: dir + "/one.ar.xlf", withDestinationPath: file)
        // Links out that lead back: from the outside folder to itself and to the tree, and from the
        // tree to the folder holding both. Device and inode keep each folder to one walk.
        try fm.createSymbolicLink(atPath: outside + "/shared/back", withDestinationPath: dir)
        try fm.createSymbolicLink(atPath: outside + "/shared/self", withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: dir + "/up", withDestinationPath: outer.url.path)

        let off = try guarded(["check", dir, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(summary(try json(off.stdout))["strings"] as? Int, 2, off.stderr)
        XCTAssertEqual(skipped(try json(off.stdout))["link outside the tree"], 3, off.stderr)

        let on = try guarded(["check", dir, "--format", "json", "--no-progress", "--follow-links-outside"], seconds: 60)
        XCTAssertEqual(on.reason, .exit, "killed by the watchdog")
        let report = try json(on.stdout)
        let keys = (report["strings"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        // The tree's 2, shared's 4 and one.ar.xlf's 1, each once, though `up` holds them all again.
        XCTAssertEqual(keys.filter { $0.hasPrefix("k") }.count, 2, on.stderr)
        XCTAssertEqual(keys.filter { $0.hasPrefix("s") }.count, 4, on.stderr)
        XCTAssertEqual(keys.filter { $0 == "one" }.count, 1, on.stderr)
        XCTAssertEqual(keys.count, 7, on.stderr)
        XCTAssertTrue(on.stderr.contains("out of the paths checked (--follow-links-outside): "), on.stderr)
        XCTAssertTrue(on.stderr.contains("\(dir)/shared -> \(FileTreeWalk.realPath(outside + "/shared")!)"), on.stderr)
        XCTAssertTrue(on.stderr.contains("\(dir)/one.ar.xlf -> \(FileTreeWalk.realPath(file)!)"), on.stderr)
        XCTAssertEqual(skipped(report)["link outside the tree"], nil, on.stderr)
    }

    /// A linked source folder out of the tree is the source when links out are allowed.
    func testFollowLinksOutsidePairsALinkedSourceFolder() throws {
        let outside = TempDir(), dir = TempDir()
        outside.write("values/strings.xml", #"<resources><string name="a">Delete</string></resources>"#)
        dir.write("res/values-ar/strings.xml", #"<resources><string name="a">حذف</string></resources>"#)
        try FileManager.default.createSymbolicLink(atPath: dir.path("res/values"), withDestinationPath: outside.path("values"))
        var discovery = CatalogDiscovery()
        XCTAssertNil(try discovery.jobs(for: [dir.url.path]).first?.source)
        discovery.followsLinksOutside = true
        let survey = try discovery.survey(for: [dir.url.path])
        XCTAssertEqual(survey.jobs.map(\.source), [dir.path("res/values/strings.xml")])
        XCTAssertEqual(survey.followed.map(\.link), [dir.path("res/values")])
    }

    /// `init` ignored a folder it could not list (exit 0, nothing said); now it names it as an error,
    /// as `check` does, still reports what it found, and exits 2. Root reads any folder, so it runs
    /// as `nobody` (setpriv), as the check's test does.
    func testInitNamesAnUnreadableFolderAsAnError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("setpriv(1) is not installed") }
        let dir = TempDir()
        chmod(dir.url.path, 0o755)
        dir.write("ok/messages.ar.xlf", Self.xliff(2))
        dir.write("locked/messages.ar.xlf", Self.xliff(5))
        chmod(dir.path("ok"), 0o755)
        chmod(dir.path("ok/messages.ar.xlf"), 0o644)
        chmod(dir.path("locked"), 0o000)
        defer { chmod(dir.path("locked"), 0o755) }
        let probe = try guarded(["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/ls", dir.path("ok")], executable: "/usr/bin/setpriv")
        guard probe.status == 0 else { throw XCTSkip("cannot run a child as nobody here: \(probe.stderr)") }
        let r = try guarded(["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary, "init", dir.url.path, "--dry-run"],
                            seconds: 60, executable: "/usr/bin/setpriv", env: ["LABELFIT_FONTS": Fixtures.fonts.path])
        XCTAssertEqual(r.status, 2, r.stdout + r.stderr)
        XCTAssertTrue(r.stderr.contains("\(dir.path("locked")): cannot read this folder: Permission denied"), r.stderr)
        // ok/'s 2 strings are still found and configured.
        XCTAssertTrue(r.stdout.contains("Catalogs with ar strings: 1 xliff"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\"target_locale\" : \"ar\""), "the configuration is still printed: \(r.stdout)")
    }
}
