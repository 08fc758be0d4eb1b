import Foundation
import XCTest
@testable import LabelFitCatalogs

/// What a string looks like once shown (`RenderedText`): which angle brackets are markup, and which
/// underscores are mnemonics. Expected texts written out by hand from the rule each test names.
final class RenderedTextTests: XCTestCase {
    /// Markup: an element closed in the text, or a known element / self-closing tag the source uses.
    /// Key names and placeholders-in-prose in angle brackets are text (Stylus's `<Shift>`, `<1>-<9>`;
    /// gettext `'.help <cmd>'`; `#include <Keyboard.h>`).
    func testOnlyElementsAreMarkupKeyNamesInAngleBracketsAreText() {
        let keys = "اضغط <1>-<9> أو <Shift>"
        XCTAssertEqual(RenderedText.stripTags(keys, sourceTags: RenderedText.tagNames("Press <1>-<9> or <Shift>")), keys)
        XCTAssertEqual(RenderedText.stripTags("'.help <cmd>'", sourceTags: nil), "'.help <cmd>'")
        XCTAssertEqual(RenderedText.stripTags("#include <Keyboard.h>", sourceTags: ["keyboard.h"]), "#include <Keyboard.h>")
        // Closed in the text: markup, whatever its name (react-i18next numbered components too).
        XCTAssertEqual(RenderedText.stripTags("انقر <1>هنا</1>", sourceTags: ["1"]), "انقر هنا")
        // Known elements and self-closing tags the source uses.
        XCTAssertEqual(RenderedText.stripTags("سطر<br>سطر <0/>", sourceTags: ["br", "0"]), "سطر\nسطر ")
        // A known element the source does not use stays text (the code showing it interprets none).
        XCTAssertEqual(RenderedText.stripTags("<b>نص", sourceTags: []), "<b>نص")
    }

    /// A GTK mnemonic goes on a letter of the translated word; an underscore inside a name both sides
    /// carry unchanged is text (calibre-web's `client_secrets.json`).
    func testAnUnderscoreInANameBothSidesCarryIsNoMnemonic() {
        XCTAssertTrue(RenderedText.markerInSharedWord(source: "Upload client_secrets.json", target: "ارفع client_secrets.json", marker: "_"))
        XCTAssertFalse(RenderedText.markerInSharedWord(source: "_Open", target: "_فتح", marker: "_"))
        XCTAssertFalse(RenderedText.markerInSharedWord(source: "Save _As", target: "حفظ _باسم", marker: "_"))
        // At a word's start the marker stays a mnemonic, even on a brand name both sides carry.
        XCTAssertFalse(RenderedText.markerInSharedWord(source: "About &Notepad++", target: "حول &Notepad++", marker: "&"))
        XCTAssertFalse(RenderedText.markerInSharedWord(source: "_OK", target: "_OK", marker: "_"))
    }

    /// Through the gettext reader: the shared name keeps its underscore on both sides, a real mnemonic
    /// is still taken out.
    func testGettextKeepsUnderscoresOfSharedNames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-rendered-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let po = dir.appendingPathComponent("ar.po")
        try """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "Upload client_secrets.json"
        msgstr "ارفع client_secrets.json"

        msgid "_Open"
        msgstr "_فتح"

        """.write(to: po, atomically: true, encoding: .utf8)
        let r = GettextReader(limits: .default).readPO(po.path)
        let byKey = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0) })
        XCTAssertEqual(byKey["Upload client_secrets.json"]?.target, "ارفع client_secrets.json")
        XCTAssertEqual(byKey["Upload client_secrets.json"]?.source, "Upload client_secrets.json")
        XCTAssertEqual(byKey["_Open"]?.target, "فتح")
        XCTAssertEqual(byKey["_Open"]?.source, "Open")
    }
}
