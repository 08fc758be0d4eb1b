import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// Untranslated targets, markup, mnemonics and placeholders: what is
/// measured is what the app shows, and a target that is not a translation is never `fits`.
final class WhatTheUserSeesTests: XCTestCase {
    func run(_ dir: TempDir, configure: (inout CheckConfiguration) -> Void = { _ in }) throws -> (CheckSummary, [CheckedString], [Finding]) {
        var config = CheckConfiguration()
        config.fonts = ["en": "Noto Sans", "ar": "Noto Naskh Arabic UI"]
        configure(&config)
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: dir.url.path)
        var strings: [CheckedString] = []
        var catalog: [Finding] = []
        let summary = try runner.run(jobs: runner.jobs(paths: [dir.url.path])) { event in
            switch event {
            case .string(let c): strings.append(c)
            case .catalogFinding(let f): catalog.append(f)
            }
        }
        return (summary, strings, catalog)
    }

    func testEmptySameLatinAndNotFinalTargetsAreFindingsNotFits() throws {
        let dir = TempDir()
        dir.write("locales/en/translation.json", #"{"a": "Save", "b": "Delete", "c": "Open", "d": "Close", "e": "Firefox", "f": "GIF"}"#)
        dir.write("locales/ar/translation.json", #"{"a": "", "b": "Delete", "c": "Crëwch ffolder", "d": "إغلاق", "e": "Firefox", "f": "GIF", "z": "بلا مصدر"}"#)
        dir.write("po/ar.po", "msgid \"\"\nmsgstr \"Language: ar\\n\"\n\n#, fuzzy\nmsgid \"Quit\"\nmsgstr \"خروج\"\n\n#~ msgid \"Old\"\n#~ msgstr \"قديم\"\n\nmsgid \"Stay\"\nmsgstr \"ابق\"\n")
        let (summary, strings, _) = try run(dir)
        let verdict = Dictionary(uniqueKeysWithValues: strings.map { ($0.key, $0.verdict) })
        // By hand: a empty, b equal to the English, c Latin letters only, Quit fuzzy; d, Stay translated;
        // e (a brand name, the same in both) is the source text too; f ("GIF", three capitals) is an
        // acronym, written the same in every language (`UntranslatedRule.holdsWord`).
        for key in ["a", "b", "c", "e", "Quit"] { XCTAssertEqual(verdict[key], .untranslated, key) }
        for key in ["d", "f", "Stay"] { XCTAssertNotEqual(verdict[key], .untranslated, key) }
        XCTAssertNil(strings.first { $0.key == "a" }?.target, "an empty target is not measured")
        XCTAssertEqual(summary.untranslated, 5)
        XCTAssertEqual(summary.noSource, 1, "z has no English")
        XCTAssertEqual(strings.first { $0.key == "z" }?.findings.map(\.rule), [.noSource])
        XCTAssertEqual(strings.first { $0.key == "z" }?.findings.first?.severity, .warning)

        let (skipped, kept, _) = try run(dir) { $0.skipNotFinal = true }
        XCTAssertEqual(skipped.skippedNotFinal, 1)
        XCTAssertNil(kept.first { $0.key == "Quit" })
    }

    /// XLIFF 1.2 `state` (§2.6.3) and `approved="no"`, XLIFF 2.0 `segment@state="initial"`.
    func testXLIFFStatesAreNotFinal() throws {
        let dir = TempDir()
        dir.write("messages.ar.xlf", """
            <?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="f"><body>
            <trans-unit id="a"><source>Save</source><target state="needs-translation">حفظ</target></trans-unit>
            <trans-unit id="b" approved="no"><source>Open</source><target>فتح</target></trans-unit>
            <trans-unit id="c"><source>Close</source><target state="final">إغلاق</target></trans-unit>
            </body></file></xliff>
            """)
        dir.write("v2/app.ar.xlf", """
            <?xml version="1.0"?><xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="ar"><file id="f">
            <unit id="d"><segment state="initial"><source>Send</source><target>إرسال</target></segment></unit>
            <unit id="e"><segment state="final"><source>Back</source><target>رجوع</target></segment></unit>
            </file></xliff>
            """)
        let (_, strings, _) = try run(dir)
        let states = Dictionary(uniqueKeysWithValues: strings.map { ($0.key, $0.state ?? "-") })
        XCTAssertEqual(states, ["a": "needs-translation", "b": "approved=no", "c": "-", "d": "initial", "e": "-"])
    }

    /// Angular's XLIFF (`original="ng2.template"`): `ng build --localize` ships every target whatever
    /// its state, so `state="new"` is measured; the same unit in another producer's file is not final.
    func testAngularTargetsShipWhateverTheirState() throws {
        func unitState(original: String) throws -> String? {
            let dir = TempDir()
            dir.write("src/locale/messages.ar.xlf", """
                <?xml version="1.0"?><xliff version="1.2"><file source-language="en-US" target-language="ar" datatype="plaintext" original="\(original)"><body>
                <trans-unit id="freespace" datatype="html"><source>Free space:</source><target state="new">المساحة الحرة:</target></trans-unit>
                </body></file></xliff>
                """)
            let (_, strings, _) = try run(dir)
            XCTAssertEqual(strings.count, 1)
            return strings.first?.state
        }
        XCTAssertNil(try unitState(original: "ng2.template"))
        XCTAssertEqual(try unitState(original: "app.html"), "new")
    }

    /// Pango markup in a GTK `.po` (`<b>` in msgid and msgstr), the GTK mnemonic `_`, and the
    /// gettext `translator-credits` entry (an About-dialog field, not a label).
    func testGettextMarkupMnemonicsAndCredits() throws {
        let dir = TempDir()
        dir.write("po/ar.po", """
            msgid ""
            msgstr "Language: ar\\n"

            msgid "<b>Closing connections…</b>"
            msgstr "<b>يجري غلق الاتصالات…</b>"

            msgid "_Open"
            msgstr "_فتح"

            msgid "translator-credits"
            msgstr "فلان <a@b.c>"

            """)
        let (_, strings, _) = try run(dir)
        let byKey = Dictionary(uniqueKeysWithValues: strings.map { ($0.key, $0) })
        XCTAssertEqual(byKey["<b>Closing connections…</b>"]?.target?.text, "يجري غلق الاتصالات…")
        XCTAssertEqual(byKey["<b>Closing connections…</b>"]?.rawText, "<b>يجري غلق الاتصالات…</b>")
        XCTAssertEqual(byKey["<b>Closing connections…</b>"]?.source?.text, "Closing connections…")
        XCTAssertEqual(byKey["_Open"]?.target?.text, "فتح")
        XCTAssertNil(byKey["translator-credits"])
    }

    /// Angular's XLIFF: `<x id="START_TAG_SPAN" ctype="x-span" equiv-text="&lt;span&gt;"/>` is markup,
    /// `<x id="INTERPOLATION" equiv-text="{{ name }}"/>` a value; template indentation collapses.
    /// XLIFF 2.0 `<pc>` keeps its content, `<ph disp="{count}">` is a value.
    func testXLIFFInlineCodesAndWhiteSpace() throws {
        let dir = TempDir()
        dir.write("messages.ar.xlf", """
            <?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="ng2.template"><body>
            <trans-unit id="h1" datatype="html"><source>
                  <x id="START_TAG_SPAN" ctype="x-span" equiv-text="&lt;span&gt;"/>Hello <x id="INTERPOLATION" equiv-text="{{ name }}"/><x id="CLOSE_TAG_SPAN" ctype="x-span" equiv-text="&lt;/span&gt;"/>
                </source><target>
                  <x id="START_TAG_SPAN" ctype="x-span" equiv-text="&lt;span&gt;"/>مرحبا <x id="INTERPOLATION" equiv-text="{{ name }}"/><x id="CLOSE_TAG_SPAN" ctype="x-span" equiv-text="&lt;/span&gt;"/>
                </target></trans-unit>
            </body></file></xliff>
            """)
        dir.write("v2/app.ar.xlf", """
            <?xml version="1.0"?><xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="ar"><file id="f">
            <unit id="p"><segment><source><pc id="1">Bold</pc> <ph id="2" disp="{count}"/></source><target><pc id="1">عريض</pc> <ph id="2" disp="{count}"/></target></segment></unit>
            </file></xliff>
            """)
        let (_, strings, _) = try run(dir)
        let byKey = Dictionary(uniqueKeysWithValues: strings.map { ($0.key, $0) })
        XCTAssertEqual(byKey["h1"]?.target?.text, "مرحبا سارة")
        XCTAssertEqual(byKey["h1"]?.source?.text, "Hello Alex")
        XCTAssertEqual(byKey["p"]?.target?.text, "عريض 12")
    }

    /// Each syntax with the value its type gets, written out by hand from the documented defaults.
    func testPlaceholderSyntaxesAreTyped() {
        let p = Placeholders()
        let cases: [(String, String)] = [
            ("%username% left", "سارة left"),                   // Symfony
            ("%(site_name)s / %(count)d", "سارة / 12"),         // Python
            ("%{name}", "سارة"),                                // Ruby
            ("{{value, number}} / {{who}}", "12 / سارة"),       // i18next with a format hint
            ("{0:N0} / {1}", "12 / سارة"),                      // .NET composite
            ("%1$@ %2$lld %'d", "سارة 12 12"),                  // printf, positional, grouping flag
            ("%d%% done", "12% done"),                          // %% stays a percent sign
            ("{d, date}", "الأربعاء، ٢٤ سبتمبر ٢٠٢٥"),           // ICU typed date
            ("%A عند %X", "الأربعاء عند 22:45:30"),             // strftime (thunar): %A is no UI's hex float
            ("%Y-%m-%d %H:%M", "2025-09-24 22:45"),            // strftime-only conversions
            ("%ld%%", "12%"),                                   // printf, not a date
            ("%action% %count% entries", "سارة 12 entries"),   // Symfony names that start like %a / %c
        ]
        for (input, expected) in cases { XCTAssertEqual(p.fill(input, locale: "ar").0, expected, input) }
        // CLDR Arabic sample numbers per category (zero 0, one 1, two 2, few 3, many 11, other 100).
        let expected = ["zero": "0", "one": "1", "two": "2", "few": "3", "many": "11", "other": "100"]
        for (category, n) in expected { XCTAssertEqual(p.fill("%d", locale: "ar", pluralCategory: category).0, n, category) }
        XCTAssertEqual(Placeholders(samples: ["plural:few": ["ar": "7"]]).fill("{count}", locale: "ar", pluralCategory: "few").0, "7")
    }

    /// ICU MessageFormat in XLIFF (Symfony `+intl-icu`): one string per branch, with `#` the branch's number.
    func testICUInXLIFFExpandsPerBranch() throws {
        let dir = TempDir()
        dir.write("translations/messages+intl-icu.ar.xlf", """
            <?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="f"><body>
            <trans-unit id="n"><source>{count, plural, one {# comment} other {# comments}}</source><target>{count, plural, one {# تعليق} few {# تعليقات} other {# تعليق}}</target></trans-unit>
            </body></file></xliff>
            """)
        let (_, strings, _) = try run(dir)
        let texts = Dictionary(uniqueKeysWithValues: strings.map { ($0.key, $0.target?.text ?? "") })
        XCTAssertEqual(texts, ["n[one]": "1 تعليق", "n[few]": "3 تعليقات", "n[other]": "100 تعليق"])
        XCTAssertEqual(strings.first { $0.key == "n[few]" }?.source?.text, "3 comments", "the English shown for the same number")
    }

    /// Angular: `{VAR_PLURAL, plural, …}` with an interpolation inside a branch, and a unit that refers to
    /// a nested ICU message by `<x id="ICU"/>` (that message is its own unit).
    func testAngularICUWithInterpolationAndICUReference() throws {
        let dir = TempDir()
        dir.write("src/locale/messages.ar.xlf", """
            <?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="ng2.template"><body>
            <trans-unit id="p" datatype="html"><source>{VAR_PLURAL, plural, =1 {one by <x id="INTERPOLATION" equiv-text="{{ who }}"/>} other {many by <x id="INTERPOLATION" equiv-text="{{ who }}"/>}}</source>
            <target>{VAR_PLURAL, plural, =1 {واحد من <x id="INTERPOLATION" equiv-text="{{ who }}"/>} other {كثير من <x id="INTERPOLATION" equiv-text="{{ who }}"/>}}</target></trans-unit>
            <trans-unit id="r" datatype="html"><source>Used <x id="ICU" equiv-text="{n, plural, =1 {once} other {often}}"/>.</source>
            <target>استُخدم <x id="ICU" equiv-text="{n, plural, =1 {once} other {often}}"/>.</target></trans-unit>
            </body></file></xliff>
            """)
        let (summary, strings, _) = try run(dir)
        XCTAssertEqual(summary.catalogErrors, 0)
        let texts = Dictionary(uniqueKeysWithValues: strings.map { ($0.key, $0.target?.text ?? "") })
        XCTAssertEqual(texts, ["p[=1]": "واحد من سارة", "p[other]": "كثير من سارة", "r": "استُخدم سارة."])
    }

    func testBorderlineClipSeverityIsAWarningUnlessStrict() throws {
        var t = Thresholds()
        XCTAssertEqual(t.borderlineClipSeverity, .warning)
        t.borderlineSeverity = .error
        XCTAssertEqual(t.borderlineClipSeverity, .error)
        let decoded = try JSONDecoder().decode(Thresholds.self, from: Data(#"{"borderline_severity": "error"}"#.utf8))
        XCTAssertEqual(decoded.borderlineSeverity, .error)
    }
}
