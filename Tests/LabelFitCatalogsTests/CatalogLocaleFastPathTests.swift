import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport

/// `CatalogLocale.language(of:)` answers bare lower-case language subtags without the general tag
/// parser; both must agree on every such tag, and on tags that only look close to one.
final class CatalogLocaleFastPathTests: XCTestCase {
    func testBareLanguageSubtagsGiveWhatTheGeneralParserGives() {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        var tags = letters.flatMap { a in letters.map { a + $0 } }                 // every two-letter tag
        tags += ["ara", "fil", "fas", "per", "zho", "chi", "eng", "xyz", "ger", "deu"]   // three letters, known or not
        tags += ["a", "arab", "AR", "Ar", "ar ", " ar", "ar-EG", "ar_EG", "b+ar", "é", "a1", ""]  // not bare: the general path
        for tag in tags {
            XCTAssertEqual(CatalogLocale.language(of: tag), CatalogLocale.languageOfTag(tag), "«\(tag)»")
        }
        // By hand: a two-letter tag is its own language; ISO 639-2 "ara" is Arabic, "ar".
        XCTAssertEqual(CatalogLocale.language(of: "ar"), "ar")
        XCTAssertEqual(CatalogLocale.language(of: "ara"), "ar")
    }
}
