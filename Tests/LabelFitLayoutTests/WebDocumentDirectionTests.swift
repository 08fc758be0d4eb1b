import XCTest
import LabelFitCheck
import LabelFitCore
@testable import LabelFitLayout
import LabelFitTestSupport

/// `rtl-document-direction`: a root `lang` that follows the locale with no `dir` anywhere (HTML §3.2.6.4:
/// the direction is `dir`'s, the root's default `ltr`). Each case is one way apps write it, read from
/// the frameworks' documentation (Vue bindings, Angular attribute bindings, JSX, server templates,
/// i18next's `document.dir = i18n.dir(lng)`, unhead's `htmlAttrs`).
final class WebDocumentDirectionTests: XCTestCase {
    func direction(_ files: [(String, String)]) -> WebDocumentDirection {
        var d = WebDocumentDirection()
        for (name, text) in files { d.read(text, file: name) }
        return d
    }

    func lines(_ files: [(String, String)]) -> [String] {
        direction(files).findings(targetLocale: "ar").map { "\($0.site.file):\($0.site.line ?? 0)" }
    }

    func testALanguageThatFollowsTheLocaleWithNoDirectionAnywhere() {
        XCTAssertEqual(lines([("index.html", "<!doctype html>\n<html lang=\"{{ locale }}\">\n<body></body></html>")]), ["index.html:2"])
        XCTAssertEqual(lines([("App.vue", "<template>\n<html\n  :lang=\"locale\">")]), ["App.vue:2"])
        XCTAssertEqual(lines([("app.component.html", "<html [attr.lang]=\"lang\">")]), ["app.component.html:1"])
        XCTAssertEqual(lines([("layout.tsx", "export default () => (\n  <html lang={locale}>\n    <body/></html>)")]), ["layout.tsx:2"])
        XCTAssertEqual(lines([("i18n.ts", "i18n.on('languageChanged', (lng) => {\n  document.documentElement.lang = lng;\n});")]), ["i18n.ts:2"])
        XCTAssertEqual(lines([("main.js", "document.documentElement.setAttribute('lang', locale)")]), ["main.js:1"])
        XCTAssertEqual(lines([("nuxt.config.ts", "useHead({ htmlAttrs: { lang: locale.value } })")]), ["nuxt.config.ts:1"])
        XCTAssertEqual(lines([("base.html.erb", "<html lang=\"<%= I18n.locale %>\">")]), ["base.html.erb:1"])
    }

    func testAnyDirectionSetAnywhereSilencesIt() {
        let lang = ("index.html", "<html lang=\"{{ locale }}\">")
        for dir in [("index.html", "<html lang=\"{{ locale }}\" dir=\"{{ dir }}\">"),
                    ("i18n.js", "document.dir = i18n.dir(lng)"),
                    ("i18n.ts", "document.documentElement.dir = rtl ? 'rtl' : 'ltr'"),
                    ("main.ts", "document.documentElement.setAttribute(\"dir\", direction)"),
                    ("App.vue", "<div :dir=\"$i18n.locale === 'ar' ? 'rtl' : 'ltr'\">"),
                    ("head.ts", "useHead({ htmlAttrs: { lang, dir } })"),
                    ("Root.tsx", "<div dir={direction}>")] {
            XCTAssertEqual(lines([lang, dir]), [], "\(dir.1)")
        }
    }

    func testALiteralLanguageIsNotALocaleAndALiteralLeftToRightIsFixed() {
        XCTAssertEqual(lines([("index.html", "<html lang=\"en\">")]), [])
        XCTAssertEqual(lines([("index.html", "<p>Use document.documentElement.lang === 'ar' to test</p>")]), [])
        // `dir="ltr"` as a literal beside a bound `lang`: the direction never follows.
        let fixed = direction([("index.html", "<html :lang=\"locale\" dir=\"ltr\">"), ("i18n.js", "document.dir = i18n.dir()")])
        XCTAssertEqual(fixed.findings(targetLocale: "ar").map(\.message).count, 1)
        XCTAssertTrue(fixed.findings(targetLocale: "ar")[0].message.contains("dir=\"ltr\" as a literal"))
        // `dir="rtl"` or `auto` on the root is a direction.
        XCTAssertEqual(lines([("index.html", "<html lang=\"{{ l }}\" dir=\"auto\">")]), [])
    }

    /// A stranger's file of 40,000 unclosed `<html` and `htmlAttrs: {` is read in time linear in its
    /// length (the patterns' repetitions are bounded), and a tag past the bound is not read.
    func testUnclosedTagsAreReadInLinearTime() {
        let hostile = String(repeating: "<html lang={l} ", count: 20_000) + String(repeating: "htmlAttrs: { ", count: 20_000)
        var d = WebDocumentDirection()
        d.read(hostile, file: "big.html")
        XCTAssertEqual(d.languageSet.count, 0)
        XCTAssertEqual(lines([("long.html", "<html " + String(repeating: "x", count: 1100) + " lang=\"{{ l }}\">")]), [])
    }

    func testTheRuleIsDescribedAndRunByLayoutOnAWebApp() throws {
        XCTAssertEqual(LayoutRules.named("rtl-document-direction")?.documentation, "docs/layout-web.md")
        let dir = TempDir()
        dir.write("index.html", "<!doctype html>\n<html :lang=\"locale\">\n<body><p class=\"t\">{{ $t('save') }}</p></body></html>\n")
        dir.write("locales/en.json", "{\"save\": \"Save\"}")
        dir.write("locales/ar.json", "{\"save\": \"حفظ\"}")
        let r = try CLI.run(["layout", dir.url.path, "--format", "json", "--no-baseline"], cwd: dir.url)
        XCTAssertTrue(r.stdout.contains("rtl-document-direction"), r.stdout + r.stderr)
    }

    /// A static `<html lang="en">` whose folder holds the app's translated templates, with nothing
    /// anywhere setting a language or a direction: the Arabic page keeps `lang="en"` and `ltr`. A page
    /// beside the app (a documentation site with no translated template under it) is not reported, nor an
    /// app whose CSS sets `direction`.
    func testAStaticRootOverTheAppsTemplatesIsReported() throws {
        func run(css: String) throws -> [(rule: String, file: String, line: Int)] {
            let dir = TempDir()
            dir.write("frontend/index.html", "<!doctype html>\n<html lang=\"en\">\n<body><div id=\"app\"></div></body></html>\n")
            dir.write("frontend/src/App.vue", "<template><p class=\"t\">{{ $t('save') }}</p></template>\n")
            dir.write("docs/index.html", "<!doctype html>\n<html lang=\"en\">\n<body><p>Docs</p></body></html>\n")
            dir.write("frontend/src/app.css", css)
            dir.write("locales/en.json", "{\"save\": \"Save\"}")
            dir.write("locales/ar.json", "{\"save\": \"حفظ\"}")
            let r = try CLI.run(["layout", dir.url.path, "--format", "json", "--no-baseline"], cwd: dir.url)
            let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            return (json?["findings"] as? [[String: Any]] ?? []).map { ($0["rule"] as? String ?? "", $0["file"] as? String ?? "", $0["line"] as? Int ?? 0) }
        }
        let found = try run(css: ".t { color: red; }\n")
        XCTAssertEqual(found.map(\.rule), ["rtl-document-direction"], "\(found)")
        XCTAssertEqual(found.first?.file.hasSuffix("frontend/index.html"), true)
        XCTAssertEqual(found.first?.line, 2)
        XCTAssertEqual(try run(css: "html:lang(ar) { direction: rtl; }\n").map(\.rule), [])
    }

    /// A page never laid out right to left: the physical-side findings change nothing yet, so they are
    /// counted in `rtl-document-direction`; the length rule (`rtl-fixed-height`) stays. Counted by hand:
    /// `.t` has `padding-left: 8px` and `text-align: left`, `.h` a 20px height, each on translated text.
    func testPhysicalSideFindingsAreHeldBackWhileNothingSetsADirection() throws {
        func run(setsDirection: Bool) throws -> [(rule: String, message: String)] {
            let dir = TempDir()
            let script = setsDirection ? "document.documentElement.lang = l; document.documentElement.dir = d;" : "document.documentElement.lang = l;"
            dir.write("index.html", "<!doctype html>\n<html lang=\"en\">\n<body><p class=\"t\">{{ $t('save') }}</p><div class=\"h\">{{ $t('open') }}</div></body></html>\n")
            dir.write("src/locale.js", "export function apply(l, d) { \(script) }\n")
            dir.write("src/app.css", ".t { padding-left: 8px; text-align: left; }\n.h { height: 20px; }\n")
            dir.write("locales/en.json", "{\"save\": \"Save\", \"open\": \"Open\"}")
            dir.write("locales/ar.json", "{\"save\": \"حفظ\", \"open\": \"فتح\"}")
            let r = try CLI.run(["layout", dir.url.path, "--format", "json", "--no-baseline"], cwd: dir.url)
            let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            return (json?["findings"] as? [[String: Any]] ?? []).map { ($0["rule"] as? String ?? "", $0["message"] as? String ?? "") }
        }
        let never = try run(setsDirection: false)
        XCTAssertEqual(never.map(\.rule).sorted(), ["rtl-document-direction", "rtl-fixed-height"], "\(never)")
        XCTAssertTrue(never.first { $0.rule == "rtl-document-direction" }?.message
            .contains("2 right-to-left findings about boxes (rtl-physical-spacing 1, rtl-text-align-physical 1) are held back") == true, "\(never)")
        let set = try run(setsDirection: true)
        XCTAssertEqual(set.map(\.rule).sorted(), ["rtl-fixed-height", "rtl-physical-spacing", "rtl-text-align-physical"], "\(set)")
    }
}
