import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

final class AppleCatalogTests: XCTestCase {
    func read(_ dir: TempDir) throws -> CatalogReadResult { try dir.readCatalogs() }

    func testStringsEscapesCommentsAndUTF16() throws {
        let dir = TempDir()
        dir.write("App/en.lproj/Localizable.strings", """
            /* Destructive row */
            "delete" = "Delete";
            // line comment
            "quote" = "Say \\"Hi\\"";
            "multi" = "One\\nTwo";
            "ellipsis" = "Share\\U2026";
            unquoted_key = "Bare";
            """)
        // The Arabic file in UTF-16 LE with a BOM, CRLF line ends, as older Xcode projects have.
        let arabic = "/* Destructive row */\r\n\"delete\" = \"حذف\";\r\n\"quote\" = \"قل \\\"مرحبا\\\"\";\r\n\"multi\" = \"واحد\\nاثنان\";\r\n\"ellipsis\" = \"مشاركة\\U2026\";\r\nunquoted_key = \"مجرد\";\r\n"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in arabic.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        dir.write("App/ar.lproj/Localizable.strings", Data(bytes))
        let result = try read(dir)
        XCTAssertEqual(result.diagnostics, [])
        let byKey = Dictionary(uniqueKeysWithValues: result.entries.map { ($0.key, $0) })
        XCTAssertEqual(byKey["delete"]?.source, "Delete")
        XCTAssertEqual(byKey["delete"]?.target, "حذف")
        XCTAssertEqual(byKey["delete"]?.targetLocation.line, 2)
        XCTAssertEqual(byKey["delete"]?.comment, "Destructive row")
        XCTAssertEqual(byKey["quote"]?.source, "Say \"Hi\"")
        XCTAssertEqual(byKey["quote"]?.target, "قل \"مرحبا\"")
        XCTAssertEqual(byKey["multi"]?.target, "واحد\nاثنان")
        XCTAssertEqual(byKey["ellipsis"]?.source, "Share…")
        XCTAssertEqual(byKey["ellipsis"]?.target, "مشاركة…")
        XCTAssertEqual(byKey["unquoted_key"]?.target, "مجرد")
        XCTAssertEqual(byKey["unquoted_key"]?.targetLocation.line, 6)
        XCTAssertEqual(result.entries.map(\.key), ["delete", "quote", "multi", "ellipsis", "unquoted_key"])
    }

    /// Apple's development-language fallback (`Bundle.localizedString(forKey:value:table:)` returns the
    /// key the table lacks): a key that reads as text is its own English; an identifier key stays without
    /// a source; the count is said on the file.
    func testAKeyTheEnglishTableLacksIsItsOwnEnglishWhenItReadsAsText() throws {
        let dir = TempDir()
        dir.write("App/en.lproj/Localizable.strings", "\"delete\" = \"Delete\";\n")
        dir.write("App/ar.lproj/Localizable.strings", """
            "delete" = "حذف";
            "Cancel" = "إلغاء";
            "Log in to %@" = "تسجيل الدخول إلى %@";
            "settings.title" = "الإعدادات";
            "loginButton" = "دخول";
            """)
        let r = try read(dir)
        let byKey = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0) })
        XCTAssertEqual(byKey["delete"]?.source, "Delete")
        XCTAssertEqual(byKey["Cancel"]?.source, "Cancel")
        XCTAssertEqual(byKey["Log in to %@"]?.source, "Log in to %@")
        XCTAssertNil(byKey["settings.title"]?.source)
        XCTAssertNil(byKey["loginButton"]?.source)
        // Words a rule of thumb could take for identifiers: hyphenated words, brand capitals.
        for word in ["Wi-Fi", "E-mail", "Check-in", "iPhone", "macOS", "YouTube"] { XCTAssertTrue(KeyAsSource.readsAsText(word), word) }
        for id in ["settings-page-title", "loginButtonTitle", "saveButton", "CANCEL_BUTTON", "a.b"] { XCTAssertFalse(KeyAsSource.readsAsText(id), id) }
        XCTAssertEqual(r.diagnostics.filter { $0.message.contains("English is the key itself") }.map(\.message),
                       ["2 keys of this file have no string in 'Localizable.strings' of the source language: their English is the key itself, as Bundle.localizedString(forKey:value:table:) returns it"])
    }

    func testMalformedStringsReportsAndKeepsTheRest() throws {
        let dir = TempDir()
        dir.write("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
        dir.write("ar.lproj/Localizable.strings", "\"a\" = \"أ\"\n\"b\" = \"ب\";\n\"c\" = \"ج\";\n\"b\" = \"بب\";\n\"d\" = \"unterminated;\n")
        let result = try read(dir)
        let path = dir.path("ar.lproj/Localizable.strings")
        XCTAssertEqual(result.diagnostics.first, CatalogDiagnostic(SourceLocation(file: path, line: 2, column: 1), .error, "missing ';' after the value of \"a\""))
        XCTAssertTrue(result.diagnostics.contains { $0.message == "unterminated string" && $0.location.line == 5 })
        // b and c survive the error on line 1; the duplicate b on line 4 is reported and wins; a is untranslated.
        XCTAssertEqual(result.entries.map(\.key).sorted(), ["b", "c"])
        XCTAssertEqual(result.entries.first { $0.key == "b" }?.target, "بب")
        XCTAssertTrue(result.diagnostics.contains { $0.message == "duplicate key 'b' (first at line 2); the last one wins" && $0.location.line == 4 })
        XCTAssertTrue(result.diagnostics.contains { $0.message == "'a' is not translated in ar.lproj/Localizable.strings" && $0.severity == .warning },
                      "\(result.diagnostics.map(\.message))")
    }

    func testInvalidUTF8AndNULAreLocated() throws {
        let dir = TempDir()
        dir.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
        dir.write("ar.lproj/A.strings", Data("\"a\" = \"".utf8) + Data([0xC3, 0x28]) + Data("\";\n".utf8))
        dir.write("en.lproj/B.strings", "\"b\" = \"B\";\n")
        dir.write("ar.lproj/B.strings", Data("\"b\" = \"ب\";\n\"x\" = \"".utf8) + Data([0]) + Data("\";\n".utf8))
        let result = try read(dir)
        XCTAssertTrue(result.diagnostics.contains(CatalogDiagnostic(SourceLocation(file: dir.path("ar.lproj/A.strings"), line: 1, column: 8), .error, "invalid UTF-8")))
        XCTAssertTrue(result.diagnostics.contains(CatalogDiagnostic(SourceLocation(file: dir.path("ar.lproj/B.strings"), line: 2, column: 8), .error, "NUL byte in a text catalog")))
    }

    func testStringsDictPluralVariants() throws {
        let dir = TempDir()
        func plist(_ forms: [(String, String)]) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
            \(forms.map { "            <key>\($0.0)</key>\n            <string>\($0.1)</string>" }.joined(separator: "\n"))
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        }
        dir.write("en.lproj/Localizable.stringsdict", plist([("one", "%d file"), ("other", "%d files")]))
        dir.write("ar.lproj/Localizable.stringsdict", plist([("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%d ملفات"), ("many", "%d ملفًا"), ("other", "%d ملف")]))
        let result = try read(dir)
        XCTAssertEqual(result.entries.map(\.key), ["files[zero]", "files[one]", "files[two]", "files[few]", "files[many]", "files[other]"])
        XCTAssertEqual(result.entries[1].target, "ملف واحد")
        XCTAssertEqual(result.entries[1].source, "%d file")
        XCTAssertEqual(result.entries[1].targetLocation.line, 15)  // the <string> of "one"
        XCTAssertEqual(result.entries[4].target, "%d ملفًا")
    }

    func testStringCatalogVariationsAndSubstitutions() throws {
        let dir = TempDir()
        dir.write("Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Delete" : {
                  "localizations" : {
                    "ar" : { "stringUnit" : { "state" : "translated", "value" : "حذف" } }
                  }
                },
                "share" : {
                  "comment" : "Share row",
                  "localizations" : {
                    "en" : { "variations" : { "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Share" } },
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Share…" } } } } },
                    "ar" : { "variations" : { "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "مشاركة" } },
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "مشاركة…" } } } } }
                  }
                },
                "photos" : {
                  "localizations" : {
                    "ar" : {
                      "stringUnit" : { "state" : "translated", "value" : "حذف %#@p@" },
                      "substitutions" : { "p" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "صورة واحدة" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%d صورة" } } } } } }
                    }
                  }
                },
                "untranslated" : { }
              },
              "version" : "1.0"
            }
            """)
        let result = try read(dir)
        XCTAssertEqual(result.entries.map(\.key), ["Delete", "share[iphone]", "share[mac]", "photos[one]", "photos[other]"])
        XCTAssertEqual(result.entries[0].source, "Delete", "without an en localization the key is the source")
        XCTAssertEqual(result.entries[0].targetLocation.line, 6)
        XCTAssertEqual(result.entries[2].source, "Share…")
        XCTAssertEqual(result.entries[2].target, "مشاركة…")
        XCTAssertEqual(result.entries[3].target, "حذف صورة واحدة")
        XCTAssertEqual(result.entries[4].target, "حذف %d صورة")
        XCTAssertEqual(result.diagnostics.map(\.message), ["'untranslated' is not translated"])
    }

    func testMalformedStringCatalog() throws {
        let dir = TempDir()
        dir.write("Broken.xcstrings", "{\n  \"strings\" : {\n    \"a\" : { \"localizations\" : { \"ar\" : \n  }\n}\n")
        let result = try read(dir)
        XCTAssertEqual(result.entries, [])
        XCTAssertEqual(result.diagnostics, [CatalogDiagnostic(SourceLocation(file: dir.path("Broken.xcstrings"), line: 4, column: 3), .error, "unexpected character '}'")])
    }
}
