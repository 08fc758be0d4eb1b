import Foundation
import XCTest
@testable import LabelFitCheck
import LabelFitTestSupport

/// The matching under `overrides`, `exclude` and per-string ignores, against the examples of the
/// documents they follow.
final class RuleMatchingTests: XCTestCase {
    /// gitignore(5), "PATTERN FORMAT", each example as the manual states it.
    func testPathGlobsFollowGitignore() {
        func m(_ pattern: String, _ path: String) -> Bool { PathGlob(pattern).matches(path) }
        // "doc/frotz/" matches doc/frotz directory, but not a/doc/frotz directory.
        XCTAssertTrue(m("doc/frotz/", "doc/frotz/x.xml"))
        XCTAssertFalse(m("doc/frotz/", "a/doc/frotz/x.xml"))
        // "frotz/" matches frotz and a/frotz that is a directory (not a file named frotz).
        XCTAssertTrue(m("frotz/", "a/frotz/x.xml"))
        XCTAssertFalse(m("frotz/", "a/frotz"))
        // "foo/*" matches foo/test.json but not foo/bar/hello.c.
        XCTAssertTrue(m("foo/*", "foo/test.json"))
        // …but foo/bar matches, and git does not descend into an excluded folder ("It is not possible to
        // re-include a file if a parent directory of that file is excluded"): hello.c is left out too.
        XCTAssertTrue(m("foo/*", "foo/bar/hello.c"))
        XCTAssertFalse(m("foo/*", "foo"))
        // "**/foo" matches foo anywhere; "abc/**" everything inside abc; "a/**/b" a/b, a/x/b, a/x/y/b.
        XCTAssertTrue(m("**/foo", "x/y/foo"))
        XCTAssertTrue(m("abc/**", "abc/d/e.xml"))
        XCTAssertFalse(m("abc/**", "xabc/d.xml"))
        for p in ["a/b", "a/x/b", "a/x/y/b"] { XCTAssertTrue(m("a/**/b", p), p) }
        XCTAssertFalse(m("a/**/b", "a/x/c"))
        // No slash but at the end: any depth. A leading slash anchors.
        XCTAssertTrue(m("*.po", "po/ar.po"))
        XCTAssertTrue(m("debug", "app/src/debug/res/values-ar/strings.xml"))
        XCTAssertFalse(m("/debug", "app/src/debug/res/values-ar/strings.xml"))
        XCTAssertTrue(m("/app", "app/src/x.xml"))
        XCTAssertEqual(PathGlob.relative("/r/app/x.xml", to: "/r"), "app/x.xml")
        XCTAssertNil(PathGlob.relative("/elsewhere/x.xml", to: "/r"))
        // Outside the base folder only an unanchored pattern can match.
        XCTAssertTrue(PathGlob("debug").matches(file: "/elsewhere/debug/x.xml", base: "/r"))
        XCTAssertFalse(PathGlob("elsewhere/debug").matches(file: "/elsewhere/debug/x.xml", base: "/r"))
    }

    /// RFC 5646 §2.1.1 case conventions from each ecosystem's spelling.
    func testLocaleTagsAreWrittenAsBCP47() {
        XCTAssertEqual(LocaleTag.canonical("ar"), "ar")
        XCTAssertEqual(LocaleTag.canonical("ar_EG"), "ar-EG")
        XCTAssertEqual(LocaleTag.canonical("ar-rEG"), "ar-EG")
        XCTAssertEqual(LocaleTag.canonical("b+ar+SA"), "ar-SA")
        XCTAssertEqual(LocaleTag.canonical("ara"), "ar")
        XCTAssertEqual(LocaleTag.canonical("az-latn-az"), "az-Latn-AZ")
        XCTAssertEqual(LocaleTag.canonical("es-419"), "es-419")
        XCTAssertEqual(LocaleTag.of(file: "/p/res/values-ar-rEG/strings.xml", stated: nil, asked: "ar"), "ar-EG")
        XCTAssertEqual(LocaleTag.of(file: "/p/po/x.po", stated: "ar_SA", asked: "ar"), "ar-SA")
        XCTAssertEqual(LocaleTag.of(file: "/p/Localizable.xcstrings", stated: nil, asked: "ar"), "ar")
    }

    func testIgnoreMarkers() {
        let all = Set(CheckRules.rules)
        XCTAssertEqual(StringIgnore.rules(in: "Toolbar title. labelfit-ignore"), all)
        XCTAssertEqual(StringIgnore.rules(in: "LabelFit-Ignore: growth, lines (scrolls)"), [.growth, .lines])
        XCTAssertEqual(StringIgnore.rules(in: "labelfit-ignore: because"), all, "no rule named: every rule")
        XCTAssertNil(StringIgnore.rules(in: "A button on the toolbar"))
        XCTAssertEqual(StringIgnore.rules(in: "tools:ignore=MissingTranslation,LabelFit"), all)
        XCTAssertEqual(StringIgnore.rules(in: "tools:ignore=LabelFit:clip,LabelFit:missing-glyphs"), [.clip, .missingGlyphs])
        XCTAssertNil(StringIgnore.rules(in: "tools:ignore=all"), "Lint's all is Lint's")
        XCTAssertEqual(StringIgnore.rules(in: "tools:ignore=MissingTranslation\ntools:ignore=LabelFit:growth"), [.growth])
    }

    /// ESLint's order: later entries win, a named rule beats `*` within one.
    func testOverridesResolveInOrder() {
        let base: [String: Severity] = ["growth": .warning]
        let off = SeverityOverride(keys: ["*"], severity: ["*": .off])
        let growth = SeverityOverride(keys: ["*"], severity: ["growth": .error, "*": .info])
        XCTAssertEqual(SeverityOverride.resolve(base, [off]), ["*": .off])
        XCTAssertEqual(SeverityOverride.resolve(base, [off, growth]), ["*": .info, "growth": .error])
        XCTAssertEqual(SeverityOverride.resolve(base, [growth, off]), ["*": .off])
        var th = Thresholds()
        th.severity = SeverityOverride.resolve(base, [growth])
        XCTAssertEqual(th.severity(of: .untranslated), .info, "a * names no-source and untranslated too")
        XCTAssertTrue(SeverityOverride(paths: ["app/**"], keys: ["legacy_*"], severity: ["*": .off]).matches(file: "/r/app/x.xml", base: "/r", key: "legacy_a"))
        XCTAssertFalse(SeverityOverride(paths: ["app/**"], keys: ["legacy_*"], severity: ["*": .off]).matches(file: "/r/app/x.xml", base: "/r", key: "title"))
        XCTAssertFalse(SeverityOverride(keys: ["legacy_*"], severity: ["*": .off]).matches(file: "/r/app/x.xml", base: "/r", key: nil))
        XCTAssertFalse(SeverityOverride(paths: ["app/**"], severity: ["*": .off]).matches(file: nil, base: "/r", key: "a"))
    }
}

extension RuleMatchingTests {
    /// A plan is for one locale: given the configuration's list, surfaces with one plan take the first.
    func testAPlanOfAListMeasuresItsFirstLocale() throws {
        var config = CheckConfiguration()
        config.targetLocale = "fa, ar"
        XCTAssertEqual(config.targetLocales, ["fa", "ar"])
        let plan = try CheckPlan(config: config)
        XCTAssertEqual(plan.config.targetLocale, "fa")
    }
}
