import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitFuzzSupport
import LabelFitTestSupport

/// Fluent, WebExtension messages, slang, INI language files, Hugo TOML and moko-resources (issue
/// #25). The fixtures under `Tests/Fixtures/{fluent,webextension,slang,ini,hugo-toml,moko}/` were
/// written by hand for these tests, modelled on real files (pdf.js, cosmic-edit, Privacy Badger,
/// Violentmonkey, LocalSend, hiddify, Textpattern, hugo-theme-stack, accountbook); every expected
/// value is worked out by hand from the rule cited in the reader, as the comments say.
final class FormatReadersTests: XCTestCase {
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

    func sources(_ jobs: [CatalogDiscovery.Job]) -> [String: String?] {
        Dictionary(uniqueKeysWithValues: jobs.map { j in
            (j.target.components(separatedBy: "/Fixtures/").last!, j.source.map { $0.components(separatedBy: "/Fixtures/").last! })
        })
    }

    // MARK: Fluent

    func testFluentPairingByLocaleFolder() throws {
        let (_, _, jobs) = try read("fluent")
        // l10n/{locale}/viewer.ftl pairs with en-US (the only English folder); i18n/{locale}/crate.ftl with en.
        XCTAssertEqual(sources(jobs), ["fluent/l10n/ar/viewer.ftl": "fluent/l10n/en-US/viewer.ftl",
                                       "fluent/i18n/ar/cosmic_edit.ftl": "fluent/i18n/en/cosmic_edit.ftl"])
        XCTAssertTrue(jobs.allSatisfy { $0.kind == .fluent })
    }

    func testFluentMessagesAttributesTermsAndSelects() throws {
        let (e, d, _) = try read("fluent")
        let ar = "viewer.ftl:"
        // A message with only an attribute: `.title` is a string, the message itself has none.
        XCTAssertEqual(e[ar + "pdfjs-previous-button.title"]?.target, "الصفحة السابقة")
        XCTAssertEqual(e[ar + "pdfjs-previous-button.title"]?.targetLocation.line, 5)
        XCTAssertNil(e[ar + "pdfjs-previous-button"])
        // `.accesskey` is a key, not a label; `.title` beside it is read.
        XCTAssertNil(e[ar + "open-file.accesskey"])
        XCTAssertEqual(e[ar + "open-file.title"]?.target, "افتح ملفًا")
        // Terms are not strings; `{ -brand-name }` is the term's value.
        XCTAssertNil(e[ar + "-brand-name"])
        XCTAssertEqual(e[ar + "download-firefox"]?.target, "نزّل فَيَرفُكس")
        XCTAssertEqual(e[ar + "download-firefox"]?.source, "Download Firefox")
        // `{ $pagesCount }` becomes the `{pagesCount}` placeholder; the `#` lines above are its note.
        XCTAssertEqual(e[ar + "pdfjs-of-pages"]?.target, "من {pagesCount}")
        XCTAssertEqual(e[ar + "pdfjs-of-pages"]?.comment, "Variables:\n  $pagesCount (Number) - the total number of pages in the document")
        // Six variants, one per CLDR category, each on its own line (the select opens at line 11).
        let categories = ["zero", "one", "two", "few", "many", "other"]
        for (n, c) in categories.enumerated() {
            let entry = try XCTUnwrap(e[ar + "pdfjs-find-match-count[\(c)]"], c)
            XCTAssertEqual(entry.pluralCategory, c)
            XCTAssertEqual(entry.targetLocation.line, 12 + n)
        }
        XCTAssertEqual(e[ar + "pdfjs-find-match-count[zero]"]?.target, "لا مطابقة")
        XCTAssertEqual(e[ar + "pdfjs-find-match-count[few]"]?.target, "{current} من أصل {total} مطابقة")
        // English has only one/other: Arabic's few pairs with `other` (CLDR: English uses it for 3).
        XCTAssertEqual(e[ar + "pdfjs-find-match-count[few]"]?.source, "{current} of {total} matches")
        // Multiline: the common indent (4) goes, the second line's extra 2 spaces stay.
        XCTAssertEqual(e[ar + "intro-text"]?.target, "السطر الأول\n  السطر الثاني")
        XCTAssertEqual(e[ar + "intro-text"]?.source, "First line\nsecond line")
        // A line of spaces after `.accesskey` (line 23) is blank, not Junk; `broken = { $x` (line 27) is.
        XCTAssertEqual(d.filter { $0.severity == .error }.count, 1, "\(d)")
        // `broken = { $x` (line 27) is Junk: a located error; the next message is still read.
        XCTAssertTrue(d.contains { $0.severity == .error && $0.location.line == 27 && $0.message.contains("Junk") }, "\(d)")
        XCTAssertEqual(e[ar + "after-junk"]?.target, "ما زال مقروءًا")
        // Functions: NUMBER($count) is {count}, DATETIME($when) a date placeholder.
        XCTAssertEqual(e["cosmic_edit.ftl:save"]?.target, "احفظ {count} ملفات")
        XCTAssertEqual(e["cosmic_edit.ftl:created"]?.target, "أُنشئ {when, date}")
    }

    func testFluentBoundsAndErrors() {
        // A reference cycle and an exponential reference chain are located errors, not hangs.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fluent-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("a.ftl").path
        var chain = "a0 = x\n"
        for k in 1...30 { chain += "a\(k) = { a\(k - 1) }{ a\(k - 1) }\n" }
        let text = "cycle = { cycle }\n" + chain + "deep = " + String(repeating: "{ ", count: 40) + "x" + String(repeating: " }", count: 40) + "\nok = fine\n"
        FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        let out = FluentReader(limits: ReadLimits()).read(file)
        let byKey = Dictionary(uniqueKeysWithValues: out.items.map { ($0.key, $0.text) })
        XCTAssertEqual(byKey["ok"], "fine")
        XCTAssertNil(byKey["cycle"])
        XCTAssertTrue(out.diagnostics.contains { $0.message.contains("cyclic reference") })
        // 2^30 characters: stopped by the character or visit budget, never built.
        XCTAssertNil(byKey["a30"])
        XCTAssertEqual(byKey["a3"], "xxxxxxxx")
        XCTAssertTrue(out.diagnostics.contains { $0.message.contains("'a30'") })
        XCTAssertTrue(out.diagnostics.contains { $0.message.contains("nested deeper than 16") && $0.location.line == 33 }, "\(out.diagnostics)")
    }

    // MARK: WebExtension

    func testWebExtensionMessages() throws {
        let (e, d, jobs) = try read("webextension")
        // manifest.json's default_locale en_US names the source folder.
        XCTAssertEqual(sources(jobs), ["webextension/src/_locales/ar/messages.json": "webextension/src/_locales/en_US/messages.json",
                                       "webextension/yml/_locales/ar/messages.yml": "webextension/yml/_locales/en/messages.yml"])
        let ar = "messages.json:"
        // Only `message` is measured; the description is the comment.
        XCTAssertEqual(e[ar + "name"]?.target, "«بادجر الخصوصية»")
        XCTAssertEqual(e[ar + "name"]?.comment, "The name of this extension.")
        // `$count$`/`$Site$` (names case-insensitive) → content `$1`/`$2` → {1}/{2}.
        XCTAssertEqual(e[ar + "popup_blocked"]?.target, "حُجب {1} متتبعًا على {2}")
        XCTAssertEqual(e[ar + "popup_blocked"]?.rawTarget, "حُجب $count$ متتبعًا على $Site$")
        XCTAssertEqual(e[ar + "popup_blocked"]?.targetLocation.line, 7)
        XCTAssertEqual(e[ar + "price"]?.target, "يكلف $5")
        XCTAssertEqual(e[ar + "brand"]?.target, "اسم Privacy Badger")
        XCTAssertNil(e[ar + "broken"])
        XCTAssertTrue(d.contains { $0.message.contains("'broken' has no string") })
        // Four messages and no description measured (each would be a fifth, sixth… entry).
        XCTAssertEqual(e.keys.filter { $0.hasPrefix(ar) }.count, 4)
        // YAML: an empty message (untranslated) is no string.
        XCTAssertEqual(e["messages.yml:buttonApply"]?.target, "تطبيق")
        XCTAssertEqual(e["messages.yml:buttonApply"]?.source, "Apply")
        XCTAssertNil(e["messages.yml:buttonCancel"])
    }

    // MARK: slang

    func testSlangListsLinksPluralsAndContexts() throws {
        let (e, d, jobs) = try read("slang")
        XCTAssertEqual(sources(jobs), ["slang/app/assets/i18n/ar.json": "slang/app/assets/i18n/en.json",
                                       "slang/dart/assets/translations/ar.i18n.json": "slang/dart/assets/translations/en.i18n.json",
                                       "slang/yaml/lib/i18n/strings_ar.i18n.yaml": "slang/yaml/lib/i18n/strings_en.i18n.yaml"])
        XCTAssertTrue(jobs.allSatisfy { $0.kind == .slang })
        let ar = "ar.json:"
        XCTAssertEqual(e[ar + "aboutPage.description.0"]?.target, "لوكال سِند تطبيق مجاني.")
        XCTAssertEqual(e[ar + "aboutPage.description.1"]?.source, "It uses a REST API.")
        XCTAssertEqual(e[ar + "sendTab.title"]?.target, "الملفات", "@:general.files resolved")
        for c in ["zero", "one", "two", "few", "many", "other"] { XCTAssertEqual(e[ar + "sendTab.count[\(c)]"]?.pluralCategory, c) }
        XCTAssertEqual(e[ar + "sendTab.count[few]"]?.target, "{n} ملفات")
        XCTAssertEqual(e[ar + "sendTab.count[few]"]?.targetLocation.line, 15)
        XCTAssertEqual(e[ar + "sendTab.count[one]"]?.comment, "Number of files to send")
        XCTAssertEqual(e[ar + "gender[female]"]?.target, "مرحبًا بكِ")
        XCTAssertNil(e[ar + "sendTab.version"])
        XCTAssertTrue(d.contains { $0.message.contains("'sendTab.version' is not a string") })
        // `@:.hoursUnit` is the sibling `remainingTime.hoursUnit` (its `other` form).
        XCTAssertEqual(e[ar + "remainingTime.hours"]?.target, "{h}س متبقية")
        // 2 + 2 + 1 + 6 + 2 + 2 strings.
        XCTAssertEqual(e.keys.filter { $0.hasPrefix(ar) }.count, 15)
        // Dart interpolation (the default): `$name` and `${amount}` are {name}/{amount}; `\$` a dollar.
        let dart = "ar.i18n.json:"
        XCTAssertEqual(e[dart + "home.greeting"]?.target, "مرحبًا {name}")
        XCTAssertEqual(e[dart + "home.total"]?.target, "المجموع: {amount}")
        XCTAssertEqual(e[dart + "home.price"]?.target, "السعر $5")
        // A link, then the sentence's final dot.
        XCTAssertEqual(e[dart + "about"]?.target, "حول مرحبًا {name}.")
        XCTAssertNil(e[dart + "loop"])
        // YAML: the same maps (a list per item, a plural map per category); `count: 3` is a number.
        let yaml = "strings_ar.i18n.yaml:"
        XCTAssertEqual(e[yaml + "settings.items.1"]?.target, "السمة")
        XCTAssertEqual(e[yaml + "settings.items.1"]?.source, "Theme")
        XCTAssertEqual(e[yaml + "settings.items.1"]?.targetLocation.line, 6)
        XCTAssertEqual(e[yaml + "settings.apples[other]"]?.target, "{n} تفاحة")
        XCTAssertEqual(e[yaml + "settings.apples[one]"]?.pluralCategory, "one")
        XCTAssertNil(e[yaml + "settings.count"])
        XCTAssertEqual(e.keys.filter { $0.hasPrefix(yaml) }.count, 5)
        XCTAssertTrue(d.contains { $0.message.contains("cyclic link") })
    }

    /// Nine levels of ten aliases would be 10^9 nodes: the copy into slang's tree stops at its
    /// budget with one located error.
    func testSlangYAMLAliasBombIsBounded() throws {
        var text = "a0: &a0 [x]\n"
        for k in 1...9 { text += "a\(k): &a\(k) [" + Array(repeating: "*a\(k - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slang-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("ar.i18n.yaml").path
        FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        let out = SlangJSONReader(limits: ReadLimits(), interpolation: .dart).read(file)
        XCTAssertTrue(out.items.isEmpty)
        XCTAssertEqual(out.diagnostics.count, 1)
        XCTAssertTrue(out.diagnostics[0].message.contains("aliases expand past"), "\(out.diagnostics)")
    }

    // MARK: INI

    func testINILanguageFiles() throws {
        let (e, d, jobs) = try read("ini")
        XCTAssertEqual(sources(jobs), ["ini/textpattern/lang/ar.ini": "ini/textpattern/lang/en.ini",
                                       "ini/joomla/language/ar-AA/ar-AA.com_example.ini": "ini/joomla/language/en-GB/en-GB.com_example.ini"])
        let tp = "ar.ini:"
        // [@common] is the pack's metadata: lang_name etc. are no strings.
        XCTAssertNil(e[tp + "lang_name"])
        XCTAssertEqual(e[tp + "change_password"]?.target, "غير كلمة السر")
        XCTAssertEqual(e[tp + "change_password"]?.targetLocation.line, 7)
        // `\"` inside double quotes is a quote (zend_ini_escape_string).
        XCTAssertEqual(e[tp + "email_changed"]?.rawTarget ?? e[tp + "email_changed"]?.target, "غير البريد الإلكتروني إلى <bdi dir=\"ltr\">{email}</bdi>")
        // Spaces around `=` and a `;` comment after the value.
        XCTAssertEqual(e[tp + "save"]?.target, "احفظ")
        XCTAssertNil(e[tp + "empty"])
        XCTAssertEqual(e[tp + "two_lines"]?.target, "السطر الأول\nالسطر الثاني")
        XCTAssertEqual(e[tp + "two_lines"]?.targetLocation.line, 13)
        XCTAssertEqual(e.keys.filter { $0.hasPrefix(tp) }.count, 5)
        // Joomla: "_QQ_" is a double quote; an unclosed quote is a located error.
        XCTAssertEqual(e["ar-AA.com_example.ini:COM_EXAMPLE_QUOTE"]?.target, "قل \"مرحبًا\"")
        XCTAssertEqual(e["ar-AA.com_example.ini:COM_EXAMPLE_QUOTE"]?.source, "Say \"hello\"")
        XCTAssertTrue(d.contains { $0.severity == .error && $0.location.line == 4 && $0.message.contains("never closed") })
    }

    // MARK: Hugo TOML

    func testHugoTOML() throws {
        let (e, d, jobs) = try read("hugo-toml")
        XCTAssertEqual(sources(jobs), ["hugo-toml/i18n/ar.toml": "hugo-toml/i18n/en.toml"])
        let ar = "ar.toml:"
        XCTAssertEqual(e[ar + "toggleMenu"]?.target, "اخفي القائمة")
        XCTAssertEqual(e[ar + "darkMode"]?.target, "الوضع الداكن", "a literal string")
        // `[list]` holds a text and a table: a group, not a message.
        XCTAssertEqual(e[ar + "list.section"]?.target, "قسم")
        XCTAssertEqual(e[ar + "list.page[one]"]?.target, "{{ .Count }} صفحه")
        XCTAssertEqual(e[ar + "list.page[other]"]?.source, "{{ .Count }} pages")
        XCTAssertEqual(e[ar + "list.page[other]"]?.targetLocation.line, 10)
        // A lone `other` is the message itself.
        XCTAssertEqual(e[ar + "posts"]?.target, "المنشورات")
        XCTAssertEqual(e[ar + "posts"]?.source, "Posts")
        XCTAssertEqual(e[ar + "head_back"]?.comment, "Link back to the home page")
        // A multi-line basic string: the newline after `"""` is trimmed.
        XCTAssertEqual(e[ar + "multi.other"]?.target, "سطر أول\nسطر ثان")
        XCTAssertTrue(d.contains { $0.message.contains("'multi.weight' is the value 3") })
        XCTAssertEqual(e.keys.filter { $0.hasPrefix(ar) }.count, 8)
    }

    func testTOMLErrorsAreLocated() {
        let (values, failure) = HugoTOMLReader.values(Array("a = \"ok\"\nb = \"\\q\"\nc = \"never\"\n".unicodeScalars), maxDepth: 64)
        XCTAssertEqual(values.map(\.text), ["ok"])
        XCTAssertEqual(failure?.line, 2)
        XCTAssertTrue(failure?.reason.contains("unknown escape") ?? false)
        let (_, unclosed) = HugoTOMLReader.values(Array("a = \"\"\"\nnever closed\n".unicodeScalars), maxDepth: 64)
        XCTAssertTrue(unclosed?.reason.contains("never closed") ?? false)
    }

    // MARK: moko-resources

    func testMokoResources() throws {
        let (e, _, jobs) = try read("moko")
        // MR/ar/ is one job (plurals.xml first by name), its sources MR/base/ (MokoResourcesTests).
        XCTAssertEqual(sources(jobs), ["moko/shared/src/commonMain/resources/MR/ar/plurals.xml": "moko/shared/src/commonMain/resources/MR/base/plurals.xml"])
        XCTAssertEqual(e["strings.xml:app_name"]?.target, "دفتر الحسابات")
        XCTAssertEqual(e["strings.xml:app_name"]?.source, "Account book")
        XCTAssertEqual(e["strings.xml:add_record"]?.targetLocation.line, 5)
    }

    // MARK: Hostile input

    /// Every prefix of each fixture (cut strings, placeables, tables, quotes at every byte) and each
    /// fixture with every byte in turn replaced by a syntax character goes through the fuzz
    /// selector of its format: each ends read (entries and located errors) or refused, never a crash.
    func testTruncatedAndMutatedFixturesAreReadOrRefused() throws {
        let cases: [(selector: UInt8, fixture: String)] = [
            (19, "fluent/l10n/ar/viewer.ftl"), (20, "webextension/src/_locales/ar/messages.json"), (21, "webextension/yml/_locales/ar/messages.yml"),
            (22, "slang/app/assets/i18n/ar.json"), (23, "ini/textpattern/lang/ar.ini"), (24, "hugo-toml/i18n/ar.toml"),
            (25, "moko/shared/src/commonMain/resources/MR/ar/strings.xml"),
            (26, "slang/yaml/lib/i18n/strings_ar.i18n.yaml"),
        ]
        for (selector, fixture) in cases {
            let bytes = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture)))
            var inputs: [[UInt8]] = stride(from: 0, through: bytes.count, by: 13).map { Array(bytes.prefix($0)) }
            for (k, special) in zip(stride(from: 0, to: bytes.count, by: 11), "{}[]\\\"'$@=\n.*-;#".utf8.cycled()) {
                var m = bytes
                m[k] = special
                inputs.append(m)
            }
            var read = 0
            for input in inputs {
                let outcome = ([selector] + input).withUnsafeBufferPointer { FuzzEntryPoints.catalogs($0) }
                switch outcome {
                case .read: read += 1
                case .refused: break
                default: XCTFail("\(fixture): \(outcome)")
                }
            }
            XCTAssertGreaterThan(read, 0, fixture)
        }
    }
}

private extension Sequence {
    /// The elements over and over (for pairing with a longer sequence).
    func cycled() -> AnySequence<Element> {
        let all = Array(self)
        return AnySequence { () -> AnyIterator<Element> in
            var i = 0
            return AnyIterator { defer { i += 1 }; return all.isEmpty ? nil : all[i % all.count] }
        }
    }
}
