import LabelFitCheck
import LabelFitCore

/// RFC 4180 CSV, one row per string: the numbers QA people sort and filter in a spreadsheet.
public final class CSVWriter: ReportWriter {
    public init() {}

    static let header = ["file", "line", "key", "source", "target", "source_width_px", "target_width_px", "growth_px", "growth_chars",
                         "lines", "clip_top_px", "clip_bottom_px", "min_line_height", "visible_text", "dropped_words", "verdict", "findings"]

    static func field(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }

    public func begin(settings: RunSettings, sink: ReportSink) { sink.write(Self.header.joined(separator: ",") + "\r\n") }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        guard case .string(let c) = event else { return }
        let t = c.target
        let row: [String] = [
            c.location.file, c.location.line.map(String.init) ?? "", c.key, c.source?.text ?? "", t?.text ?? "",
            c.source.map { Num.fmt($0.widthPx, places: 3) } ?? "", t.map { Num.fmt($0.widthPx, places: 3) } ?? "",
            c.growthPx.map { Num.fmt($0, places: 3) } ?? "", c.growthChars.map { Num.fmt($0, places: 3) } ?? "",
            t.map { String($0.lines) } ?? "", t.map { Num.fmt($0.clip.topPx, places: 3) } ?? "", t.map { Num.fmt($0.clip.bottomPx, places: 3) } ?? "",
            c.minLineHeight.map { Num.fmt($0.unitless) } ?? "", t?.visibleText ?? "", t?.droppedWords.joined(separator: " ") ?? "",
            c.verdict.rawValue, c.findings.map(\.rule.rawValue).joined(separator: " "),
        ]
        sink.write(row.map(Self.field).joined(separator: ",") + "\r\n")
    }

    public func end(summary: CheckSummary, sink: ReportSink) {}
}
