import LabelFitCheck
import LabelFitCore

/// RFC 4180 CSV, one row per string: the numbers QA people sort and filter in a spreadsheet.
public final class CSVWriter: ReportWriter {
    public init() {}

    static let header = ["file", "line", "key", "source", "target", "source_width_px", "target_width_px", "growth_px", "growth_chars",
                         "lines", "clip_top_px", "clip_bottom_px", "min_line_height", "visible_text", "dropped_words", "verdict", "findings"]

    static func field(_ s: String) -> String {
        var out: [UInt8] = []
        append(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 4180: a field with a comma, quote or line break is quoted, and its quotes doubled.
    static func append(_ s: String, to out: inout [UInt8]) {
        var s = s
        s.withUTF8 { utf8 in
            let special = needsQuoting(utf8)
            guard special else { out.append(contentsOf: utf8); return }
            out.append(UInt8(ascii: "\""))
            for b in utf8 {
                if b == UInt8(ascii: "\"") { out.append(b) }
                out.append(b)
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    /// Whether a field holds a comma, quote, LF or CR (`ByteScan`: eight bytes at a time).
    @inline(__always) static func needsQuoting(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteScan.any(utf8, word: { w in
            ByteScan.bytes(0x2C, in: w) | ByteScan.bytes(0x22, in: w) | ByteScan.bytes(0x0A, in: w) | ByteScan.bytes(0x0D, in: w) != 0
        }, byte: { c in c == 0x2C || c == 0x22 || c == 0x0A || c == 0x0D })
    }

    public func begin(settings: RunSettings, sink: ReportSink) { sink.write(Self.header.joined(separator: ",") + "\r\n") }

    private var row: [UInt8] = []

    public func write(_ event: CheckEvent, sink: ReportSink) {
        guard case .string(let c) = event else { return }
        if let ready = c.reportRow { sink.write(bytes: ready); return }
        row.removeAll(keepingCapacity: true)
        Self.render(c, into: &row)
        sink.write(bytes: row)
    }

    /// One record's row, for `CheckRunner.renderRow`.
    public static func row(_ c: borrowing CheckedString) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        render(c, into: &out)
        return out
    }

    static func render(_ c: borrowing CheckedString, into row: inout [UInt8]) {
        // Fields read through optional chaining, in place: binding the target measurement to a local
        // would copy it, reference counts and all.
        func text(_ s: String?) { if let s { Self.append(s, to: &row) }; row.append(UInt8(ascii: ",")) }
        func number(_ v: Double?, places: Int = 3) { if let v { Num.append(v, places: places, to: &row) }; row.append(UInt8(ascii: ",")) }
        text(c.location.file)
        if let line = c.location.line { Num.append(line, to: &row) }
        row.append(UInt8(ascii: ","))
        text(c.key); text(c.source?.text); text(c.target?.text)
        number(c.source?.widthPx); number(c.target?.widthPx); number(c.growthPx); number(c.growthChars)
        if let lines = c.target?.lines { Num.append(lines, to: &row) }
        row.append(UInt8(ascii: ","))
        number(c.target?.clip.topPx); number(c.target?.clip.bottomPx); number(c.minLineHeight?.unitless, places: 2)
        text(c.target?.visibleText)
        if let words = c.target?.droppedWords, !words.isEmpty { Self.append(words.joined(separator: " "), to: &row) }
        row.append(UInt8(ascii: ","))
        text(c.verdict.rawValue)
        for (k, f) in c.findings.enumerated() {
            if k > 0 { row.append(UInt8(ascii: " ")) }
            row.append(contentsOf: f.rule.rawValue.utf8)
        }
        row.append(0x0D); row.append(0x0A)
    }

    public func end(summary: CheckSummary, sink: ReportSink) {}
}
