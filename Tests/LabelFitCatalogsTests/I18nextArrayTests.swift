import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// i18next arrays: each item its own string, `key.0`, `key.1`… (i18next "Objects and arrays":
/// items read by index, `t('arrayOfObjects.0.name')`; `returnObjects`/`joinArrays` show them whole).
/// Fixture `Tests/Fixtures/i18next-arrays/` (hand-written, layout of i18next-http-backend's
/// `public/locales/{{lng}}/translation.json`); expected keys read off it.
final class I18nextArrayTests: XCTestCase {
    func testListItemsAreStringsPairedByIndex() throws {
        let discovery = CatalogDiscovery()
        let jobs = try discovery.jobs(for: [Fixtures.root.appendingPathComponent("Tests/Fixtures/i18next-arrays").path])
        XCTAssertEqual(jobs.count, 1)
        let r = discovery.read(try XCTUnwrap(jobs.first))
        var e: [String: CatalogEntry] = [:]
        for entry in r.entries { e[entry.key] = entry }
        XCTAssertEqual(e["onboarding.steps.1"]?.target, "شارك الرابط")
        XCTAssertEqual(e["onboarding.steps.1"]?.source, "Share the link")
        XCTAssertEqual(e["onboarding.steps.1"]?.targetLocation.line, 3)
        // An object inside a list: its keys under the item's index.
        XCTAssertEqual(e["onboarding.tips.0.title"]?.source, "Stay safe")
        XCTAssertEqual(e["onboarding.tips.1"]?.source, "Use a strong password")
        XCTAssertEqual(e["weekdays.0"]?.source, "Monday")
        // An empty item is kept as every empty i18next value is (the check calls it untranslated);
        // a number in a list is named, not measured.
        XCTAssertEqual(e["weekdays.1"]?.target, "")
        XCTAssertEqual(e["weekdays.1"]?.source, "Tuesday")
        XCTAssertTrue(r.diagnostics.contains { $0.message.hasPrefix("1 value is not text") && $0.message.contains("'weekdays.2'") }, "\(r.diagnostics)")
        // 2 + 2 + 2 + 1: every item and leaf (the counter counts the 6 non-empty ones).
        XCTAssertEqual(Set(e.keys), ["onboarding.steps.0", "onboarding.steps.1", "onboarding.tips.0.title", "onboarding.tips.1", "weekdays.0", "weekdays.1", "title"])
    }
}
