import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Rails lists of texts. Fixture `Tests/Fixtures/rails-lists/`, written by hand; expected keys by hand from
/// the rule cited in `YAMLCatalogReader.textItems`.
final class RailsListTests: XCTestCase {
    func testTextListItemsAreStringsByIndex() throws {
        let dir = Fixtures.root.appendingPathComponent("Tests/Fixtures/rails-lists")
        let discovery = CatalogDiscovery()
        let job = try XCTUnwrap(discovery.jobs(for: [dir.path]).first { $0.target.hasSuffix("ar.yml") })
        let result = discovery.read(job)
        let byKey = Dictionary(uniqueKeysWithValues: result.entries.map { ($0.key, $0) })
        // 3 day names, 2 month names (the leading ~ is Rails' no-month-0 placeholder), hello: 6.
        // date.order's items are Ruby symbols: no text, still one warning.
        XCTAssertEqual(Set(byKey.keys), ["date.abbr_day_names.0", "date.abbr_day_names.1", "date.abbr_day_names.2",
                                         "date.month_names.1", "date.month_names.2", "hello"])
        XCTAssertEqual(byKey["date.month_names.1"]?.target, "يناير")
        XCTAssertEqual(byKey["date.month_names.1"]?.source, "January")
        XCTAssertEqual(byKey["date.abbr_day_names.2"]?.source, "Tue")
        XCTAssertEqual(result.diagnostics.map(\.message), ["'date.order' is a list of 3 items, not a string: not measured"])
    }
}
