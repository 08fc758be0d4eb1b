import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Formats real projects use beyond the first set: Qt Linguist `.ts`, .NET `.resx`/`.resw`,
/// vue-i18n pipe plurals. Fixtures written here after each format's documentation.
final class QtResXAndVueTests: XCTestCase {
    /// doc.qt.io/qt-6/linguist-ts-file-format.html: numerus forms in Qt's Arabic order (nullar, singular,
    /// dual, minority plural, plural, plural 100–102 = CLDR zero … other), `unfinished` not final,
    /// `vanished` gone, `&` a mnemonic and `&&` a literal ampersand, `<byte>` an escaped character.
    func testQtTS() throws {
        let dir = TempDir()
        dir.write("i18n/app_en.ts", "<?xml version=\"1.0\"?><!DOCTYPE TS><TS version=\"2.1\" language=\"en\"><context><name>Main</name><message><source>&amp;Open</source><translation type=\"unfinished\"></translation></message></context></TS>")
        dir.write("i18n/app_ar.ts", """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE TS>
            <TS version="2.1" language="ar" sourcelanguage="en">
            <context>
                <name>Main</name>
                <message><source>&amp;Open</source><translation>&amp;فتح</translation></message>
                <message><source>Save &amp;&amp; close</source><translation type="unfinished">حفظ &amp;&amp; إغلاق</translation></message>
                <message><source>Old</source><translation type="vanished">قديم</translation></message>
                <message numerus="yes"><source>%n file(s)</source><translation>
                    <numerusform>لا ملفات</numerusform><numerusform>ملف</numerusform><numerusform>ملفان</numerusform>
                    <numerusform>%n ملفات</numerusform><numerusform>%n ملفًا</numerusform><numerusform>%n ملف</numerusform>
                </translation></message>
            </context>
            </TS>
            """)
        let discovery = CatalogDiscovery()
        let results = try discovery.jobs(for: [dir.url.path]).map(discovery.read)
        XCTAssertEqual(results.map(\.role).sorted { $0.rawValue < $1.rawValue }, [.source, .target])
        let entries = results.flatMap(\.entries)
        let byKey = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0) })
        XCTAssertEqual(byKey["Main|&Open"]?.target, "فتح")
        XCTAssertEqual(byKey["Main|&Open"]?.source, "Open")
        XCTAssertEqual(byKey["Main|Save && close"]?.target, "حفظ & إغلاق")
        XCTAssertEqual(byKey["Main|Save && close"]?.state, "unfinished")
        XCTAssertNil(byKey["Main|Old"])
        XCTAssertEqual(byKey["Main|%n file(s)[few]"]?.target, "%n ملفات")
        XCTAssertEqual(entries.filter { $0.key.hasPrefix("Main|%n") }.compactMap(\.pluralCategory), ["zero", "one", "two", "few", "many", "other"])
    }

    /// A `.ts` that is TypeScript is not a catalog.
    func testTypeScriptIsNotQt() throws {
        let dir = TempDir()
        dir.write("src/app.ts", "export const ar = 'x';\n")
        XCTAssertTrue(try CatalogDiscovery().jobs(for: [dir.url.path]).isEmpty)
    }

    /// .resx: `<data name><value>`, a BOM, the schema comment whose example `<data>` lines are a comment,
    /// `type=` entries (serialized objects) skipped; `Strings.ar-SA.resx` pairs with neutral `Strings.resx`;
    /// UWP `.resw` in `ar-SA/` pairs with `en-US/`.
    func testResXAndResW() throws {
        let dir = TempDir()
        let header = """
            <?xml version="1.0" encoding="utf-8"?>
            <root>
              <!--
                Microsoft ResX Schema
                Example:
                <data name="Name1"><value>this is my long string</value><comment>this is a comment</comment></data>
              -->
              <resheader name="resmimetype"><value>text/microsoft-resx</value></resheader>
            """
        let bom = Data([0xEF, 0xBB, 0xBF])
        dir.write("Properties/Strings.resx", bom + Data((header + "<data name=\"Save\" xml:space=\"preserve\"><value>Save</value></data><data name=\"Logo\" type=\"System.Drawing.Bitmap\"><value>AAAA</value></data></root>").utf8))
        dir.write("Properties/Strings.ar-SA.resx", bom + Data((header + "<data name=\"Save\" xml:space=\"preserve\"><value>حفظ</value></data><data name=\"Logo\" type=\"System.Drawing.Bitmap\"><value>AAAA</value></data></root>").utf8))
        dir.write("Strings/en-US/Resources.resw", header + "<data name=\"Close\"><value>Close</value></data></root>")
        dir.write("Strings/ar-SA/Resources.resw", header + "<data name=\"Close\"><value>إغلاق</value></data></root>")
        let r = try dir.readCatalogs()
        XCTAssertEqual(Set(r.entries.map { "\($0.key)=\($0.source ?? "-")→\($0.target ?? "-")" }), ["Save=Save→حفظ", "Close=Close→إغلاق"])
        XCTAssertTrue(r.diagnostics.isEmpty, "\(r.diagnostics)")
    }

    /// Keyboard mnemonics in Java bundles (NetBeans `Mnemonics.setLocalizedText`, SWT `Button.setText`) and
    /// WinForms resources (`Control.UseMnemonic`): `&` before a letter is taken out where the English and
    /// the Arabic both have one; `&&` is one ampersand; a lone `&` in one text only, or beside a
    /// character reference, is text. Expected texts written by hand from those rules.
    func testAmpersandMnemonicsWhereBothTextsCarryOne() throws {
        let dir = TempDir()
        dir.write("src/Bundle.properties", "open=&Open File\nrd=R&D team\nsave=Save && &Close\nhtml=<html>Tom &amp; &Jerry</html>\n")
        dir.write("src/Bundle_ar.properties", "open=&فتح ملف\nrd=فريق\nsave=حفظ && &إغلاق\nhtml=<html>توم &amp; &جيري</html>\n")
        let header = "<?xml version=\"1.0\" encoding=\"utf-8\"?><root>"
        dir.write("Forms/Main.resx", header + "<data name=\"button1.Text\" xml:space=\"preserve\"><value>&amp;Delete</value></data></root>")
        dir.write("Forms/Main.ar.resx", header + "<data name=\"button1.Text\" xml:space=\"preserve\"><value>&amp;حذف</value></data></root>")
        let r = try dir.readCatalogs()
        let shown = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, "\($0.source ?? "-")→\($0.target ?? "-")") })
        XCTAssertEqual(shown["open"], "Open File→فتح ملف")
        XCTAssertEqual(shown["rd"], "R&D team→فريق")                // the Arabic has no marker: not a mnemonic
        XCTAssertEqual(shown["save"], "Save & Close→حفظ & إغلاق")
        XCTAssertEqual(shown["html"], "Tom & &Jerry→توم & &جيري")   // a reference beside it: left as written
        XCTAssertEqual(shown["button1.Text"], "Delete→حذف")
        XCTAssertEqual(r.entries.first { $0.key == "open" }?.rawTarget, "&فتح ملف")
    }

    /// vue-i18n (a package.json naming it): `a | b` is one | other, `a | b | c` zero | one | other;
    /// Arabic few pairs with English other. Without vue-i18n in the project a `|` is text.
    func testVueI18nPipePlurals() throws {
        let dir = TempDir()
        dir.write("package.json", #"{"dependencies": {"vue-i18n": "^9.2.0"}}"#)
        dir.write("src/locales/en.json", #"{"apples": "no apples | one apple | {count} apples", "link": "a|b"}"#)
        dir.write("src/locales/ar.json", #"{"apples": "لا تفاح | تفاحة | {count} تفاحة", "link": "أ|ب"}"#)
        let r = try dir.readCatalogs()
        let pairs = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, "\($0.source ?? "-")→\($0.target ?? "-")") })
        XCTAssertEqual(pairs, ["apples[zero]": "no apples→لا تفاح", "apples[one]": "one apple→تفاحة", "apples[other]": "{count} apples→{count} تفاحة", "link": "a|b→أ|ب"])
        let i18next = TempDir()
        i18next.write("src/locales/en.json", #"{"apples": "no apples | one apple | {count} apples"}"#)
        i18next.write("src/locales/ar.json", #"{"apples": "لا تفاح | تفاحة | {count} تفاحة"}"#)
        XCTAssertEqual(try i18next.readCatalogs().entries.map(\.key), ["apples"])
    }
}
