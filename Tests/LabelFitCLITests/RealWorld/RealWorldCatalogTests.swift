import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

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

    /// Strings (every plural, device and substitution variant, not folded) per file of the formats whose
    /// variants are the point, by a second simple counting through Foundation's own parsers:
    /// - `.stringsdict` (PropertyListSerialization): per top-level key, the product over its
    ///   `NSStringPluralRuleType` variables of their category branches, or 1 for a bare format;
    /// - `.xcstrings` (JSONSerialization): per string not `shouldTranslate: false`, the Arabic
    ///   localization's `stringUnit`s with a value, through `plural`/`device` variations, each times the
    ///   branches of every substitution that has some.
    static func simpleStrings(_ path: String, _ data: Data) -> Int? {
        let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
        if path.hasSuffix(".stringsdict") {
            guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
            var count = 0
            for case let entry as [String: Any] in plist.values {
                let format = entry["NSStringLocalizedFormatKey"] as? String ?? ""
                let branchCounts = entry.values.compactMap { $0 as? [String: Any] }
                    .filter { $0["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" }
                    .map { rule in rule.keys.filter(categories.contains).count }
                    .filter { $0 > 0 }
                if !branchCounts.isEmpty { count += branchCounts.reduce(1, *) } else if !format.isEmpty { count += 1 }
            }
            return count
        }
        if path.hasSuffix(".xcstrings") {
            guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let strings = json["strings"] as? [String: Any] else { return nil }
            func leaves(_ node: [String: Any]) -> Int {
                var n = 0
                if let unit = node["stringUnit"] as? [String: Any], unit["value"] is String {
                    var product = 1
                    for case let sub as [String: Any] in (node["substitutions"] as? [String: Any] ?? [:]).values {
                        let k = leaves(sub)
                        if k > 0 { product *= k }
                    }
                    n += product
                }
                for (kind, cases) in node["variations"] as? [String: Any] ?? [:] where kind == "plural" || kind == "device" {
                    for case let child as [String: Any] in (cases as? [String: Any] ?? [:]).values { n += leaves(child) }
                }
                return n
            }
            var count = 0
            for case let entry as [String: Any] in strings.values where entry["shouldTranslate"] as? Bool != false {
                if let ar = (entry["localizations"] as? [String: Any])?["ar"] as? [String: Any] { count += leaves(ar) }
            }
            return count
        }
        return nil
    }

    /// Strings in a GNU `.mo` by reading its tables here (gettext manual, "The Format of GNU MO Files"):
    /// magic 0x950412de in either byte order, N at offset 8, the original and translation tables at 12
    /// and 16, each N (length, offset) pairs. Every entry but the header (empty msgid) and
    /// translator-credits gives one string per non-empty NUL-separated form of its translation.
    static func simpleMOStrings(_ data: Data) -> Int? {
        let b = [UInt8](data)
        guard b.count >= 28 else { return nil }
        func word(_ o: Int, _ little: Bool) -> Int {
            let v = (0..<4).map { Int(b[o + $0]) }
            return little ? v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24 : v[3] | v[2] << 8 | v[1] << 16 | v[0] << 24
        }
        let little: Bool
        if word(0, true) == 0x950412de { little = true } else if word(0, false) == 0x950412de { little = false } else { return nil }
        let n = word(8, little), originals = word(12, little), translations = word(16, little)
        var count = 0
        for i in 0..<n {
            let (ol, oo) = (word(originals + 8 * i, little), word(originals + 8 * i + 4, little))
            let (tl, to) = (word(translations + 8 * i, little), word(translations + 8 * i + 4, little))
            guard oo + ol <= b.count, to + tl <= b.count else { return nil }
            let original = String(decoding: b[oo..<oo + ol], as: UTF8.self)
            let id = original.split(separator: "\u{04}", omittingEmptySubsequences: false).last.map(String.init) ?? original
            if id.isEmpty || id.hasPrefix("translator-credits") || id.hasPrefix("translator_credits") { continue }
            count += b[to..<to + tl].split(separator: 0, omittingEmptySubsequences: false).filter { !$0.isEmpty }.count
        }
        return count
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
        var totalTargets = 0, totalNoSource = 0, variantFilesChecked = 0
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
            // 6. Stringsdict and String Catalog variants, and .mo strings, agree with the second counting.
            for (file, entries) in entriesByFile {
                guard let data = FileManager.default.contents(atPath: file),
                      let expected = file.hasSuffix(".mo") ? Self.simpleMOStrings(data) : Self.simpleStrings(file, data) else { continue }
                XCTAssertEqual(entries.count + (errorsByFile[file] ?? 0), expected, "\(project.lastPathComponent): \(file.dropFirst(prefix.count))")
                variantFilesChecked += 1
            }
            // A .mo beside its .po is skipped as a compiled copy; read on its own it must still agree.
            for file in Self.files(under: project) where file.hasSuffix(".mo") && Self.arabicPath(String(file.dropFirst(prefix.count))) && entriesByFile[file] == nil {
                guard let data = FileManager.default.contents(atPath: file), let expected = Self.simpleMOStrings(data) else { continue }
                let r = GettextReader(limits: .default, targetLocale: "ar").readMO(file)
                XCTAssertEqual(r.entries.count + r.diagnostics.filter { $0.severity == .error }.count, expected, "\(project.lastPathComponent): \(file.dropFirst(prefix.count))")
                variantFilesChecked += 1
            }
            report.append("\(project.lastPathComponent): \(jobs.count) target jobs, \(skipped.count) files skipped, \(targets) strings, \(noSource) with no source")
        }
        print("RealWorldCatalogTests:\n  " + report.joined(separator: "\n  ") + "\n  total \(totalTargets) strings, \(totalNoSource) with no source")
        XCTAssertGreaterThan(totalTargets, 10_000)
        // The realworld set holds two Arabic .stringsdict, one .xcstrings and one Arabic .mo: all counted twice.
        print("RealWorldCatalogTests: \(variantFilesChecked) stringsdict/xcstrings/mo files counted a second way")
        XCTAssertGreaterThanOrEqual(variantFilesChecked, 4)
        // Every unpaired target is reported: checking it gives a no-source finding.
        var config = CheckConfiguration()
        config.fonts = ["en": "Noto Sans", "ar": "Noto Naskh Arabic UI"]
        let runner = CheckRunner(plan: try CheckPlan(config: config), measurer: Fixtures.measurer, root: Self.root.path)
        for e in unpaired {
            XCTAssertTrue(runner.check(e).findings.contains { $0.rule == .noSource }, "\(e.targetLocation): \(e.key)")
        }
    }
}
