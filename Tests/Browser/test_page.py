"""The translator page in headless Chromium: type an Arabic label, see the verdict, what to do about it
and the drawing; defaults from the server's configuration; inputs checked beside their fields; stale
results never shown as current; several strings at once; the state in the URL; a phone's screen.

Run: python3 Tests/Browser/test_page.py .build/debug/labelfit OUTPUT_DIR
The server runs in the repository root, so its configuration is the repository's labelfit.json; the
expected defaults below are read from that file, not from the page.
"""
import json
import math, os, sys, urllib.parse, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases, start_server

binary, out = sys.argv[1], sys.argv[2]
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
case = Cases()
labelfit_json = json.load(open(os.path.join(root, "labelfit.json"), encoding="utf-8"))

server, base = start_server(binary, root)
browser = Browser()


def js(expression):
    return browser.evaluate(expression)


def set_field(field, value, event="input"):
    js(f"(() => {{ const e = document.querySelector('#{field}'); e.value = {json.dumps(value)}; e.dispatchEvent(new Event('{event}')); return 1; }})()")


def type_into(field, text):
    js(f"document.querySelector('#{field}').focus(); document.querySelector('#{field}').value = ''; 1")
    browser.type_text(text)


def settled():
    """The page has answered its latest input (nothing stale, no request pending)."""
    browser.wait_for("!document.querySelector('#result').classList.contains('stale') && document.querySelector('#verdict').textContent !== '…'")


def reset():
    js("document.querySelector('#reset').click(); 1")


said = []


def advice():
    """What the page tells the translator (kept, to check for developers' words at the end)."""
    text = js("document.querySelector('#advice').textContent")
    said.append(text)
    return text


def measure(**body):
    """The check record /v1/measure gives for `body`, asked here directly (as the page asks it)."""
    request = urllib.request.Request(base + "/v1/measure", data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request))["result"]


def estimate(over_px, t):
    """Characters to take out, counted as the page says it does: pixels over ÷ average character width."""
    import math
    return max(1, math.ceil(over_px / (t["width_px"] / max(1, t["characters"]))))


try:
    browser.navigate(base + "/")
    browser.wait_for("document.querySelector('#profile').options.length >= 4 && document.querySelector('#size').value !== ''")

    @case("the page's defaults are the server's configuration, and it says so")
    def defaults():
        assert float(js("document.querySelector('#size').value")) == labelfit_json["size"]
        assert float(js("document.querySelector('#lineHeight').value")) == labelfit_json["line_height"]
        assert float(js("document.querySelector('#width').value")) == labelfit_json["row"]["inline_size_px"]
        assert js("document.querySelector('#profile').value") == labelfit_json["profile"]
        assert js("document.querySelector('#font').value") == labelfit_json["fonts"]["ar"]
        note = js("document.querySelector('#config').textContent")
        row = labelfit_json["row"]
        for fact in [f"row {row['inline_size_px']} px", f"icon {row['icon_size_px']}", f"padding {row['padding_inline_start_px']}"]:
            assert fact in note, (fact, note)
        assert js("document.querySelector('#changed').textContent") == ""
        set_field("size", "20")
        browser.wait_for("document.querySelector('#changed').textContent.includes('size 17 → 20 px')")
        reset()
        browser.wait_for("document.querySelector('#changed').textContent === ''")

    @case("an untouched page and /v1/check give the same verdict for the same string")
    def agrees_with_check():
        text = "إضافة إلى الشاشة الرئيسية"
        type_into("ar", text)
        settled()
        page = js("document.querySelector('#verdict').textContent")
        body = json.dumps({"pairs": [{"en": "Add to Home Screen", "ar": text}]}).encode()
        # The server takes JSON bodies only as application/json (docs/api.md "Who may call it").
        answer = json.load(urllib.request.urlopen(urllib.request.Request(base + "/v1/check", data=body, method="POST",
                                                                         headers={"Content-Type": "application/json"})))
        assert answer["strings"][0]["verdict"] == page, (answer["strings"][0]["verdict"], page)

    @case("typing an Arabic label in a narrow row shows it wrapping, drawn, with what the row becomes")
    def typing():
        set_field("width", "200"); set_field("lineHeight", "1.6")
        type_into("ar", "إضافة إلى الشاشة الرئيسية")
        browser.wait_for("document.querySelector('#verdict').textContent === 'wraps' && !document.querySelector('#result').classList.contains('stale')")
        svg = js("(() => { const s = document.querySelector('#draw-ar svg'); return s ? {paths: s.querySelectorAll('.glyphs path').length, boxes: s.querySelectorAll('rect.line-box').length, title: s.querySelector('title').textContent} : null; })()")
        assert svg is not None, "no SVG rendered"
        assert svg["boxes"] >= 2, svg
        assert svg["paths"] >= 20, svg
        assert svg["title"].startswith("إضافة إلى الشاشة الرئيسية"), svg
        assert f"wraps to {svg['boxes']} lines — the row grows to " in js("document.querySelector('#dev-advice').textContent")
        # The translator is told which word wraps and about how much to take out, from the record's
        # lines and widths (labelfit.json's max_lines is 1).
        t = measure(en="Add to Home Screen", ar="إضافة إلى الشاشة الرئيسية", row={"inline_size_px": 200}, line_height=1.6)["target"]
        word = t["line_texts"][1].split()[0]
        n = estimate(t["layout_width_px"] - t["available_width_px"], t)
        text = advice()
        assert text.startswith(f"Takes {t['lines']} lines where the row has room for 1: «{word}» is the first word that moves to line 2. "
                               f"Shorten it by about {n} characters (an estimate"), (text, word, n)
        browser.screenshot(os.path.join(out, "page-wraps.png"))

    @case("English is drawn beside the Arabic at the same scale, with both widths and the growth")
    def side_by_side():
        sizes = js("""(() => { const e = document.querySelector('#draw-en svg'), a = document.querySelector('#draw-ar svg');
            return e && a ? [e.getAttribute('width'), e.getBoundingClientRect().width, a.getAttribute('width'), a.getBoundingClientRect().width] : null; })()""")
        assert sizes is not None, "both drawings"
        ew, eshown, aw, ashown = float(sizes[0]), sizes[1], float(sizes[2]), sizes[3]
        assert abs(eshown / ew - ashown / aw) < 0.01, sizes
        en_cap, ar_cap = js("document.querySelector('#cap-en').textContent"), js("document.querySelector('#cap-ar').textContent")
        assert en_cap.startswith("English — ") and en_cap.endswith(" px wide"), en_cap
        assert "× the English" in ar_cap, ar_cap

    @case("nowrap with an ellipsis says what is dropped")
    def ellipsis():
        set_field("overflow", "nowrap-ellipsis", "change")
        browser.wait_for("document.querySelector('#verdict').textContent === 'truncates'")
        record = measure(en="Add to Home Screen", ar="إضافة إلى الشاشة الرئيسية", row={"inline_size_px": 200, "overflow": "nowrap-ellipsis"}, line_height=1.6)
        t = record["target"]
        # The truncation finding's own character count when the record has one (check's figure), else
        # the page's estimate, said to be one.
        own = [f["numbers"]["over_chars"] for f in record.get("findings", []) if f["rule"] == "truncation" and "over_chars" in f.get("numbers", {})]
        text = advice()
        if own:
            n = max(1, math.ceil(own[0]))   # "about N": the finding's figure rounded up (docs/api.md, the page)
            assert text.startswith(f"Cut off: readers see «{t['visible_text']}» and never «{t['dropped_text'].strip()}». Shorten it by about {n} characters."), (text, n)
            assert "estimate" not in text.split("Shorten it by")[1].split(".")[0], text
        else:
            n = estimate(t["layout_width_px"] - t["available_width_px"], t)
            assert text.startswith(f"Cut off: readers see «{t['visible_text']}» and never «{t['dropped_text'].strip()}». Shorten it by about {n} characters (an estimate"), (text, n)
        assert "إضافة إلى الشاشة الرئيسية".endswith(t["dropped_text"].strip())
        assert js("document.querySelectorAll('#draw-ar svg .glyphs .ellipsis').length") == 1

    @case("a line-height tuned on Latin clips the Arabic: the character and the line-height that would not")
    def clipping():
        # A row that clips (overflow: hidden): on a web row that wraps, the ink is painted instead (below).
        set_field("overflow", "nowrap-clip", "change")
        # The full Noto Naskh Arabic as the fallback under Roboto: Roboto's box at 1.0 cannot hold its ح.
        js("document.querySelector('#font').value = 'Roboto, Noto Naskh Arabic'; 1")
        set_field("width", "400"); set_field("lineHeight", "1.0")
        type_into("ar", "يجح")
        browser.wait_for("document.querySelector('#verdict').textContent === 'clips' && !document.querySelector('#result').classList.contains('stale')")
        assert js("document.querySelectorAll('#draw-ar svg use.clipped-ink').length") == 1
        text = advice()
        assert text.startswith("The bottom of «") and "is cut off by the row" in text and "share the details below with the developers" in text, text
        developers = js("document.querySelector('#dev-advice').textContent")
        assert "use line-height " in developers, developers
        suggested = float(developers.split("use line-height ")[1].split(" ")[0])
        set_field("lineHeight", str(suggested))
        browser.wait_for("document.querySelector('#verdict').textContent !== 'clips' && !document.querySelector('#result').classList.contains('stale')")
        browser.screenshot(os.path.join(out, "page-clips.png"))

    @case("a diacritic that clips is named: without it the label fits, and the page says so")
    def diacritic():
        reset(); settled()
        # رِسالة at line-height 1.0 in the configuration's fonts: the kasra under ر reaches below the
        # line box; رسالة (the same letters, no kasra) does not. Both read from the server first.
        with_kasra = measure(ar="رِسالة", line_height=1.0, row={"overflow": "nowrap-clip"})
        without = measure(ar="رسالة", line_height=1.0, row={"overflow": "nowrap-clip"})
        assert with_kasra["verdict"] == "clips" and with_kasra["target"]["clip"]["bottom_character"] == "رِ", with_kasra["target"]["clip"]
        assert without["verdict"] != "clips", without["verdict"]
        set_field("lineHeight", "1.0"); set_field("overflow", "nowrap-clip", "change")
        type_into("ar", "رِسالة")
        browser.wait_for("document.querySelector('#verdict').textContent === 'clips' && !document.querySelector('#result').classList.contains('stale')")
        browser.wait_for("document.querySelector('#advice').textContent.includes('kasra')")
        text = advice()
        assert text.startswith("The kasra under «ر» is what the row cuts off at the bottom") and "Written without it, «رسالة» fits." in text, text
        # The quoted Arabic is isolated from the English around it.
        assert js("[...document.querySelectorAll('#advice bdi')].every(b => b.dir === 'rtl' && getComputedStyle(b).unicodeBidi === 'isolate')")
        reset(); settled()

    @case("on a web row that wraps, ink past the line box is painted: inside the padding it fits, over the next line it is said")
    def overlap():
        reset(); settled()
        js("document.querySelector('#font').value = 'Roboto, Noto Naskh Arabic'; 1")
        set_field("overflow", "wrap", "change"); set_field("lineHeight", "1.0"); set_field("width", "400")
        type_into("ar", "يجح")
        # One line: the ح's ink below the line box stays in the row's block padding (read from the server).
        one = measure(ar="يجح", line_height=1.0, font="Roboto, Noto Naskh Arabic", row={"inline_size_px": 400, "overflow": "wrap"})
        ink = one["target"]["clip"]["bottom_px"]
        assert 0 < ink < labelfit_json["row"]["padding_block_px"], (ink, one["target"]["clip"])
        browser.wait_for("document.querySelector('#verdict').textContent === 'fits' && !document.querySelector('#result').classList.contains('stale')")
        assert "cut off" not in advice() and "drawn over" not in advice(), advice()
        assert "the browser paints it" in js("document.querySelector('#dev-advice').textContent")
        # Several lines: the first line's ح reaches into the second line's box.
        set_field("width", "90")
        type_into("ar", "يجح يجح يجح يجح")
        browser.wait_for("document.querySelector('#advice').textContent.includes('over the line below') && !document.querySelector('#result').classList.contains('stale')")
        assert js("document.querySelector('#verdict').textContent") != "clips"
        assert "ink overlaps at line-height 1.0: use line-height " in js("document.querySelector('#dev-advice').textContent")
        reset(); settled()

    @case("a string that both clips and is cut off: both said, both drawn")
    def clip_and_truncation():
        js("document.querySelector('#font').value = 'Roboto, Noto Naskh Arabic'; 1")
        set_field("lineHeight", "1.0"); set_field("width", "150"); set_field("overflow", "nowrap-ellipsis", "change")
        type_into("ar", "إِلَى الشاشة الرئيسية الجديدة")
        browser.wait_for("document.querySelector('#verdict').textContent === 'clips' && !document.querySelector('#result').classList.contains('stale')")
        paragraphs = js("[...document.querySelectorAll('#advice p')].map(p => p.textContent)")
        said.extend(paragraphs)
        assert any("is cut off by the row" in p for p in paragraphs) and any(p.startswith("Cut off: readers see «") for p in paragraphs), paragraphs
        assert js("document.querySelectorAll('#draw-ar svg use.clipped-ink').length") == 1
        assert js("document.querySelectorAll('#draw-ar svg .glyphs .ellipsis').length") == 1
        browser.screenshot(os.path.join(out, "page-clip-and-cut.png"))
        reset(); settled()

    @case("a finding's own over_chars is used when the record has it, and then not called an estimate")
    def over_chars():
        # The record as a later server writes it (`numbers.over_chars` on the truncation finding):
        # the page's fetch is wrapped to add it, since this server does not write it yet.
        js("""(() => { const real = window.fetch; window.fetch = async (url, init) => { const r = await real(url, init);
            if (url !== '/v1/measure') return r; const j = await r.json();
            for (const f of (j.result && j.result.findings) || []) if (f.rule === 'truncation') f.numbers.over_chars = 2.4;
            return new Response(JSON.stringify(j), {status: r.status, headers: {'Content-Type': 'application/json'}}); }; window.realFetch = real; })()""")
        set_field("width", "200"); set_field("overflow", "nowrap-ellipsis", "change")
        type_into("ar", "إضافة إلى الشاشة الرئيسية")
        browser.wait_for("document.querySelector('#verdict').textContent === 'truncates' && !document.querySelector('#result').classList.contains('stale')")
        text = advice()
        assert "Shorten it by about 3 characters." in text and "estimate" not in text, text
        js("window.fetch = window.realFetch; 1")
        reset(); settled()

    @case("missing glyphs are never a green fits")
    def missing():
        js("document.querySelector('#font').value = 'Noto Sans Arabic UI'; 1")
        type_into("ar", "حذف 🙂 ꯀ 𓀀")
        browser.wait_for("document.querySelector('#verdict').textContent === 'missing-glyphs'")
        text = advice()
        # ꯀ (U+ABC0) and 𓀀 (U+13000) are in no bundled font; the emoji is drawn by the platform's emoji
        # font (LabelFit's emoji model, docs/findings.md), so it is not among them.
        assert "«ꯀ»" in text and "empty box" in text, text
        assert "🙂" not in text, text
        assert "U+ABC0" in js("document.querySelector('#dev-advice').textContent")
        reset()

    @case("an Arabic field left empty or holding the English is untranslated, as labelfit check says, never fits")
    def untranslated():
        js("document.querySelector('#ar').value = ''; 1")
        type_into("en", "Delete")
        browser.wait_for("document.querySelector('#verdict').textContent === 'untranslated' && !document.querySelector('#result').classList.contains('stale')")
        assert "missing" in js("document.querySelector('#advice').textContent")
        type_into("ar", "Delete")
        browser.wait_for("document.querySelector('#verdict').textContent === 'untranslated' && document.querySelector('#advice').textContent.includes('not a translation')")
        reset()

    @case("results are marked stale the moment an input changes, and cleared when it fails or empties")
    def stale():
        type_into("ar", "حذف")
        settled()
        js("document.querySelector('#ar').dispatchEvent(new Event('input')); 1")
        assert js("document.querySelector('#result').classList.contains('stale')"), "stale at once"
        settled()
        set_field("size", "0")
        browser.wait_for("document.querySelector('#verdict').textContent === 'invalid'")
        assert js("document.querySelector('#draw-ar').children.length") == 0
        assert js("document.querySelector('#bars').children.length") == 0
        assert "out of range" in js("document.querySelector('#size-reason').textContent")
        assert js("document.querySelector('#size').getAttribute('aria-invalid')") == "true"
        reset(); settled()
        js("document.querySelector('#en').value = ''; document.querySelector('#ar').value = ''; document.querySelector('#ar').dispatchEvent(new Event('input')); 1")
        browser.wait_for("document.querySelector('#advice').textContent === 'type a label'")
        assert js("document.querySelector('#draw-en').children.length + document.querySelector('#facts').children.length") == 0

    @case("the crash input typed into line-height: the field says why, the server stays up")
    def crash_input():
        js("document.querySelector('#en').value = 'Delete'; 1")
        type_into("ar", "حذف")
        settled()
        type_into("lineHeight", "100000000000000000")
        browser.wait_for("document.querySelector('#lineHeight-reason').textContent.includes('out of range')")
        reason = js("document.querySelector('#lineHeight-reason').textContent")
        assert "from 0 (exclusive) to 100" in reason, reason
        # The same value sent as the page's JSON would send it, straight to the server.
        status = js("fetch('/v1/measure', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({ar: 'حذف', line_height: 100000000000000000})}).then(r => r.status)")
        assert status == 400, status
        assert json.load(urllib.request.urlopen(base + "/healthz"))["status"] == "ok"
        reset(); settled()

    @case("a POST any page may send without asking (text/plain, no preflight) is refused; the JSON one is answered")
    def simple_post_refused():
        # Chromium sends a string body as text/plain;charset=UTF-8 with no preflight (Fetch standard
        # §2.2.2): exactly what another page could send to this server. The server wants JSON (415).
        simple = js("fetch('/v1/measure', {method: 'POST', body: JSON.stringify({ar: 'حذف'})}).then(async r => [r.status, await r.text()])")
        assert simple[0] == 415, simple
        assert "application/json" in json.loads(simple[1])["error"]["message"], simple
        upload = js("fetch('/v1/catalog/csv', {method: 'POST', body: 'key,en,ar\\nd,Delete,حذف\\n'}).then(r => r.status)")
        assert upload == 415, upload
        upload = js("fetch('/v1/catalog/csv', {method: 'POST', headers: {'Content-Type': 'application/octet-stream'}, body: 'key,en,ar\\nd,Delete,حذف\\n'}).then(r => r.status)")
        assert upload == 200, upload
        assert js("fetch('/v1/measure', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({ar: 'حذف'})}).then(r => r.status)") == 200

    @case("numbers: Arabic-Indic digits accepted; 0, 1.2.3 and empty refused beside the field")
    def numbers():
        set_field("width", "١٥٠")
        settled()
        assert js("document.querySelector('#width-reason').textContent") == ""
        assert "row 320 px → 150 px" in js("document.querySelector('#changed').textContent")
        for bad, why in [("0", "out of range"), ("1.2.3", "not a number"), ("", "enter a number")]:
            set_field("width", bad)
            browser.wait_for(f"document.querySelector('#width-reason').textContent.includes({json.dumps(why)})")
        set_field("size", "١٧٫٥")
        set_field("width", "300")
        settled()
        assert js("document.querySelector('#size-reason').textContent") == ""
        assert "size 17 → 17.5 px" in js("document.querySelector('#changed').textContent")
        reset(); settled()

    @case("picking a profile applies its defaults")
    def profile():
        profiles = json.load(urllib.request.urlopen(base + "/v1/profiles"))["profiles"]
        android = next(p for p in profiles if p["name"] == "android")
        set_field("profile", "android", "change")
        settled()
        assert float(js("document.querySelector('#size').value")) == android["size"]
        assert js("document.querySelector('#lineHeight').value") == android["line_height"]
        assert "profile web → android" in js("document.querySelector('#changed').textContent")
        reset(); settled()

    @case("the state is in the URL: a copied address opens the same result")
    def url_state():
        set_field("width", "180")
        type_into("ar", "إضافة إلى الشاشة الرئيسية")
        settled()
        verdict = js("document.querySelector('#verdict').textContent")
        url = js("location.href")
        assert "width=180" in url and "ar=" in url, url
        browser.navigate(url)
        browser.wait_for("document.querySelector('#verdict').textContent !== '…' && document.querySelector('#verdict').textContent !== ''")
        settled()
        assert js("document.querySelector('#width').value") == "180"
        assert js("document.querySelector('#verdict').textContent") == verdict
        reset(); settled()

    @case("the live region announces the verdict and nothing else changes it")
    def live_region():
        assert js("document.querySelectorAll('[aria-live]').length") == 1
        assert js("document.querySelector('[aria-live]').id") == "announce"
        type_into("ar", "حذف")
        settled()
        said = js("document.querySelector('#announce').textContent")
        assert said.startswith(js("document.querySelector('#verdict').textContent") + ":"), said

    @case("several strings at once: pasted lines and a dropped file give the report's table")
    def batch():
        js("document.querySelector('#batch-input').value = 'delete\\tDelete\\tحذف\\nhome\\tAdd to Home Screen\\tإضافة إلى الشاشة الرئيسية\\nemoji\\tSmile\\tحذف 🙂'; document.querySelector('#batch-run').click(); 1")
        browser.wait_for("document.querySelectorAll('#batch-table tbody tr').length === 3")
        keys = js("[...document.querySelectorAll('#batch-table tbody tr')].map(r => r.cells[0].textContent)")
        assert keys == ["delete", "home", "emoji"], keys
        heads = js("[...document.querySelectorAll('#batch-table thead th')].map(h => h.textContent)")
        assert heads == ["Key", "English", "Arabic", "Width px", "Growth", "Lines", "Clip px", "Verdict"], heads
        csv = "key,en,ar\\nshare,Share,مشاركة\\nsave,\\\"Save, then close\\\",حفظ ثم إغلاق\\n"
        js(f"""(() => {{ const dt = new DataTransfer(); dt.items.add(new File(["{csv}"], "labels.csv", {{type: "text/csv"}}));
            document.querySelector('#drop').dispatchEvent(new DragEvent('drop', {{dataTransfer: dt, bubbles: true, cancelable: true}})); return 1; }})()""")
        browser.wait_for("document.querySelectorAll('#batch-table tbody tr').length === 2")
        rows = js("[...document.querySelectorAll('#batch-table tbody tr')].map(r => [r.cells[0].textContent, r.cells[1].textContent])")
        assert rows == [["share", "Share"], ["save", "Save, then close"]], rows
        # A gettext catalog, read by the server's own reader (as `check` reads it): one row per
        # translation — each msgstr but the header's, each plural form msgstr[n] — keyed by its
        # msgctxt. Counted here from the file's lines.
        po = open(os.path.join(root, "Corpus/gettext/ar.po"), encoding="utf-8").read()
        lines = po.splitlines()
        contexts = [l[len('msgctxt "'):-1] for l in lines if l.startswith('msgctxt "')]
        translations = sum(1 for l in lines if l.startswith('msgstr "')) - 1 + sum(1 for l in lines if l.startswith("msgstr["))
        js(f"""(() => {{ const dt = new DataTransfer(); dt.items.add(new File([{json.dumps(po)}], "ar.po"));
            document.querySelector('#drop').dispatchEvent(new DragEvent('drop', {{dataTransfer: dt, bubbles: true, cancelable: true}})); return 1; }})()""")
        browser.wait_for(f"document.querySelectorAll('#batch-table tbody tr').length === {translations}", timeout=60)
        keys = js("[...document.querySelectorAll('#batch-table tbody tr')].map(r => r.cells[0].textContent)")
        seen = []
        for k in keys:
            ctx = k.split("|")[0]
            if not seen or seen[-1] != ctx:
                seen.append(ctx)
        assert seen == contexts, (seen[:5], contexts[:5])
        # Messages quoting Arabic: each quote an isolate (as in the HTML report).
        quotes = js("[...document.querySelectorAll('#batch-table li')].map(li => [(li.textContent.match(/«/g) || []).length, li.querySelectorAll('bdi').length])")
        assert any(q for q, _ in quotes) and all(q == b for q, b in quotes), quotes[:5]
        browser.screenshot(os.path.join(out, "page-batch.png"))

    @case("phone (360 × 640): no sideways scroll, the drawing visible without scrolling")
    def phone():
        browser.viewport(360, 640, mobile=True, scale=2)
        browser.navigate(base + "/?ar=" + urllib.parse.quote("إضافة إلى الشاشة الرئيسية"))
        browser.wait_for("document.querySelector('#draw-ar svg') !== null")
        settled()
        widths = js("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert widths[0] <= widths[1], widths
        box = js("(() => { const r = document.querySelector('#draw-ar svg').getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; })()")
        assert box[1] <= 640 and box[0] >= 0, box
        assert box[2] >= 0 and box[3] <= 360, box
        browser.screenshot(os.path.join(out, "page-phone.png"))
        browser.viewport(1100, 900)

    @case("the translator's advice has no developers' words; they are behind 'Details for developers'")
    def no_jargon():
        assert len(said) >= 5, said
        for text in said:
            for word in ["line-height", "line box", "ink", "unitless", "min_", "px ("]:
                assert word not in text, (word, text)
        assert js("document.querySelector('#dev').tagName") == "DETAILS" and not js("document.querySelector('#dev').open")
        assert js("document.querySelector('#dev summary').textContent") == "Details for developers"

    @case("the page is RTL-safe: logical properties only, nothing loaded from the network")
    def static_checks():
        html = js("document.documentElement.outerHTML")
        for physical in ["margin-left", "margin-right", "padding-left", "padding-right", "text-align: left", "float:"]:
            assert physical not in html, physical
        external = js("[...document.querySelectorAll('script[src],link[href],img[src]')].length")
        assert external == 0, external
        assert js("document.querySelector('#ar').getAttribute('dir')") == "auto"
        assert "−-" not in js("document.body.textContent")
finally:
    browser.close()
    server.terminate()
    server.wait(timeout=15)

sys.exit(case.finish())
