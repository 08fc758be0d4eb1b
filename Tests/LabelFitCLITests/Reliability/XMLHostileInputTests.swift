import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// XML catalogs built to cost time or lose text. Each bound is
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

    // MARK: D3: entity expansion bounded in total

    func testOneLargeEntityReferencedManyTimesIsALocatedErrorAndOtherFilesStillRead() throws {
        // 200,000 bytes referenced 30 times: 30 × (200,000 + 20) = 6,000,600 bytes of expansion, more
        // than 1,000,000 and more than 5 × the file's ~200,300 bytes. The reference is on line 4.
        let entity = String(repeating: "x", count: 200_000)
        let doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [<!ENTITY big \"\(entity)\">]>\n<resources>\n"
            + "<string name=\"a\">" + String(repeating: "&big;", count: 30) + "</string>\n</resources>\n"
        let dir = project(doc)
        let all = try dir.readCatalogs()
        let file = dir.path("res/values-ar/strings.xml")
        let errors = all.diagnostics.filter { $0.location.file == file && $0.severity == .error }
        XCTAssertEqual(errors.map(\.location.line), [4])
        XCTAssertTrue(errors.first?.message.hasPrefix("entity expansion passes") ?? false, "\(errors)")
        XCTAssertEqual(all.entries.first { $0.key == "c" }?.target, "فتح", "the good file beside it is still read")
        XCTAssertNil(all.entries.first { $0.key == "a" && ($0.target?.count ?? 0) > 1000 })
    }

    func testExpansionUpToTheAllowanceIsReadAndOneReferenceMoreIsRefused() {
        // A 1,000-byte entity costs 1,000 + 20 = 1,020 per reference: 980 references cost 999,600
        // (within the 1,000,000 always allowed), 981 cost 1,000,620, above it and above 5 × the
        // ~3,100-byte file.
        var limits = ReadLimits()
        limits.maxStringScalars = 2_000_000
        func doc(_ n: Int) -> String {
            "<!DOCTYPE resources [<!ENTITY k \"\(String(repeating: "k", count: 1000))\">]>\n<resources>\n<string name=\"a\">"
                + String(repeating: "&k;", count: n) + "</string>\n</resources>\n"
        }
        let within = android(doc(980), limits: limits)
        XCTAssertEqual(within.diagnostics, [])
        XCTAssertEqual(within.items.first?.text.count, 980_000)
        let over = android(doc(981), limits: limits)
        XCTAssertEqual(over.items.count, 0)
        XCTAssertEqual(over.diagnostics.map(\.location.line), [3])
        XCTAssertTrue(over.diagnostics.first?.message.contains("1000620 bytes") ?? false, "\(over.diagnostics)")
    }

    func testBillionLaughsIsRefusedByTheSameBound() {
        // Ten entities each ten references to the one before: 10^9 bytes from a 700-byte file.
        var doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\">"
        var previous = "a"
        for i in 1...9 {
            doc += "<!ENTITY e\(i) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
            previous = "e\(i)"
        }
        doc += "]>\n<resources><string name=\"a\">&e9;</string></resources>"
        let r = android(doc)
        XCTAssertEqual(r.items.count, 0)
        XCTAssertEqual(r.diagnostics.map(\.location.line), [3])
        XCTAssertTrue(r.diagnostics.first?.message.hasPrefix("entity expansion passes") ?? false, "\(r.diagnostics)")
    }

    func testEntityChainsAreBoundedInDepthAndRecursionIsRefused() {
        // e1 → e2 → … → eN → "x": twenty levels are allowed (libxml2's depth without XML_PARSE_HUGE), 21 are not.
        func chain(_ n: Int) -> String {
            let decls = (1..<n).map { "<!ENTITY e\($0) \"&e\($0 + 1);\">" }.joined() + "<!ENTITY e\(n) \"x\">"
            return "<!DOCTYPE resources [\(decls)]>\n<resources><string name=\"a\">&e1;</string></resources>"
        }
        XCTAssertEqual(android(chain(20)).items.map(\.text), ["x"])
        XCTAssertEqual(android(chain(21)).diagnostics.map(\.message), ["entities nested deeper than 20 levels"])
        let loop = android("<!DOCTYPE resources [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]>\n<resources><string name=\"a\">&a;</string></resources>")
        XCTAssertEqual(loop.diagnostics.map(\.message), ["entity &a; refers to itself (XML 1.0 §4.1, WFC: No Recursion)"])
    }

    // MARK: D8: declared entities expanded, others reported for their string

    func testDeclaredInternalEntitiesAreExpandedWhereTheyAreUsed() throws {
        let path = Fixtures.root.appendingPathComponent("Tests/Fixtures/xml-hostile/entities.xml").path
        let r = AndroidStringsReader(limits: .default).read(path)
        let text = Dictionary(uniqueKeysWithValues: r.items.map { ($0.key, $0.text) })
        let line = Dictionary(uniqueKeysWithValues: r.items.map { ($0.key, $0.location.line ?? 0) })
        XCTAssertEqual(text["a"], "MyApp", "the first declaration binds (XML 1.0 §4.2)")
        XCTAssertEqual(text["b"], "Bold MyApp now", "markup and a nested reference in the replacement text")
        XCTAssertEqual(text["c"], "one\ntwo\nthree", "line breaks kept inside aapt2's double quotes")
        XCTAssertEqual(text["greeting"], "Hello", "a reference in an attribute value")
        XCTAssertEqual(text["g"], "Tom & Jerry", "&#38;#38; is the replacement text &#38;, read as '&' (XML 1.0 Appendix D)")
        XCTAssertEqual(text["h"], "<kept> ا")
        // Lines as in the file (grep -n): the expansion of &lines; adds two lines that must not move "d".
        XCTAssertEqual(line["a"], 15)
        XCTAssertEqual(line["c"], 17)
        XCTAssertEqual(line["d"], 18)
        XCTAssertEqual(line["greeting"], 19)
        XCTAssertEqual(line["h"], 23)
        XCTAssertNil(text["e"])
        XCTAssertNil(text["f"])
        XCTAssertEqual(r.diagnostics.map { "\($0.location.line ?? 0): \($0.message)" }, [
            "20: 'e': &file; is an external entity, which is never read; the string is skipped",
            "21: 'f': &nowhere; is not declared in the document's DTD; the string is skipped",
        ])
    }

    func testAnExternalEntityIsNeverReadAndItsStringIsReported() throws {
        let dir = TempDir()
        let secret = dir.write("secret.txt", "TOPSECRET")
        let doc = "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [<!ENTITY x SYSTEM \"file://\(secret)\"><!ENTITY % p SYSTEM \"file://\(secret)\">]>\n"
            + "<resources>\n<string name=\"a\">حفظ</string>\n<string name=\"b\">Hello &x; world</string>\n<string name=\"c\">فتح</string>\n</resources>\n"
        let r = AndroidStringsReader(limits: .default).read(dir.write("res/values-ar/strings.xml", doc))
        XCTAssertEqual(r.items.map(\.key), ["a", "c"])
        XCTAssertFalse(r.items.contains { $0.text.contains("TOPSECRET") })
        XCTAssertEqual(r.diagnostics.map { "\($0.location.line ?? 0): \($0.message)" },
                       ["5: 'b': &x; is an external entity, which is never read; the string is skipped"])
    }

    func testAnUndeclaredEntityIsReportedForItsStringInEveryXMLFormat() throws {
        let dir = TempDir()
        // Each file: the bad reference on line 3, a good string elsewhere.
        let xliff = dir.write("xliff/m.ar.xlf", """
            <xliff version="1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="m"><body>
            <trans-unit id="good"><source>Save</source><target>حفظ</target></trans-unit>
            <trans-unit id="bad"><source>Open</source><target>فتح &x;</target></trans-unit>
            </body></file></xliff>
            """)
        let x = XLIFFReader(limits: .default).read(xliff)
        XCTAssertEqual(x.entries.map(\.key), ["good"])
        XCTAssertEqual(x.diagnostics.map { "\($0.location.line ?? 0): \($0.message)" }, ["3: 'bad': &x; is not declared in the document's DTD; the string is skipped"])

        let ts = dir.write("qt/app_ar.ts", """
            <TS version="2.1" language="ar"><context><name>Main</name>
            <message><source>Save</source><translation>حفظ</translation></message>
            <message><source>Open</source><translation>فتح &x;</translation></message>
            </context></TS>
            """)
        let q = QtTSReader(limits: .default).read(ts)
        XCTAssertEqual(q.entries.map(\.key), ["Main|Save"])
        XCTAssertEqual(q.diagnostics.map { "\($0.location.line ?? 0): \($0.message)" }, ["3: 'Main|Open': &x; is not declared in the document's DTD; the string is skipped"])

        let resx = dir.write("resx/Strings.ar.resx", """
            <root>
            <data name="Save"><value>حفظ</value></data>
            <data name="Open"><value>فتح &x;</value></data>
            </root>
            """)
        let rx = ResXReader(limits: .default).read(resx)
        XCTAssertEqual(rx.items.map(\.key), ["Save"])
        XCTAssertEqual(rx.diagnostics.map { "\($0.location.line ?? 0): \($0.message)" }, ["3: 'Open': &x; is not declared in the document's DTD; the string is skipped"])

        let plist = dir.write("ios/ar.lproj/Localizable.stringsdict", """
            <plist version="1.0"><dict><key>good</key><dict><key>NSStringLocalizedFormatKey</key><string>حفظ</string></dict>
            <key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@c@</string><key>c</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d &x;</string>
            </dict></dict></dict></plist>
            """)
        let sd = StringsDictReader(limits: .default).read(plist)
        XCTAssertEqual(sd.items.map(\.key), ["good"])
        XCTAssertEqual(sd.diagnostics.map { "\($0.location.line ?? 0): \($0.message)" }, ["3: 'n': &x; is not declared in the document's DTD; the string is skipped"])
    }

    func testReferencesThatCannotBeExpandedAreBoundedPerFile() {
        // 1,000 strings each with one undeclared reference: 1,000 diagnostics; one more reference
        // (on line 2, where every string is) makes the file one error.
        func doc(_ n: Int) -> String { "<resources>\n" + (0..<n).map { "<string name=\"s\($0)\">&u;</string>" }.joined() + "</resources>" }
        XCTAssertEqual(android(doc(1_000)).diagnostics.count, 1_000)
        XCTAssertEqual(android(doc(1_001)).diagnostics.map(\.description).map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") },
                       ["error: more than 1000 references to entities that cannot be expanded"])
        XCTAssertEqual(android(doc(1_001)).diagnostics.map(\.location.line), [2])
    }

    func testEntityTextInAttributesIsEscapedAndMarkupInItIsRefused() {
        let quoted = android("<!DOCTYPE resources [<!ENTITY q '\"quoted\"'>]>\n<resources><string name=\"&q;\">x</string></resources>")
        XCTAssertEqual(quoted.items.map(\.key), ["\"quoted\""])
        let markup = android("<!DOCTYPE resources [<!ENTITY m \"<b>\">]>\n<resources><string name=\"&m;\">x</string></resources>")
        XCTAssertEqual(markup.diagnostics.map(\.message), ["entity &m; is used in an attribute value but contains '<' (XML 1.0 §3.1, WFC: No < in Attribute Values)"])
        let unbalanced = android("<!DOCTYPE resources [<!ENTITY open \"<b>\">]>\n<resources><string name=\"a\">&open;x</b></string></resources>")
        XCTAssertEqual(unbalanced.diagnostics.map(\.location.line), [2])
        XCTAssertTrue(unbalanced.diagnostics.first?.message.contains("not well-formed content") ?? false, "\(unbalanced.diagnostics)")
    }

    func testTheNoncharacterUsedAsTheMarkerIsRefusedInTheDocument() {
        // U+FDD0 is UTF-8 EF B7 90 (Unicode §3.9, Table 3-6); it is on line 2, and the reference on line 3.
        let literal = android("<resources>\n<string name=\"a\">x" + String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self) + "</string></resources>")
        XCTAssertEqual(literal.diagnostics.map(\.location.line), [2])
        XCTAssertEqual(android("<resources>\n\n<string name=\"a\">&#xFDD0;</string></resources>").diagnostics.map(\.location.line), [3])
    }

    // MARK: D9: attributes per element

    func testNinetyThousandAttributesOnOneElementAreALocatedErrorAndOtherFilesStillRead() throws {
        // The element with them starts on line 3.
        let attributes = (0..<90_000).map { "a\($0)=\"v\"" }.joined(separator: " ")
        let dir = project("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n<string name=\"a\" \(attributes)>حفظ</string>\n</resources>\n")
        let all = try dir.readCatalogs()
        let file = dir.path("res/values-ar/strings.xml")
        XCTAssertEqual(all.diagnostics.filter { $0.location.file == file }.map { "\($0.location.line ?? 0): \($0.message)" },
                       ["3: more than 256 attributes on one element"])
        XCTAssertEqual(all.entries.first { $0.key == "c" }?.target, "فتح")
    }

    func testTheAttributeBoundIsExact() {
        // name plus 255 more is 256 attributes: allowed; one more is refused.
        func doc(_ extra: Int) -> String {
            "<resources><string name=\"a\" " + (0..<extra).map { "x\($0)=\"\"" }.joined(separator: " ") + ">t</string></resources>"
        }
        XCTAssertEqual(android(doc(255)).items.map(\.text), ["t"])
        XCTAssertEqual(android(doc(256)).diagnostics.map(\.message), ["more than 256 attributes on one element"])
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
