import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Emoji are drawn by the platform's emoji font, modelled by the bundled `LabelFit Emoji Model`
///: the same advances, ink and sequences as Noto Color Emoji, whichever fonts the machine
/// has, in `check` and `serve` alike.
final class EmojiModelTests: XCTestCase {
    let model = Fixtures.font("LabelFitEmojiModel-Regular.ttf")
    /// Unpacked (not installed) by `scripts/install-deps --test`.
    let noto = Fixtures.root.appendingPathComponent(".build/test-fonts/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf").path
    /// A face, a sparkle (U+2728, which DejaVu Sans also has), a ZWJ family, a flag, a keycap, a
    /// skin-tone modifier and a ZWJ flag with VS16.
    let samples = ["🥳", "✨", "👨‍👩‍👧", "🇸🇦", "1️⃣", "👍🏽", "🏳️‍🌈"]

    func testTheModelShapesAsNotoColorEmojiDoes() throws {
        guard FileManager.default.fileExists(atPath: noto) else {
            return XCTFail("\(noto) is missing: run scripts/install-deps --test (it unpacks fonts-noto-color-emoji)")
        }
        for text in samples {
            // hb-shape on each file: the same glyphs (ids, so GSUB ligated the same sequences), advances
            // and extents (the bitmap's box in Noto, the outline's in the model).
            let real = try HBShape.run(font: noto, text: text, upem: 2048)
            let modelled = try HBShape.run(font: model, text: text, upem: 2048)
            XCTAssertEqual(real.map(\.g), modelled.map(\.g), text)
            XCTAssertEqual(real.map(\.ax), modelled.map(\.ax), text)
            XCTAssertEqual(real.map { [$0.xb, $0.yb, $0.w, $0.h] }, modelled.map { [$0.xb, $0.yb, $0.w, $0.h] }, text)
            XCTAssertEqual(real.count, 1, "\(text) is one glyph")
        }
        // The vertical metrics too (they join a line's box where fallbacks count, as on Android).
        let a = try FontTables(path: noto), b = try FontTables(path: model)
        XCTAssertEqual([a.unitsPerEm, a.hheaAscender, a.hheaDescender, a.hheaLineGap, a.typoAscender, a.typoDescender],
                       [b.unitsPerEm, b.hheaAscender, b.hheaDescender, b.hheaLineGap, b.typoAscender, b.typoDescender])
    }

    /// With the machine's fonts asked for (Fontconfig: DejaVu Sans, where installed, has ✨ but not 🥳)
    /// and without: the same width, nothing missing.
    func testAnEmojisWidthDoesNotDependOnTheMachinesFonts() throws {
        let systemFonts = Measurer(registry: try FontRegistry(bundledDirectory: Fixtures.fonts,
                                                              sources: FontSources(systemFonts: true)))
        var options = MeasureOptions(fontStack: FontStack(families: ["Roboto"]), size: 17)
        options.profile = .android
        let text = "Party 🥳✨"
        let withSystem = try systemFonts.measure(text, locale: "en", options: options)
        let without = try Fixtures.measurer.measure(text, locale: "en", options: options)
        XCTAssertEqual(withSystem.missing, [])
        XCTAssertEqual(without.missing, [])
        XCTAssertEqual(withSystem.widthPx, without.widthPx)
        XCTAssertNotEqual(withSystem.verdict, .missingGlyphs)
        // Roboto's «Party » from hb-shape, then two emoji at Noto Color Emoji's advance of 2550/2048 em.
        let roboto = try HBShape.width(font: Fixtures.font("Roboto-Regular.ttf"), text: "Party ", upem: 2048, size: 17)
        XCTAssertEqual(withSystem.widthPx, roboto + 2 * 2550 * 17 / 2048, accuracy: 1e-9)
        XCTAssertEqual(withSystem.fontsUsed.map(\.family), ["Roboto", EmojiPresentation.modelFamily])
    }

    /// UTS #51: emoji presentation by default, by VS16, keycaps, flags and modifiers; text-default
    /// symbols (©, ‼ U+203C, ☺ U+263A) only with VS16.
    func testWhichClustersAreEmoji() {
        func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }
        for s in ["🥳", "✨", "1️⃣", "🇸🇦", "👍🏽", "☺️"] { XCTAssertTrue(EmojiPresentation.isEmoji(scalars(s)), s) }
        for s in ["©", "‼", "☺", "a", "ب"] { XCTAssertFalse(EmojiPresentation.isEmoji(scalars(s)), s) }
    }
}
