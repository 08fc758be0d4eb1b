import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport

/// ICU explicit values (`=0`, `=1`, `=2`) in an Arabic message that the English message lacks are
/// paired with the English branch ICU would pick for that number: an explicit value is matched before
/// any keyword, and the keyword is the number's CLDR category in English (1 is `one`; 0 and 2 are
/// `other`, CLDR's language_plural_rules chart for English: `one: i = 1 and v = 0`).
final class ExplicitPluralPairingTests: XCTestCase {
    private func read(en: String, ar: String) throws -> [String: CatalogEntry] {
        let dir = TempDir()
        dir.write("lib/l10n/app_en.arb", "{\"@@locale\": \"en\", \"items\": \"\(en)\"}")
        dir.write("lib/l10n/app_ar.arb", "{\"@@locale\": \"ar\", \"items\": \"\(ar)\"}")
        let result = try dir.readCatalogs()
        return Dictionary(result.entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    }

    func testExplicitValuesTheEnglishLacksTakeTheEnglishCategoryOfTheirNumber() throws {
        let e = try read(en: "{count, plural, one{One item} other{{count} items}}",
                         ar: "{count, plural, =0{لا عناصر} =1{عنصر واحد} =2{عنصران} few{{count} عناصر} other{{count} عنصر}}")
        XCTAssertEqual(e["items[=0]"]?.source, "{count} items")
        XCTAssertEqual(e["items[=1]"]?.source, "One item")
        XCTAssertEqual(e["items[=2]"]?.source, "{count} items")
        XCTAssertEqual(e["items[few]"]?.source, "{count} items")
        // Not one of them is left without a source (what `check` would report as `no-source`).
        XCTAssertEqual(e.values.filter { $0.source == nil }.map(\.key), [])
    }

    func testAnEnglishExplicitValueIsPairedWithItselfFirst() throws {
        let e = try read(en: "{count, plural, =0{Nothing here} =1{Just one} one{One item} other{{count} items}}",
                         ar: "{count, plural, =0{لا شيء هنا} =1{واحد فقط} =2{اثنان} other{{count} عنصر}}")
        XCTAssertEqual(e["items[=0]"]?.source, "Nothing here")
        XCTAssertEqual(e["items[=1]"]?.source, "Just one")
        XCTAssertEqual(e["items[=2]"]?.source, "{count} items")
    }

    /// Laravel: `{0}`, `{1}` and `{2}` in the Arabic, `[2,*]` in the English (laravel.com/docs/localization,
    /// "Pluralization"): 2 is in the English interval 2…∞.
    func testAnExplicitValuePairsWithTheLaravelIntervalThatHoldsIt() throws {
        let dir = TempDir()
        dir.write("lang/en/entities.php", "<?php\nreturn [\n    'comment_count' => '{0} No Comments|{1} 1 Comment|[2,*] :count Comments',\n];\n")
        dir.write("lang/ar/entities.php", "<?php\nreturn [\n    'comment_count' => '{0} لا توجد تعليقات|{1} تعليق واحد|{2} تعليقان|[3,*] :count تعليقات',\n];\n")
        let e = Dictionary(try dir.readCatalogs().entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(e["entities.comment_count[=2]"]?.source, "{count} Comments")
        XCTAssertEqual(e["entities.comment_count[3,*]"]?.source, "{count} Comments", "3 and up are in 2…∞")
        XCTAssertTrue(LocaleStrings.interval("k[1,19]", holds: 19))
        XCTAssertFalse(LocaleStrings.interval("k[1,19]", holds: 20))
        XCTAssertTrue(LocaleStrings.interval("k[*,5]", holds: -3))
    }

    func testFallbackKeysInOrder() {
        XCTAssertEqual(LocaleStrings.pluralFallbacks("k[=1]"), ["k[one]", "k[other]"])
        XCTAssertEqual(LocaleStrings.pluralFallbacks("k[=0]"), ["k[other]"])
        // A plural outside a nested select: the plural's segment is replaced, the select's kept; last,
        // an English without the gender select (MediaWiki's GENDER where only the translation has it).
        XCTAssertEqual(LocaleStrings.pluralFallbacks("k[=2][male]"), ["k[other][male]", "k[=2]", "k[other]"])
        XCTAssertEqual(LocaleStrings.pluralFallbacks("k[male][few]"), ["k[male][other]", "k[few]", "k[other]"])
        XCTAssertEqual(LocaleStrings.pluralFallbacks("k[few]"), ["k[other]"])
        XCTAssertEqual(LocaleStrings.pluralFallbacks("k_few"), ["k_other"])
        // Two counts (stringsdict, .resw): the English keeps its `one` where the Arabic says `one`.
        XCTAssertEqual(LocaleStrings.pluralFallbacks("k[few][one]"), ["k[other][one]", "k[few][other]", "k[other][other]"])
        let three = LocaleStrings.pluralFallbacks("k[few][few][one]")
        XCTAssertEqual(three.first, "k[other][other][one]")
        XCTAssertEqual(three.last, "k[other][other][other]")
    }
}
