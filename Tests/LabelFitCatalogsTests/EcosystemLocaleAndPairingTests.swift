import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Locale and pairing as each ecosystem states them. Fixtures are written
/// here, each reproducing one convention; expected values are written out by hand from the rule cited.
final class EcosystemLocaleAndPairingTests: XCTestCase {
    /// BCP 47 §2.2.1: the language subtag decides. Android's `values-ar-rSA` and `values-b+ar+SA`
    /// (developer.android.com "Providing alternative resources", Table 2), Apple's `ar.lproj`,
    /// gettext's `ar_SA`, i18next's `ar-SA`, Symfony's `messages.ar.xlf`, Flutter's `app_ar.arb`
    /// (gen_l10n: `<prefix>_<locale>.arb`), ISO 639-2 `ara`.
    func testPathLocalesByLanguageSubtag() {
        let arabic = ["res/values-ar/strings.xml", "res/values-ar-rSA/strings.xml", "res/values-b+ar+SA/strings.xml",
                      "ar.lproj/Localizable.strings", "locale/ar_SA/LC_MESSAGES/django.po", "locales/ar-SA/common.json",
                      "translations/messages.ar.xlf", "translations/validators+intl-icu.ar.xlf", "lib/l10n/app_ar.arb",
                      "lib/l10n/app_ar_SA.arb", "src/locale/messages.ara.xlf", "po/ar.po", "locales/ar.json"]
        for p in arabic {
            XCTAssertTrue(CatalogLocale.fromPath("/repo/" + p).map { CatalogLocale.matches($0, "ar") } ?? false, p)
        }
        let notArabic = ["res/values-es-rAR/strings.xml", "locales/es-AR/common.json", "translations/messages.en.xlf",
                         "res/values-night/colors.xml", "lib/l10n/app_en.arb"]
        for p in notArabic {
            XCTAssertFalse(CatalogLocale.fromPath("/repo/" + p).map { CatalogLocale.matches($0, "ar") } ?? false, p)
        }
        XCTAssertTrue(CatalogLocale.matches("ar-SA", "ar-EG"), "a region in --target-locale still names the language")
        XCTAssertFalse(CatalogLocale.matches("es-AR", "ar"))
    }

    /// Symfony: `translations/<domain>.<locale>.xlf` with `target-language`; the English file is a
    /// source, never measured as Arabic. Angular: `messages.xlf` has `source-language` only (a
    /// template) — it yields no "not translated" warnings.
    func testXLIFFLocaleFromTheFileItself() throws {
        let dir = TempDir()
        let unit = { (id: String, s: String, t: String) in "<trans-unit id=\"\(id)\" resname=\"\(id)\"><source>\(s)</source><target>\(t)</target></trans-unit>" }
        func file(_ lang: String, _ body: String) -> String {
            "<?xml version=\"1.0\"?><xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\"><file source-language=\"en\" target-language=\"\(lang)\" datatype=\"plaintext\" original=\"x\"><body>\(body)</body></file></xliff>"
        }
        dir.write("translations/messages.en.xlf", file("en", unit("save", "Save", "Save")))
        dir.write("translations/messages.fr.xlf", file("fr", unit("save", "Save", "Enregistrer")))
        dir.write("translations/messages.ar.xlf", file("ar", unit("save", "Save", "حفظ")))
        dir.write("src/locale/messages.xlf", "<?xml version=\"1.0\"?><xliff version=\"1.2\"><file source-language=\"en\" datatype=\"plaintext\" original=\"ng2.template\"><body><trans-unit id=\"a1\"><source>Close</source></trans-unit></body></file></xliff>")
        let discovery = CatalogDiscovery()
        let jobs = try discovery.jobs(for: [dir.url.path])
        let results = jobs.map(discovery.read)
        let targets = results.filter { $0.role == .target }
        XCTAssertEqual(targets.flatMap(\.entries).map(\.target), ["حفظ"])
        XCTAssertEqual(Set(results.filter { $0.role != .target }.map(\.role)), [.source, .other])
        XCTAssertFalse(results.flatMap(\.diagnostics).contains { $0.message.contains("not translated") })
    }

    /// aapt2 merges every file of `res/values*/` into one resource table: an Arabic string in
    /// `values-ar/extra.xml` pairs with the English in `values/strings.xml`.
    func testAndroidPairsAcrossAllFilesOfTheFolder() throws {
        let dir = TempDir()
        dir.write("app/src/main/res/values/strings.xml", "<resources><string name=\"a\">Open</string><string name=\"b\">Close</string></resources>")
        dir.write("app/src/main/res/values/localazy.xml", "<resources><string name=\"c\">Delete</string></resources>")
        dir.write("app/src/main/res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string></resources>")
        dir.write("app/src/main/res/values-ar/translations.xml", "<resources><string name=\"b\">إغلاق</string><string name=\"c\">حذف</string></resources>")
        let r = try dir.readCatalogs()
        let pairs = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0.source) })
        XCTAssertEqual(pairs, ["a": "Open", "b": "Close", "c": "Delete"])
        XCTAssertFalse(r.diagnostics.contains { $0.message.contains("not translated") }, "\(r.diagnostics)")
    }

    /// i18next: `locales/<lng>/<ns>.json`, where `<lng>` may carry a region on either side.
    func testI18nextPairsAcrossRegionsByNamespace() throws {
        let dir = TempDir()
        dir.write("public/locales/en-US/common.json", #"{"greet": "Hello", "nested": {"bye": "Goodbye"}}"#)
        dir.write("public/locales/ar-SA/common.json", #"{"greet": "مرحبا", "nested": {"bye": "وداعا"}}"#)
        dir.write("public/locales/ar-SA/extra.json", #"{"only": "فقط"}"#)
        let r = try dir.readCatalogs()
        let pairs = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0.source ?? "—") })
        XCTAssertEqual(pairs, ["greet": "Hello", "nested.bye": "Goodbye", "only": "—"])
        XCTAssertEqual(r.diagnostics.filter { $0.message.contains("no source catalog") }.count, 1, "the folder without English is said once")
    }

    /// Flutter gen_l10n: `app_ar_SA.arb` pairs with `app_en.arb`; an exact `@@locale` that names
    /// another language wins over the file name.
    func testARBPairsByLocaleWithRegionAndTrustsLocaleKey() throws {
        let dir = TempDir()
        dir.write("lib/l10n/app_en.arb", #"{"@@locale": "en", "ok": "OK", "items": "{count, plural, =1{one item} other{{count} items}}"}"#)
        dir.write("lib/l10n/app_ar_SA.arb", #"{"@@locale": "ar_SA", "ok": "موافق", "items": "{count, plural, =1{عنصر واحد} few{{count} عناصر} other{{count} عنصر}}"}"#)
        dir.write("lib/l10n/intl_ar.arb", #"{"@@locale": "fr", "ok": "D'accord"}"#)
        let r = try dir.readCatalogs()
        let pairs = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0.source ?? "—") })
        XCTAssertEqual(pairs, ["ok": "OK", "items[=1]": "one item", "items[few]": "{count} items", "items[other]": "{count} items"])
    }

    /// Symfony's XliffFileLoader takes `resname` (else `<source>`) as the message id; when the source
    /// is a key, the English is the `<target>` of the same id in `messages.en.xlf`.
    func testSymfonyKeyAsSourceTakesEnglishFromTheSibling() throws {
        let dir = TempDir()
        func file(_ lang: String, _ target: String) -> String {
            "<?xml version=\"1.0\"?><xliff version=\"1.2\"><file source-language=\"\(lang)\" target-language=\"\(lang)\" datatype=\"plaintext\" original=\"f\"><body><trans-unit id=\"x1\" resname=\"registration.title\"><source>registration.title</source><target>\(target)</target></trans-unit></body></file></xliff>"
        }
        dir.write("translations/messages+intl-icu.en.xlf", file("en", "Create your account"))
        dir.write("translations/messages+intl-icu.ar.xlf", file("ar", "أنشئ حسابك"))
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.source), ["Create your account"])
        // Without the English sibling the key is not a source: the target has none.
        dir.write("other/validators.ar.xlf", file("ar", "قيمة غير صالحة"))
        let alone = CatalogDiscovery().read(.init(kind: .xliff, target: dir.path("other/validators.ar.xlf"), source: nil))
        XCTAssertEqual(alone.entries.map(\.source), [nil])
    }

    /// gettext: msgfmt writes the `.mo` from the `.po`; only the `.po` is read.
    func testMoBesideItsPoIsSkipped() throws {
        let dir = TempDir()
        dir.write("locale/ar/LC_MESSAGES/django.po", "msgid \"\"\nmsgstr \"Language: ar\\n\"\n\nmsgid \"Save\"\nmsgstr \"حفظ\"\n")
        dir.write("locale/ar/LC_MESSAGES/django.mo", Data([0xde, 0x12, 0x04, 0x95]))
        let (jobs, skipped) = try CatalogDiscovery().plan(for: [dir.url.path])
        XCTAssertEqual(jobs.map { URL(fileURLWithPath: $0.target).lastPathComponent }, ["django.po"])
        XCTAssertEqual(skipped.map(\.reason), [.compiledDuplicate])
    }

    /// A `.po` whose `Language:` header names another language is not Arabic, whatever its path.
    func testPoLanguageHeaderDecides() throws {
        let dir = TempDir()
        let po = dir.write("ar.po", "msgid \"\"\nmsgstr \"Language: es_AR\\n\"\n\nmsgid \"Save\"\nmsgstr \"Guardar\"\n")
        let r = CatalogDiscovery().read(.init(kind: .po, target: po, source: nil))
        XCTAssertEqual(r.role, .other)
        XCTAssertTrue(r.entries.isEmpty)
    }

    /// Arabic `Plural-Forms` (gettext manual §12.2.5): n==0 → 0, n==1 → 1, n==2 → 2, n%100 in 3..10 → 3,
    /// n%100 in 11..99 → 4, else 5. With CLDR's samples (zero 0, one 1, two 2, few 3, many 11, other 100)
    /// the forms are, by hand: [0] zero, [1] one, [2] two, [3] few, [4] many, [5] other. English's
    /// msgid is the n = 1 form, msgid_plural every other n.
    func testGettextPluralFormsPairByCLDRCategory() throws {
        let dir = TempDir()
        dir.write("po/ar.po", """
            msgid ""
            msgstr ""
            "Language: ar\\n"
            "Plural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 && n%100<=99 ? 4 : 5;\\n"

            #, c-format
            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] "لا ملفات"
            msgstr[1] "ملف واحد"
            msgstr[2] "ملفان"
            msgstr[3] "%d ملفات"
            msgstr[4] "%d ملفًا"
            msgstr[5] "%d ملف"

            """)
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key), ["%d file[zero]", "%d file[one]", "%d file[two]", "%d file[few]", "%d file[many]", "%d file[other]"])
        XCTAssertEqual(r.entries.map(\.source), ["%d files", "%d file", "%d files", "%d files", "%d files", "%d files"])
        XCTAssertEqual(r.entries.map(\.pluralCategory), ["zero", "one", "two", "few", "many", "other"])
        XCTAssertTrue(r.diagnostics.isEmpty, "\(r.diagnostics)")
    }

    /// The formula evaluated against the CLDR rule for Arabic, written independently here.
    func testPluralFormulaAgreesWithCLDRArabicRule() throws {
        let f = try XCTUnwrap(PluralRules.Formula(header: "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"))
        for n in 0...300 {
            let m = n % 100
            let expected = n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : (3...10).contains(m) ? 3 : (11...99).contains(m) ? 4 : 5
            XCTAssertEqual(f.index(n), expected, "n = \(n)")
        }
    }

    /// `.stringsdict` with two plural variables (`%#@names@ … %#@count@`): Foundation picks a branch
    /// for each; every combination is one string and none is a duplicate.
    func testStringsdictWithTwoVariables() throws {
        let dir = TempDir()
        func dict(_ one: String, _ other: String, _ cOne: String, _ cOther: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>liked</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@names@ %#@count@</string>
            <key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
            <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string>\(cOne)</string><key>other</key><string>\(cOther)</string></dict>
            </dict></dict></plist>
            """
        }
        dir.write("en.lproj/Localizable.stringsdict", dict("A", "A and B", "liked once", "liked %ld times"))
        dir.write("ar.lproj/Localizable.stringsdict", dict("أ", "أ و ب", "أعجبه مرة", "أعجبه %ld مرة"))
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.count, 4)
        XCTAssertEqual(Set(r.entries.map(\.target)), ["أ أعجبه مرة", "أ أعجبه %ld مرة", "أ و ب أعجبه مرة", "أ و ب أعجبه %ld مرة"])
        XCTAssertEqual(r.entries.first { $0.target == "أ و ب أعجبه %ld مرة" }?.source, "A and B liked %ld times")
        XCTAssertFalse(r.diagnostics.contains { $0.message.contains("duplicate") })
    }

    /// xcstrings: Arabic `few` has no English variant; CLDR gives English `other` for 3, so it pairs there.
    func testXCStringsArabicCategoriesPairWithEnglishOther() throws {
        let dir = TempDir()
        dir.write("Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"left": {"localizations": {
              "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld loop left"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld loops left"}}}}},
              "ar": {"variations": {"plural": {"few": {"stringUnit": {"state": "needs_review", "value": "%lld حلقات"}}, "one": {"stringUnit": {"state": "translated", "value": "حلقة"}}}}}
            }}}}
            """)
        let r = try dir.readCatalogs()
        let few = try XCTUnwrap(r.entries.first { $0.key == "left[few]" })
        XCTAssertEqual(few.source, "%lld loops left")
        XCTAssertEqual(few.state, "needs_review")
        XCTAssertEqual(r.entries.first { $0.key == "left[one]" }?.source, "%lld loop left")
    }

    /// `--target-locale ar-SA` names Arabic: a String Catalog's "ar" entry and a `values-ar` folder are its strings.
    func testTargetLocaleWithARegion() throws {
        let dir = TempDir()
        dir.write("Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {"ok": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "OK"}}, "ar": {"stringUnit": {"state": "translated", "value": "موافق"}}}}}}"#)
        dir.write("res/values/strings.xml", "<resources><string name=\"a\">Open</string></resources>")
        dir.write("res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string></resources>")
        let discovery = CatalogDiscovery(sourceLocale: "en-US", targetLocale: "ar-SA")
        let entries = try discovery.jobs(for: [dir.url.path]).flatMap { discovery.read($0).entries }
        XCTAssertEqual(Set(entries.map { "\($0.source ?? "-")→\($0.target ?? "-")" }), ["OK→موافق", "Open→فتح"])
    }

    /// Flutter's l10n.yaml names the template: `strings_ar.arb` pairs with `messages.arb` there.
    func testARBTemplateFromL10nYaml() throws {
        let dir = TempDir()
        dir.write("l10n.yaml", "arb-dir: lib/i18n\ntemplate-arb-file: messages.arb\noutput-localization-file: app_localizations.dart\n")
        dir.write("lib/i18n/messages.arb", #"{"@@locale": "en", "ok": "OK"}"#)
        dir.write("lib/i18n/strings_ar.arb", #"{"ok": "موافق"}"#)
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.source), ["OK"])
    }
}
