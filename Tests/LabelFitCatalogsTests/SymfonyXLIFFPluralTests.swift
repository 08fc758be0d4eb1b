import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Symfony's `|` plurals in XLIFF. Fixture `Tests/Fixtures/symfony-xliff/`, written by hand; the expected
/// keys are worked out by hand from symfony/translation-contracts `TranslatorTrait::trans` as
/// `SymfonyPlurals` cites it: unlabelled parts are standard rules 0, 1, 2… (Arabic zero, one, two…),
/// an interval part is `[=n]` with the smallest integer it holds, a `one:` label is rule 0, 1… in order.
final class SymfonyXLIFFPluralTests: XCTestCase {
    let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/symfony-xliff")

    func read(_ relative: String) throws -> CatalogReadResult {
        let discovery = CatalogDiscovery()
        let job = try XCTUnwrap(discovery.jobs(for: [root.path]).first { $0.target.hasSuffix(relative) })
        return discovery.read(job)
    }

    func testPipeVariantsSplitInSymfonysLayout() throws {
        let result = try read("translations/validators.ar.xlf")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let byKey = Dictionary(uniqueKeysWithValues: result.entries.map { ($0.key, $0) })
        // id 1: 3 unlabelled parts → zero, one, two; id 2: {0} {1} ]1,Inf[ → =0, =1, =2; id 3:
        // two labelled parts → rules 0 and 1 (zero, one); id 4 one string. 3 + 3 + 2 + 1 = 9.
        XCTAssertEqual(Set(byKey.keys), ["1[zero]", "1[one]", "1[two]", "2[=0]", "2[=1]", "2[=2]", "3[zero]", "3[one]", "4"])
        XCTAssertEqual(byKey["2[=2]"]?.target, "%count% تفاحات")
        XCTAssertEqual(byKey["2[=2]"]?.source, "%count% apples")
        XCTAssertEqual(byKey["3[one]"]?.target, "%count% ملفات")
        // English has rules 0 (one) and 1 (other): Arabic "one" pairs with English "one", "zero"
        // and "two", which English lacks, with English "other".
        XCTAssertEqual(byKey["1[one]"]?.source, "You must select at least {{ limit }} choice.")
        XCTAssertEqual(byKey["1[two]"]?.source, "You must select at least {{ limit }} choices.")
        XCTAssertEqual(byKey["1[zero]"]?.source, "You must select at least {{ limit }} choices.")
    }

    func testPipeIsTextOutsideSymfonysLayout() throws {
        let result = try read("src/locale/messages.ar.xlf")
        XCTAssertEqual(result.entries.map(\.key), ["sep"])
        XCTAssertEqual(result.entries.first?.target, "الرئيسية | الإعدادات")
    }
}
