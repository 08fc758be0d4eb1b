import Foundation
import XCTest
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// `font-stretch` and `font-variation-settings` read from an app's CSS as CSS Fonts 4 computes them:
/// inherited, keywords and percentages, tags case-sensitive, `normal`, an invalid list or `var()` named
/// as not read; then applied over the weight (`FontAxesRequest`). The widths are hb-shape's on the
/// variable fixture at the same instance (the independent oracle); Chromium's in test_variable_fonts.py.
final class WebFontAxesTests: XCTestCase {
    func analyse(_ css: String, _ html: String) -> WebAnalysis {
        let dir = TempDir()
        dir.write("src/page.html", html)
        dir.write("src/page.css", css)
        return WebAnalysis(project: WebProject(paths: [dir.url.path]), cascadeBudget: .standard)
    }

    func constraint(_ a: WebAnalysis, _ key: String) throws -> TextConstraint {
        try XCTUnwrap(a.uses.first { $0.key == key }, key).constraint
    }

    func testStretchAndVariationSettingsAreReadAsCSSComputesThem() throws {
        let css = """
        .narrow { font-stretch: condensed; }
        .pct { font-stretch: 62.5%; font-variation-settings: "GRAD" 50, 'wdth' 90; }
        .newname { font-width: 125%; }
        .normal { font-stretch: 75%; font-variation-settings: normal; }
        .bad { font-variation-settings: "wdthx" 80; }
        .var { font-stretch: var(--w); }
        .short { font: 16px sans-serif; }
        """
        let html = """
        <html><body>
        <div class="narrow"><p>{{ $t('inherits') }}</p></div>
        <div class="pct">{{ $t('pct') }}</div>
        <div class="newname">{{ $t('newname') }}</div>
        <div class="normal">{{ $t('normal') }}</div>
        <div class="bad">{{ $t('bad') }}</div>
        <div class="var">{{ $t('var') }}</div>
        <div class="short">{{ $t('short') }}</div>
        <div>{{ $t('none') }}</div>
        </body></html>
        """
        let a = analyse(css, html)
        XCTAssertEqual(try constraint(a, "inherits").fontAxes?.value, FontAxesRequest(stretch: 75))
        XCTAssertEqual(try constraint(a, "pct").fontAxes?.value,
                       FontAxesRequest(stretch: 62.5, settings: [FontVariation(tag: "GRAD", value: 50), FontVariation(tag: "wdth", value: 90)]))
        XCTAssertEqual(try constraint(a, "newname").fontAxes?.value, FontAxesRequest(stretch: 125))
        XCTAssertEqual(try constraint(a, "normal").fontAxes?.value, FontAxesRequest(stretch: 75))
        let bad = try constraint(a, "bad")
        XCTAssertEqual(bad.fontAxes?.value, FontAxesRequest())
        XCTAssertTrue(bad.fontAxesUndecided.first?.contains("font-variation-settings") == true, "\(bad.fontAxesUndecided)")
        XCTAssertTrue(try constraint(a, "var").fontAxesUndecided.first?.contains("font-stretch") == true)
        XCTAssertTrue(try constraint(a, "short").fontAxesUndecided.first?.contains("font shorthand") == true)
        XCTAssertNil(try constraint(a, "none").fontAxes)
        XCTAssertTrue(try constraint(a, "none").fontAxesUndecided.isEmpty)
    }

    /// The parsers the command line and the API share.
    func testTheOptionParsersFollowTheSpec() throws {
        XCTAssertEqual(FontAxesRequest.stretch(parsing: "semi-expanded"), 112.5)
        XCTAssertEqual(FontAxesRequest.stretch(parsing: "80%"), 80)
        XCTAssertEqual(FontAxesRequest.stretch(parsing: "80"), 80)
        XCTAssertNil(FontAxesRequest.stretch(parsing: "-10%"))
        XCTAssertNil(FontAxesRequest.stretch(parsing: "wide"))
        XCTAssertEqual(try FontAxesRequest.settings(parsing: "\"wdth\" 75, 'GRAD' -50.5"),
                       [FontVariation(tag: "wdth", value: 75), FontVariation(tag: "GRAD", value: -50.5)])
        XCTAssertEqual(try FontAxesRequest.settings(parsing: "wdth=80,wght 300"),
                       [FontVariation(tag: "wdth", value: 80), FontVariation(tag: "wght", value: 300)])
        XCTAssertEqual(try FontAxesRequest.settings(parsing: "normal"), [])
        XCTAssertThrowsError(try FontAxesRequest.settings(parsing: "\"wdt\" 75"))
        XCTAssertThrowsError(try FontAxesRequest.settings(parsing: "\"wdth\" wide"))
    }

    /// The instance measured: wdth from the stretch, then the settings over it and over the weight's
    /// wght, each clamped to the axis (Roboto Flex: wdth 25–151, wght 100–1000). hb-shape on the file
    /// at the same variations, opsz at the size as the web profile sizes optically.
    func testTheInstanceIsTheStretchThenTheSettingsOverTheWeight() throws {
        let font = Fixtures.root.appendingPathComponent("Tests/Fixtures/fonts/variable/RobotoFlex-VF-Latin.ttf").path
        let text = "Add to Home Screen"
        let cases: [(FontAxesRequest, Int, String)] = [
            (FontAxesRequest(stretch: 75), 400, "wdth=75,wght=400,opsz=17"),
            (FontAxesRequest(stretch: 300), 400, "wdth=151,wght=400,opsz=17"),              // clamped
            (FontAxesRequest(stretch: 75, settings: [FontVariation(tag: "wdth", value: 120)]), 400, "wdth=120,wght=400,opsz=17"),
            (FontAxesRequest(settings: [FontVariation(tag: "wght", value: 300)]), 700, "wght=300,opsz=17"),  // the settings win over the weight
            (FontAxesRequest(settings: [FontVariation(tag: "opsz", value: 144)]), 400, "wght=400,opsz=144"), // and over the optical size
        ]
        for (axes, weight, variations) in cases {
            var o = MeasureOptions(fontStack: try FontStack(parsing: font, weight: weight), size: 17)
            o.platform.webPlatform = .headless
            o.axes = axes
            let m = try Fixtures.measurer.measure(text, locale: "en", options: o)
            let hb = try HBShape.width(font: font, text: text, upem: 2048, size: 17, extra: ["--variations=\(variations)"])
            XCTAssertEqual(m.widthPx, hb, accuracy: 1.0 / 64, variations)
        }
    }

    /// Android's `android:fontVariationSettings` takes the same list (TextView.setFontVariationSettings);
    /// a resource reference is named as not read.
    func testAnAndroidTextViewsFontVariationSettingsAreRead() throws {
        let dir = TempDir()
        dir.write("app/src/main/res/layout/main.xml", """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="wrap_content">
          <TextView android:layout_width="120dp" android:layout_height="wrap_content" android:text="@string/narrow"
                    android:fontVariationSettings="'wdth' 75, 'wght' 300" />
          <TextView android:layout_width="120dp" android:layout_height="wrap_content" android:text="@string/ref"
                    android:fontVariationSettings="@string/axes" />
        </LinearLayout>
        """)
        dir.write("app/src/main/res/values/strings.xml", "<resources><string name=\"narrow\">Narrow</string><string name=\"ref\">Ref</string></resources>")
        let a = AndroidAnalysis(project: try AndroidProject(paths: [dir.url.path]))
        let narrow = try XCTUnwrap(a.uses.first { $0.key == "narrow" }).constraint
        XCTAssertEqual(narrow.fontAxes?.value, FontAxesRequest(settings: [FontVariation(tag: "wdth", value: 75), FontVariation(tag: "wght", value: 300)]))
        let ref = try XCTUnwrap(a.uses.first { $0.key == "ref" }).constraint
        XCTAssertNil(ref.fontAxes)
        XCTAssertEqual(ref.fontAxesUndecided, [#"android:fontVariationSettings="@string/axes" is not read"#])
    }
}
