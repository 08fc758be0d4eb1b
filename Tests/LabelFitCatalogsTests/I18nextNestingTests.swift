import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// i18next nesting (i18next.com/translation-function/nesting): `$t(key)` shows the referenced string of
/// the same language and namespace. Expected texts are written by hand from the fixtures; plural
/// categories from CLDR's rules as published (Arabic: 3 is few, 11 is many; English: 1 is one, 3 other).
final class I18nextNestingTests: XCTestCase {
    func read(_ dir: TempDir) throws -> (entries: [String: CatalogEntry], diagnostics: [CatalogDiagnostic]) {
        let discovery = CatalogDiscovery()
        let results = try discovery.jobs(for: [dir.url.path]).map(discovery.read)
        let entries = Dictionary(results.flatMap(\.entries).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        return (entries, results.flatMap(\.diagnostics))
    }

    func testNestedKeysPluralsAndNamespacesResolve() throws {
        let dir = TempDir()
        dir.write("locales/en/common.json", #"""
            {"app": "Loop", "welcome": "Welcome to $t(app)", "files_one": "{{count}} file", "files_other": "{{count}} files",
             "summary": "You have $t(files, {\"count\": 3})", "one": "Just $t(files, {\"count\": 1})", "home": "Go to $t(nav:home)"}
            """#)
        dir.write("locales/en/nav.json", #"{"home": "Home"}"#)
        dir.write("locales/ar/common.json", #"""
            {"app": "لوب", "welcome": "مرحبًا بك في $t(app)", "files_few": "{{count}} ملفات", "files_many": "{{count}} ملفًا",
             "files_other": "{{count}} ملف", "summary": "لديك $t(files, {\"count\": 3})", "eleven": "$t(files, {\"count\": 11})",
             "home": "انتقل إلى $t(nav:home)", "menu": {"open": "فتح"}, "action": "$t(menu.open) الملف"}
            """#)
        dir.write("locales/ar/nav.json", #"{"home": "الرئيسية"}"#)
        let (e, _) = try read(dir)
        XCTAssertEqual(e["welcome"]?.target, "مرحبًا بك في لوب")
        XCTAssertEqual(e["welcome"]?.source, "Welcome to Loop")
        XCTAssertEqual(e["welcome"]?.rawTarget, "مرحبًا بك في $t(app)")
        // 3 is Arabic "few": files_few with its {{count}} filled by the nested call's count.
        XCTAssertEqual(e["summary"]?.target, "لديك 3 ملفات")
        XCTAssertEqual(e["summary"]?.source, "You have 3 files")
        // 11 is Arabic "many".
        XCTAssertEqual(e["eleven"]?.target, "11 ملفًا")
        // Another namespace of the same language: nav.json beside common.json.
        XCTAssertEqual(e["home"]?.target, "انتقل إلى الرئيسية")
        XCTAssertEqual(e["home"]?.source, "Go to Home")
        // Nested JSON keys are referenced with ".".
        XCTAssertEqual(e["action"]?.target, "فتح الملف")
    }

    func testSelfReferenceMissingKeysAndTheDepthLimit() throws {
        let dir = TempDir()
        dir.write("locales/en/translation.json", #"{"x": "x"}"#)
        dir.write("locales/ar/translation.json", #"""
            {"self": "أ $t(self) ب", "missing": "انظر $t(nowhere)",
             "l0": "$t(l1)", "l1": "$t(l2)", "l2": "$t(l3)", "l3": "$t(l4)", "l4": "$t(l5)", "l5": "نهاية",
             "deeper": "قبل $t(l0)", "a": "أ $t(b)", "b": "ب $t(a)"}
            """#)
        let (e, diagnostics) = try read(dir)
        // i18next's recursion guard: the key nesting itself shows nothing.
        XCTAssertEqual(e["self"]?.target, "أ  ب")
        // A missing key shows the key, as i18next's missing-key default does.
        XCTAssertEqual(e["missing"]?.target, "انظر nowhere")
        // l0 → l1 → l2 → l3 → l4 → l5: five levels, all followed.
        XCTAssertEqual(e["l0"]?.target, "نهاية")
        // deeper → l0 … → l5 is six levels: the sixth is left out.
        XCTAssertEqual(e["deeper"]?.target, "قبل ")
        // a → b(1) → a(2) → b(3) → a(4) → b(5) → a(6, left out): "أ " "ب " "أ " "ب " "أ " "ب " then nothing.
        XCTAssertEqual(e["a"]?.target, "أ ب أ ب أ ب ")
        let messages = diagnostics.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'self'") && $0.contains("nests its own key") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("'missing'") && $0.contains("names no string") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("'deeper'") && $0.contains("more than 5 levels") }, "\(messages)")
    }

    /// Ten references per level, four levels: 10⁴ copies unbounded. i18next's `maxReplaces` (1000) bounds it.
    func testFanningOutReferencesAreBounded() throws {
        let dir = TempDir()
        let ten = { (k: String) in String(repeating: "$t(\(k))", count: 10) }
        dir.write("locales/en/translation.json", #"{"x": "x"}"#)
        dir.write("locales/ar/translation.json", "{\"a\": \"\(ten("b"))\", \"b\": \"\(ten("c"))\", \"c\": \"\(ten("d"))\", \"d\": \"\(ten("e"))\", \"e\": \"س\"}")
        let (e, diagnostics) = try read(dir)
        let a = try XCTUnwrap(e["a"]?.target)
        XCTAssertFalse(a.contains("$t("))
        XCTAssertLessThan(a.count, 10_000)
        XCTAssertGreaterThan(a.count, 0)
        XCTAssertTrue(diagnostics.contains { $0.message.contains("'a'") && $0.message.contains("1000 replacements") }, "\(diagnostics.map(\.message))")
        // b alone is 10³ = 1000 copies after 10 + 100 + 1000 = 1110 replacements: cut too; e is one letter.
        XCTAssertEqual(e["e"]?.target, "س")
    }
}
