import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LabelFitCheck
import LabelFitCore

/// A Markdown summary of a `check` run for GitHub Actions' job summary, written beside whatever
/// report the run writes: the totals, the findings per rule and severity, and the first findings,
/// errors first, each linked to its line.
///
/// Written to `--step-summary FILE` (replaced atomically, as reports are), else appended to the
/// file `$GITHUB_STEP_SUMMARY` names when it is set: GitHub sets it for every step and shows what
/// the step appended, Markdown rendered (docs.github.com, "Workflow commands", "Adding a job
/// summary": "append … to the file"). Its size is bounded far under the 1 MiB GitHub shows per step
/// (`GitHubLimits.stepSummaryBytes`): at most `maxRows` findings, each cell cut to `maxCell`
/// characters, and the rules table has one row per rule.
///
/// Links go to `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA/PATH#LLINE` when the three are
/// set (GitHub's default environment variables), the path from the repository root
/// (`RepositoryRoot`). Catalog text is escaped for a table cell (GitHub Flavored Markdown, "Tables":
/// `|` inside a cell is written `\|`), with control characters shown as escapes
/// (`ControlCharacters`) so a string's newline cannot end the row, and `<`, `>`, `&` as entities so
/// none is read as HTML.
public final class StepSummaryWriter {
    public static let maxRows = 100
    public static let maxCell = 300

    public enum Destination: Equatable {
        /// `--step-summary FILE`: replaced with the summary.
        case file(String)
        /// `$GITHUB_STEP_SUMMARY`: the summary appended.
        case append(String)
    }

    let destination: Destination
    private let root: RepositoryRoot
    private let environment: [String: String]
    /// Findings kept for the table, by kind (error, warning, notice), each at most `maxRows`.
    private var kept: [[Finding]] = [[], [], []]
    private var counts: [Int] = [0, 0, 0]
    /// Per rule, per kind.
    private var perRule: [Rule: [Int]] = [:]

    public init(destination: Destination, root: RepositoryRoot = .current(),
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.destination = destination
        self.root = root
        self.environment = environment
    }

    /// The summary a run was asked for: `--step-summary FILE`, else `$GITHUB_STEP_SUMMARY`, else none.
    public static func requested(path: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> StepSummaryWriter? {
        if let path { return StepSummaryWriter(destination: .file(path), environment: environment) }
        if let v = environment["GITHUB_STEP_SUMMARY"], !v.isEmpty { return StepSummaryWriter(destination: .append(v), environment: environment) }
        return nil
    }

    private func record(_ f: Finding) {
        guard !f.baselined, f.severity != .off else { return }
        let kind = GitHubAnnotationsWriter.kind(f)
        counts[kind] += 1
        perRule[f.rule, default: [0, 0, 0]][kind] += 1
        if kept[kind].count < Self.maxRows { kept[kind].append(f) }
    }

    public func record(_ event: CheckEvent) {
        switch event {
        case .catalogFinding(let f): record(f)
        case .string(let c): c.findings.forEach(record)
        }
    }

    /// Text for one table cell: controls escaped, cut to `maxCell` characters, Markdown and HTML
    /// characters escaped.
    static func cell(_ s: String) -> String {
        var t = ControlCharacters.escaped(s)
        if t.count > maxCell { t = String(t.prefix(maxCell - 1)) + "…" }
        var out = ""
        for ch in t {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|": out += "\\|"
            case "\\", "`", "*", "_", "[", "]", "#", "~": out += "\\" + String(ch)
            default: out.append(ch)
            }
        }
        return out
    }

    /// A URL path with each segment percent-encoded (RFC 3986), slashes kept.
    static func urlPath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;=@#?")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    func link(file: String, line: Int?) -> String? {
        guard let server = environment["GITHUB_SERVER_URL"], let repo = environment["GITHUB_REPOSITORY"],
              let sha = environment["GITHUB_SHA"], !server.isEmpty, !repo.isEmpty, !sha.isEmpty, !file.hasPrefix("/") else { return nil }
        return "\(server)/\(repo)/blob/\(sha)/\(Self.urlPath(file))" + (line.map { "#L\($0)" } ?? "")
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n.formatted) \(word)\(n == 1 ? "" : "s")" }

    /// The Markdown of the summary.
    public func markdown(summary: CheckSummary) -> String {
        let names = ["error", "warning", "notice"]
        let failing = summary.exitCode != 0
        var md = "## LabelFit: \(failing ? "❌" : "✅") "
        md += counts[0] + counts[1] + counts[2] == 0 ? "no findings" : (0..<3).filter { counts[$0] > 0 }.map { Self.plural(counts[$0], names[$0]) }.joined(separator: ", ")
        md += "\n\n\(Self.plural(summary.strings, "string")) in \(Self.plural(summary.files, "catalog"))"
        if summary.baselined > 0 { md += " · \(summary.baselined.formatted) baselined" }
        if summary.catalogErrors > 0 { md += " · \(Self.plural(summary.catalogErrors, "catalog error"))" }
        md += "\n\n"
        if let standIns = summary.standInFonts { md += "Measured with " + Self.cell(StandIn.line(standIns)) + "\n\n" }
        if !perRule.isEmpty {
            md += "| rule | errors | warnings | notices |\n| --- | ---: | ---: | ---: |\n"
            for rule in CheckRules.rules { if let c = perRule[rule] { md += "| `\(rule.id)` | \(c[0]) | \(c[1]) | \(c[2]) |\n" } }
            md += "\n"
            let rows = Array((kept[0] + kept[1] + kept[2]).prefix(Self.maxRows))
            let total = counts.reduce(0, +)
            md += rows.count < total ? "First \(rows.count) of \(total.formatted) findings, errors first:\n\n" : "Findings, errors first:\n\n"
            md += "| severity | where | key | rule | message |\n| --- | --- | --- | --- | --- |\n"
            for f in rows {
                let file = root.relative(f.location.file)
                let place = Self.cell(file + (f.location.line.map { ":\($0)" } ?? ""))
                let whereCell = link(file: file, line: f.location.line).map { "[\(place)](\($0))" } ?? place
                md += "| \(names[GitHubAnnotationsWriter.kind(f)]) | \(whereCell) | \(Self.cell(f.key ?? "")) | `\(f.rule.id)` | \(Self.cell(f.message)) |\n"
            }
            md += "\n"
        }
        return md
    }

    /// Writes the summary; an error names the file and the reason.
    public func finish(summary: CheckSummary) throws {
        let text = markdown(summary: summary)
        switch destination {
        case .file(let path):
            let sink = try ReportSink(path: path)
            sink.write(text)
            try sink.commit()
        case .append(let path):
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY, 0o666)
            guard fd >= 0 else { throw LabelFitError.io(path: path, reason: "cannot write the step summary: \(String(cString: strerror(errno)))") }
            defer { close(fd) }
            var bytes = Array(text.utf8)
            var done = 0
            while done < bytes.count {
                let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else {
                    throw LabelFitError.io(path: path, reason: "cannot write the step summary: \(String(cString: strerror(n < 0 ? errno : EIO)))")
                }
            }
        }
    }
}

private extension Int {
    /// With thousands separators, as the summary's prose writes counts (25,166).
    var formatted: String {
        let digits = String(self.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return (self < 0 ? "-" : "") + out
    }
}
