import LabelFitCheck
import LabelFitCore

/// RFC 4180 CSV, one row per string: the numbers QA people sort and filter in a spreadsheet.
///
/// Every text field (file, key, source, target, visible text, dropped words, messages) is written by
/// `RowWriter.text`, the one CSV escaper: quoted when it holds a comma, quote, CR or LF, its quotes
/// doubled (RFC 4180 §2), and, when it begins with a character a spreadsheet reads as the start of a
/// formula (`=`, `+`, `-`, `@`, tab, CR), quoted with a `'` put before it, as OWASP's "CSV Injection"
/// page recommends (owasp.org/www-community/attacks/CSV_Injection): a catalog string
/// `=HYPERLINK("http://…")` is then text in the cell, never a formula. Number columns are written by
/// `RowWriter.number` and stay numbers (`-3.5`).
public final class CSVWriter: ReportWriter {
    public init() {}

    static let header = ["file", "line", "key", "source", "target", "source_width_px", "target_width_px", "growth_px", "growth_chars",
                         "lines", "clip_top_px", "clip_bottom_px", "min_line_height", "visible_text", "dropped_words", "verdict", "findings"]

    /// Whether a field holds a comma, quote, LF or CR (`ByteScan`: eight bytes at a time).
    @inline(__always) static func needsQuoting(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteScan.any(utf8, word: { w in
            ByteScan.bytes(0x2C, in: w) | ByteScan.bytes(0x22, in: w) | ByteScan.bytes(0x0A, in: w) | ByteScan.bytes(0x0D, in: w) != 0
        }, byte: { c in c == 0x2C || c == 0x22 || c == 0x0A || c == 0x0D })
    }

    /// Whether a field starting with this byte would be read as a formula (OWASP, "CSV Injection").
    @inline(__always) static func startsFormula(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "=") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: "@") || b == 0x09 || b == 0x0D
    }

    public func begin(settings: RunSettings, sink: ReportSink) { sink.write(Self.header.joined(separator: ",") + "\r\n") }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .string(let c): sink.write(bytes: c.reportRow ?? Self.row(c))
        case .catalogFinding(let f): sink.write(bytes: Self.findingRow(f))
        }
    }

    /// A catalog finding (a read error, a file not read, a note) as a row of the same 17 columns, so
    /// the report is complete as every other format is: file, line and key where the finding has
    /// them, the texts and numbers empty, `catalog-error` or `catalog-warning` in `verdict`, and
    /// `catalog: <message>` in `findings` (docs/reports.md, "CSV").
    public static func findingRow(_ f: Finding) -> [UInt8] {
        let findings = f.rule.id + ": " + f.message
        let bound = 2 + 17 + RowWriter.numberBytes + RowWriter.bound(f.location.file) + RowWriter.bound(f.key) + RowWriter.bound(findings) + 32
        return [UInt8](writingAtMost: bound) { buffer in
            var w = RowWriter(buffer.baseAddress!)
            w.text(f.location.file)
            if let line = f.location.line { w.integer(line) }
            w.comma()
            w.text(f.key)
            // source, target, the eight numbers and the line count, visible text, dropped words:
            // none for a catalog finding (12 empty fields).
            for _ in 0..<12 { w.comma() }
            w.text("catalog-" + f.severity.rawValue)
            w.textLast(findings)
            w.byte(0x0D); w.byte(0x0A)
            return w.p - buffer.baseAddress!
        }
    }

    /// One record's row (also for `CheckRunner.renderRow`), written with plain stores into a buffer of
    /// its longest possible length: appended field by field to an array, each append checked the
    /// array's uniqueness and capacity, and the row cost some 5,000 instructions (callgrind).
    public static func row(_ c: borrowing CheckedString) -> [UInt8] {
        // Each field read once, through a pointer to the record: reading `c.target?.…` directly copied
        // the whole measurement out of the record for every field (memcpy, ten a row).
        withUnsafePointer(to: c) { record in
            let words = record.pointee.target.map { $0.droppedWords.isEmpty ? nil : $0.droppedWords.joined(separator: " ") } ?? nil
            // CRLF, a comma after each of the 17 fields, 9 numbers, the six texts (each counted with
            // its comma), and 16 for the verdict's word (at most 14 bytes).
            var bound = 2 + 17 + 9 * RowWriter.numberBytes + RowWriter.bound(record.pointee.location.file) + RowWriter.bound(record.pointee.key)
                + RowWriter.bound(record.pointee.source?.text) + RowWriter.bound(record.pointee.target?.text)
                + RowWriter.bound(record.pointee.target?.visibleText) + RowWriter.bound(words) + 16
            for f in record.pointee.findings { bound += 1 + f.rule.id.utf8.count }
            // Written in a temporary buffer, then copied into an array of its length
            // (`Array(writingAtMost:)` says why).
            return [UInt8](writingAtMost: bound) { buffer in
                var w = RowWriter(buffer.baseAddress!)
                w.text(record.pointee.location.file)
                if let line = record.pointee.location.line { w.integer(line) }
                w.comma()
                w.text(record.pointee.key); w.text(record.pointee.source?.text); w.text(record.pointee.target?.text)
                w.number(record.pointee.source?.widthPx); w.number(record.pointee.target?.widthPx)
                w.number(record.pointee.growthPx); w.number(record.pointee.growthChars)
                if let lines = record.pointee.target?.lines { w.integer(lines) }
                w.comma()
                w.number(record.pointee.target?.clip.topPx); w.number(record.pointee.target?.clip.bottomPx)
                // Empty when no line-height clears the ink (the search's limit is no answer; see clip-padding).
                w.number(record.pointee.minLineHeight?.found == false ? nil : record.pointee.minLineHeight?.unitless, places: 2)
                w.text(record.pointee.target?.visibleText)
                w.text(words)
                w.text(record.pointee.verdict.rawValue)
                for (k, f) in record.pointee.findings.enumerated() {
                    if k > 0 { w.byte(UInt8(ascii: " ")) }
                    w.raw(f.rule.id)
                }
                w.byte(0x0D); w.byte(0x0A)
                return w.p - buffer.baseAddress!
            }
        }
    }

    /// Writes a row's bytes at a cursor; the caller has made room for them (`bound`).
    struct RowWriter {
        /// The longest a number's field is: `Num.write` writes at most 14 digits, a point and a sign,
        /// and `Num.fmt` (past 1e14) at most 24 characters.
        static let numberBytes = 25
        var p: UnsafeMutablePointer<UInt8>

        init(_ start: UnsafeMutablePointer<UInt8>) { p = start }

        /// A text field's longest form: every byte a doubled quote, inside quotes after a `'`, and its comma.
        static func bound(_ s: String?) -> Int { 2 * (s?.utf8.count ?? 0) + 4 }

        @inline(__always) mutating func byte(_ b: UInt8) { p.pointee = b; p += 1 }
        @inline(__always) mutating func comma() { byte(UInt8(ascii: ",")) }

        mutating func raw(_ s: String) {
            var s = s
            s.withUTF8 { utf8 in
                guard let base = utf8.baseAddress else { return }
                p.update(from: base, count: utf8.count)
                p += utf8.count
            }
        }

        /// RFC 4180: a field with a comma, quote or line break is quoted, and its quotes doubled; one
        /// that would start a formula is quoted after a `'` (the type's comment says why).
        mutating func text(_ s: String?) {
            if var s {
                s.withUTF8 { utf8 in
                    guard let base = utf8.baseAddress else { return }
                    let formula = !utf8.isEmpty && CSVWriter.startsFormula(base.pointee)
                    if !formula && !CSVWriter.needsQuoting(utf8) {
                        p.update(from: base, count: utf8.count)
                        p += utf8.count
                        return
                    }
                    byte(UInt8(ascii: "\""))
                    if formula { byte(UInt8(ascii: "'")) }
                    for b in utf8 {
                        if b == UInt8(ascii: "\"") { byte(b) }
                        byte(b)
                    }
                    byte(UInt8(ascii: "\""))
                }
            }
            comma()
        }

        /// The last field: quoted as `text` quotes, with no comma after it.
        mutating func textLast(_ s: String) {
            text(s)
            p -= 1
        }

        mutating func number(_ v: Double?, places: Int = 3) {
            if let v { p = Num.write(v, places: places, at: p) }
            comma()
        }

        mutating func integer(_ v: Int) { p = Num.write(v, at: p) }
    }

    /// The last record, written only by a finished run: `# end of report: N strings` in the first
    /// field and the other 16 empty, so the column count holds. A CSV without it was cut short
    /// (`docs/reliability.md`, "Discovery and output"); tools that skip `#` lines (pandas
    /// `comment="#"`, R `comment.char`) leave it out.
    public func end(summary: CheckSummary, sink: ReportSink) {
        if let standIns = summary.standInFonts { sink.write(Self.commentRecord(StandIn.line(standIns))) }
        sink.write(Self.endRecord(strings: summary.strings))
    }

    /// A `#` record before the end: the text in the first field (quoted as RFC 4180 quotes a field
    /// with a comma, quote or line break), the other 16 empty.
    static func commentRecord(_ text: String) -> String {
        let field = "# " + text
        let quoted = field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" })
            ? "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"" : field
        return quoted + String(repeating: ",", count: header.count - 1) + "\r\n"
    }

    static func endRecord(strings: Int) -> String {
        "# end of report: \(strings) strings" + String(repeating: ",", count: header.count - 1) + "\r\n"
    }
}
