import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// WPF/Avalonia XAML string dictionaries (XAMLResourceDictionaryReader.swift cites the resource,
/// white-space and loading rules). Fixtures under `Tests/Fixtures/xaml/`, hand-written after Flow
/// Launcher's `Languages/ar.xaml` and ScreenToGif's `StringResources.ar.xaml`; each expected text
/// is worked from the fixture by the rule named beside it.
final class XAMLResourceDictionaryTests: XCTestCase {
    func read() throws -> (sources: [String: String], entries: [String: CatalogEntry], diagnostics: [CatalogDiagnostic], skipped: [CatalogDiscovery.Skip]) {
        let discovery = CatalogDiscovery()
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/xaml").path
        let (jobs, skipped) = try discovery.plan(for: [root])
        func short(_ p: String) -> String { String(p.dropFirst(root.count + 1)) }
        var sources: [String: String] = [:], entries: [String: CatalogEntry] = [:], diagnostics: [CatalogDiagnostic] = []
        for j in jobs {
            sources[short(j.target)] = j.source.map(short) ?? "none"
            let r = discovery.read(j)
            diagnostics += r.diagnostics
            for e in r.entries { entries[short(e.targetLocation.file) + ":" + e.key] = e }
        }
        return (sources, entries, diagnostics, skipped)
    }

    func testLayoutsPairWithTheEnglishDictionary() throws {
        let (sources, _, _, skipped) = try read()
        XCTAssertEqual(sources, ["flow/Languages/ar.xaml": "flow/Languages/en.xaml",
                                 "stg/Resources/Localization/StringResources.ar.xaml": "stg/Resources/Localization/StringResources.en.xaml",
                                 "culture/Strings/ar-SA/Resources.xaml": "culture/Strings/en-US/Resources.xaml"])
        // A Window with a locale in its name is UI, not a dictionary.
        XCTAssertEqual(skipped.first { $0.file.hasSuffix("About.ar.xaml") }?.reason, .notCatalog)
    }

    func testStringsWhiteSpaceAndOtherResources() throws {
        let (_, e, d, _) = try read()
        // Default white space: the line breaks and indentation become one space, the ends trimmed.
        XCTAssertEqual(e["flow/Languages/ar.xaml:choosePrompt"]?.target, "اكتشف Flow أنك ثبّت إضافات {0}. هل ترغب في تنزيل {1}؟")
        XCTAssertEqual(e["flow/Languages/ar.xaml:choosePrompt"]?.source, "Flow detected you have installed {0} plugins. Would you like to download {1}?")
        XCTAssertEqual(e["flow/Languages/ar.xaml:choosePrompt"]?.targetLocation.line, 5)
        XCTAssertEqual(e["flow/Languages/ar.xaml:save"]?.source, "Save")
        // An empty String shows nothing; a Double is not text; a String without x:Key is named.
        XCTAssertNil(e["flow/Languages/ar.xaml:cancel"])
        XCTAssertNil(e["flow/Languages/ar.xaml:settingsWidth"])
        XCTAssertTrue(d.contains { $0.location.line == 11 && $0.message.contains("no x:Key") }, "\(d)")
        // xml:space="preserve" on the root: `&#10;` stays a line break, the space before it too.
        XCTAssertEqual(e["stg/Resources/Localization/StringResources.ar.xaml:S.Startup.Manual"]?.target, "ابدأ \nيدويا")
        XCTAssertEqual(e["stg/Resources/Localization/StringResources.ar.xaml:S.Startup.Manual"]?.source, "Start\nmanually")
        XCTAssertEqual(e["culture/Strings/ar-SA/Resources.xaml:Title"]?.source, "Settings")
        // 2 (flow: choosePrompt, save) + 2 (stg) + 1 (culture).
        XCTAssertEqual(e.count, 5)
    }

    func testWhiteSpaceRule() {
        XCTAssertEqual(XAMLResourceDictionaryReader.normalizeWhiteSpace("\n\t a  b\r\n c \n"), "a b c")
    }
}
