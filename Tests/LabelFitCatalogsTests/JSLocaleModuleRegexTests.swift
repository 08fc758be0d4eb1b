import Foundation
import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport

/// A regular expression literal in a locale module (ECMA-262 §12.9.5) is skipped as a non-literal
/// value; before, `/"/g` opened a string and the whole file was refused. Found by review on a
/// vue-i18n-style module; the texts below are read off the fixture written here.
final class JSLocaleModuleRegexTests: XCTestCase {
    func testARegexInAFunctionValueLeavesTheOtherStringsRead() throws {
        let dir = TempDir()
        dir.write("src/locales/en.js", "export default {\n  greeting: 'Hello',\n  quote: (s) => s.replace(/\"/g, ''),\n  slash: (s) => s.split(/[/]/).length / 2,\n  bye: 'Goodbye',\n}\n")
        dir.write("src/locales/ar.js", "export default {\n  greeting: 'مرحبا',\n  quote: (s) => s.replace(/\"/g, ''),\n  slash: (s) => s.split(/[/]/).length / 2,\n  bye: 'وداعا',\n}\n")
        let read = try dir.readCatalogs()
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: read.entries.map { ($0.key, $0.target ?? "") }), ["greeting": "مرحبا", "bye": "وداعا"])
        XCTAssertFalse(read.diagnostics.contains { $0.severity == .error }, "\(read.diagnostics)")
        // Each function value is a located note, on its own line.
        XCTAssertEqual(Set(read.diagnostics.filter { $0.location.file.hasSuffix("ar.js") }.compactMap(\.location.line)), [3, 4])
    }

    func testDivisionIsNotARegexAndAnUnclosedStringIsLocatedAtItsStart() throws {
        // `a / b / c` after an identifier and a `)` is division (two slashes that are no literal).
        let tokens = try JSLocaleModuleReader.tokenize("x = (a) / b / c", file: "f.js")
        XCTAssertEqual(tokens.filter { $0.token == .punctuator("/") }.count, 2)
        // The unclosed string is named where it starts: in `  bye: 'oops` the quote is column 8 (1-based).
        XCTAssertThrowsError(try JSLocaleModuleReader.tokenize("{\n  bye: 'oops\n}", file: "f.js")) { e in
            XCTAssertTrue("\(e)".contains("f.js:2:8"), "\(e)")
        }
    }
}
