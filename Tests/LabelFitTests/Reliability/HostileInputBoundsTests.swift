import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore

/// Issue #24's hostile inputs that must be bounded (D1, D2, D10, D11, D20, D21, D22): each is read
/// or measured with a located error or a bounded, reported result, and the other strings are still
/// measured. Inputs that crashed run the built binary, so a crash fails the test, not the runner.
final class HostileInputBoundsTests: XCTestCase {

    // MARK: helpers

    struct CheckReport {
        var status: Int32
        var keys: [String]
        var catalogMessages: [String]
        var stderr: String
    }

    /// `labelfit check FOLDER --format json` run as a subprocess, its report parsed.
    func check(_ dir: TempDir, _ extra: [String] = []) throws -> CheckReport {
        let r = try CLI.run(["check", dir.url.path, "--format", "json"] + extra)
        guard let json = try? JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any] else {
            XCTFail("no complete JSON report (status \(r.status)): \(r.stderr.prefix(400))")
            return CheckReport(status: r.status, keys: [], catalogMessages: [], stderr: r.stderr)
        }
        let strings = json["strings"] as? [[String: Any]] ?? []
        let findings = json["catalog_findings"] as? [[String: Any]] ?? []
        return CheckReport(status: r.status, keys: strings.compactMap { $0["key"] as? String },
                           catalogMessages: findings.compactMap { $0["message"] as? String }, stderr: r.stderr)
    }

    static func po(pluralForms: String) -> String {
        """
        msgid ""
        msgstr ""
        "Language: ar\\n"
        "Plural-Forms: \(pluralForms)\\n"

        msgid "Save"
        msgstr "حفظ"

        msgid "file"
        msgid_plural "files"
        msgstr[0] "ملف"
        msgstr[1] "ملفان"

        """
    }

    // MARK: D1 — the Plural-Forms evaluator

    /// Formulas from gettext's manual ("Plural forms", the table of languages) and the Arabic one
    /// CLDR's rules give, plus two that wrap C's unsigned long arithmetic.
    static let formulas: [(nplurals: Int, plural: String)] = [
        (6, "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5"),   // Arabic
        (3, "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2"),  // Russian, Ukrainian
        (3, "n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2"),                  // Polish
        (3, "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2"),                                                // Czech, Slovak
        (4, "n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3"),                          // Slovenian
        (3, "n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2"),              // Lithuanian
        (3, "n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2"),                                           // Latvian
        (5, "n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4"),                                       // Irish
        (3, "n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2"),                             // Romanian
        (2, "n != 1"), (2, "n>1"), (1, "0"),                                                       // English, French, Japanese
        (4, "n==1 ? 0 : n==0 || ( n%100>1 && n%100<11) ? 1 : (n%100>10 && n%100<20 ) ? 2 : 3"),   // Maltese
        (2, "n*n*n*n*n*n*n*n*n*n*n % 3 == 1"),      // wraps modulo 2^64 from n = 57 on
        (10, "(n - 5) % 7 + !!n"),                  // unsigned: 0 - 5 is 2^64 - 5
        (2, "18446744073709551617 == n"),           // the literal wraps to 1, as gettext's lexer reads it
    ]

    /// Every formula's index for n = 0…1000 is the one glibc's own `ngettext` picks (the GNU
    /// evaluator, plural.y and eval-plural.h): a `.mo` per formula compiled by msgfmt, with
    /// msgstr[i] = "i", looked up through ctypes. An index at or past nplurals is form 0 in
    /// gettext (dcigettext.c), so ours is compared after that same step.
    func testPluralFormulasAgreeWithGNUGettext() throws {
        let dir = TempDir()
        for (k, f) in Self.formulas.enumerated() {
            var po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=\(f.nplurals); plural=\(f.plural);\\n\"\n\nmsgid \"f\"\nmsgid_plural \"fs\"\n"
            for i in 0..<f.nplurals { po += "msgstr[\(i)] \"\(i)\"\n" }
            let poPath = dir.write("f\(k).po", po)
            let mo = dir.path("ar/LC_MESSAGES/f\(k).mo")
            try FileManager.default.createDirectory(atPath: dir.path("ar/LC_MESSAGES"), withIntermediateDirectories: true)
            let (status, out) = try CLI.tool("/usr/bin/msgfmt", ["-o", mo, poPath])
            XCTAssertEqual(status, 0, out)
        }
        let script = """
        import ctypes, locale, sys
        locale.setlocale(locale.LC_ALL, '')
        c = ctypes.CDLL(None)
        c.ngettext.restype = ctypes.c_char_p
        c.ngettext.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong]
        for k in range(int(sys.argv[2])):
            d = b'f%d' % k
            c.bindtextdomain(d, sys.argv[1].encode())
            c.textdomain(d)
            print(','.join(c.ngettext(b'f', b'fs', n).decode() for n in range(1001)))
        """
        let r = try CLI.run(["-c", script, dir.url.path, String(Self.formulas.count)], env: ["LANGUAGE": "ar", "LC_ALL": "C.utf8"],
                            executable: "/usr/bin/python3")
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: ",").map { Int($0)! } }
        XCTAssertEqual(rows.count, Self.formulas.count)
        for (k, f) in Self.formulas.enumerated() where k < rows.count {
            let formula = try XCTUnwrap(PluralRules.Formula(header: "nplurals=\(f.nplurals); plural=\(f.plural);"), f.plural)
            let ours = (0...1000).map { n -> Int in
                let v = formula.evaluate(UInt64(n))!
                return v < UInt64(f.nplurals) ? Int(v) : 0
            }
            XCTAssertEqual(ours, rows[k], f.plural)
        }
    }

    /// The formula: n to the 11th overflows for n = 100 (trapped before); C wraps it.
    /// 100^11 = 10^22; 10^22 mod 2^64 = 10^22 - 542 * 2^64 = 1,864,712,049,423,024,128 (hand
    /// calculation: 542 * 18,446,744,073,709,551,616 = 9,998,135,287,950,576,975,872).
    func testOverflowingFormulaWrapsAsC() throws {
        let f = try XCTUnwrap(PluralRules.Formula(header: "nplurals=2; plural=n*n*n*n*n*n*n*n*n*n*n;"))
        XCTAssertEqual(f.evaluate(100), 1_864_712_049_423_024_128)
        XCTAssertEqual(f.index(100), 1_864_712_049_423_024_128)
        let dir = TempDir()
        dir.write("ar.po", Self.po(pluralForms: "nplurals=2; plural=n*n*n*n*n*n*n*n*n*n*n;"))
        let report = try check(dir)
        XCTAssertTrue(report.keys.contains("Save"), report.stderr)
        XCTAssertEqual(report.keys.filter { $0.hasPrefix("file") }.count, 2)
    }

    /// Division by zero is gettext's SIGFPE: a located error, the forms still read by index.
    func testDivisionByZeroIsALocatedError() throws {
        let dir = TempDir()
        dir.write("ar.po", Self.po(pluralForms: "nplurals=2; plural=n / (n - 3);"))
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key).sorted(), ["Save", "file[0]", "file[1]"])
        // Arabic's samples are 0, 1, 2, 3, 11, 100: the first to divide by zero is 3.
        XCTAssertTrue(r.diagnostics.contains { $0.location.line == 1 && $0.message.contains("divides by zero for n = 3") }, "\(r.diagnostics)")
    }

    /// 100,000 `(` and 200,000 `!` blew the parser's stack: now a located error naming the limit,
    /// and every string of the file is still measured.
    func testDeepFormulasAreALocatedError() throws {
        for formula in [String(repeating: "(", count: 100_000) + "n" + String(repeating: ")", count: 100_000),
                        String(repeating: "!", count: 200_000) + "n"] {
            let dir = TempDir()
            dir.write("ar.po", Self.po(pluralForms: "nplurals=2; plural=\(formula);"))
            let report = try check(dir)
            XCTAssertEqual(report.status, 2, report.stderr)
            XCTAssertEqual(report.catalogMessages, ["Plural-Forms: the plural expression nests deeper than \(PluralRules.Formula.maxNesting) levels of '(', '!' and '?:'; plural forms are named by index"])
            XCTAssertEqual(report.keys.sorted(), ["Save", "file[0]", "file[1]"])
        }
        // The outer expression is level 0, each parenthesis one more: 99 parse, 100 do not.
        XCTAssertNotNil(PluralRules.Formula(header: "nplurals=2; plural=" + String(repeating: "(", count: 99) + "n" + String(repeating: ")", count: 99) + ";"))
        XCTAssertNil(PluralRules.Formula(header: "nplurals=2; plural=" + String(repeating: "(", count: 100) + "n" + String(repeating: ")", count: 100) + ";"))
    }
}
