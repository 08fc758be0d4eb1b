import XCTest
import LabelFitCatalogs
import LabelFitCore
@testable import LabelFitLayout

/// A key whose catalog holds only its variants stands for its longest translation (counted here by
/// hand: «%d ملف» 6 scalars (%, d, space, three letters), «ملف واحد» 8 (seven letters and a space),
/// «لا ملفات» 8 — the tie goes to the key first in order, `files[one]`).
final class VariantEntriesTests: XCTestCase {
    func entry(_ key: String, _ target: String) -> CatalogEntry {
        CatalogEntry(key: key, source: "files", target: target, sourceLocation: nil, targetLocation: SourceLocation(file: "ar.arb"), format: "arb")
    }

    func testTheLongestVariantStandsForAKeyWithoutItsOwnEntry() {
        let entries = ["files[few]": entry("files[few]", "%d ملف"), "files[one]": entry("files[one]", "ملف واحد"),
                       "files[zero]": entry("files[zero]", "لا ملفات"),
                       "title": entry("title", "العنوان"), "title[male]": entry("title[male]", "عنوان طويل جدا للغاية")]
        let widest = VariantEntries.widest(entries)
        XCTAssertEqual(widest["files"]?.key, "files[one]")
        XCTAssertNil(widest["title"], "a key with its own entry keeps it")
        XCTAssertEqual(widest.count, 1)
    }
}
