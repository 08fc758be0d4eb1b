import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Polyglot.js `||||` plural forms in i18next-style JSON. Fixture `Tests/Fixtures/polyglot/i18n/`, written by hand; expected keys worked out by
/// hand from polyglot.js's `pluralTypes` as PolyglotPlurals.swift cites them.
final class PolyglotPluralTests: XCTestCase {
    func testFormsSplitByEachLocalesPluralType() throws {
        let dir = Fixtures.root.appendingPathComponent("Tests/Fixtures/polyglot/i18n")
        let discovery = CatalogDiscovery()
        let job = try XCTUnwrap(discovery.jobs(for: [dir.path]).first { $0.target.hasSuffix("ar.json") })
        let result = discovery.read(job)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let byKey = Dictionary(uniqueKeysWithValues: result.entries.map { ($0.key, $0) })
        // Arabic (polyglot `arabic`): forms 0…5 are zero, one, two, few, many, other: 2 + 6 forms;
        // 'saved' one string; 'separator' one string too: a ` | ` is text in a project that does not
        // name vue-i18n (`JSONCatalogReader.vueI18nPipes`). 2 + 6 + 1 + 1 = 10.
        XCTAssertEqual(Set(byKey.keys), ["resources.album.name[zero]", "resources.album.name[one]",
                                         "resources.song.fields.count[zero]", "resources.song.fields.count[one]", "resources.song.fields.count[two]",
                                         "resources.song.fields.count[few]", "resources.song.fields.count[many]", "resources.song.fields.count[other]",
                                         "message.saved", "separator"])
        XCTAssertEqual(byKey["resources.album.name[one]"]?.target, "ألبومات")
        // English (polyglot `german`): form 0 is one, 1 other; Arabic "one" pairs with English
        // "one", the categories English lacks with "other".
        XCTAssertEqual(byKey["resources.album.name[one]"]?.source, "Album")
        XCTAssertEqual(byKey["resources.album.name[zero]"]?.source, "Albums")
        XCTAssertEqual(byKey["resources.song.fields.count[few]"]?.target, "%{smart_count} أغانٍ")
        XCTAssertEqual(byKey["resources.song.fields.count[few]"]?.source, "%{smart_count} songs")
    }
}
