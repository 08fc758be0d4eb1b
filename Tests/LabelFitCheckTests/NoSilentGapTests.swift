import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Never a silent gap: every file that looks like a target catalog but is not read is
/// named, in every format; a path with no readable catalog still gets a complete report (exit 2).
final class NoSilentGapTests: XCTestCase {
    func check(_ args: [String], in dir: TempDir) throws -> CLI.Result {
        try CLI.run(["check"] + args + ["--font", "Noto Sans, Noto Naskh Arabic UI", "--no-progress", "--no-baseline"], cwd: dir.url)
    }

    /// Before: exit 2, one stderr line naming no file, and an empty stdout for `--format json`.
    func testAFolderWithNoReadableCatalogIsACompleteReportNamingWhatItSaw() throws {
        let dir = TempDir()
        // Formats LabelFit does not read (XAML and TS modules, used here before, are read now).
        dir.write("app/Languages/ar.lang", "a=ب")
        dir.write("app/src/i18n/ar.json5", "{ hello: 'مرحبا' }")
        dir.write("app/src/i18n/de.json5", "{ hello: 'Hallo' }")
        dir.write("app/README.md", "# app")
        // CSV carries catalog findings as rows too (CSVCatalogFindingTests).
        for format in ["json", "jsonl", "sarif", "junit", "github", "table"] {
            let r = try check([dir.path("app"), "--format", format], in: dir)
            XCTAssertEqual(r.status, 2, format + r.stderr)
            XCTAssertTrue(r.stdout.contains("Languages/ar.lang") && r.stdout.contains("src/i18n/ar.json5"), format + ": " + r.stdout)
            XCTAssertFalse(r.stdout.contains("de.json5"), format)
            XCTAssertTrue(r.stderr.contains("no catalog found"), r.stderr)
        }
        let r = try check([dir.path("app"), "--format", "json"], in: dir)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        let findings = try XCTUnwrap(doc["catalog_findings"] as? [[String: Any]])
        let files = findings.compactMap { ($0["location"] as? [String: Any])?["file"] as? String }
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["catalog", "catalog", "catalog"])
        XCTAssertEqual(findings.map { $0["severity"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") }, ["error", "warning", "warning"])
        XCTAssertTrue(files.contains { $0.hasSuffix("app/Languages/ar.lang") } && files.contains { $0.hasSuffix("app/src/i18n/ar.json5") }, "\(files)")
        XCTAssertEqual((doc["summary"] as? [String: Any])?["catalog_errors"] as? Int, 1)
    }

    /// Where some files are read, the catalog-looking ones that are not are named as warnings.
    func testUnreadCatalogsBesideReadOnesAreNamed() throws {
        let dir = TempDir()
        dir.write("web/locales/en/common.json", #"{"open": "Open"}"#)
        dir.write("web/locales/ar/common.json", #"{"open": "فتح"}"#)
        dir.write("desktop/Languages/ar.json5", "{}")
        let r = try check([dir.url.path, "--format", "json"], in: dir)
        XCTAssertNotEqual(r.status, 2, r.stderr)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        let findings = try XCTUnwrap(doc["catalog_findings"] as? [[String: Any]])
        let named = findings.filter { (($0["location"] as? [String: Any])?["file"] as? String ?? "").hasSuffix("desktop/Languages/ar.json5") }
        XCTAssertEqual(named.map { $0["severity"] as? String }, ["warning"])
        XCTAssertTrue((named.first?["message"] as? String ?? "").contains("JSON5"))
        XCTAssertEqual((doc["strings"] as? [[String: Any]])?.count, 1)
    }

    /// `isLaravelLangFolder` reads only inside the tree checked: checking `app/lang` does not open
    /// `app/artisan` (before: it did, and read `lang/ar.json` as Laravel key-as-source JSON).
    func testLaravelDetectionStaysInsideTheTree() throws {
        let dir = TempDir()
        dir.write("app/artisan", "#!/usr/bin/env php")
        dir.write("app/lang/en.json", #"{"Open": "Open"}"#)
        dir.write("app/lang/ar.json", #"{"Open": "فتح"}"#)
        XCTAssertEqual(try CatalogDiscovery().jobs(for: [dir.path("app")]).map(\.kind), [.laravelJSON])
        XCTAssertEqual(try CatalogDiscovery().jobs(for: [dir.path("app/lang")]).map(\.kind), [.i18next])
    }

    /// `dist` is build output except Gradle's `src/<name>/dist` distribution sources.
    func testDistFoldersByEcosystem() throws {
        let dir = TempDir()
        dir.write("zap/src/main/dist/lang/Messages.properties", "a=Open\n")
        dir.write("zap/src/main/dist/lang/Messages_ar_SA.properties", "a=\\u0641\\u062a\\u062d\n")
        dir.write("web/dist/locales/en/common.json", #"{"open": "Open"}"#)
        dir.write("web/dist/locales/ar/common.json", #"{"open": "فتح"}"#)
        let targets = try CatalogDiscovery().jobs(for: [dir.url.path]).map(\.target)
        XCTAssertEqual(targets, [dir.path("zap/src/main/dist/lang/Messages_ar_SA.properties")])
    }
}
