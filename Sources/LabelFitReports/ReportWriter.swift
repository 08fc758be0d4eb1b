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
    case table, json, jsonl, csv, junit, sarif, github, gitlab, html

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
        case .table, .csv, .junit, .sarif, .github, .gitlab: .summary
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
        case .gitlab: GitLabCodeQualityWriter()
        case .html: HTMLReportWriter(version: version, glyphs: glyphs, render: render ?? { _ in (nil, nil) })
        }
    }
}

enum Num {
    static func fmt(_ v: Double, places: Int = 2) -> String { DecimalText.rounded(v, places: places) }

    /// `fmt` written as bytes without making a String: the value rounded to `places` decimals printed
    /// in fixed point with trailing zeros dropped, which is what `fmt` prints for any value whose
    /// rounded form has fewer than 15 significant digits (a test holds the two together); larger
    /// or non-finite values go through `fmt`.
    private static let powersOfTen: [Double] = [1, 10, 100, 1000, 10000, 100000, 1000000]

    /// `fmt`'s text written at `start` (room for 25 bytes: `fmt` prints at most 24); returns the end.
    static func write(_ v: Double, places: Int, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let p10 = (0...6).contains(places) ? powersOfTen[places] : pow(10, Double(places))
        let scaled = (v * p10).rounded()
        guard scaled.isFinite, abs(scaled) < 1e14, (0...6).contains(places) else {
            var text = fmt(v, places: places)
            return text.withUTF8 { utf8 in
                let n = min(utf8.count, 25)
                start.update(from: utf8.baseAddress!, count: n)
                return start + n
            }
        }
        let n = Int64(scaled)
        let negative = n < 0 || (n == 0 && scaled.sign == .minus)
        var magnitude = n.magnitude
        // The fraction's digits without its trailing zeros, the point, then the integer part: at most
        // 14 digits, a point and a sign.
        var places = places
        while places > 0 && magnitude % 10 == 0 { magnitude /= 10; places -= 1 }
        let integerDigits = decimalLength(magnitude / UInt64(powersOfTen[places]))
        let length = (negative ? 1 : 0) + integerDigits + (places > 0 ? 1 + places : 0)
        let end = start + length
        var p = end
        if places > 0 {
            let (first, rest) = DecimalDigits.write(magnitude, count: places, endingBefore: p)
            p = first - 1
            p.pointee = UInt8(ascii: ".")
            magnitude = rest
        }
        p = DecimalDigits.write(magnitude, count: integerDigits, endingBefore: p).start
        if negative { p -= 1; p.pointee = UInt8(ascii: "-") }
        return end
    }

    /// An integer in decimal at `start` (room for 20 bytes); returns the end.
    static func write(_ v: Int, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let m = UInt64(v.magnitude)
        let length = decimalLength(m) + (v < 0 ? 1 : 0)
        var p = DecimalDigits.write(m, count: decimalLength(m), endingBefore: start + length).start
        if v < 0 { p -= 1; p.pointee = UInt8(ascii: "-") }
        return start + length
    }
}

extension Finding {
    var isFailing: Bool { !baselined && severity == .error }
}
