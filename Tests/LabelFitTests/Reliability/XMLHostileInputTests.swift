import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore

/// XML catalogs built to cost time or lose text (issue #24: D3, D8, D9, D17, D18). Each bound is
/// checked structurally — a located error for the file or the string, the other strings and files
/// still read — never by timing. Line numbers are counted in the fixture or the generated text, as
/// each comment says; the bounds' arithmetic is written next to it.
final class XMLHostileInputTests: XCTestCase {
    static let english = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><string name=\"a\">Save</string><string name=\"c\">Open</string></resources>\n"
    static let goodArabic = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><string name=\"c\">فتح</string></resources>\n"

    /// An Android project whose values-ar/strings.xml is `hostile`, beside a good values-ar/more.xml.
    func project(_ hostile: String) -> TempDir {
        let dir = TempDir()
        dir.write("res/values/strings.xml", Self.english)
        dir.write("res/values-ar/strings.xml", hostile)
        dir.write("res/values-ar/more.xml", Self.goodArabic)
        return dir
    }

    func android(_ text: String, limits: ReadLimits = .default) -> LocaleStrings {
        let dir = TempDir()
        return AndroidStringsReader(limits: limits).read(dir.write("strings.xml", text))
    }

    // MARK: D17: the nesting error names the file

    func testTheNestingLimitErrorNamesTheFileAndLine() {
        let dir = TempDir()
        // <resources> (level 1) is on line 2; <string> and the 100 <b>s, the 65th level among them, on line 3.
        let path = dir.write("strings.xml", "<?xml version=\"1.0\"?>\n<resources>\n<string name=\"a\">" + String(repeating: "<b>", count: 100)
                             + "x" + String(repeating: "</b>", count: 100) + "</string>\n</resources>\n")
        let r = AndroidStringsReader(limits: .default).read(path)
        XCTAssertEqual(r.diagnostics.map(\.description), ["\(path):3: error: XML nested deeper than 64 levels"])
    }

    // MARK: D18: encodings as declared

    /// `text` encoded by glibc's iconv (independent of ICU, which decodes).
    func iconv(_ text: String, to encoding: String) throws -> Data {
        let r = try CLI.run(["-f", "UTF-8", "-t", encoding], stdin: Data(text.utf8), executable: "/usr/bin/iconv")
        XCTAssertEqual(r.status, 0, r.stderr)
        return r.stdoutData
    }

    func androidDocument(_ encoding: String, _ strings: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<resources>\n"
            + strings.enumerated().map { "<string name=\"s\($0.offset)\">\($0.element)</string>\n" }.joined() + "</resources>\n"
    }

    func testDeclaredEightBitEncodingsAreDecodedAsDeclared() throws {
        let dir = TempDir()
        for (encoding, strings) in [("windows-1256", ["حفظ الملف", "إلغاء", "نقل إلى سلة المهملات"]),
                                    ("ISO-8859-1", ["Sauvé", "Öffnen", "Año ±½"])] {
            let path = dir.write("\(encoding).xml", try iconv(androidDocument(encoding, strings), to: encoding))
            let r = AndroidStringsReader(limits: .default).read(path)
            XCTAssertEqual(r.diagnostics, [], encoding)
            XCTAssertEqual(r.items.map(\.text), strings, encoding)
            XCTAssertEqual(r.items.map { $0.location.line ?? 0 }, [3, 4, 5], encoding)
        }
    }

    func testUTF16IsReadWithOrWithoutTheMarkItsDeclarationImplies() throws {
        let dir = TempDir()
        let strings = ["حفظ", "فتح الملف"]
        // UTF-16LE and UTF-16BE name their byte order and carry no mark; "UTF-16" with a mark in either order.
        let files: [(String, Data)] = [
            ("le.xml", try iconv(androidDocument("UTF-16LE", strings), to: "UTF-16LE")),
            ("be.xml", try iconv(androidDocument("UTF-16BE", strings), to: "UTF-16BE")),
            ("bom-le.xml", try iconv("\u{FEFF}" + androidDocument("UTF-16", strings), to: "UTF-16LE")),
            ("bom-be.xml", try iconv("\u{FEFF}" + androidDocument("UTF-16", strings), to: "UTF-16BE")),
        ]
        for (name, data) in files {
            let r = AndroidStringsReader(limits: .default).read(dir.write(name, data))
            XCTAssertEqual(r.diagnostics, [], name)
            XCTAssertEqual(r.items.map(\.text), strings, name)
            XCTAssertEqual(r.items.map { $0.location.line ?? 0 }, [3, 4], name)
        }
    }

    func testTextSayingEncodingInsideATranslationIsNeverRewritten() throws {
        let dir = TempDir()
        let target = "اكتب encoding=\"UTF-16\" هنا"
        let doc = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-16"?>
            <xliff version="1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="m"><body>
            <trans-unit id="a"><source>Write encoding='UTF-16' here</source><target>\(target)</target></trans-unit>
            </body></file></xliff>
            """
        let r = XLIFFReader(limits: .default).read(dir.write("m.ar.xlf", try iconv(doc, to: "UTF-16LE")))
        XCTAssertEqual(r.diagnostics, [])
        XCTAssertEqual(r.entries.map(\.target), [target])
        XCTAssertEqual(r.entries.map(\.source), ["Write encoding='UTF-16' here"])
    }

    func testAnEncodingThatCannotBeDecodedIsALocatedError() throws {
        let dir = TempDir()
        // US-ASCII has no byte 0xE9 ("é" in ISO-8859-1): line 3, after `<string name="s0">Sauv` (22 characters).
        let ascii = dir.write("ascii.xml", try iconv(androidDocument("US-ASCII", ["Sauvé"]), to: "ISO-8859-1"))
        XCTAssertEqual(AndroidStringsReader(limits: .default).read(ascii).diagnostics.map(\.description),
                       ["\(ascii):3:23: error: bytes 0xE9 0x3C 0x2F 0x73 are not a character in US-ASCII, the encoding the file declares"])
        let unknown = dir.write("unknown.xml", androidDocument("x-no-such-charset", ["x"]))
        XCTAssertEqual(AndroidStringsReader(limits: .default).read(unknown).diagnostics.map(\.description),
                       ["\(unknown):1:31: error: unknown encoding \"x-no-such-charset\" (ICU has no converter by that name)"])
        let mislabelled = dir.write("mislabelled.xml", androidDocument("UTF-16", ["x"]))
        XCTAssertEqual(AndroidStringsReader(limits: .default).read(mislabelled).diagnostics.map(\.description),
                       ["\(mislabelled):1:31: error: the file declares encoding=\"UTF-16\" but is not UTF-16 (no byte-order mark, and '<' is one byte)"])
        // Windows-1256 text declared as UTF-8 stays the invalid UTF-8 it is: "حفظ" (0xCD 0xDD 0xD9) follows
        // the 18 characters of `<string name="s0">` on line 3.
        let wrong = dir.write("wrong.xml", try iconv(androidDocument("UTF-8", ["حفظ"]), to: "WINDOWS-1256"))
        XCTAssertEqual(AndroidStringsReader(limits: .default).read(wrong).diagnostics.map(\.description),
                       ["\(wrong):3:19: error: invalid UTF-8"])
    }
}
