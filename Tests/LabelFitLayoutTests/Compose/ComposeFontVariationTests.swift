import Foundation
import XCTest
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitSession
@testable import LabelFitLayout
import LabelFitTestSupport

/// Compose's `FontFamily(Font(…, variationSettings = FontVariation.Settings(…)))` read as ui-text defines
/// it (FontVariation.kt, Font.kt, FontMatcher.kt), then measured at the instance. The widths are
/// hb-shape's on the variable fixtures at the instance written out by hand from the fixture's Kotlin (the
/// independent oracle): Noto Kufi Arabic 2.109 (`wght` 100–900) for the Arabic, Roboto Flex (`wght`,
/// `wdth`, `opsz` 8–144, default 14) for the English.
final class ComposeFontVariationTests: XCTestCase {
    static let typeKt = """
    package org.example.ui.theme

    import androidx.compose.ui.text.TextStyle
    import androidx.compose.ui.text.font.Font
    import androidx.compose.ui.text.font.FontFamily
    import androidx.compose.ui.text.font.FontStyle
    import androidx.compose.ui.text.font.FontVariation
    import androidx.compose.ui.text.font.FontWeight
    import androidx.compose.ui.unit.sp
    import org.example.R

    val Kufi = FontFamily(
        Font(R.font.kufi, FontWeight.Normal),
        Font(R.font.kufi, FontWeight.Bold, variationSettings = FontVariation.Settings(FontVariation.weight(700))),
        Font(R.font.kufi, FontWeight.Black, variationSettings = FontVariation.Settings(FontWeight.Black, FontStyle.Normal, FontVariation.width(80f))),
    )
    val Narrow = FontVariation.Settings(FontVariation.weight(300), FontVariation.width(75f), FontVariation.Setting("opsz", 20f))
    val Flex = FontFamily(Font(R.font.flex, variationSettings = Narrow))
    val Sized = FontFamily(Font(R.font.flex, variationSettings = FontVariation.Settings(FontVariation.opticalSizing(20.sp))))
    val Merged = Font(R.font.flex, variationSettings = Narrow.merge(FontVariation.weight(650))).toFontFamily()
    val PlainBold = FontFamily(Font(R.font.kufi, FontWeight.Bold))
    val Asset = FontFamily(Font("fonts/kufi.ttf", assets, FontWeight.SemiBold))
    val Twice = FontFamily(Font(R.font.flex, variationSettings = FontVariation.Settings(FontVariation.weight(300), FontVariation.weight(400))))
    val TooNarrow = FontFamily(Font(R.font.flex, variationSettings = FontVariation.Settings(FontVariation.width(0f))))
    val Google = FontFamily(Font(googleFont = GoogleFont("Cairo"), fontProvider = provider))
    val AppTypography = Typography(titleLarge = TextStyle(fontSize = 22.sp, fontFamily = Kufi, fontWeight = FontWeight.Bold))
    """

    static let screenKt = """
    package org.example.ui

    import androidx.compose.foundation.layout.Column
    import androidx.compose.material3.MaterialTheme
    import androidx.compose.material3.Text
    import androidx.compose.runtime.Composable
    import androidx.compose.ui.res.stringResource
    import androidx.compose.ui.text.font.FontFamily
    import androidx.compose.ui.text.font.FontWeight
    import org.example.R
    import org.example.ui.theme.*

    val TitleStyle = TextStyle(fontSize = 20.sp, fontFamily = Kufi, fontWeight = FontWeight.Bold)

    @Composable
    fun Screen() {
        Column {
            Text(stringResource(R.string.title), style = TitleStyle)
            Text(stringResource(R.string.themed), style = MaterialTheme.typography.titleLarge)
            Text(stringResource(R.string.black), fontFamily = Kufi, fontWeight = FontWeight.Black)
            Text(stringResource(R.string.medium), fontFamily = Kufi, fontWeight = FontWeight.Medium)
            Text(stringResource(R.string.flex), fontFamily = Flex)
            Text(stringResource(R.string.sized), fontFamily = Sized)
            Text(stringResource(R.string.merged), fontFamily = Merged)
            Text(stringResource(R.string.plain), fontFamily = PlainBold, fontWeight = FontWeight.Bold)
            Text(stringResource(R.string.asset), fontFamily = Asset)
            Text(stringResource(R.string.twice), fontFamily = Twice)
            Text(stringResource(R.string.too_narrow), fontFamily = TooNarrow)
            Text(stringResource(R.string.google), fontFamily = Google)
            Text(stringResource(R.string.serif), fontFamily = FontFamily.Serif)
            Text(stringResource(R.string.bold_default), fontFamily = FontFamily.Default, fontWeight = FontWeight.Bold)
        }
    }
    """

    static let uses: [TextUse] = {
        let dir = TempDir()
        dir.write("app/src/main/java/org/example/ui/theme/Type.kt", typeKt)
        dir.write("app/src/main/java/org/example/ui/Screen.kt", screenKt)
        let paths = ["theme/Type.kt", "Screen.kt"].map { dir.url.path + "/app/src/main/java/org/example/ui/" + $0 }
        return ComposeTextReader.read(paths: paths, relativeTo: dir.url.path).uses
    }()

    func constraint(_ key: String) throws -> TextConstraint {
        try XCTUnwrap(Self.uses.first { $0.key == key }, "\(key) in \(Self.uses.map(\.key))").constraint
    }

    func v(_ tag: String, _ value: Double) -> FontVariation { FontVariation(tag: tag, value: value) }

    /// What each declaration gives, worked out from ui-text's sources (cited in `ComposeFontFamily`).
    func testFontVariationSettingsAreReadAsUiTextDefinesThem() throws {
        // The style's Bold matches Font(…, Bold) exactly; its settings are the instance.
        let title = try constraint("title")
        XCTAssertEqual(title.fontWeight?.value.value, 700)
        XCTAssertEqual(title.fontAxes?.value, FontAxesRequest(settings: [v("wght", 700)], overDefaultInstance: true))
        XCTAssertEqual(title.textSizeSp?.value, 20)
        // The app's typography, declared beside the family (ComposeThemes).
        let themed = try constraint("themed")
        XCTAssertEqual(themed.textSizeSp?.value, 22)
        XCTAssertEqual(themed.fontAxes?.value, FontAxesRequest(settings: [v("wght", 700)], overDefaultInstance: true))
        // Settings(FontWeight.Black, FontStyle.Normal, width(80f)): wght 900 and ital 0 first.
        XCTAssertEqual(try constraint("black").fontAxes?.value.settings, [v("wght", 900), v("ital", 0), v("wdth", 80)])
        // Medium (500) of 400, 700, 900: FontMatcher looks at 500 and below first, heavier first → 400,
        // declared without variationSettings: Font(resId, weight) passes FontVariation.Settings().
        let medium = try constraint("medium")
        XCTAssertEqual(medium.fontWeight?.value.value, 400)
        XCTAssertEqual(medium.fontAxes?.value, FontAxesRequest(settings: [], overDefaultInstance: true))
        XCTAssertTrue(medium.variableFontNotes.contains { $0.contains("default instance") }, "\(medium.variableFontNotes)")
        // A settings value named in another file; Setting("opsz", 20f) as written.
        XCTAssertEqual(try constraint("flex").fontAxes?.value.settings, [v("wght", 300), v("wdth", 75), v("opsz", 20)])
        // opticalSizing(20.sp): in sp, scaled by the font scale when measured.
        let sized = try constraint("sized")
        XCTAssertEqual(sized.fontAxes?.value.settings, [v("opsz", 20)])
        XCTAssertEqual(sized.fontAxesInSp, ["opsz"])
        // merge: the later wght replaces the first in place.
        XCTAssertEqual(try constraint("merged").fontAxes?.value.settings, [v("wght", 650), v("wdth", 75), v("opsz", 20)])
        // The asset overload defaults to Settings(weight, style): wght 600, ital 0.
        let asset = try constraint("asset")
        XCTAssertEqual(asset.fontWeight?.value.value, 600)
        XCTAssertEqual(asset.fontAxes?.value.settings, [v("wght", 600), v("ital", 0)])
        // Named, not measured: a repeated axis and a width of 0 throw in the app; a downloadable font,
        // a family LabelFit does not measure.
        for (key, words) in [("twice", "set twice"), ("too_narrow", "out of the range"), ("google", "downloadable"), ("serif", "FontFamily.Serif")] {
            let c = try constraint(key)
            XCTAssertNil(c.fontAxes, key)
            XCTAssertTrue(c.fontNotes.contains { $0.contains(words) }, "\(key): \(c.fontNotes)")
        }
        // The default family: nothing read, the weight as before.
        let plain = try constraint("bold_default")
        XCTAssertNil(plain.fontAxes)
        XCTAssertEqual(plain.fontWeight?.value.value, 700)
        XCTAssertEqual(plain.fontNotes, [])
    }

    static let kufi = Fixtures.variableKufi
    static let flex = Fixtures.root.appendingPathComponent("Tests/Fixtures/fonts/variable/RobotoFlex-VF-Latin.ttf").path

    /// Both sides measured at the instance: `labelfit layout`'s compose line model with the English in
    /// Roboto Flex and the Arabic in Noto Kufi Arabic (both variable), one line, against hb-shape at the
    /// variations written out here. Kufi has no `wdth` or `opsz` axis: those settings leave it as it is.
    func testATextIsMeasuredAtItsFontsInstance() throws {
        var config = CheckConfiguration()
        config.profile = .android
        config.fonts = ["en": Self.flex, "ar": Self.kufi]
        let session = try CheckSession(config: config, measurer: Fixtures.measurer)
        // API 33: the font scale is linear (16 sp × 1.3 = 20.8 px), and opsz = 20 sp × 1.3 = 26.
        let profiles = [DeviceProfile(widthDp: 2000, fontScale: 1, api: 33), DeviceProfile(widthDp: 2000, fontScale: 1.3, api: 33)]
        let m = try LayoutMeasurer(runner: session.runner, profiles: profiles, platform: PlatformOptions())
        let en = "Add to Home Screen", ar = "إعدادات الحساب"
        // (key, profile, size in sp, Roboto Flex's variations, Kufi's); "" is the file's default instance.
        let rows: [(String, Int, Double, String, String)] = [
            ("title", 0, 20, "wght=700", "wght=700"),
            ("themed", 0, 22, "wght=700", "wght=700"),
            ("black", 0, 16, "wght=900,wdth=80", "wght=900"),
            ("medium", 0, 16, "", ""),
            ("flex", 0, 16, "wght=300,wdth=75,opsz=20", "wght=300"),
            ("merged", 0, 16, "wght=650,wdth=75,opsz=20", "wght=650"),
            ("plain", 0, 16, "", ""),                       // Font(R.font.kufi, Bold): the default instance
            ("bold_default", 0, 16, "wght=700", "wght=700"), // the default family: FontWeight reaches wght
            ("sized", 1, 16, "opsz=26", ""),
            ("sized", 0, 16, "opsz=20", ""),
        ]
        for (key, p, sp, flexAxes, kufiAxes) in rows {
            let c = try constraint(key)
            let profile = profiles[p]
            let (e, a) = try m.measurePair(en, ar, c: c, widthDp: 2000, profile: profile, sizeSp: sp, platform: .compose)
            let px = sp * profile.fontScale
            let extra: ([String]) -> [String] = { $0.isEmpty || $0[0].isEmpty ? [] : ["--variations=\($0[0])"] }
            let hbEn = try HBShape.width(font: Self.flex, text: en, upem: 2048, size: px, extra: extra([flexAxes]))
            let hbAr = try HBShape.width(font: Self.kufi, text: ar, upem: 1000, size: px, extra: extra([kufiAxes]))
            XCTAssertEqual(e.lines, 1, key)
            XCTAssertEqual(e.widthPx, hbEn, accuracy: 1.0 / 64, "\(key) English at \(flexAxes)")
            XCTAssertEqual(a.widthPx, hbAr, accuracy: 1.0 / 64, "\(key) Arabic at \(kufiAxes)")
        }
        // The report says a font is drawn at its default instance where a measured face is variable,
        // and not over the bundled static faces.
        func notes(_ measurer: LayoutMeasurer) throws -> [String] {
            var use = try XCTUnwrap(Self.uses.first { $0.key == "medium" })
            use.constraint.width = Resolved(.fixed(300), [])
            let entry = CatalogEntry(key: "medium", source: en, target: ar, sourceLocation: nil,
                                     targetLocation: SourceLocation(file: "values-ar/strings.xml", line: 1), format: "android")
            return measurer.classify(use, entry: entry).weightNotes
        }
        XCTAssertTrue(try notes(m).contains { $0.contains("default instance") })
        let bundled = try LayoutMeasurer(runner: CheckSession(config: CheckConfiguration(), measurer: Fixtures.measurer).runner,
                                         profiles: profiles, platform: PlatformOptions())
        XCTAssertFalse(try notes(bundled).contains { $0.contains("default instance") })
        // The instance matters here: Kufi at wght 700 against its default instance (hb-shape both).
        let bold = try HBShape.width(font: Self.kufi, text: ar, upem: 1000, size: 16, extra: ["--variations=wght=700"])
        let regular = try HBShape.width(font: Self.kufi, text: ar, upem: 1000, size: 16)
        XCTAssertGreaterThan(bold - regular, 5)
    }
}
