import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCore
import LabelFitTestSupport

/// JS/TS locale modules read as literals, never run (JSLocaleModuleReader.swift cites the lexical
/// grammar and the key rule). Fixtures under `Tests/Fixtures/js-module/`, hand-written after
/// vuetify's, uppy's and ignite's locale modules; expected texts and keys read off them.
final class JSLocaleModuleTests: XCTestCase {
    func read() throws -> (sources: [String: String], entries: [String: CatalogEntry], diagnostics: [CatalogDiagnostic], skipped: [CatalogDiscovery.Skip]) {
        let discovery = CatalogDiscovery()
        let root = Fixtures.root.appendingPathComponent("Tests/Fixtures/js-module").path
        let (jobs, skipped) = try discovery.plan(for: [root])
        func short(_ p: String) -> String { String(p.dropFirst(root.count + 1)) }
        var sources: [String: String] = [:], entries: [String: CatalogEntry] = [:], diagnostics: [CatalogDiagnostic] = []
        for j in jobs where j.kind == .jsModule {
            sources[short(j.target)] = j.source.map(short) ?? "none"
            let r = discovery.read(j)
            diagnostics += r.diagnostics
            for e in r.entries { entries[short(e.targetLocation.file) + ":" + e.key] = e }
        }
        return (sources, entries, diagnostics, skipped)
    }

    func testModulesPairWithTheSourceLocaleModule() throws {
        let (sources, _, _, skipped) = try read()
        XCTAssertEqual(sources, ["vuetify/src/locale/ar.ts": "vuetify/src/locale/en.ts",
                                 "uppy/locales/src/ar_SA.ts": "uppy/locales/src/en_US.ts",
                                 "ignite/app/i18n/ar.ts": "ignite/app/i18n/en.ts",
                                 "ignite/app/i18n/demo-ar.ts": "ignite/app/i18n/demo-en.ts",
                                 "vue/locales/ar.js": "vue/locales/en.js"])
        // Nextcloud's l10n/ar.js is the browser copy of l10n/ar.json.
        XCTAssertEqual(skipped.first { $0.file.hasSuffix("nextcloud/l10n/ar.js") }?.reason, .compiledDuplicate)
    }

    func testLiteralsAreReadAndEverythingElseIsALocatedNote() throws {
        let (_, e, d, _) = try read()
        // export default {…}: nested keys joined with ".".
        XCTAssertEqual(e["vuetify/src/locale/ar.ts:dataTable.ariaLabel.sortNone"]?.target, "غير مرتب.")
        XCTAssertEqual(e["vuetify/src/locale/ar.ts:dataTable.ariaLabel.sortNone"]?.source, "Not sorted.")
        XCTAssertEqual(e["vuetify/src/locale/ar.ts:pageText"]?.targetLocation.line, 10)
        XCTAssertEqual(e["vuetify/src/locale/ar.ts:pageText"]?.targetLocation.column, 13)
        // uppy: `ar_SA.strings = {…}` under `strings.`; `'أضف ' + 'المزيد'` joined; the method is a note.
        XCTAssertEqual(e["uppy/locales/src/ar_SA.ts:strings.addMore"]?.target, "أضف المزيد")
        XCTAssertEqual(e["uppy/locales/src/ar_SA.ts:strings.addMore"]?.source, "Add more")
        XCTAssertEqual(e["uppy/locales/src/ar_SA.ts:strings.filesUploadedOfTotal.1"]?.source, "%{complete} of %{smart_count} files uploaded")
        XCTAssertTrue(d.contains { $0.location.file.hasSuffix("ar_SA.ts") && $0.location.line == 6 && $0.message.contains("'pluralize' is a method") }, "\(d)")
        // ignite: a typed const, a spread (a note, at its line), a template with ${} (a note, not a guess).
        XCTAssertEqual(e["ignite/app/i18n/ar.ts:common.logOut"]?.source, "Log Out")
        XCTAssertEqual(e["ignite/app/i18n/ar.ts:welcomeScreen.postscript"]?.targetLocation.line, 12)
        XCTAssertNil(e["ignite/app/i18n/ar.ts:welcomeScreen.greeting"])
        XCTAssertTrue(d.contains { $0.location.file.hasSuffix("i18n/ar.ts") && $0.location.line == 13 && $0.message.contains("template literal with ${") }, "\(d)")
        XCTAssertTrue(d.contains { $0.location.file.hasSuffix("i18n/ar.ts") && $0.location.line == 15 && $0.message.contains("spread of demoAr") }, "\(d)")
        XCTAssertEqual(e["ignite/app/i18n/demo-ar.ts:demoIcon.useCase.icons.name"]?.source, "Icons")
        // module.exports = {…}: each list item its own string; a number is a note.
        XCTAssertEqual(e["vue/locales/ar.js:steps.1"]?.target, "ارفعه")
        XCTAssertEqual(e["vue/locales/ar.js:steps.1"]?.source, "Upload it")
        XCTAssertTrue(d.contains { $0.location.file.hasSuffix("vue/locales/ar.js") && $0.location.line == 5 && $0.message.contains("'count' is a number") }, "\(d)")
        // 4 (vuetify) + 3 (uppy) + 3 + 1 (ignite) + 3 (vue): the independent counter's figures for these files.
        XCTAssertEqual(e.count, 14)
    }

    func testHostileModulesEndReadOrLocated() throws {
        let reader = JSLocaleModuleReader(limits: .default)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("labelfit-js-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases = ["export default { a: 'x", "export default { a: [ 'x' } ]", "/* never", "export default " + String(repeating: "{a:", count: 500) + "'x'",
                     "export default { a: `x", "module.exports = { ...b, [c]: 'd', e, f() {}, g: () => 1, h: x ? 'a' : 'b', i: 'ok' }"]
        for (n, text) in cases.enumerated() {
            let file = dir.appendingPathComponent("ar\(n).js").path
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let r = reader.read(file)
            XCTAssertFalse(r.diagnostics.isEmpty, text)
            if n == 5 { XCTAssertEqual(r.items.map(\.key), ["i"]); XCTAssertEqual(r.diagnostics.count, 6) }
        }
    }
}
