import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// The registration table (`CatalogFormats.all`): each job kind read by exactly one format, the
/// formats sharing an extension asked in the order the table documents, and every job discovery
/// makes in the catalog fixtures read through its row.
final class CatalogFormatsTableTests: XCTestCase {
    func testEachKindHasOneFormat() {
        // Counted here, independently of `byKind`'s own construction.
        let kinds = CatalogFormats.all.flatMap(\.kinds)
        XCTAssertEqual(Set(kinds.map(\.rawValue)).count, kinds.count, "a kind declared by two formats")
        XCTAssertEqual(CatalogFormats.byKind.count, kinds.count)
        // Written down from the kinds each Formats/ file declares.
        XCTAssertEqual(Set(kinds.map(\.rawValue)), ["not read", "folder", "fluent", "webextension", "slang", "ini", "hugo-toml", "strings", "stringsdict",
                                                   "xcstrings", "android", "xliff", "po", "mo", "arb", "nextcloud-l10n", "laravel-json", "shopify-locale", "i18next", "yaml",
                                                   "symfony-yaml", "hugo-yaml", "base-name-yaml", "magento-csv", "csv", "tsv", "ts", "resx", "properties", "prestashop", "symfony-php", "yii-php", "php", "inno-setup", "xaml", "js-module", "vscode-l10n", "docusaurus", "structure"])
    }

    func testSharedExtensionsAreAskedInTableOrder() {
        func order(_ ext: String) -> [String] { (CatalogFormats.byExtension[ext] ?? []).map { $0.kinds[0].rawValue } }
        XCTAssertEqual(order("json"), ["webextension", "slang", "nextcloud-l10n", "vscode-l10n", "laravel-json", "shopify-locale", "i18next"])
        XCTAssertEqual(order("yml"), ["webextension", "slang", "yaml"])
        XCTAssertEqual(order("ts"), ["ts", "js-module"])
        XCTAssertEqual(order("csv"), ["magento-csv", "csv"])
        XCTAssertEqual(order("php"), ["prestashop", "symfony-php", "yii-php", "php"])
        XCTAssertEqual(order("isl"), ["inno-setup"])
        XCTAssertNil(CatalogFormats.byExtension["swift"])
    }

    func testUnknownKindIsALocatedErrorNotACrash() {
        let job = CatalogDiscovery.Job(kind: .init(rawValue: "nonesuch"), target: "/x/ar.foo", source: nil)
        let result = CatalogDiscovery().read(job)
        XCTAssertEqual(result.diagnostics.map(\.location.file), ["/x/ar.foo"])
        XCTAssertEqual(result.diagnostics.first?.severity, .error)
    }

    func testEveryFixtureJobIsReadByItsRow() throws {
        let jobs = try CatalogDiscovery().jobs(for: [Fixtures.root.appendingPathComponent("Tests/Fixtures").path])
        XCTAssertGreaterThan(Set(jobs.map(\.kind)).count, 15)
        for job in jobs { XCTAssertNotNil(CatalogFormats.byKind[job.kind], job.description) }
    }
}
