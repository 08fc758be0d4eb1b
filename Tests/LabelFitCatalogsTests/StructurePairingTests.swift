import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// A target no format reads, beside a source-locale file of the same kind, is paired by structure:
/// `key SEP value` lines aligned by key. Every expectation is read off the fixture text written here.
final class StructurePairingTests: XCTestCase {
    struct Read { var kinds: [String: String] = [:]; var sources: [String: String] = [:]; var entries: [String: CatalogEntry] = [:]; var notes: [String] = [] }

    func read(_ dir: TempDir) throws -> Read {
        let discovery = CatalogDiscovery()
        let root = dir.url.path
        let (jobs, _) = try discovery.plan(for: [root])
        func short(_ p: String) -> String { p.hasPrefix(root + "/") ? String(p.dropFirst(root.count + 1)) : p }
        var out = Read()
        for j in jobs {
            out.kinds[short(j.target)] = j.kind.rawValue
            if let s = j.source { out.sources[short(j.target)] = short(s) }
            let r = discovery.read(j)
            for e in r.entries { out.entries[e.key] = e }
            for d in r.diagnostics { out.notes.append("\(short(d.location.file)): \(d.severity) \(d.message)") }
        }
        return out
    }

    /// OpenRCT2's language files (`STR_0002    :text`, `#` comments; the game's header describes them):
    /// two strings differ from the English and are paired; one equal to it is not measured.
    func testKeyColonLinesBesideTheSourceLocaleFile() throws {
        let dir = TempDir()
        dir.write("data/language/en-GB.txt", "# STR_XXXX part is read and XXXX becomes the string id number.\nSTR_0002    :Spiral Roller Coaster\nSTR_0003    :{BLACK}Stand-up Roller Coaster\nSTR_0004    :Suspended Swinging Coaster\n")
        dir.write("data/language/ar-EG.txt", "# Arabic\nSTR_0002    :أفعوانية حلزونية دائرية\nSTR_0003    :{BLACK}أفعوانية حلزونية عمودية\nSTR_0004    :Suspended Swinging Coaster\n")
        let r = try read(dir)
        XCTAssertEqual(r.kinds["data/language/ar-EG.txt"], "structure")
        XCTAssertEqual(r.sources["data/language/ar-EG.txt"], "data/language/en-GB.txt")
        XCTAssertEqual(Set(r.entries.keys), ["STR_0002", "STR_0003"])
        XCTAssertEqual(r.entries["STR_0002"]?.source, "Spiral Roller Coaster")
        XCTAssertEqual(r.entries["STR_0003"]?.target, "{BLACK}أفعوانية حلزونية عمودية")
        XCTAssertEqual(r.entries["STR_0002"]?.targetLocation.line, 2)
        XCTAssertEqual(r.entries["STR_0002"]?.sourceLocation?.line, 2)
        let note = try XCTUnwrap(r.notes.first { $0.contains("read by structure") })
        XCTAssertTrue(note.hasPrefix("data/language/ar-EG.txt: warning") && note.contains("2 strings") && note.contains("1 equal to the source"), note)
    }

    /// A Lua table under per-locale folders: quoted and bracketed keys, quoted values, a nested table.
    func testQuotedKeysUnderALocaleFolder() throws {
        let dir = TempDir()
        dir.write("lang/en/ui.lua", "return {\n  save = \"Save\",\n  [\"open.file\"] = \"Open file\",\n  menu = {\n    quit = 'Quit',\n  },\n}\n")
        dir.write("lang/ar/ui.lua", "return {\n  save = \"حفظ\",\n  [\"open.file\"] = \"فتح ملف\",\n  menu = {\n    quit = 'خروج',\n  },\n}\n")
        let r = try read(dir)
        XCTAssertEqual(r.sources["lang/ar/ui.lua"], "lang/en/ui.lua")
        XCTAssertEqual(r.entries["open.file"]?.source, "Open file")
        XCTAssertEqual(r.entries["quit"]?.target, "خروج")
        XCTAssertEqual(r.entries.count, 3)
    }

    /// Prose (a store listing's description) has no key = value lines: not read, and said so; a file
    /// naming the locale with no source beside it is named too.
    func testProseAndLoneFilesAreNamedNotRead() throws {
        let dir = TempDir()
        dir.write("fastlane/metadata/android/en-US/full_description.txt", "A calculator.\nIt adds, subtracts and more.\n")
        dir.write("fastlane/metadata/android/ar/full_description.txt", "آلة حاسبة.\nتجمع وتطرح والمزيد.\n")
        dir.write("notes/ar.txt", "ملاحظات\n")
        let r = try read(dir)
        XCTAssertTrue(r.entries.isEmpty)
        XCTAssertTrue(r.notes.contains { $0.hasPrefix("fastlane/metadata/android/ar/full_description.txt: warning") && $0.contains("do not pair by structure") }, "\(r.notes)")
        XCTAssertTrue(r.notes.contains { $0.hasPrefix("notes/ar.txt: warning") && $0.contains("not read") }, "\(r.notes)")
    }

    /// A file whose own name says the locale is named whatever its extension, or read beside its
    /// source (`Arabic.isl` below Inno Setup's `Default.isl`, by its own format; `arabic_egypt.txt`, a
    /// language named in full then its region, beside `english.txt`, and `ar.html` beside `en.html`, by structure); an image, a prose document
    /// (`README.ar.md`) or a file under a locale folder with an extension catalogs do not use is not named.
    func testAFileNamingTheLocaleIsNamedWhateverItsExtension() throws {
        let dir = TempDir()
        dir.write("Files/Default.isl", "[Messages]\nSetupAppTitle=Setup\n")
        dir.write("Files/Languages/Arabic.isl", "[Messages]\nSetupAppTitle=تثبيت\n")
        dir.write("lang/english.txt", "STR_0001 :Hello\n")
        dir.write("lang/arabic_egypt.txt", "STR_0001 :مرحبا\n")
        dir.write("partials/en.html", "{% macro t(key) %}{{ {\n  \"search.placeholder\": \"Search\",\n  \"search.result.none\": \"No matching documents\",\n  \"source\": \"Go to repository\"\n}[key] }}{% endmacro %}\n")
        dir.write("partials/ar.html", "{% macro t(key) %}{{ {\n  \"search.placeholder\": \"بحث\",\n  \"search.result.none\": \"لا توجد مستندات مطابقة\",\n  \"source\": \"اذهب إلى المستودع\"\n}[key] }}{% endmacro %}\n")
        dir.write("img/ar.png", "not an image")
        dir.write("ar/app.swift", "let x = 1\n")
        dir.write("README.md", "# Tool\n")
        dir.write("README.ar.md", "# أداة\n")
        let r = try read(dir)
        XCTAssertEqual(r.kinds["Files/Languages/Arabic.isl"], "inno-setup")
        XCTAssertEqual(r.sources["Files/Languages/Arabic.isl"], "Files/Default.isl")
        XCTAssertTrue(r.notes.contains { $0.hasPrefix("lang/arabic_egypt.txt: warning") }, "\(r.notes)")
        XCTAssertEqual(r.entries["search.placeholder"]?.target, "بحث", "\(r.entries.keys)")
        XCTAssertFalse(r.notes.contains { $0.hasPrefix("img/ar.png") || $0.hasPrefix("ar/app.swift") || $0.hasPrefix("README.ar.md") }, "\(r.notes)")
    }

    func testLineShapes() {
        func pair(_ s: String) -> (String, String)? { StructurePairing.pair(Array(s.unicodeScalars)) }
        XCTAssertEqual(pair("title = Hello").map { [$0.0, $0.1] }, ["title", "Hello"])
        XCTAssertEqual(pair("'a.b' => 'It\\'s',").map { [$0.0, $0.1] }, ["a.b", "It's"])
        XCTAssertEqual(pair("\"k\": \"v w\",").map { [$0.0, $0.1] }, ["k", "v w"])
        XCTAssertNil(pair("count = 12"))
        XCTAssertNil(pair("enabled: true"))
        XCTAssertEqual(pair("STR_1710    :Yes").map { [$0.0, $0.1] }, ["STR_1710", "Yes"])
        // PHP assignments: the subscripts are the key.
        XCTAssertEqual(pair("$lang['form_validation_required'] = 'The {field} field is required.';").map { [$0.0, $0.1] },
                       ["form_validation_required", "The {field} field is required."])
        XCTAssertEqual(pair("$_[\"js\"]['save']  = \"Save\";").map { [$0.0, $0.1] }, ["js.save", "Save"])
        XCTAssertNil(pair("$count = 12;"))
        XCTAssertNil(pair("menu = {"))
        XCTAssertNil(pair("This is prose: with a colon"))
    }

    /// `labelfit.json` `formats`: a declared pair is read with the reader named, structure without
    /// the "check the pairs" warning; a format LabelFit does not have is a located error.
    func testDeclaredFormats() throws {
        let dir = TempDir()
        dir.write("labelfit.json", """
            {
              "formats": [
                {"translation": "strings/%two_letters_code%.dat", "source": "strings/base.dat", "format": "structure"},
                {"translation": "msgs/messages-%locale%.txt", "source": "msgs/messages.txt", "format": "properties"},
                {"translation": "x/%locale%.bin", "source": "x/en.bin", "format": "binary"}
              ]
            }
            """)
        dir.write("strings/base.dat", "greeting = Hello\n")
        dir.write("strings/ar.dat", "greeting = مرحبا\n")
        dir.write("msgs/messages.txt", "save=Save\n")
        dir.write("msgs/messages-ar.txt", "save=\\u062d\\u0641\\u0638\n")
        let r = try read(dir)
        XCTAssertEqual(r.kinds["strings/ar.dat"], "structure")
        XCTAssertEqual(r.entries["greeting"]?.source, "Hello")
        XCTAssertFalse(r.notes.contains { $0.contains("read by structure") }, "\(r.notes)")
        XCTAssertEqual(r.kinds["msgs/messages-ar.txt"], "properties")
        XCTAssertEqual(r.entries["save"]?.target, "حفظ")   // the \u escapes of .properties, decoded by its reader
        let error = try XCTUnwrap(r.notes.first { $0.contains("'binary'") })
        XCTAssertTrue(error.hasPrefix("labelfit.json: error") && error.contains("structure"), error)
    }

    /// go-i18n's TOML: an English `ID = "text"` and a translation's `[ID]` table with `hash` (metadata,
    /// never measured) and plural forms `one`/`other` (go-i18n README "Translating a new language").
    func testSectionsAndPluralFormsPairWithAFlatSource() throws {
        let dir = TempDir()
        dir.write("active.en.toml", "CategoryCreated = \"Category created\"\nItems = \"{{.Count}} items\"\n")
        dir.write("active.ar.toml", "[CategoryCreated]\nhash = \"sha1-e44a8f1e\"\nother = \"تم انشاء الفئة\"\n\n[Items]\nhash = \"sha1-d4ca1084\"\nfew = \"{{.Count}} عناصر\"\nother = \"{{.Count}} عنصر\"\n")
        let r = try read(dir)
        XCTAssertEqual(r.kinds["active.ar.toml"], "structure")
        XCTAssertEqual(Set(r.entries.keys), ["CategoryCreated[other]", "Items[few]", "Items[other]"])
        XCTAssertEqual(r.entries["Items[few]"]?.source, "{{.Count}} items")
        XCTAssertEqual(r.entries["Items[few]"]?.pluralCategory, "few")
    }

    /// Two translations of one source: a key missing from one is said naming that file (at the source's
    /// line), and an empty stub (`{}`) is one warning, not one per string.
    func testMissingKeysNameTheTranslationTheyAreMissingFrom() throws {
        let dir = TempDir()
        dir.write("i18n/en.json", #"{"save": "Save", "open": "Open", "quit": "Quit"}"#)
        dir.write("i18n/ar.json", #"{"save": "حفظ", "open": "فتح"}"#)
        dir.write("i18n/ar_SA.json", "{}")
        let r = try read(dir)
        XCTAssertTrue(r.notes.contains("i18n/en.json: warning 'quit' is not translated in i18n/ar.json"), "\(r.notes)")
        XCTAssertTrue(r.notes.contains("i18n/ar_SA.json: warning holds none of the 3 strings of its source: nothing is translated in it yet"), "\(r.notes)")
        XCTAssertFalse(r.notes.contains { $0.contains("in i18n/ar_SA.json") }, "\(r.notes)")
    }
    /// Files named by their language's English name: OpenTTD's `src/lang/arabic_egypt.txt` pairs with
    /// `english.txt` (the bare name before `english_US.txt`), lines `STR_ID   :text`; `spanish_ar.txt`
    /// is Spanish (Argentina), another locale, and is not named.
    func testATargetNamedByItsLanguageNamePairsWithTheSourceLanguagesName() throws {
        let dir = TempDir()
        dir.write("src/lang/english.txt", "##name English (UK)\nSTR_NULL        :\nSTR_SAVE        :{BLACK}Save game\nSTR_QUIT        :Quit\n")
        dir.write("src/lang/english_US.txt", "STR_SAVE        :{BLACK}Save game (US)\nSTR_QUIT        :Quit\n")
        dir.write("src/lang/arabic_egypt.txt", "##name Arabic (Egypt)\nSTR_NULL        :\nSTR_SAVE        :{BLACK}حفظ اللعبة\nSTR_QUIT        :خروج\n")
        dir.write("src/lang/spanish_ar.txt", "STR_QUIT        :Salir\n")
        let r = try read(dir)
        XCTAssertEqual(r.kinds["src/lang/arabic_egypt.txt"], "structure")
        XCTAssertEqual(r.sources["src/lang/arabic_egypt.txt"], "src/lang/english.txt")
        XCTAssertNil(r.kinds["src/lang/spanish_ar.txt"])
        XCTAssertEqual(r.entries["STR_SAVE"]?.source, "{BLACK}Save game")
        XCTAssertEqual(r.entries["STR_QUIT"]?.target, "خروج")
        XCTAssertEqual(r.entries.count, 2)
    }

    /// Notepad++ `nativeLang/arabic.xml` beside `english.xml`: the texts are attributes, each element
    /// known by its `…id` attributes; `filename="english.xml"` names a file, not text.
    func testXMLAttributesPairByElementPathAndIdentifiers() throws {
        let dir = TempDir()
        dir.write("nativeLang/english.xml", "<?xml version=\"1.0\"?>\n<NotepadPlus><Native-Langue name=\"English\" filename=\"english.xml\">\n<Menu><Entries>\n<Item menuId=\"file\" name=\"&amp;File\"/>\n<Item id=\"41010\" name=\"&amp;Print...\"/>\n</Entries></Menu>\n<Dialog title=\"Find\"><Item id=\"1\" name=\"Find what:\"/></Dialog>\n</Native-Langue></NotepadPlus>\n")
        dir.write("nativeLang/arabic.xml", "<?xml version=\"1.0\"?>\n<NotepadPlus><Native-Langue name=\"English\" filename=\"arabic.xml\">\n<Menu><Entries>\n<Item id=\"41010\" name=\"طباعة...\"/>\n<Item menuId=\"file\" name=\"&amp;ملف\"/>\n</Entries></Menu>\n<Dialog title=\"بحث\"><Item id=\"1\" name=\"ابحث عن:\"/></Dialog>\n</Native-Langue></NotepadPlus>\n")
        let r = try read(dir)
        XCTAssertEqual(r.sources["nativeLang/arabic.xml"], "nativeLang/english.xml")
        let base = "/NotepadPlus/Native-Langue"
        XCTAssertEqual(r.entries[base + "/Menu/Entries/Item[menuId=file]@name"]?.source, "&File")
        XCTAssertEqual(r.entries[base + "/Menu/Entries/Item[id=41010]@name"]?.target, "طباعة...")
        XCTAssertEqual(r.entries[base + "/Menu/Entries/Item[id=41010]@name"]?.targetLocation.line, 4)
        XCTAssertEqual(r.entries[base + "/Dialog@title"]?.source, "Find")
        XCTAssertEqual(r.entries[base + "/Dialog/Item[id=1]@name"]?.target, "ابحث عن:")
        // 4 differing texts; `name="English"` equal, `filename` no text.
        XCTAssertEqual(r.entries.count, 4)
    }
}
