import Foundation
import XCTest
@testable import LabelFitCore
import LabelFitTestSupport

/// A variable font measured at the instance the weight asks for, against independent sources: the
/// font's own `fvar` (read from its bytes by `FvarTable`), `hb-shape --variations` for advances and
/// ink, and hb-shape's glyph extents for FreeType's outlines of the instance.
final class VariableFontTests: XCTestCase {
    let path = Fixtures.variableKufi
    let labels = ["إعدادات الحساب", "حذف", "إضافة إلى الشاشة الرئيسية", "نقل إلى سلة المهملات", "الإبلاغ عن مشكلة"]

    func testAxesAndNamedInstancesAreTheFontsFvar() throws {
        let fvar = try XCTUnwrap(FvarTable(path: path))
        let face = try Fixtures.registry.face(named: path)
        XCTAssertEqual(face.axes.axes.map(\.tag), fvar.axes.map(\.tag))
        XCTAssertEqual(face.axes.axes.map(\.minimum), fvar.axes.map(\.minimum))
        XCTAssertEqual(face.axes.axes.map(\.defaultValue), fvar.axes.map(\.defaultValue))
        XCTAssertEqual(face.axes.axes.map(\.maximum), fvar.axes.map(\.maximum))
        XCTAssertEqual(face.axes.namedInstances.map(\.coordinates), fvar.instances.map(\.coordinates))
        XCTAssertEqual(fvar.axes.map(\.tag), ["wght"], "the fixture is a wght-only font")
    }

    /// The weight reaches `wght`, clamped to the axis range (fvar: 100–900): 1000 is measured at 900
    /// and 1 at 100, as CSS Fonts 4 §5.1 clamps and as hb-shape is asked here.
    func testWidthsFollowTheWeightAsHBShapeWithVariations() throws {
        let fvar = try XCTUnwrap(FvarTable(path: path))
        let upem = try FontTables(path: path).unitsPerEm
        let wght = fvar.axes[0]
        for weight in [1, 100, 250, 400, 500, 700, 900, 1000] {
            let axisValue = min(max(Double(weight), wght.minimum), wght.maximum)
            var options = Fixtures.options(path)
            options.fontStack.weight = weight
            for text in labels {
                let expected = try HBShape.width(font: path, text: text, upem: upem, size: 17,
                                                 extra: ["--variations=wght=\(axisValue)"])
                let measured = try Fixtures.measurer.measure(text, locale: "ar", options: options)
                XCTAssertEqual(measured.widthPx, expected, accuracy: 0.01, "weight \(weight): \(text)")
            }
        }
        // The two instances differ, so the comparison above can tell one from the other.
        let regular = try HBShape.width(font: path, text: labels[0], upem: upem, size: 17, extra: ["--variations=wght=400"])
        let bold = try HBShape.width(font: path, text: labels[0], upem: upem, size: 17, extra: ["--variations=wght=700"])
        XCTAssertGreaterThan(bold - regular, 10, "hb-shape: «\(labels[0])» at 17 px, wght 400 → 700")
    }

    func testInkFollowsTheInstance() throws {
        let upem = try FontTables(path: path).unitsPerEm
        for weight in [100, 700, 900] {
            var options = Fixtures.options(path)
            options.fontStack.weight = weight
            for text in labels {
                let expected = try HBShape.ink(font: path, text: text, upem: upem, size: 17, extra: ["--variations=wght=\(weight)"])
                let m = try Fixtures.measurer.measure(text, locale: "ar", options: options)
                XCTAssertEqual(m.ink.topPx, expected.top, accuracy: 0.001, "weight \(weight): \(text)")
                XCTAssertEqual(m.ink.bottomPx, expected.bottom, accuracy: 0.001, "weight \(weight): \(text)")
            }
        }
    }

    /// FreeType draws the instance: the box of every point of a glyph's outline (FreeType's, at the
    /// instance's design coordinates) is hb-shape's glyph extents at the same variations, which for
    /// TrueType outlines are the box of the varied points (±1 unit: each library rounds the deltas).
    func testFreeTypeOutlinesAreTheInstances() throws {
        let upem = try FontTables(path: path).unitsPerEm
        let bold = try Fixtures.registry.face(named: path, weight: 700)
        let regular = try Fixtures.registry.face(named: path, weight: 400)
        var differs = 0
        for scalar in "سحملك" {
            let glyphs = try HBShape.run(font: path, text: String(scalar), upem: upem, extra: ["--variations=wght=700"])
            let g = try XCTUnwrap(glyphs.first)
            let box = try XCTUnwrap(Self.pointBox(bold.outlinePathData(UInt32(g.g))))
            XCTAssertEqual(Double(box.xMin), Double(g.xb!), accuracy: 1, "\(scalar)")
            XCTAssertEqual(Double(box.xMax), Double(g.xb! + g.w!), accuracy: 1, "\(scalar)")
            XCTAssertEqual(Double(box.yMax), Double(g.yb!), accuracy: 1, "\(scalar)")
            XCTAssertEqual(Double(box.yMin), Double(g.yb! + g.h!), accuracy: 1, "\(scalar)")
            if regular.outlinePathData(UInt32(g.g)) != bold.outlinePathData(UInt32(g.g)) { differs += 1 }
        }
        XCTAssertEqual(differs, 5, "every sample glyph's outline differs between wght 400 and 700")
    }

    /// Noto Kufi Arabic's MVAR varies only `xhgt` (its value records, read with fontTools), so every
    /// instance keeps the tables' line metrics (read from the bytes by `FontTables`).
    func testLineMetricsOfAnInstanceWithoutLineMetricVariations() throws {
        let t = try FontTables(path: path)
        for weight in [100, 700, 900] {
            let m = try Fixtures.registry.face(named: path, weight: weight).metrics
            XCTAssertEqual([m.hheaAscender, m.hheaDescender, m.hheaLineGap, m.typoAscender, m.typoDescender, m.winAscent, m.winDescent],
                           [t.hheaAscender, t.hheaDescender, t.hheaLineGap, t.typoAscender, t.typoDescender, t.winAscent, t.winDescent])
        }
    }

    /// Line metrics that vary with the instance: KufiMVARTest-VF.ttf's MVAR moves `hasc` by +200 / −100 and
    /// `hdsc` by −100 / +50 at wght 900 / 100 (make-mvar-fixture.py). Expected: the static fonts fontTools'
    /// instancer makes at each weight (`instantiateVariableFont(font, {"wght": w})`, its hhea and OS/2),
    /// written down here: ascender 1182, 1232, 1282, 1402, 1482 and descender −565, −590, −615, −675, −715 at
    /// wght 100, 250, 400, 700, 900, hhea and typo alike; usWin unchanged (1507, 650).
    func testLineMetricsFollowMVAR() throws {
        let path = Fixtures.root.appendingPathComponent("Tests/Fixtures/fonts/variable/KufiMVARTest-VF.ttf").path
        let expected: [Int: (ascender: Int, descender: Int)] = [100: (1182, -565), 250: (1232, -590), 400: (1282, -615),
                                                                700: (1402, -675), 900: (1482, -715)]
        for (weight, e) in expected {
            let m = try Fixtures.registry.face(named: path, weight: weight).metrics
            XCTAssertEqual([m.hheaAscender, m.hheaDescender, m.typoAscender, m.typoDescender, m.winAscent, m.winDescent],
                           [e.ascender, e.descender, e.ascender, e.descender, 1507, 650], "wght \(weight)")
        }
    }

    /// An entry naming the family and one of its named instances is that instance, whatever the weight:
    /// the fixture's sixth instance (subfamily name ID 267, «SemiBold» in its name table) has wght 600.
    func testAnEntryNamingANamedInstance() throws {
        let fvar = try XCTUnwrap(FvarTable(path: path))
        let upem = try FontTables(path: path).unitsPerEm
        let base = try Fixtures.registry.face(named: path)
        let semibold = Fixtures.registry.instance(of: base, entry: "Noto Kufi Arabic SemiBold", weight: 400)
        XCTAssertEqual(semibold.variations, [FontVariation(tag: "wght", value: fvar.instances[5].coordinates[0])])
        XCTAssertEqual(semibold.style, "SemiBold")
        XCTAssertEqual(semibold.weight, 600)
        let expected = try HBShape.width(font: path, text: labels[0], upem: upem, size: 17, extra: ["--variations=wght=600"])
        let m = Fixtures.measurer.measure(labels[0], locale: "ar", options: Fixtures.options(path), faces: [semibold])
        XCTAssertEqual(m.widthPx, expected, accuracy: 0.01)
        // A family entry with no instance of that name takes the weight.
        XCTAssertEqual(Fixtures.registry.instance(of: base, entry: "Noto Kufi Arabic Condensed", weight: 700).weight, 700)
    }

    /// A variable font found by family through Fontconfig (here a configured folder, as an installed font)
    /// is the named instance Fontconfig matches for the weight, as Chromium and WebKitGTK draw an
    /// installed font (measured: Cairo 3.130 at `font-weight` 250 drawn at 200, 550 at 500, 1000 at 900).
    /// Hand calculation: Cairo's fvar has eight named instances at wght 200, 300, 400 (the default),
    /// 500, 600, 700, 800 and 900 (Tests/Fixtures/fonts/variable/SOURCE.md); Fontconfig weighs them on its
    /// own scale (FcWeightFromOpenType: 200 → 40, 300 → 50, 400 → 80, 500 → 100, 600 → 180, 700 → 200,
    /// 800 → 205, 900 → 210, 1000 → 215, linear between) and takes the nearest, a tie going to the font
    /// listed first, the lighter: 250 → 45, as near 40 as 50 → 200; 550 → 140 → 500; 750 → 202.5 → 700
    /// (unrounded: rounded half up it would be 203 and 800); 1000 → 215 → 900; 620 → 184 → 600. Given as
    /// a file the same font takes `wght` = weight (CSS Fonts 4 §5.1).
    func testAFamilyFoundThroughFontconfigIsTheInstanceItMatches() throws {
        let folder = Fixtures.root.appendingPathComponent("Tests/Fixtures/fonts/variable").path
        let registry = try FontRegistry(bundledDirectory: Fixtures.fonts, sources: FontSources(folders: [folder]))
        for (weight, drawn) in [(250, 200.0), (550, 500), (620, 600), (700, 700), (750, 700), (850, 800), (1000, 900), (200, 200)] {
            let face = try registry.face(named: "Cairo", weight: weight)
            XCTAssertEqual(face.family, "Cairo")
            XCTAssertEqual(face.variations, [FontVariation(tag: "wght", value: drawn)], "weight \(weight)")
        }
        XCTAssertTrue(try registry.face(named: "Cairo", weight: 450).variations.isEmpty, "450 → 90: the default instance, 400")
        let file = Fixtures.root.appendingPathComponent("Tests/Fixtures/fonts/variable/Cairo-VF.ttf").path
        XCTAssertEqual(try registry.face(named: file, weight: 1000).variations, [FontVariation(tag: "wght", value: 1000)])
        XCTAssertEqual(try registry.face(named: file, weight: 550).variations, [FontVariation(tag: "wght", value: 550)])
    }

    /// One face per file and instance: asking again gives the same face; the default instance is the
    /// file's face; a static font is never instanced.
    func testInstancesAreSharedAndStaticFontsUntouched() throws {
        let a = try Fixtures.registry.face(named: path, weight: 700)
        let b = try Fixtures.registry.face(named: path, weight: 700)
        XCTAssertTrue(a === b)
        XCTAssertEqual(a.variations, [FontVariation(tag: "wght", value: 700)])
        XCTAssertEqual(a.style, "Bold", "the fvar instance at wght 700 is named Bold")
        let regular = try Fixtures.registry.face(named: path, weight: 400)
        XCTAssertTrue(regular.variations.isEmpty, "400 is the axis default")
        XCTAssertTrue(Fixtures.registry.instance(of: a, applying: [FontVariation(tag: "wght", value: 400)]).variations.isEmpty)
        let naskh = try Fixtures.registry.face(named: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"), weight: 700)
        XCTAssertFalse(naskh.axes.isVariable)
        XCTAssertTrue(naskh.variations.isEmpty)
    }

    /// `opsz` follows the size where the engine sizes optically (CSS `font-optical-sizing: auto`: the
    /// used font size in CSS px; Core Text: the point size), clamped to the axis (Roboto Flex's fvar:
    /// 8–144, default 14); Android and Flutter keep the font's default. Widths against hb-shape.
    func testOpticalSizeFollowsTheSizeOnWebAndUIKit() throws {
        let flex = Fixtures.root.appendingPathComponent("Tests/Fixtures/fonts/variable/RobotoFlex-VF-Latin.ttf").path
        let fvar = try XCTUnwrap(FvarTable(path: flex))
        let opsz = try XCTUnwrap(fvar.axes.first { $0.tag == "opsz" })
        let upem = try FontTables(path: flex).unitsPerEm
        let text = "Add to Home Screen"
        var widths = Set<Double>()
        for size in [6.0, 9, 17, 48, 160] {
            let axisValue = min(max(size, opsz.minimum), opsz.maximum)
            let sized = try HBShape.width(font: flex, text: text, upem: upem, size: size, extra: ["--variations=opsz=\(axisValue)"])
            let unsized = try HBShape.width(font: flex, text: text, upem: upem, size: size)
            widths.insert((sized * 1000 / size).rounded())
            for profile in [Profile.web, .uikit, .android, .flutter] {
                var options = MeasureOptions.defaults(for: profile)
                options.fontStack = FontStack(families: [flex])
                options.size = size
                let m = try Fixtures.measurer.measure(text, locale: "en", options: options)
                XCTAssertEqual(m.widthPx, profile == .web || profile == .uikit ? sized : unsized, accuracy: 0.01, "\(profile) \(size) px")
            }
        }
        XCTAssertEqual(widths.count, 5, "each size draws a different optical size (6 px at opsz 8, 160 px at 144), so the test tells them apart")
    }

    /// Kerning at an instance keeps the fraction of its variation deltas, as Blink's scale does: Roboto Flex
    /// «Move to Trash» at 160 px, `wght` 700 (opsz 144) is 998.828125 px in headless Chromium 156
    /// (test_variable_fonts.py), 12785 units as HarfBuzz shapes it at Blink's scale (160 × 65536); shaped in
    /// whole units it is 12787 (hb-shape at --font-size=2048), 998.984375 px.
    func testKerningAtAnInstanceKeepsItsVariationDeltasFraction() throws {
        let flex = Fixtures.root.appendingPathComponent("Tests/Fixtures/fonts/variable/RobotoFlex-VF-Latin.ttf").path
        let text = "Move to Trash"
        XCTAssertEqual(try HBShape.run(font: flex, text: text, upem: 2048, extra: ["--variations=opsz=144,wght=700"]).reduce(0) { $0 + $1.ax }, 12787)
        var options = Fixtures.options(flex, size: 160)
        options.fontStack.weight = 700
        let m = try Fixtures.measurer.measure(text, locale: "en", options: options)
        XCTAssertEqual(m.layoutWidthPx, 998.828125)
        XCTAssertEqual(m.widthPx, 12787.0 * 160 / 2048, accuracy: 1e-9, "the exact width stays HarfBuzz's in whole units")
    }

    /// The box of every coordinate in SVG path data (`M x y`, `L x y`, `Q cx cy x y`, `C …`).
    static func pointBox(_ d: String) -> (xMin: Int, xMax: Int, yMin: Int, yMax: Int)? {
        let numbers = d.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Int($0) }
        guard numbers.count >= 2 else { return nil }
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        return (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
    }
}
