/// The HTML report's style sheet and script, inlined into every report (the file opens from disk, with
/// no network). The script reads the rows' data blocks (see `HTMLReportWriter`), renders a page of
/// one-line rows at a time, and draws a string only when its row is opened.
///
/// What the layout holds to, and why:
/// - A row is one line box (`table-layout: fixed`, cells `nowrap` with an ellipsis): a screen shows
///   some 25 strings instead of 3½, and the table is never wider than the window (CSS 2.1 §17.5.2.1:
///   with a fixed layout the table's width does not depend on the cells' content).
/// - Columns a phone has no room for are hidden below 64rem and 40rem; an opened row shows them all.
/// - Sorting follows the WAI-ARIA APG sortable table: each sortable header holds a `<button>` (Enter
///   and Space activate it), the sorted column's header carries `aria-sort`
///   (https://www.w3.org/WAI/ARIA/apg/patterns/table/examples/sortable-table/).
/// - Messages are English, laid out left to right; each «quoted» text in one is a `<bdi>`, an isolate
///   (HTML §4.5.24 the bdi element; UAX #9 rules X5a–X5c), in the target's direction when it is the
///   target's text, so an Arabic quote can neither reorder the message around it nor be reordered by it.
/// - Drawings zoom to the profile's device pixels and beyond, with a device-pixel grid from 4×; a
///   clipped edge gets an inset magnified until a tenth of a pixel is visible.
enum HTMLReportPage {
    static let css = """
        :root{color-scheme:light dark;--fits:#1a7f37;--wraps:#0969da;--truncates:#9a6700;--clips:#cf222e;--missing:#8250df;--line:1.5rem;font-family:system-ui,sans-serif}
        *,*::before,*::after{box-sizing:border-box}
        body{margin:0}main{display:flex;flex-direction:column;padding-block:1rem;padding-inline:clamp(.5rem,2vw,1.25rem);gap:1rem}
        section{min-inline-size:0}#summary{order:-2}#rules{order:-1}
        h1{font-size:1.4rem;margin-block:0 .25rem}h2{font-size:1.05rem;margin-block:.5rem}
        .meta{margin-block:0;color:GrayText;overflow-wrap:anywhere}.counts{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:0}
        .verdict,.rule{display:inline-block;border:0;border-radius:.3rem;padding-block:0;padding-inline:.4rem;color:#fff;font:inherit;font-size:.75rem;line-height:1.25rem;vertical-align:middle;background:gray}
        button.verdict{cursor:pointer;font-size:.95rem;line-height:1.6rem}.verdict.fits{background:var(--fits)}.verdict.wraps{background:var(--wraps)}
        .verdict.truncates{background:var(--truncates)}.verdict.clips{background:var(--clips)}.verdict.missing-glyphs{background:var(--missing)}
        .rule.error{background:var(--clips)}.rule.warning{background:var(--truncates)}.rule.info{background:var(--wraps)}
        .histograms,.two{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(22rem,100%),1fr));gap:1rem}
        .histogram{margin:0}.histogram svg{inline-size:100%;max-inline-size:36rem;block-size:auto}figcaption{font-size:.85rem}
        .worst,.fails{padding-inline-start:1.2rem}.worst li,.fails li,.problems li,dd{overflow-wrap:anywhere}
        #fails h3{font-size:.95rem;margin-block:.6rem .2rem}#fails h4{font-size:.9rem;font-weight:400;margin-block:.4rem .1rem}.fails{margin-block:0;font-size:.85rem}.more-fails{margin-block:.2rem;font-size:.85rem}
        dl{display:grid;grid-template-columns:fit-content(45%) minmax(0,1fr);gap:.3rem 1rem}dd{margin:0}
        #rules details{border-block-end:1px solid color-mix(in srgb,currentColor 15%,transparent);padding-block:.3rem}
        #rules summary{cursor:pointer}#rules p{margin-block:.3rem;max-inline-size:60rem}.examples{padding-inline-start:1.2rem;overflow-wrap:anywhere;font-size:.85rem}.examples li{color:inherit}
        .filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-block-end:.5rem;font-size:.85rem}
        .filters label{display:flex;flex-direction:column;gap:.2rem;min-inline-size:0;max-inline-size:100%}
        .filters label.check{flex-direction:row;align-items:center}.filters select,.filters input{max-inline-size:min(18rem,100%);font:inherit}
        table{table-layout:fixed;border-collapse:collapse;inline-size:100%;font-size:.85rem}
        th,td{border-block-end:1px solid color-mix(in srgb,currentColor 15%,transparent);padding-block:.25rem;padding-inline:.4rem;line-height:var(--line);
          text-align:start;vertical-align:middle;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        thead th{position:sticky;inset-block-start:0;background:Canvas;z-index:1;font-weight:600}
        th button,td button.expand{font:inherit;line-height:var(--line);padding:0;border:0;background:none;color:inherit;cursor:pointer;max-inline-size:100%;overflow:hidden;text-overflow:ellipsis}
        th[aria-sort=ascending] button::after{content:" ▲"}th[aria-sort=descending] button::after{content:" ▼"}
        button.expand{inline-size:1.5rem}button.expand::before{content:"▸"}button.expand[aria-expanded=true]::before{content:"▾"}
        .num{text-align:end}.c-x{inline-size:2.1rem}.c-verdict{inline-size:7.5rem}.c-key{inline-size:13%}.c-file{inline-size:10%}
        .c-width{inline-size:7.5rem}.c-growth{inline-size:4.5rem}.c-lines{inline-size:3.5rem}.c-clip{inline-size:4.5rem}.c-findings{inline-size:8.5rem}
        td.c-file{color:GrayText}td.c-findings .rule{margin-inline-end:.2rem}
        tr.detail>td{white-space:normal;overflow:visible;background:color-mix(in srgb,currentColor 4%,transparent)}
        .detail-body{display:flex;flex-direction:column;gap:.5rem;padding-block:.4rem;min-inline-size:0}
        .detail-body dl{font-size:.85rem}.findings{margin:0;padding-inline-start:1.1rem;overflow-wrap:anywhere}
        li.error{color:var(--clips)}li.warning{color:var(--truncates)}li.baselined{color:GrayText}.findings .rule{margin-inline-end:.3rem}
        .zoom{display:flex;flex-wrap:wrap;gap:.3rem;align-items:center;font-size:.8rem}.zoom button{font:inherit;padding-inline:.5rem}
        .zoom button[aria-pressed=true]{font-weight:700;outline:2px solid var(--wraps)}
        .drawings{overflow:auto;max-block-size:70vh;max-inline-size:100%}.drawings figure,.inset{margin:0}.drawings svg,.inset svg{display:block}
        .labelfit-label line,.labelfit-label rect,.labelfit-label path.pixel-grid{vector-effect:non-scaling-stroke}
        .inset svg{border:1px solid color-mix(in srgb,currentColor 30%,transparent);max-inline-size:100%;block-size:auto}.inset figcaption{max-inline-size:40rem}
        .sr-only{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        bdi{unicode-bidi:isolate}
        @media (max-width:64rem){.c-file,.c-lines{display:none}}
        @media (max-width:40rem){.unit{display:none}.c-en,.c-width,.c-growth,.c-findings{display:none}th,td{padding-inline:.25rem}.c-verdict{inline-size:5.75rem}.c-key{inline-size:auto}.c-clip{inline-size:3.75rem}}
        """

    static let script = """
        (function(){
        "use strict";
        var $=function(id){return document.getElementById(id)};
        var settings=JSON.parse($("settings").textContent),DS=settings.device_scale||1;
        var rows=[];
        document.querySelectorAll("script.rows").forEach(function(s){var a=JSON.parse(s.textContent);for(var i=0;i<a.length;i++)rows.push(a[i]);});
        var files=JSON.parse($("files").textContent);
        var K=0,FILE=1,LINE=2,VERDICT=3,FINDINGS=4,GROWTH=5,GCHARS=6,SW=7,TW=8,LINES=9,CT=10,CB=11,DROPPED=12,ST=13,TT=14,SD=15,TD=16,DIR=17,CCH=18;
        var ruleStrings={};
        rows.forEach(function(r,i){r.o=i;r[FILE]=files[r[FILE]];r.text=(r[K]+" "+r[ST]+" "+r[TT]).toLowerCase();r.clip=Math.max(r[CT]||0,r[CB]||0);
          var s="|";for(var j=0;j<r[FINDINGS].length;j++){var rule=r[FINDINGS][j][2];if(s.indexOf("|"+rule+"|")<0){s+=rule+"|";ruleStrings[rule]=(ruleStrings[rule]||0)+1;}}r.rules=s;});
        var tbody=document.querySelector("#rows tbody"),more=$("more");
        $("f-file").insertAdjacentHTML("beforeend",$("file-options").innerHTML);
        var verdict=$("f-verdict"),file=$("f-file"),ruleFilter=$("f-rule"),text=$("f-text"),only=$("f-findings");
        var view=[],shown=0,PAGE=100,sortKey=null,asc=true,open={};
        var sorters={key:function(r){return r[K]},file:function(r){return r[FILE]+":"+(1e9+(r[LINE]||0))},en:function(r){return r[ST]},ar:function(r){return r[TT]},
          width:function(r){return r[TW]||0},growth:function(r){return r[GROWTH]||0},lines:function(r){return r[LINES]},clip:function(r){return r.clip},
          verdict:function(r){return r[VERDICT]},findings:function(r){return r[FINDINGS].length}};
        var numeric={width:1,growth:1,lines:1,clip:1,findings:1};
        function esc(s){return String(s).replace(/[&<>"']/g,function(c){return "&#"+c.charCodeAt(0)+";"})}
        function num(v,p){return v===null||v===undefined?"—":String(Math.round(v*Math.pow(10,p))/Math.pow(10,p))}
        function r4(v){return Math.round(v*1e4)/1e4}
        function loc(r){return r[FILE]+(r[LINE]?":"+r[LINE]:"")}
        function base(r){var f=r[FILE],i=f.lastIndexOf("/");return (i<0?f:f.slice(i+1))+(r[LINE]?":"+r[LINE]:"")}
        function dirOf(r){return r[DIR]?"rtl":"ltr"}
        // A finding's message with the target text put back where the writer left U+0001 for it.
        function said(f,r){return f[4]?f[3].split("\\u0001").join(r[TT]):f[3]}
        // A message is English, left to right; each «quoted» text in it an isolate, in the target's
        // direction when it is the target's text (else its own, dir=auto).
        function msg(m,r){var out="",last=0,re=/«([^»]*)»/g,x;
          while((x=re.exec(m))){var q=x[1].replace(/…$/,""),mine=q&&(r[TT].indexOf(q)>=0||r[DROPPED].indexOf(q)>=0);
            out+=esc(m.slice(last,x.index))+"«<bdi"+(mine?' dir="'+dirOf(r)+'"':"")+">"+esc(x[1])+"</bdi>»";last=re.lastIndex;}
          return '<span class="msg" dir="ltr">'+out+esc(m.slice(last))+"</span>";}
        // Lines one device pixel apart (1/DS px), from the row's corner, over the view box.
        function grid(vb,ox,oy,k){var step=1/DS,p="",i;
          for(i=Math.ceil((vb[0]-ox)*DS);ox+i*step<=vb[0]+vb[2];i++)p+="M"+r4(ox+i*step)+" "+r4(vb[1])+"V"+r4(vb[1]+vb[3]);
          for(i=Math.ceil((vb[1]-oy)*DS);oy+i*step<=vb[1]+vb[3];i++)p+="M"+r4(vb[0])+" "+r4(oy+i*step)+"H"+r4(vb[0]+vb[2]);
          return '<path class="pixel-grid" d="'+p+'" fill="none" stroke="#8c959f" stroke-opacity="0.5" stroke-width="0.5"/>';}
        // The drawing (LabelRenderer.drawingData) as SVG: o.k CSS px per px, o.view a part of it, o.grid device pixels.
        function svg(d,label,v,o){if(!d)return null;o=o||{};
          var w=d[0],h=d[1],m=d[2],oy=d[3],rw=d[4],rh=d[5],cx=d[6],cw=d[7],top=d[8],bottom=d[9],vb=o.view||[0,0,w,h],k=o.k||1;
          var s='<svg xmlns="http://www.w3.org/2000/svg" class="labelfit-label" width="'+r4(vb[2]*k)+'" height="'+r4(vb[3]*k)+'" viewBox="'+vb.map(r4).join(" ")+'" role="img"><title>'+esc(label)+' — '+v+'</title>';
          s+='<rect class="row" x="'+m+'" y="'+oy+'" width="'+rw+'" height="'+rh+'" fill="none" stroke="#d0d7de"/>';
          if(d[12])s+='<rect class="icon" x="'+d[12][0]+'" y="'+d[12][1]+'" width="'+d[12][2]+'" height="'+d[12][2]+'" rx="4" fill="#d0d7de"/>';
          var g="";
          d[13].forEach(function(l,i){
            s+='<rect class="line-box" data-line="'+(i+1)+'" x="'+cx+'" y="'+l[0]+'" width="'+cw+'" height="'+l[1]+'" fill="#0969da" fill-opacity="0.06" stroke="#0969da" stroke-width="0.5"/>';
            s+='<line class="baseline" x1="'+cx+'" x2="'+(cx+cw)+'" y1="'+l[2]+'" y2="'+l[2]+'" stroke="#8c959f" stroke-dasharray="2 2" stroke-width="0.5"/>';
            var x=l[3]*10,q=l[4];
            for(var k2=0;k2<q.length;){var c=q[k2],e=c<0;if(e)c=-1-c;x+=q[k2+1];var dy=0;if(c&1){dy=q[k2+2];k2+=3}else k2+=2;
              g+='<use href="#g'+(c>>1)+'"'+(e?' class="ellipsis" fill="#bf8700"':'')+' x="'+(Math.round(x)/10)+'" y="'+(Math.round(l[2]*10-dy)/10)+'"/>';}
          });
          var n=++svg.n;
          s+='<g fill="#1f2328"><g id="gl'+n+'" class="glyphs">'+g+'</g></g>';
          s+='<clipPath id="out'+n+'"><rect x="0" y="0" width="'+w+'" height="'+top+'"/><rect x="0" y="'+bottom+'" width="'+w+'" height="'+Math.max(0,h-bottom)+'"/></clipPath>';
          s+='<use class="clipped-ink" href="#gl'+n+'" fill="#d1242f" clip-path="url(#out'+n+')"/>';
          if(o.grid)s+=grid(vb,m,oy,k);
          if(d[10]||d[11]){s+='<g class="clip-marks" stroke="#d1242f" stroke-width="1">';
            if(d[10])s+='<line x1="'+cx+'" x2="'+(cx+cw)+'" y1="'+top+'" y2="'+top+'"/>';
            if(d[11])s+='<line x1="'+cx+'" x2="'+(cx+cw)+'" y1="'+bottom+'" y2="'+bottom+'"/>';
            s+='</g>';}
          return s+'</svg>';}
        svg.n=0;
        function clipText(r){return r.clip>0?num(r.clip,2)+((r[CB]||0)>=(r[CT]||0)?" ↓":" ↑"):""}
        function row(r){var tr=document.createElement("tr"),v=r[VERDICT],dir=dirOf(r);
          tr.dataset.i=r.o;tr.dataset.verdict=v;tr.dataset.file=r[FILE];tr.dataset.findings=r[FINDINGS].length;tr.dataset.text=r.text;tr.dataset.key=r[K];
          tr.dataset.width=r[TW]||0;tr.dataset.growth=r[GROWTH]||0;tr.dataset.lines=r[LINES];tr.dataset.clip=r.clip;
          var seen={},chips="";r[FINDINGS].forEach(function(f){if(!seen[f[2]]){seen[f[2]]=1;chips+='<span class="rule '+(f[1]?"baselined":f[0])+'">'+esc(f[2])+'</span>'}});
          tr.innerHTML='<td class="c-x"><button type="button" class="expand" aria-expanded="false" aria-controls="detail-'+r.o+'" aria-label="Open '+esc(r[K])+': drawing and details"></button></td>'
            +'<td class="c-verdict"><span class="verdict '+v+'">'+v+'</span></td>'
            +'<td class="c-key" title="'+esc(r[K])+'"><bdi>'+esc(r[K])+'</bdi></td>'
            +'<td class="c-file" dir="ltr" title="'+esc(loc(r))+'">'+esc(base(r))+'</td>'
            +'<td class="c-en" dir="ltr" title="'+esc(r[ST])+'">'+esc(r[ST])+'</td>'
            +'<td class="c-ar" dir="'+dir+'"'+(settings.target_locale?' lang="'+esc(settings.target_locale)+'"':'')+' title="'+esc(r[TT])+'">'+esc(r[TT])+'</td>'
            +'<td class="num c-width">'+num(r[SW],1)+' → '+num(r[TW],1)+'</td><td class="num c-growth">'+num(r[GROWTH],2)+'×</td>'
            +'<td class="num c-lines">'+r[LINES]+'</td><td class="num c-clip">'+clipText(r)+'</td><td class="c-findings">'+chips+'</td>';
          return tr;}
        function columns(){var n=0;document.querySelectorAll("#rows thead th").forEach(function(th){if(getComputedStyle(th).display!=="none")n++});return n;}
        function zooms(){var z=[[1,"1:1"]],dpr=window.devicePixelRatio||1,dev=Math.round(DS/dpr*100)/100;
          if(dev>1)z.push([dev,"device pixels ("+dev+"×)"]);[4,8,16].forEach(function(k){if(k>dev)z.push([k,k+"×"])});return z;}
        function detailRow(r){var tr=document.createElement("tr"),dir=dirOf(r);tr.className="detail";tr.id="detail-"+r.o;tr.dataset.i=r.o;
          var td=document.createElement("td");td.colSpan=columns();tr.appendChild(td);
          var f=r[FINDINGS].map(function(x){return '<li class="'+x[0]+(x[1]?' baselined':'')+'"><span class="rule '+(x[1]?"baselined":x[0])+'">'+esc(x[2])+'</span>'+msg(said(x,r),r)+(x[1]?' <small>(baselined)</small>':'')+'</li>'}).join("");
          var clip=r.clip>0?"top "+num(r[CT],2)+" px, bottom "+num(r[CB],2)+" px ("+num(r.clip*DS,2)+" device pixels at "+DS+"×)"+(r[CCH]?" — «<bdi dir=\\""+dir+"\\">"+esc(r[CCH])+"</bdi>»":""):"none";
          td.innerHTML='<div class="detail-body"><dl><dt>Key</dt><dd><bdi>'+esc(r[K])+'</bdi></dd><dt>File</dt><dd dir="ltr">'+esc(loc(r))+'</dd>'
            +'<dt>English</dt><dd><bdi dir="ltr">'+esc(r[ST])+'</bdi></dd><dt>Arabic</dt><dd><bdi dir="'+dir+'">'+esc(r[TT])+'</bdi></dd>'
            +'<dt>Width</dt><dd>'+num(r[SW],2)+' px → '+num(r[TW],2)+' px</dd><dt>Growth</dt><dd>'+num(r[GROWTH],2)+'× in pixels, '+num(r[GCHARS],2)+'× in characters</dd>'
            +'<dt>Lines</dt><dd>'+r[LINES]+'</dd><dt>Clip</dt><dd>'+clip+'</dd>'+(r[DROPPED]?'<dt>Cut</dt><dd><bdi dir="'+dir+'">'+esc(r[DROPPED])+'</bdi></dd>':'')+'</dl>'
            +(f?'<ul class="findings">'+f+'</ul>':'')
            +'<div class="zoom" role="group" aria-label="Zoom of the drawings">Zoom '+zooms().map(function(z){return '<button type="button" data-k="'+z[0]+'" aria-pressed="false">'+z[1]+'</button>'}).join("")+'</div>'
            +'<div class="drawings"></div><div class="inset-host"></div></div>';
          return tr;}
        // Source and target at one scale, k CSS px per px; a device-pixel grid from 4×.
        function drawInto(dt,r,k){var dir=dirOf(r);
          function fig(name,cls,d,t){var s=svg(d,t,r[VERDICT],{k:k,grid:k>=4});return '<figure class="'+cls+'"><figcaption>'+name+'</figcaption>'+(s||'<p dir="'+(cls==="target"?dir:"ltr")+'">'+esc(t)+'</p>')+'</figure>';}
          dt.querySelector(".drawings").innerHTML=fig("English","source",r[SD],r[ST])+fig("Arabic","target",r[TD],r[TT]);
          dt.querySelectorAll(".zoom button").forEach(function(b){b.setAttribute("aria-pressed",String(Number(b.dataset.k)===k))});
          // Zoomed, the scroll starts where the text does (the right in RTL), or at the clipped glyph.
          var box=dt.querySelector(".drawings"),d=r[TD];
          if(k>1&&d){var x=dt.dataset.cx?Number(dt.dataset.cx):dir==="rtl"?d[6]+d[7]:d[6];box.scrollLeft=Math.max(0,x*k-box.clientWidth/2);}}
        // The clipped edge, magnified: the window is centred on the glyph whose ink passes the edge most
        // (found from the drawn glyphs' boxes), 3 px tall at least and 24 px at most, so that a 0.1 px
        // clip is 4 CSS px on screen and a 4 px one keeps some of its glyph around it.
        function insetInto(dt,r){var host=dt.querySelector(".inset-host"),d=r[TD];host.textContent="";if(!d||!(r.clip>0))return;
          var low=(r[CB]||0)>=(r[CT]||0),edge=low?d[9]:d[8],px=low?r[CB]:r[CT],cx=d[6]+d[7]/2;
          var el=dt.querySelector("figure.target svg");
          if(el){var sr=el.getBoundingClientRect(),vb=el.viewBox.baseVal,sc=sr.width/vb.width,best=-Infinity;
            el.querySelectorAll(".glyphs use").forEach(function(u){var b=u.getBoundingClientRect();if(!b.width)return;
              var o=low?(b.bottom-sr.top)/sc+vb.y-edge:edge-((b.top-sr.top)/sc+vb.y);if(o>best){best=o;cx=((b.left+b.right)/2-sr.left)/sc+vb.x;}});}
          dt.dataset.cx=cx;var H=Math.min(24,Math.max(3,px*6+2)),M=120/H,W=240/M;
          var s=svg(d,r[TT],r[VERDICT],{view:[cx-W/2,edge-H/2,W,H],k:M,grid:true});
          host.innerHTML='<figure class="inset"><figcaption>The '+(low?"bottom":"top")+' edge magnified '+Math.round(M)+'×: ink past the line box (red line) by '+num(px,2)+' px, '
            +num(px*DS,2)+' device pixels at '+DS+'×'+(r[CCH]?' («<bdi dir="'+dirOf(r)+'">'+esc(r[CCH])+'</bdi>»)':'')+'. Each grey square is one device pixel.</figcaption>'+s+'</figure>';}
        function expand(tr,r){var dt=detailRow(r);tr.after(dt);tr.querySelector("button.expand").setAttribute("aria-expanded","true");drawInto(dt,r,open[r.o]);insetInto(dt,r);}
        tbody.addEventListener("click",function(e){var b=e.target.closest("button");if(!b)return;
          if(b.classList.contains("expand")){var tr=b.closest("tr"),r=rows[tr.dataset.i],n=tr.nextElementSibling;
            if(open[r.o]){delete open[r.o];if(n&&n.classList.contains("detail"))n.remove();b.setAttribute("aria-expanded","false");}
            else{open[r.o]=1;expand(tr,r);}}
          else if(b.dataset.k){var dt=b.closest("tr.detail"),q=rows[dt.dataset.i];open[q.o]=Number(b.dataset.k);drawInto(dt,q,open[q.o]);}});
        window.addEventListener("resize",function(){var n=columns();document.querySelectorAll("tr.detail>td").forEach(function(td){td.colSpan=n})});
        function renderMore(){var frag=document.createDocumentFragment(),end=Math.min(view.length,shown+PAGE),opened=[];
          for(;shown<end;shown++){var r=rows[view[shown]],tr=row(r);frag.appendChild(tr);if(open[r.o])opened.push([tr,r]);}
          tbody.appendChild(frag);opened.forEach(function(x){expand(x[0],x[1])});}
        function apply(){var v=verdict.value,f=file.value,ru=ruleFilter.value,t=text.value.trim().toLowerCase(),o=only.checked;
          view=[];for(var i=0;i<rows.length;i++){var r=rows[i];
            if((!v||r[VERDICT]===v)&&(!f||r[FILE]===f)&&(!ru||r.rules.indexOf("|"+ru+"|")>=0)&&(!t||r.text.indexOf(t)>=0)&&(!o||r[FINDINGS].length>0))view.push(i);}
          if(sortKey){var key=sorters[sortKey],isNum=numeric[sortKey];
            view.sort(function(a,b){var x=key(rows[a]),y=key(rows[b]);var c=isNum?x-y:String(x).localeCompare(String(y));return (asc?c:-c)||(a-b);});}
          tbody.textContent="";shown=0;renderMore();
          $("shown").textContent=view.length+" of "+rows.length+" shown";}
        new IntersectionObserver(function(entries){if(entries[0].isIntersecting&&shown<view.length){renderMore();}},{rootMargin:"1500px 0px"}).observe(more);
        window.addEventListener("scroll",function(){var b=more.getBoundingClientRect();if(b.top<innerHeight+1500&&shown<view.length)renderMore();},{passive:true});
        [verdict,file,ruleFilter,only].forEach(function(e){e.addEventListener("change",apply)});
        var timer;text.addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(apply,120)});
        function showRows(){$("rows-section").scrollIntoView();}
        document.querySelectorAll("button[data-filter]").forEach(function(b){b.addEventListener("click",function(){verdict.value=b.dataset.filter;apply();showRows();})});
        // Findings by rule: each rule's strings counted here, a few examples listed when the group opens.
        document.querySelectorAll("#rules details[data-rule]").forEach(function(d){var rule=d.dataset.rule,n=ruleStrings[rule]||0,b=d.querySelector("button[data-show-rule]");
          if(n)ruleFilter.add(new Option(rule+" ("+n+")",rule));
          if(b){if(n){b.textContent="Show the "+n+" strings in the table";b.addEventListener("click",function(){ruleFilter.value=rule;apply();showRows();});}else b.remove();}
          d.addEventListener("toggle",function(){var ol=d.querySelector("ol.examples");if(!d.open||!ol||ol.childElementCount)return;var out="",c=0;
            for(var i=0;i<rows.length&&c<20;i++){var r=rows[i];for(var j=0;j<r[FINDINGS].length;j++){var f=r[FINDINGS][j];
              if(f[2]===rule){out+='<li class="'+f[0]+'"><b><bdi>'+esc(r[K])+'</bdi></b> <small dir="ltr">'+esc(loc(r))+'</small> '+msg(said(f,r),r)+'</li>';c++;break;}}}
            ol.innerHTML=out;});});
        // "What fails" in the summary: each listed string written from its row (data-rows: row numbers),
        // with the message of the group's finding; a rule's button shows its strings in the table.
        document.querySelectorAll("#fails ol[data-rows]").forEach(function(ol){var g=ol.parentNode,rule=g.dataset.rule,sev=g.dataset.severity,out="";
          ol.dataset.rows.split(" ").forEach(function(n){var r=rows[Number(n)];if(!r)return;
            for(var j=0;j<r[FINDINGS].length;j++){var f=r[FINDINGS][j];if(f[2]===rule&&f[0]===sev&&!f[1]){
              out+='<li><span class="verdict '+esc(r[VERDICT])+'">'+esc(r[VERDICT])+'</span> <b><bdi>'+esc(r[K])+'</bdi></b> <small dir="ltr">'+esc(loc(r))+'</small> '+msg(said(f,r),r)+'</li>';break;}}});
          ol.insertAdjacentHTML("afterbegin",out);});
        document.querySelectorAll("#fails button[data-show-rule]").forEach(function(b){var rule=b.dataset.showRule;
          if(ruleStrings[rule])b.addEventListener("click",function(){ruleFilter.value=rule;apply();showRows();});else b.remove();});
        document.querySelectorAll("#rows th[data-sort] button").forEach(function(b){b.addEventListener("click",function(){
          var th=b.parentNode,key=th.dataset.sort;asc=!(sortKey===key&&asc);sortKey=key;
          document.querySelectorAll("#rows th[aria-sort]").forEach(function(o){o.removeAttribute("aria-sort")});
          th.setAttribute("aria-sort",asc?"ascending":"descending");apply();});});
        window.labelfitReport={rows:rows,view:function(){return view}};
        apply();
        window.labelfitReport.readyMs=performance.now();
        })();
        """
}
