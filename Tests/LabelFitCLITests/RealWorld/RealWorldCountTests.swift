import Foundation
import XCTest
@testable import LabelFitCatalogs
@testable import LabelFitCheck
@testable import LabelFitCore
import LabelFitTestSupport

/// Every Arabic string of the real projects in `../shared/realworld/` and `../shared/realworld2/`
/// (relative to the repository root; SOURCES.md in each), compared per file with the independent
/// count of `Tests/RealWorld/count_arabic_strings.py` (stdlib Python; it shares no code with the
/// readers). Skipped, saying so, where a folder or `python3` is absent (a clean clone has neither
/// `../shared`).
///
/// A string is "read right" when it is read from the file the counter counts (at most the
/// counter's number per file, so a file read twice or with descriptions measured as strings does not
/// score above it) and, filled with samples as `check` fills it, neither side carries placeholder
/// syntax, markup or code (`RealWorldCatalogTests.leftoverSyntax` plus this test's own Qt/KDE and
/// Angular patterns), and a plural variant's only placeholder is filled with a number.
final class RealWorldCountTests: XCTestCase {
    static let shared = Fixtures.root.deletingLastPathComponent().appendingPathComponent("shared")
    static let counter = Fixtures.root.appendingPathComponent("Tests/RealWorld/count_arabic_strings.py")
    static let python = "/usr/bin/python3"

    /// Syntax this test looks for beyond `RealWorldCatalogTests.syntax`: Qt/KDE `%1`…`%99`, `%L1`,
    /// `%n` (qt.io QString::arg, QObject::tr), and a code expression (a member call `a.b(`, `this.`)
    /// as Angular's `INTERPOLATION` `equiv-text` holds it.
    static let more: [NSRegularExpression] = [
        #"%L?[1-9][0-9]?(?![0-9$])"#, #"(?<![A-Za-z])%n(?![A-Za-z])"#, #"\bthis\.[A-Za-z_]"#, #"[A-Za-z_]\w*\.[A-Za-z_]\w*\("#,
    ].map { try! NSRegularExpression(pattern: $0) }

    static func leftover(_ text: String) -> String? {
        if let s = RealWorldCatalogTests.leftoverSyntax(text) { return s }
        for re in more {
            if let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), let r = Range(m.range, in: text) { return String(text[r]) }
        }
        return nil
    }

    /// The words of a text outside placeholders and markup (by this test's patterns), each still
    /// there, in order, once filled: a sample must take the placeholder's place, not the letters after it
    /// (`'%1' has finished` is not `'3.5s finished`).
    static func keepsWords(_ raw: String, _ filled: String) -> Bool {
        var text = raw
        for pattern in [#"<[^<>]*>"#, #"&#?\w+;"#, #"%[A-Za-z_][\w.-]+%"#, #"%L?[1-9][0-9]?"#, #"%\([^)]*\)[a-z]"#, #"\{[^{}]*\}"#, #"%(\d+\$)?[-+#0]*\d*(\.\d+)?(hh|h|ll|l|q|z|j|t|L)?[@dDiuxXoOfFeEgGsScCp]"#] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let words = text.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 2 }.map(String.init)
        var rest = Substring(filled)
        for w in words {
            guard let r = rest.range(of: w) else { return false }
            rest = rest[r.upperBound...]
        }
        return true
    }

    struct Row { var project: String; var counted = 0; var read = 0; var right = 0; var exit2 = false }

    /// The counter's files and counts for each project of `set`.
    static func counts(_ set: URL) throws -> [String: [String: Int]] {
        let projects = try FileManager.default.contentsOfDirectory(at: set, includingPropertiesForKeys: nil)
            .filter(\.hasDirectoryPath).map(\.path).sorted()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = [counter.path] + projects
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var out: [String: [String: Int]] = [:]
        for (project, value) in json {
            var files: [String: Int] = [:]
            for case let f as [String: Any] in (value as? [String: Any])?["files"] as? [Any] ?? [] {
                if let file = f["file"] as? String, let n = f["count"] as? Int { files[file, default: 0] += n }
            }
            out[URL(fileURLWithPath: project).lastPathComponent] = files
        }
        return out
    }

    func rows(_ set: URL) throws -> [Row] {
        var plan = try CheckPlan(config: CheckConfiguration())
        plan.placeholders = Placeholders()
        let counted = try Self.counts(set)
        var rows: [Row] = []
        for (project, files) in counted.sorted(by: { $0.key < $1.key }) {
            var row = Row(project: project)
            row.counted = files.values.reduce(0, +)
            let folder = set.appendingPathComponent(project).path
            let discovery = CatalogDiscovery()
            guard let (jobs, _) = try? discovery.plan(for: [folder]) else { row.exit2 = true; rows.append(row); continue }
            var read: [String: Int] = [:], right: [String: Int] = [:]
            var failures: [String] = []
            for job in jobs {
                let r = discovery.read(job)
                if r.diagnostics.contains(where: { $0.severity == .error && $0.message.contains("no catalog") }) { row.exit2 = true }
                for e in r.entries {
                    let file = String(e.targetLocation.file.dropFirst(folder.count + 1))
                    read[file, default: 0] += 1
                    let (target, targetSubs) = plan.placeholders.fill(e.target ?? "", locale: "ar", pluralCategory: e.pluralCategory,
                                                                      syntax: e.placeholderSyntax, typedBy: e.source)
                    let (source, sourceSubs) = e.source.map { plan.placeholders.fill($0, locale: "en", pluralCategory: e.pluralCategory, pluralLocale: "ar",
                                                                            syntax: e.placeholderSyntax) } ?? ("", [])
                    var ok = Self.leftover(target) == nil && Self.leftover(source) == nil
                        && Self.keepsWords(e.target ?? "", target) && Self.keepsWords(e.source ?? "", source)
                    // A plural variant with one placeholder shows the count: a number, never a name.
                    if e.pluralCategory != nil, targetSubs.count == 1, sourceSubs.count == 1,
                       !targetSubs[0].value.unicodeScalars.allSatisfy({ $0.properties.numericType == .decimal || ".,٫٬".unicodeScalars.contains($0) }) {
                        ok = false
                    }
                    if ok { right[file, default: 0] += 1 } else if failures.count < (ProcessInfo.processInfo.environment["REALWORLD_SHOW"] == project ? 400 : 6) {
                        failures.append("\(file):\(e.targetLocation.line ?? 0) «\((e.source ?? "").prefix(70))» → «\(source.prefix(70))» | «\(target.prefix(70))»")
                    }
                }
            }
            for (file, n) in files {
                row.read += min(read[file] ?? 0, n)
                row.right += min(right[file] ?? 0, n)
            }
            if !failures.isEmpty { print("RealWorldCountTests \(project), not right:\n  " + failures.joined(separator: "\n  ")) }
            rows.append(row)
        }
        return rows
    }

    func testRealProjectsAreReadRight() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else { throw XCTSkip("\(Self.python) is absent") }
        var ran = false
        for name in ["realworld", "realworld2"] {
            let set = Self.shared.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: set.appendingPathComponent("SOURCES.md").path) else {
                print("RealWorldCountTests: \(set.path) is absent; skipped")
                continue
            }
            ran = true
            let rows = try rows(set)
            var lines = ["| project | counter | read | read right | % |", "|---|---:|---:|---:|---:|"]
            for r in rows {
                lines.append("| \(r.project) | \(r.counted) | \(r.read) | \(r.right) | \(r.counted == 0 ? "—" : String(format: "%.1f", 100.0 * Double(r.right) / Double(r.counted))) |")
            }
            let counted = rows.map(\.counted).reduce(0, +), right = rows.map(\.right).reduce(0, +)
            lines.append("| **all** | \(counted) | \(rows.map(\.read).reduce(0, +)) | \(right) | \(String(format: "%.1f", 100.0 * Double(right) / Double(max(counted, 1)))) |")
            print("RealWorldCountTests \(name):\n" + lines.joined(separator: "\n"))
            XCTAssertGreaterThanOrEqual(Double(right), 0.97 * Double(counted), "\(name): fewer than 97 % of the Arabic strings read right")
            for r in rows where r.counted > 0 {
                XCTAssertGreaterThanOrEqual(Double(r.right), 0.97 * Double(r.counted), "\(name)/\(r.project): fewer than 97 % read right")
            }
        }
        if !ran { throw XCTSkip("\(Self.shared.path)/realworld and realworld2 are absent") }
    }
}
