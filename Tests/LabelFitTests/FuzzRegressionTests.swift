import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
@testable import LabelFitFuzzSupport

/// Inputs the fuzzers (Fuzz/run) once crashed on, replayed through the same entry points; plus the
/// exact error each now gives.
final class FuzzRegressionTests: XCTestCase {
    let dir = Fixtures.root.appendingPathComponent("Tests/Fixtures/fuzz-regressions")

    func testEveryRecordedCrashInputIsHandled() throws {
        for target in ["catalogs", "measure", "request"] {
            let folder = dir.appendingPathComponent(target)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
                bytes.withUnsafeBufferPointer { buffer in
                    switch target {
                    case "catalogs": FuzzEntryPoints.catalogs(buffer)
                    case "measure": FuzzEntryPoints.measure(buffer)
                    default: FuzzEntryPoints.request(buffer)
                    }
                }
            }
        }
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
