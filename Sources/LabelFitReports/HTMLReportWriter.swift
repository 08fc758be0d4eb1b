import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitRender

/// One self-contained HTML file (no network; opens from disk) for QA leads and designers.
///
/// Rows are written as results arrive, so memory stays flat; the summary, which needs the totals, is
/// written last and shown first (CSS `order`), and every glyph outline is defined once at the end and
/// referenced from the rows' SVGs, which keeps 10,000 rows to a few MB per thousand.
public final class HTMLReportWriter: ReportWriter {
    /// Draws a checked string's source and target; nil when drawing is not possible.
    public typealias Render = (CheckedString) -> (source: String?, target: String?)
    let render: Render
    let glyphs: LabelRenderer.SharedGlyphs
    let version: String
    private var settings: RunSettings?
    private var growthPx: [Double] = []
    private var growthChars: [Double] = []
    private var worst: [(score: Double, text: String, row: String)] = []
    private var files = Set<String>()
    private var catalogProblems: [Finding] = []
    private var minLineHeight: (value: MinimumLineHeight, key: String, text: String)?
    private var tallestRow: (px: Double, key: String, text: String)?
    private var index = 0

    public init(version: String, glyphs: LabelRenderer.SharedGlyphs, render: @escaping Render) {
        self.version = version
        self.glyphs = glyphs
        self.render = render
    }

    static func esc(_ s: String) -> String { LabelRenderer.escape(s) }
    static func num(_ v: Double?, _ places: Int = 2) -> String { v.map { Num.fmt($0, places: places) } ?? "—" }

    public func begin(settings: RunSettings, sink: ReportSink) {
        self.settings = settings
        sink.write("""
            <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>LabelFit report</title><style>\(Self.css)</style></head><body><main id="report">
            <section id="rows-section"><h2>Strings</h2>
            <div class="filters"><label>Verdict <select id="f-verdict"><option value="">all</option><option>fits</option><option>wraps</option><option>truncates</option><option>clips</option><option>missing-glyphs</option><option>untranslated</option></select></label>
            <label>File <select id="f-file"><option value="">all</option></select></label>
            <label>Text <input id="f-text" type="search" placeholder="key or text" dir="auto"></label>
            <label><input id="f-findings" type="checkbox"> only with findings</label> <span id="shown"></span></div>
            <table id="rows"><thead><tr><th data-sort="key">Key</th><th data-sort="file">File</th><th>English</th><th>Arabic</th>
            <th data-sort="width" class="num">Width px</th><th data-sort="growth" class="num">Growth</th><th data-sort="lines" class="num">Lines</th>
            <th data-sort="clip" class="num">Clip px</th><th data-sort="verdict">Verdict</th></tr></thead><tbody>

            """)
    }

    public func write(_ event: CheckEvent, sink: ReportSink) {
        switch event {
        case .catalogFinding(let f):
            catalogProblems.append(f)
        case .string(let c):
            index += 1
            files.insert(c.location.file)
            let t = c.target
            if let g = c.growthPx { growthPx.append(g) }
            if let g = c.growthChars { growthChars.append(g) }
            if let t, let m = c.minLineHeight, m.unitless > (minLineHeight?.value.unitless ?? -1) { minLineHeight = (m, c.key, t.text) }
            if let t, t.rowHeightPx > (tallestRow?.px ?? -1) { tallestRow = (t.rowHeightPx, c.key, t.text) }
            let drawings = render(c)
            let clip = max(t?.clip.topPx ?? 0, t?.clip.bottomPx ?? 0)
            let findings = c.findings.map { "<li class=\"\($0.severity.rawValue)\($0.baselined ? " baselined" : "")\">[\($0.rule.rawValue)] \(Self.esc($0.message))</li>" }.joined()
            let text = "\(c.key) \(c.source?.text ?? "") \(t?.text ?? "")".lowercased()
            var row = "<tr data-verdict=\"\(c.verdict.rawValue)\" data-file=\"\(Self.esc(c.location.file))\" data-findings=\"\(c.findings.count)\" data-text=\"\(Self.esc(text))\""
            row += " data-key=\"\(Self.esc(c.key))\" data-width=\"\(t?.widthPx ?? 0)\" data-growth=\"\(c.growthPx ?? 0)\" data-lines=\"\(t?.lines ?? 0)\" data-clip=\"\(clip)\" data-order=\"\(index)\">"
            row += "<td class=\"key\">\(Self.esc(c.key))</td><td class=\"file\">\(Self.esc(c.location.description))</td>"
            // Drawings are inert templates until their row nears the viewport: parsing 20,000 live SVGs
            // would keep a 10,000-row report from opening for many seconds.
            func drawing(_ svg: String?, _ text: String) -> String {
                svg.map { "<div class=\"drawing\"><template>\($0)</template></div>" } ?? "<div class=\"drawing\">\(Self.esc(text))</div>"
            }
            row += "<td class=\"label\" dir=\"ltr\">\(drawing(drawings.source, c.source?.text ?? ""))</td>"
            row += "<td class=\"label\" dir=\"rtl\">\(drawing(drawings.target, t?.text ?? ""))"
            if let t, !t.droppedWords.isEmpty { row += "<div class=\"dropped\" dir=\"rtl\">cut: «\(Self.esc(t.droppedWords.joined(separator: " ")))»</div>" }
            row += "</td><td class=\"num\">\(Self.num(c.source?.widthPx, 1)) → \(Self.num(t?.widthPx, 1))</td>"
            row += "<td class=\"num\">\(Self.num(c.growthPx))× <small>(\(Self.num(c.growthChars))× chars)</small></td>"
            row += "<td class=\"num\">\(t?.lines ?? 0)</td><td class=\"num\">\(Self.num(t?.clip.topPx, 2)) / \(Self.num(t?.clip.bottomPx, 2))</td>"
            row += "<td><span class=\"verdict \(c.verdict.rawValue)\">\(c.verdict.rawValue)</span>\(findings.isEmpty ? "" : "<ul>\(findings)</ul>")</td></tr>\n"
            sink.write(row)
            // The worst: clipped first (by how much), then truncated, then by pixel growth.
            let score = (c.verdict == .missingGlyphs ? 4000 : c.verdict == .clips ? 3000 + clip * 100 : c.verdict == .truncates ? 2000 : 0) + (c.growthPx ?? 0)
            // One entry per distinct translation: the same label in ten formats is one problem.
            let worstText = "\(c.verdict.rawValue)|\(t?.text ?? "")"
            if (worst.count < 10 || score > worst.last!.score), !worst.contains(where: { $0.text == worstText }) {
                let line = "<li><span class=\"verdict \(c.verdict.rawValue)\">\(c.verdict.rawValue)</span> <b>\(Self.esc(c.key))</b> «<span dir=\"rtl\">\(Self.esc(t?.text ?? ""))</span>» — \(Self.num(c.growthPx))× px, clip \(Self.num(clip)) px <small>\(Self.esc(c.location.description))</small></li>"
                worst.append((score, worstText, line))
                worst.sort { $0.score > $1.score }
                if worst.count > 10 { worst.removeLast() }
            }
        }
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
        for mark in [0, 10, 20, 30] { svg += "<text x=\"\(Double(mark) * w)\" y=\"\(h + 12)\" font-size=\"10\" fill=\"currentColor\">\(mark / 10)×</text>" }
        return svg + "</svg></figure>"
    }

    public func end(summary: CheckSummary, sink: ReportSink) {
        sink.write("</tbody></table></section>\n<section id=\"summary\"><h1>LabelFit report</h1>")
        let v = summary.verdicts
        sink.write("<p class=\"meta\">\(summary.strings) strings in \(summary.files) catalogs · \(Self.esc(settings.map { "\($0.profile) profile, \($0.targetFont) at \(Num.fmt($0.sizePx))px, line-height \($0.lineHeight)" } ?? "")) · LabelFit \(version)</p>")
        sink.write("<ul class=\"counts\">")
        for verdict in Verdict.allCases.map(\.rawValue) {
            sink.write("<li><button class=\"verdict \(verdict)\" data-filter=\"\(verdict)\">\(verdict) <b>\(v[verdict] ?? 0)</b></button></li>")
        }
        sink.write("</ul><div class=\"histograms\">")
        sink.write(Self.histogram(growthPx, title: "Growth against English in pixels (target ÷ source width)", color: "#0969da"))
        sink.write(Self.histogram(growthChars, title: "Growth in characters — what character counts would have said", color: "#8c959f"))
        sink.write("</div><div class=\"two\"><div><h2>Worst strings</h2><ol class=\"worst\">\(worst.map(\.row).joined())</ol></div><div><h2>Recommended for this run</h2><dl>")
        if let m = minLineHeight {
            sink.write("<dt>line-height (\(Self.esc(settings?.targetFont ?? "")))</dt><dd>≥ \(Num.fmt(m.value.unitless)) (\(Num.fmt(m.value.px))px; whole px ≥ \(m.value.wholePx)) — decided by <b>\(Self.esc(m.key))</b> «<span dir=\"rtl\">\(Self.esc(m.text))</span>»</dd>")
        }
        if let r = tallestRow {
            sink.write("<dt>row min-block-size</dt><dd>≥ \(Num.fmt(r.px))px — decided by <b>\(Self.esc(r.key))</b> «<span dir=\"rtl\">\(Self.esc(r.text))</span>»</dd>")
        }
        sink.write("</dl>")
        if !catalogProblems.isEmpty {
            sink.write("<h2>Catalog problems</h2><ul class=\"problems\">" + catalogProblems.map { "<li class=\"\($0.severity.rawValue)\">\(Self.esc($0.location.description)): \(Self.esc($0.message))</li>" }.joined() + "</ul>")
        }
        sink.write("</div></div></section></main>")
        sink.write(glyphs.definitions())
        let fileOptions = files.sorted().map { "<option>\(Self.esc($0))</option>" }.joined()
        sink.write("<template id=\"file-options\">\(fileOptions)</template><script>\(Self.script)</script></body></html>\n")
    }

    static let css = """
        :root{color-scheme:light dark;--fits:#1a7f37;--wraps:#0969da;--truncates:#9a6700;--clips:#cf222e;--missing:#8250df;font-family:system-ui,sans-serif}
        body{margin:0}main{display:flex;flex-direction:column;padding-block:1rem;padding-inline:1.25rem;gap:1rem}
        #summary{order:-1}h1{font-size:1.4rem;margin-block:0 .25rem}h2{font-size:1.05rem;margin-block:.5rem}
        .meta{margin-block:0;color:GrayText}.counts{display:flex;gap:.5rem;list-style:none;padding:0;margin:0}
        .verdict{display:inline-block;border:0;border-radius:.3rem;padding-block:.15rem;padding-inline:.45rem;color:#fff;font:inherit;font-size:.8rem;background:gray}
        button.verdict{cursor:pointer;font-size:.95rem}.verdict.fits{background:var(--fits)}.verdict.wraps{background:var(--wraps)}
        .verdict.truncates{background:var(--truncates)}.verdict.clips{background:var(--clips)}.verdict.missing-glyphs{background:var(--missing)}
        .histograms,.two{display:grid;grid-template-columns:repeat(auto-fit,minmax(22rem,1fr));gap:1rem}
        .histogram{margin:0}.histogram svg{inline-size:100%;block-size:auto}figcaption{font-size:.85rem}
        .filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-block-end:.5rem;font-size:.85rem}
        .filters label{display:flex;flex-direction:column;gap:.2rem}
        table{border-collapse:collapse;inline-size:100%;font-size:.85rem}th,td{border-block-end:1px solid color-mix(in srgb,currentColor 15%,transparent);padding-block:.3rem;padding-inline:.4rem;text-align:start;vertical-align:top}
        th[data-sort]{cursor:pointer;user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
        .num{text-align:end;white-space:nowrap}td.label svg{max-inline-size:16rem;block-size:auto}
        .drawing{min-block-size:2.5rem}td.file{white-space:nowrap;color:GrayText}
        td ul{margin:.25rem 0 0;padding-inline-start:1rem}li.error{color:var(--clips)}li.warning{color:var(--truncates)}li.baselined{color:GrayText}
        .dropped{color:var(--truncates);font-size:.8rem}.worst{padding-inline-start:1.2rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dd{margin:0}
        """

    static let script = """
        (function(){
        "use strict";
        var rows=Array.prototype.slice.call(document.querySelectorAll("#rows tbody tr"));
        var tbody=document.querySelector("#rows tbody");
        document.getElementById("f-file").insertAdjacentHTML("beforeend",document.getElementById("file-options").innerHTML);
        var verdict=document.getElementById("f-verdict"),file=document.getElementById("f-file"),text=document.getElementById("f-text"),only=document.getElementById("f-findings");
        function apply(){var v=verdict.value,f=file.value,t=text.value.trim().toLowerCase(),o=only.checked,n=0;
          for(var i=0;i<rows.length;i++){var r=rows[i],ok=(!v||r.dataset.verdict===v)&&(!f||r.dataset.file===f)&&(!t||r.dataset.text.indexOf(t)>=0)&&(!o||r.dataset.findings!=="0");
            r.hidden=!ok;if(ok)n++;}
          document.getElementById("shown").textContent=n+" of "+rows.length+" shown";}
        [verdict,file,only].forEach(function(e){e.addEventListener("change",apply)});
        var timer;text.addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(apply,120)});
        document.querySelectorAll("button[data-filter]").forEach(function(b){b.addEventListener("click",function(){verdict.value=b.dataset.filter;apply();document.getElementById("rows-section").scrollIntoView();})});
        document.querySelectorAll("th[data-sort]").forEach(function(th){th.addEventListener("click",function(){
          var key=th.dataset.sort,asc=th.getAttribute("aria-sort")!=="ascending";
          document.querySelectorAll("th[aria-sort]").forEach(function(o){o.removeAttribute("aria-sort")});
          th.setAttribute("aria-sort",asc?"ascending":"descending");
          var numeric=["width","growth","lines","clip"].indexOf(key)>=0;
          rows.sort(function(a,b){var x=a.dataset[key],y=b.dataset[key];var c=numeric?(parseFloat(x)-parseFloat(y)):x.localeCompare(y);return (asc?c:-c)||(a.dataset.order-b.dataset.order);});
          var frag=document.createDocumentFragment();rows.forEach(function(r){frag.appendChild(r)});tbody.appendChild(frag);});});
        var lazy=new IntersectionObserver(function(entries){entries.forEach(function(e){if(!e.isIntersecting)return;
          var t=e.target.querySelector("template");if(t){e.target.appendChild(t.content);t.remove();}lazy.unobserve(e.target);});},{rootMargin:"1200px 0px"});
        document.querySelectorAll(".drawing").forEach(function(d){if(d.querySelector("template"))lazy.observe(d);});
        apply();
        })();
        """
}
