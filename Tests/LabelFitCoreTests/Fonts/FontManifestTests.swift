import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

final class FontManifestTests: XCTestCase {
    /// Every bundled file hashes to its manifest entry, checked with coreutils' sha256sum.
    func testEveryManifestHashMatches() throws {
        let manifest = try FontManifest.load(directory: Fixtures.fonts)
        XCTAssertGreaterThanOrEqual(manifest.fonts.count, 13)
        for font in manifest.fonts {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            process.arguments = [Fixtures.font(font.file)]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(String(output.prefix(64)), font.sha256, font.file)
            XCTAssertTrue(FileManager.default.fileExists(atPath: Fixtures.font(font.licenseFile)), font.licenseFile)
        }
    }

    func testRequiredFamiliesAreBundled() throws {
        let manifest = try FontManifest.load(directory: Fixtures.fonts)
        let have = Set(manifest.fonts.map { "\($0.family) \($0.style)" })
        for needed in ["Noto Naskh Arabic UI Regular", "Noto Naskh Arabic UI Bold", "Noto Sans Arabic UI Regular",
                       "Noto Sans Arabic UI Bold", "Noto Naskh Arabic Regular", "Noto Sans Arabic Regular", "Amiri Regular",
                       "Roboto Regular", "Roboto Medium", "Roboto Bold", "Noto Sans Regular"] {
            XCTAssertTrue(have.contains(needed), needed)
        }
    }

    func testFamilyWeightAndStyleResolution() throws {
        let r = Fixtures.registry
        XCTAssertEqual(try r.face(named: "Roboto").style, "Regular")
        XCTAssertEqual(try r.face(named: "Roboto", weight: 500).style, "Medium")
        XCTAssertEqual(try r.face(named: "Roboto Medium").style, "Medium")
        XCTAssertEqual(try r.face(named: "Roboto", weight: 700).style, "Bold")
        // CSS: 600 is as near 500 as 700, and ties above 500 go heavier.
        XCTAssertEqual(try r.face(named: "Roboto", weight: 600).style, "Bold")
        XCTAssertEqual(try r.face(named: "noto naskh arabic ui", weight: 700).style, "Bold")
        XCTAssertEqual(try r.face(named: Fixtures.font("Amiri-Regular.ttf")).family, "Amiri")
        XCTAssertThrowsError(try r.face(named: "No Such Family 123")) { error in
            guard case .unknownFont("No Such Family 123", _)? = error as? LabelFitError else { return XCTFail("\(error)") }
        }
    }

    func testStackParsingFollowsCSS() throws {
        let stack = try FontStack(parsing: "Roboto, \"Noto Naskh Arabic UI\" , 'Amiri'")
        XCTAssertEqual(stack.families, ["Roboto", "Noto Naskh Arabic UI", "Amiri"])
        XCTAssertThrowsError(try FontStack(parsing: "Roboto,,Amiri"))
    }

    func testBadFontFilesGiveClearErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("labelfit-badfonts-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty.ttf")
        FileManager.default.createFile(atPath: empty.path, contents: Data())
        let text = dir.appendingPathComponent("text.ttf")
        try Data(String(repeating: "not a font at all\n", count: 20).utf8).write(to: text)
        let truncated = dir.appendingPathComponent("truncated.ttf")
        try Data(try Data(contentsOf: URL(fileURLWithPath: Fixtures.font("Roboto-Regular.ttf"))).prefix(400)).write(to: truncated)
        for (url, reason) in [(empty, "the file is empty"), (text, "unknown file format (not TrueType or OpenType)")] {
            XCTAssertThrowsError(try FontFace(path: url.path)) { error in
                XCTAssertEqual(error as? LabelFitError, .badFont(path: url.path, reason: reason))
            }
        }
        XCTAssertThrowsError(try FontFace(path: truncated.path)) { error in
            guard case .badFont(let path, _)? = error as? LabelFitError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, truncated.path)
        }
        XCTAssertThrowsError(try FontFace(path: dir.appendingPathComponent("absent.ttf").path)) { error in
            XCTAssertEqual(error as? LabelFitError, .badFont(path: dir.appendingPathComponent("absent.ttf").path, reason: "no such file"))
        }
    }
}

/// A manifest names files in its own folder: a `file` with `/` or `..` is refused when it is read.
final class FontManifestFileNameTests: XCTestCase {
    func testAFileThatLeavesTheFolderIsRefusedNamingIt() throws {
        for file in ["../../dev/zero", "/etc/passwd", "..", "sub/Roboto.ttf", ""] {
            let dir = TempDir()
            let entry: [String: Any] = ["file": file, "family": "Planted", "style": "Regular", "weight": 400, "sha256": "",
                                        "debian_package": "", "debian_source": "", "debian_version": "", "license": "", "license_file": ""]
            dir.write("fonts.json", try JSONSerialization.data(withJSONObject: ["fonts": [entry]]))
            XCTAssertThrowsError(try FontManifest.load(directory: dir.url), file) { error in
                guard case LabelFitError.invalidInput(let at, let reason) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(at.file, dir.path("fonts.json"))
                XCTAssertTrue(reason.contains("file '\(file)' is not a plain file name"), reason)
            }
        }
    }
}

/// A bundled font is loaded only if its bytes hash to the manifest's `sha256`.
final class BundledFontHashTests: XCTestCase {
    /// `sha256sum`'s digest of `data`: an implementation apart from LabelFit's.
    func coreutils(_ data: Data) throws -> String {
        let dir = TempDir()
        let path = dir.write("input", data)
        let r = try CLI.run([path], executable: "/usr/bin/sha256sum")
        return String(r.stdout.prefix(64))
    }

    func testTheDigestMatchesSha256sumAtEveryPaddingEdge() throws {
        // Lengths around the 55/56/64-byte padding boundaries and several blocks.
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000] {
            let data = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            let ours = data.withUnsafeBytes { SHA256.hex($0) }
            XCTAssertEqual(ours, try coreutils(data), "length \(length)")
        }
    }

    func testAFontThatDoesNotMatchItsManifestIsRefusedNamingTheFile() throws {
        let dir = TempDir()
        // The bundled Roboto's manifest entry, with Amiri in the file's place.
        let manifest = try FontManifest.load(directory: Fixtures.fonts)
        let roboto = try XCTUnwrap(manifest.fonts.first { $0.file == "Roboto-Regular.ttf" })
        dir.write("fonts.json", try JSONEncoder().encode(FontManifest(fonts: [roboto])))
        try FileManager.default.copyItem(atPath: Fixtures.font("Amiri-Regular.ttf"), toPath: dir.path("Roboto-Regular.ttf"))
        let registry = try FontRegistry(bundledDirectory: dir.url)
        XCTAssertThrowsError(try registry.face(named: "Roboto")) { error in
            guard case LabelFitError.badFont(let path, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, dir.path("Roboto-Regular.ttf"))
            XCTAssertTrue(reason.contains("not the \(roboto.sha256) fonts.json records"), reason)
        }
        // The real file under the same manifest loads.
        try FileManager.default.removeItem(atPath: dir.path("Roboto-Regular.ttf"))
        try FileManager.default.copyItem(atPath: Fixtures.font("Roboto-Regular.ttf"), toPath: dir.path("Roboto-Regular.ttf"))
        XCTAssertEqual(try FontRegistry(bundledDirectory: dir.url).face(named: "Roboto").family, "Roboto")
    }
}
