import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// moko-resources `<plural>` (github.com/icerockdev/moko-resources README "Plurals"), in
/// `plurals.xml` and in `strings.xml`, with the CLDR categories of `quantity`. Fixture
/// `Tests/Fixtures/moko/` (hand-written after accountbook's layout); expected values read off it.
final class MokoResourcesTests: XCTestCase {
    func testPluralElementsInBothFilesArePairedWithTheBaseFolder() throws {
        let discovery = CatalogDiscovery()
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/moko").path
        let jobs = try discovery.jobs(for: [root])
        // One job for MR/ar/ (plurals.xml and strings.xml, as aapt2 merges a values folder), its
        // sources both files of MR/base/.
        XCTAssertEqual(jobs.count, 1)
        let job = try XCTUnwrap(jobs.first)
        XCTAssertEqual(([job.target] + job.moreTargets).map { URL(fileURLWithPath: $0).lastPathComponent }, ["plurals.xml", "strings.xml"])
        XCTAssertEqual(([job.source].compactMap { $0 } + job.moreSources).map { $0.components(separatedBy: "/MR/").last! }, ["base/plurals.xml", "base/strings.xml"])
        let r = discovery.read(job)
        var e: [String: CatalogEntry] = [:]
        for entry in r.entries { e[entry.key] = entry }
        // plurals.xml: six Arabic variants, each its own string with its CLDR category; the English
        // `other` stands for zero, two, few and many (CLDR: English uses other for those numbers).
        XCTAssertEqual(Set(e.keys.filter { $0.hasPrefix("records_count[") }),
                       Set(["zero", "one", "two", "few", "many", "other"].map { "records_count[\($0)]" }))
        XCTAssertEqual(e["records_count[few]"]?.target, "%d سجلات")
        XCTAssertEqual(e["records_count[few]"]?.pluralCategory, "few")
        XCTAssertEqual(e["records_count[few]"]?.source, "%d records")
        XCTAssertEqual(e["records_count[one]"]?.source, "%d record")
        XCTAssertEqual(e["records_count[one]"]?.targetLocation.line, 6)
        // A <plural> inside strings.xml is read the same way (4 variants written there).
        XCTAssertEqual(e.keys.filter { $0.hasPrefix("days_left[") }.count, 4)
        XCTAssertEqual(e["days_left[two]"]?.target, "بقي يومان")
        XCTAssertEqual(e["days_left[two]"]?.source, "%d days left")
        XCTAssertEqual(e["app_name"]?.source, "Account book")
        // 2 strings + 4 + 6 variants, every one read.
        XCTAssertEqual(r.entries.count, 12)
        XCTAssertFalse(r.diagnostics.contains { $0.severity == .error }, "\(r.diagnostics)")
    }

    /// Outside an `MR/<folder>/` layout, `<plural>` is not Android syntax (aapt2 knows `<plurals>`):
    /// an Android values folder keeps reading only `<plurals>`.
    func testPluralIsMokoOnly() {
        XCTAssertTrue(MokoResources.isPluralElement("plural", file: "/p/shared/src/commonMain/resources/MR/ar/strings.xml"))
        XCTAssertFalse(MokoResources.isPluralElement("plural", file: "/p/app/src/main/res/values-ar/strings.xml"))
        XCTAssertTrue(MokoResources.isPluralElement("plurals", file: "/p/app/src/main/res/values-ar/strings.xml"))
    }

    /// moko-resources 0.24+ keeps the folders under `commonMain/moko-resources/` (README, "Usage",
    /// Example 1), as mihon's `i18n` module does; Tests/Fixtures/moko-0.24. The base file's
    /// apostrophe ("don't") is no error: moko's generator, not aapt2, reads it.
    func testTheMokoResourcesFolderOf024IsPairedAndItsApostropheIsNoError() throws {
        let discovery = CatalogDiscovery()
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/moko-0.24").path
        let jobs = try discovery.jobs(for: [root])
        XCTAssertEqual(jobs.count, 1)
        let job = try XCTUnwrap(jobs.first)
        XCTAssertEqual(job.target.components(separatedBy: "/moko-resources/").last, "ar/strings.xml")
        XCTAssertEqual(job.source?.components(separatedBy: "/moko-resources/").last, "base/strings.xml")
        let r = discovery.read(job)
        var e: [String: CatalogEntry] = [:]
        for entry in r.entries { e[entry.key] = entry }
        XCTAssertEqual(e["storage_details"]?.source, "Some storage media don't support Unicode")
        XCTAssertEqual(e["action_retry"]?.target, "إعادة المحاولة")
        XCTAssertFalse(r.diagnostics.contains { $0.severity == .error }, "\(r.diagnostics)")
    }
}
