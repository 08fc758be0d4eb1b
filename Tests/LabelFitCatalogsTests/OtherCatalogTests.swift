import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

final class OtherCatalogTests: XCTestCase {
    func read(_ dir: TempDir) throws -> CatalogReadResult { try dir.readCatalogs() }

    func testAndroidEscapesMarkupPluralsArraysAndTranslatable() throws {
        let dir = TempDir()
        dir.write("res/values/strings.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="app_name" translatable="false">Demo</string>
                <string name="dont">Don\\'t Allow</string>
                <string name="share_with">Share with <xliff:g id="n">%1$s</xliff:g></string>
                <plurals name="items"><item quantity="one">%d item</item><item quantity="other">%d items</item></plurals>
            </resources>
            """)
        dir.write("res/values-ar/strings.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="dont">عدم   السماح</string>
                <string name="share_with">مشاركة مع <xliff:g id="n">%1$s</xliff:g></string>
                <string name="quoted">"  مسافات  محفوظة  "</string>
                <string name="escapes">سطر\\nثانٍ \\"اقتباس\\" \\@ \\? \\u0041 &amp; <b>غامق</b></string>
                <string name="cdata"><![CDATA[<b>نص</b>]]></string>
                <plurals name="items">
                    <item quantity="zero">لا عناصر</item>
                    <item quantity="one">عنصر واحد</item>
                </plurals>
                <string-array name="menu">
                    <item>نسخ</item>
                    <item>لصق</item>
                </string-array>
            </resources>
            """)
        let r = try read(dir)
        let byKey = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0) })
        XCTAssertEqual(r.entries.map(\.key), ["dont", "share_with", "quoted", "escapes", "cdata", "items[zero]", "items[one]", "menu[0]", "menu[1]"])
        XCTAssertEqual(byKey["dont"]?.source, "Don't Allow")
        XCTAssertEqual(byKey["dont"]?.target, "عدم السماح", "unquoted white space collapses")
        XCTAssertEqual(byKey["dont"]?.targetLocation.line, 3)
        XCTAssertEqual(byKey["share_with"]?.target, "مشاركة مع %1$s")
        XCTAssertEqual(byKey["quoted"]?.target, "  مسافات  محفوظة  ")
        XCTAssertEqual(byKey["escapes"]?.target, "سطر\nثانٍ \"اقتباس\" @ ? A & غامق")
        // CDATA HTML is what apps pass to Html.fromHtml: measured as the rendered text, kept raw beside it.
        XCTAssertEqual(byKey["cdata"]?.target, "نص")
        XCTAssertEqual(byKey["cdata"]?.rawTarget, "<b>نص</b>")
        XCTAssertEqual(byKey["items[one]"]?.source, "%d item")
        XCTAssertEqual(byKey["items[zero]"]?.source, "%d items", "Arabic-only categories pair with the English other form")
        XCTAssertEqual(byKey["menu[1]"]?.target, "لصق")
        XCTAssertEqual(byKey["menu[1]"]?.targetLocation.line, 14)
    }

    func testBrokenXMLIsLocatedAndOtherFilesStillRead() throws {
        let dir = TempDir()
        dir.write("res/values-ar/strings.xml", "<resources>\n  <string name=\"a\">أ</string>\n  <string name=\"b\">ب</strin>\n</resources>\n")
        dir.write("res/values-ar/more.xml", "<resources><string name=\"c\">ج</string></resources>")
        var r = try read(dir)
        XCTAssertEqual(r.entries.map(\.key), ["c"])
        // The other diagnostic says, once, that the folder has no English to pair with.
        r.diagnostics.removeAll { $0.message.hasPrefix("no source catalog found") }
        XCTAssertEqual(r.diagnostics.count, 1)
        XCTAssertEqual(r.diagnostics[0].location.file, dir.path("res/values-ar/strings.xml"))
        XCTAssertEqual(r.diagnostics[0].location.line, 3)
        XCTAssertTrue(r.diagnostics[0].message.hasPrefix("malformed XML"), r.diagnostics[0].message)
    }

    func testXLIFF12WidthBudgetsAndInlineCodes() throws {
        let dir = TempDir()
        dir.write("a.ar.xlf", """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="x" source-language="en" target-language="ar" datatype="plaintext"><body>
                <trans-unit id="1" resname="home" maxwidth="160" size-unit="pixel">
                  <source>Add to Home Screen</source>
                  <target>إضافة إلى الشاشة الرئيسية</target>
                </trans-unit>
                <trans-unit id="2" maxwidth="20" size-unit="char">
                  <source>Share with <x id="1" equiv-text="%@"/></source>
                  <target>مشاركة مع <x id="1" equiv-text="%@"/></target>
                </trans-unit>
                <trans-unit id="3"><source>Untranslated</source></trans-unit>
              </body></file>
            </xliff>
            """)
        let r = try read(dir)
        XCTAssertEqual(r.entries.map(\.key), ["home", "2"])
        XCTAssertEqual(r.entries[0].maxWidthPx, 160)
        XCTAssertEqual(r.entries[0].targetLocation.line, 6)
        XCTAssertEqual(r.entries[0].sourceLocation?.line, 5)
        XCTAssertEqual(r.entries[1].maxWidthPx, nil, "a budget in characters is not a pixel width")
        XCTAssertEqual(r.entries[1].target, "مشاركة مع %@")
        XCTAssertEqual(r.diagnostics.map(\.message), ["'3' is not translated"])
    }

    func testXLIFF20SizeRestrictionUnderAPixelProfile() throws {
        let dir = TempDir()
        dir.write("b.xliff", """
            <xliff version="2.0" srcLang="en" trgLang="ar" xmlns="urn:oasis:names:tc:xliff:document:2.0"
                   xmlns:slr="urn:oasis:names:tc:xliff:sizerestriction:2.0">
              <file id="f">
                <slr:profiles generalProfile="urn:example:pixels"/>
                <unit id="u1" name="trash" slr:sizeRestriction="140">
                  <segment><source>Move to Trash</source><target>نقل إلى سلة المهملات</target></segment>
                </unit>
                <group id="g" slr:sizeRestriction="90">
                  <unit id="u2"><segment><source>Copy <ph id="1" equiv="%@"/></source><target>نسخ <ph id="1" equiv="%@"/></target></segment></unit>
                </group>
              </file>
            </xliff>
            """)
        let r = try read(dir)
        XCTAssertEqual(r.entries.map(\.key), ["trash", "u2"])
        XCTAssertEqual(r.entries.map(\.maxWidthPx), [140, 90])
        XCTAssertEqual(r.entries[1].target, "نسخ %@")
    }

    func testPOContextPluralsMultilineAndEscapes() throws {
        let dir = TempDir()
        dir.write("po/ar.po", """
            msgid ""
            msgstr ""
            "Plural-Forms: nplurals=6; plural=0;\\n"

            #. Row in the share sheet
            msgctxt "sheet"
            msgid "Share"
            msgstr "مشاركة"

            #, fuzzy
            msgid ""
            "Add to "
            "Home Screen"
            msgstr ""
            "إضافة إلى "
            "الشاشة الرئيسية"

            msgid "Say \\"hi\\"\\n"
            msgstr "قل \\"مرحبا\\"\\n"

            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] "لا ملفات"
            msgstr[1] "ملف واحد"
            msgstr[2] ""

            msgid "Untranslated"
            msgstr ""
            """)
        let r = try read(dir)
        XCTAssertEqual(r.entries.map(\.key), ["sheet|Share", "Add to Home Screen", "Say \"hi\"\n", "%d file[zero]", "%d file[1]"])
        XCTAssertEqual(r.entries[0].target, "مشاركة")
        XCTAssertEqual(r.entries[0].comment, "Row in the share sheet")
        XCTAssertEqual(r.entries[0].targetLocation.line, 8)
        XCTAssertEqual(r.entries[1].target, "إضافة إلى الشاشة الرئيسية")
        XCTAssertEqual(r.entries[1].state, "fuzzy")
        XCTAssertEqual(r.entries[2].target, "قل \"مرحبا\"\n")
        XCTAssertEqual(r.entries[4].source, "%d files")
        XCTAssertEqual(r.diagnostics.map(\.message), ["'Untranslated' is not translated"])
    }

    func testMOCompiledByMsgfmtMatchesThePO() throws {
        // The Corpus .mo was written by GNU msgfmt from the Corpus .po: both must give the same strings.
        let corpus = Fixtures.root.appendingPathComponent("Corpus/gettext")
        let reader = GettextReader(limits: .default)
        let po = reader.readPO(corpus.appendingPathComponent("ar.po").path)
        let mo = reader.readMO(corpus.appendingPathComponent("ar.mo").path)
        XCTAssertEqual(po.diagnostics, [])
        XCTAssertEqual(mo.diagnostics, [])
        XCTAssertGreaterThanOrEqual(po.entries.count, 80)
        func pairs(_ r: CatalogReadResult) -> [String: String] {
            Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, ($0.source ?? "") + "→" + ($0.target ?? "")) })
        }
        XCTAssertEqual(pairs(po), pairs(mo))
    }

    /// A .po saved with Windows line ends (CR LF) reads as the same file with LF ends: the same keys,
    /// texts and lines (a CR LF pair is one Character, so a split at "\n" as Characters never split it).
    func testPOWithCRLFLineEndsReadsAsWithLF() throws {
        let lf = """
        msgid ""
        msgstr ""
        "Language: ar\\n"
        "Plural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;\\n"

        #. A button
        msgid "Save"
        msgstr "حفظ"

        msgid "Open "
        "file"
        msgstr "فتح "
        "ملف"

        """
        let dir = TempDir()
        let reader = GettextReader(limits: .default)
        let unix = reader.readPO(dir.write("lf/ar.po", lf))
        let windows = reader.readPO(dir.write("crlf/ar.po", lf.replacingOccurrences(of: "\n", with: "\r\n")))
        XCTAssertEqual(unix.diagnostics, [])
        XCTAssertEqual(windows.diagnostics, [])
        XCTAssertEqual(unix.entries.map(\.key), ["Save", "Open file"])
        XCTAssertEqual(windows.entries.map(\.key), unix.entries.map(\.key))
        XCTAssertEqual(windows.entries.map(\.target), ["حفظ", "فتح ملف"])
        XCTAssertEqual(windows.entries.map(\.comment), unix.entries.map(\.comment))
        XCTAssertEqual(windows.entries.map { $0.targetLocation.line }, unix.entries.map { $0.targetLocation.line })
    }

    func testMalformedMO() throws {
        let dir = TempDir()
        let path = dir.write("ar.mo", Data([0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 5, 0, 0, 0, 28, 0, 0, 0, 200, 0, 0, 0] + [UInt8](repeating: 0, count: 12)))
        let r = GettextReader(limits: .default).readMO(path)
        XCTAssertEqual(r.entries, [])
        XCTAssertFalse(r.diagnostics.isEmpty)
        let bad = dir.write("x.mo", Data("not a catalog at all, just text".utf8))
        XCTAssertEqual(GettextReader(limits: .default).readMO(bad).diagnostics.map(\.message), ["not a GNU .mo file (bad magic number)"])
    }

    func testARBPluralSelectAndPlaceholders() throws {
        let dir = TempDir()
        dir.write("l10n/app_en.arb", """
            {
              "@@locale": "en",
              "share": "Share with {name}",
              "@share": { "description": "Share row", "placeholders": { "name": {} } },
              "items": "{count, plural, =1{Delete one item} other{Delete {count} items}}"
            }
            """)
        dir.write("l10n/app_ar.arb", """
            {
              "@@locale": "ar",
              "share": "مشاركة مع {name}",
              "items": "{count, plural, zero{لا عناصر} one{حذف عنصر واحد} other{حذف {count} عنصر}}",
              "who": "{gender, select, female{هي} male{هو} other{هم}} '{'حرفي'}' ''",
              "broken": "{count, plural, one{x"
            }
            """)
        let r = try read(dir)
        XCTAssertEqual(r.entries.map(\.key), ["share", "items[zero]", "items[one]", "items[other]", "who[female]", "who[male]", "who[other]"])
        XCTAssertEqual(r.entries[0].source, "Share with {name}")
        XCTAssertEqual(r.entries[0].comment, "Share row")
        XCTAssertEqual(r.entries[0].targetLocation.line, 3)
        XCTAssertEqual(r.entries[3].target, "حذف {count} عنصر")
        XCTAssertEqual(r.entries[3].source, "Delete {count} items")
        XCTAssertEqual(r.entries[4].target, "هي {حرفي} '")
        XCTAssertTrue(r.diagnostics.contains { $0.severity == .error && $0.location.line == 6 && $0.message.hasPrefix("'broken':") })
    }

    func testI18nextNestedKeys() throws {
        let dir = TempDir()
        dir.write("locales/en/translation.json", "{\"sheet\": {\"delete\": \"Delete\", \"share_with\": \"Share with {{name}}\"}}")
        dir.write("locales/ar/translation.json", "{\n  \"sheet\": {\n    \"delete\": \"حذف\",\n    \"share_with\": \"مشاركة مع {{name}}\",\n    \"esc\": \"\\u0627\\\"\"\n  }\n}")
        let r = try read(dir)
        XCTAssertEqual(r.entries.map(\.key), ["sheet.delete", "sheet.share_with", "sheet.esc"])
        XCTAssertEqual(r.entries[1].source, "Share with {{name}}")
        XCTAssertEqual(r.entries[1].targetLocation.line, 4)
        XCTAssertEqual(r.entries[2].target, "ا\"")
    }

    func testCSVAndTSVWithQuotingAndCRLF() throws {
        let dir = TempDir()
        dir.write("t.csv", "key,en,ar\r\ndelete,Delete,حذف\r\n\"quote\",\"Say \"\"hi\"\", now\",\"قل \"\"مرحبا\"\"\"\r\nmulti,\"Two\nlines\",\"سطران\nهنا\"\r\nbad,only two\r\n")
        dir.write("t.tsv", "key\ten\tar\ncopy\tCopy\tنسخ\n")
        let r = try read(dir)
        XCTAssertEqual(r.entries.map(\.key), ["delete", "quote", "multi", "copy"])
        XCTAssertEqual(r.entries[1].source, "Say \"hi\", now")
        XCTAssertEqual(r.entries[1].target, "قل \"مرحبا\"")
        XCTAssertEqual(r.entries[2].targetLocation.line, 4)
        XCTAssertEqual(r.entries[2].target, "سطران\nهنا")  // this record spans lines 4–6, so "bad" is on line 7
        XCTAssertEqual(r.diagnostics, [CatalogDiagnostic(SourceLocation(file: dir.path("t.csv"), line: 7), .error, "2 fields where the header has 3")])
    }

    func testHugeStringAndDeepNestingAreLimited() throws {
        let dir = TempDir()
        let huge = String(repeating: "ب", count: 5_000_000 / 2)  // 5 MB of UTF-8
        dir.write("locales/ar/translation.json", "{\"ok\": \"حسنا\", \"huge\": \"\(huge)\"}")
        dir.write("deep/ar.json", String(repeating: "{\"a\":", count: 100) + "\"x\"" + String(repeating: "}", count: 100))
        let r = try read(dir)
        XCTAssertEqual(r.entries.map(\.key), ["ok"])
        XCTAssertTrue(r.diagnostics.contains { $0.message == "string 'huge' has 2500000 characters, more than the limit of 20000; skipped" })
        XCTAssertTrue(r.diagnostics.contains { $0.message == "JSON nested deeper than 64 levels" })
    }

    func testBidiControlsAreKeptAndMeasured() throws {
        let dir = TempDir()
        dir.write("t.csv", "key,en,ar\nrlm,Share,\u{200F}مشاركة\u{200F}\n")
        let r = try read(dir)
        XCTAssertEqual(r.entries.first?.target, "\u{200F}مشاركة\u{200F}")
        let m = try Fixtures.measurer.measure(r.entries[0].target!, locale: "ar", options: Fixtures.options("Noto Naskh Arabic UI"))
        let plain = try Fixtures.measurer.measure("مشاركة", locale: "ar", options: Fixtures.options("Noto Naskh Arabic UI"))
        XCTAssertEqual(m.widthPx, plain.widthPx, accuracy: 0.01, "RLM is invisible")
        XCTAssertEqual(m.missing, [])
    }
}

/// The streamed CSV parser must not care where the chunks end.
final class RecordParserTests: XCTestCase {
    func records(_ bytes: [UInt8], chunk: Int) -> [String] {
        var parser = RecordParser(separator: UInt8(ascii: ","))
        var out: [String] = []
        func take(_ r: Result<RecordParser.Record, RecordParser.Problem>) {
            switch r {
            case .success(let rec): out.append("\(rec.line):" + rec.fields.map { $0 ?? "<invalid>" }.joined(separator: "|"))
            case .failure(let p): out.append("\(p.line):error:\(p.message)")
            }
        }
        var i = 0
        while i < bytes.count {
            parser.feed(Array(bytes[i..<min(i + chunk, bytes.count)]), atEnd: false, emit: take)
            i += chunk
        }
        parser.feed([], atEnd: true, emit: take)
        return out
    }

    func testChunkBoundariesDoNotChangeTheRecords() {
        let text = "key,en,ar\r\na,\"x, \"\"y\"\"\",ب\r\nb,\"two\nlines\",ج\nc,bad\"quote,د\nd,\"ok\"x,ه\n\"e\",\"\",و\r\nf,last,ز"
        let bytes = Array(text.utf8) + [0x0A] + Array("g,\"".utf8) + [0xC3, 0x28] + Array("\",ح".utf8)
        let whole = records(bytes, chunk: bytes.count)
        XCTAssertEqual(whole, [
            "1:key|en|ar", "2:a|x, \"y\"|ب", "3:b|two\nlines|ج", "5:c|bad\"quote|د", "6:error:text after a closing quote",
            "7:e||و", "8:f|last|ز", "9:g|<invalid>|ح",
        ])
        for size in [1, 2, 3, 7, 16] { XCTAssertEqual(records(bytes, chunk: size), whole, "chunk \(size)") }
    }
}
