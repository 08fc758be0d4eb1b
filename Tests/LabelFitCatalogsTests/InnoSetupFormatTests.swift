import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Inno Setup message files, after its help ("[Languages] section": `compiler:Default.isl` is the
/// English; "[Messages] section": `%n` a line break). Every expectation is read off the text below.
final class InnoSetupFormatTests: XCTestCase {
    /// `Languages/Arabic.isl` pairs with `Default.isl` one folder up; CRLF lines; `[LangOptions]`
    /// gives only `LanguageName`; a value is the rest of its line, quotes included; `%n` breaks the
    /// line; `[LangOptions]` is settings; a message equal to the English is measured (the untranslated rule decides); one the
    /// English lacks has no source; another language's file is another locale.
    func testMessagesPairWithDefaultIsl() throws {
        let dir = TempDir()
        dir.write("Files/Default.isl", "; English\r\n[LangOptions]\r\nLanguageName=English\r\nLanguageID=$0409\r\n[Messages]\r\nSetupAppTitle=Setup\r\nExitSetupMessage=Setup is not complete.%n%nExit Setup?\r\nCorrupted=\"%1\" file is corrupted\r\nButtonOK=OK\r\n")
        dir.write("Files/Languages/Arabic.isl", "; Arabic\r\n[LangOptions]\r\nLanguageName=العربية\r\nLanguageID=$0401\r\nRightToLeft=yes\r\n[Messages]\r\nSetupAppTitle=تثبيت\r\nExitSetupMessage=لم يكتمل التثبيت.%n%nهل تريد الخروج؟\r\nCorrupted=الملف \"%1\" تالف\r\nButtonOK=OK\r\n[CustomMessages]\r\nNote=ملاحظة\r\n")
        dir.write("Files/Languages/French.isl", "[Messages]\r\nSetupAppTitle=Installation\r\n")
        let discovery = CatalogDiscovery()
        let root = dir.url.path
        let (jobs, skipped) = try discovery.plan(for: [root])
        XCTAssertEqual(jobs.map(\.kind), [.innoSetup])
        XCTAssertEqual(jobs.first?.source, root + "/Files/Default.isl")
        XCTAssertEqual(Set(skipped.map(\.reason)), [.sourceLocale, .otherLocale])
        let r = discovery.read(try XCTUnwrap(jobs.first))
        XCTAssertEqual(r.diagnostics.map(\.message), [])
        let e = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0) })
        // SetupAppTitle, ExitSetupMessage, Corrupted, ButtonOK, CustomMessages.Note = 5 ([LangOptions]
        // holds settings: LanguageName is the language's own name, not a translation of "English").
        XCTAssertEqual(e.count, 5, "\(e.keys.sorted())")
        XCTAssertNil(e["LangOptions.LanguageName"])
        XCTAssertEqual(e["Messages.ExitSetupMessage"]?.target, "لم يكتمل التثبيت.\n\nهل تريد الخروج؟")
        XCTAssertEqual(e["Messages.ExitSetupMessage"]?.source, "Setup is not complete.\n\nExit Setup?")
        XCTAssertEqual(e["Messages.Corrupted"]?.source, "\"%1\" file is corrupted")
        XCTAssertEqual(e["Messages.ButtonOK"]?.target, "OK")
        XCTAssertNil(e["CustomMessages.Note"]?.source)
        // Line 8 of the Arabic file: `;` 1, [LangOptions] 2, LanguageName 3, LanguageID 4, RightToLeft 5, [Messages] 6, SetupAppTitle 7.
        XCTAssertEqual(e["Messages.ExitSetupMessage"]?.targetLocation.line, 8)
        XCTAssertEqual(e["Messages.ExitSetupMessage"]?.format, "inno-setup")
    }

    /// `&` before a letter is the Windows access key Inno's controls draw as an underline: where both
    /// sides carry one it is taken out of both; the raw text is kept.
    func testAccessKeysBothSidesCarryAreNotDrawn() throws {
        let dir = TempDir()
        dir.write("Files/Default.isl", "[Messages]\r\nButtonNext=&Next >\r\n")
        dir.write("Files/Languages/Arabic.isl", "[Messages]\r\nButtonNext=ال&تالي >\r\n")
        let discovery = CatalogDiscovery()
        let (jobs, _) = try discovery.plan(for: [dir.url.path])
        let r = discovery.read(try XCTUnwrap(jobs.first))
        let e = Dictionary(uniqueKeysWithValues: r.entries.map { ($0.key, $0) })
        XCTAssertEqual(e["Messages.ButtonNext"]?.source, "Next >")
        XCTAssertEqual(e["Messages.ButtonNext"]?.target, "التالي >")
        XCTAssertEqual(e["Messages.ButtonNext"]?.rawTarget, "ال&تالي >")
    }
}
