import Foundation
import XCTest
import LabelFitTestSupport

/// `labelfit init` names every file of the target locale it will not read, with the reason, so its
/// count of Arabic files and its count of catalogs read never differ unexplained.
final class InitLocaleFilesTests: XCTestCase {
    func testEveryTargetLocaleFileNotReadIsNamedWithItsReason() throws {
        let dir = TempDir()
        // Read: an Android module's Arabic strings and a gettext catalog.
        dir.write("app/src/main/res/values/strings.xml", "<resources><string name=\"a\">Open</string><string name=\"b\">Close</string></resources>")
        dir.write("app/src/main/res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string><string name=\"b\">إغلاق</string></resources>")
        dir.write("po/ar.po", "msgid \"\"\nmsgstr \"\"\n\"Language: ar\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Open\"\nmsgstr \"فتح\"\n")
        // Not read: a module whose Arabic file holds no string, a malformed Arabic JSON catalog, and the
        // compiled copy of the gettext catalog.
        dir.write("lib/src/main/res/values/strings.xml", "<resources><string name=\"c\">Share</string></resources>")
        dir.write("lib/src/main/res/values-ar/strings.xml", "<resources>\n</resources>\n")
        dir.write("web/locales/en/common.json", #"{"x": "Save"}"#)
        dir.write("web/locales/ar/common.json", #"{"x": }"#)
        dir.write("po/ar.mo", "\u{de}\u{12}\u{04}\u{95}")
        let arabicFiles = 5, notRead = ["lib/src/main/res/values-ar/strings.xml", "web/locales/ar/common.json", "po/ar.mo"]

        let r = try CLI.run(["init", dir.url.path, "--dry-run"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // English: web/locales/en only (Android's values/ names no locale; it is the default).
        XCTAssertTrue(lines.contains("Locales seen (files): ar \(arabicFiles), en 1"), r.stdout)
        XCTAssertTrue(lines.contains("Not read: \(notRead.count) of the \(arabicFiles) ar files:"), r.stdout)
        // Each file on its own line under its reason.
        func reason(of file: String) -> String? {
            guard let i = lines.firstIndex(of: "    " + file) else { return nil }
            return lines[..<i].last { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }
        }
        XCTAssertEqual(reason(of: notRead[0]), "  no translated strings in it (1):", r.stdout)
        XCTAssertTrue(reason(of: notRead[1])?.hasPrefix("  no strings read: ") == true, r.stdout)
        XCTAssertTrue(reason(of: notRead[1])?.contains("(line 1)") == true, r.stdout)
        XCTAssertTrue(reason(of: notRead[2])?.hasPrefix("  compiled copy: ") == true, r.stdout)
        XCTAssertNil(reason(of: "app/src/main/res/values-ar/strings.xml"), "a file read is not listed")
        XCTAssertNil(reason(of: "po/ar.po"))
    }

    func testNothingIsListedWhenEveryTargetFileIsRead() throws {
        let dir = TempDir()
        dir.write("res/values/strings.xml", "<resources><string name=\"a\">Open</string></resources>")
        dir.write("res/values-ar/strings.xml", "<resources><string name=\"a\">فتح</string></resources>")
        let r = try CLI.run(["init", dir.url.path, "--dry-run"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("Locales seen (files): ar 1\n"), r.stdout)
        XCTAssertFalse(r.stdout.contains("Not read:"), r.stdout)
    }
}
