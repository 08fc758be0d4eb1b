import Foundation
import XCTest
@testable import LabelFitCore
@testable import LabelFitReports
import LabelFitTestSupport

/// Two font files whose names differ only in Unicode normalization ("Café" with U+00E9, and with "e"
/// and U+0301) are two files on Linux; the registry must not take one for the other (it did while its
/// caches were keyed by String, which compares by canonical equivalence).
final class ExactFontPathTests: XCTestCase {
    func testPathsThatDifferOnlyInNormalizationAreTwoFonts() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("labelfit-nfd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let decomposed = dir.appendingPathComponent("Cafe\u{301}.ttf").path, composed = dir.appendingPathComponent("Caf\u{E9}.ttf").path
        XCTAssertEqual(decomposed, composed)                      // one String to Swift
        XCTAssertFalse(decomposed.hasSameBytes(as: composed))     // two names to the file system
        try FileManager.default.copyItem(atPath: Fixtures.font("Roboto-Regular.ttf"), toPath: decomposed)
        try FileManager.default.copyItem(atPath: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"), toPath: composed)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).count, 2)

        let registry = try FontRegistry(bundledDirectory: Fixtures.fonts)
        let latin = try registry.faces(for: FontStack(families: [decomposed]))
        let arabic = try registry.faces(for: FontStack(families: [composed]))
        XCTAssertEqual(latin.first?.family, "Roboto")
        XCTAssertEqual(arabic.first?.family, "Noto Naskh Arabic UI")
        XCTAssertNotEqual(FontStack(families: [decomposed]), FontStack(families: [composed]))
        XCTAssertEqual(FontStack(families: [composed]), FontStack(families: [String(composed)]))

        // The JSON records name each by its own file, however they alternate.
        var stream = JSONStream()
        stream.beginArray()
        for path in [decomposed, composed, decomposed, composed] { stream.fileName(path) }
        stream.endArray()
        let names = try JSONDecoder().decode([String].self, from: Data(stream.bytes))
        XCTAssertEqual(names.map { Array($0.utf8) }, [decomposed, composed, decomposed, composed].map { Array(($0 as NSString).lastPathComponent.utf8) })
    }
}
