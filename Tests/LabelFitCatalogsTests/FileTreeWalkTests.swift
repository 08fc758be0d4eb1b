import Foundation
import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `FileTreeWalk`, the one walk of every tree LabelFit reads, under both callers' rules: `check`'s
/// catalogs (`CatalogDiscovery.walkRules`) and `layout`'s app sources (`FileTreeWalk.appSources`).
/// Each property below holds for both.
final class FileTreeWalkTests: XCTestCase {
    /// Both callers' rules, with `layout`'s build and dependency names as its Android reader has them.
    private func uses(maxEntries: Int = 1_000) -> [(name: String, rules: FileTreeWalk.Rules)] {
        var check = CatalogDiscovery.walkRules(followsLinksOutside: false)
        check.maxEntries = maxEntries
        return [("check", check), ("layout", FileTreeWalk.appSources(skipping: ["build", "node_modules"], maxEntries: maxEntries))]
    }

    private func real(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }

    func testLinksInsideAreFollowedOnceACycleEndsAndLinksOutAreNamed() throws {
        let dir = TempDir(), outside = TempDir()
        dir.write("a/one.xlf", "x")
        outside.write("secret/two.xlf", "x")
        outside.write("three.xlf", "x")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.path("a/loop"), withDestinationPath: dir.url.path)       // a cycle: back to the root
        try fm.createSymbolicLink(atPath: dir.path("b"), withDestinationPath: dir.path("a"))           // a folder inside, twice
        try fm.createSymbolicLink(atPath: dir.path("out"), withDestinationPath: outside.path("secret")) // a folder out
        try fm.createSymbolicLink(atPath: dir.path("three.xlf"), withDestinationPath: outside.path("three.xlf")) // a file out
        for use in uses() {
            let walk = FileTreeWalk(roots: [dir.url.path], rules: use.rules)
            // one.xlf once, under its real path: `loop` and `b` lead to folders walked already.
            XCTAssertEqual(walk.files, [dir.path("a/one.xlf")], use.name)
            XCTAssertEqual(walk.passedOver, [
                .init(path: dir.path("out"), reason: .linkOutside(target: real(outside.path("secret")))),
                .init(path: dir.path("three.xlf"), reason: .linkOutside(target: real(outside.path("three.xlf")))),
                .init(path: dir.path("a/loop"), reason: .linkToWalkedFolder(target: real(dir.url.path))),
                .init(path: dir.path("b"), reason: .linkToWalkedFolder(target: real(dir.path("a")))),
            ], use.name)
            XCTAssertEqual(walk.unreadable, [], use.name)
            XCTAssertFalse(walk.truncated, use.name)
        }
    }

    /// A FIFO's `open(2)` blocks until a writer comes: it is named, never returned (nor opened: the walk
    /// ends), and so is a link to it.
    func testAFIFOAndALinkToItAreNamedNotReturned() throws {
        let dir = TempDir()
        dir.write("one.xlf", "x")
        XCTAssertEqual(mkfifo(dir.path("pipe.xlf"), 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: dir.path("via.xlf"), withDestinationPath: dir.path("pipe.xlf"))
        for use in uses() {
            let walk = FileTreeWalk(roots: [dir.url.path], rules: use.rules)
            XCTAssertEqual(walk.files, [dir.path("one.xlf")], use.name)
            let named = walk.passedOver.map { p -> String in
                switch p.reason {
                case .notRegularFile(let mode): "\(p.path): \(FileTreeWalk.kindName(mode_t(mode)))"
                case .linkToNotRegularFile(let mode): "\(p.path): a link to \(FileTreeWalk.kindName(mode_t(mode)))"
                default: "\(p.path): \(p.reason)"
                }
            }
            XCTAssertEqual(named, ["\(dir.path("pipe.xlf")): a FIFO (named pipe)", "\(dir.path("via.xlf")): a link to a FIFO (named pipe)"], use.name)
        }
    }

    /// A folder that cannot be listed is named with the system's reason, and its siblings are walked.
    /// Root lists any folder, so as root the walk runs with the effective user nobody.
    func testAnUnreadableFolderIsNamedAndTheRestWalked() throws {
        let dir = TempDir()
        dir.write("locked/x.xlf", "x")
        dir.write("open/y.xlf", "x")
        for folder in ["", "locked", "open"] { chmod(dir.path(folder), 0o755) }
        chmod(dir.path("open/y.xlf"), 0o644)
        chmod(dir.path("locked"), 0o000)
        defer { chmod(dir.path("locked"), 0o755) }
        let asRoot = geteuid() == 0
        for use in uses() {
            if asRoot { guard seteuid(65534) == 0 else { throw XCTSkip("cannot act as nobody here") } }
            let walk = FileTreeWalk(roots: [dir.url.path], rules: use.rules)
            if asRoot { XCTAssertEqual(seteuid(0), 0) }
            XCTAssertEqual(walk.files, [dir.path("open/y.xlf")], use.name)
            XCTAssertEqual(walk.unreadable, [.init(path: dir.path("locked"), reason: "cannot read this folder: Permission denied")], use.name)
        }
    }

    /// Past `maxEntries` names the walk stops and says in which folder; what it had finished stays.
    func testTheBoundStopsTheWalkAndNamesWhere() throws {
        let dir = TempDir()
        for name in ["a/1.xlf", "a/2.xlf", "b/3.xlf", "b/4.xlf", "b/5.xlf"] { dir.write(name, "x") }
        // Names looked at in walk order: a, b (the root), 1, 2 (a): 4; b's first name is the fifth.
        for use in uses(maxEntries: 4) {
            let walk = FileTreeWalk(roots: [dir.url.path], rules: use.rules)
            XCTAssertEqual(walk.files, [dir.path("a/1.xlf"), dir.path("a/2.xlf")], use.name)
            XCTAssertEqual(walk.stoppedAt, dir.path("b"), use.name)
        }
        for use in uses(maxEntries: 7) {
            XCTAssertEqual(FileTreeWalk(roots: [dir.url.path], rules: use.rules).files.count, 5, use.name)
        }
    }

    /// Build outputs, dependencies and hidden folders are passed over with all under them.
    func testSkippedFoldersArePassedOverWithAllUnderThem() throws {
        let dir = TempDir()
        for name in ["node_modules/x/a.xlf", "build/b.xlf", ".git/c.xlf", "src/d.xlf", "src/build/e.xlf"] { dir.write(name, "x") }
        for use in uses() {
            let walk = FileTreeWalk(roots: [dir.url.path], rules: use.rules)
            XCTAssertEqual(walk.files, [dir.path("src/d.xlf")], use.name)
            XCTAssertEqual(walk.passedOver, [], use.name)
        }
    }

    /// Where the callers differ, by rule: `check` pairs catalogs by path, so a file reached by two
    /// names is returned under each; `layout` reads each file once.
    func testEachFileOnceIsTheCallersChoice() throws {
        let dir = TempDir()
        dir.write("a.xlf", "x")
        try FileManager.default.createSymbolicLink(atPath: dir.path("c.xlf"), withDestinationPath: dir.path("a.xlf"))
        let byUse = Dictionary(uniqueKeysWithValues: uses().map { ($0.name, FileTreeWalk(roots: [dir.url.path], rules: $0.rules).files) })
        XCTAssertEqual(byUse["check"], [dir.path("a.xlf"), dir.path("c.xlf")])
        XCTAssertEqual(byUse["layout"], [dir.path("a.xlf")])
    }
}
