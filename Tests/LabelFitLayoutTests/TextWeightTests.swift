import XCTest
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitSession
@testable import LabelFitLayout
import LabelFitTestSupport

/// Tests/Fixtures/layout-android/weight: text weight read from the source and measured with the face
/// Android picks. One profile, 155dp at font scale 1 (labelfit.json), so a dp is a px of the 20sp text.
///
/// The widths, summed by hand from HarfBuzz's advances of each face (`hb-shape --output-format=json
/// FONT TEXT`, the `ax` of every glyph, default features as Minikin shapes), × 20 / upem (Roboto 2048,
/// Noto Naskh Arabic UI 1000):
/// (HarfBuzz 6.0.0; «fi» is one ligature glyph, as Minikin shapes it.)
/// - «Still fits»: Roboto-Regular 1216+670+498+498+498+508+1135+670+1057 = 6750 → 65.918;
///   Roboto-Medium 1237+682+524+524+524+510+1192+682+1058 = 6933 → 67.705;
///   Roboto-Bold 1259+692+543+543+543+510+1246+692+1054 = 7082 → 69.160.
/// - «Fits»: Roboto-Bold 1123+543+692+1054 = 3412 → 33.320 (fits in every face here).
/// - «لائق تماما»: NotoNaskhArabicUI-Regular 253+456+253+413+275+221+642+275+0+518 = 3306 → 66.120;
///   NotoNaskhArabicUI-Bold 288+473+288+413+275+221+632+288+0+546 = 3424 → 68.480.
/// - «يناسب تماما»: NotoNaskhArabicUI-Regular 253+456+253+413+275+221+817+658+253+292+343 = 4234 → 84.680.
/// At 67dp: Regular «Still fits» and «لائق تماما» fit; Medium «Still fits», Bold «لائق تماما» and
/// «يناسب تماما» in any face are cut.
final class TextWeightTests: XCTestCase {
    static let report = Result { try LayoutFixture.run("weight") }

    func result(_ file: String, _ line: Int) throws -> LayoutResult {
        try XCTUnwrap(try Self.report.get().result(file, line), "\(file):\(line)")
    }

    /// Classifies the same use again with its weight taken away: what LabelFit said before weight was read.
    func regularClass(_ r: LayoutResult) throws -> LayoutClass {
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer)
        let m = try LayoutMeasurer(runner: session.runner, profiles: [DeviceProfile(widthDp: 155, fontScale: 1)], platform: PlatformOptions())
        var use = r.use
        use.constraint.fontWeight = nil
        let entry = CatalogEntry(key: use.key, source: r.english, target: r.arabic, sourceLocation: nil,
                                 targetLocation: SourceLocation(file: "values-ar/strings.xml", line: 1), format: "android")
        return m.classify(use, entry: entry).cls
    }

    /// `android:textStyle="bold"` on the default family: 400 + 300 = 700, Roboto Bold and Noto Naskh
    /// Arabic UI Bold. «لائق تماما» is 68.480 in Bold > 67 (cut), 66.120 in Regular (fits); «Fits» 33.320.
    func testABoldTextViewIsMeasuredWithTheBoldFaces() throws {
        let r = try result("main.xml", 18)
        XCTAssertEqual(r.use.constraint.fontWeight?.value.value, 700)
        XCTAssertEqual(r.cls, .arabicOnlyCut)
        XCTAssertEqual(r.droppedWords, ["تماما"])
        XCTAssertEqual(try regularClass(r), .borderline, "in Regular the Arabic fits, within 5 % of the width")
    }

    /// `android:fontFamily="sans-serif-medium"`: 500, Roboto Medium for the English (67.705 > 67: cut)
    /// and, by Minikin's closest match (|5 − 4| < |5 − 7|), Noto Naskh Arabic UI Regular for the Arabic
    /// (66.120: fits; Bold's 68.480 would be cut).
    func testAMediumFamilyTakesRobotoMediumAndTheRegularArabicFace() throws {
        let r = try result("main.xml", 26)
        XCTAssertEqual(r.use.constraint.fontWeight?.value.value, 500)
        XCTAssertEqual(r.cls, .englishOnlyCut)
        XCTAssertEqual(r.englishDroppedWords, ["fits"])
        XCTAssertEqual(r.droppedWords, [])
        XCTAssertEqual(try regularClass(r), .borderline, "in Regular both fit (65.918 and 66.120 ≤ 67)")
    }

    /// The weight through a style's text appearance: `TextAppearance.AppCompat.Title` is the framework's
    /// `TextAppearance.Material.Title` from API 21, `sans-serif-medium`; the style's own 20sp size wins.
    func testAWeightFromAStylesTextAppearance() throws {
        let r = try result("main.xml", 33)
        XCTAssertEqual(r.use.constraint.fontWeight?.value.value, 500)
        XCTAssertEqual(r.cls, .englishOnlyCut)
        XCTAssertTrue(r.use.constraint.sourceChain.contains { $0.note.contains("TextAppearance.AppCompat.Title") })
    }

    /// A Material Toolbar's title is 20sp medium (the component table: AppCompat's Toolbar.Title and
    /// MaterialComponents' Headline6 are sans-serif-medium from API 21), 155 − 88 = 67dp at most.
    /// Medium «Still fits» 67.705 > 67 and Regular «يناسب تماما» 84.680 > 67: cut in both; read as
    /// regular, the English (65.918) fitted and the use was an Arabic-only cut.
    func testAMaterialToolbarTitleIsMediumWeight() throws {
        let r = try result("main.xml", 10)
        XCTAssertEqual(r.use.constraint.fontWeight?.value.value, 500)
        XCTAssertEqual(r.widthDp, 67)
        XCTAssertEqual(r.cls, .cutInBoth)
        XCTAssertEqual(try regularClass(r), .arabicOnlyCut)
    }

    /// Compose `fontWeight = FontWeight.Bold` (700) on a 67.dp `Text` at 20.sp: as the bold TextView.
    func testAComposeBoldTextIsMeasuredBold() throws {
        let r = try result("Labels.kt", 16)
        XCTAssertEqual(r.use.platform, .compose)
        XCTAssertEqual(r.use.constraint.fontWeight?.value.value, 700)
        XCTAssertEqual(r.cls, .arabicOnlyCut)
        XCTAssertEqual(try regularClass(r), .borderline)
    }

    /// An app font (`@font/inter`) is not read: the use is measured at 400 and says why, not made unknown.
    func testAnUnreadFamilyIsMeasuredRegularAndSaysSo() throws {
        let r = try result("main.xml", 41)
        XCTAssertEqual(r.use.constraint.fontWeight?.value.value, 400)
        XCTAssertNotNil(r.use.constraint.fontWeight?.value.undecided)
        XCTAssertTrue(r.weightNotes.contains { $0.contains("@font/inter") }, "\(r.weightNotes)")
        XCTAssertNotEqual(r.cls, .unknown)
    }

    /// The JSON record's constraint names the weight measured.
    func testTheJSONConstraintCarriesTheWeight() throws {
        let report = try Self.report.get()
        let r = try result("main.xml", 18)
        let c = try XCTUnwrap(report.record(r)["constraint"] as? [String: Any])
        XCTAssertEqual(c["font_weight"] as? Int, 700)
    }

    /// Minikin's closest match (FontFamily.cpp: |wanted/100 − face/100|, the first of the best) and
    /// its fake bold (wanted ≥ 600 and ≥ 200 above the face), on the bundled faces.
    func testMinikinsFaceChoice() throws {
        let registry = Fixtures.registry
        func pick(_ family: String, _ w: Int) throws -> (String, [String]) {
            let c = try WeightedFaces.faces(registry, stack: FontStack(families: [family]), weight: w, rule: .minikin)
            return (c.faces[0].style, c.notes)
        }
        XCTAssertEqual(try pick("Noto Naskh Arabic UI", 500).0, "Regular")
        XCTAssertEqual(try pick("Noto Naskh Arabic UI", 600).0, "Bold")
        XCTAssertEqual(try pick("Noto Naskh Arabic UI", 700).1, [])
        let black = try pick("Noto Naskh Arabic UI", 900)
        XCTAssertEqual(black.0, "Bold")
        XCTAssertTrue(black.1.contains { $0.contains("fake bold") }, "900 − 700 ≥ 200: Minikin fakes bold")
        // 800 (sans-serif-medium in bold) is as near 700 as 900; the first, Bold, wins.
        XCTAssertEqual(try pick("Roboto", 800).0, "Bold")
        XCTAssertEqual(try pick("Roboto", 500).0, "Medium")
    }

    /// Flutter (Tests/Fixtures/layout-flutter/weight-app, one 155dp profile at scale 1): `TextStyle(fontWeight:
    /// FontWeight.bold)` at 20 in a 67-wide SizedBox cuts «لائق تماما» (Bold 68.480); `FontWeight.w500`
    /// and `textTheme.titleMedium` (w500, englishLike2021) cut «Still fits» (Medium 67.705) but leave the
    /// Arabic on its Regular face (66.120), as Minikin picks it on Android.
    func testFlutterWeights() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-flutter/weight-app").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let report = try LayoutRun.run(paths: [root], runner: session.runner, profiles: [DeviceProfile(widthDp: 155, fontScale: 1)],
                                       platformBase: PlatformOptions(), root: root)
        func one(_ key: String) throws -> LayoutResult { try XCTUnwrap(report.results.first { $0.use.key == key }, key) }
        let bold = try one("boldLabel")
        XCTAssertEqual(bold.use.constraint.fontWeight?.value.value, 700)
        XCTAssertEqual(bold.cls, .arabicOnlyCut)
        for key in ["mediumLabel", "themedLabel"] {
            let r = try one(key)
            XCTAssertEqual(r.use.constraint.fontWeight?.value.value, 500, key)
            XCTAssertEqual(r.cls, .englishOnlyCut, key)
            XCTAssertEqual(r.droppedWords, [], key)
        }
        XCTAssertEqual(try regularClass(bold), .borderline)
    }

    /// SwiftUI at `.system(size: 20)` (not scaled) in 80-pt frames, on the uikit stack (Noto Sans, Noto
    /// Sans Arabic UI; SF is not bundled). `hb-shape` sums, 1000/em: «لائق تماما» NotoSansArabicUI-Bold
    /// 318+582+318+624+359+260+855+317+632 = 4265 → 85.30 > 80 (cut); NotoSansArabicUI-Regular
    /// 291+525+291+578+299+260+808+269+582 = 3903 → 78.06 (fits, within 5 %); «Fits» NotoSans-Bold
    /// 549+305+434+497 = 1785 → 35.70. `.bold()` is 700: cut. `.fontWeight(.medium)` is 500, whose
    /// nearest bundled face is Regular (|500 − 400| < |700 − 500|): as regular, and the note says so.
    func testSwiftUIBoldAndFontWeight() throws {
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/layout-apple/weights").path
        let session = try CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer, root: root)
        let report = try LayoutRun.run(paths: [root], runner: session.runner, profiles: DeviceProfile.defaults,
                                       appleProfiles: [DeviceProfile(widthDp: 393, fontScale: 1, dynamicType: .large)], platformBase: PlatformOptions(), root: root)
        func one(_ key: String) throws -> LayoutResult { try XCTUnwrap(report.results.first { $0.use.key == key }, key) }
        let bold = try one("bold_label")
        XCTAssertEqual(bold.use.platform, .swiftui)
        XCTAssertEqual(bold.use.constraint.fontWeight?.value.value, 700)
        XCTAssertEqual(bold.cls, .arabicOnlyCut)
        let medium = try one("medium_label")
        XCTAssertEqual(medium.use.constraint.fontWeight?.value.value, 500)
        XCTAssertEqual(medium.cls, .borderline)
        XCTAssertTrue(medium.weightNotes.contains { $0.contains("Noto Sans Regular (400)") }, "\(medium.weightNotes)")
    }

    /// SwiftUI, UIKit and storyboard font weights as the readers take them (HIG: Headline is Semibold).
    func testAppleFontWeightsAreRead() throws {
        var r = SwiftUITextReader(file: "V.swift")
        r.read(try CallSyntax.parse(try SwiftLexer.tokens("""
        Text("a").font(.headline)
        Text("b").font(.title.bold())
        Text("c").font(.system(size: 15, weight: .semibold))
        Text("d").font(.body.weight(.black))
        Text("e")
        VStack { Text("f") }.fontWeight(.light)
        Text("g").bold().font(.caption)
        """)))
        XCTAssertEqual(r.uses.map { $0.constraint.fontWeight?.value.value }, [600, 700, 600, 900, nil, 300, 700])
    }

    /// aapt2 takes a parent without the `@` (`parent="android:style/TextAppearance"`): the framework style.
    func testAParentWrittenWithoutTheAtSignIsTheFrameworkStyle() {
        XCTAssertEqual(AndroidValues.styleName("android:style/TextAppearance"), "android:TextAppearance")
        XCTAssertEqual(AndroidValues.styleName("@android:style/TextAppearance"), "android:TextAppearance")
        XCTAssertNotNil(LibraryStyles.lookup("android:TextAppearance"))
    }

    /// Material 3's typography weights (TypeScaleTokens …Weight) and Material 2's (Typography defaults).
    func testComposeTypographyWeights() {
        XCTAssertEqual(ComposeTypography.material3["titleMedium"]?.weight?.value, 500)
        XCTAssertEqual(ComposeTypography.material3["labelLarge"]?.weight?.value, 500)
        XCTAssertEqual(ComposeTypography.material3["titleLarge"]?.weight?.value, 400)
        XCTAssertEqual(ComposeTypography.material2["h6"]?.weight?.value, 500)
        XCTAssertEqual(ComposeTypography.material2["h1"]?.weight?.value, 300)
    }

    /// CSS Fonts 4 §2.2.1's table "Meaning of bolder and lighter" (https://www.w3.org/TR/css-fonts-4/#relative-weights),
    /// row by row at each range's ends: inherited < 100 → bolder 400, lighter unchanged; 100–349 → 400, 100;
    /// 350–549 → 700, 100; 550–749 → 900, 400; 750–899 → 900, 700; ≥ 900 → unchanged, 700.
    func testCSSRelativeWeightsFollowTheSpecTable() {
        let rows: [(Int, Int, Int)] = [(50, 400, 50), (100, 400, 100), (349, 400, 100), (350, 700, 100), (549, 700, 100),
                                       (550, 900, 400), (749, 900, 400), (750, 900, 700), (899, 900, 700), (900, 900, 700), (1000, 1000, 700)]
        for (inherited, bolder, lighter) in rows {
            XCTAssertEqual(WebFontWeight.bolder(inherited), bolder, "bolder over \(inherited)")
            XCTAssertEqual(WebFontWeight.lighter(inherited), lighter, "lighter over \(inherited)")
        }
    }

    /// A variable font takes the weight on its wght axis, under either matching rule: 700 is the instance at
    /// 700, and 1000 is clamped to the axis end (the fixture's fvar: 100–900), which the note says.
    func testAVariableFontTakesTheWeightOnItsAxis() throws {
        let stack = FontStack(families: [Fixtures.variableKufi])
        for rule in [WeightedFaces.Rule.css, .minikin] {
            let bold = try WeightedFaces.faces(Fixtures.registry, stack: stack, weight: 700, rule: rule)
            XCTAssertEqual(bold.faces.first?.weight, 700)
            XCTAssertEqual(bold.faces.first?.variations, [FontVariation(tag: "wght", value: 700)])
            XCTAssertEqual(bold.notes, [])
        }
        let heaviest = try WeightedFaces.faces(Fixtures.registry, stack: stack, weight: 1000, rule: .css)
        XCTAssertEqual(heaviest.faces.first?.weight, 900)
        XCTAssertEqual(heaviest.notes, ["weight 1000 measured at wght 900, the end of Noto Kufi Arabic's wght axis (100–900)"])
    }
}
