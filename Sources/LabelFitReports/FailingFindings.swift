import LabelFitCheck
import LabelFitCore

/// What fails a run, for the top of the HTML report's summary: the errors first (each one not in the
/// baseline fails `check`: exit 1, a catalog error exit 2), then the warnings (they fail only past
/// `max_warnings`), each grouped by rule in `CheckRules`' order with its count and its strings, worst
/// first. Memory stays bounded: every finding is counted, and a group keeps its `listed` worst.
///
/// A string's entry is its row's number in the report's data (`data-rows`): the page's script writes
/// it from the row's own key, place and message, which the data holds already, so the summary costs
/// a few bytes a string, not its texts again. A catalog's finding has no row and is written out.
struct FailingFindings {
    struct Entry { var score: Double; var order: Int; var dedupe: String; var row: Int?; var html: String }

    /// Every error is listed up to this many per rule (the rest are counted, and the table shows them).
    static let errorsListed = 50
    static let warningsListed = 10

    private(set) var counts: [Severity: [Rule: Int]] = [:]
    private var entries: [Severity: [Rule: [Entry]]] = [:]
    private var seen = 0

    /// The worst first: what hides text from readers before what only grows. Missing glyphs (boxes),
    /// then clipped ink (by how far), then truncation, then growth in pixels.
    static func score(_ c: CheckedString) -> Double {
        let clip = max(c.target?.clip.topPx ?? 0, c.target?.clip.bottomPx ?? 0)
        let base: Double = switch c.verdict {
        case .missingGlyphs: 4000
        case .clips: 3000 + clip * 100
        case .truncates: 2000
        default: 0
        }
        return base + (c.growthPx ?? 0)
    }

    /// A finding not baselined at error or warning, with the string it is about and that string's row
    /// number in the report's data (nil for a catalog's).
    mutating func add(_ f: Finding, string c: CheckedString?, row: Int?) {
        guard !f.baselined, f.severity == .error || f.severity == .warning else { return }
        counts[f.severity, default: [:]][f.rule, default: 0] += 1
        seen += 1
        let cap = f.severity == .error ? Self.errorsListed : Self.warningsListed
        let score = c.map(Self.score) ?? 0
        // One entry per distinct translation and message: the same label in ten formats is one problem.
        let dedupe = "\(c?.target?.text ?? "")|\(f.message)"
        var list = entries[f.severity, default: [:]][f.rule, default: []]
        if list.contains(where: { $0.dedupe == dedupe }) { return }
        if list.count >= cap, let last = list.last, score <= last.score { return }
        let html = row != nil ? "" : "<li><small dir=\"ltr\">\(HTMLReportWriter.esc(f.location.description))</small> \(HTMLReportWriter.isolatedMessage(f.message))</li>"
        list.append(Entry(score: score, order: seen, dedupe: dedupe, row: row, html: html))
        list.sort { ($0.score, -$0.order) > ($1.score, -$1.order) }
        if list.count > cap { list.removeLast() }
        entries[f.severity, default: [:]][f.rule] = list
    }

    static func plural(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

    /// The section: totals, then errors and warnings by rule. `baselined` is the summary's count of
    /// findings accepted in the baseline (reported, not failing).
    func html(baselined: Int) -> String {
        let errors = counts[.error]?.values.reduce(0, +) ?? 0, warnings = counts[.warning]?.values.reduce(0, +) ?? 0
        var out = "<div id=\"fails\"><h2>What fails</h2><p class=\"fails-total\">"
        out += errors == 0 && warnings == 0 ? "Nothing fails: no errors and no warnings." :
            "\(Self.plural(errors, "error", "errors")) \(errors == 1 ? "fails" : "fail") this check · \(Self.plural(warnings, "warning", "warnings")) (\(warnings == 1 ? "it fails" : "they fail") the check only past max_warnings)"
        if baselined > 0 { out += " · \(baselined) baselined (accepted in the baseline: reported, not failing)" }
        out += "</p>"
        for (severity, title) in [(Severity.error, "Errors — these fail the check"), (.warning, "Warnings")] {
            guard let byRule = counts[severity], !byRule.isEmpty else { continue }
            out += "<h3>\(title)</h3>"
            let order = CheckRules.rules + byRule.keys.filter { !CheckRules.rules.contains($0) }.sorted { $0.id < $1.id }
            for rule in order where byRule[rule] != nil {
                let n = byRule[rule]!
                let listed = entries[severity]?[rule] ?? []
                out += "<div class=\"fail-rule\" data-rule=\"\(rule.id)\" data-severity=\"\(severity.rawValue)\"><h4><span class=\"rule \(severity.rawValue)\">\(rule.id)</span> <b>\(n)</b> \(n == 1 ? severity.rawValue : severity.rawValue + "s")</h4>"
                let rows = listed.compactMap(\.row).map(String.init).joined(separator: " ")
                out += "<ol class=\"fails\"" + (rows.isEmpty ? "" : " data-rows=\"\(rows)\"") + ">" + listed.map(\.html).joined() + "</ol>"
                if n > listed.count {
                    // Below the cap nothing was ever dropped for a worse one: the rest repeat a listed translation.
                    let cap = severity == .error ? Self.errorsListed : Self.warningsListed
                    out += "<p class=\"more-fails\">" + (listed.count < cap
                        ? "\(n - listed.count) more: the same translation and message as one above"
                        : "\(n - listed.count) more past these \(listed.count)")
                    if rule != .catalog { out += " <button type=\"button\" data-show-rule=\"\(rule.id)\">Show \(rule.id) in the table</button>" }
                    out += "</p>"
                }
                out += "</div>"
            }
        }
        return out + "</div>"
    }
}
