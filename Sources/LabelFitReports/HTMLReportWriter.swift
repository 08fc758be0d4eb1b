import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitRender

/// One self-contained HTML file (no network; opens from disk) for QA leads, designers and translators.
///
/// Rows are written as results arrive, so memory stays flat: each string is a compact JSON array in a
/// data block (`<script type="application/json" class="rows">`, a few hundred rows each), its drawings
/// as numbers (`LabelRenderer.drawingData`) that the page turns into SVG only for a row that is opened.
/// The page renders one-line rows on demand — the first screenful, then more as the reader scrolls —
/// and sorts and filters the data, not the DOM, so 20,000 strings open at once. Every glyph outline is
/// defined once at the end; the summary and the findings grouped by rule, which need the totals, are
/// written last and shown first (CSS `order`). Layout, sorting and bidi rules: `HTMLReportPage`.
public final class HTMLReportWriter: ReportWriter {
    /// A checked string's source and target drawings (`LabelRenderer.drawingData`); nil when drawing
    /// is not possible (the row then shows the text).
    public typealias Render = (CheckedString) -> (source: String?, target: String?)
    let render: Render
    let glyphs: LabelRenderer.SharedGlyphs
    let version: String
    private var settings: RunSettings?
    private var growthPx: [Double] = []
    private var growthChars: [Double] = []
    private var largestGrowth: [(growth: Double, text: String, row: String)] = []
    private var failing = FailingFindings()
    private var rows = RowRecommendation()
    private var files = Set<String>()
    private var catalogProblems: [Finding] = []
    private var minLineHeight: (value: MinimumLineHeight, key: String, text: String)?
    private var index = 0
    private var block = JSONStream()
    private var inBlock = 0
    private var fileNumbers: [String: Int] = [:]
    private var fileList: [String] = []
    /// Findings per rule and severity (baselined ones apart), for "Findings by rule".
    private var ruleCounts: [Rule: [String: Int]] = [:]
    private var targetLocale: String?
    static let rowsPerBlock = 500

    public init(version: String, glyphs: LabelRenderer.SharedGlyphs, render: @escaping Render) {
        self.version = version
        self.glyphs = glyphs
        self.render = render
    }

    static func esc(_ s: String) -> String { LabelRenderer.escape(s) }
    static func num(_ v: Double?, _ places: Int = 2) -> String { v.map { Num.fmt($0, places: places) } ?? "—" }

    public func begin(settings: RunSettings, sink: ReportSink) {
        self.settings = settings
        let sortable = { (key: String, cls: String, title: String) in
            "<th class=\"\(cls)\" data-sort=\"\(key)\" scope=\"col\"><button type=\"button\">\(title)</button></th>"
        }
        let head = [
            "<th class=\"c-x\" scope=\"col\"><span class=\"sr-only\">Open</span></th>",
            sortable("verdict", "c-verdict", "Verdict"), sortable("key", "c-key", "Key"), sortable("file", "c-file", "File"),
            sortable("en", "c-en", "English"), sortable("ar", "c-ar", "Arabic"), sortable("width", "c-width num", "Width px"),
            sortable("growth", "c-growth num", "Growth"), sortable("lines", "c-lines num", "Lines"), sortable("clip", "c-clip num", "Clip<span class=\"unit\"> px</span>"),
            sortable("findings", "c-findings", "Findings"),
        ].joined()
        sink.write("""
            <!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>LabelFit report</title><style>\(HTMLReportPage.css)</style></head><body><main id="report">
            <section id="rows-section"><h2>Strings</h2>
            <div class="filters"><label>Verdict <select id="f-verdict"><option value="">all</option><option>fits</option><option>wraps</option><option>truncates</option><option>clips</option><option>missing-glyphs</option><option>untranslated</option></select></label>
            <label>Rule <select id="f-rule"><option value="">all</option></select></label>
            <label>File <select id="f-file"><option value="">all</option></select></label>
            <label>Text <input id="f-text" type="search" placeholder="key or text" dir="auto"></label>
            <label class="check"><input id="f-findings" type="checkbox"> only with findings</label> <span id="shown" role="status"></span></div>
            <table id="rows"><caption class="sr-only">One string per row; the column headers sort the table; a row's first button opens its drawing and details</caption>
            <thead><tr>\(head)</tr></thead><tbody>

            """)
    }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f):
            catalogProblems.append(f)
            count(f)
            failing.add(f, string: nil, row: nil)
        case .string(let c):
            index += 1
            c.findings.forEach(count)
            for f in c.findings { failing.add(f, string: c, row: index - 1) }
            rows.add(c)
            if targetLocale == nil, let t = c.target { targetLocale = t.locale }
            files.insert(c.location.file)
            let t = c.target
            if let g = c.growthPx { growthPx.append(g) }
            if let g = c.growthChars { growthChars.append(g) }
            if let t, let m = c.minLineHeight, m.unitless > (minLineHeight?.value.unitless ?? -1) { minLineHeight = (m, c.key, t.text) }
            let drawings = render(c)
            let clip = max(t?.clip.topPx ?? 0, t?.clip.bottomPx ?? 0)
            // [key, file (its number in the files list), line, verdict, findings, growth px, growth chars,
            //  source width, target width, lines, clip top, clip bottom, dropped words, source text,
            //  target text, source drawing, target drawing, target direction (1 right to left, 0 left to
            //  right), the character whose ink passes the worse clipped edge ("" when none)]; findings as
            //  [severity, baselined, rule, message(, 1 when «U+0001» in it stands for «target text»)].
            //  Numbers rounded to what the page shows (4 decimals for ratios, 2 for px).
            if inBlock == 0 { block.reset(); block.beginArray() }
            let fileNumber: Int
            if let n = fileNumbers[c.location.file] { fileNumber = n } else {
                fileNumber = fileList.count
                fileNumbers[c.location.file] = fileNumber
                fileList.append(c.location.file)
            }
            func r(_ v: Double?, _ places: Double) -> Double? { v.map { ($0 * places).rounded() / places } }
            block.beginArray()
            block.string(c.key); block.number(fileNumber); block.optional(c.location.line); block.string(c.verdict.rawValue)
            block.beginArray()
            for f in c.findings {
                block.beginArray(); block.string(f.severity.rawValue); block.bool(f.baselined); block.string(f.rule.id)
                // Most messages quote the whole target text, which the row holds already: written
                // as «U+0001» (and a 1 after the message) it costs a byte, not the text again.
                if let t, !t.text.isEmpty, !f.message.contains("\u{1}"), f.message.contains("«\(t.text)»") {
                    block.string(f.message.replacingOccurrences(of: "«\(t.text)»", with: "«\u{1}»")); block.number(1)
                } else {
                    block.string(f.message)
                }
                block.endArray()
            }
            block.endArray()
            block.optional(r(c.growthPx, 1e4)); block.optional(r(c.growthChars, 1e4)); block.optional(r(c.source?.widthPx, 100)); block.optional(r(t?.widthPx, 100))
            block.number(t?.lines ?? 0); block.optional(r(t?.clip.topPx, 100)); block.optional(r(t?.clip.bottomPx, 100))
            block.string(t?.droppedWords.joined(separator: " ") ?? "")
            block.string(c.source?.text ?? ""); block.string(t?.text ?? "")
            block.raw(drawings.source ?? "0"); block.raw(drawings.target ?? "0")
            block.number(t?.direction == .ltr ? 0 : 1)
            block.string(t.map { ($0.clip.bottomPx >= $0.clip.topPx ? $0.clip.bottomCharacter : $0.clip.topCharacter) ?? "" } ?? "")
            block.endArray()
            inBlock += 1
            if inBlock == Self.rowsPerBlock { flushBlock(sink) }
            // The ten largest growths in pixels, each with its verdict (what fails is listed apart, by
            // rule: `FailingFindings`). One entry per distinct translation: the same label in ten
            // formats is one string.
            if let growth = c.growthPx, let t, largestGrowth.count < 10 || growth > largestGrowth.last!.growth,
               !largestGrowth.contains(where: { $0.text == t.text }) {
                let line = "<li><span class=\"verdict \(c.verdict.rawValue)\">\(c.verdict.rawValue)</span> <b><bdi>\(Self.esc(c.key))</bdi></b> «\(Self.isolate(t.text, direction: t.direction))» — \(Self.num(growth))× px, clip \(Self.num(clip)) px <small dir=\"ltr\">\(Self.esc(c.location.description))</small></li>"
                largestGrowth.append((growth, t.text, line))
                largestGrowth.sort { $0.growth > $1.growth }
                if largestGrowth.count > 10 { largestGrowth.removeLast() }
            }
        }
    }

    private func count(_ f: Finding) {
        let column = f.baselined ? "baselined" : f.severity.rawValue
        ruleCounts[f.rule, default: [:]][column, default: 0] += 1
    }

    /// Text of the target's language inside English prose: an isolate (`<bdi>`, HTML §4.5.24), so that
    /// neither reorders the other (UAX #9 X5a–X5c); in the text's own direction when known, else
    /// found from its first strong character (the `bdi` default, `dir=auto`).
    static func isolate(_ text: String, direction: TextDirection?) -> String {
        "<bdi" + (direction.map { " dir=\"\($0.rawValue)\"" } ?? "") + ">" + esc(text) + "</bdi>"
    }

    /// A message (English, left to right) with each «quoted» text in it isolated, as the page's
    /// script does for the findings in the rows.
    static func isolatedMessage(_ message: String) -> String {
        var out = "<span class=\"msg\" dir=\"ltr\">"
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "«"), let close = rest[open...].firstIndex(of: "»") {
            out += esc(String(rest[..<open])) + "«" + isolate(String(rest[rest.index(after: open)..<close]), direction: nil) + "»"
            rest = rest[rest.index(after: close)...]
        }
        return out + esc(String(rest)) + "</span>"
    }

    /// A histogram of ratios in 0.1 bins from 0 to 3 (the last bin holds everything above), as SVG bars.
    static func histogram(_ values: [Double], title: String, color: String) -> String {
        var bins = [Int](repeating: 0, count: 31)
        for v in values { bins[min(30, max(0, Int((v * 10).rounded(.down))))] += 1 }
        let peak = max(bins.max() ?? 1, 1)
        let w = 10.0, h = 80.0
        var svg = "<figure class=\"histogram\"><figcaption>\(esc(title))</figcaption><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(Double(bins.count) * w)) \(Int(h + 14))\" role=\"img\" aria-label=\"\(esc(title))\">"
        for (i, n) in bins.enumerated() where n > 0 {
            let bh = h * Double(n) / Double(peak)
            svg += "<rect x=\"\(Double(i) * w + 1)\" y=\"\(h - bh)\" width=\"\(w - 2)\" height=\"\(bh)\" fill=\"\(color)\"><title>\(Num.fmt(Double(i) / 10))–\(i == 30 ? "…" : Num.fmt(Double(i + 1) / 10))×: \(n)</title></rect>"
        }
        svg += "<line x1=\"100\" x2=\"100\" y1=\"0\" y2=\"\(h)\" stroke=\"currentColor\" stroke-dasharray=\"2 2\"/>"
        for mark in [0, 10, 20, 30] {
            let anchor = mark == 0 ? "start" : mark == 30 ? "end" : "middle"
            svg += "<text x=\"\(Double(mark) * w)\" y=\"\(h + 12)\" font-size=\"10\" text-anchor=\"\(anchor)\" fill=\"currentColor\">\(mark / 10)×</text>"
        }
        return svg + "</svg></figure>"
    }

    /// Closes the current data block into the document, escaped by `JSONScriptBlock` so no text can
    /// end the script element.
    private func flushBlock(_ sink: ReportSink) {
        guard inBlock > 0 else { return }
        block.endArray()
        let blockBytes = block.bytes   // a copy of the stream's buffer: taken once
        var bytes: [UInt8] = []
        bytes.reserveCapacity(blockBytes.count + 64)
        bytes.append(contentsOf: Array("<script type=\"application/json\" class=\"rows\">".utf8))
        bytes.append(contentsOf: JSONScriptBlock.bytes(blockBytes))
        bytes.append(contentsOf: Array("</script>\n".utf8))
        sink.write(bytes: bytes)
        inBlock = 0
    }

    public func end(summary: CheckSummary, sink: ReportSink) {
        sink.write("</tbody></table><div id=\"more\"></div></section>\n")
        flushBlock(sink)
        sink.write("<section id=\"summary\"><h1>LabelFit report</h1>")
        let v = summary.verdicts
        sink.write("<p class=\"meta\">\(summary.strings) strings in \(summary.files) catalogs · \(Self.esc(settings.map { "\($0.profile) profile, \($0.targetFont) at \(Num.fmt($0.sizePx))px, line-height \($0.lineHeight)" } ?? "")) · LabelFit \(version)</p>")
        if let standIns = summary.standInFonts { sink.write("<p class=\"meta stand-ins\">\(Self.esc(StandIn.line(standIns)))</p>") }
        sink.write("<ul class=\"counts\">")
        for verdict in Verdict.allCases.map(\.rawValue) {
            sink.write("<li><button class=\"verdict \(verdict)\" data-filter=\"\(verdict)\">\(verdict) <b>\(v[verdict] ?? 0)</b></button></li>")
        }
        sink.write("</ul>")
        sink.write(failing.html(baselined: summary.baselined))
        sink.write("<div class=\"histograms\">")
        let targetDirection = targetLocale.map(TextDirection.init(locale:))
        sink.write(Self.histogram(growthPx, title: "Growth against English in pixels (target ÷ source width)", color: "#0969da"))
        sink.write(Self.histogram(growthChars, title: "Growth in characters — what character counts would have said", color: "#8c959f"))
        sink.write("</div><div class=\"two\"><div><h2>Largest growth against the English</h2><ol class=\"worst\">\(largestGrowth.map(\.row).joined())</ol></div><div><h2>Recommended for this run</h2><dl>")
        if let m = minLineHeight {
            sink.write("<dt>line-height (\(Self.esc(settings?.targetFont ?? "")))</dt><dd>≥ \(Num.fmt(m.value.unitless)) (\(Num.fmt(m.value.px))px; whole px ≥ \(m.value.wholePx)) — decided by <b><bdi>\(Self.esc(m.key))</bdi></b> «\(Self.isolate(m.text, direction: targetDirection))»</dd>")
        }
        if rows.rowLike + rows.notRowLike > 0 { sink.write(rows.html(direction: targetDirection)) }
        sink.write("</dl>")
        if !catalogProblems.isEmpty {
            sink.write("<h2>Catalog problems</h2><ul class=\"problems\">" + catalogProblems.map { "<li class=\"\($0.severity.rawValue)\"><span dir=\"ltr\">\(Self.esc($0.location.description))</span>: \(Self.isolatedMessage($0.message))</li>" }.joined() + "</ul>")
        }
        sink.write("</div></div></section>")
        writeRules(sink)
        sink.write("</main>")
        sink.write(glyphs.definitions())
        let fileOptions = files.sorted().map { "<option>\(Self.esc($0))</option>" }.joined()
        var list = JSONStream()
        list.strings(fileList)
        let filesJSON = String(decoding: list.bytes, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        sink.write("<template id=\"file-options\">\(fileOptions)</template><script type=\"application/json\" id=\"files\">\(filesJSON)</script>")
        var page = JSONStream()
        page.beginObject()
        page.key("device_scale"); page.number(settings?.deviceScale ?? 1)
        page.key("target_locale"); page.optional(targetLocale)
        page.endObject()
        let pageJSON = String(decoding: page.bytes, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        sink.write("<script type=\"application/json\" id=\"settings\">\(pageJSON)</script>")
        sink.write("<script>\(HTMLReportPage.script)</script></body></html>\n")
    }

    /// Each rule that found something, in `CheckRules`' order: its counts by severity, what it means and
    /// what to do (said once here, so a row needs only its numbers), a button that shows its strings
    /// in the table and, when opened, its first findings (listed by the page's script).
    private func writeRules(_ sink: ReportSink) {
        let found = CheckRules.rules.filter { ruleCounts[$0] != nil }
        guard !found.isEmpty else { return }
        sink.write("<section id=\"rules\"><h2>Findings by rule</h2>")
        for rule in found {
            let counts = ruleCounts[rule] ?? [:]
            let parts = [("error", "error", "errors"), ("warning", "warning", "warnings"), ("info", "info", "info"), ("baselined", "baselined", "baselined")]
                .compactMap { key, one, many in counts[key].map { "\($0) \($0 == 1 ? one : many)" } }
            let total = counts.values.reduce(0, +)
            sink.write("<details data-rule=\"\(rule.id)\"><summary><span class=\"rule \(counts["error"] != nil ? "error" : counts["warning"] != nil ? "warning" : "info")\">\(rule.id)</span> <b>\(total)</b> — \(parts.joined(separator: " · "))</summary>")
            sink.write("<p>\(Self.esc(CheckRules.description(of: rule)?.explanation ?? ""))</p>")
            if rule != .catalog {
                sink.write("<p><button type=\"button\" data-show-rule=\"\(rule.id)\">Show these strings in the table</button></p><ol class=\"examples\"></ol>")
            }
            sink.write("</details>")
        }
        sink.write("</section>")
    }
}
