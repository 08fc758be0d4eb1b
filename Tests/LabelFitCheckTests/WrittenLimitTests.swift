import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// Limits a project writes for its translators' tool (Weblate's `max-size`, `max-length` and font
/// flags in a gettext `#,` line or an XLIFF `weblate-flags` attribute; XLIFF `maxwidth` in characters),
/// checked as Weblate's `MaxSizeCheck` checks them: wrapped at the width, within the lines. Widths come
/// from hb-shape; character counts are counted by hand in the comments.
final class WrittenLimitTests: XCTestCase {
    let naskh = Fixtures.font("NotoNaskhArabicUI-Regular.ttf")
    let arabic = "إضافة إلى الشاشة الرئيسية"

    func run(_ files: [String: String], row: RowGeometry? = nil) throws -> ([CheckedString], [Finding]) {
        let dir = TempDir()
        for (name, text) in files { dir.write(name, text) }
        var config = CheckConfiguration()
        config.fonts = ["en": naskh, "ar": naskh]
        config.size = 17
        if let row { config.row = row }
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: dir.url.path)
        var strings: [CheckedString] = [], others: [Finding] = []
        _ = try runner.run(jobs: runner.jobs(paths: [dir.url.path])) { event in
            switch event {
            case .string(let c): strings.append(c)
            case .catalogFinding(let f): others.append(f)
            }
        }
        return (strings, others)
    }

    func po(_ flags: String, _ en: String, _ ar: String) -> String {
        "msgid \"\"\nmsgstr \"\"\n\"Language: ar\\n\"\n\n#, \(flags)\nmsgid \"\(en)\"\nmsgstr \"\(ar)\"\n"
    }

    func limitFindings(_ s: [CheckedString]) -> [Finding] { s.flatMap(\.findings).filter { $0.rule == .writtenLimit } }

    func testMaxSizeIsTheTranslationWrappedAtTheWidthWithinTheLines() throws {
        let upem = 1024   // Noto Naskh Arabic UI's unitsPerEm (head table)
        let width = try HBShape.width(font: naskh, text: arabic, upem: upem, size: 17)
        // One line: room for the whole string, 2 px to spare.
        let wide = Int(width.rounded(.up)) + 2
        let (fits, _) = try run(["ar.po": po("max-size:\(wide), font-size:17", "Add to Home Screen", arabic)])
        XCTAssertEqual(limitFindings(fits).count, 0, "\(limitFindings(fits).map(\.message))")
        XCTAssertEqual(fits.first?.target?.text, arabic)
        // 2 px short of the whole string: it wraps to a second line where one is allowed.
        let narrow = Int(width.rounded(.down)) - 2
        let (over, _) = try run(["ar.po": po("max-size:\(narrow), font-size:17", "Add to Home Screen", arabic)])
        let f = try XCTUnwrap(limitFindings(over).first)
        XCTAssertEqual(f.severity, .error)
        XCTAssertEqual(f.numbers["max_width_px"], Double(narrow))
        XCTAssertEqual(f.numbers["lines"], 2)
        // The same width with two lines allowed: within the limit.
        let (two, _) = try run(["ar.po": po("max-size:\(narrow):2, font-size:17", "Add to Home Screen", arabic)])
        XCTAssertEqual(limitFindings(two).count, 0)
    }

    func testMaxLengthCountsCharacters() throws {
        // «حفظ الملف»: ح ف ظ, a space, ا ل م ل ف — 9 characters.
        let (s, _) = try run(["ar.po": po("max-length:5", "Save file", "حفظ الملف")])
        let f = try XCTUnwrap(limitFindings(s).first)
        XCTAssertEqual(f.numbers["characters"], 9)
        XCTAssertEqual(f.numbers["over_chars"], 4)
        let (ok, _) = try run(["ar.po": po("max-length:9", "Save file", "حفظ الملف")])
        XCTAssertEqual(limitFindings(ok).count, 0)
    }

    func testAWrittenWidthWiderThanTheRowIsAWarning() throws {
        var row = RowGeometry(inlineSizePx: 320)
        row.paddingInlineStartPx = 16; row.paddingInlineEndPx = 16   // 320 − 32 = 288 px for the text
        let (s, _) = try run(["ar.po": po("max-size:400", "Delete", "حذف")], row: row)
        let f = try XCTUnwrap(limitFindings(s).first)
        XCTAssertEqual(f.severity, .warning)
        XCTAssertEqual(f.numbers["available_width_px"], 288)
        XCTAssertTrue(f.message.contains("max-size:288"), f.message)
    }

    func testXLIFFWeblateFlagsAndMaxwidthInCharacters() throws {
        let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="x"><body>
        <trans-unit id="a" weblate-flags="max-size:20, font-size:17"><source>Add to Home Screen</source><target>\(arabic)</target></trans-unit>
        <trans-unit id="b" maxwidth="3" size-unit="char"><source>Save file</source><target>حفظ الملف</target></trans-unit>
        </body></file></xliff>
        """
        let (s, _) = try run(["ar.xlf": xliff])
        XCTAssertEqual(Set(limitFindings(s).map(\.key)), ["a", "b"])
        XCTAssertEqual(s.first { $0.key == "b" }?.findings.first { $0.rule == .writtenLimit }?.numbers["max_length"], 3)
    }

    func testAFlagThatDoesNotReadIsNamedAtItsLine() throws {
        let (s, others) = try run(["ar.po": po("max-size:wide", "Open", "فتح")])
        XCTAssertEqual(limitFindings(s).count, 0)
        let named = others.first { $0.message.contains("max-size:wide") }
        XCTAssertNotNil(named, "\(others.map(\.message))")
        XCTAssertEqual(named?.location.line, 6)
    }

    // Android's platform convention: the comment right before a string carries `[CHAR LIMIT=N]`
    // (AOSP stringslint.py). «حفظ الملف» is 9 characters (counted by hand above); «حذف» is 3.
    func testAndroidCommentCharLimitIsCheckedAndTakenOnlyByTheNextString() throws {
        let en = """
        <resources>
            <!-- Button that saves the open file [CHAR LIMIT=5] -->
            <string name="save">Save file</string>
            <string name="delete">Delete</string>
            <!-- Shown in a dialog [CHAR LIMIT=NONE] -->
            <string name="long">Save file</string>
            <!-- Menu item [CHAR_LIMIT=3] -->
            <string-array name="menu"><item>Delete</item></string-array>
        </resources>
        """
        let ar = """
        <resources>
            <string name="save">حفظ الملف</string>
            <string name="delete">حفظ الملف</string>
            <string name="long">حفظ الملف</string>
            <string-array name="menu"><item>حذف</item></string-array>
        </resources>
        """
        let (s, _) = try run(["res/values/strings.xml": en, "res/values-ar/strings.xml": ar])
        let f = try XCTUnwrap(limitFindings(s.filter { $0.key == "save" }).first)
        XCTAssertEqual(f.numbers["characters"], 9)
        XCTAssertEqual(f.numbers["max_length"], 5)
        XCTAssertEqual(f.numbers["over_chars"], 4)
        XCTAssertTrue(f.message.contains("CHAR LIMIT=5"), f.message)
        // The comment belongs to `save` only; NONE is no limit; the array item (3 of 3) is within its limit.
        XCTAssertEqual(limitFindings(s.filter { $0.key != "save" }).count, 0, "\(limitFindings(s).map(\.message))")
        XCTAssertEqual(s.count, 4)
    }

    func testGettextExtractedCommentCharLimit() throws {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Language: ar\\n\"\n\n#. Toolbar button [CHAR-LIMIT=4]\nmsgid \"Save file\"\nmsgstr \"حفظ الملف\"\n"
        let (s, _) = try run(["ar.po": text])
        let f = try XCTUnwrap(limitFindings(s).first)
        XCTAssertEqual(f.numbers["max_length"], 4)
        XCTAssertEqual(f.numbers["characters"], 9)
    }

    // Transifex's Structured JSON: `string` is the text; `context`, `developer_comment` and
    // `character_limit` are about it and are never measured.
    func testStructuredJSONMessagesTheirNotesAndLimits() throws {
        let en = """
        {"menu": {"save": {"string": "Save file", "developer_comment": "Toolbar button", "character_limit": 6},
                  "delete": {"string": "Delete", "context": "verb"}},
         "title": {"string": "Files"}}
        """
        let ar = """
        {"menu": {"save": {"string": "حفظ الملف"}, "delete": {"string": "حذف"}}, "title": {"string": "الملفات"}}
        """
        let (s, _) = try run(["locales/en.json": en, "locales/ar.json": ar])
        XCTAssertEqual(Set(s.map(\.key)), ["menu.save", "menu.delete", "title"])
        let f = try XCTUnwrap(limitFindings(s).first)
        XCTAssertEqual(f.numbers["max_length"], 6)
        XCTAssertEqual(f.numbers["characters"], 9)
        XCTAssertEqual(limitFindings(s).count, 1)
        // An object with members besides those four is plain JSON: each text member is a string.
        let (plain, _) = try run(["locales/en.json": #"{"a": {"string": "Text", "hint": "More"}}"#, "locales/ar.json": #"{"a": {"string": "نص", "hint": "المزيد"}}"#])
        XCTAssertEqual(Set(plain.map(\.key)), ["a.string", "a.hint"])
    }
}
