import Foundation
import XCTest
@testable import LabelFitCheck
import LabelFitTestSupport

/// Severities per path and key (`overrides`), `exclude`, and per-string ignores in each format's own
/// comment convention. Each expectation is taken from a run of the same catalogs without the setting
/// (a second counting of that run's findings), not from constants.
final class RuleTuningTests: XCTestCase {
    struct Found: Hashable { var file: String; var key: String; var rule: String; var severity: String }

    /// Growth is over 1.0× for every pair below: each Arabic text is several words for one English word.
    static func androidProject(_ dir: TempDir) {
        func res(_ folder: String, _ strings: [(String, String)], root: String = "") {
            dir.write("\(folder)/strings.xml", "<resources xmlns:tools=\"http://schemas.android.com/tools\"\(root)>\n"
                      + strings.map { "    <string name=\"\($0.0)\">\($0.1)</string>\n" }.joined() + "</resources>\n")
        }
        res("app/src/main/res/values", [("save", "Save"), ("legacy_open", "Open"), ("title", "Title")])
        res("app/src/main/res/values-ar", [("save", "حفظ الملف الآن في الجهاز"), ("legacy_open", "افتح الملف من الجهاز الآن"),
                                           ("title", "العنوان الرئيسي للصفحة الآن")])
        res("app/src/debug/res/values", [("debug_menu", "Debug")])
        res("app/src/debug/res/values-ar", [("debug_menu", "قائمة التصحيح للمطورين فقط")])
    }

    static func run(_ dir: TempDir, _ extra: [String] = [], config: String? = nil) throws -> (status: Int32, found: [Found], json: [String: Any]) {
        var args = ["check", dir.url.path, "--max-growth", "1.0", "--severity", "error", "--no-progress", "--no-baseline", "--format", "json"]
        if let config { args += ["--config", dir.write("labelfit.json", config)] }
        let r = try CLI.run(args + extra, cwd: dir.url)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stderr)
        var found: [Found] = []
        for s in (json["strings"] as? [[String: Any]]) ?? [] {
            let file = ((s["location"] as? [String: Any])?["file"] as? String) ?? ""
            for f in (s["findings"] as? [[String: Any]]) ?? [] {
                found.append(Found(file: file, key: s["key"] as? String ?? "", rule: f["rule"] as? String ?? "", severity: f["severity"] as? String ?? ""))
            }
        }
        return (r.status, found, json)
    }

    func testOverridesSetSeverityPerPathGlobAndPerKeyGlob() throws {
        let dir = TempDir()
        Self.androidProject(dir)
        let plain = try Self.run(dir)
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(Set(plain.found.map(\.key)), ["save", "legacy_open", "title", "debug_menu"], "\(plain.found)")
        let config = """
            { "overrides": [
                { "paths": ["app/src/debug/**"], "severity": {"*": "off"}, "reason": "debug-only strings" },
                { "keys": ["legacy_*"], "severity": {"growth": "info"} },
                { "paths": "app/src/main/", "keys": "title", "severity": "warning" }
            ] }
            """
        let tuned = try Self.run(dir, config: config)
        var expected: [Found] = []
        for f in plain.found where !f.file.contains("/debug/") {
            var e = f
            if f.key.hasPrefix("legacy_") && f.rule == "growth" { e.severity = "info" }
            if f.key == "title" { e.severity = "warning" }
            expected.append(e)
        }
        XCTAssertEqual(Set(tuned.found), Set(expected))
        let summary = try XCTUnwrap(tuned.json["summary"] as? [String: Any])
        XCTAssertEqual(summary["infos"] as? Int, expected.filter { $0.severity == "info" }.count)
        XCTAssertEqual(summary["errors"] as? Int, expected.filter { $0.severity == "error" }.count)
        // The debug string is still measured: off drops findings, not strings.
        XCTAssertEqual(summary["strings"] as? Int, (plain.json["summary"] as? [String: Any])?["strings"] as? Int)

        // The same override with `error` everywhere but the one string turned off.
        let onlySave = try Self.run(dir, config: #"{ "overrides": [ { "keys": ["*"], "severity": "off" }, { "keys": ["save"], "severity": {"growth": "error"} } ] }"#)
        XCTAssertEqual(Set(onlySave.found), Set(plain.found.filter { $0.key == "save" && $0.rule == "growth" }))
    }

    /// `labelfit-suppressions.json` beside the configuration is read when present; `suppressions`
    /// names another file; each entry turns its rules (or all) off where it matches.
    func testSuppressionsFile() throws {
        let dir = TempDir()
        Self.androidProject(dir)
        let plain = try Self.run(dir)
        dir.write(Suppressions.defaultName, """
            { "suppressions": [ { "paths": "app/src/debug/", "reason": "debug builds only" },
                                { "keys": ["legacy_*"], "rules": ["growth"], "reason": "old screens scroll" } ] }
            """)
        let expected = Set(plain.found.filter { !$0.file.contains("/debug/") && !($0.key.hasPrefix("legacy_") && $0.rule == "growth") })
        XCTAssertLessThan(expected.count, plain.found.count)
        XCTAssertEqual(Set(try Self.run(dir, config: "{}").found), expected)
        // Not read without a configuration beside it; a named file instead of the default.
        try FileManager.default.removeItem(atPath: dir.path("labelfit.json"))
        XCTAssertEqual(Set(try Self.run(dir).found), Set(plain.found))
        dir.write("qa/suppress.json", #"{ "suppressions": [ { "keys": "*", "rules": ["growth"] } ] }"#)
        XCTAssertEqual(Set(try Self.run(dir, config: #"{ "suppressions": "qa/suppress.json" }"#).found), Set(plain.found.filter { $0.rule != "growth" }))
        // Mistakes are located in the suppressions file (line counted by hand: the entry is on line 2).
        dir.write(Suppressions.defaultName, "{ \"suppressions\": [\n  { \"keys\": \"a\", \"rules\": [\"grwoth\"] } ] }")
        let bad = try CLI.run(["check", dir.url.path, "--no-progress", "--config", dir.write("labelfit.json", "{}")], cwd: dir.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("\(Suppressions.defaultName):2: suppressions[0]: unknown rule 'grwoth'"), bad.stderr)
    }

    func testOverrideMistakesAreLocatedConfigErrors() throws {
        let dir = TempDir()
        Self.androidProject(dir)
        for (config, message) in [
            (#"{ "overrides": [ { "keys": ["a"], "severity": {"grwoth": "off"} } ] }"#, "unknown rule 'grwoth'"),
            (#"{ "overrides": [ { "severity": "off" } ] }"#, "needs \"paths\" or \"keys\""),
            (#"{ "overrides": [ { "keys": "a", "severity": "off", "path": "x" } ] }"#, "unknown setting 'overrides[0].path'"),
            (#"{ "thresholds": { "severity": {"growht": "off"} } }"#, "unknown rule 'growht'"),
            (#"{ "max_warnings": -1 }"#, "max_warnings"),
        ] {
            let r = try CLI.run(["check", dir.url.path, "--no-progress", "--config", dir.write("labelfit.json", config)], cwd: dir.url)
            XCTAssertEqual(r.status, 2, config)
            XCTAssertTrue(r.stderr.contains(message), "\(config): \(r.stderr)")
        }
    }

    func testExcludeLeavesOutMatchingCatalogsFromTheCommandLineAndTheConfig() throws {
        let dir = TempDir()
        Self.androidProject(dir)
        let plain = try Self.run(dir)
        let debugStrings = 1
        for (extra, config) in [(["--exclude", "app/src/debug/**"], nil), (["--exclude", "debug"], nil),
                                ([], #"{ "exclude": ["**/debug/res/values-ar/"] }"#)] {
            let r = try Self.run(dir, extra, config: config)
            XCTAssertEqual(Set(r.found), Set(plain.found.filter { !$0.file.contains("/debug/") }), "\(extra) \(config ?? "")")
            let summary = try XCTUnwrap(r.json["summary"] as? [String: Any])
            XCTAssertEqual(summary["strings"] as? Int, ((plain.json["summary"] as? [String: Any])?["strings"] as? Int ?? 0) - debugStrings)
            XCTAssertEqual((summary["skipped_files"] as? [String: Int])?["excluded"], 1)
        }
    }

    /// One string ignored in each format's comment; its neighbour, without the comment, keeps its findings.
    func testIgnoresInEachFormatsOwnCommentConvention() throws {
        let ar1 = "حفظ الملف الآن في الجهاز", ar2 = "افتح الملف من الجهاز الآن"
        let cases: [(String, (TempDir) -> Void)] = [
            ("android tools:ignore", { d in
                d.write("res/values/strings.xml", "<resources><string name=\"keep\">Save</string><string name=\"skip\">Open</string></resources>")
                d.write("res/values-ar/strings.xml", "<resources xmlns:tools=\"http://schemas.android.com/tools\"><string name=\"keep\" tools:ignore=\"MissingTranslation\">\(ar1)</string><string name=\"skip\" tools:ignore=\"UnusedResources,LabelFit\">\(ar2)</string></resources>")
            }),
            ("android tools:ignore on the source's <resources>", { d in
                d.write("res/values/strings.xml", "<resources xmlns:tools=\"http://schemas.android.com/tools\"><string name=\"keep\">Save</string><string name=\"skip\" tools:ignore=\"LabelFit:growth\">Open</string></resources>")
                d.write("res/values-ar/strings.xml", "<resources xmlns:tools=\"http://schemas.android.com/tools\" tools:ignore=\"MissingTranslation\"><string name=\"keep\">\(ar1)</string><string name=\"skip\">\(ar2)</string></resources>")
            }),
            (".strings comment", { d in
                d.write("en.lproj/Localizable.strings", "\"keep\" = \"Save\";\n/* Toolbar button. labelfit-ignore: growth (the toolbar scrolls) */\n\"skip\" = \"Open\";\n")
                d.write("ar.lproj/Localizable.strings", "\"keep\" = \"\(ar1)\";\n\"skip\" = \"\(ar2)\";\n")
            }),
            ("gettext translator comment", { d in
                d.write("ar.po", "msgid \"\"\nmsgstr \"Language: ar\\n\"\n\nmsgid \"Save\"\nmsgstr \"\(ar1)\"\n\n# labelfit-ignore\n#: src/main.c:10\nmsgid \"Open\"\nmsgstr \"\(ar2)\"\n")
            }),
            ("gettext extracted comment", { d in
                d.write("ar.po", "msgid \"\"\nmsgstr \"Language: ar\\n\"\n\nmsgid \"Save\"\nmsgstr \"\(ar1)\"\n\n#. A menu item.\n#. labelfit-ignore: growth\nmsgid \"Open\"\nmsgstr \"\(ar2)\"\n")
            }),
            ("XLIFF note", { d in
                d.write("messages.ar.xlf", """
                    <?xml version="1.0"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="x"><body>
                    <trans-unit id="keep"><source>Save</source><target>\(ar1)</target></trans-unit>
                    <trans-unit id="skip"><source>Open</source><target>\(ar2)</target><note>labelfit-ignore</note></trans-unit>
                    </body></file></xliff>
                    """)
            }),
            ("ARB description", { d in
                d.write("lib/l10n/app_en.arb", #"{"@@locale": "en", "keep": "Save", "skip": "Open", "@skip": {"description": "Menu item; labelfit-ignore: growth"}}"#)
                d.write("lib/l10n/app_ar.arb", "{\"@@locale\": \"ar\", \"keep\": \"\(ar1)\", \"skip\": \"\(ar2)\"}")
            }),
            ("String Catalog comment", { d in
                func unit(_ v: String) -> String { "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(v)\"}}" }
                d.write("Localizable.xcstrings", """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      "keep": {"localizations": {"en": \(unit("Save")), "ar": \(unit(ar1))}},
                      "skip": {"comment": "labelfit-ignore: growth", "localizations": {"en": \(unit("Open")), "ar": \(unit(ar2))}}}}
                    """)
            }),
            ("Qt extracomment", { d in
                d.write("app_ar.ts", """
                    <?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="ar"><context><name>Main</name>
                    <message><source>Save</source><translation>\(ar1)</translation></message>
                    <message><source>Open</source><extracomment>labelfit-ignore</extracomment><translation>\(ar2)</translation></message>
                    </context></TS>
                    """)
            }),
            (".resx comment", { d in
                d.write("Strings.resx", "<root><data name=\"keep\"><value>Save</value></data><data name=\"skip\"><value>Open</value><comment>labelfit-ignore</comment></data></root>")
                d.write("Strings.ar.resx", "<root><data name=\"keep\"><value>\(ar1)</value></data><data name=\"skip\"><value>\(ar2)</value></data></root>")
            }),
        ]
        for (name, make) in cases {
            let dir = TempDir()
            make(dir)
            let r = try Self.run(dir)
            let keys = r.found.filter { $0.rule == "growth" }.map(\.key)
            // gettext and Qt keys are made of the source text.
            XCTAssertEqual(keys.count, 1, "\(name): \(r.found)")
            XCTAssertTrue(keys.allSatisfy { $0.contains("keep") || $0.contains("Save") }, "\(name): \(r.found)")
        }
        // A rule not named in the comment still reports.
        let dir = TempDir()
        dir.write("en.lproj/Localizable.strings", "/* labelfit-ignore: lines */\n\"skip\" = \"Open\";\n")
        dir.write("ar.lproj/Localizable.strings", "\"skip\" = \"\(ar2)\";\n")
        XCTAssertEqual(try Self.run(dir).found.map(\.rule), ["growth"])
    }
}
