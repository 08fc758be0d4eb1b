import Foundation
import LabelFitCheck
import LabelFitCore

/// JUnit XML as Jenkins, GitLab and GitHub test reporters read it: a testsuite per catalog file, a
/// testcase per string, a `<failure>` carrying the numbers for each error-level finding not in the
/// baseline. Warnings and baselined findings go to the testcase's `<system-out>`.
public final class JUnitWriter: ReportWriter {
    private var suites: [(file: String, cases: [String], failures: Int, errors: Int)] = []
    private var catalogErrors: [String: [Finding]] = [:]

    public init() {}

    public func begin(settings: RunSettings, sink: ReportSink) {}

    static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // XML 1.0 forbids most C0 controls even as references; show them as U+XXXX.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
                out += "U+" + String(u.value, radix: 16, uppercase: true)
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    private func suiteIndex(_ file: String) -> Int {
        if let last = suites.indices.last, suites[last].file == file { return last }
        if let i = suites.firstIndex(where: { $0.file == file }) { return i }
        suites.append((file, [], 0, 0))
        return suites.count - 1
    }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f):
            let i = suiteIndex(f.location.file)
            let failing = f.isFailing
            var xml = "    <testcase classname=\"\(Self.escape(f.location.file))\" name=\"catalog \(Self.escape(f.location.description))\" time=\"0\">\n"
            if failing { xml += "      <error type=\"catalog\" message=\"\(Self.escape(f.message))\">\(Self.escape(f.location.description + ": " + f.message))</error>\n" }
            else { xml += "      <system-out>\(Self.escape(f.severity.rawValue + ": " + f.message))</system-out>\n" }
            xml += "    </testcase>\n"
            suites[i].cases.append(xml)
            if failing { suites[i].errors += 1 }
        case .string(let c):
            let i = suiteIndex(c.location.file)
            var xml = "    <testcase classname=\"\(Self.escape(c.location.file))\" name=\"\(Self.escape(c.key))\" time=\"0\">\n"
            let failing = c.findings.filter(\.isFailing)
            if let first = failing.first {
                var body = "\(c.location): \(c.key)\n"
                for f in failing {
                    body += "[\(f.rule.rawValue)] \(f.message)\n"
                    body += f.numbers.sorted { $0.key < $1.key }.map { "  \($0.key) = \(Num.fmt($0.value, places: 3))" }.joined(separator: "\n") + "\n"
                }
                xml += "      <failure type=\"\(first.rule.rawValue)\" message=\"\(Self.escape(failing.map(\.message).joined(separator: "; ")))\">\(Self.escape(body))</failure>\n"
                suites[i].failures += 1
            }
            let others = c.findings.filter { !$0.isFailing }
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
            for f in others { out += "\n\(f.baselined ? "baselined" : f.severity.rawValue) [\(f.rule.rawValue)] \(f.message)" }
            xml += "      <system-out>\(Self.escape(out))</system-out>\n"
            xml += "    </testcase>\n"
            suites[i].cases.append(xml)
        }
    }

    public func end(summary: CheckSummary, sink: ReportSink) {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        sink.write("<testsuites name=\"labelfit\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Num.fmt(summary.seconds, places: 3))\">\n")
        for (index, s) in suites.enumerated() {
            sink.write("  <testsuite name=\"\(Self.escape(s.file))\" id=\"\(index)\" tests=\"\(s.cases.count)\" failures=\"\(s.failures)\" errors=\"\(s.errors)\" skipped=\"0\" time=\"0\">\n")
            for c in s.cases { sink.write(c) }
            sink.write("  </testsuite>\n")
        }
        sink.write("</testsuites>\n")
    }
}
