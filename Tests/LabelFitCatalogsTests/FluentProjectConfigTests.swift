import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Mozilla `l10n.toml` and Rust i18n-embed `i18n.toml` pair files as the project states
/// (FluentProjectConfig.swift cites moz-l10n-config's file format and i18n-config). The fixtures
/// `Tests/Fixtures/l10n-toml/` and `Tests/Fixtures/i18n-embed/` are hand-written after send's,
/// screenshots' and cosmic-files' configurations; each holds a stale `en/` copy beside the
/// configured `en-US/` reference, which the folder heuristics would take (they prefer the exact
/// source tag), so every pairing below is the configuration's.
final class FluentProjectConfigTests: XCTestCase {
    static let fixtures = Fixtures.root.appendingPathComponent("Tests/Fixtures")

    func pairs(_ folder: String) throws -> (sources: [String: String], entries: [String: CatalogEntry], skipped: [String]) {
        let discovery = CatalogDiscovery()
        let (jobs, skipped) = try discovery.plan(for: [Self.fixtures.appendingPathComponent(folder).path])
        func short(_ p: String) -> String { p.components(separatedBy: "/Fixtures/\(folder)/").last! }
        var sources: [String: String] = [:], entries: [String: CatalogEntry] = [:]
        for j in jobs {
            sources[short(j.target)] = j.source.map(short) ?? "none"
            for e in discovery.read(j).entries { entries[short(e.targetLocation.file) + ":" + e.key] = e }
        }
        return (sources, entries, skipped.map { short($0.file) }.sorted())
    }

    func testL10nTomlPathsPairLocalizedFilesWithTheirReference() throws {
        let (sources, entries, skipped) = try pairs("l10n-toml")
        // `l10n = "{l}**"` with `l = "{l10n_base}/public/locales/{locale}/"` against
        // `reference = "public/locales/en-US/**"`; `app/l10n/{locale}/*.ftl` against `app/strings/en-US/*.ftl`.
        XCTAssertEqual(sources, ["public/locales/ar/send.ftl": "public/locales/en-US/send.ftl",
                                 "app/l10n/ar/menu.ftl": "app/strings/en-US/menu.ftl"])
        XCTAssertEqual(entries["public/locales/ar/send.ftl:title"]?.source, "Send")
        XCTAssertEqual(entries["app/l10n/ar/menu.ftl:menu-open"]?.source, "Open")
        XCTAssertEqual(entries["app/l10n/ar/menu.ftl:menu-open"]?.target, "افتح")
        // The reference, the stale English copy and the German file are not targets.
        XCTAssertTrue(Set(["public/locales/en-US/send.ftl", "public/locales/de/send.ftl", "app/strings/en-US/menu.ftl"]).isSubset(of: Set(skipped)), "\(skipped)")
    }

    func testI18nEmbedFallbackLanguageIsTheSource() throws {
        let (sources, entries, _) = try pairs("i18n-embed")
        // assets_dir/{language}/{domain}.ftl; the source is fallback_language's folder, en-US.
        XCTAssertEqual(sources, ["assets/i18n/ar/app.ftl": "assets/i18n/en-US/app.ftl"])
        XCTAssertEqual(entries["assets/i18n/ar/app.ftl:open"]?.source, "Open")
    }

    func testPatternsAndSettings() throws {
        // moz-l10n path_regex: `**/` any folders (none too), `*` one segment, `{locale}` a segment.
        let config = FluentProjectConfig(file: "/p/l10n.toml", rules: [
            .init(reference: "/p/en-US/**/*.ftl", l10n: "/p/{locale}/**/*.ftl", sourceLocale: "en"),
        ])
        XCTAssertEqual(config.place("/p/ar/browser/menu/a.ftl", sourceLocale: "en")?.source, "/p/en-US/browser/menu/a.ftl")
        XCTAssertEqual(config.place("/p/ar/b.ftl", sourceLocale: "en")?.source, "/p/en-US/b.ftl")
        XCTAssertEqual(config.place("/p/ar/b.ftl", sourceLocale: "en")?.tag, "ar")
        XCTAssertEqual(config.place("/p/en-US/b.ftl", sourceLocale: "en")?.source, nil)
        XCTAssertNil(config.place("/q/ar/b.ftl", sourceLocale: "en"))
        // Multi-line arrays, env aliases using one another, undefined references empty.
        let settings = FluentProjectConfig.settings("locales = [\n  \"ar\", # Arabic\n  'de',\n]\n[env]\n  l = \"{x}{locale}/\"\n[[paths]]\nreference = 'a'\n[[paths]]\nreference = \"b\"\n")
        XCTAssertEqual(settings.first { $0.key == "locales" }?.values, ["ar", "de"])
        XCTAssertEqual(settings.filter { $0.table == "paths" }.map(\.index), [0, 1])
        XCTAssertEqual(FluentProjectConfig.expand("{l}**", env: ["l": "{m}/{locale}/", "m": "x"]), "x/{locale}/**")
        XCTAssertEqual(FluentProjectConfig.expand("{l10n_base}/{locale}/", env: [:]), "/{locale}/")
    }

    /// `[env]` `a` referring to itself six times: each of the 8 rounds multiplies the pattern by 6
    /// (3 × 6^8 = 5,038,848 bytes). The rule is one located error at its `reference` line; the file's
    /// other rule still pairs the Arabic file with its reference.
    func testAnEnvAliasRepeatingItselfIsALocatedErrorAndTheOtherRulesStillPlace() throws {
        let dir = TempDir()
        dir.write("l10n.toml", """
            basepath = "."
            locales = ["ar"]
            [env]
            a = "{a}{a}{a}{a}{a}{a}"
            [[paths]]
            reference = "{a}en-US/*.ftl"
            l10n = "{a}{locale}/*.ftl"
            [[paths]]
            reference = "src/en-US/*.ftl"
            l10n = "src/{locale}/*.ftl"
            """)
        dir.write("src/en-US/app.ftl", "hi = Hello\n")
        dir.write("src/ar/app.ftl", "hi = مرحبا\n")
        let discovery = CatalogDiscovery()
        let (jobs, _) = try discovery.plan(for: [dir.url.path])
        let errors = jobs.filter { $0.kind == .notRead }.flatMap { discovery.read($0).diagnostics }
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?.location.line, 6)
        XCTAssertTrue(errors.first?.location.file.hasSuffix("/l10n.toml") == true)
        XCTAssertTrue(errors.first?.message.contains("\(4096) bytes") == true, "\(errors)")
        let ftl = jobs.first { $0.target.hasSuffix("src/ar/app.ftl") }
        XCTAssertEqual(ftl?.source.map { ($0 as NSString).lastPathComponent }, "app.ftl")
        XCTAssertTrue(ftl?.source?.hasSuffix("src/en-US/app.ftl") == true, "\(String(describing: ftl))")
        // The bound in numbers: after 4 rounds 3 × 6^4 = 3,888 bytes (under 4,096), after 5 rounds 23,328.
        XCTAssertNil(FluentProjectConfig.expand("{a}", env: ["a": "{a}{a}{a}{a}{a}{a}"]) as String?)
        XCTAssertEqual((FluentProjectConfig.expand("{a}", env: ["a": String(repeating: "x", count: 4_096)]) as String?)?.utf8.count, 4_096)
        XCTAssertNil(FluentProjectConfig.expand("{a}/", env: ["a": String(repeating: "x", count: 4_096)]) as String?)
    }

    /// Eight `**` in a pattern, against paths of 100 folders that do not match: a backtracking regular
    /// expression tries splits of the path among the eight (ICU gave up after 1.3–2 s a path, so
    /// 20 files took 26 s or more); the automaton reads each byte once.
    func testEightDoubleStarsInAPatternAgainstALongPathThatDoesNotMatch() {
        let stars = String(repeating: "**x", count: 8)
        let config = FluentProjectConfig(file: "/p/l10n.toml", rules: [
            .init(reference: "/p/en-US/\(stars)/q.ftl", l10n: "/p/{locale}/\(stars)/q.ftl", sourceLocale: "en"),
        ])
        let folders = String(repeating: "x/", count: 100)
        let started = Date()
        for k in 0..<20 { XCTAssertNil(config.place("/p/ar/\(folders)z\(k).ftl", sourceLocale: "en")) }
        // The control: eight x's and q.ftl match, each star taking what a greedy regular expression gives it.
        XCTAssertEqual(config.place("/p/ar/xxxxxxxx/q.ftl", sourceLocale: "en")?.source, "/p/en-US/xxxxxxxx/q.ftl")
        XCTAssertEqual(config.place("/p/ar/xxxxxxxx/q.ftl", sourceLocale: "en")?.tag, "ar")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "a probe that took minutes ends at once")
    }
}
