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
        var n = Int64(scaled)
        if n < 0 || (n == 0 && scaled.sign == .minus) { out.append(UInt8(ascii: "-")); n = -n }
        var unit: Int64 = 1
        for _ in 0..<places { unit *= 10 }
        append(Int(n / unit), to: &out)
        var fraction = n % unit
        guard fraction != 0 else { return }
        out.append(UInt8(ascii: "."))
        var digits = places
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        var div: Int64 = 1
        for _ in 1..<digits { div *= 10 }
        while div > 0 { out.append(UInt8(ascii: "0") + UInt8(fraction / div % 10)); div /= 10 }
    }

    static func append(_ v: Int, to out: inout [UInt8]) {
        if v < 0 { out.append(UInt8(ascii: "-")) }
        var m = v.magnitude
        if m == 0 { out.append(UInt8(ascii: "0")); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { d in
            while m > 0 { d[count] = UInt8(ascii: "0") + UInt8(m % 10); m /= 10; count += 1 }
            for k in stride(from: count - 1, through: 0, by: -1) { out.append(d[k]) }
        }
    }
}

extension Finding {
    var isFailing: Bool { !baselined && severity == .error }
}
