import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// The wrong-script check asks ICU for the target locale's likely script and each letter's Script
/// property, for any locale. Letters are counted by hand below, and each letter's script is the one
/// Unicode's Scripts.txt gives its block (Arabic U+0600–06FF, Georgian U+10D0–10FF, Cyrillic
/// U+0400–04FF, Hiragana U+3040–309F, CJK U+4E00–9FFF); combining marks (Inherited) and digits are not letters.
final class TargetScriptTests: XCTestCase {
    func testLettersAndTheLocalesScriptFromICU() {
        // ح ذ ف: three Arabic letters.
        XCTAssertEqual(LocaleScript.of("ar").letters(in: "حذف").letters, 3)
        XCTAssertEqual(LocaleScript.of("ar").letters(in: "حذف").inScript, 3)
        // ح + fatha U+064E (Inherited, a mark) + ذ ف: still three letters.
        XCTAssertEqual(LocaleScript.of("ar-SA").letters(in: "حَذف").letters, 3)
        // D e l e t e: six Latin letters, none Arabic.
        XCTAssertEqual(LocaleScript.of("ar").letters(in: "Delete 12").letters, 6)
        XCTAssertEqual(LocaleScript.of("ar").letters(in: "Delete 12").inScript, 0)
        // Persian and Urdu are written in Arabic too (CLDR likely subtags fa_Arab_IR, ur_Arab_PK): ذ خ ی ر ه = 5.
        XCTAssertEqual(LocaleScript.of("fa").letters(in: "ذخیره").inScript, 5)
        XCTAssertEqual(LocaleScript.of("ur_PK").letters(in: "محفوظ").inScript, 5)  // م ح ف و ظ
        // შ ე ნ ა ხ ვ ა: seven Georgian letters (a locale the old table of blocks did not know).
        XCTAssertEqual(LocaleScript.of("ka").letters(in: "შენახვა").inScript, 7)
        XCTAssertEqual(LocaleScript.of("ka").letters(in: "Save").inScript, 0)
        // Japanese is Kana, Hiragana and Han: 保 存 (Han) す る (Hiragana) = 4.
        XCTAssertEqual(LocaleScript.of("ja").letters(in: "保存する").inScript, 4)
        // Serbian: Cyrillic by default, Latin when the tag says so. С а ч у в а ј / S a č u v a j = 7.
        XCTAssertEqual(LocaleScript.of("sr").letters(in: "Сачувај").inScript, 7)
        XCTAssertEqual(LocaleScript.of("sr").letters(in: "Sačuvaj").inScript, 0)
        XCTAssertEqual(LocaleScript.of("sr-Latn").letters(in: "Sačuvaj").inScript, 7)
        // The early-exit form the check uses answers as those counts say: a letter of the script,
        // letters of another only, no letters at all ("12 %" has none).
        XCTAssertEqual(LocaleScript.of("ar").hasLetter(in: "حذف"), true)
        XCTAssertEqual(LocaleScript.of("ar").hasLetter(in: "Delete حذف"), true)
        XCTAssertEqual(LocaleScript.of("ar").hasLetter(in: "Delete 12"), false)
        XCTAssertEqual(LocaleScript.of("ka").hasLetter(in: "Save"), false)
        XCTAssertEqual(LocaleScript.of("ar").hasLetter(in: "12 %"), nil)
    }

    func testTheCheckIsNilWithoutLettersAndForAnUnknownLocale() {
        // Arabic-Indic digits ١٢ and a percent sign: no letters, nothing to say.
        XCTAssertNil(TargetScript.hasLetters(of: "ar", in: "١٢٪"))
        XCTAssertEqual(TargetScript.hasLetters(of: "ar", in: "Crëwch ffolder"), false)
        XCTAssertEqual(TargetScript.hasLetters(of: "ar", in: "GIF حذف"), true)
        XCTAssertEqual(TargetScript.hasLetters(of: "he", in: "Delete"), false)
        XCTAssertEqual(TargetScript.hasLetters(of: "he", in: "מחק"), true)
        XCTAssertNil(TargetScript.hasLetters(of: "", in: "Delete"))
    }

    /// A Georgian catalog with English pasted in is untranslated; the Georgian string is not.
    func testAnyTargetLocaleGetsTheCheck() throws {
        let dir = TempDir()
        dir.write("locales/en/translation.json", #"{"a": "Save", "b": "Delete"}"#)
        dir.write("locales/ka/translation.json", #"{"a": "შენახვა", "b": "Remove"}"#)
        var config = CheckConfiguration()
        config.targetLocale = "ka"
        config.fonts = ["en": "Noto Sans", "ka": "Noto Sans"]
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: dir.url.path)
        var strings: [CheckedString] = []
        _ = try runner.run(jobs: runner.jobs(paths: [dir.url.path])) { event in
            if case .string(let c) = event { strings.append(c) }
        }
        let verdict = Dictionary(uniqueKeysWithValues: strings.map { ($0.key, $0.verdict) })
        XCTAssertEqual(verdict["b"], .untranslated)
        XCTAssertNotEqual(verdict["a"], .untranslated)
    }

    /// Placeholder names are code, not letters: Rails' `%{value}٪` (value, then the Arabic percent sign)
    /// has nothing in another script to be "untranslated" for; `%{name} files` left in English is.
    func testPlaceholderNamesAreNotLettersOfALanguage() throws {
        let verdict = try verdicts(en: "en:\n  share: \"%{value}%\"\n  files: \"%{name} files\"\n  same: \"%{count}\"\n", ar: "ar:\n  share: \"%{value}٪\"\n  files: \"%{name} files\"\n  same: \"%{count}\"\n")
        XCTAssertEqual(verdict.count, 3, "\(verdict.keys.sorted())")
        XCTAssertNotEqual(verdict["share"], .untranslated)
        XCTAssertNotEqual(verdict["same"], .untranslated, "only a placeholder: nothing to translate")
        XCTAssertEqual(verdict["files"], .untranslated)
    }

    /// A language menu lists each language by its own name in every locale (W3C i18n, "Using <select>
    /// for language navigation"): "Polski", "Українська", "English" copied into the Arabic catalog are
    /// the design, not untranslated strings; "Save" copied is. The autonyms asserted are CLDR's
    /// (common/main/pl.xml `<language type="pl">polski`, uk.xml `українська`, en.xml `English`).
    func testLanguageNamesInTheirOwnLanguageAreNotUntranslated() throws {
        XCTAssertTrue(LanguageAutonyms.contains("Polski"))
        XCTAssertTrue(LanguageAutonyms.contains("Українська"))
        XCTAssertTrue(LanguageAutonyms.contains("English"))
        XCTAssertFalse(LanguageAutonyms.contains("Save"))
        XCTAssertFalse(LanguageAutonyms.contains("Polish"), "the English name of Polish is not an autonym")
        let verdict = try verdicts(en: "en:\n  pl: \"Polski\"\n  uk: \"Українська\"\n  en: \"English\"\n  save: \"Save\"\n", ar: "ar:\n  pl: \"Polski\"\n  uk: \"Українська\"\n  en: \"English\"\n  save: \"Save\"\n")
        XCTAssertEqual(verdict.count, 4, "\(verdict.keys.sorted())")
        for key in ["pl", "uk", "en"] { XCTAssertNotEqual(verdict[key], .untranslated, key) }
        XCTAssertEqual(verdict["save"], .untranslated)
    }
    /// Symbols, codes and abbreviations are the same in every language: blood groups ("A+", "AB-"),
    /// units ("kg"), acronyms ("SMTP"), "OK" copied into the Arabic catalog are not untranslated; "Cancel" copied, and
    /// "Blood" (five Latin letters in a row, none Arabic) left in English, are.
    func testSymbolsAndShortAbbreviationsAreNotUntranslated() throws {
        // Letters in a row, counted by hand: "AB+" 2, "kg/m" 2 and 1, "OK" 2, "Add" 3, "Cancel" 6, "Blood" 5.
        XCTAssertFalse(UntranslatedRule.holdsWord("AB+"))
        XCTAssertFalse(UntranslatedRule.holdsWord("kg/m"))
        // "LDAP": four capitals, an acronym; "Ldap": four letters, three small.
        XCTAssertFalse(UntranslatedRule.holdsWord("LDAP"))
        XCTAssertTrue(UntranslatedRule.holdsWord("Ldap"))
        XCTAssertTrue(UntranslatedRule.holdsWord("Cancel"))
        // Three letters, not all capitals: a word ("Add" left in English); "PDF": an acronym.
        XCTAssertTrue(UntranslatedRule.holdsWord("Add"))
        XCTAssertFalse(UntranslatedRule.holdsWord("PDF"))
        // Six capitals are a word ("CANCEL"), five an acronym ("HTTPS"); two Han characters are a word.
        XCTAssertTrue(UntranslatedRule.holdsWord("CANCEL"))
        XCTAssertFalse(UntranslatedRule.holdsWord("HTTPS"))
        XCTAssertTrue(UntranslatedRule.holdsWord("取消"))
        let verdict = try verdicts(en: "en:\n  a: \"A+\"\n  ab: \"AB-\"\n  kg: \"kg\"\n  ok: \"OK\"\n  smtp: \"SMTP\"\n  cancel: \"Cancel\"\n  group: \"Blood group\"\n", ar: "ar:\n  a: \"A+\"\n  ab: \"AB-\"\n  kg: \"kg\"\n  ok: \"OK\"\n  smtp: \"SMTP\"\n  cancel: \"Cancel\"\n  group: \"Blood\"\n")
        XCTAssertEqual(verdict.count, 7, "\(verdict.keys.sorted())")
        for key in ["a", "ab", "kg", "ok", "smtp"] { XCTAssertNotEqual(verdict[key], .untranslated, key) }
        XCTAssertEqual(verdict["cancel"], .untranslated)
        XCTAssertEqual(verdict["group"], .untranslated)
    }

    /// The verdict of each string of a Rails `en.yml`/`ar.yml` pair, checked as `check` checks them.
    func verdicts(en: String, ar: String) throws -> [String: Verdict] {
        let dir = TempDir()
        dir.write("config/locales/en.yml", en)
        dir.write("config/locales/ar.yml", ar)
        var config = CheckConfiguration()
        config.fonts = ["en": "Noto Sans", "ar": "Noto Naskh Arabic UI"]
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: dir.url.path)
        var strings: [CheckedString] = []
        _ = try runner.run(jobs: runner.jobs(paths: [dir.url.path])) { event in
            if case .string(let c) = event { strings.append(c) }
        }
        return Dictionary(uniqueKeysWithValues: strings.map { ($0.key, $0.verdict) })
    }
}
