import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// Java `.properties` bundles, Laravel PHP and JSON catalogs and other PHP arrays. The
/// fixtures under `Tests/Fixtures/properties/`, `laravel/` and `php-array/` were written for these
/// tests; every expected value is worked out by hand from the rule cited in the reader, as the
/// comments say.
final class PropertiesAndPHPCatalogTests: XCTestCase {
    static let fixtures = Fixtures.root.appendingPathComponent("Tests/Fixtures")

    func read(_ folder: String) throws -> (entries: [String: CatalogEntry], diagnostics: [CatalogDiagnostic], jobs: [CatalogDiscovery.Job]) {
        let discovery = CatalogDiscovery()
        let jobs = try discovery.jobs(for: [Self.fixtures.appendingPathComponent(folder).path])
        var entries: [String: CatalogEntry] = [:]
        var diagnostics: [CatalogDiagnostic] = []
        for job in jobs {
            let r = discovery.read(job)
            for e in r.entries { entries[URL(fileURLWithPath: e.targetLocation.file).lastPathComponent + ":" + e.key] = e }
            diagnostics += r.diagnostics
        }
        return (entries, diagnostics, jobs)
    }

    // MARK: Java .properties

    /// ResourceBundle names: `base_language[_COUNTRY]`; a name with no locale is a base bundle.
    func testBundleNameLocales() {
        XCTAssertEqual(CatalogDiscovery.javaBundleName("Messages_ar").map { [$0.base, $0.tag] }, ["Messages", "ar"])
        XCTAssertEqual(CatalogDiscovery.javaBundleName("Messages_ar_SA").map { [$0.base, $0.tag] }, ["Messages", "ar_SA"])
        XCTAssertEqual(CatalogDiscovery.javaBundleName("my_app_ar").map { [$0.base, $0.tag] }, ["my_app", "ar"])
        XCTAssertEqual(CatalogDiscovery.javaBundleName("JabRef_en").map { [$0.base, $0.tag] }, ["JabRef", "en"])
        XCTAssertNil(CatalogDiscovery.javaBundleName("Messages"))
        XCTAssertNil(CatalogDiscovery.javaBundleName("log4j2_test"), "'test' is not a language subtag")
    }

    /// Pairing: `Messages_ar.properties` with `Messages.properties` beside it; `lang/Messages_ar_SA`
    /// (ZAP's layout) with the same base bundle found elsewhere under the path read; `Legacy_ar`
    /// with `Legacy`; the base bundles themselves are sources, not jobs.
    func testPropertiesPairing() throws {
        let (_, _, jobs) = try read("properties")
        let pairs = Dictionary(uniqueKeysWithValues: jobs.map { (URL(fileURLWithPath: $0.target).lastPathComponent, $0.source.map { URL(fileURLWithPath: $0).lastPathComponent }) })
        XCTAssertEqual(pairs, ["Messages_ar.properties": "Messages.properties", "Messages_ar_SA.properties": "Messages.properties",
                               "Legacy_ar.properties": "Legacy.properties", "Broken_ar.properties": "Broken.properties"])
        XCTAssertTrue(jobs.allSatisfy { $0.kind == .properties })
    }

    /// Properties.load: separators `=`, `:` and white space, escaped spaces in keys, continuation
    /// lines with their leading white space dropped, an even number of final backslashes is no
    /// continuation, `\uXXXX` escapes; UTF-8 first (Java 9+), ISO-8859-1 when not UTF-8.
    func testPropertiesLoadRules() throws {
        let (e, _, _) = try read("properties")
        let ar = "Messages_ar.properties:"
        // `long.text = الجزء الأول \` + newline + 12 spaces + `الجزء الثاني`: the backslash, the line
        // break and the 12 spaces go; the space before the backslash stays.
        XCTAssertEqual(e[ar + "long.text"]?.target, "الجزء الأول الجزء الثاني")
        XCTAssertEqual(e[ar + "long.text"]?.source, "First part second part")
        XCTAssertEqual(e[ar + "long.text"]?.targetLocation.line, 6)
        XCTAssertEqual(e[ar + "key with spaces"]?.target, "قيمة")      // `key\ with\ spaces : قيمة`
        XCTAssertEqual(e[ar + "colon"]?.target, "تسجيل الدخول")           // `colon:تسجيل الدخول`
        XCTAssertEqual(e[ar + "spaces"]?.target, "فتح")                   // `spaces   فتح`
        // `C:\\مجلد\\` ends in two backslashes (even): one backslash each, and `next` is its own line.
        XCTAssertEqual(e[ar + "path"]?.target, "C:\\مجلد\\")
        XCTAssertEqual(e[ar + "next"]?.target, "التالي")
        // \u062D \u0641 \u0638 are ح ف ظ.
        XCTAssertEqual(e[ar + "escaped"]?.target, "حفظ")
        // ASCII file, \u0623\u0647\u0644\u0627\u064b = أ ه ل ا ً.
        XCTAssertEqual(e["Messages_ar_SA.properties:greeting"]?.target, "أهلاً {0}")
        // Byte E9 is not UTF-8: the file is ISO-8859-1, E9 is é; \u0645\u0642\u0647\u0649 = م ق ه ى.
        XCTAssertEqual(e["Legacy_ar.properties:cafe"]?.target, "مقهى Café")
        XCTAssertEqual(e["Legacy_ar.properties:cafe"]?.source, "Café")
    }

    /// MessageFormat: `''` is one quote, a single quote quotes up to the next one; a value without
    /// an argument is shown as it is; each ChoiceFormat option is its own string.
    func testMessageFormatQuotingAndChoice() throws {
        let (e, _, _) = try read("properties")
        let ar = "Messages_ar.properties:"
        // `دور ''{0}'' الآن`: each '' is one quote, {0} stays for the filler.
        XCTAssertEqual(e[ar + "quote"]?.target, "دور '{0}' الآن")
        XCTAssertEqual(e[ar + "quote"]?.rawTarget, "دور ''{0}'' الآن")
        // `It''s {0}'s turn`: '' → ', then `'s turn` is a quoted run to the end → "s turn".
        XCTAssertEqual(e[ar + "quote"]?.source, "It's {0}s turn")
        // No argument: not a pattern, the apostrophe is text.
        XCTAssertEqual(e[ar + "plain"]?.source, "Don't stop")
        // `{0,choice,0#لا ملفات|1#ملف واحد|1<{0,number,integer} ملفات}`: three options.
        XCTAssertEqual(e[ar + "files.count[0#]"]?.target, "لا ملفات")
        XCTAssertEqual(e[ar + "files.count[1#]"]?.target, "ملف واحد")
        XCTAssertEqual(e[ar + "files.count[1<]"]?.target, "{0,number,integer} ملفات")
        XCTAssertEqual(e[ar + "files.count[1<]"]?.source, "{0,number,integer} files")
        XCTAssertNil(e[ar + "files.count"])
        // JabRef's "Add {} around selected text" has no argument: text, not a broken pattern.
        XCTAssertEqual(try JavaMessageFormat.variants("Add {} around"), [.init(suffix: "", text: "Add {} around")])
    }

    /// MessageFormat arguments get typed samples: `{1,number}` an integer, `{0}` a name.
    func testMessageFormatPlaceholdersFilled() {
        let p = Placeholders()
        // Defaults: integer "12", string "Alex" (Placeholders.defaults).
        XCTAssertEqual(p.fill("{1,number} of {0}", locale: "en").0, "12 of Alex")
        XCTAssertEqual(p.fill("{0,number,integer} files", locale: "en").0, "12 files")
        XCTAssertEqual(p.fill("{0,date,short}", locale: "en").0, "Wednesday, 24 September 2025")
        // A choice argument left whole (no braces inside) is a number: the integer sample.
        XCTAssertEqual(p.fill("{0,choice,0#none|1#some}", locale: "en").0, "12")
        // Inside a choice option, the selected argument `{0}` is a Number: typed `{0,number}`.
        XCTAssertEqual(try JavaMessageFormat.variants("{0,choice,0#none|1<{0} files}").map(\.text), ["none", "{0,number} files"])
    }

    /// A malformed `\u06ZZ` (line 2) and an unclosed `{0` (line 3) are located errors; lines 1 and 4 are read.
    func testMalformedPropertiesKeepOtherStrings() throws {
        let (e, d, _) = try read("properties/malformed")
        XCTAssertEqual(e["Broken_ar.properties:good"]?.target, "جيد")
        XCTAssertEqual(e["Broken_ar.properties:after"]?.target, "بعد")
        XCTAssertNil(e["Broken_ar.properties:bad.escape"])
        let errors = d.filter { $0.severity == .error }.map { "\($0.location.line ?? 0): \($0.message)" }
        XCTAssertEqual(errors, ["2: malformed \\uxxxx encoding (java.util.Properties.load throws IllegalArgumentException)",
                                "3: 'bad.brace': unmatched braces in a MessageFormat pattern"])
    }

    // MARK: Laravel

    /// `lang/ar/messages.php` (`return array(...)`) pairs with `lang/en/messages.php`; keys are
    /// `messages.` + nested keys joined with "."; list elements take 0, 1; escapes and concatenation.
    func testLaravelNestedArraysConcatenationAndEscapes() throws {
        let (e, _, jobs) = try read("laravel")
        let php = jobs.first { $0.target.hasSuffix("ar/messages.php") }
        XCTAssertEqual(php?.kind, .php)
        XCTAssertTrue(php?.source?.hasSuffix("lang/en/messages.php") ?? false)
        let m = "messages.php:messages."
        XCTAssertEqual(e[m + "nested.deeper.leaf"]?.target, "عميق")
        XCTAssertEqual(e[m + "nested.deeper.leaf"]?.source, "Deep")
        // "علامة\tتبويب" is double-quoted: \t is a tab. The entry carries the catalog's text raw.
        XCTAssertEqual(e[m + "nested.title"]?.rawTarget ?? e[m + "nested.title"]?.target, "علامة\tتبويب")
        // 'مرحبا ' . "بالعالم"
        XCTAssertEqual(e[m + "concat"]?.target, "مرحبا بالعالم")
        XCTAssertEqual(e[m + "list.0"]?.target, "الأول")
        XCTAssertEqual(e[m + "list.1"]?.target, "الثاني")
        // Single-quoted 'هذا\'s \\ هنا \n': \' → ', \\ → \, \n stays two characters.
        XCTAssertEqual(e[m + "escaped"]?.target, "هذا's \\ هنا \\n")
        // After /* */ and # comments.
        XCTAssertEqual(e[m + "after"]?.target, "بعد")
        XCTAssertEqual(e[m + "after"]?.format, "laravel")
        XCTAssertNil(e[m + "number"], "a number is not UI text")
    }

    /// `:name`, `:NAME` become `{name}` for the filler; the catalog text stays raw.
    func testLaravelPlaceholders() throws {
        let (e, _, _) = try read("laravel")
        XCTAssertEqual(e["messages.php:messages.welcome"]?.target, "مرحبًا، {name}")
        XCTAssertEqual(e["messages.php:messages.welcome"]?.rawTarget, "مرحبًا، :name")
        XCTAssertEqual(e["messages.php:messages.shout"]?.source, "HELLO {NAME}")
        XCTAssertEqual(LaravelMessage.placeholders("at 12:30, http://x :a1_b"), "at 12:30, http://x {a1_b}")
        // `:count` is typed a number by its name: the integer sample 12.
        XCTAssertEqual(Placeholders().fill(LaravelMessage.placeholders(":count items"), locale: "en").0, "12 items")
    }

    /// MessageSelector: `{0}` and `[1,19]` conditions are stripped, each variant its own string;
    /// unconditioned Arabic variants are indexes 0, 1, 2 = zero, one, two; English's are one, other.
    func testLaravelPipePlurals() throws {
        let (e, _, _) = try read("laravel")
        let m = "messages.php:messages."
        XCTAssertEqual(e[m + "range[=0]"]?.target, "لا شيء")
        XCTAssertEqual(e[m + "range[1,19]"]?.target, "بعض")
        XCTAssertEqual(e[m + "range[20,*]"]?.target, "كثير")
        XCTAssertEqual(e[m + "range[20,*]"]?.source, "Many")
        XCTAssertEqual(e[m + "apples[zero]"]?.target, "تفاحة")
        XCTAssertEqual(e[m + "apples[one]"]?.target, "تفاحتان")
        XCTAssertEqual(e[m + "apples[two]"]?.target, "تفاحات")
        // English 'apple|apples' is [one] apple, [other] apples: Arabic zero and two pair with other.
        XCTAssertEqual(e[m + "apples[one]"]?.source, "apple")
        XCTAssertEqual(e[m + "apples[two]"]?.source, "apples")
        XCTAssertNil(e[m + "apples"])
    }

    /// `config('app.name')` and `"مرحبا $user"` need PHP to run: one located warning each, naming
    /// the key; the strings after them are still read.
    func testNonLiteralValuesAreNamed() throws {
        let (e, d, _) = try read("laravel")
        let warnings = d.filter { $0.location.file.hasSuffix("ar/messages.php") && $0.severity == .warning }.map { "\($0.location.line ?? 0): \($0.message)" }
        XCTAssertEqual(warnings, ["16: 'messages.computed' is 'config', a constant or function call: only literal strings are read; not measured",
                                  "17: 'messages.interp' is a double-quoted string that interpolates a variable: only literal strings are read; not measured"])
        XCTAssertNil(e["messages.php:messages.computed"])
        XCTAssertNotNil(e["messages.php:messages.after"])
    }

    /// PHP keywords are case-insensitive (`ARRAY(`, `Return`); a constant keeps its own spelling in
    /// the warning; `true` is not a string; `"\x41\u{0628}"` is "Aب" (a hex byte, a code point).
    func testPHPKeywordsCaseAndDoubleQuotedEscapes() throws {
        let dir = TempDir()
        dir.write("lang/ar/x.php", "<?php\nReturn ['a' => APP_NAME,\n'b' => ARRAY('c' => \"\\x41\\u{0628}\"), 'd' => TRUE];\n")
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key), ["x.b.c"])
        XCTAssertEqual(r.entries.first?.target, "Aب")
        XCTAssertEqual(r.diagnostics.filter { $0.message.contains("literal") }.map { "\($0.location.line ?? 0): \($0.message)" },
                       ["2: 'x.a' is 'APP_NAME', a constant or function call: only literal strings are read; not measured",
                        "3: 'x.d' is TRUE, not a string: only literal strings are read; not measured"])
    }

    /// An unterminated string on line 4: 'ok' (line 3) is read, then one located error.
    func testMalformedPHPFile() throws {
        let (e, d, _) = try read("laravel")
        XCTAssertEqual(e["broken.php:broken.ok"]?.target, "حسنًا")
        let errors = d.filter { $0.location.file.hasSuffix("ar/broken.php") && $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.location.line ?? 0): \($0.message)" }, ["4: unterminated string; the rest of the file is not read"])
    }

    /// `lang/ar.json` beside `lang/ar/*.php` is Laravel's key-as-source JSON: the key is the English,
    /// `lang/en.json` overrides it; pipe plurals and `:name` apply; a non-string value is named.
    func testLaravelKeyAsSourceJSON() throws {
        let (e, d, jobs) = try read("laravel")
        XCTAssertEqual(jobs.first { $0.target.hasSuffix("ar.json") }?.kind, .laravelJSON)
        XCTAssertEqual(e["ar.json:Save"]?.source, "Save changes")
        XCTAssertEqual(e["ar.json:Hello :name"]?.source, "Hello {name}")
        XCTAssertEqual(e["ar.json:Hello :name"]?.target, "مرحبا {name}")
        // ":count تفاحة|:count تفاحتان": Arabic indexes 0, 1 = zero, one; the key's English
        // variants are [one] ":count apple", [other] ":count apples".
        let key = "ar.json::count apple|:count apples"
        XCTAssertEqual(e[key + "[zero]"]?.target, "{count} تفاحة")
        XCTAssertEqual(e[key + "[zero]"]?.source, "{count} apples")
        XCTAssertEqual(e[key + "[one]"]?.source, "{count} apple")
        XCTAssertEqual(e[key + "[zero]"]?.format, "laravel-json")
        XCTAssertTrue(d.contains { $0.location.line == 5 && $0.message.hasPrefix("'Nested' is not a string") })
    }

    /// Without a Laravel marker `lang/ar.json` stays i18next; `artisan` or a composer.json requiring
    /// laravel/framework makes it Laravel.
    func testLaravelJSONDetection() throws {
        let plain = TempDir()
        plain.write("lang/ar.json", "{\"a\": \"ب\"}")
        XCTAssertEqual(try CatalogDiscovery().jobs(for: [plain.url.path]).map(\.kind), [.i18next])
        let composer = TempDir()
        composer.write("composer.json", "{\"require\": {\"laravel/framework\": \"^11.0\"}}")
        composer.write("lang/ar.json", "{\"a\": \"ب\"}")
        XCTAssertEqual(try CatalogDiscovery().jobs(for: [composer.url.path]).map(\.kind), [.laravelJSON])
        let artisan = TempDir()
        artisan.write("artisan", "#!/usr/bin/env php\n")
        artisan.write("resources/lang/ar.json", "{\"a\": \"ب\"}")
        XCTAssertEqual(try CatalogDiscovery().jobs(for: [artisan.url.path]).map(\.kind), [.laravelJSON])
    }

    // MARK: Other PHP arrays

    /// Roundcube `localization/ar_SA/labels.inc` and plugins' `localization/ar_SA.inc` pair with
    /// `en_US`; DokuWiki `inc/lang/ar/lang.php` with `inc/lang/en/lang.php`; `$x['a']['b']` is `a.b`.
    /// Single-quoted `$product` is text; `$rcmail->gettext(…)` is named, not measured.
    func testRoundcubeAndDokuWiki() throws {
        let (e, d, jobs) = try read("php-array")
        XCTAssertEqual(jobs.count, 3)
        XCTAssertTrue(jobs.allSatisfy { $0.source != nil })
        XCTAssertEqual(e["labels.inc:welcome"]?.target, "مرحبا بك في $product")
        XCTAssertEqual(e["labels.inc:js.del"]?.target, "حذف")
        XCTAssertEqual(e["labels.inc:js.del"]?.format, "php")
        XCTAssertEqual(e["ar_SA.inc:hello"]?.source, "Hello")
        XCTAssertEqual(e["lang.php:js.willexpire"]?.target, "سينتهي قفلك")
        XCTAssertEqual(e["lang.php:btn_edit"]?.targetLocation.line, 5)
        XCTAssertTrue(d.contains { $0.location.line == 5 && $0.message == "'computed' is the variable $rcmail: only literal strings are read; not measured" })
        XCTAssertEqual(e.count, 5)
    }

    /// phpBB `language/<lang>/*.php` (phpBB's language pack layout, area51.phpbb.com/docs/dev "Language
    /// files"): a guard block `if (…) { exit; }` ends its statement at its `}`, and
    /// `$lang = array_merge($lang, array(…))` (or `[…]`) adds the literal array's strings; a file holding
    /// quoted strings in no shape read is named, never silent.
    func testPHPBBArrayMergeFiles() throws {
        let dir = TempDir()
        let head = "<?php\nif (!defined('IN_PHPBB'))\n{\n\texit;\n}\nif (empty($lang) || !is_array($lang))\n{\n\t$lang = array();\n}\n"
        dir.write("language/en/common.php", head + "$lang = array_merge($lang, array(\n\t'SAVE'\t=> 'Save',\n\t'QUIT'\t=> 'Quit',\n));\n")
        dir.write("language/ar/common.php", head + "$lang = array_merge($lang, [\n\t'SAVE'\t=> 'حفظ',\n\t'QUIT'\t=> 'خروج',\n]);\n")
        dir.write("language/ar/code.php", "<?php\nfunction label() { return strtoupper('x'); }\n")
        dir.write("language/en/code.php", "<?php\nfunction label() { return strtoupper('y'); }\n")
        let r = try dir.readCatalogs()
        XCTAssertEqual(Set(r.entries.map(\.key)), ["SAVE", "QUIT"])
        XCTAssertEqual(r.entries.first { $0.key == "SAVE" }?.source, "Save")
        // Line 12 of the Arabic file: the head's 9 lines, then `$lang = array_merge(…` (10), 'SAVE' (11), 'QUIT' (12).
        XCTAssertEqual(r.entries.first { $0.key == "QUIT" }?.targetLocation.line, 12)
        XCTAssertEqual(r.diagnostics.filter { $0.location.file.hasSuffix("ar/code.php") }.map(\.message),
                       ["holds 1 quoted strings but no literal array or assignment of them LabelFit reads: not read; its strings are not checked"])
    }

    /// Yii `messages/ar/app.php` with no English folder: the key is the English (`PhpMessageSource`),
    /// values are ICU (a `|` stays text, Laravel's pipes are not Yii's); a translation without a
    /// choice pairs with the English `other`; `''` is not translated yet; `@@…@@` is unused, named.
    /// Beside a `messages/en/app.php` the file is paired by key as other PHP catalogs are.
    func testYiiMessagesKeyIsTheSource() throws {
        let dir = TempDir()
        dir.write("messages/config.php", "<?php\nreturn ['languages' => ['ar']];\n")
        dir.write("messages/ar/app.php", "<?php\nreturn [\n    'Save | Close' => 'حفظ | إغلاق',\n    '{n, plural, =1{# file} other{# files}}' => '{n, plural, one{ملف واحد} few{# ملفات} other{# ملف}}',\n    '{n} {n, plural, =1{byte} other{bytes}}' => '{n} بايت',\n    'Not yet' => '',\n    'Old' => '@@قديم@@',\n];\n")
        let r = try dir.readCatalogs()
        let e = Dictionary(r.entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(e["Save | Close"]?.source, "Save | Close")
        XCTAssertEqual(e["Save | Close"]?.target, "حفظ | إغلاق")
        XCTAssertEqual(e["Save | Close"]?.format, "yii")
        let plural = "{n, plural, =1{# file} other{# files}}"
        XCTAssertEqual(e[plural + "[few]"]?.target, "{#} ملفات")
        XCTAssertEqual(e[plural + "[other]"]?.source, "{#} files", "\(e.keys.sorted())")
        XCTAssertEqual(e["{n} {n, plural, =1{byte} other{bytes}}"]?.source, "{n} bytes")
        XCTAssertEqual(e["Not yet"]?.target, "")
        XCTAssertNil(e["Old"])
        XCTAssertTrue(r.diagnostics.contains { $0.message.hasPrefix("1 message is marked @@unused@@") && $0.location.line == 7 }, "\(r.diagnostics)")
        let paired = TempDir()
        paired.write("messages/en/app.php", "<?php\nreturn ['save' => 'Save'];\n")
        paired.write("messages/ar/app.php", "<?php\nreturn ['save' => 'حفظ'];\n")
        let p = try paired.readCatalogs()
        XCTAssertEqual(p.entries.map(\.source), ["Save"])
        XCTAssertNotEqual(p.entries.first?.format, "yii")
    }

    /// Laravel's pipe plurals belong to a `lang/` folder: CodeIgniter 4's `app/Language/ar/*.php`
    /// (`return [...]`, codeigniter.com/user_guide/outgoing/localization.html) keeps a `|` as text.
    func testPipesOutsideLaravelLangFoldersAreText() throws {
        let dir = TempDir()
        dir.write("app/Language/en/App.php", "<?php\nreturn ['sizes' => 'Small|Large'];\n")
        dir.write("app/Language/ar/App.php", "<?php\nreturn ['sizes' => 'صغير|كبير'];\n")
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key), ["sizes"])
        XCTAssertEqual(r.entries.first?.target, "صغير|كبير")
        XCTAssertEqual(r.entries.first?.format, "php")
    }

    /// Bounded work: arrays nested past `PHPArrayReader.maxDepth` are one located error, not a
    /// deep recursion; a 100,000-deep file ends at that depth.
    func testDeepPHPNestingIsBounded() throws {
        let dir = TempDir()
        let depth = 100_000
        dir.write("lang/ar/deep.php", "<?php\nreturn [\n'ok' => 'نعم',\n'a' => " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "];\n")
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.target), ["نعم"])
        // The outer array is depth 0 and 'a''s arrays start at depth 1: the 64th '[' is refused, on line 4.
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line ?? 0): \($0.message)" },
                       ["4: arrays nested deeper than 64 levels; the rest of the file is not read"])
    }

    /// A PHP message catalog keyed by its English messages (Laminas' `PhpArray` loader): a key the
    /// English file lacks that is a sentence is its own English; an identifier key stays without one.
    func testASentenceKeyTheEnglishFileLacksIsItsOwnEnglish() throws {
        let dir = TempDir()
        dir.write("languages/en/Validate.php", "<?php\nreturn [\n    'Value is required' => 'Value is required',\n];\n")
        dir.write("languages/ar/Validate.php", "<?php\nreturn [\n    'Value is required' => 'القيمة مطلوبة',\n    \"'%value%' is not a valid date\" => \"'%value%' ليس تاريخًا صالحًا\",\n    'notFound' => 'غير موجود',\n];\n")
        let r = try dir.readCatalogs()
        let byKey = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0) })
        XCTAssertEqual(byKey["Value is required"]?.source, "Value is required")
        XCTAssertEqual(byKey["'%value%' is not a valid date"]?.source, "'%value%' is not a valid date")
        XCTAssertNil(byKey["notFound"]?.source)
        XCTAssertEqual(r.diagnostics.filter { $0.message.contains("English is the key itself") }.count, 1)
    }

    /// CodeIgniter 4's `Language/<locale>/*.php` (codeigniter.com/user_guide/outgoing/localization.html),
    /// read even where the English is the framework's own, outside the tree: the strings have no source,
    /// which a warning says, and a `|` is text.
    func testCodeIgniterLanguageFilesAreReadWithoutTheirEnglish() throws {
        let dir = TempDir()
        dir.write("Language/ar/Validation.php", "<?php\nreturn [\n    'required' => 'الحقل {field} مطلوب.',\n    'pipes' => 'أ | ب',\n];\n")
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key).sorted(), ["pipes", "required"])
        XCTAssertTrue(r.entries.allSatisfy { $0.source == nil })
        XCTAssertEqual(r.entries.first { $0.key == "pipes" }?.target, "أ | ب")
        XCTAssertTrue(r.diagnostics.contains { $0.message.contains("no source catalog found beside this file") }, "\(r.diagnostics)")
    }
}
