import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Each reading limit has a default, an override, and a clear error when crossed.
final class LimitTests: XCTestCase {
    func testDefaults() {
        let l = ReadLimits()
        XCTAssertEqual(l.maxFileBytes, 64 * 1024 * 1024)
        XCTAssertEqual(l.maxStringScalars, 20_000)
        XCTAssertEqual(l.maxEntriesPerFile, 1_000_000)
        XCTAssertEqual(l.maxNestingDepth, 64)
        XCTAssertEqual(XMLElementNode.maxDepth, 64)
        XCTAssertEqual(LocatedJSONParser.maxDepth, 64)
    }

    func testFileSizeLimit() throws {
        let dir = TempDir()
        dir.write("ar.json", "{\"a\": \"" + String(repeating: "ب", count: 600) + "\"}")
        var limits = ReadLimits()
        limits.maxFileBytes = 1000
        let d = CatalogDiscovery(limits: limits)
        let r = d.read(try XCTUnwrap(d.jobs(for: [dir.url.path]).first))
        XCTAssertEqual(r.diagnostics.map(\.message), ["file of 1209 bytes is larger than the limit of 1000"])  // {"a": " is 7 bytes, + 600 × 2, + "} 2
    }

    func testStringsPerFileLimit() throws {
        let dir = TempDir()
        dir.write("ar.json", "{" + (0..<5).map { "\"k\($0)\": \"ب\"" }.joined(separator: ",") + "}")
        var limits = ReadLimits()
        limits.maxEntriesPerFile = 3
        let d = CatalogDiscovery(limits: limits)
        let r = d.read(try XCTUnwrap(d.jobs(for: [dir.url.path]).first))
        XCTAssertEqual(r.entries.count, 3)
        XCTAssertEqual(r.diagnostics.map(\.message).filter { !$0.hasPrefix("no source catalog found") }, ["more than 3 strings in one file; the rest are skipped"])
    }

    func testXMLNestingLimit() throws {
        let dir = TempDir()
        let xml = "<resources>" + String(repeating: "<b>", count: 100) + String(repeating: "</b>", count: 100) + "</resources>"
        dir.write("res/values-ar/strings.xml", xml)
        let r = AndroidStringsReader(limits: .default).read(dir.path("res/values-ar/strings.xml"))
        XCTAssertEqual(r.diagnostics.map(\.message), ["XML nested deeper than 64 levels"])
        var deeper = ReadLimits()
        deeper.maxNestingDepth = 200
        XCTAssertEqual(AndroidStringsReader(limits: deeper).read(dir.path("res/values-ar/strings.xml")).diagnostics, [], "the override lets it through")
        let json = dir.write("ar.json", String(repeating: "{\"a\":", count: 10) + "\"x\"" + String(repeating: "}", count: 10))
        var shallow = ReadLimits()
        shallow.maxNestingDepth = 5
        XCTAssertEqual(JSONCatalogReader(limits: shallow, flavor: .i18next).read(json).diagnostics.map(\.message), ["JSON nested deeper than 5 levels"])
    }

    func testEntityExpansionIsRefused() throws {
        // A "billion laughs" document: libxml2 refuses the amplification, and nothing external is read.
        let dir = TempDir()
        var doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\">"
        var previous = "a"
        for i in 1...9 {
            doc += "<!ENTITY e\(i) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
            previous = "e\(i)"
        }
        doc += "<!ENTITY ext SYSTEM \"file:///etc/passwd\">]>\n<resources><string name=\"a\">&e9;</string><string name=\"b\">&ext;</string></resources>"
        dir.write("res/values-ar/strings.xml", doc)
        let r = AndroidStringsReader(limits: .default).read(dir.path("res/values-ar/strings.xml"))
        XCTAssertFalse(r.items.contains { $0.text.count > 100_000 }, "no expansion to a billion characters")
        XCTAssertFalse(r.items.contains { $0.text.contains("root:") }, "no external entity read")
    }
}
