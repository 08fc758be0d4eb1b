import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitRender

/// One self-contained HTML file (no network; opens from disk) for QA leads and designers.
///
/// Rows are written as results arrive, so memory stays flat: each string is a compact JSON array in a
/// data block (`<script type="application/json" class="rows">`, a few hundred rows each), its drawings
/// as numbers (`LabelRenderer.drawingData`) that the page turns into SVG only for the rows it shows.
/// The page renders rows on demand — the first screenful, then more as the reader scrolls — and
/// sorts and filters the data, not the DOM, so 20,000 strings open at once. Every glyph outline is
/// defined once at the end; the summary, which needs the totals, is written last and shown first
/// (CSS `order`).
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
    private var worst: [(score: Double, text: String, row: String)] = []
    private var files = Set<String>()
    private var catalogProblems: [Finding] = []
    private var minLineHeight: (value: MinimumLineHeight, key: String, text: String)?
    private var tallestRow: (px: Double, key: String, text: String)?
    private var index = 0
    private var block = JSONStream()
    private var inBlock = 0
    private var fileNumbers: [String: Int] = [:]
    private var fileList: [String] = []
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
            // [key, file (its number in the files list), line, verdict, findings, growth px, growth chars,
            //  source width, target width, lines, clip top, clip bottom, dropped words, source text,
            //  target text, source drawing, target drawing]; findings as [severity, baselined,
            //  rule, message]. Numbers rounded to what the page shows (4 decimals for ratios, 2 for px).
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
                block.beginArray(); block.string(f.severity.rawValue); block.bool(f.baselined); block.string(f.rule.rawValue); block.string(f.message); block.endArray()
            }
            block.endArray()
            block.optional(r(c.growthPx, 1e4)); block.optional(r(c.growthChars, 1e4)); block.optional(r(c.source?.widthPx, 100)); block.optional(r(t?.widthPx, 100))
            block.number(t?.lines ?? 0); block.optional(r(t?.clip.topPx, 100)); block.optional(r(t?.clip.bottomPx, 100))
            block.string(t?.droppedWords.joined(separator: " ") ?? "")
            block.string(c.source?.text ?? ""); block.string(t?.text ?? "")
            block.raw(drawings.source ?? "0"); block.raw(drawings.target ?? "0")
            block.endArray()
            inBlock += 1
            if inBlock == Self.rowsPerBlock { flushBlock(sink) }
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

    /// Closes the current data block into the document. "<" is escaped inside it (only strings can hold
    /// one), so no text can end the script element.
    private func flushBlock(_ sink: ReportSink) {
        guard inBlock > 0 else { return }
        block.endArray()
        let blockBytes = block.bytes   // a copy of the stream's buffer: taken once
        var bytes: [UInt8] = []
        bytes.reserveCapacity(blockBytes.count + 64)
        bytes.append(contentsOf: Array("<script type=\"application/json\" class=\"rows\">".utf8))
        for b in blockBytes {
            if b == UInt8(ascii: "<") { bytes.append(contentsOf: Array("\\u003c".utf8)) } else { bytes.append(b) }
        }
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
        var list = JSONStream()
        list.strings(fileList)
        let filesJSON = String(decoding: list.bytes, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        sink.write("<template id=\"file-options\">\(fileOptions)</template><script type=\"application/json\" id=\"files\">\(filesJSON)</script>")
        sink.write("<script>\(Self.script)</script></body></html>\n")
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
        var rows=[];
        document.querySelectorAll("script.rows").forEach(function(s){var a=JSON.parse(s.textContent);for(var i=0;i<a.length;i++)rows.push(a[i]);});
        var files=JSON.parse(document.getElementById("files").textContent);
        var K=0,FILE=1,LINE=2,VERDICT=3,FINDINGS=4,GROWTH=5,GCHARS=6,SW=7,TW=8,LINES=9,CT=10,CB=11,DROPPED=12,ST=13,TT=14,SD=15,TD=16,ORDER=17;
        rows.forEach(function(r,i){r[ORDER]=i;r[FILE]=files[r[FILE]];r.text=(r[K]+" "+r[ST]+" "+r[TT]).toLowerCase();r.clip=Math.max(r[CT]||0,r[CB]||0);});
        var tbody=document.querySelector("#rows tbody"),more=document.getElementById("more");
        document.getElementById("f-file").insertAdjacentHTML("beforeend",document.getElementById("file-options").innerHTML);
        var verdict=document.getElementById("f-verdict"),file=document.getElementById("f-file"),text=document.getElementById("f-text"),only=document.getElementById("f-findings");
        var view=[],shown=0,PAGE=100,sortKey=null,asc=true;
        var sorters={key:function(r){return r[K]},file:function(r){return r[FILE]},width:function(r){return r[TW]||0},growth:function(r){return r[GROWTH]||0},
          lines:function(r){return r[LINES]},clip:function(r){return r.clip},verdict:function(r){return r[VERDICT]}};
        function esc(s){return String(s).replace(/[&<>"']/g,function(c){return "&#"+c.charCodeAt(0)+";"})}
        function num(v,p){return v===null||v===undefined?"—":String(Math.round(v*Math.pow(10,p))/Math.pow(10,p))}
        function svg(d,label,v){if(!d)return null;
          var w=d[0],h=d[1],m=d[2],oy=d[3],rw=d[4],rh=d[5],cx=d[6],cw=d[7],top=d[8],bottom=d[9];
          var s='<svg xmlns="http://www.w3.org/2000/svg" class="labelfit-label" width="'+w+'" height="'+h+'" viewBox="0 0 '+w+' '+h+'" role="img"><title>'+esc(label)+' — '+v+'</title>';
          s+='<rect class="row" x="'+m+'" y="'+oy+'" width="'+rw+'" height="'+rh+'" fill="none" stroke="#d0d7de"/>';
          if(d[12])s+='<rect class="icon" x="'+d[12][0]+'" y="'+d[12][1]+'" width="'+d[12][2]+'" height="'+d[12][2]+'" rx="4" fill="#d0d7de"/>';
          var g="";
          d[13].forEach(function(l,i){
            s+='<rect class="line-box" data-line="'+(i+1)+'" x="'+cx+'" y="'+l[0]+'" width="'+cw+'" height="'+l[1]+'" fill="#0969da" fill-opacity="0.06" stroke="#0969da" stroke-width="0.5"/>';
            s+='<line class="baseline" x1="'+cx+'" x2="'+(cx+cw)+'" y1="'+l[2]+'" y2="'+l[2]+'" stroke="#8c959f" stroke-dasharray="2 2" stroke-width="0.5"/>';
            var x=l[3]*10,q=l[4];
            for(var k=0;k<q.length;){var c=q[k],e=c<0;if(e)c=-1-c;x+=q[k+1];var dy=0;if(c&1){dy=q[k+2];k+=3}else k+=2;
              g+='<use href="#g'+(c>>1)+'"'+(e?' class="ellipsis" fill="#bf8700"':'')+' x="'+(Math.round(x)/10)+'" y="'+(Math.round(l[2]*10-dy)/10)+'"/>';}
          });
          var n=++svg.n;
          s+='<g fill="#1f2328"><g id="gl'+n+'" class="glyphs">'+g+'</g></g>';
          s+='<clipPath id="out'+n+'"><rect x="0" y="0" width="'+w+'" height="'+top+'"/><rect x="0" y="'+bottom+'" width="'+w+'" height="'+Math.max(0,h-bottom)+'"/></clipPath>';
          s+='<use class="clipped-ink" href="#gl'+n+'" fill="#d1242f" clip-path="url(#out'+n+')"/>';
          if(d[10]||d[11]){s+='<g class="clip-marks" stroke="#d1242f" stroke-width="1">';
            if(d[10])s+='<line x1="'+cx+'" x2="'+(cx+cw)+'" y1="'+top+'" y2="'+top+'"/>';
            if(d[11])s+='<line x1="'+cx+'" x2="'+(cx+cw)+'" y1="'+bottom+'" y2="'+bottom+'"/>';
            s+='</g>';}
          return s+'</svg>';}
        svg.n=0;
        function drawing(d,label,v){var s=svg(d,label,v);return '<div class="drawing">'+(s||esc(label))+'</div>';}
        function row(r){var tr=document.createElement("tr");
          tr.dataset.verdict=r[VERDICT];tr.dataset.file=r[FILE];tr.dataset.findings=r[FINDINGS].length;tr.dataset.text=r.text;tr.dataset.key=r[K];
          tr.dataset.width=r[TW]||0;tr.dataset.growth=r[GROWTH]||0;tr.dataset.lines=r[LINES];tr.dataset.clip=r.clip;tr.dataset.order=r[ORDER];
          var f=r[FINDINGS].map(function(x){return '<li class="'+x[0]+(x[1]?' baselined':'')+'">['+esc(x[2])+'] '+esc(x[3])+'</li>'}).join("");
          tr.innerHTML='<td class="key">'+esc(r[K])+'</td><td class="file">'+esc(r[FILE]+(r[LINE]?":"+r[LINE]:""))+'</td><td class="label" dir="ltr">'+drawing(r[SD],r[ST],r[VERDICT])+'</td>'
            +'<td class="label" dir="rtl">'+drawing(r[TD],r[TT],r[VERDICT])+(r[DROPPED]?'<div class="dropped" dir="rtl">cut: «'+esc(r[DROPPED])+'»</div>':'')+'</td>'
            +'<td class="num">'+num(r[SW],1)+' → '+num(r[TW],1)+'</td><td class="num">'+num(r[GROWTH],2)+'× <small>('+num(r[GCHARS],2)+'× chars)</small></td>'
            +'<td class="num">'+r[LINES]+'</td><td class="num">'+num(r[CT],2)+' / '+num(r[CB],2)+'</td>'
            +'<td><span class="verdict '+r[VERDICT]+'">'+r[VERDICT]+'</span>'+(f?'<ul>'+f+'</ul>':'')+'</td>';
          return tr;}
        function renderMore(){var frag=document.createDocumentFragment(),end=Math.min(view.length,shown+PAGE);
          for(;shown<end;shown++)frag.appendChild(row(rows[view[shown]]));tbody.appendChild(frag);}
        function apply(){var v=verdict.value,f=file.value,t=text.value.trim().toLowerCase(),o=only.checked;
          view=[];for(var i=0;i<rows.length;i++){var r=rows[i];
            if((!v||r[VERDICT]===v)&&(!f||r[FILE]===f)&&(!t||r.text.indexOf(t)>=0)&&(!o||r[FINDINGS].length>0))view.push(i);}
          if(sortKey){var key=sorters[sortKey],numeric=["width","growth","lines","clip"].indexOf(sortKey)>=0;
            view.sort(function(a,b){var x=key(rows[a]),y=key(rows[b]);var c=numeric?x-y:String(x).localeCompare(String(y));return (asc?c:-c)||(rows[a][ORDER]-rows[b][ORDER]);});}
          tbody.textContent="";shown=0;renderMore();
          document.getElementById("shown").textContent=view.length+" of "+rows.length+" shown";}
        new IntersectionObserver(function(entries){if(entries[0].isIntersecting&&shown<view.length){renderMore();}},{rootMargin:"1500px 0px"}).observe(more);
        window.addEventListener("scroll",function(){var b=more.getBoundingClientRect();if(b.top<innerHeight+1500&&shown<view.length)renderMore();},{passive:true});
        [verdict,file,only].forEach(function(e){e.addEventListener("change",apply)});
        var timer;text.addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(apply,120)});
        document.querySelectorAll("button[data-filter]").forEach(function(b){b.addEventListener("click",function(){verdict.value=b.dataset.filter;apply();document.getElementById("rows-section").scrollIntoView();})});
        document.querySelectorAll("th[data-sort]").forEach(function(th){th.addEventListener("click",function(){
          var key=th.dataset.sort;asc=!(sortKey===key&&asc);sortKey=key;
          document.querySelectorAll("th[aria-sort]").forEach(function(o){o.removeAttribute("aria-sort")});
          th.setAttribute("aria-sort",asc?"ascending":"descending");apply();});});
        window.labelfitReport={rows:rows,view:function(){return view}};
        apply();
        window.labelfitReport.readyMs=performance.now();
        })();
        """
}
