import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitRender

/// JUnit XML as Jenkins, GitLab and GitHub test reporters read it: a testsuite per catalog file, a
/// testcase per finding, and one passing testcase for a catalog whose strings have no finding (so
/// the suite is not empty and the pass is counted).
///
/// - A test case per finding, not per string: a catalog holds thousands of strings and a report of
///   one case each (25,166 cases, 6.5 MB over `shared/realworld`) buries the few that fail; the
///   strings without findings are counted in their catalog's passing case and the suite's
///   `strings` property.
/// - Error-level findings not in the baseline are `<failure>` (a catalog that cannot be read,
///   `<error>`), carrying the numbers; warnings and notes pass with the message in `<system-out>`;
///   baselined findings are `<skipped>`. So the report's failures are the run's exit status.
/// - Names are unique within their `classname` (the catalog's path): GitLab keeps only the first of
///   test cases with the same name ("If you have duplicate test names, only the first test is
///   used", docs.gitlab.com "Unit test reports"), and Jenkins renames repeats (junit-plugin
///   `CaseResult.getSafeName`, `uniquifyName`). A name is `key [rule]`; a repeat gets ` (line N)`,
///   then ` #k`.
/// - `file`, the catalog's path from the repository root (`RepositoryRoot`), on each testcase (read
///   by GitLab: "testcase file: file path where the test is defined", the same page; and by GitHub
///   reporters such as mikepenz/action-junit-report to place annotations) and on each testsuite
///   (Jenkins xunit-plugin `junit-10.xsd`: `testsuite/@file`).
public final class JUnitWriter: ReportWriter {
    private struct Suite {
        var file: String
        var cases: [String] = []
        var names: Set<String> = []
        var strings = 0
        var failures = 0
        var errors = 0
        var skipped = 0
    }
    private var suites: [Suite] = []
    private var suiteByFile: [String: Int] = [:]
    private let root: RepositoryRoot
    /// `testsuites/@name`, and what a file's passing case counts: `check`'s catalog strings, or
    /// `layout`'s uses of a string (`add`, `count`).
    private let name: String
    private let unit: String
    /// What a finding without a key is called before its rule: `catalog` for check's catalog
    /// findings; empty for layout's rule findings (`[rtl-physical-gravity]`).
    private let unkeyed: String

    public init(root: RepositoryRoot = .current(), name: String = "labelfit", unit: String = "string", unkeyed: String = "catalog") {
        self.root = root
        self.name = name
        self.unit = unit
        self.unkeyed = unkeyed
    }

    public func begin(settings: RunSettings, sink: ReportSink) {}

    static func escape(_ s: String) -> String { XMLText.escaped(s, forbidden: .codePoint) }

    static func attribute(_ s: String) -> String { XMLText.attribute(s, forbidden: .codePoint) }

    private func suiteIndex(_ file: String) -> Int {
        if let last = suites.indices.last, suites[last].file == file { return last }
        if let i = suiteByFile[file] { return i }
        suites.append(Suite(file: file))
        suiteByFile[file] = suites.count - 1
        return suites.count - 1
    }

    /// `base`, or with ` (line N)` and then ` #k` added until no case of the suite has it.
    private func uniqueName(_ base: String, line: Int?, in suite: inout Suite) -> String {
        var name = base
        if suite.names.contains(name), let line { name = "\(base) (line \(line))" }
        var k = 2
        let stem = name
        while suite.names.contains(name) { name = "\(stem) #\(k)"; k += 1 }
        suite.names.insert(name)
        return name
    }

    private func addCase(_ f: Finding, details: String?, suiteAt i: Int) {
        let file = suites[i].file
        let base = f.key.map { $0 + " [\(f.rule.id)]" } ?? (unkeyed.isEmpty ? "[\(f.rule.id)]" : unkeyed + " [\(f.rule.id)]")
        let name = uniqueName(base, line: f.location.line, in: &suites[i])
        var xml = "    <testcase classname=\"\(Self.attribute(file))\" name=\"\(Self.attribute(name))\" file=\"\(Self.attribute(file))\" time=\"0\">\n"
        let place = "\(file)\(f.location.line.map { ":\($0)" } ?? "")\(f.location.column.map { ":\($0)" } ?? "")"
        var body = "\(place): \(f.key.map { $0 + ": " } ?? "")[\(f.rule.id)] \(f.message)\n"
        if !f.numbers.isEmpty {
            body += f.numbers.sorted { $0.key < $1.key }.map { "  \($0.key) = \(Num.fmt($0.value, places: 3))" }.joined(separator: "\n") + "\n"
        }
        if let details { body += details + "\n" }
        if f.baselined {
            xml += "      <skipped message=\"accepted in the LabelFit baseline\"/>\n"
            xml += "      <system-out>\(Self.escape(body))</system-out>\n"
            suites[i].skipped += 1
        } else if f.severity == .error {
            let element = f.isInputError ? "error" : "failure"
            xml += "      <\(element) type=\"\(f.rule.id)\" message=\"\(Self.attribute(f.message))\">\(Self.escape(body))</\(element)>\n"
            if f.isInputError { suites[i].errors += 1 } else { suites[i].failures += 1 }
        } else {
            xml += "      <system-out>\(Self.escape(f.severity.rawValue + ": " + body))</system-out>\n"
        }
        xml += "    </testcase>\n"
        suites[i].cases.append(xml)
    }

    /// What the string's measurement says beyond the finding: verdict, width, lines, clips.
    static func details(_ c: CheckedString) -> String {
        var out = "verdict \(c.verdict.rawValue)"
        if let t = c.target {
            out += "; width \(Num.fmt(t.widthPx))px; lines \(t.lines); row height \(Num.fmt(t.rowHeightPx))px"
            if t.lines > 1 { out += "; lines: " + t.lineTexts.joined(separator: " / ") }
            if !t.droppedWords.isEmpty { out += "; visible «\(t.visibleText)», dropped: " + t.droppedWords.joined(separator: " ") }
            for (i, line) in t.lineDetails.enumerated() where line.clip.clips {
                out += "; line \(i + 1) clips \(Num.fmt(line.clip.topPx))px top, \(Num.fmt(line.clip.bottomPx))px bottom"
            }
        }
        if let g = c.growthPx { out += "; growth \(Num.fmt(g))x" }
        return out
    }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f):
            let i = suiteIndex(root.relative(f.location.file))
            addCase(f, details: nil, suiteAt: i)
        case .string(let c):
            let i = suiteIndex(root.relative(c.location.file))
            suites[i].strings += 1
            guard !c.findings.isEmpty else { return }
            let details = Self.details(c)
            for f in c.findings where f.severity != .off { addCase(f, details: details, suiteAt: i) }
        }
    }

    /// A finding of another command (`labelfit layout`'s), in its file's suite, with what that
    /// command's report says beyond the message (`details`, in the case's body).
    public func add(_ f: Finding) {
        guard f.severity != .off else { return }
        addCase(f, details: f.details, suiteAt: suiteIndex(root.relative(f.location.file)))
    }

    /// One item of `file` looked at (a use of a string, for `labelfit layout`), whether or not it had a finding.
    public func count(file: String) { suites[suiteIndex(root.relative(file))].strings += 1 }

    public func end(summary: CheckSummary, sink: ReportSink) {
        for i in suites.indices where suites[i].cases.isEmpty {
            let s = suites[i]
            let name = "\(s.strings) \(unit)\(s.strings == 1 ? "" : "s") checked, no findings"
            suites[i].names.insert(name)
            suites[i].cases.append("    <testcase classname=\"\(Self.attribute(s.file))\" name=\"\(Self.attribute(name))\" file=\"\(Self.attribute(s.file))\" time=\"0\"/>\n")
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        sink.write("<testsuites name=\"\(Self.attribute(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Num.fmt(summary.seconds, places: 3))\">\n")
        for (index, s) in suites.enumerated() {
            sink.write("  <testsuite name=\"\(Self.attribute(s.file))\" id=\"\(index)\" tests=\"\(s.cases.count)\" failures=\"\(s.failures)\" errors=\"\(s.errors)\" skipped=\"\(s.skipped)\" time=\"0\" file=\"\(Self.attribute(s.file))\">\n")
            // The run's stand-in fonts (`StandIn`) on every suite: a suite is what CI tools show.
            let standIns = (summary.standInFonts ?? []).map { "<property name=\"stand-in font\" value=\"\(Self.attribute($0.description))\"/>" }.joined()
            sink.write("    <properties><property name=\"\(unit)s\" value=\"\(s.strings)\"/>\(standIns)</properties>\n")
            for c in s.cases { sink.write(c) }
            sink.write("  </testsuite>\n")
        }
        sink.write("</testsuites>\n")
    }
}
