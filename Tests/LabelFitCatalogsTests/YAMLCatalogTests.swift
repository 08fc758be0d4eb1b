import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// YAML catalogs read with libyaml: Rails i18n, Symfony, Hugo/go-i18n, vue-i18n. The
/// fixtures under Tests/Fixtures/yaml/ were written here after each ecosystem's documentation (cited
/// in `YAMLCatalogReader`); every expected value is worked out by hand in the comment beside it.
final class YAMLCatalogTests: XCTestCase {
    static let fixtures = Fixtures.root.appendingPathComponent("Tests/Fixtures/yaml")

    func read(_ folder: String, limits: ReadLimits = .default) throws -> (results: [CatalogReadResult], entries: [String: CatalogEntry], diagnostics: [CatalogDiagnostic]) {
        let discovery = CatalogDiscovery(limits: limits)
        let results = try discovery.jobs(for: [Self.fixtures.appendingPathComponent(folder).path]).map(discovery.read)
        let entries = results.flatMap(\.entries)
        return (results, Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }), results.flatMap(\.diagnostics))
    }

    func read(_ dir: TempDir, limits: ReadLimits = .default) throws -> [CatalogReadResult] {
        let discovery = CatalogDiscovery(limits: limits)
        return try discovery.jobs(for: [dir.url.path]).map(discovery.read)
    }

    /// Rails: `config/locales/ar.yml` (+ `en.yml`), `config/locales/devise/devise.ar.yml` (+
    /// `devise.en.yml`), `config/locales/ar/models.yml` (+ `en/models.yml`).
    func testRailsLayoutsPluralsHTMLAndValues() throws {
        let (results, byKey, diagnostics) = try read("rails")
        // Three Arabic files → three jobs; the English ones are only their sources.
        XCTAssertEqual(results.count, 3)
        // ar.yml: greeting 1 + inbox.count's six CLDR forms + welcome_html + note + plain + shown_total = 11;
        // devise.sessions.signed_in 1; models.user 1; date.day_names' 2 items (a Rails list of texts,
        // RailsListTests) → 15 strings.
        XCTAssertEqual(byKey.count, 15)
        XCTAssertEqual(Set(results.flatMap(\.entries).map(\.format)), ["rails"])
        XCTAssertEqual(byKey["greeting"]?.target, "مرحبا، %{name}!")
        XCTAssertEqual(byKey["greeting"]?.source, "Hello, %{name}!")
        XCTAssertEqual(byKey["devise.sessions.signed_in"]?.source, "Signed in successfully.")
        XCTAssertEqual(byKey["models.user"]?.source, "User")
        // Plural hash: one variant per CLDR key, each with its category; Arabic few pairs with English other.
        XCTAssertEqual(PluralRules.categories.compactMap { byKey["inbox.count[\($0)]"]?.pluralCategory }, PluralRules.categories)
        XCTAssertEqual(byKey["inbox.count[few]"]?.source, "%{count} messages")
        XCTAssertEqual(byKey["inbox.count[one]"]?.source, "%{count} message")
        XCTAssertEqual(byKey["inbox.count[few]"]?.targetLocation.line, 8)
        // `_html`: markup rendered and white space collapsed ("<b>أهلا</b>   بعودتك" → "أهلا بعودتك");
        // any other key is escaped by Rails, so tags and `&amp;` are seen as written.
        XCTAssertEqual(byKey["welcome_html"]?.target, "أهلا بعودتك")
        XCTAssertEqual(byKey["welcome_html"]?.source, "Welcome back")
        XCTAssertEqual(byKey["welcome_html"]?.rawTarget, "<b>أهلا</b>   بعودتك")
        // ("not html &amp; more": the English has no element)...
        XCTAssertEqual(byKey["note"]?.target, "<b>ليس html</b> &amp; المزيد")
        XCTAssertNil(byKey["note"]?.rawTarget)
        // ...unless the English holds a closed element ("Showing <b>%{total}</b> items"): the app marks it
        // safe, or its English would show "<b>".
        XCTAssertEqual(byKey["shown_total"]?.target, "عرض %{total} عنصر")
        XCTAssertEqual(byKey["shown_total"]?.source, "Showing %{total} items")
        // Non-string values of ar.yml, each named at its line (and those of en.yml not repeated):
        // order (list of symbols, 16), precision (3, 18), enabled (yes, 19), missing (~, 20); day_names
        // (line 14) is a list of texts, read item by item.
        let named = diagnostics.filter { $0.message.contains("not a string") }
        XCTAssertEqual(named.map { $0.location.line ?? 0 }, [16, 18, 19, 20])
        XCTAssertEqual(named.map(\.message), [
            "'date.order' is a list of 2 items, not a string: not measured",
            "'precision' is the number 3, not a string: not measured",
            "'enabled' is a boolean (yes), not a string: not measured",
            "'missing' is null (~), not a string: not measured",
        ])
        XCTAssertNil(byKey["date.day_names"])
    }

    /// A Rails file's root key is its locale: `ar.yml` holding `en:` is a source file.
    func testRailsRootKeyDecidesTheRole() throws {
        let dir = TempDir()
        dir.write("config/locales/ar.yml", "en:\n  hello: Hello\n")
        let results = try read(dir)
        XCTAssertEqual(results.map(\.role), [.source])
        XCTAssertTrue(results[0].entries.isEmpty)
    }

    /// Symfony `translations/messages.ar.yaml` + `messages.en.yaml`; `validators+intl-icu.ar.yaml`
    /// without an English file (key-as-source).
    func testSymfonyPluralsListsICUAndKeyAsSource() throws {
        let (_, byKey, _) = try read("symfony")
        // messages: title 1 + apples 6 + interval 3 + greet 1 + pipe 1 + tags.0/tags.1 2 = 14;
        // validators+intl-icu: the ICU plural's 6 branches + form.name.blank 1 = 7 → 21.
        XCTAssertEqual(byKey.count, 21)
        // Six `|` parts are Symfony's Arabic rule indexes 0…5 = zero … other; English's two are one, other.
        XCTAssertEqual(PluralRules.categories.map { byKey["app.apples[\($0)]"]?.target }, [
            "لا تفاحات", "تفاحة واحدة", "تفاحتان", "%count% تفاحات", "%count% تفاحة", "%count% تفاحة"])
        XCTAssertEqual(byKey["app.apples[one]"]?.source, "There is one apple")
        XCTAssertEqual(byKey["app.apples[few]"]?.source, "There are %count% apples")
        // Intervals: {0} → =0, {1} → =1, ]1,Inf[ → =2 (the smallest integer it holds), labels removed.
        XCTAssertEqual(byKey["app.interval[=2]"]?.target, "%count% تفاحة")
        XCTAssertEqual(byKey["app.interval[=2]"]?.source, "%count% apples")
        XCTAssertEqual(byKey["app.interval[=0]"]?.pluralCategory, "=0")
        // `||` is a literal pipe, not a plural separator.
        XCTAssertEqual(byKey["app.pipe"]?.target, "أ | ب")
        // ArrayLoader::flatten: list items are messages keyed by index.
        XCTAssertEqual(byKey["tags.1"]?.target, "أزرق")
        XCTAssertEqual(byKey["tags.1"]?.source, "Blue")
        XCTAssertEqual(byKey["app.greet"]?.source, "Hello %name%")
        // +intl-icu: ICU branches; no English file, so the key (text with spaces) is the source, expanded too.
        let icu = "You have {count, plural, one {# file} other {# files}}"
        XCTAssertEqual(byKey[icu + "[few]"]?.target, "{#} ملفات")
        XCTAssertEqual(byKey[icu + "[few]"]?.source, "You have {#} files")
        XCTAssertEqual(byKey[icu + "[one]"]?.source, "You have {#} file")
        // A keyword id is not text: no source.
        XCTAssertNotNil(byKey["form.name.blank"])
        XCTAssertNil(byKey["form.name.blank"]?.source)
    }

    /// Hugo `i18n/ar.yaml` + `i18n/en.yaml`: go-i18n messages, plural maps, nested ids, description
    /// as the comment; the list form `- id: … translation: …`.
    func testHugo() throws {
        let (_, byKey, diagnostics) = try read("hugo")
        // reading_time 6 forms + home + article.date + toc (a lone `other`, not a plural) = 9.
        XCTAssertEqual(byKey.count, 9)
        XCTAssertEqual(byKey["reading_time[many]"]?.target, "{{ .Count }} دقيقة")
        XCTAssertEqual(byKey["reading_time[many]"]?.pluralCategory, "many")
        XCTAssertEqual(byKey["reading_time[many]"]?.source, "{{ .Count }} minutes")
        XCTAssertEqual(byKey["article.date"]?.source, "Published {{ .Date }}")
        XCTAssertEqual(byKey["toc"]?.target, "المحتويات")
        XCTAssertEqual(byKey["toc"]?.comment, "عنوان جدول المحتويات")
        XCTAssertEqual(byKey["toc"]?.format, "hugo")
        XCTAssertEqual(diagnostics.filter { $0.message.contains("not a string") }.map(\.message),
                       ["'draft' is a boolean (true), not a string: not measured"])
        let list = try read("hugo-list")
        // prev_page 1 + read_time one/other 2 = 3.
        XCTAssertEqual(list.entries.count, 3)
        XCTAssertEqual(list.entries["read_time[other]"]?.source, "{{ .Count }} min")
        XCTAssertEqual(list.entries["prev_page"]?.target, "السابق")
    }

    /// vue-i18n YAML `static/locales/ar.yaml` beside `en-US.yaml` (FreeTube's layout).
    func testVueI18n() throws {
        let (_, byKey, _) = try read("vue")
        // "فيديو واحد |{count} مقاطع": two choices (a pipe needs no spaces) = one, other; the literal
        // {'|'} is one string "|"; Menu.File → 4.
        XCTAssertEqual(byKey.count, 4)
        XCTAssertEqual(byKey["Video Count[other]"]?.target, "{count} مقاطع")
        XCTAssertEqual(byKey["Video Count[other]"]?.source, "{count} videos")
        XCTAssertEqual(byKey["Separator"]?.target, "|")
        XCTAssertEqual(byKey["Menu.File"]?.source, "File")
        XCTAssertEqual(byKey["Menu.File"]?.format, "vue-i18n")
    }

    /// A nested YAML without locale root keys in a project that does not name vue-i18n (Grav's
    /// `languages/ar.yaml`): a `|` is text, one string (Grav's `Language::translate` shows the value as
    /// written); the same file under a package.json naming vue-i18n has plural choices.
    func testPipesArePluralsOnlyInAVueI18nProject() throws {
        let en = "PLUGIN_ADMIN:\n  SAMESITE_HELP: \"Lax|Strict|None. See the docs\"\n  FILES: \"one file | {count} files\"\n"
        let ar = "PLUGIN_ADMIN:\n  SAMESITE_HELP: \"Lax|Strict|None. راجع التوثيق\"\n  FILES: \"ملف واحد | {count} ملفات\"\n"
        let grav = TempDir()
        grav.write("languages/en.yaml", en)
        grav.write("languages/ar.yaml", ar)
        let plain = try read(grav).flatMap(\.entries)
        XCTAssertEqual(plain.map(\.key).sorted(), ["PLUGIN_ADMIN.FILES", "PLUGIN_ADMIN.SAMESITE_HELP"])
        XCTAssertEqual(plain.first { $0.key == "PLUGIN_ADMIN.FILES" }?.target, "ملف واحد | {count} ملفات")
        XCTAssertEqual(plain.first?.format, "yaml")
        let vue = TempDir()
        vue.write("package.json", "{\"dependencies\": {\"vue-i18n\": \"^9.0.0\"}}")
        vue.write("src/locales/en.yaml", en)
        vue.write("src/locales/ar.yaml", ar)
        let choices = try read(vue).flatMap(\.entries)
        // FILES: two choices (one, other); SAMESITE_HELP's unspaced pipes split too (vue-i18n v9), 3 choices.
        XCTAssertEqual(choices.first { $0.key == "PLUGIN_ADMIN.FILES[other]" }?.target, "{count} ملفات")
        XCTAssertEqual(choices.count, 5)
        XCTAssertEqual(choices.first?.format, "vue-i18n")
        // Checking only the locales folder still finds the manifest above it (up to the repository's root).
        let discovery = CatalogDiscovery()
        let inner = try discovery.jobs(for: [vue.url.appendingPathComponent("src/locales").path]).map(discovery.read).flatMap(\.entries)
        XCTAssertEqual(inner.count, 5)
    }

    /// Nine levels of ten aliases (10^9 strings if expanded) stop at the node budget.
    /// The text's nodes: root mapping, `ar`, its mapping (3); per level the key, its mapping, 10 keys
    /// and 10 values (22) × 9 = 198; `after` and its value (2) → 203. Budget 16 × 203 + 64 = 3,312 visits.
    /// Visits: ar's mapping 1; l0 1 + 10 = 11; l1 1 + 10 × (alias 1 + 11) = 121; l2 1 + 10 × 122 = 1,221;
    /// so far 1,354. l3: its mapping 1 (1,355), l3.a 1 + 1,221 (2,577), then l3.b: alias 1, l2's mapping 1
    /// (2,579), and 733 visits left: six children of 122 (732, 100 strings each) and the seventh's alias
    /// (3,312); the next visit (l3.b.g's mapping) passes the budget. Strings: 10 + 100 + 1,000 + 1,000 +
    /// 600 = 2,710. The error stands at the alias that brought the walk there: l3.b's `*l2`, line 9.
    /// (The file's 4,000-byte comment keeps the other bound, 16 bytes of key per byte of file, above the
    /// ~33,000 bytes of key these visits make, so this test sees the node bound alone.)
    func testAliasBombIsBounded() throws {
        let (_, byKey, diagnostics) = try read("bomb")
        XCTAssertEqual(byKey.count, 2_710)
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.location.line, 9)
        XCTAssertEqual(errors.first?.message, "aliases expand this document past 3312 nodes (16 times the nodes it holds) at 'l3.b.g'; the rest of the file is skipped")
        XCTAssertNil(byKey["after"])
    }

    /// Merge keys add the members the mapping lacks; an alias to an anchor still open (a cycle) or
    /// never defined is a located error.
    func testMergeKeysAndBadAliases() throws {
        let dir = TempDir()
        dir.write("config/locales/ar.yml", "ar:\n  defaults: &d\n    save: حفظ\n    cancel: إلغاء\n  form:\n    <<: *d\n    cancel: رجوع\n")
        var results = try read(dir)
        let byKey = Dictionary(results.flatMap(\.entries).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        // defaults.save, defaults.cancel, form.cancel (its own), form.save (merged, text at line 3) = 4.
        XCTAssertEqual(byKey.count, 4)
        XCTAssertEqual(byKey["form.cancel"]?.target, "رجوع")
        XCTAssertEqual(byKey["form.save"]?.target, "حفظ")
        XCTAssertEqual(byKey["form.save"]?.targetLocation.line, 3)

        let cyclic = TempDir()
        cyclic.write("config/locales/ar.yml", "ar:\n  ok: جيد\n  loop: &a\n    again: *a\n")
        results = try read(cyclic)
        let error = results.flatMap(\.diagnostics).first { $0.severity == .error }
        XCTAssertEqual(error?.location.line, 4)
        XCTAssertEqual(error?.message, "alias '*a' names no anchor defined before it (an undefined or recursive alias)")
        // The string before the fault is kept.
        XCTAssertEqual(results.flatMap(\.entries).map(\.key), ["ok"])
    }

    /// Malformed YAML: the error names the file and libyaml's line; the strings before it and every
    /// other file are still read.
    func testMalformedYAMLIsLocated() throws {
        let (results, byKey, diagnostics) = try read("malformed")
        XCTAssertEqual(results.count, 2)
        let error = diagnostics.first { $0.severity == .error }
        XCTAssertEqual(error?.location.file, Self.fixtures.appendingPathComponent("malformed/config/locales/ar.yml").path)
        // Line 4 (" bad:") is indented less than the mapping it follows and more than its parent.
        XCTAssertEqual(error?.location.line, 4)
        XCTAssertEqual(error?.message, "YAML syntax error: while parsing a block mapping: did not find expected key")
        XCTAssertEqual(Set(byKey.keys), ["ok", "also", "devise.failure"])
    }

    /// Nesting is bounded by --max-depth (libyaml 0.2.5 has no limit of its own).
    func testNestingDepthIsBounded() throws {
        let dir = TempDir()
        // ar's mapping is depth 2 (the root 1); a → 3, b → 4, c → 5 opens the fifth collection.
        dir.write("config/locales/ar.yml", "ar:\n  top: فوق\n  a:\n    b:\n      c:\n        d: عميق\n")
        var limits = ReadLimits()
        limits.maxNestingDepth = 4
        let results = try read(dir, limits: limits)
        let error = results.flatMap(\.diagnostics).first { $0.severity == .error }
        XCTAssertEqual(error?.location.line, 6)
        XCTAssertEqual(error?.message, "YAML nested deeper than 4 levels (--max-depth)")
        XCTAssertEqual(results.flatMap(\.entries).map(\.key), ["top"])
    }

    /// UTF-16 with a BOM is YAML too (YAML 1.1 §5.2): libyaml takes the encoding from the BOM.
    func testUTF16WithBOM() throws {
        let dir = TempDir()
        var data = Data([0xFF, 0xFE])
        for unit in "ar:\n  save: حفظ\n".utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        dir.write("config/locales/ar.yml", data)
        let entries = try read(dir).flatMap(\.entries)
        XCTAssertEqual(entries.map(\.target), ["حفظ"])
        XCTAssertEqual(entries.first?.targetLocation.line, 2)
    }

    /// `_locales/ar/messages.yml` (WebExtension YAML, Violentmonkey) is read as WebExtension
    /// messages (branch formats: `WebExtensionMessagesReader`), not passed over.
    func testWebExtensionYAMLIsRead() throws {
        let dir = TempDir()
        dir.write("_locales/ar/messages.yml", "name:\n  message: اسم\n")
        let discovery = CatalogDiscovery()
        let (jobs, skipped) = try discovery.plan(for: [dir.url.path])
        XCTAssertTrue(skipped.isEmpty)
        XCTAssertEqual(jobs.map(\.kind), [.webExtension])
        XCTAssertEqual(jobs.first.map { discovery.read($0).entries.map(\.target) }, ["اسم"])
    }
}
