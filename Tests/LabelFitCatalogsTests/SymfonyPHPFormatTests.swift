import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Symfony's PHP translation files (`translations/<domain>.<locale>.php`: EasyAdmin's 99
/// strings were not read). The fixture `Tests/Fixtures/symfony-php/` was written by hand after
/// EasyAdmin's files; the expected keys are worked out by hand from the rules cited in
/// SymfonyPHPFormat.swift and SymfonyPlurals.swift.
final class SymfonyPHPFormatTests: XCTestCase {
    let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/symfony-php")

    func testPlacedUnderTranslationsAndPairedWithTheEnglishDomain() throws {
        let jobs = try CatalogDiscovery().jobs(for: [root.path])
        // config.ar.php is outside translations/: code, not a catalog (no job, not even a notice job
        // of the Symfony kind).
        XCTAssertEqual(jobs.filter { $0.kind == .symfonyPHP }.map { URL(fileURLWithPath: $0.target).lastPathComponent }, ["admin.ar.php"])
        XCTAssertEqual(jobs.first { $0.kind == .symfonyPHP }.flatMap(\.source).map { URL(fileURLWithPath: $0).lastPathComponent }, "admin.en.php")
    }

    func testNestedKeysFlattenedAndPipePluralsSplit() throws {
        let discovery = CatalogDiscovery()
        let job = try XCTUnwrap(discovery.jobs(for: [root.path]).first { $0.kind == .symfonyPHP })
        let result = discovery.read(job)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let keys = result.entries.filter { $0.target != nil }.map(\.key).sorted()
        // ArrayLoader::flatten joins with "."; an interval part is `[=n]` with the smallest integer
        // it holds ({1} → 1, {2} → 2, ]2,Inf] → 3; {0} → 0, ]1,Inf] → 2); the unlabelled parts of
        // 'حقل واحد…|%count% حقول…' are standard rules 0 and 1, for Arabic zero and one.
        XCTAssertEqual(keys, ["action.new", "form.tab.error_badge_title[one]", "form.tab.error_badge_title[zero]",
                              "page_title.dashboard", "page_title.exception[=1]", "page_title.exception[=2]", "page_title.exception[=3]",
                              "paginator.results[=0]", "paginator.results[=1]", "paginator.results[=2]"])
        // 10 variants counted by hand in admin.ar.php: 1 + 2 + 1 + 3 + 3.
        XCTAssertEqual(keys.count, 10)
        // The interval and its space trimmed; the <strong> markup rendered away as for Symfony YAML (RenderedText).
        XCTAssertEqual(result.entries.first { $0.key == "paginator.results[=2]" }?.target, "%count% نتائج")
        XCTAssertEqual(result.entries.first { $0.key == "page_title.dashboard" }?.source, "Dashboard")
    }
}
