import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// Fallback follows the target platform's chain over the fonts LabelFit has, then Fontconfig over the
/// bundled fonts and the configured folders only: never the fonts of the machine running the tests.
final class FallbackChainTests: XCTestCase {
    /// Unpacked (not installed) by `scripts/install-deps --test`: Noto Sans Meetei Mayek covers ꯀ
    /// (U+ABC0), which no bundled font does.
    let meetei = Fixtures.root.appendingPathComponent(".build/test-fonts/usr/share/fonts/truetype/noto/NotoSansMeeteiMayek-Regular.ttf").path

    func options(_ stack: String, profile: Profile, webPlatform: WebPlatform = .android, weight: Int = 400) -> MeasureOptions {
        var o = MeasureOptions(fontStack: try! FontStack(parsing: stack, weight: weight), size: 17)
        o.profile = profile
        o.platform.webPlatform = webPlatform
        return o
    }

    /// Latin in an Arabic-only stack and Arabic in a Latin-only stack, on each platform: the chain's
    /// font draws it, and the width is that font's (hb-shape on the file, the independent oracle).
    func testEachPlatformFallsBackToItsChainsFont() throws {
        let cases: [(Profile, WebPlatform, latin: String, arabic: String)] = [
            (.android, .android, "Roboto-Regular.ttf", "NotoNaskhArabic-Regular.ttf"),            // unset variant from SDK 35: full height
            (.uikit, .android, "NotoSans-Regular.ttf", "NotoSansArabicUI-Regular.ttf"),           // SF Pro, SF Arabic stand-ins
            (.web, .android, "Roboto-Regular.ttf", "NotoNaskhArabicUI-Regular.ttf"),              // Chrome on Android
            (.web, .headless, "NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf"),              // the browser's sans-serif
        ]
        for (profile, web, latin, arabic) in cases {
            let label = "\(profile) \(web)"
            let l = try Fixtures.measurer.measure("abc", locale: "ar", options: options("Amiri", profile: profile, webPlatform: web))
            // Amiri has Latin: a stack font comes before any fallback.
            XCTAssertEqual(l.fontsUsed.filter(\.drewGlyphs).map(\.role), [.primary], label)
            let m = try Fixtures.measurer.measure("abc", locale: "ar", options: options("Noto Sans Arabic UI", profile: profile, webPlatform: web))
            XCTAssertEqual(m.fontsUsed.filter(\.drewGlyphs).map { URL(fileURLWithPath: $0.file).lastPathComponent }, [latin], label)
            XCTAssertEqual(m.fontsUsed.filter(\.drewGlyphs).map(\.role), [.fallback], label)
            XCTAssertEqual(m.widthPx, try HBShape.width(font: Fixtures.font(latin), text: "abc", upem: try FontTables(path: Fixtures.font(latin)).unitsPerEm, size: 17),
                           accuracy: 0.02, label)
            let a = try Fixtures.measurer.measure("حذف", locale: "ar", options: options("Roboto", profile: profile, webPlatform: web))
            XCTAssertEqual(a.fontsUsed.filter(\.drewGlyphs).map { URL(fileURLWithPath: $0.file).lastPathComponent }, [arabic], label)
            XCTAssertEqual(a.missing, [], label)
        }
    }

    /// The stack's weight reaches the chain: a Latin word in a bold Arabic-only stack on Android is Roboto Bold.
    func testTheChainTakesTheStacksWeight() throws {
        let m = try Fixtures.measurer.measure("abc", locale: "ar", options: options("Noto Sans Arabic UI", profile: .android, weight: 700))
        XCTAssertEqual(m.fontsUsed.filter(\.drewGlyphs).map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["Roboto-Bold.ttf"])
    }

    /// ꯀ is in no bundled font: missing on every chain. The emoji goes to the bundled model.
    func testACharacterNoFontLabelFitHasCoversIsMissing() throws {
        let registry = try FontRegistry(bundledDirectory: Fixtures.fonts)
        for platform in [FallbackChain.Platform.androidCompact, .androidFull, .apple, .browser] {
            XCTAssertNil(registry.fallback(covering: [0xABC0], language: "ar", chain: FallbackChain(platform: platform)), "\(platform)")
            XCTAssertNil(registry.fallback(covering: [0x13000], language: "ar", chain: FallbackChain(platform: platform)), "\(platform)")
            XCTAssertEqual(registry.fallback(covering: [0x1F642], language: "ar", chain: FallbackChain(platform: platform))?.family,
                           EmojiPresentation.modelFamily)
        }
        let m = try Measurer(registry: registry).measure("حذف 🙂 ꯀ 𓀀", locale: "ar", options: options("Noto Sans Arabic UI", profile: .web))
        XCTAssertEqual(m.verdict, .missingGlyphs)
        XCTAssertEqual(m.missing.map(\.codepoints), [["U+ABC0"], ["U+13000"]])
        XCTAssertEqual(registry.fallbackStandIns, [])
    }

    /// A configured font folder takes part: Fontconfig, over the bundled fonts and that folder only,
    /// finds the font for ꯀ, and it is named as a stand-in. Its files are read, nothing is written
    /// (no Fontconfig cache in the folder), and a FIFO in the folder is skipped, not read.
    func testAConfiguredFolderSuppliesFallbackAsANamedStandIn() throws {
        guard FileManager.default.fileExists(atPath: meetei) else {
            return XCTFail("\(meetei) is missing: run scripts/install-deps --test (it unpacks fonts-noto-core)")
        }
        let dir = TempDir()
        try FileManager.default.createDirectory(atPath: dir.path("fonts/sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: meetei, toPath: dir.path("fonts/sub/Meetei.ttf"))
        XCTAssertEqual(mkfifo(dir.path("fonts/blocking.ttf"), 0o600), 0)
        let before = try FileManager.default.subpathsOfDirectory(atPath: dir.path("fonts")).sorted()
        let registry = try FontRegistry(bundledDirectory: Fixtures.fonts, sources: FontSources(folders: [dir.path("fonts")]))
        let face = registry.fallback(covering: [0xABC0], language: "ar", chain: FallbackChain(platform: .androidCompact))
        XCTAssertEqual(face?.family, "Noto Sans Meetei Mayek")
        XCTAssertEqual(registry.fallbackStandIns, [StandIn(font: "Noto Sans Meetei Mayek", standsFor: FallbackChain.beyondChain, kind: .fallback)])
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: dir.path("fonts")).sorted(), before)
        // A family name resolves in the configured folder too.
        XCTAssertEqual(try registry.face(named: "Noto Sans Meetei Mayek").path, URL(fileURLWithPath: dir.path("fonts/sub/Meetei.ttf")).standardizedFileURL.path)
        // Chain fonts come first: Latin is still Roboto, not whatever the folder has.
        XCTAssertEqual(registry.fallback(covering: [0x61], language: "ar", chain: FallbackChain(platform: .androidCompact))?.family, "Roboto")
    }

    /// The folders are walked in byte order of their paths: the font set Fontconfig breaks ties with
    /// is the same whatever order the file system lists them in.
    func testFontFilesAreListedInByteOrder() throws {
        let dir = TempDir()
        for name in ["b.ttf", "A.otf", "a/z.ttc", "a/y.TTF", "notes.txt", ".hidden.ttf"] { dir.write("f/" + name, "x") }
        let files = FontconfigResolver.fontFiles(in: [dir.path("f")]).map { String($0.dropFirst(dir.url.standardizedFileURL.path.count + 3)) }
        XCTAssertEqual(files, ["A.otf", "a/y.TTF", "a/z.ttc", "b.ttf"])
    }

    /// `LABELFIT_FONT_DIRS` and `LABELFIT_SYSTEM_FONTS`: folders in order, an opt-in of `1` only,
    /// and a wrong value named rather than ignored.
    func testTheEnvironmentNamesTheSources() throws {
        let dir = TempDir()
        dir.write("a/x.ttf", "x")
        dir.write("b/y.ttf", "x")
        XCTAssertEqual(try FontSources.fromEnvironment([:]), FontSources())
        XCTAssertEqual(try FontSources.fromEnvironment(["LABELFIT_FONT_DIRS": dir.path("a") + "::" + dir.path("b"), "LABELFIT_SYSTEM_FONTS": "1"]),
                       FontSources(folders: [dir.path("a"), dir.path("b")], systemFonts: true))
        XCTAssertThrowsError(try FontSources.fromEnvironment(["LABELFIT_FONT_DIRS": dir.path("a/x.ttf")])) {
            XCTAssertTrue("\($0)".contains("is not a folder"), "\($0)")
        }
        XCTAssertThrowsError(try FontSources.fromEnvironment(["LABELFIT_SYSTEM_FONTS": "yes"])) {
            XCTAssertTrue("\($0)".contains("LABELFIT_SYSTEM_FONTS is 'yes'"), "\($0)")
        }
    }
}
