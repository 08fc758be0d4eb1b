import Foundation
import LabelFitCore
import LabelFitReports

/// What `labelfit measure` writes, record by record as strings are measured:
/// - `jsonl`: a `settings` record (tool, version, settings), a `font` record before the first result
///   that names that font, then one `result` record per input line, and last an `end` record with
///   the number of results (so a reader can tell a complete stream from one cut short, as `check`'s
///   JSON Lines end with their `summary` record), and `stand_in_fonts` when any font used stands in
///   for the device's (`StandIn`);
/// - `json`: one document `{"tool", "version", "schema_version", "settings", "results": [...], "fonts": [...]}`,
///   streamed the same way (fonts last, as only then are they all known), `stand_in_fonts` after them
///   when there are any;
/// - `text`: the table, made at the end (it is for people reading a few lines), and a last line
///   naming the stand-in fonts when there are any.
/// Compact unless `pretty` (a terminal, or `--pretty`); pretty JSON is indented whole at the end.
final class MeasureOutput {
    private let format: String
    private let pretty: Bool
    private let detail: MeasureDetail
    private let sink: ReportSink
    private let fonts = FontDirectory()
    @exclusivity(unchecked) private var stream = JSONStream()
    @exclusivity(unchecked) private var document: [UInt8] = []   // pretty JSON, indented at the end
    @exclusivity(unchecked) private var results: [MeasureResult] = []   // the text table
    @exclusivity(unchecked) private var count = 0

    init(format: String, pretty: Bool, detail: MeasureDetail, version: String, settings: RunSettings) {
        self.format = format
        self.pretty = pretty
        self.detail = detail
        sink = try! ReportSink(path: nil)
        let encodedSettings = (try? JSONOutput.encoder(pretty: false).encode(settings)).map { [UInt8]($0) } ?? Array("{}".utf8)
        let tool = "\"tool\":\"labelfit\",\"version\":\"\(version)\",\"schema_version\":2,\"settings\":"
        switch format {
        case "jsonl": emit(Array("{\"type\":\"settings\",\(tool)".utf8) + encodedSettings + Array("}".utf8))
        case "json": put(Array("{\(tool)".utf8) + encodedSettings + Array(",\"results\":[".utf8))
        default: break
        }
    }

    /// A pair measured: written straight from its measurements when streaming JSON, kept as a record
    /// for the table.
    func write(inputLine: Int?, source: consuming StringMeasurement?, target: consuming StringMeasurement?) {
        guard format == "jsonl" || format == "json" else {
            results.append(MeasureResult(inputLine: inputLine, source: source, target: target))
            count += 1
            return
        }
        writeRecord(sourceFonts: source?.fontsUsed, targetFonts: target?.fontsUsed) { stream, detail, type in
            stream.writeResult(inputLine: inputLine, source: source, target: target, detail: detail, type: type)
        }
    }

    /// A record already made (an input line's error).
    func write(_ result: MeasureResult) {
        guard format == "jsonl" || format == "json" else {
            results.append(result)
            count += 1
            return
        }
        writeRecord(sourceFonts: result.source?.fontsUsed, targetFonts: result.target?.fontsUsed) { stream, detail, type in
            stream.write(result, detail: detail, type: type)
        }
    }

    /// One record in JSON Lines (its new fonts' records first, then a `result` record) or as the JSON
    /// document's next element (fonts listed at the end); `record` writes it into the stream.
    private func writeRecord(sourceFonts: [FontUse]?, targetFonts: [FontUse]?,
                             _ record: (inout JSONStream, MeasureDetail, String?) -> Void) {
        let fresh = fonts.newFonts(sourceFonts, targetFonts)
        if format == "jsonl" {
            for f in fresh {
                stream.reset()
                stream.writeFont(f, type: "font")
                emitStream()
            }
            stream.reset()
            record(&stream, detail, "result")
            emitStream()
        } else {
            stream.reset()
            record(&stream, detail, nil)
            if count > 0 { put([UInt8(ascii: ",")]) }
            stream.withBytes { put($0) }
        }
        count += 1
    }

    func flush() { sink.flush() }

    func finish(standIns: [StandIn] = []) {
        let encodedStandIns = standIns.isEmpty ? [] : Array(",\"stand_in_fonts\":".utf8)
            + ((try? JSONOutput.encoder(pretty: false).encode(standIns)).map { [UInt8]($0) } ?? Array("[]".utf8))
        switch format {
        case "jsonl": emit(Array("{\"type\":\"end\",\"results\":\(count)".utf8) + encodedStandIns + Array("}".utf8))
        case "json":
            stream.reset()
            stream.beginArray()
            for f in fonts.fonts { stream.writeFont(f) }
            stream.endArray()
            put(Array("],\"fonts\":".utf8) + stream.bytes + encodedStandIns + Array("}".utf8))
            if pretty { sink.write(bytes: JSONPretty.indent(document)) }
            sink.write("\n")
        default:
            sink.write(MeasureTextTable.render(results))
            if !standIns.isEmpty { sink.write(StandIn.line(standIns) + "\n") }
        }
        sink.flush()
    }

    /// One JSON Lines record: compact always (a record is one line), indented only when asked.
    private func emit(_ record: [UInt8]) {
        sink.write(bytes: pretty ? JSONPretty.indent(record) : record)
        sink.write("\n")
    }

    /// The record in the stream, straight from its buffer when compact.
    private func emitStream() {
        if pretty { emit(stream.bytes); return }
        stream.withBytes { sink.write(bytes: $0) }
        sink.write(byte: UInt8(ascii: "\n"))
    }

    /// Part of the JSON document: written now when compact, kept to indent at the end when pretty.
    private func put(_ bytes: [UInt8]) {
        if pretty { document.append(contentsOf: bytes) } else { sink.write(bytes: bytes) }
    }

    /// The same, for bytes lent by the stream, without first making an array of them.
    private func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        if pretty { document.append(contentsOf: bytes) } else { sink.write(bytes: bytes) }
    }
}
