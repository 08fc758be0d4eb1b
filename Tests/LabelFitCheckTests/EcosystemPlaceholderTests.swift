import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// Placeholders and markup as each ecosystem's toolkit shows them. The
/// samples asserted are the documented defaults (`Placeholders.defaults`: a name "Alex"/"سارة",
/// integer 12, float 3.5) and the CLDR sample of a plural category (Arabic few: n % 100 in 3…10, so 3;
/// https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
final class EcosystemPlaceholderTests: XCTestCase {
    let p = Placeholders()

    /// QString::arg: `%1` is the marker and the text after it stays (before: printf took `%1' ha` as
    /// a `%a` conversion with flags, and `'%1' has finished` was measured as `'3.5s finished`).
    func testQtMarkersKeepTheTextAfterThem() {
        XCTAssertEqual(p.fill("'%1' has finished", locale: "en", syntax: .qt).0, "'Alex' has finished")
        XCTAssertEqual(p.fill("'%1' انتهى", locale: "ar", syntax: .qt, typedBy: "'%1' has finished").0, "'سارة' انتهى")
        // Typed by the English's use: a count before a plural noun or unit, "%1 of %2", a percentage, %L1.
        XCTAssertEqual(p.fill("%1 files in %2", locale: "en", syntax: .qt).0, "12 files in Alex")
        XCTAssertEqual(p.fill("%1 ملفات في %2", locale: "ar", syntax: .qt, typedBy: "%1 files in %2").0, "12 ملفات في سارة")
        XCTAssertEqual(p.fill("Page %1 of %2", locale: "en", syntax: .qt).0, "Page 12 of Alex")
        XCTAssertEqual(p.fill("%1% done, %L2 left, %3h", locale: "en", syntax: .qt).0, "12% done, 12 left, 12h")
        // Not printf: `%1 f` is marker then text; `%%` is two percent signs in QString::arg.
        XCTAssertEqual(p.fill("%1 foo", locale: "en", syntax: .qt).0, "Alex foo")
        // Without the Qt syntax the same text is still read as printf would (outputs of other formats unchanged).
        XCTAssertEqual(p.fill("%1$s has", locale: "en").0, "Alex has")
        // Where no syntax is stated (an API pair), a marker printf cannot take is Qt's: C's order is flags
        // before width, so `%1 to` is no `%1 t`+`o` directive (before: "12 Alex").
        XCTAssertEqual(p.fill("copy %1 to %2", locale: "en").0, "copy Alex to Alex")
        XCTAssertEqual(p.fill("'%1' has finished", locale: "en").0, "'Alex' has finished")
        // Two printf directives around an "x" are not a Symfony `%dx%` (before: "Alexd pixels").
        XCTAssertEqual(p.fill("%dx%d pixels", locale: "en").0, "12x12 pixels")
    }

    /// Qt numerus `%n` and KDE i18np's `%1` are the plural's number: the CLDR category's sample.
    func testPluralNumbersAreOfTheirCategory() {
        XCTAssertEqual(p.fill("%n ملفات", locale: "ar", pluralCategory: "few", syntax: .qt, typedBy: "%n file(s)").0, "3 ملفات")
        XCTAssertEqual(p.fill("%1 ملفات", locale: "ar", pluralCategory: "few", syntax: .qt, typedBy: "%1 items").0, "3 ملفات")
        XCTAssertEqual(p.fill("حُذف %1", locale: "ar", pluralCategory: "few", syntax: .qt, typedBy: "Deleted %1").0, "حُذف 3")
        // Android: the one placeholder of a plural is the quantity even as `%s` (before: "سارة مشتركين").
        XCTAssertEqual(p.fill("%s مشتركين", locale: "ar", pluralCategory: "few", typedBy: "%s subscribers").0, "3 مشتركين")
        // ICU/Angular: a name the English uses as a count, in a plural variant (before: "Alexm", "Alex tasks").
        // Arabic other's CLDR sample is 100 (n % 100 = 0…2 beyond the first hundred; the first such n).
        XCTAssertEqual(p.fill("{minutes}m", locale: "en", pluralCategory: "other", pluralLocale: "ar").0, "100m")
        XCTAssertEqual(p.fill("{{interpolation}} مهام", locale: "ar", pluralCategory: "few", typedBy: "{{interpolation}} tasks").0, "3 مهام")
        XCTAssertEqual(p.fill("{totalRestaurants} Restaurants", locale: "en", pluralCategory: "few", pluralLocale: "ar").0, "3 Restaurants")
        // Outside a plural a name stays a name.
        XCTAssertEqual(p.fill("{{interpolation}} tasks", locale: "en").0, "Alex tasks")
        // Two placeholders: no guess, each by its own type.
        XCTAssertEqual(p.fill("%1$s و %2$d", locale: "ar", pluralCategory: "few", typedBy: "%1$s and %2$d").0, "سارة و 3")
    }

    /// A space flag before a word is prose (`10% off`), in every format.
    func testPercentBeforeAWordIsText() {
        XCTAssertEqual(p.fill("get 10% off first year", locale: "en").0, "get 10% off first year")
        XCTAssertEqual(p.fill("(87% of users)", locale: "en").0, "(87% of users)")
        XCTAssertEqual(p.fill("% d", locale: "en").0, "12")
    }

    /// Python str.format: `{}`, `{0}`, `{name}`, `{:.1f}`, `{{` literal.
    func testPythonBraceFields() {
        XCTAssertEqual(p.fill("{} of {count} in {0} at {:.1f} {{x}}", locale: "en", syntax: .pythonBrace).0, "Alex of 12 in Alex at 3.5 {x}")
        XCTAssertEqual(p.fill("%(name)s has %(count)d", locale: "en").0, "Alex has 12")
    }

    /// Angular: the expression's value, never its code; a code without its equiv-text in the target
    /// takes the source's.
    func testAngularInterpolationsAreSamples() throws {
        let dir = TempDir()
        let path = dir.write("src/locale/messages.ar.xlf", """
            <?xml version="1.0" encoding="UTF-8" ?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file source-language="en-US" datatype="plaintext" target-language="ar">
                <body>
                  <trans-unit id="a" datatype="html">
                    <source>Hello <x id="INTERPOLATION" equiv-text="{{this.settingsService.displayName}}"/>, <x id="INTERPOLATION_1" equiv-text="{{ field.document_count }}"/> left</source>
                    <target>مرحبا <x id="INTERPOLATION"/>، بقي <x id="INTERPOLATION_1"/></target>
                  </trans-unit>
                  <trans-unit id="b" datatype="html">
                    <source>Dismiss all <x id="PH" equiv-text="this.totalTasks()"/> tasks? <x id="INTERPOLATION" equiv-text="{{ doc().added | customDate }}"/> <x id="INTERPOLATION_1" equiv-text="ueryList&lt;NgbSli"/></source>
                    <target>تجاهل <x id="PH" equiv-text="this.totalTasks()"/>؟ <x id="INTERPOLATION"/> <x id="INTERPOLATION_1"/></target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """)
        let r = XLIFFReader(limits: .default).read(path)
        let byKey = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0) })
        XCTAssertEqual(byKey["a"]?.source, "Hello {{displayName}}, {{document_count}} left")
        XCTAssertEqual(byKey["a"]?.target, "مرحبا {{displayName}}، بقي {{document_count}}")
        XCTAssertEqual(p.fill(byKey["a"]?.source ?? "", locale: "en").0, "Hello Alex, 12 left")
        XCTAssertEqual(byKey["b"]?.source, "Dismiss all {{totalTasks}} tasks? {{date}} {{interpolation_1}}")
        XCTAssertEqual(byKey["b"]?.target, "تجاهل {{totalTasks}}؟ {{date}} {{interpolation_1}}")
    }

    /// KDE `kde-kuit-format` entries: KUIT markup rendered on both sides (before: `<nl/>` left in the
    /// English only), `%1` filled as Qt's.
    func testKDEKUITMarkupAndMarkers() throws {
        let dir = TempDir()
        let path = dir.write("po/ar/dolphin.po", """
            msgid ""
            msgstr ""
            "Language: ar\\n"
            "Plural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;\\n"

            #, kde-kuit-format
            msgctxt "@info"
            msgid "Installing <filename>%1</filename> failed.<nl/>Try <emphasis>again</emphasis>."
            msgstr "فشل تثبيت <filename>%1</filename>.<nl/>حاول <emphasis>مجددا</emphasis>."

            #, kde-format
            msgid "One folder"
            msgid_plural "%1 folders"
            msgstr[0] "لا مجلدات"
            msgstr[1] "مجلد واحد"
            msgstr[2] "مجلدان"
            msgstr[3] "%1 مجلدات"
            msgstr[4] "%1 مجلدًا"
            msgstr[5] "%1 مجلد"

            """)
        let r = GettextReader(limits: .default, targetLocale: "ar").readPO(path)
        let byKey = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0) })
        let kuit = try XCTUnwrap(byKey["@info|Installing <filename>%1</filename> failed.<nl/>Try <emphasis>again</emphasis>."])
        XCTAssertEqual(kuit.source, "Installing %1 failed.\nTry again.")
        XCTAssertEqual(kuit.target, "فشل تثبيت %1.\nحاول مجددا.")
        XCTAssertEqual(kuit.placeholderSyntax, .qt)
        let few = try XCTUnwrap(byKey["One folder[few]"])
        XCTAssertEqual(p.fill(few.target!, locale: "ar", pluralCategory: few.pluralCategory, syntax: few.placeholderSyntax, typedBy: few.source).0, "3 مجلدات")
    }

    /// Qt rich text (a tag before the first line break) drawn as a label draws it, on both sides.
    func testQtRichTextOnBothSides() throws {
        let dir = TempDir()
        dir.write("tr/app_ar.ts", """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE TS>
            <TS version="2.1" language="ar" sourcelanguage="en">
            <context><name>W</name>
            <message><source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;&lt;span style=" font-weight:600;"&gt;%1 &lt;/span&gt;is required&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
            <translation>&lt;html&gt;&lt;head&gt;&lt;style&gt;p { margin: 0 }&lt;/style&gt;&lt;/head&gt;&lt;body&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; مطلوب&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation></message>
            <message><source>a &lt; b</source><translation>أ &lt; ب</translation></message>
            </context></TS>
            """)
        let entries = try dir.readCatalogs().entries
        XCTAssertEqual(entries.map(\.source), ["%1 is required", "a < b"])
        XCTAssertEqual(entries.map(\.target), ["%1 مطلوب", "أ < ب"])
    }

    /// A placeholder's kind comes from whole words of its name: `%tokenLifetime%` (a duration in
    /// FOSUserBundle's messages) is text, not a clock time; `{country}` is no count, `{update}` no date.
    /// The documented samples: a name "Alex", integer 12, date "Wednesday, 24 September 2025", time "10:45 PM".
    func testKindsComeFromWholeWordsOfTheName() {
        XCTAssertEqual(p.fill("Valid for %tokenLifetime%", locale: "en").0, "Valid for Alex")
        XCTAssertEqual(p.fill("Starts at {startTime}", locale: "en").0, "Starts at 10:45 PM")
        XCTAssertEqual(p.fill("{country} and {update}", locale: "en").0, "Alex and Alex")
        XCTAssertEqual(p.fill("{itemCount} items, {num_files} files, {countAll}", locale: "en").0, "12 items, 12 files, 12")
        XCTAssertEqual(p.fill("Created {created_at}", locale: "en").0, "Created Wednesday, 24 September 2025")
    }

    /// easy_localization's positional `{}` (and Python's, Rust's, SLF4J's) is a value, filled like a name.
    func testEmptyBracesAreThePositionalArgument() {
        XCTAssertEqual(p.fill("Hello {}, you have {} new", locale: "en").0, "Hello Alex, you have Alex new")
        XCTAssertEqual(p.fill("مرحبا {}", locale: "ar").0, "مرحبا سارة")
        // A plural variant's one placeholder is its category's number (Arabic few: 3).
        XCTAssertEqual(p.fill("{} ملفات", locale: "ar", pluralCategory: "few", typedBy: "{} files").0, "3 ملفات")
    }

    /// Drupal's `t()` placeholders (`FormattableMarkup::placeholderFormat`): `@name`, `%name`, `:name`,
    /// never printf; in a translation a key the English has is one even glued to a word. Samples: a
    /// name "Alex"/"سارة", an integer 12 (`@count`: its name says a count).
    func testDrupalPlaceholders() {
        XCTAssertEqual(p.fill("Revisions for %title", locale: "en", syntax: .drupal).0, "Revisions for Alex")
        XCTAssertEqual(p.fill("Sent email to %recipient at :url", locale: "en", syntax: .drupal).0, "Sent email to Alex at Alex")
        XCTAssertEqual(p.fill("@count min, 50% done, mail me@example.com", locale: "en", syntax: .drupal).0, "12 min, 50% done, mail me@example.com")
        XCTAssertEqual(p.fill("تم إنشاء ال@type\u{200F} %title.", locale: "ar", syntax: .drupal, typedBy: "@type %title has been created.").0,
                       "تم إنشاء السارة\u{200F} سارة.")
        // Without Drupal's syntax, printf reads `%ti` (C's ptrdiff_t length, then `i`): why the project's kind matters.
        XCTAssertNotEqual(p.fill("Revisions for %title", locale: "en").0, "Revisions for Alex")
    }

    /// MediaWiki parameters `$1`…: a name, or in a plural variant the number (Arabic few: 3); `$` before
    /// anything else is text.
    func testMediaWikiParameters() {
        XCTAssertEqual(p.fill("Logged in as $1 (100$)", locale: "en", syntax: .mediawiki).0, "Logged in as Alex (100$)")
        XCTAssertEqual(p.fill("استرجاع $1 تعديلات", locale: "ar", pluralCategory: "few", syntax: .mediawiki, typedBy: "Undelete $1 edits").0, "استرجاع 3 تعديلات")
        // Two parameters, the count named by `{{PLURAL:$2|…}}`: `$2` is Arabic few's 3 and English's
        // for the same variant, `$1` a name, though "children" does not read as a counted noun.
        XCTAssertEqual(p.fill("$2 أطفال لـ$1", locale: "ar", pluralCategory: "few", syntax: .mediawiki, typedBy: "$2 children of $1", count: "$2").0,
                       "3 أطفال لـسارة")
        XCTAssertEqual(p.fill("$2 children of $1", locale: "en", pluralCategory: "few", pluralLocale: "ar", syntax: .mediawiki, count: "$2").0,
                       "3 children of Alex")
        // Without the block's parameter the same text has no number in it.
        XCTAssertEqual(p.fill("$2 children of $1", locale: "en", pluralCategory: "few", pluralLocale: "ar", syntax: .mediawiki).0, "Alex children of Alex")
    }

    /// Every string a check of the folder measures, with Noto Sans and Noto Naskh Arabic UI.
    static func checkedStrings(in dir: TempDir) throws -> [CheckedString] {
        var config = CheckConfiguration()
        config.fonts = ["en": "Noto Sans", "ar": "Noto Naskh Arabic UI"]
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: dir.url.path)
        var strings: [CheckedString] = []
        _ = try runner.run(jobs: runner.jobs(paths: [dir.url.path])) { event in
            if case .string(let c) = event { strings.append(c) }
        }
        return strings
    }

    /// Read from banana JSON end to end: the `{{PLURAL:$2|…}}` parameter reaches the filled texts.
    func testMediaWikiPluralParameterIsTheNumberEndToEnd() throws {
        let dir = TempDir()
        dir.write("i18n/en.json", #"{"@metadata": {}, "kids": "{{PLURAL:$2|$2 child|$2 children}} of $1"}"#)
        dir.write("i18n/ar.json", #"{"@metadata": {}, "kids": "{{PLURAL:$2|لا أطفال|طفل|طفلان|$2 أطفال|$2 طفلًا|$2 طفل}} لـ$1"}"#)
        let few = try XCTUnwrap(try Self.checkedStrings(in: dir).first { $0.key == "kids[few]" })
        XCTAssertEqual(few.target?.text, "3 أطفال لـسارة")
        XCTAssertEqual(few.source?.text, "3 children of Alex")
    }

    /// A `.po` in a Drupal module (`<name>.info.yml` in its root, drupal.org "Let Drupal know about your
    /// module with an .info.yml file") is read with Drupal's placeholders; the same file elsewhere is not.
    func testADrupalModulesCatalogsUseDrupalPlaceholders() throws {
        func sourceText(infoFile: Bool) throws -> String? {
            let dir = TempDir()
            if infoFile { dir.write("mymodule/mymodule.info.yml", "name: My module\ntype: module\ncore_version_requirement: ^10\n") }
            dir.write("mymodule/translations/ar.po", "msgid \"\"\nmsgstr \"\"\n\"Language: ar\\n\"\n\nmsgid \"Revisions for %title\"\nmsgstr \"مراجعات %title\"\n")
            let strings = try Self.checkedStrings(in: dir)
            XCTAssertEqual(strings.count, 1)
            return strings.first?.source?.text
        }
        XCTAssertEqual(try sourceText(infoFile: true), "Revisions for Alex")
        XCTAssertNotEqual(try sourceText(infoFile: false), "Revisions for Alex")
    }

}

/// Plural samples against ICU's plural rules (the independent source: `uplrules_select` through
/// `PluralCategory`): every sample is of the category it stands for.
final class PluralSampleTests: XCTestCase {
    func testSamplesAreOfTheirCategoryByICU() {
        // The documented Arabic table agrees with ICU.
        for category in ["zero", "one", "two", "few", "many", "other"] {
            let n = PluralSamples.sample(category, locale: "ar")
            XCTAssertEqual(n.flatMap { PluralCategory.of(Double($0), locale: "ar") }, category, category)
        }
        // A language the table lacks takes ICU's smallest number of the category. Welsh (CLDR: zero 0,
        // one 1, two 2, few 3, many 6, other the rest): before, "many" had no sample and the integer
        // sample 12, a Welsh "other", stood for it.
        XCTAssertEqual(PluralSamples.sample("many", locale: "cy"), 6)
        XCTAssertEqual(PluralSamples.sample("few", locale: "cy"), 3)
        XCTAssertEqual(Placeholders().fill("%d o gathod", locale: "cy", pluralCategory: "many").0, "6 o gathod")
    }
}
