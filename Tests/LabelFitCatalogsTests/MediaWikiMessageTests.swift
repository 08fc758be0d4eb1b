import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// MediaWiki's banana JSON and the wikitext of its messages, each expectation derived by hand from
/// mediawiki.org "Help:Magic words" § Localization: PLURAL forms follow the language's CLDR
/// categories in order (Arabic zero, one, two, few, many, other; English one, other), the last form
/// repeating; GENDER's female form defaults to the male one.
final class MediaWikiMessageTests: XCTestCase {
    func variants(_ text: String, _ language: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: MediaWikiMessage.expand(text, language: language).map { ($0.suffix, $0.text) })
    }

    func testPluralFormsTakeTheLanguagesCategoriesInOrder() {
        XCTAssertEqual(variants("استرجاع {{PLURAL:$1||تعديل واحد|تعديلين|$1 تعديلات|$1 تعديلاً|$1 تعديل}}", "ar"), [
            "[zero]": "استرجاع ", "[one]": "استرجاع تعديل واحد", "[two]": "استرجاع تعديلين",
            "[few]": "استرجاع $1 تعديلات", "[many]": "استرجاع $1 تعديلاً", "[other]": "استرجاع $1 تعديل"])
        XCTAssertEqual(variants("Undelete {{PLURAL:$1|one edit|$1 edits}}", "en"), ["[one]": "Undelete one edit", "[other]": "Undelete $1 edits"])
        // Fewer forms than categories: the last repeats; `N=` is an exact number.
        XCTAssertEqual(variants("{{PLURAL:$1|ملف|ملفات|12=دزينة}}", "ar"), [
            "[=12]": "دزينة", "[zero]": "ملف", "[one]": "ملفات", "[two]": "ملفات", "[few]": "ملفات", "[many]": "ملفات", "[other]": "ملفات"])
    }

    /// `{{PLURAL:$2|…}}` names the parameter whose number chooses the form: every variant of the block
    /// carries it, and a GENDER block (chosen by a user, not a number) names none.
    func testPluralVariantsNameTheirCountParameter() {
        let expanded = MediaWikiMessage.expand("{{GENDER:$1|هو|هي}} {{PLURAL:$2|طفل|طفلان|$2 أطفال}}", language: "ar")
        XCTAssertEqual(expanded.count, 2 * 6)   // two genders × Arabic's six categories
        XCTAssertEqual(Set(expanded.map(\.count)), ["$2"])
        XCTAssertEqual(Set(MediaWikiMessage.expand("{{GENDER:$1|User}} page", language: "en").map(\.count)), [nil])
        XCTAssertEqual(Set(MediaWikiMessage.expand("{{PLURAL: $3 |a|b}}", language: "en").map(\.count)), ["$3"])
    }

    func testGenderLinksAndEmphasis() {
        XCTAssertEqual(variants("صفحة {{GENDER:$1|المستخدم|المستخدمة}}", "ar"), ["[male]": "صفحة المستخدم", "[female]": "صفحة المستخدمة"])
        XCTAssertEqual(variants("{{GENDER:$1|User}} page", "en"), ["[male]": "User page", "[female]": "User page"])
        XCTAssertEqual(variants("{{GENDER:$1|شكرك|شكركِ|شكرك}}", "ar"), ["[male]": "شكرك", "[female]": "شكركِ", "[unknown]": "شكرك"])
        XCTAssertEqual(variants("See [[Special:Log|the log]], [[Help]] and [https://example.org our site]; '''$1''' ''edits''", "en"),
                       ["": "See the log, Help and our site; $1 edits"])
        // A block inside a form expands too; an unclosed block is text.
        XCTAssertEqual(variants("{{GENDER:$1|{{PLURAL:$2|a|b}}|c}}", "en"), ["[one][male]": "a", "[other][male]": "b", "[female]": "c"])
        XCTAssertEqual(variants("{{PLURAL:$1|a", "en"), ["": "{{PLURAL:$1|a"])
        // Openers without closers are text: a stranger's 20,000 of them come back as written.
        let unclosed = String(repeating: "[[", count: 5_000) + String(repeating: "[https://x ", count: 1_000)
        XCTAssertEqual(MediaWikiMessage.links(unclosed), unclosed)
        XCTAssertEqual(MediaWikiMessage.links("[[a|b]] [[c"), "b [[c")
    }

    /// `@metadata` (the authors) is no message; `qqq` (documentation) is no locale to check.
    func testBananaFilesSkipMetadata() throws {
        let dir = TempDir()
        dir.write("i18n/en.json", #"{"@metadata": {"authors": ["Ann"]}, "x-userpage": "{{GENDER:$1|User}} page", "x-more": "More"}"#)
        dir.write("i18n/ar.json", #"{"@metadata": {"authors": ["محمد"]}, "x-userpage": "صفحة {{GENDER:$1|المستخدم|المستخدمة}}", "x-more": "المزيد"}"#)
        dir.write("i18n/qqq.json", #"{"@metadata": {"authors": ["Ann"]}, "x-more": "Label of the More menu"}"#)
        let discovery = CatalogDiscovery()
        let (jobs, _) = try discovery.plan(for: [dir.url.path])
        let entries = jobs.flatMap { discovery.read($0).entries }
        XCTAssertEqual(Set(entries.map(\.key)), ["x-userpage[male]", "x-userpage[female]", "x-more"])
        XCTAssertEqual(entries.first { $0.key == "x-userpage[female]" }?.source, "User page")
        XCTAssertEqual(entries.first { $0.key == "x-userpage[female]" }?.placeholderSyntax, .mediawiki)
        XCTAssertTrue(entries.allSatisfy { $0.targetLocation.file.hasSuffix("ar.json") })
        // The English without GENDER pairs with both Arabic forms.
        dir.write("i18n/en.json", #"{"@metadata": {"authors": ["Ann"]}, "x-userpage": "User page", "x-more": "More"}"#)
        let again = try discovery.plan(for: [dir.url.path]).0.flatMap { discovery.read($0).entries }
        XCTAssertEqual(again.first { $0.key == "x-userpage[female]" }?.source, "User page")
        XCTAssertEqual(again.first { $0.key == "x-userpage[male]" }?.source, "User page")
    }
}
