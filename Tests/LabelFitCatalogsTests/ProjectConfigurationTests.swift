import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Localization platforms' and frameworks' configuration files pair a translation with the source the
/// project names, over the folder conventions (ProjectConfigs/*.swift cite each tool's documentation).
/// Every tree below is written in the tool's documented shape and laid out so that the folder
/// conventions alone pair it differently or not at all: each pairing asserted is the configuration's.
final class ProjectConfigurationTests: XCTestCase {
    struct Plan {
        var sources: [String: String] = [:]
        var kinds: [String: String] = [:]
        var entries: [String: CatalogEntry] = [:]
        var skipped: [String: CatalogDiscovery.Skip.Reason] = [:]
        /// Notices of `not read` jobs: file:line: message.
        var notices: [String] = []
    }

    func plan(_ dir: TempDir) throws -> Plan {
        let discovery = CatalogDiscovery()
        let root = dir.url.path
        let (jobs, skipped) = try discovery.plan(for: [root])
        func short(_ p: String) -> String { p.hasPrefix(root + "/") ? String(p.dropFirst(root.count + 1)) : p }
        var out = Plan()
        for j in jobs {
            if j.kind == .notRead {
                for d in discovery.read(j).diagnostics { out.notices.append("\(short(d.location.file)):\(d.location.line ?? 0): \(d.severity) \(d.message)") }
                continue
            }
            out.sources[short(j.target)] = j.source.map(short) ?? "none"
            out.kinds[short(j.target)] = j.kind.rawValue
            for e in discovery.read(j).entries { out.entries[short(e.targetLocation.file) + ":" + e.key] = e }
        }
        for s in skipped { out.skipped[short(s.file)] = s.reason }
        return out
    }

    /// A Shopify theme's crowdin.yml: the English is `locales/en.default.json` (Shopify's default-locale
    /// file name), translations `locales/%two_letters_code%.json`; the folder conventions look for `en.json`.
    /// And an app whose English is `lang/default.json`, its translations `lang/%locale%.json` (`ar-SA`).
    func testCrowdinSourceNamedDefaultJSONIsTheEnglish() throws {
        let dir = TempDir()
        dir.write("crowdin.yml", """
            files:
              - source: /locales/en.default.json
                translation: /locales/%two_letters_code%.json
              - source: /locales/en.default.schema.json
                translation: /locales/%two_letters_code%.schema.json
              - source: /app/lang/default.json
                translation: /app/lang/%locale%.json
            """)
        dir.write("app/lang/default.json", #"{"Send": "Send"}"#)
        dir.write("app/lang/ar-SA.json", #"{"Send": "إرسال"}"#)
        dir.write("locales/en.default.json", #"{"general": {"search": "Search"}}"#)
        dir.write("locales/ar.json", #"{"general": {"search": "بحث"}}"#)
        dir.write("locales/de.json", #"{"general": {"search": "Suche"}}"#)
        dir.write("locales/en.default.schema.json", #"{"settings": {"colors": "Colors"}}"#)
        dir.write("locales/ar.schema.json", #"{"settings": {"colors": "الألوان"}}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.sources, ["locales/ar.json": "locales/en.default.json", "locales/ar.schema.json": "locales/en.default.schema.json",
                                   "app/lang/ar-SA.json": "app/lang/default.json"])
        XCTAssertEqual(p.entries["app/lang/ar-SA.json:Send"]?.source, "Send")
        XCTAssertEqual(p.entries["locales/ar.json:general.search"]?.source, "Search")
        XCTAssertEqual(p.entries["locales/ar.schema.json:settings.colors"]?.source, "Colors")
        XCTAssertEqual(p.skipped["locales/en.default.json"], .sourceLocale)
        XCTAssertEqual(p.skipped["locales/de.json"], .otherLocale)
        XCTAssertEqual(p.notices, [])
        // The Arabic file named alone: the configuration one folder up still pairs it.
        let (jobs, _) = try CatalogDiscovery().plan(for: [dir.path("locales/ar.json")])
        XCTAssertEqual(jobs.map { $0.source.map { ($0 as NSString).lastPathComponent } ?? "none" }, ["en.default.json"])
    }

    /// `**` in the source is the sub-path in the translation; `%locale%` spelled as the project maps it
    /// (`languages_mapping`), `ignore` leaves a source out, `%original_file_name%` is the source's name.
    func testCrowdinDoubleStarLanguagesMappingAndIgnore() throws {
        let dir = TempDir()
        dir.write("crowdin.yaml", """
            base_path: "."
            files:
              - source: /src/i18n/en/**/*.json
                translation: /src/i18n/%locale%/**/%original_file_name%
                ignore:
                  - /src/i18n/en/**/internal.json
                languages_mapping:
                  locale:
                    ar: arabic
            """)
        dir.write("src/i18n/en/common.json", #"{"ok": "OK"}"#)
        dir.write("src/i18n/en/pages/home.json", #"{"title": "Home"}"#)
        dir.write("src/i18n/en/pages/internal.json", #"{"x": "Internal"}"#)
        dir.write("src/i18n/arabic/common.json", #"{"ok": "حسنا"}"#)
        dir.write("src/i18n/arabic/pages/home.json", #"{"title": "الرئيسية"}"#)
        dir.write("src/i18n/arabic/pages/internal.json", #"{"x": "داخلي"}"#)
        let p = try plan(dir)
        // The mapping makes these files Arabic (and `arabic`, Arabic's English name, is Arabic by itself too).
        XCTAssertEqual(p.sources["src/i18n/arabic/common.json"], "src/i18n/en/common.json")
        XCTAssertEqual(p.sources["src/i18n/arabic/pages/home.json"], "src/i18n/en/pages/home.json")
        XCTAssertEqual(p.entries["src/i18n/arabic/pages/home.json:title"]?.source, "Home")
        XCTAssertEqual(p.kinds["src/i18n/arabic/common.json"], "i18next")
        // The ignored source names no translation: the configuration pairs nothing with it, and the Arabic
        // file is left to the folder rule, which pairs the same path under the source folder.
        XCTAssertEqual(p.sources["src/i18n/arabic/pages/internal.json"], "src/i18n/en/pages/internal.json")
    }

    /// .NET resources beside their translations, with Crowdin's placeholders in `ignore` (as its own
    /// sample configuration ignores "the translated files"): `Strings.ar-SA.resx` is a translation, not
    /// a source, while `Main.Views.resx` — a name whose middle part is no language tag — stays a source.
    func testCrowdinIgnoreWithPlaceholdersLeavesOutTheTranslationsOnly() throws {
        let dir = TempDir()
        dir.write("crowdin.yml", """
            files:
              - source: /src/**/*.resx
                ignore:
                  - /**/*.%locale%.%file_extension%
                  - /**/*.%two_letters_code%.%file_extension%
                translation: /src/**/%file_name%.%locale%.%file_extension%
            """)
        func resx(_ pairs: [(String, String)]) -> String {
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<root>\n" + pairs.map { "  <data name=\"\($0.0)\" xml:space=\"preserve\"><value>\($0.1)</value></data>\n" }.joined() + "</root>\n"
        }
        dir.write("src/App/Strings.resx", resx([("Save", "Save")]))
        dir.write("src/App/Strings.ar-SA.resx", resx([("Save", "حفظ")]))
        dir.write("src/App/Main.Views.resx", resx([("Open", "Open")]))
        dir.write("src/App/Main.Views.ar-SA.resx", resx([("Open", "فتح")]))
        let p = try plan(dir)
        XCTAssertEqual(p.sources["src/App/Strings.ar-SA.resx"], "src/App/Strings.resx")
        XCTAssertEqual(p.sources["src/App/Main.Views.ar-SA.resx"], "src/App/Main.Views.resx")
        XCTAssertEqual(p.entries["src/App/Strings.ar-SA.resx:Save"]?.source, "Save")
        XCTAssertEqual(p.entries["src/App/Main.Views.ar-SA.resx:Open"]?.source, "Open")
        XCTAssertNil(p.sources["src/App/Strings.resx"], "the English is no target")
    }

    /// `%original_path%` and `%file_name%.%file_extension%`: without `preserve_hierarchy` the folders
    /// every source shares (`i18n/en`) are dropped, so `i18n/en/pages/home.json` is `pages/home.json`.
    func testCrowdinOriginalPathDropsTheCommonFolder() throws {
        let dir = TempDir()
        dir.write("crowdin.yml", """
            files:
              - source: /i18n/en/**/*.json
                translation: /translations/%two_letters_code%/%original_path%/%file_name%.%file_extension%
            """)
        dir.write("i18n/en/app.json", #"{"a": "Apply"}"#)
        dir.write("i18n/en/pages/home.json", #"{"title": "Home"}"#)
        dir.write("translations/ar/app.json", #"{"a": "تطبيق"}"#)
        dir.write("translations/ar/pages/home.json", #"{"title": "الرئيسية"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.sources["translations/ar/app.json"], "i18n/en/app.json")
        XCTAssertEqual(p.sources["translations/ar/pages/home.json"], "i18n/en/pages/home.json")
    }

    /// `translation_replace` edits the name a translation takes from its source; the mapping and the
    /// list of files in YAML flow style with an anchor, as configurations write them.
    func testCrowdinTranslationReplaceInFlowStyle() throws {
        let dir = TempDir()
        dir.write("crowdin.yml", """
            preserve_hierarchy: true
            translation_replace: &replace
              '.source.json': '.json'
            files:
              [
                {
                  source: '/locales/**/*.source.json',
                  translation: '/locales/%locale%/**/%original_file_name%',
                  translation_replace: *replace,
                },
              ]
            """)
        dir.write("locales/common.source.json", #"{"close": "Close"}"#)
        dir.write("locales/ar-SA/common.json", #"{"close": "إغلاق"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.sources["locales/ar-SA/common.json"], "locales/common.source.json")
        XCTAssertEqual(p.entries["locales/ar-SA/common.json:close"]?.source, "Close")
    }

    /// What a crowdin.yml names but LabelFit cannot find or read is said at its line.
    func testCrowdinSourceNotFoundAndUnknownPlaceholderAreLocated() throws {
        let dir = TempDir()
        dir.write("crowdin.yml", """
            files:
              - source: /strings/en-US.json
                translation: /strings/%two_letters_code%.json
              - source: /more/en.json
                translation: /more/%lang_code%.json
            """)
        dir.write("strings/ar.json", #"{"a": "نعم"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.notices.count, 2, "\(p.notices)")
        XCTAssertTrue(p.notices.contains { $0.hasPrefix("crowdin.yml:2: warning") && $0.contains("/strings/en-US.json") && $0.contains("matches no file") }, "\(p.notices)")
        XCTAssertTrue(p.notices.contains { $0.hasPrefix("crowdin.yml:5: warning") && $0.contains("%lang_code%") }, "\(p.notices)")
        // A crowdin.yml that does not parse is an error at the line libyaml marks.
        let broken = TempDir()
        broken.write("crowdin.yml", "files:\n  - source: [unclosed\n")
        broken.write("a/ar.json", #"{"a": "نعم"}"#)
        let b = try plan(broken)
        XCTAssertEqual(b.notices.count, 1, "\(b.notices)")
        XCTAssertTrue(b.notices.first?.hasPrefix("crowdin.yml:") == true && b.notices.first?.contains(": error ") == true, "\(b.notices)")
    }

    /// Transifex `.tx/config`: `file_filter` with `<lang>`, `source_file`, and `lang_map` (remote: local).
    func testTransifexFileFilterSourceFileAndLangMap() throws {
        let dir = TempDir()
        dir.write(".tx/config", """
            [main]
            host = https://app.transifex.com

            [o:acme:p:app:r:web]
            file_filter = web/strings/<lang>.json
            source_file = web/strings/base.json
            source_lang = en
            type = KEYVALUEJSON

            [o:acme:p:app:r:help]
            file_filter = help/<lang>/help.json
            source_file = help/source/help.json
            source_lang = en
            lang_map = ar: arabic
            """)
        dir.write("web/strings/base.json", #"{"save": "Save"}"#)
        dir.write("web/strings/ar.json", #"{"save": "حفظ"}"#)
        dir.write("help/source/help.json", #"{"intro": "Welcome"}"#)
        dir.write("help/arabic/help.json", #"{"intro": "أهلا"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.sources["web/strings/ar.json"], "web/strings/base.json")
        XCTAssertEqual(p.sources["help/arabic/help.json"], "help/source/help.json")
        XCTAssertEqual(p.entries["web/strings/ar.json:save"]?.source, "Save")
        XCTAssertEqual(p.entries["help/arabic/help.json:intro"]?.source, "Welcome")
        XCTAssertEqual(p.notices, [])
    }

    /// A VS Code extension: `"l10n": "./l10n"` → `bundle.l10n.json` ↔ `bundle.l10n.ar.json`, and
    /// `package.nls.json` ↔ `package.nls.ar.json`; a `{message, comment}` value's comment is a note.
    func testVSCodeExtensionBundlesAndPackageNLS() throws {
        let dir = TempDir()
        dir.write("package.json", #"{"name": "demo", "engines": {"vscode": "^1.80.0"}, "l10n": "./l10n", "contributes": {"commands": [{"command": "demo.run", "title": "%demo.run.title%"}]}}"#)
        dir.write("package.nls.json", #"{"demo.run.title": "Run Task"}"#)
        dir.write("package.nls.ar.json", #"{"demo.run.title": "تشغيل المهمة"}"#)
        dir.write("l10n/bundle.l10n.json", #"{"Hello {0}": "Hello {0}", "Open": {"message": "Open", "comment": ["a verb, on a button"]}}"#)
        dir.write("l10n/bundle.l10n.ar.json", #"{"Hello {0}": "مرحبا {0}", "Open": {"message": "افتح", "comment": ["a verb, on a button"]}}"#)
        // The extension's Crowdin configuration places the same files; the manifest still gives their format.
        dir.write("crowdin.yml", "files:\n  - source: /l10n/bundle.l10n.json\n    translation: /l10n/bundle.l10n.%two_letters_code%.json\n")
        let p = try plan(dir)
        XCTAssertEqual(p.sources, ["l10n/bundle.l10n.ar.json": "l10n/bundle.l10n.json", "package.nls.ar.json": "package.nls.json"])
        XCTAssertEqual(Set(p.kinds.values), ["vscode-l10n"])
        XCTAssertEqual(p.entries["l10n/bundle.l10n.ar.json:Open"]?.source, "Open")
        XCTAssertEqual(p.entries["l10n/bundle.l10n.ar.json:Open"]?.target, "افتح")
        XCTAssertEqual(p.entries["l10n/bundle.l10n.ar.json:Open"]?.comment, "a verb, on a button")
        XCTAssertEqual(p.entries["package.nls.ar.json:demo.run.title"]?.source, "Run Task")
        // Two messages in the bundle, one in the manifest's table: the comments are no strings.
        XCTAssertEqual(p.entries.count, 3, "\(p.entries.keys.sorted())")
        XCTAssertEqual(p.notices, [])
    }

    /// `package.nls.<locale>.json` beside `package.nls.json` is VS Code's manifest table by its names
    /// alone: read with no manifest in the tree (a copy of the strings, a monorepo's extension folder).
    func testPackageNLSIsReadByItsNamesWithoutAManifest() throws {
        let dir = TempDir()
        dir.write("ext/package.nls.json", #"{"demo.run.title": "Run Task", "demo.stop": {"message": "Stop", "comment": ["a verb"]}}"#)
        dir.write("ext/package.nls.ar.json", #"{"demo.run.title": "تشغيل المهمة", "demo.stop": "أوقف"}"#)
        dir.write("ext/package.nls.de.json", #"{"demo.run.title": "Aufgabe ausführen"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.sources, ["ext/package.nls.ar.json": "ext/package.nls.json"])
        XCTAssertEqual(p.kinds["ext/package.nls.ar.json"], "vscode-l10n")
        XCTAssertEqual(p.entries["ext/package.nls.ar.json:demo.stop"]?.source, "Stop")
        XCTAssertEqual(p.entries.count, 2, "\(p.entries.keys.sorted())")
    }

    /// `"l10n"` naming a folder without `bundle.l10n.json` is said at the manifest's line.
    func testVSCodeL10nFolderWithoutBundleIsLocated() throws {
        let dir = TempDir()
        dir.write("package.json", "{\n  \"engines\": {\"vscode\": \"^1.80.0\"},\n  \"l10n\": \"./i18n\"\n}\n")
        dir.write("i18n/bundle.l10n.ar.json", #"{"Open": "افتح"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.notices.count, 1, "\(p.notices)")
        XCTAssertTrue(p.notices.first?.hasPrefix("package.json:3: warning") == true, "\(p.notices)")
        XCTAssertEqual(p.kinds["i18n/bundle.l10n.ar.json"], "vscode-l10n")
    }

    /// inlang: `sourceLanguageTag` and a plugin's `pathPattern` with `{languageTag}`, relative to the
    /// folder holding `project.inlang`; the source is the file in `sourceLanguageTag`'s spelling.
    func testInlangPathPattern() throws {
        let dir = TempDir()
        dir.write("project.inlang/settings.json", #"{"sourceLanguageTag": "en", "languageTags": ["en", "ar"], "modules": [], "plugin.inlang.json": {"pathPattern": "./lang/app-{languageTag}.json"}}"#)
        dir.write("lang/app-en.json", #"{"greeting": "Hi"}"#)
        dir.write("lang/app-ar.json", #"{"greeting": "أهلا"}"#)
        // Also English, sorted before `app-en.json`: the stated source language tag decides.
        dir.write("lang/app-en-GB.json", #"{"greeting": "Hello"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.sources["lang/app-ar.json"], "lang/app-en.json")
        XCTAssertEqual(p.entries["lang/app-ar.json:greeting"]?.source, "Hi")
        XCTAssertEqual(p.skipped["lang/app-en.json"], .sourceLocale)
        XCTAssertEqual(p.skipped["lang/app-en-GB.json"], .sourceLocale)
    }

    /// Phrase: `push.sources` and `pull.targets` with `<locale_name>`.
    func testPhrasePushSourceAndPullTarget() throws {
        let dir = TempDir()
        dir.write(".phrase.yml", """
            phrase:
              project_id: "0000"
              file_format: simple_json
              push:
                sources:
                  - file: ./res/strings-en.json
                    params:
                      locale_id: en
              pull:
                targets:
                  - file: ./res/strings-<locale_name>.json
            """)
        dir.write("res/strings-en.json", #"{"quit": "Quit"}"#)
        dir.write("res/strings-ar.json", #"{"quit": "خروج"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.sources["res/strings-ar.json"], "res/strings-en.json")
        XCTAssertEqual(p.entries["res/strings-ar.json:quit"]?.source, "Quit")
    }

    /// The classic theme's navbar and footer keys carry their English (`item.label.Docs`,
    /// `link.item.label.GitHub`): without the default locale's footer.json, that is the source;
    /// `copyright` says nothing of its English and stays without one.
    func testDocusaurusThemeKeysCarryTheirEnglish() throws {
        let dir = TempDir()
        dir.write("docusaurus.config.ts", "export default {\n  i18n: {defaultLocale: 'en', locales: ['en', 'ar']},\n};\n")
        dir.write("i18n/en/code.json", #"{"x": {"message": "Yes"}}"#)
        dir.write("i18n/ar/code.json", #"{"x": {"message": "نعم"}}"#)
        dir.write("i18n/ar/docusaurus-theme-classic/footer.json", """
            {"link.title.Docs": {"message": "المستندات", "description": "The title of the footer links column with title=Docs in the footer"},
             "link.item.label.GitHub repository": {"message": "مستودع GitHub", "description": "The label of footer link with label=GitHub repository"},
             "copyright": {"message": "حقوق النشر", "description": "The footer copyright"}}
            """)
        let p = try plan(dir)
        let footer = "i18n/ar/docusaurus-theme-classic/footer.json"
        XCTAssertEqual(p.entries[footer + ":link.title.Docs"]?.source, "Docs")
        XCTAssertEqual(p.entries[footer + ":link.item.label.GitHub repository"]?.source, "GitHub repository")
        XCTAssertNotNil(p.entries[footer + ":copyright"])
        XCTAssertNil(p.entries[footer + ":copyright"]?.source)
    }

    /// Docusaurus: `i18n/<locale>/code.json` and the plugins' folders pair with the default locale's
    /// folder; `{message, description}` entries, the description a note.
    func testDocusaurusTranslationFilesPairWithTheDefaultLocale() throws {
        let dir = TempDir()
        dir.write("docusaurus.config.js", """
            module.exports = {
              title: 'Demo',
              i18n: {
                defaultLocale: 'en',
                locales: ['en', 'ar'],
              },
            };
            """)
        dir.write("i18n/en/code.json", #"{"theme.SearchBar.label": {"message": "Search", "description": "The ARIA label of the search button"}}"#)
        dir.write("i18n/ar/code.json", #"{"theme.SearchBar.label": {"message": "بحث", "description": "The ARIA label of the search button"}}"#)
        dir.write("i18n/en/docusaurus-theme-classic/navbar.json", #"{"item.label.Docs": {"message": "Docs", "description": "Navbar item with label Docs"}}"#)
        dir.write("i18n/ar/docusaurus-theme-classic/navbar.json", #"{"item.label.Docs": {"message": "المستندات", "description": "Navbar item with label Docs"}}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.sources, ["i18n/ar/code.json": "i18n/en/code.json",
                                   "i18n/ar/docusaurus-theme-classic/navbar.json": "i18n/en/docusaurus-theme-classic/navbar.json"])
        XCTAssertEqual(Set(p.kinds.values), ["docusaurus"])
        XCTAssertEqual(p.entries["i18n/ar/code.json:theme.SearchBar.label"]?.source, "Search")
        XCTAssertEqual(p.entries["i18n/ar/code.json:theme.SearchBar.label"]?.comment, "The ARIA label of the search button")
        // One message per file: the descriptions are no strings.
        XCTAssertEqual(p.entries.count, 2, "\(p.entries.keys.sorted())")
        XCTAssertEqual(p.notices, [])
        // Without the default locale's files, that is said at the `defaultLocale` line.
        let bare = TempDir()
        bare.write("docusaurus.config.js", "export default {\n  i18n: {\n    defaultLocale: \"en\",\n    locales: [\"en\", \"ar\"],\n  },\n};\n")
        bare.write("i18n/ar/code.json", #"{"x": {"message": "نعم"}}"#)
        let b = try plan(bare)
        XCTAssertEqual(b.notices.count, 1, "\(b.notices)")
        XCTAssertTrue(b.notices.first?.hasPrefix("docusaurus.config.js:3: warning") == true && b.notices.first?.contains("write-translations") == true, "\(b.notices)")
        XCTAssertEqual(b.kinds["i18n/ar/code.json"], "docusaurus")
    }

    /// A translation the configuration places in a format LabelFit does not read is named, with the rule's line.
    func testCrowdinSourceInAFormatNotReadIsSaid() throws {
        let dir = TempDir()
        dir.write("crowdin.yml", "files:\n  - source: /docs/en/**/*.md\n    translation: /docs/%two_letters_code%/**/%original_file_name%\n")
        dir.write("docs/en/intro.md", "# Intro\n")
        dir.write("docs/ar/intro.md", "# مقدمة\n")
        dir.write("docs/de/intro.md", "# Einführung\n")
        let p = try plan(dir)
        // The German and English pages are not catalogs: listed nowhere, as before.
        XCTAssertNil(p.skipped["docs/de/intro.md"])
        XCTAssertNil(p.skipped["docs/en/intro.md"])
        XCTAssertEqual(p.notices.count, 1, "\(p.notices)")
        XCTAssertTrue(p.notices.first?.hasPrefix("docs/ar/intro.md:0: warning crowdin.yml:3 places this file as the ar translation of") == true
                      && p.notices.first?.contains(".md is not a catalog format LabelFit reads") == true, "\(p.notices)")
    }

    /// A configuration of 1,001 rules: the first 1,000 are applied, the 1,001st is named at its line.
    func testRulesPastTheBoundAreNamed() throws {
        let dir = TempDir()
        var yaml = "files:\n"
        for k in 0...ProjectConfigurations.maxRules { yaml += "  - source: /s\(k)/en.json\n    translation: /s\(k)/%two_letters_code%.json\n" }
        dir.write("crowdin.yml", yaml)
        dir.write("s0/en.json", #"{"a": "Yes"}"#)
        dir.write("s0/ar.json", #"{"a": "نعم"}"#)
        let discovery = CatalogDiscovery()
        let (jobs, _) = try discovery.plan(for: [dir.url.path])
        let notices = jobs.filter { $0.kind == .notRead }.flatMap { discovery.read($0).diagnostics }
        // Rules 2…1,000 name sources that are absent (999 warnings); the 1,001st is the bound's, at line 2 + 2 × 1,000.
        XCTAssertEqual(notices.count, 999 + 1)
        XCTAssertTrue(notices.contains { $0.location.line == 2 + 2 * ProjectConfigurations.maxRules && $0.message.contains("more than the 1000") }, "\(notices.suffix(2))")
        XCTAssertTrue(jobs.contains { $0.target.hasSuffix("s0/ar.json") && $0.source?.hasSuffix("s0/en.json") == true })
    }

    /// Aliases of aliases ("billion laughs": 10^9 items once expanded) in a crowdin.yml: the copy is
    /// bounded as a YAML catalog's is, and the configuration is one located error.
    func testCrowdinAliasBombIsOneLocatedError() throws {
        let dir = TempDir()
        var yaml = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
        for k in 1...8 { yaml += "l\(k): &l\(k) [" + Array(repeating: "*l\(k - 1)", count: 10).joined(separator: ", ") + "]\n" }
        yaml += "files:\n  - source: /en.json\n    translation: /%two_letters_code%.json\n    ignore: *l8\n"
        dir.write("crowdin.yml", yaml)
        dir.write("ar.json", #"{"a": "نعم"}"#)
        let p = try plan(dir)
        XCTAssertEqual(p.notices.count, 1, "\(p.notices)")
        XCTAssertTrue(p.notices.first?.hasPrefix("crowdin.yml:") == true && p.notices.first?.contains(": error the YAML's aliases expand past") == true, "\(p.notices)")
    }

    /// Placeholder spellings read as tags: Crowdin's `%language%` is the English name, `%osx_code%` a folder.
    func testLanguagePlaceholderSpellings() {
        let rule = LocalePathRule(source: [], translation: [], sourceLine: 1, translationLine: 1)
        XCTAssertEqual(rule.tag("Arabic", "language"), "ar")
        XCTAssertEqual(rule.tag("ar.lproj", "osx_code"), "ar")
        XCTAssertEqual(rule.tag("ar-rSA", "android_code"), "ar-rSA")
        XCTAssertNil(rule.tag("arabic", "locale"))
    }
}
