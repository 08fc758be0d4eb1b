import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// A check cannot pass by accident and malformed files never pass (point 9):
/// each case a located error, exit 2, the other files still measured.
final class DiscoveryAndMalformedTests: XCTestCase {
    func check(_ args: [String], in dir: TempDir) throws -> CLI.Result {
        try CLI.run(["check"] + args + ["--font", "Noto Sans, Noto Naskh Arabic UI", "--no-progress", "--no-baseline"], cwd: dir.url)
    }

    func testPathsThatYieldNoTargetStringExitTwoSayingWhy() throws {
        let dir = TempDir()
        dir.write("empty/.keep", "")
        dir.write("english/en.lproj/Localizable.strings", "\"a\" = \"Open\";\n")
        dir.write("loose/Localizable.strings", "\"a\" = \"فتح\";\n")
        dir.write("template/messages.xlf", "<?xml version=\"1.0\"?><xliff version=\"1.2\"><file source-language=\"en\" datatype=\"plaintext\" original=\"x\"><body><trans-unit id=\"a\"><source>Open</source></trans-unit></body></file></xliff>")
        for (path, reason) in [("empty", "no catalog found"), ("english", "source"), ("loose/Localizable.strings", "locale cannot be told"),
                               ("template", "no ar string was measured")] {
            let r = try check([dir.path(path)], in: dir)
            XCTAssertEqual(r.status, 2, path + r.stdout + r.stderr)
            XCTAssertTrue(r.stderr.contains(reason), path + ": " + r.stderr)
        }
    }

    /// A target catalog whose every entry is untranslated (a Kodi add-on's `strings.po` before its first
    /// translation: msgid is the English, msgstr empty) has the right path and locale: each entry is a
    /// warning and the run is not an input error, unlike a template (above).
    func testACatalogOfOnlyUntranslatedEntriesIsReportedNotAnInputError() throws {
        let dir = TempDir()
        let entries = ["Settings", "Search", "Sign in"]
        let po = "msgid \"\"\nmsgstr \"\"\n\"Language: ar_SA\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
            + entries.enumerated().map { "msgctxt \"#3\($0.offset)\"\nmsgid \"\($0.element)\"\nmsgstr \"\"\n" }.joined(separator: "\n")
        dir.write("resources/language/resource.language.ar_sa/strings.po", po)
        let r = try check([dir.url.path, "--format", "json"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("hold no translated entry"), r.stderr)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        let summary = doc["summary"] as! [String: Any]
        XCTAssertEqual(summary["warnings"] as? Int, entries.count, "\(summary)")
        XCTAssertEqual((doc["catalog_findings"] as? [[String: Any]])?.compactMap { $0["message"] as? String }.filter { $0.contains("is not translated") }.count,
                       entries.count)
    }

    /// CSV is a catalog only with a key column and language columns; Godot's first column is the key
    /// whatever its header (docs.godotengine.org, "Importing translations"), `_` columns are ignored.
    func testCSVNeedsLanguageColumnsAndGodotHeadersWork() throws {
        let dir = TempDir()
        dir.write("docs/developers.csv", "name,email,github\nAlex,a@b.c,alex\n")
        dir.write("godot/strings.csv", "keys,_comment,en-US,ar-SA\nGREET,note,Hello,مرحبا\n")
        let r = try check([dir.url.path, "--format", "json"], in: dir)
        XCTAssertNotEqual(r.status, 2, r.stderr)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        let strings = doc["strings"] as! [[String: Any]]
        XCTAssertEqual(strings.map { $0["key"] as? String }, ["GREET"])
        XCTAssertEqual((strings[0]["source"] as? [String: Any])?["text"] as? String, "Hello")
        XCTAssertTrue(r.stderr.contains("not a catalog"), r.stderr)
    }

    func testVendoredFoldersAreNotRead() throws {
        let dir = TempDir()
        dir.write("node_modules/lib/locales/ar.json", #"{"x": "س"}"#)
        dir.write("Pods/X/ar.lproj/Localizable.strings", "\"x\" = \"س\";\n")
        dir.write("app/locales/ar.json", #"{"y": "ص"}"#)
        let jobs = try CatalogDiscovery().jobs(for: [dir.url.path])
        XCTAssertEqual(jobs.map { URL(fileURLWithPath: $0.target).lastPathComponent }, ["ar.json"])
        XCTAssertTrue(jobs[0].target.contains("/app/"))
    }

    /// Every malformed case is an error naming file and line; the good file is still measured.
    func testMalformedFilesAreLocatedErrors() throws {
        let dir = TempDir()
        dir.write("good/values/strings.xml", "<resources><string name=\"ok\">OK</string></resources>")
        dir.write("good/values-ar/strings.xml", "<resources><string name=\"ok\">موافق</string></resources>")
        dir.write("mismatch/values-ar/strings.xml", "<resources>\n<string name=\"a\">فتح</strin>\n</resources>")
        dir.write("unclosed/values-ar/strings.xml", "<resources>\n<string name=\"a\">فتح</string>\n")
        dir.write("apostrophe/values-ar/strings.xml", "<resources>\n<string name=\"a\">Bob's</string>\n</resources>")
        dir.write("truncated/messages.ar.xlf", "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"ar\" original=\"f\" datatype=\"plaintext\"><body>\n<trans-unit id=\"a\"><source>Open</source><target>فتح</target></trans-unit>\n")
        for (name, value) in [("negative", "-19"), ("letters", "abc13")] {
            dir.write("slr-\(name)/app.ar.xlf", "<?xml version=\"1.0\"?>\n<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" xmlns:slr=\"urn:oasis:names:tc:xliff:sizerestriction:2.0\" srcLang=\"en\" trgLang=\"ar\"><file id=\"f\">\n<unit id=\"u\" slr:sizeRestriction=\"\(value)\"><segment><source>Open</source><target>فتح</target></segment></unit></file></xliff>")
        }
        let r = try check([dir.url.path, "--format", "json"], in: dir)
        XCTAssertEqual(r.status, 2, r.stderr)
        let doc = try JSONSerialization.jsonObject(with: r.stdoutData) as! [String: Any]
        XCTAssertEqual((doc["strings"] as! [[String: Any]]).map { $0["key"] as? String }, ["ok"])
        let errors = (doc["catalog_findings"] as! [[String: Any]]).filter { $0["severity"] as? String == "error" }
        func located(_ folder: String) -> [String: Any]? {
            errors.first { (($0["location"] as? [String: Any])?["file"] as? String ?? "").contains(folder + "/") }
        }
        // Lines by hand from the fixtures above.
        let expectedLines = ["mismatch": 2, "unclosed": 3, "apostrophe": 2, "truncated": 4, "slr-negative": 3, "slr-letters": 3]
        for (folder, line) in expectedLines {
            let e = try XCTUnwrap(located(folder), folder + ": " + r.stdout)
            XCTAssertEqual((e["location"] as? [String: Any])?["line"] as? Int, line, folder + ": \(e)")
        }
    }

    /// `msgfmt --check-format` is the oracle: LabelFit reports exactly the entries msgfmt refuses.
    func testPoFormatMismatchAgreesWithMsgfmt() throws {
        let dir = TempDir()
        let header = "msgid \"\"\nmsgstr \"Language: ar\\nContent-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;\\n\"\n\n"
        let cases: [(String, String)] = [
            ("#, c-format\nmsgid \"%s files\"\nmsgstr \"%d ملفات\"\n", "type"),
            ("#, c-format\nmsgid \"%s of %d\"\nmsgstr \"%2$d من %1$s\"\n", "positional"),
            ("#, c-format\nmsgid \"%s\"\nmsgstr \"بلا\"\n", "missing"),
            ("#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"لا ملفات\"\nmsgstr[1] \"ملف\"\nmsgstr[2] \"ملفان\"\nmsgstr[3] \"%d ملفات\"\nmsgstr[4] \"%d ملفًا\"\nmsgstr[5] \"%d ملف\"\n", "plural"),
            ("#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"%s\"\nmsgstr[1] \"ملف\"\nmsgstr[2] \"ملفان\"\nmsgstr[3] \"%d ملفات\"\nmsgstr[4] \"%d ملفًا\"\nmsgstr[5] \"%d ملف\"\n", "plural-type"),
        ]
        for (body, name) in cases {
            let path = dir.write("\(name)/ar.po", header + body)
            let (status, _) = try CLI.tool("/usr/bin/msgfmt", ["--check-format", "-o", "/dev/null", path])
            let r = GettextReader(limits: .default).readPO(path)
            let ours = r.diagnostics.contains { $0.severity == .error }
            XCTAssertEqual(ours, status != 0, "\(name): msgfmt exit \(status), ours \(r.diagnostics)")
        }
    }

    /// A c-format entry msgfmt refuses is a defect of the translation, read and measured: an error
    /// finding (exit 1, as a finding can be baselined), not an input error (exit 2) — Luanti's shipped
    /// `po/ar/luanti.po` has such entries and every other string of it is measured.
    func testAFormatDefectIsAFindingNotAnInputError() throws {
        let dir = TempDir()
        dir.write("po/ar.po", "msgid \"\"\nmsgstr \"Language: ar\\nContent-Type: text/plain; charset=UTF-8\\n\"\n\n"
                  + "#, c-format\nmsgid \"Saved to %s\"\nmsgstr \"حُفظ\"\n\nmsgid \"Open\"\nmsgstr \"فتح\"\n")
        let r = try check([dir.path("po"), "--format", "json"], in: dir)
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
        let catalog = try XCTUnwrap(json["catalog_findings"] as? [[String: Any]])
        XCTAssertEqual(catalog.map { $0["severity"] as? String }, ["error"])
        XCTAssertEqual((json["summary"] as? [String: Any])?["catalog_errors"] as? Int, 0)
        XCTAssertEqual((json["strings"] as? [Any])?.count, 2, "both strings are measured")
    }
}
