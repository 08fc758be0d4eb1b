import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Every font read by path goes through `FontFile.open`: only a regular file, at most
/// `FontFile.maximumBytes`, reaches HarfBuzz and FreeType.
final class FontFileTests: XCTestCase {
    func reason(_ path: String) -> String? {
        do { _ = try FontFace(path: path); return nil } catch let LabelFitError.badFont(_, reason) { return reason } catch { return "\(error)" }
    }

    func testAFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let dir = TempDir()
        XCTAssertEqual(mkfifo(dir.path("pipe.ttf"), 0o600), 0)
        XCTAssertEqual(reason(dir.path("pipe.ttf")), "not a regular file")
    }

    func testADeviceAndAFolderAreRefused() throws {
        XCTAssertEqual(reason("/dev/zero"), "not a regular file")
        let dir = TempDir()
        try FileManager.default.createDirectory(atPath: dir.path("folder.ttf"), withIntermediateDirectories: true)
        XCTAssertEqual(reason(dir.path("folder.ttf")), "not a regular file")
    }

    func testAFileOverTheSizeBoundIsRefusedUnread() throws {
        let dir = TempDir()
        let path = dir.write("huge.ttf", Data())
        // Sparse: one byte over 64 MiB (64 × 1024 × 1024 = 67,108,864) costs no disk.
        XCTAssertEqual(truncate(path, off_t(67_108_864 + 1)), 0)
        XCTAssertEqual(reason(path), "the file is 67108865 bytes, over the 64 MiB limit for a font file")
    }

    func testALinkToAFontIsFollowedAndTheFontLoads() throws {
        let dir = TempDir()
        try FileManager.default.createSymbolicLink(atPath: dir.path("link.ttf"), withDestinationPath: Fixtures.font("Roboto-Regular.ttf"))
        let face = try FontFace(path: dir.path("link.ttf"))
        XCTAssertEqual(face.family, "Roboto")
        XCTAssertEqual(reason(dir.path("missing.ttf")), "no such file")
        XCTAssertEqual(reason(dir.write("empty.ttf", Data())), "the file is empty")
    }

    func testTheLicenceOfAFIFOIsNotRead() throws {
        let dir = TempDir()
        XCTAssertEqual(mkfifo(dir.path("pipe.ttf"), 0o600), 0)
        XCTAssertEqual(FontLicense.of(path: dir.path("pipe.ttf")), FontLicense(description: nil, url: nil))
    }
}
