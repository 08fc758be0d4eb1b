import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// Set-2 reading classes, each after its ecosystem's documentation (cited in the readers).
final class EcosystemClassTests: XCTestCase {
    /// Files' `.resw` ICU plurals (MessageFormat.NET): one string per non-empty branch (before: one
    /// string, the raw `{0, plural, …}`).
    func testReswICUPluralsAreExpanded() throws {
        let dir = TempDir()
        let data = { (v: String) in "<?xml version=\"1.0\" encoding=\"utf-8\"?><root><data name=\"DaysAgo\" xml:space=\"preserve\"><value>\(v)</value></data></root>" }
        dir.write("Strings/en-US/Resources.resw", data("{0, plural, zero {}one {# day ago} other {# days ago}}"))
        dir.write("Strings/ar/Resources.resw", data("{0, plural, zero {}one {# يوم مضى} two {# يومان} few {# أيام مضت} many {# يومًا مضى} other {# يوم مضى}}"))
        let entries = try dir.readCatalogs().entries.sorted { $0.key < $1.key }
        // Five non-empty Arabic branches (zero is empty: nothing is shown).
        XCTAssertEqual(entries.map(\.key), ["DaysAgo[few]", "DaysAgo[many]", "DaysAgo[one]", "DaysAgo[other]", "DaysAgo[two]"])
        XCTAssertEqual(entries.first { $0.key == "DaysAgo[few]" }?.target, "{#} أيام مضت")  // `#` kept as `{#}`, the plural number Placeholders fills
        XCTAssertEqual(entries.first { $0.key == "DaysAgo[few]" }?.source, "{#} days ago")
        XCTAssertEqual(entries.first { $0.key == "DaysAgo[few]" }?.pluralCategory, "few")
    }

    /// `@string/name` shows the referenced string: the locale's own, else the default folder's.
    func testAndroidStringReferencesAreResolved() throws {
        let dir = TempDir()
        dir.write("res/values/strings.xml", """
            <resources><string name="light">Light</string><string name="dark">Dark</string>
            <string name="theme_light">@string/light</string><string name="theme_dark">@string/dark</string>
            <string name="other_pkg">@android:string/ok</string></resources>
            """)
        dir.write("res/values-ar/strings.xml", """
            <resources><string name="light">فاتح</string>
            <string name="theme_light">@string/light</string><string name="theme_dark">@string/dark</string>
            <string name="other_pkg">@android:string/ok</string></resources>
            """)
        let byKey = Dictionary(uniqueKeysWithValues: try dir.readCatalogs().entries.map { ($0.key, $0) })
        XCTAssertEqual(byKey["theme_light"]?.target, "فاتح")
        XCTAssertEqual(byKey["theme_light"]?.source, "Light")
        XCTAssertEqual(byKey["theme_light"]?.rawTarget, "@string/light")
        // Not translated: the runtime falls back to values/.
        XCTAssertEqual(byKey["theme_dark"]?.target, "Dark")
        // Another package's string is not in the tree: left as written.
        XCTAssertEqual(byKey["other_pkg"]?.target, "@android:string/ok")
    }

    /// Compose Multiplatform resources are not aapt2's: an apostrophe is text (before: an error, exit 2).
    func testComposeResourcesTakeApostrophes() throws {
        let dir = TempDir()
        dir.write("commonMain/composeResources/values/strings.xml", #"<resources><string name="a">Don't "stop"\nnow</string></resources>"#)
        dir.write("commonMain/composeResources/values-ar/strings.xml", #"<resources><string name="a">لا "تتوقف"\nالآن</string></resources>"#)
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(r.entries.map(\.source), ["Don't \"stop\"\nnow"])
        XCTAssertEqual(r.entries.map(\.target), ["لا \"تتوقف\"\nالآن"])
        // Under res/ (aapt2) the same apostrophe is still refused.
        let android = TempDir()
        android.write("res/values/strings.xml", #"<resources><string name="a">Don't</string></resources>"#)
        android.write("res/values-ar/strings.xml", #"<resources><string name="a">لا</string></resources>"#)
        XCTAssertEqual(try android.readCatalogs().diagnostics.filter { $0.severity == .error }.count, 1)
    }

    /// Angular ICU select cases are the text up to `{` (before: "expected '{' after 'Add' in select", exit 2).
    func testAngularSelectCasesWithSpaces() throws {
        let variants = try ICUMessageFormat.expand("{VAR_SELECT, select, Add new {Add new} Update {Update}}")
        XCTAssertEqual(variants.map(\.text), ["Add new", "Update"])
    }

    /// Members that are notes by JSON's comment conventions (npm's `//`, JSON Schema's `$comment`, a note
    /// word behind `_`) are not strings; a bare `description` is (it can be the label "Description").
    func testNoteKeysInJSONAreNamedNotMeasured() throws {
        let dir = TempDir()
        dir.write("locales/en/c.json", #"{"//": "generated", "_comment": "keep short", "a": "Open", "description": "Description", "m": {"__note": "x", "b": "Back"}}"#)
        dir.write("locales/ar/c.json", #"{"//": "مولد", "_comment": "قصير", "a": "فتح", "description": "الوصف", "m": {"__note": "س", "b": "رجوع"}, "$comment": "ملاحظة"}"#)
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key), ["a", "description", "m.b"])
        let notes = r.diagnostics.filter { $0.message.contains("notes by their names") && $0.location.file.hasSuffix("ar/c.json") }
        XCTAssertEqual(notes.count, 1, "\(r.diagnostics)")
        XCTAssertTrue(notes.first?.message.hasPrefix("4 keys are notes") ?? false, "\(notes)")
    }

    /// Non-string JSON values are not measured, and named (before: dropped in silence).
    func testNonStringJSONValuesAreNamedNotMeasured() throws {
        let dir = TempDir()
        dir.write("locales/en/c.json", #"{"a": "Open"}"#)
        dir.write("locales/ar/c.json", #"{"a": "فتح", "n": 3, "b": {"flag": true, "none": null}}"#)
        let r = try dir.readCatalogs()
        XCTAssertEqual(r.entries.map(\.key), ["a"])
        let warnings = r.diagnostics.filter { $0.message.contains("not text") }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].message.hasPrefix("3 values are not text") && warnings[0].message.contains("'b.flag'"), warnings[0].message)
    }

    /// i18next namespaces in folders: `locales/ar/components/auth.json` paired with `locales/en/components/auth.json`.
    func testNestedNamespaceFolders() throws {
        let dir = TempDir()
        dir.write("public/locales/en/components/auth.json", #"{"login": "Log in"}"#)
        dir.write("public/locales/ar/components/auth.json", #"{"login": "دخول"}"#)
        dir.write("public/locales/de/components/auth.json", #"{"login": "Anmelden"}"#)
        // No English counterpart: not taken for a catalog.
        dir.write("src/ar/data/config.json", #"{"x": "y"}"#)
        let (all, skipped) = try CatalogDiscovery().plan(for: [dir.url.path])
        let jobs = all.filter { $0.kind != .notRead }
        // The stray file is not read, but named (never a silent gap).
        XCTAssertEqual(all.filter { $0.kind == .notRead }.map(\.target), [dir.path("src/ar/data/config.json")])
        XCTAssertEqual(jobs.map { URL(fileURLWithPath: $0.target).pathComponents.suffix(3).joined(separator: "/") }, ["ar/components/auth.json"])
        XCTAssertEqual(jobs.first?.source, dir.path("public/locales/en/components/auth.json"))
        XCTAssertTrue(skipped.contains { $0.file.hasSuffix("de/components/auth.json") })
        let entries = try dir.readCatalogs().entries
        XCTAssertEqual(entries.map(\.target), ["دخول"])  // the stray gives a notice, no entry
        XCTAssertEqual(entries.map(\.source), ["Log in"])
    }
}
