import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
@testable import LabelFitFuzzSupport
import LabelFitTestSupport

/// Inputs the fuzzers (Fuzz/run) crashed on or that reach an edge worth keeping, replayed through the
/// same entry points. Each folder's `expected.tsv` says what each input must come to (read with a
/// located error, measured, refused, or an HTTP status); lines and statuses there are worked out from
/// the bytes by hand, as its comments say. A missing or empty folder fails: a replay that replays
/// nothing must not pass.
final class FuzzRegressionTests: XCTestCase {
    let dir = Fixtures.root.appendingPathComponent("Tests/Fixtures/fuzz-regressions")

    func testEveryRecordedInputComesToItsExpectedOutcome() throws {
        for target in ["catalogs", "measure", "request", "css", "glob", "l10n-config", "compose", "source-lexer", "html"] {
            let folder = dir.appendingPathComponent(target)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "expected.tsv" }.sorted()
            XCTAssertFalse(names.isEmpty, "\(folder.path) holds no inputs")
            let expected = try Self.expectations(folder.appendingPathComponent("expected.tsv"))
            XCTAssertEqual(Set(expected.keys), Set(names), "\(target)/expected.tsv must name every input, and only those")
            for name in names {
                let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
                let outcome = bytes.withUnsafeBufferPointer { buffer -> FuzzEntryPoints.Outcome in
                    switch target {
                    case "catalogs": FuzzEntryPoints.catalogs(buffer)
                    case "measure": FuzzEntryPoints.measure(buffer)
                    case "css": FuzzEntryPoints.css(buffer)
                    case "glob": FuzzEntryPoints.glob(buffer)
                    case "l10n-config": FuzzEntryPoints.l10nConfig(buffer)
                    case "compose": FuzzEntryPoints.compose(buffer)
                    case "source-lexer": FuzzEntryPoints.sourceLexer(buffer)
                    case "html": FuzzEntryPoints.html(buffer)
                    default: FuzzEntryPoints.request(buffer)
                    }
                }
                XCTAssertEqual(outcome.description, expected[name], "\(target)/\(name)")
            }
        }
    }

    /// `name<TAB>outcome` lines; `#` starts a comment line.
    static func expectations(_ url: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 { out[parts[0]] = parts[1] }
        }
        return out
    }

    func testInvalidUTF8InAnXMLElementIsALocatedError() throws {
        let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent("catalogs/stringsdict-invalid-utf8-in-element")))
        let temp = TempDir()
        let path = temp.write("ar.lproj/L.stringsdict", Data(bytes.dropFirst()))
        let result = StringsDictReader(limits: .default).read(path)
        XCTAssertEqual(result.items.count, 0)
        XCTAssertEqual(result.diagnostics.map(\.message), ["invalid UTF-8"])
        // Python: bytes.decode("utf-8") fails at offset 154 — line 3, column 13.
        XCTAssertEqual(result.diagnostics.first?.location.line, 3)
        XCTAssertEqual(result.diagnostics.first?.location.column, 13)
    }

    func testUTF16XMLWithABOMIsRead() throws {
        let temp = TempDir()
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<resources><string name=\"a\">حذف</string></resources>\n"
        var data = Data([0xFF, 0xFE])
        for unit in xml.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let path = temp.write("res/values-ar/strings.xml", data)
        let result = AndroidStringsReader(limits: .default).read(path)
        XCTAssertEqual(result.items.map(\.text), ["حذف"])
    }
}
