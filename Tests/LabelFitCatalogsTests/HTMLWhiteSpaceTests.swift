import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// White space in strings whose markup the platform lays out as HTML collapses as CSS
/// `white-space: normal` does (CSS Text 3 §4.1.1): i18next JSON (react-i18next `Trans` renders into the
/// DOM) and Apple `.strings` (NSAttributedString's HTML import). Plain strings, ARB (Flutter draws its
/// own text) and gettext (Pango keeps white space) are left alone. Expected texts written by hand.
final class HTMLWhiteSpaceTests: XCTestCase {
    func entries(_ dir: TempDir) throws -> [String: CatalogEntry] {
        let discovery = CatalogDiscovery()
        let entries = try discovery.jobs(for: [dir.url.path]).map(discovery.read).flatMap(\.entries)
        return Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    }

    func testI18nextMarkupCollapsesPlainStringsKeepTheirSpaces() throws {
        let dir = TempDir()
        dir.write("locales/en/common.json", #"{"terms": "Read the <1>terms\n   of use</1>  now", "lines": "One<br/>\n  two", "plain": "a  b"}"#)
        dir.write("locales/ar/common.json", #"{"terms": "اقرأ <1>شروط\n    الاستخدام</1>  الآن", "lines": "سطر <br/>\n  ثان", "plain": "أ  ب", "nbsp": "<b>أ</b>&nbsp; ب"}"#)
        let e = try entries(dir)
        // "اقرأ " + "شروط" + (LF and 4 spaces → one space) + "الاستخدام" + (2 spaces → one) + "الآن".
        XCTAssertEqual(e["terms"]?.target, "اقرأ شروط الاستخدام الآن")
        XCTAssertEqual(e["terms"]?.source, "Read the terms of use now")
        XCTAssertEqual(e["terms"]?.rawTarget, "اقرأ <1>شروط\n    الاستخدام</1>  الآن")
        // <br> is a forced break: the spaces on either side of it go, the break stays.
        XCTAssertEqual(e["lines"]?.target, "سطر\nثان")
        XCTAssertEqual(e["lines"]?.source, "One\ntwo")
        // No markup: the string may be shown outside HTML, so its two spaces stay.
        XCTAssertEqual(e["plain"]?.target, "أ  ب")
        // &nbsp; is not white space to collapse: U+00A0 then the one space.
        XCTAssertEqual(e["nbsp"]?.target, "أ\u{A0} ب")
    }

    func testHTMLInAppleStringsCollapses() throws {
        let dir = TempDir()
        dir.write("en.lproj/Localizable.strings", "\"tag\" = \"<a href=\\\"x\\\">#tag</a>\\n   new\";\n\"plain\" = \"a\\n  b\";\n")
        dir.write("ar.lproj/Localizable.strings", "\"tag\" = \"<a href=\\\"x\\\">#وسم</a>\\n   جديد\";\n\"plain\" = \"أ\\n  ب\";\n")
        let e = try entries(dir)
        XCTAssertEqual(e["tag"]?.target, "#وسم جديد")
        XCTAssertEqual(e["tag"]?.source, "#tag new")
        XCTAssertEqual(e["plain"]?.target, "أ\n  ب")
    }

    func testARBAndGettextMarkupKeepWhiteSpace() throws {
        let dir = TempDir()
        dir.write("lib/l10n/app_en.arb", #"{"save": "<b>Save</b>  now"}"#)
        dir.write("lib/l10n/app_ar.arb", #"{"save": "<b>احفظ</b>  الآن"}"#)
        dir.write("po/ar.po", "msgid \"\"\nmsgstr \"Language: ar\\nContent-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"<b>Close</b>  all\"\nmsgstr \"<b>أغلق</b>  الكل\"\n")
        let e = try entries(dir)
        XCTAssertEqual(e["save"]?.target, "احفظ  الآن")
        XCTAssertEqual(e["<b>Close</b>  all"]?.target, "أغلق  الكل")
    }
}
