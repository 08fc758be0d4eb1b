import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore

/// The real catalogs of open-source projects in `../shared/realworld/` (relative to the repository
/// root; see its SOURCES.md). Never copied here: skipped, saying so, when the folder is absent.
///
/// Checked without measuring (reading is what these tests are about, and it keeps the run short):
/// - every Arabic catalog file the test's own path rule finds is read as a target or skipped with a reason;
/// - no file read as a target is in another language (the test's own check of its header or path);
/// - every target string is paired with a source or is a `no-source` target, and counted;
/// - no markup or placeholder syntax is left in the text that would reach the shaper;
/// - per file, the number of strings agrees with a second, simple counting written here.
final class RealWorldCatalogTests: XCTestCase {
    static let root = Fixtures.root.deletingLastPathComponent().appendingPathComponent("shared/realworld")

    func projects() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("SOURCES.md").path) else {
            print("RealWorldCatalogTests: \(Self.root.path) is absent; the real-world catalog tests are skipped")
            throw XCTSkip("\(Self.root.path) is absent")
        }
        return try FileManager.default.contentsOfDirectory(at: Self.root, includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath }.sorted { $0.path < $1.path }
    }

    // MARK: the test's own rules, deliberately simple

    static let vendored: Set<String> = ["node_modules", ".git", "build", "Pods", "DerivedData", ".build"]
    static let catalogExtensions: Set<String> = ["xml", "strings", "stringsdict", "xcstrings", "xlf", "xliff", "po", "mo", "arb", "json", "csv", "tsv"]

    /// An Arabic path: a component `ar`, `ar-XX`, `ar_XX`, `ar.lproj`, `values-ar…`, `values-b+ar…`, or a
    /// file name ending `.ar.<ext>`, `_ar.<ext>`, `-ar.<ext>` or named `ar.<ext>`.
    static func arabicPath(_ relative: String) -> Bool {
        relative.range(of: #"(^|/)(ar([-_][A-Za-z]{2})?(\.lproj)?|values-(b\+)?ar([-+][^/]*)?)(/|$)|(^|[/._-])ar([-_][A-Z]{2})?\.[a-z]+$"#,
                       options: .regularExpression) != nil
    }

    static func files(under dir: URL) -> [String] {
        var out: [String] = []
        let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = e?.nextObject() as? URL {
            if Self.vendored.contains(url.lastPathComponent) { e?.skipDescendants(); continue }
            if !url.hasDirectoryPath { out.append(url.path) }
        }
        return out
    }

    /// Declared language of a file's text, read by a regular expression (not the readers).
    static func declaredLanguage(_ text: String) -> String? {
        for pattern in [#"target-language="([A-Za-z]+)"#, #"trgLang="([A-Za-z]+)"#, #""Language: ([A-Za-z]+)"#, #""@@locale":\s*"([A-Za-z]+)"#] {
            if let r = text.range(of: pattern, options: .regularExpression) {
                let m = String(text[r])
                let value = m.split(whereSeparator: { $0 == "\"" || $0 == " " || $0 == ":" }).last.map(String.init) ?? ""
                return String(value.prefix { $0.isLetter }).lowercased()
            }
        }
        return nil
    }

    /// Units per file by a simple counting of the file's text: Android `<string>`, `<plurals>`,
    /// `<string-array>` (not `translatable="false"`); gettext live entries with a non-empty msgstr
    /// (not the header or translator-credits); JSON string leaves; ARB messages; XLIFF 1.2 units with
    /// a non-empty target.
    static func simpleUnits(_ path: String, _ text: String) -> Int? {
        if path.hasSuffix(".xml") {
            let pattern = #"<(string|plurals|string-array)\s[^>]*name="[^"]+"[^>]*>"#
            let re = try! NSRegularExpression(pattern: pattern)
            return re.matches(in: text, range: NSRange(text.startIndex..., in: text)).filter { m in
                !(text as NSString).substring(with: m.range).contains("translatable=\"false\"")
            }.count
        }
        if path.hasSuffix(".po") {
            var count = 0
            for block in text.components(separatedBy: "\n\n") {
                let lines = block.split(separator: "\n").filter { !$0.hasPrefix("#") }
                guard let idIndex = lines.firstIndex(where: { $0.hasPrefix("msgid ") }) else { continue }
                let id = lines[idIndex...].prefix { !$0.hasPrefix("msgstr") && !$0.hasPrefix("msgid_plural") }
                    .map { $0.replacingOccurrences(of: "msgid ", with: "") }.joined()
                if id == "\"\"" || id.contains("translator-credits") || id.contains("translator_credits") { continue }
                let strs = lines.drop { !$0.hasPrefix("msgstr") }.map { $0.replacingOccurrences(of: #"^msgstr(\[\d+\])? "#, with: "", options: .regularExpression) }
                if strs.contains(where: { $0 != "\"\"" }) { count += 1 }
            }
            return count
        }
        if path.hasSuffix(".strings") {
            // Distinct keys of `"key" = "value";` lines (a repeated key is one string: the last wins).
            let re = try! NSRegularExpression(pattern: #"(?m)^\s*"((?:[^"\\]|\\.)*)"\s*=\s*""#)
            let ns = text as NSString
            return Set(re.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }).count
        }
        if path.hasSuffix(".json") || path.hasSuffix(".arb"), let data = text.data(using: .utf8),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            // i18next: every string leaf; ARB: every top-level string not starting with '@'.
            func leaves(_ o: Any) -> Int {
                if o is String { return 1 }
                if let d = o as? [String: Any] { return d.values.reduce(0) { $0 + leaves($1) } }
                return 0
            }
            if path.hasSuffix(".arb") { return object.filter { !$0.key.hasPrefix("@") && $0.value is String }.count }
            return leaves(object)
        }
        if path.hasSuffix(".xlf") || path.hasSuffix(".xliff") {
            // XLIFF 1.2 units with a <target> holding text or codes, not marked translate="no".
            let re = try! NSRegularExpression(pattern: #"<trans-unit\b([^>]*)>(.*?)</trans-unit>"#, options: [.dotMatchesLineSeparators])
            let ns = text as NSString
            return re.matches(in: text, range: NSRange(location: 0, length: ns.length)).filter { m in
                let attributes = ns.substring(with: m.range(at: 1))
                let body = ns.substring(with: m.range(at: 2))
                guard !attributes.contains("translate=\"no\""),
                      let t = body.range(of: #"(?s)<target\b[^>]*>(.*?)</target>"#, options: .regularExpression) else { return false }
                let inner = body[t].replacingOccurrences(of: #"(?s)^<target\b[^>]*>|</target>$"#, with: "", options: .regularExpression)
                // XML white space (the S production: space, tab, CR, LF); a no-break space is content.
                return !inner.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n")).isEmpty
            }.count
        }
        return nil
    }

    /// Placeholder or markup syntax, by this test's own patterns: Python `%(x)s`, `{{…}}`, `{name}` /
    /// `{name, type}`, Symfony `%name%`, printf directives, and markup — a tag pair `<b>…</b>`, a tag
    /// with attributes, a self-closing tag or `<br>`. A lone `<body>` or `<user@host>` is literal text.
    static let syntax: [NSRegularExpression] = [
        #"%\(\w+\)[a-z]"#, #"\{\{[^}]*\}\}"#, #"\{\s*[A-Za-z_]\w*\s*(,[^{}]*)?\}"#, #"\{\d+(:[^{}]*)?\}"#, #"%[A-Za-z_][\w.]+%"#,
        #"%(\d+\$)?[-+ #0']*\d*(\.\d+)?(hh|h|ll|l|q|z|j|t|L)?[@dDiuxXoOfFeEgGsScCp](?![A-Za-z])"#,
        #"<([A-Za-z][\w-]*)(\s[^<>]*)?>[^<]*</\1>"#, #"<[A-Za-z][\w-]*\s+[\w-]+\s*=[^<>]*>"#, #"<[A-Za-z][\w-]*\s*/>"#, #"<br\s*/?>"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    static func leftoverSyntax(_ text: String) -> String? {
        for re in syntax {
            if let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), let r = Range(m.range, in: text) { return String(text[r]) }
        }
        return nil
    }

    func testRealCatalogsAreReadAsTheirEcosystemsMeanThem() throws {
        let projects = try projects()
        var plan = try CheckPlan(config: CheckConfiguration())
        plan.placeholders = Placeholders()
        var report: [String] = []
        var totalTargets = 0, totalNoSource = 0
        var unpaired: [CatalogEntry] = []
        for project in projects {
            let discovery = CatalogDiscovery()
            let (jobs, skipped) = try discovery.plan(for: [project.path])
            let targetFiles = Set(jobs.flatMap { [$0.target] + $0.moreTargets })
            let skippedFiles = Set(skipped.map(\.file))
            var entriesByFile: [String: [CatalogEntry]] = [:]
            var errorsByFile: [String: Int] = [:]
            var roles: [String: CatalogRole] = [:]
            for job in jobs {
                let r = discovery.read(job)
                roles[job.target] = r.role
                for e in r.entries { entriesByFile[e.targetLocation.file, default: []].append(e) }
                for d in r.diagnostics where d.severity == .error { errorsByFile[d.location.file, default: 0] += 1 }
            }

            // 1. Every Arabic catalog file is read or skipped with a reason.
            let prefix = project.path + "/"
            for file in Self.files(under: project) where Self.catalogExtensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased()) {
                let relative = String(file.dropFirst(prefix.count))
                guard Self.arabicPath(relative) else { continue }
                XCTAssertTrue(targetFiles.contains(file) || skippedFiles.contains(file), "\(project.lastPathComponent): \(relative) is neither read nor reported")
            }

            // 2. Nothing that is not Arabic is read as Arabic.
            for (file, entries) in entriesByFile where !entries.isEmpty {
                let head = String(decoding: (FileManager.default.contents(atPath: file) ?? Data()).prefix(4096), as: UTF8.self)
                let relative = String(file.dropFirst(prefix.count))
                if relative.hasSuffix(".xcstrings") {
                    // String Catalogs hold every locale; the Arabic strings are under "ar".
                    let text = String(decoding: FileManager.default.contents(atPath: file) ?? Data(), as: UTF8.self)
                    XCTAssertNotNil(text.range(of: #""ar"\s*:\s*\{"#, options: .regularExpression), relative)
                } else if let language = Self.declaredLanguage(head), !relative.hasSuffix(".arb") || head.contains("\"@@locale\"") {
                    XCTAssertEqual(language, "ar", "\(project.lastPathComponent): \(relative) declares \(language)")
                } else {
                    XCTAssertTrue(Self.arabicPath(relative), "\(project.lastPathComponent): \(relative) has entries but neither its header nor its path says Arabic")
                }
            }

            // 3. Paired or counted as no-source; 4. nothing left for the shaper to draw as syntax.
            var noSource = 0, targets = 0, leftovers: [String] = []
            for entries in entriesByFile.values {
                for e in entries {
                    targets += 1
                    if e.source == nil { noSource += 1; unpaired.append(e) }
                    let (filled, _) = plan.placeholders.fill(e.target ?? "", locale: "ar", pluralCategory: e.pluralCategory)
                    if let left = Self.leftoverSyntax(filled) { leftovers.append("\(e.targetLocation): «\(left)» in «\(filled.prefix(80))»") }
                }
            }
            XCTAssertEqual(leftovers, [], "\(project.lastPathComponent): syntax reaches the shaper")
            totalTargets += targets
            totalNoSource += noSource

            // 5. Per file, units agree with the simple counting (Android and gettext; plural and array
            // variants fold into their unit; a string refused by a read error counts once).
            for (file, entries) in entriesByFile {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8), let expected = Self.simpleUnits(file, text) else { continue }
                let units = Set(entries.map { e -> String in
                    e.key.firstIndex(of: "[").map { String(e.key[..<$0]) } ?? e.key
                }).count
                XCTAssertEqual(units + (errorsByFile[file] ?? 0), expected, "\(project.lastPathComponent): \(file.dropFirst(prefix.count))")
            }
            report.append("\(project.lastPathComponent): \(jobs.count) target jobs, \(skipped.count) files skipped, \(targets) strings, \(noSource) with no source")
        }
        print("RealWorldCatalogTests:\n  " + report.joined(separator: "\n  ") + "\n  total \(totalTargets) strings, \(totalNoSource) with no source")
        XCTAssertGreaterThan(totalTargets, 10_000)
        // Every unpaired target is reported: checking it gives a no-source finding.
        var config = CheckConfiguration()
        config.fonts = ["en": "Noto Sans", "ar": "Noto Naskh Arabic UI"]
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: Self.root.path)
        for e in unpaired {
            XCTAssertTrue(runner.check(e).findings.contains { $0.rule == .noSource }, "\(e.targetLocation): \(e.key)")
        }
    }
}
