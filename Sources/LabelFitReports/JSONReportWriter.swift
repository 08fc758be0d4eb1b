import Foundation
import LabelFitCheck
import LabelFitCore

/// One JSON document, written as it goes: settings, then each string, then catalog findings and the
/// summary. The document is closed even when the run stops on an error, so it always parses.
public final class JSONReportWriter: ReportWriter {
    let version: String
    @exclusivity(unchecked) private var first = true
    @exclusivity(unchecked) private var catalogFindings: [Finding] = []
    private let encoder = JSONOutput.encoder(pretty: false)
    @exclusivity(unchecked) private var stream = JSONStream()
    private let fonts = FontDirectory()

    public init(version: String) { self.version = version }

    public func begin(settings: RunSettings, sink: ReportSink) {
        let s = (try? String(decoding: encoder.encode(settings), as: UTF8.self)) ?? "{}"
        sink.write("{\"tool\":\"labelfit\",\"version\":\"\(version)\",\"schema_version\":2,\"settings\":\(s),\"strings\":[\n")
    }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f): catalogFindings.append(f)
        case .string(let c):
            _ = fonts.newFonts(c.source?.fontsUsed, c.target?.fontsUsed)
            stream.reset()
            stream.write(c)
            if !first { sink.write(",\n") }
            stream.withBytes { sink.write(bytes: $0) }
            first = false
        }
    }

    public func end(summary: CheckSummary, sink: ReportSink) {
        let s = (try? String(decoding: encoder.encode(summary), as: UTF8.self)) ?? "{}"
        sink.write("\n],\"catalog_findings\":")
        stream.reset()
        stream.beginArray()
        for f in catalogFindings { stream.write(f) }
        stream.endArray()
        stream.withBytes { sink.write(bytes: $0) }
        sink.write(",\"fonts\":")
        sink.write(bytes: fontList())
        sink.write(",\"summary\":\(s)}\n")
    }

    /// Every font the strings name, described once.
    private func fontList() -> [UInt8] {
        stream.reset()
        stream.beginArray()
        for f in fonts.fonts { stream.writeFont(f) }
        stream.endArray()
        return stream.bytes
    }

    /// Closes the document after a fatal error, keeping what was written valid JSON.
    public func abort(error: String, sink: ReportSink) {
        let e = (try? String(decoding: encoder.encode(error), as: UTF8.self)) ?? "\"error\""
        sink.write("\n],\"fonts\":")
        sink.write(bytes: fontList())
        sink.write(",\"error\":\(e)}\n")
    }
}

/// JSON Lines: one object per line, `{"type":"settings",…}` first, `{"type":"font",…}` before the first
/// string that names that font, `{"type":"string",…}`, `{"type":"catalog_finding",…}`, and a final
/// `{"type":"summary",…}` — for streaming into other tools.
public final class JSONLinesWriter: ReportWriter {
    private let encoder = JSONOutput.encoder(pretty: false)
    @exclusivity(unchecked) private var stream = JSONStream()
    private let fonts = FontDirectory()
    public init() {}

    private func line<T: Encodable>(_ type: String, _ value: T, sink: ReportSink) {
        guard let data = try? encoder.encode(value) else { return }
        var text = String(decoding: data, as: UTF8.self)
        text.removeFirst()
        sink.write("{\"type\":\"\(type)\"," + text + "\n")
    }

    public func begin(settings: RunSettings, sink: ReportSink) { line("settings", settings, sink: sink) }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f):
            stream.reset()
            stream.write(f, type: "catalog_finding")
            stream.withBytes { sink.write(bytes: $0) }
            sink.write(byte: 0x0A)
        case .string(let c):
            // A font is described in its own record before the first string that names it.
            for f in fonts.newFonts(c.source?.fontsUsed, c.target?.fontsUsed) {
                stream.reset()
                stream.writeFont(f, type: "font")
                stream.withBytes { sink.write(bytes: $0) }
                sink.write(byte: 0x0A)
            }
            if let ready = c.reportRow { sink.write(bytes: ready); return }
            stream.reset()
            stream.write(c, type: "string")
            stream.withBytes { sink.write(bytes: $0) }
            sink.write(byte: 0x0A)
        }
    }

    /// One record's line, for `CheckRunner.renderRow`.
    public static func line(_ c: borrowing CheckedString) -> [UInt8] {
        var stream = JSONStream(remembersNumbers: false)
        stream.write(c, type: "string")
        return stream.bytes + [0x0A]
    }

    public func end(summary: CheckSummary, sink: ReportSink) { line("summary", summary, sink: sink) }
}
