import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

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

    /// The children's address space is capped at 2 GB, except in the sanitizer runs (scripts/test sets
    /// LABELFIT_SANITIZER_RUN): ThreadSanitizer and AddressSanitizer reserve terabytes of shadow memory
    /// and refuse to start under the cap.
    static let memoryCap = ProcessInfo.processInfo.environment["LABELFIT_SANITIZER_RUN"] == nil ? "ulimit -v 2000000; " : ""

    /// `labelfit check FOLDER --format json` run as a subprocess, its report parsed. The child's
    /// address space is capped at 2 GB (`ulimit -v`), so an input that grows without bound fails
    /// the test instead of taking the machine down.
    func check(_ dir: TempDir, _ extra: [String] = []) throws -> CheckReport {
        let r = try CLI.run(["-c", Self.memoryCap + "exec \"$0\" \"$@\"", CLI.binary, "check", dir.url.path, "--format", "json"] + extra,
                            executable: "/bin/sh")
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

    /// The issue's formula: n to the 11th overflows for n = 100 (trapped before); C wraps it.
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

    // MARK: D2 — plural/select/substitution expansion

    /// Ten 6-way selects in a row: 6^10 variants (this counted here as a product, not by the
    /// reader) from about a kilobyte; past 6 GB before. Per format, one located error names the
    /// string and the count, and the file's other string is measured.
    func testExpansionPastTheLimitIsOneLocatedErrorInEveryFormat() throws {
        let count = (0..<10).reduce(1) { p, _ in p * 6 }
        XCTAssertEqual(count, 60_466_176)
        let icu = (0..<10).map { "{v\($0), select, a{A} b{B} c{C} d{D} e{E} other{O}}" }.joined()
        let plist = { (body: String) in "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(body)</dict></plist>\n" }
        let rule = PluralRules.categories.map { "<key>\($0)</key><string>\($0)</string>" }.joined()
        let stringsdict = plist("<key>big</key><dict><key>NSStringLocalizedFormatKey</key><string>" + (0..<10).map { "%#@v\($0)@" }.joined(separator: " ") + "</string>"
            + (0..<10).map { "<key>v\($0)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>\(rule)</dict>" }.joined()
            + "</dict><key>ok</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>حفظ</string></dict></dict>")
        let plural = "{\"plural\":{" + PluralRules.categories.map { "\"\($0)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\($0)\"}}" }.joined(separator: ",") + "}}"
        let substitutions = (0..<10).map { "\"v\($0)\":{\"argNum\":\($0 + 1),\"formatSpecifier\":\"d\",\"variations\":\(plural)}" }.joined(separator: ",")
        let xcstrings = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"big\":{\"localizations\":{\"ar\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\""
            + (0..<10).map { "%#@v\($0)@" }.joined(separator: " ") + "\"},\"substitutions\":{\(substitutions)}}}},\"ok\":{\"localizations\":{\"ar\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"حفظ\"}}}}}}"
        let xliff = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\"><file source-language=\"en\" target-language=\"ar\" datatype=\"plaintext\" original=\"x\"><body>"
            + "<trans-unit id=\"big\"><source>x</source><target>\(icu)</target></trans-unit><trans-unit id=\"ok\"><source>Save</source><target>حفظ</target></trans-unit></body></file></xliff>\n"
        let cases: [(files: [(String, String)], big: String, line: Int)] = [
            ([("app_en.arb", "{\"@@locale\":\"en\",\"big\":\"x\",\"ok\":\"Save\"}"), ("app_ar.arb", "{\"@@locale\":\"ar\",\"big\":\"\(icu)\",\"ok\":\"حفظ\"}")], "'big': expands to", 1),
            ([("en.json", "{\"big\":\"x\",\"ok\":\"Save\"}"), ("ar.json", "{\"big\":\"\(icu)\",\"ok\":\"حفظ\"}")], "'big': expands to", 1),
            ([("messages.ar.xlf", xliff)], "'big': expands to", 2),
            ([("ar.lproj/Localizable.stringsdict", stringsdict)], "'big' expands to", 2),
            ([("Localizable.xcstrings", xcstrings)], "'big' expands to", 1),
        ]
        for c in cases {
            let dir = TempDir()
            for (name, text) in c.files { dir.write(name, text) }
            let report = try check(dir)
            let name = c.files.last!.0
            XCTAssertEqual(report.status, 2, name + report.stderr)
            XCTAssertEqual(report.catalogMessages.filter { $0.contains("variants") },
                           ["\(c.big) \(count) variants, more than the limit of \(VariantLimit.maxVariants); skipped"], name)
            XCTAssertTrue(report.keys.contains { $0.hasPrefix("ok") }, "\(name): \(report.keys)")
            XCTAssertFalse(report.keys.contains { $0.hasPrefix("big") }, name)
        }
    }

    /// The limit itself: 1,000 variants expand, 1,001 do not; and the characters of all variants
    /// are bounded too (32 variants of 700,005 characters each, 22,400,160 in all, pass 20,000,000).
    func testVariantLimitBoundaries() throws {
        let select = { (n: Int) in "{a, select, " + (0..<n).map { "b\($0){x}" }.joined(separator: " ") + "}" }
        XCTAssertEqual(try ICUMessageFormat.expand(select(1_000)).count, 1_000)
        XCTAssertEqual(try ICUMessageFormat.expand("{a, select, p{x} q{y}}" + select(500)).count, 1_000)
        XCTAssertThrowsError(try ICUMessageFormat.expand(select(1_001))) { e in
            XCTAssertEqual((e as? ICUMessageFormat.SyntaxError)?.message, "expands to 1001 variants, more than the limit of 1000; skipped")
        }
        let long = String(repeating: "ب", count: 700_000)
        let five = (0..<5).map { "{v\($0), select, a{A} other{O}}" }.joined()
        XCTAssertThrowsError(try ICUMessageFormat.expand(five + long)) { e in
            XCTAssertEqual((e as? ICUMessageFormat.SyntaxError)?.message, "its 32 variants hold 22400160 characters, more than the limit of 20000000; skipped")
        }
    }

    // MARK: D10 — JSON nesting within --max-depth's whole range

    /// `--max-depth` goes to 100,000 (NumberRanges.nestingDepth): documents that deep are read
    /// without recursion (60,000 levels overflowed the parser's stack, 20,000 the i18next walk).
    func testJSONAsDeepAsMaxDepthAllowsIsRead() throws {
        XCTAssertEqual(NumberRanges.nestingDepth.max, 100_000)
        for depth in [20_000, 60_000, 99_998] {
            let dir = TempDir()
            dir.write("ar.json", String(repeating: "{\"a\":", count: depth) + "\"حفظ\"" + String(repeating: "}", count: depth))
            let report = try check(dir, ["--max-depth", "100000"])
            XCTAssertEqual(report.keys, [Array(repeating: "a", count: depth).joined(separator: ".")], "depth \(depth): \(report.stderr.suffix(300))")
        }
        // Past the limit, and a deep document cut short: located errors, no crash.
        let dir = TempDir()
        dir.write("ar.json", String(repeating: "[", count: 100_001) + String(repeating: "]", count: 100_001))
        dir.write("b/ar.json", String(repeating: "{\"a\":[", count: 40_000))
        dir.write("c/ar.json", String(repeating: "[", count: 99_999) + String(repeating: "]", count: 99_999))
        dir.write("d/ar.json", "{\"ok\": \"حفظ\"}")
        let report = try check(dir, ["--max-depth", "100000"])
        XCTAssertEqual(report.keys, ["ok"])
        XCTAssertEqual(report.catalogMessages.sorted(), ["JSON nested deeper than 100000 levels", "expected a JSON object at the top level: this JSON is not a catalog of keys; not read",
                                                         "no source catalog found beside this file: its 1 strings have no source to compare with",
                                                         "unexpected end of file"], report.stderr)
    }

    /// XML is walked and freed by recursion, so `--max-depth` stops at `XMLElementNode.deepestSupported`
    /// for it: 60,000 nested `<b>` in an Android string (which overflowed the stack) are a located error,
    /// the other file is read, and markup just inside the cap is read whole.
    func testXMLDeeperThanItsCapIsALocatedErrorAndWithinItIsRead() throws {
        func android(_ name: String, nested k: Int) -> String {
            "<resources><string name=\"\(name)\">" + String(repeating: "<b>", count: k) + "حفظ" + String(repeating: "</b>", count: k) + "</string></resources>"
        }
        let dir = TempDir()
        dir.write("res/values/strings.xml", "<resources><string name=\"deep\">Save</string><string name=\"ok\">Save</string></resources>")
        dir.write("res/values-ar/strings.xml", android("deep", nested: 60_000))
        dir.write("other/values/strings.xml", "<resources><string name=\"ok\">Save</string></resources>")
        // resources, string and the <b>s: 2 + 9,990 levels, within the cap of 10,000.
        dir.write("other/values-ar/strings.xml", android("ok", nested: 9_990))
        let report = try check(dir, ["--max-depth", "100000"])
        XCTAssertEqual(report.status, 2, report.stderr)
        XCTAssertEqual(report.keys, ["ok"], report.stderr.suffix(300).description)
        XCTAssertTrue(report.catalogMessages.contains("XML nested deeper than \(XMLElementNode.deepestSupported) levels"), report.stderr)
    }

    /// `.xcstrings` variations nested deeper than any catalog needs: a located error, not one
    /// recursion per level.
    func testDeepXCStringsVariationsAreALocatedError() throws {
        let dir = TempDir()
        let deep = String(repeating: "{\"variations\":{\"device\":{\"iphone\":", count: 20_000) + "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"x\"}}" + String(repeating: "}}}", count: 20_000)
        dir.write("Localizable.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{\"deep\":{\"localizations\":{\"ar\":\(deep)}},\"ok\":{\"localizations\":{\"ar\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"حفظ\"}}}}}}")
        let report = try check(dir, ["--max-depth", "100000"])
        XCTAssertEqual(report.keys, ["ok"])
        XCTAssertEqual(report.catalogMessages, ["'deep' nests choices deeper than \(VariantLimit.maxNesting) levels; skipped"])
    }

    // MARK: D22 — i18next full keys

    /// A chain of objects with a string at every level makes full keys quadratic in the file's
    /// size (level d's key is "a." d times then "k": 2d + 1 bytes). They are bounded at 16 bytes per
    /// byte of the file: the strings up to there are read, then one located error.
    func testI18nextFullKeysAreBoundedByTheFileSize() throws {
        let levels = 3_000
        var text = ""
        for _ in 0..<levels { text += "{\"k\":\"ب\",\n\"a\":" }
        text += "\"ب\"" + String(repeating: "}", count: levels)
        let size = text.utf8.count
        // Second counting: the leaves in document order and their key lengths, until the sum passes.
        var used = 0, read = 0
        for d in 0..<levels {
            used += 2 * d + 1
            if used > 16 * size { break }
            read += 1
        }
        XCTAssertLessThan(read, levels)
        let dir = TempDir()
        dir.write("ar.json", text)
        var limits = ReadLimits()
        limits.maxNestingDepth = 100_000
        let discovery = CatalogDiscovery(limits: limits)
        let r = discovery.read(try XCTUnwrap(discovery.jobs(for: [dir.url.path]).first))
        XCTAssertEqual(r.entries.count, read)
        XCTAssertEqual(r.entries.last?.key, Array(repeating: "a", count: read - 1).joined(separator: ".") + ".k")
        let error = try XCTUnwrap(r.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.location.line, read + 1)
        XCTAssertTrue(error.message.hasPrefix("the full keys of this file pass 16 times its size (\(16 * size) bytes) from the key starting 'a.a.a."), error.message)
    }

    // MARK: D20 — stdin lines bounded while read

    /// `labelfit measure` lines through standard input, as JSON Lines results by input line.
    func measure(stdin: Data, _ args: [String]) throws -> (status: Int32, results: [Int: [String: Any]]) {
        let r = try CLI.run(["-c", Self.memoryCap + "exec \"$0\" \"$@\"", CLI.binary, "measure", "--format", "jsonl"] + args,
                            stdin: stdin, executable: "/bin/sh")
        var results: [Int: [String: Any]] = [:]
        for line in r.stdout.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], o["type"] as? String == "result",
                  let n = o["input_line"] as? Int else { continue }
            results[n] = o
        }
        return (r.status, results)
    }

    /// A line longer than any two strings within --max-string-length can be is refused as it is
    /// read (its bytes are not kept), located, and the lines after it are measured. 8,005 bytes is
    /// 1,000 characters of at most 4 UTF-8 bytes on each side, the tab, a CR and a byte-order mark.
    func testOverlongStdinLineIsRefusedWhileRead() throws {
        let emoji = String(repeating: "\u{1D400}", count: 1_000)   // 4 bytes each: the longest valid line
        var input = Data("Save\tحفظ\n".utf8)
        input.append(Data(repeating: UInt8(ascii: "x"), count: 300_000))
        input.append(Data("\n\(emoji)\t\(emoji)\r\nOK\tحسنا\n".utf8))
        let (status, results) = try measure(stdin: input, ["--max-string-length", "1000"])
        XCTAssertEqual(status, 2)
        XCTAssertEqual(results.keys.sorted(), [1, 2, 3, 4])
        XCTAssertEqual(results[2]?["error"] as? String,
                       "<stdin>:2: line of more than 8005 bytes holds a string longer than the limit of 1000 characters (--max-string-length); skipped")
        for n in [1, 3, 4] { XCTAssertNil(results[n]?["error"], "line \(n): \(results[n] ?? [:])") }
    }

    // MARK: D21 — overflow-wrap: anywhere

    /// Breaking a word anywhere costs work linear in its length: four times the word, about four
    /// times the positions scanned and scalars shaped (the search rescanned the rest of the word for
    /// every line and shaped every prefix of each line: sixteen times).
    func testOverflowWrapAnywhereIsLinearInWordLength() throws {
        func work(_ n: Int) throws -> (LineBreaker.Work, [Range<Int>]) {
            let options = Fixtures.options("Noto Naskh Arabic UI", width: 200)
            let faces = try Fixtures.registry.faces(for: options.fontStack)
            let paragraph = Paragraph(text: UnicodeText(String(repeating: "ب", count: n)), locale: "ar", stack: faces,
                                      registry: Fixtures.registry, options: options, buffer: .current)
            var w = LineBreaker.Work()
            let lines = LineBreaker(paragraph: paragraph, availablePx: 200, anywhere: true).lines(work: &w)
            return (w, lines)
        }
        let (small, smallLines) = try work(2_000)
        let (large, largeLines) = try work(8_000)
        // The lines tile the word, and each holds about as many letters at both lengths.
        for lines in [smallLines, largeLines] {
            XCTAssertEqual(lines.first?.lowerBound, 0)
            XCTAssertTrue(zip(lines, lines.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        }
        XCTAssertEqual(smallLines.last?.upperBound, 2_000)
        XCTAssertEqual(largeLines.last?.upperBound, 8_000)
        XCTAssertGreaterThan(smallLines.count, 10)
        XCTAssertLessThan(Double(large.positions), 4.5 * Double(small.positions), "\(small) \(large)")
        XCTAssertLessThan(Double(large.shapedScalars), 4.5 * Double(small.shapedScalars), "\(small) \(large)")
    }

    // MARK: D11 — grapheme clusters

    /// 65,536 marks on one base (65,537 scalars in one cluster) took 13.8 s and can abort in
    /// HarfBuzz; now a located error for that string. A cluster of exactly the limit (a base and 999
    /// marks) and the other lines are measured.
    func testOverlongGraphemeClusterIsALocatedError() throws {
        let marks = { (n: Int) in "ب" + String(repeating: "\u{064E}", count: n) }
        let input = Data("Save\t\(marks(65_536))\nSave\t\(marks(GraphemeClusterLimit.maxScalars - 1))\nOK\tحسنا\n".utf8)
        let (status, results) = try measure(stdin: input, ["--max-string-length", "100000"])
        XCTAssertEqual(status, 2)
        XCTAssertEqual(results[1]?["error"] as? String,
                       "<stdin>:1: string has a grapheme cluster of 65537 characters (a base and its marks), more than the limit of 1000")
        XCTAssertNil(results[2]?["error"])
        XCTAssertNil(results[3]?["error"])
        XCTAssertNotNil(results[3]?["target"])

        // In a catalog: the string is a located error, the others are measured.
        let dir = TempDir()
        dir.write("en.json", "{\"bad\": \"x\", \"ok\": \"Save\"}")
        dir.write("ar.json", "{\"bad\": \"\(marks(1_000))\",\n\"ok\": \"حفظ\"}")
        let report = try check(dir)
        XCTAssertEqual(report.keys, ["ok"])
        XCTAssertEqual(report.catalogMessages, ["string 'bad' has a grapheme cluster of 1001 characters (a base and its marks), more than the limit of 1000; skipped"])
    }

    // MARK: the upload routes

    /// One upload of D1's or D2's catalogs killed `labelfit serve` (or grew it past gigabytes): the
    /// built binary serves on a free port under the 2 GB cap, each upload is answered with the
    /// located diagnostic and the pairs it could read, and the server still answers /healthz.
    func testUploadsOfHostileCatalogsAreAnsweredAndTheServerStaysUp() throws {
        let dir = TempDir()
        let errPath = dir.write("serve.err", Data())
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/bin/sh")
        server.arguments = ["-c", Self.memoryCap + "exec \"$0\" serve --port 0", CLI.binary]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        server.environment = environment
        server.standardError = FileHandle(forWritingAtPath: errPath)
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        var address: String?
        for _ in 0..<100 where address == nil {
            Thread.sleep(forTimeInterval: 0.1)
            let text = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            if let r = text.range(of: #"127\.0\.0\.1:[0-9]+"#, options: .regularExpression) { address = String(text[r]) }
        }
        let host = try XCTUnwrap(address, "the server did not say where it listens")
        func post(_ route: String, _ body: String) throws -> [String: Any] {
            let file = dir.write("body", body)
            let (status, out) = try CLI.tool("/usr/bin/curl", ["-s", "--max-time", "60", "-X", "POST", "-H", "Content-Type: application/octet-stream", "--data-binary", "@" + file, "http://\(host)\(route)"])
            XCTAssertEqual(status, 0, out)
            return (try? JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]) ?? ["unparsed": out]
        }
        func messages(_ reply: [String: Any]) -> [String] { (reply["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String } }
        func keys(_ reply: [String: Any]) -> [String] { (reply["pairs"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String } }

        for formula in [String(repeating: "(", count: 100_000) + "n" + String(repeating: ")", count: 100_000), String(repeating: "!", count: 200_000) + "n"] {
            let reply = try post("/v1/catalog/po", Self.po(pluralForms: "nplurals=2; plural=\(formula);"))
            XCTAssertEqual(messages(reply), ["Plural-Forms: the plural expression nests deeper than \(PluralRules.Formula.maxNesting) levels of '(', '!' and '?:'; plural forms are named by index"], "\(reply)")
            XCTAssertEqual(keys(reply).sorted(), ["Save", "file[0]", "file[1]"])
        }
        let overflow = try post("/v1/catalog/po", Self.po(pluralForms: "nplurals=2; plural=n*n*n*n*n*n*n*n*n*n*n;"))
        XCTAssertTrue(keys(overflow).contains("Save"), "\(overflow)")
        let icu = (0..<10).map { "{v\($0), select, a{A} b{B} c{C} d{D} e{E} other{O}}" }.joined()
        let xliff = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\"><file source-language=\"en\" target-language=\"ar\" datatype=\"plaintext\" original=\"x\"><body>"
            + "<trans-unit id=\"big\"><source>x</source><target>\(icu)</target></trans-unit><trans-unit id=\"ok\"><source>Save</source><target>حفظ</target></trans-unit></body></file></xliff>\n"
        let expanded = try post("/v1/catalog/xlf", xliff)
        XCTAssertEqual(messages(expanded), ["'big': expands to 60466176 variants, more than the limit of \(VariantLimit.maxVariants); skipped"], "\(expanded)")
        XCTAssertEqual(keys(expanded), ["ok"])
        let (status, health) = try CLI.tool("/usr/bin/curl", ["-s", "--max-time", "5", "http://\(host)/healthz"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(health.contains("\"status\":\"ok\""), health)
        XCTAssertTrue(server.isRunning)
    }
}
