import Foundation
import XCTest
import LabelFitTestSupport

/// A copied binary finds the `Fonts/` folder beside it when run by name from `PATH` (the release
/// tarball's layout), and without one says where it looked and names `$LABELFIT_FONTS`.
final class FontLocationTests: XCTestCase {
    /// The built binary copied (not linked: a link leads back to `.build`, beside the repository's
    /// own `Fonts/`) into `bin/`, run as `labelfit` found on `PATH` from a folder with no `Fonts/`.
    func run(withFonts: Bool, _ args: [String], prepare: (TempDir) throws -> Void = { _ in }, env: [String: String] = [:]) throws -> CLI.Result {
        let dir = TempDir()
        try FileManager.default.createDirectory(atPath: dir.path("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.binary, toPath: dir.path("bin/labelfit"))
        if withFonts { try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("Fonts"), to: dir.url.appendingPathComponent("bin/Fonts")) }
        try FileManager.default.createDirectory(atPath: dir.path("work"), withIntermediateDirectories: true)
        try prepare(dir)
        return try CLI.run(["labelfit"] + args, cwd: dir.url.appendingPathComponent("work"),
                           env: ["PATH": dir.path("bin") + ":/usr/bin:/bin", "LABELFIT_FONTS": ""].merging(env) { $1 }, executable: "/usr/bin/env")
    }

    func testFontsBesideTheBinaryAreFoundWhenRunFromPATH() throws {
        let r = try run(withFonts: true, ["measure", "--font", "Roboto", "--target-font", "Noto Naskh Arabic UI", "--format", "json", "Delete", "حذف"])
        XCTAssertEqual(r.status, 0, r.stderr)
        // The bundled Roboto, not a system font of that name: its record names the bundled file.
        XCTAssertTrue(r.stdout.contains("Roboto-Regular.ttf"), r.stdout)
    }

    func testWithoutFontsTheErrorNamesLABELFIT_FONTSAndTheFoldersSearched() throws {
        let r = try run(withFonts: false, ["measure", "--font", "Roboto Nowhere", "x"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("labelfit: unknown font 'Roboto Nowhere': no bundled Fonts/ folder was found"), r.stderr)
        XCTAssertTrue(r.stderr.contains("$LABELFIT_FONTS is unset"), r.stderr)
        XCTAssertTrue(r.stderr.contains("Set LABELFIT_FONTS"), r.stderr)
        XCTAssertTrue(r.stderr.contains("/bin/Fonts"), r.stderr)
        XCTAssertFalse(r.stderr.contains("/work/Fonts"), "the working directory is never searched: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("/usr/share/labelfit/Fonts"), r.stderr)
    }

    /// The tree under review (the working directory) with its own `Fonts/fonts.json`: a manifest whose
    /// file leads to `/dev/zero` and a planted "Roboto" (a copy of Amiri). Neither is consulted.
    func plantFonts(in dir: TempDir) throws {
        let entry = { (file: String, family: String) -> [String: Any] in
            ["file": file, "family": family, "style": "Regular", "weight": 400, "sha256": "", "debian_package": "",
             "debian_source": "", "debian_version": "", "license": "", "license_file": ""]
        }
        dir.write("work/Fonts/fonts.json", try JSONSerialization.data(withJSONObject: ["fonts": [
            entry("../../../../../../../../dev/zero", "Planted Zero"), entry("Roboto-Regular.ttf", "Roboto")]]))
        try FileManager.default.copyItem(atPath: Fixtures.font("Amiri-Regular.ttf"), toPath: dir.path("work/Fonts/Roboto-Regular.ttf"))
    }

    func testTheWorkingDirectorysFontsAreNeverUsed() throws {
        let alone = try run(withFonts: false, ["measure", "--font", "Planted Zero", "x"], prepare: plantFonts)
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.stderr.contains("unknown font 'Planted Zero': no bundled Fonts/ folder was found"), alone.stderr)
        let r = try run(withFonts: false, ["measure", "--font", "Roboto", "--target-font", "Noto Naskh Arabic UI", "--format", "json", "Delete", "حذف"],
                        prepare: plantFonts, env: ["LABELFIT_FONTS": Fixtures.fonts.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(Fixtures.fonts.path + "/Roboto-Regular.ttf"), r.stdout)
        XCTAssertFalse(r.stdout.contains("/work/Fonts/"), r.stdout)
    }
}
