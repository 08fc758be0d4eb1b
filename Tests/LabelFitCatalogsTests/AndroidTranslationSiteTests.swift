import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport

/// Strings an Android project keeps out of translation are no translation site: Android Lint's
/// `TranslationDetector` skips files named `donottranslate*` (`ignoreFile`) and strings or files marked
/// `translatable="false"`, and an array of `@string/` references holds no text of its own. None of them
/// is reported missing from the Arabic, and a reference to one shows its text.
final class AndroidTranslationSiteTests: XCTestCase {
    func testStringsKeptOutOfTranslationAreNotReportedMissing() throws {
        let dir = TempDir()
        dir.write("app/src/main/res/values/strings.xml", """
            <resources>
                <string name="save">Save</string>
                <string name="cancel">Cancel</string>
                <string name="brand" translatable="false">Acme</string>
                <string name="title">@string/brand</string>
                <string-array name="actions"><item>@string/save</item><item>@string/cancel</item></string-array>
                <plurals name="files"><item quantity="one">@string/save</item><item quantity="other">@string/cancel</item></plurals>
                <string-array name="sizes"><item>Small</item><item>Large</item></string-array>
            </resources>
            """)
        dir.write("app/src/main/res/values/donottranslate.xml", """
            <resources>
                <string name="pref_key_theme">theme</string>
                <string-array name="pref_values"><item>light</item><item>dark</item></string-array>
            </resources>
            """)
        dir.write("app/src/main/res/values/donottranslate_urls.xml", "<resources><string name=\"url\">https://example.com</string></resources>")
        dir.write("app/src/main/res/values/config.xml", "<resources translatable=\"false\"><string name=\"api\">v2</string></resources>")
        dir.write("app/src/main/res/values-ar/strings.xml", """
            <resources>
                <string name="save">حفظ</string>
                <string name="cancel">إلغاء</string>
                <string name="title">@string/brand</string>
            </resources>
            """)
        let r = try dir.readCatalogs()
        let missing = r.diagnostics.filter { $0.message.contains("is not translated") }.map(\.message)
        // Only the array of text is a translation site the Arabic lacks: 2 items, each naming the file it is missing from.
        XCTAssertEqual(missing.sorted(), ["'sizes[0]' is not translated in values-ar/strings.xml", "'sizes[1]' is not translated in values-ar/strings.xml"])
        XCTAssertEqual(r.entries.map(\.key), ["save", "cancel", "title"])
        // A reference to a non-translatable string shows its text, in both languages.
        let title = try XCTUnwrap(r.entries.first { $0.key == "title" })
        XCTAssertEqual(title.target, "Acme")
        XCTAssertEqual(title.source, "Acme")
    }

    func testATargetArrayOfReferencesIsNotMeasured() throws {
        let dir = TempDir()
        dir.write("res/values/strings.xml", "<resources><string name=\"a\">Open</string><string-array name=\"m\"><item>@string/a</item></string-array></resources>")
        dir.write("res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string><string-array name=\"m\"><item>@string/a</item></string-array></resources>")
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key), ["a"])
        XCTAssertEqual(r.entries.filter { $0.source == nil }.count, 0)
    }
}
