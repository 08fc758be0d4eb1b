import Foundation
import LabelFitCheck
import LabelFitCore

/// Every report format is a pure function of the same stream of events: begin, each event, end.
public protocol ReportWriter: AnyObject {
    func begin(settings: RunSettings, sink: ReportSink)
    func write(_ event: CheckEvent, sink: ReportSink)
    func end(summary: CheckSummary, sink: ReportSink)
}

public enum ReportFormat: String, CaseIterable, Sendable {
    case table, json, jsonl, csv, junit, sarif, github, html

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
}

extension Finding {
    var isFailing: Bool { !baselined && severity == .error }
}
