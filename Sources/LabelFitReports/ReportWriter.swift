import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitRender

/// Every report format is a pure function of the same stream of events: begin, each event, end.
public protocol ReportWriter: AnyObject {
    func begin(settings: RunSettings, sink: ReportSink)
    func write(_ event: CheckEvent, sink: ReportSink)
    func end(summary: CheckSummary, sink: ReportSink)
}

public enum ReportFormat: String, ClosedSet {
    case table, json, jsonl, csv, junit, sarif, github, html

    /// For reports of one row per string, the row as its writer writes it, to be made on the measuring
    /// threads (`CheckRunner.renderRow`).
    public var rowRenderer: (@Sendable (borrowing CheckedString) -> [UInt8])? {
        switch self {
        case .csv: { CSVWriter.row($0) }
        case .jsonl: { JSONLinesWriter.line($0) }
        default: nil
        }
    }

    /// What the report shows: only the JSON-based ones (JSON, JSON Lines and the HTML report's
    /// embedded records) name the fonts that drew each string and its runs.
    public var measureDetail: MeasureDetail {
        switch self {
        case .json, .jsonl, .html: .full
        case .table, .csv, .junit, .sarif, .github: .summary
        }
    }

    /// `render` draws the labels of the HTML report; without it the report shows their text.
    public func makeWriter(color: Bool, version: String, render: HTMLReportWriter.Render? = nil,
                           glyphs: LabelRenderer.SharedGlyphs = LabelRenderer.SharedGlyphs()) -> ReportWriter {
        switch self {
        case .table: TableWriter(color: color)
        case .json: JSONReportWriter(version: version)
        case .jsonl: JSONLinesWriter()
        case .csv: CSVWriter()
        case .junit: JUnitWriter()
        case .sarif: SARIFWriter(version: version)
        case .github: GitHubAnnotationsWriter()
        case .html: HTMLReportWriter(version: version, glyphs: glyphs, render: render ?? { _ in (nil, nil) })
        }
    }
}

enum Num {
    static func fmt(_ v: Double, places: Int = 2) -> String {
        let p = pow(10, Double(places))
        var s = String((v * p).rounded() / p)
        if s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }

    /// `fmt` written as bytes without making a String: the value rounded to `places` decimals printed
    /// in fixed point with trailing zeros dropped, which is what `fmt` prints for any value whose
    /// rounded form has fewer than 15 significant digits (a test holds the two together); larger
    /// or non-finite values go through `fmt`.
    private static let powersOfTen: [Double] = [1, 10, 100, 1000, 10000, 100000, 1000000]

    static func append(_ v: Double, places: Int, to out: inout [UInt8]) {
        let p = (0...6).contains(places) ? powersOfTen[places] : pow(10, Double(places))
        let scaled = (v * p).rounded()
        guard scaled.isFinite, abs(scaled) < 1e14, (0...6).contains(places) else { out.append(contentsOf: fmt(v, places: places).utf8); return }
        let n = Int64(scaled)
        let negative = n < 0 || (n == 0 && scaled.sign == .minus)
        var magnitude = n.magnitude
        // The fraction's digits without its trailing zeros, then the integer part, written backwards
        // into 24 bytes of stack (at most 14 digits, a point and a sign) and appended at once: a byte at
        // a time, each append checked the array's uniqueness and capacity.
        var places = places
        while places > 0 && magnitude % 10 == 0 { magnitude /= 10; places -= 1 }
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            let end = raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + 24
            var p = end
            if places > 0 {
                let (start, rest) = DecimalDigits.write(magnitude, count: places, endingBefore: p)
                p = start - 1
                p.pointee = UInt8(ascii: ".")
                magnitude = rest
            }
            p = DecimalDigits.write(magnitude, count: decimalLength(magnitude), endingBefore: p).start
            if negative { p -= 1; p.pointee = UInt8(ascii: "-") }
            out.append(contentsOf: UnsafeBufferPointer(start: p, count: end - p))
        }
    }

    static func append(_ v: Int, to out: inout [UInt8]) {
        let m = v.magnitude
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            let end = raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + 24
            var p = DecimalDigits.write(UInt64(m), count: decimalLength(UInt64(m)), endingBefore: end).start
            if v < 0 { p -= 1; p.pointee = UInt8(ascii: "-") }
            out.append(contentsOf: UnsafeBufferPointer(start: p, count: end - p))
        }
    }
}

extension Finding {
    var isFailing: Bool { !baselined && severity == .error }
}
