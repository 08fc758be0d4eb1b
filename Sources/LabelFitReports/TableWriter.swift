import LabelFitCheck
import LabelFitCore

/// The terminal form: each string with findings on one line (location, key, verdict, numbers), its
/// findings indented below, then totals. Colour only when asked (a TTY without NO_COLOR).
/// Text from catalogs (keys, messages quoting strings, file names) has its control characters
/// escaped (`ControlCharacters`), so no catalog can write a line of its own or drive the terminal;
/// so are U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR, which are not controls but mandatory
/// breaks (UAX #14, class BK) that a pager, an editor or a CI log viewer may break the row at: a
/// string's newline shows as `\n`, a line separator as `\u2028`, and each row stays one line.
/// The totals line is written only by a finished run: a table without it was cut short
/// (`docs/reliability.md`, "Discovery and output").
public final class TableWriter: ReportWriter {
    let color: Bool
    /// "web (android, device scale 1)": said with the totals, so no report leaves the platform implicit.
    private var model = ""
    public init(color: Bool) { self.color = color }

    /// Catalog text for one table line.
    static func shown(_ text: String) -> String {
        let escaped = ControlCharacters.escaped(text)
        guard escaped.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return escaped }
        return escaped.replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    private func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    private func label(_ f: Finding) -> String {
        if f.baselined { return paint("baselined", "2") }
        switch f.severity {
        case .error: return paint("error", "31")
        case .warning: return paint("warning", "33")
        case .info, .off: return paint("info", "36")
        }
    }

    public func begin(settings: RunSettings, sink: ReportSink) {
        model = settings.profile + " (" + (settings.platform.map { "\($0), " } ?? "") + "device scale \(Num.fmt(settings.deviceScale)))"
    }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f):
            sink.write("\(Self.shown(f.location.description)): \(label(f)): \(Self.shown(f.message))\n")
        case .string(let c):
            guard !c.findings.isEmpty else { return }
            var head = "\(Self.shown(c.location.description))  \(Self.shown(c.key))  \(c.verdict.rawValue)"
            if let t = c.target {
                head += "  \(Num.fmt(t.widthPx))px"
                if let g = c.growthPx { head += " (\(Num.fmt(g))×)" }
                head += "  \(t.lines) line\(t.lines == 1 ? "" : "s")"
            }
            sink.write(head + "\n")
            for f in c.findings { sink.write("    \(label(f)) [\(f.rule.id)] \(Self.shown(f.message))\n") }
        }
    }

    public func end(summary: CheckSummary, sink: ReportSink) {
        let v = summary.verdicts
        sink.write("\n\(summary.strings) strings in \(summary.files) catalogs: \(v["fits"] ?? 0) fit, \(v["wraps"] ?? 0) wrap, \(v["truncates"] ?? 0) truncate, \(v["clips"] ?? 0) clip"
                   + ((v["missing-glyphs"] ?? 0) > 0 ? ", \(v["missing-glyphs"]!) with missing glyphs" : "")
                   + (model.isEmpty ? "" : "; line model \(model)")
                   + (summary.standInFonts.map { "; " + StandIn.line($0) } ?? "") + "\n")
    }
}
