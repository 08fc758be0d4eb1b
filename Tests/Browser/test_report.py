"""The HTML report in headless Chromium at 20,000 strings: size, one-line rows rendered on demand, a
row opened to its drawings (zoom to device pixels, the clipped edge magnified), findings grouped by
rule, filters, sorting by keyboard, bidi-isolated messages, and the page at 1280 and 390 px wide
(screenshots in OUTPUT_DIR: report-1280.png, report-390.png, report-390-open.png, report-inset.png).

Run: python3 Tests/Browser/test_report.py .build/debug/labelfit OUTPUT_DIR
With LABELFIT_TEST_REPORT=FILE set, FILE (a report this test wrote before, perhaps edited by hand to
see a case fail) is checked instead of writing a new one.

The issue's bar is first paint and each interaction within 3 s; this test prints the measured times but
asserts none of them (tests do not assert on timing): the work is bounded structurally instead — fewer
than 1,000 rows in the DOM at first paint, no drawing made before its row is opened. The size bound
(under 15 MB) is asserted as it is.
"""
import csv, json, os, re, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases

binary, out = sys.argv[1], os.path.abspath(sys.argv[2])
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
case = Cases()
COUNT = 20000
labelfit_json = json.load(open(os.path.join(root, "labelfit.json"), encoding="utf-8"))
DEVICE_SCALE = labelfit_json["device_scale"]

# 20,000 distinct pairs made from the Corpus's labels: each label alone, then joined with another
# (so lengths vary and some wrap, truncate or clip), each under its own key, in one CSV catalog. The
# last is a bidi probe: Latin inside the Arabic, under a key the repository's labelfit.json gives a
# one-line row with an ellipsis (`*notifications*`), so that its truncation message quotes it. Two
# more strings sit in a second catalog under a long folder name with no break opportunity (UAX #14: no spaces, no hyphens), one key twice:
# a catalog problem (a warning) whose location is wider than a phone, and than 1280 px.
PROBE_KEY = "wifi_notifications_bidi"
PROBE_AR = "إشعارات Wi-Fi متصل الآن بالشبكة المنزلية"
labels = list(csv.DictReader(open(os.path.join(root, "Corpus", "tsv", "action-sheet-labels.tsv"), encoding="utf-8"), delimiter="\t", quoting=csv.QUOTE_NONE))
n = len(labels)
catalog_dir = os.path.join(out, "catalog-20k")
shutil.rmtree(catalog_dir, ignore_errors=True)   # what an earlier run left would be checked too
os.makedirs(catalog_dir)
with open(os.path.join(catalog_dir, "labels.csv"), "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f)
    w.writerow(["key", "en", "ar"])
    for i in range(COUNT - 3):
        a = labels[i % n]
        if i < n:
            en, ar = a["en"], a["ar"]
        else:
            b = labels[(i // n * 7 + i) % n]
            en, ar = f"{a['en']} {b['en']} {i}", f"{a['ar']} {b['ar']} {i}"
        w.writerow([f"{a['key']}_{i}", en, ar])
    w.writerow([PROBE_KEY, "Wi-Fi connected notifications", PROBE_AR])
long_dir = os.path.join(catalog_dir, "a_folder_whose_name_has_no_break_" * 6)
os.makedirs(long_dir, exist_ok=True)
with open(os.path.join(long_dir, "labels.csv"), "w", encoding="utf-8", newline="") as f:
    csv.writer(f).writerows([["key", "en", "ar"], ["twice", "Delete", "حذف"], ["twice", "Delete", "حذف"]])
report = os.environ.get("LABELFIT_TEST_REPORT") or os.path.join(out, "report-20k.html")
started = time.time()
# Headless Chromium's rules, under which the bundled config's Arabic clips (on a phone, the default
# `android` web platform, the baseline moves up a device pixel and nothing clips past the tolerance).
status = 1 if os.environ.get("LABELFIT_TEST_REPORT") else subprocess.run(
    [binary, "check", catalog_dir, "--format", "html", "--output", report, "--no-progress", "--web-platform", "headless"],
    cwd=root, env=dict(os.environ, SWIFT_BACKTRACE="enable=no"), capture_output=True, text=True).returncode
size = os.path.getsize(report)
print(f"report of {COUNT:,} strings written in {time.time() - started:.1f} s, {size / 1e6:.1f} MB (exit {status})")

# The rows as the file carries them, read here without the page's script, to check what the page shows.
html = open(report, encoding="utf-8").read()
data = []
for block in re.findall(r'<script type="application/json" class="rows">(.*?)</script>', html, re.S):
    data += json.loads(block)
KEY, VERDICT, FINDINGS, GROWTH, CLIP_TOP, CLIP_BOTTOM, TARGET_TEXT = 0, 3, 4, 5, 10, 11, 14

browser = Browser()


def js(expression):
    return browser.evaluate(expression)


def key(name, code, vk, text=None):
    """A key pressed and released as the keyboard sends it (CDP Input.dispatchKeyEvent), to the focus."""
    down = dict(type="keyDown", key=name, code=code, windowsVirtualKeyCode=vk)
    if text:
        down["text"] = text
    browser.call("Input.dispatchKeyEvent", session=True, **down)
    browser.call("Input.dispatchKeyEvent", session=True, type="keyUp", key=name, code=code, windowsVirtualKeyCode=vk)


def set_filter(element, value, event="change"):
    js(f"(() => {{ const e = document.getElementById('{element}'); e.value = {json.dumps(value)}; e.dispatchEvent(new Event('{event}')); }})()")


def show_all():
    js("""(() => { for (const id of ['f-verdict', 'f-rule', 'f-file']) document.getElementById(id).value = '';
        const t = document.getElementById('f-text'); t.value = ''; document.getElementById('f-verdict').dispatchEvent(new Event('change')); })()""")
    browser.wait_for(f"document.getElementById('shown').textContent === '{COUNT} of {COUNT} shown'")


def load(width, height, mobile=False):
    browser.viewport(width, height, mobile=mobile)
    browser.navigate("file://" + report)
    browser.wait_for("window.labelfitReport && window.labelfitReport.readyMs > 0", timeout=60)


def no_sideways_scroll():
    widths = js("[document.documentElement.scrollWidth, document.documentElement.clientWidth, document.body.scrollWidth]")
    assert widths[0] <= widths[1] and widths[2] <= widths[1], widths


def shot_element(selector, path):
    """A screenshot of one element, wherever the page is scrolled (the clip is in document coordinates)."""
    import base64
    box = js(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect(); return [r.x + scrollX, r.y + scrollY, r.width, r.height]; }})()")
    shot = browser.call("Page.captureScreenshot", session=True, format="png", captureBeyondViewport=True,
                        clip={"x": box[0], "y": box[1], "width": max(box[2], 1), "height": max(box[3], 1), "scale": 2})["data"]
    with open(path, "wb") as f:
        f.write(base64.b64decode(shot))


def open_row(key_text):
    """Shows the one row whose key is `key_text` and opens it; returns nothing, the detail row is #rows tr.detail."""
    set_filter("f-text", key_text, "input")
    browser.wait_for(f"document.querySelectorAll('#rows tbody tr').length >= 1 && [...document.querySelectorAll('#rows tbody tr')].every(r => r.dataset.key.includes({json.dumps(key_text)}))")
    js(f"[...document.querySelectorAll('#rows tbody tr')].find(r => r.dataset.key === {json.dumps(key_text)}).querySelector('button.expand').click()")
    browser.wait_for("document.querySelector('#rows tr.detail') !== null")


try:
    started = time.time()
    load(1280, 800)
    ready_ms = js("window.labelfitReport.readyMs")
    print(f"first paint with rows: {ready_ms / 1000:.2f} s after navigation started (page clock); "
          f"{time.time() - started:.1f} s by this script's clock (goal 3 s)")

    def timed(action):
        """Runs `action` in the page and returns the ms until the next frame was painted after it."""
        return js("new Promise(done => { const t = performance.now(); " + action +
                  "; requestAnimationFrame(() => setTimeout(() => done(performance.now() - t), 0)); })")

    @case("the report of 20,000 strings is under 15 MB, with every string in its data")
    def size_and_data():
        assert status in (0, 1), status
        assert size < 15_000_000, size
        assert len(data) == COUNT, len(data)
        assert len({r[KEY] for r in data}) == COUNT - 1   # "twice" twice
        assert "duplicate key" in js("document.querySelector('.problems').textContent")

    @case("rows are one line, rendered on demand; a drawing is made only when its row is opened")
    def on_demand():
        assert js("document.getElementById('shown').textContent") == f"{COUNT} of {COUNT} shown"
        first = js("document.querySelectorAll('#rows tbody tr').length")
        assert 0 < first < 1000, first
        assert js("document.querySelector('#rows tbody tr').dataset.key") == data[0][KEY]
        assert js("document.querySelectorAll('#rows tbody svg').length") == 0, "drawings made before any row was opened"
        js("document.querySelector('#rows tbody tr button.expand').click()")
        assert js("document.querySelector('#rows tbody tr button.expand').getAttribute('aria-expanded')") == "true"
        assert js("document.querySelectorAll('#rows tr.detail svg').length") == 2
        assert js("document.querySelector('#rows tr.detail figure.target svg title').textContent").startswith(data[0][TARGET_TEXT])
        # Glyphs are defined once and referenced.
        assert js("document.querySelectorAll('#rows tr.detail figure.target svg use[href^=\"#g\"]').length") > 0
        assert js("document.querySelectorAll('defs > g[id^=g]').length") == len(set(re.findall(r'<g id="(g\d+)"', html)))
        js("document.querySelector('#rows tbody tr button.expand').click()")
        assert js("document.querySelectorAll('#rows tr.detail').length") == 0
        js("window.scrollTo(0, document.body.scrollHeight)")
        browser.wait_for(f"document.querySelectorAll('#rows tbody tr').length > {first}")
        js("window.scrollTo(0, 0)")

    @case("the summary counts match the data, and it comes first")
    def summary():
        counts = js("Object.fromEntries([...document.querySelectorAll('button[data-filter]')].map(b => [b.dataset.filter, Number(b.querySelector('b').textContent)]))")
        for verdict, k in counts.items():
            assert sum(1 for r in data if r[VERDICT] == verdict) == k, (verdict, k)
        assert js("document.getElementById('summary').getBoundingClientRect().top < document.getElementById('rows-section').getBoundingClientRect().top")
        assert js("document.querySelectorAll('.histogram svg rect').length") > 5

    @case("findings are grouped by rule: counts by severity, the explanation once, the rule's strings on demand")
    def by_rule():
        groups = js("[...document.querySelectorAll('#rules details[data-rule]')].map(d => [d.dataset.rule, d.querySelector('summary').textContent, d.querySelectorAll('p').length ? d.querySelector('p').textContent : ''])")
        rules = {}
        for r in data:
            for f in r[FINDINGS]:
                column = "baselined" if f[1] else f[0]
                rules.setdefault(f[2], {}).setdefault(column, 0)
                rules[f[2]][column] += 1
        # Catalog problems are no string's: counted from their list (severity in each item's class).
        for severity in js("[...document.querySelectorAll('.problems li')].map(li => li.className)"):
            rules.setdefault("catalog", {}).setdefault(severity, 0)
            rules["catalog"][severity] += 1
        assert {g[0] for g in groups} == set(rules), (groups, rules)
        for rule, summary_text, explanation in groups:
            for column, k in rules[rule].items():
                name = {"error": "errors", "warning": "warnings"}.get(column, column) if k != 1 else column
                assert f"{k} {name}" in summary_text, (rule, summary_text, rules[rule])
            assert len(explanation) > 40, (rule, explanation)
            # Said once: in its group, never in the rows' data (the writer escapes & < > " ' in HTML text).
            escaped = explanation.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&apos;")
            assert html.count(escaped) == 1, (rule, html.count(escaped))
        clip = next(g for g in groups if g[0] == "clip")
        strings = sum(1 for r in data if any(f[2] == "clip" for f in r[FINDINGS]))
        js("document.querySelector('#rules details[data-rule=clip]').open = true")
        browser.wait_for("document.querySelectorAll('#rules details[data-rule=clip] ol.examples li').length > 0")
        js("document.querySelector('#rules details[data-rule=clip] button[data-show-rule]').click()")
        browser.wait_for(f"document.getElementById('shown').textContent === '{strings} of {COUNT} shown'")
        assert js("document.getElementById('f-rule').value") == "clip"
        assert js("[...document.querySelectorAll('#rows tbody tr')].every(r => r.querySelector('.c-findings').textContent.includes('clip'))")
        show_all()

    @case("what fails leads the summary: errors, then warnings, by rule, counted from the data")
    def what_fails():
        counted = {}
        for r in data:
            for f in r[FINDINGS]:
                if not f[1] and f[0] in ("error", "warning"):
                    counted.setdefault((f[0], f[2]), 0)
                    counted[(f[0], f[2])] += 1
        for severity in js("[...document.querySelectorAll('.problems li')].map(li => li.className)"):
            if severity in ("error", "warning"):
                counted.setdefault((severity, "catalog"), 0)
                counted[(severity, "catalog")] += 1
        groups = js("[...document.querySelectorAll('#fails .fail-rule')].map(d => [d.dataset.severity, d.dataset.rule, Number(d.querySelector('h4 b').textContent)])")
        assert {(g[0], g[1]): g[2] for g in groups} == counted, (groups, counted)
        severities = [g[0] for g in groups]
        assert severities == sorted(severities, key=lambda s: s != "error"), severities  # errors first
        assert js("document.getElementById('fails').getBoundingClientRect().top < document.querySelector('.histograms').getBoundingClientRect().top")
        # Each row number the writer listed is written out by the page, with its key and message.
        listed = js("[...document.querySelectorAll('#fails ol[data-rows]')].map(ol => [ol.dataset.rows.split(' ').length, ol.querySelectorAll('li').length])")
        assert listed and all(a == b for a, b in listed), listed
        # No string is listed under what fails unless it has a failing finding of that rule.
        for severity, rule, _ in groups:
            keys = js(f"[...document.querySelectorAll('#fails .fail-rule[data-rule=\"{rule}\"][data-severity={severity}] li > b bdi')].map(b => b.textContent)")
            for key in keys:
                assert any(r[KEY] == key and any(f[2] == rule and f[0] == severity and not f[1] for f in r[FINDINGS]) for r in data), (rule, key)
        button = js("(() => { const b = document.querySelector('#fails button[data-show-rule]'); return b ? b.dataset.showRule : null; })()")
        if button:
            strings = sum(1 for r in data if any(f[2] == button for f in r[FINDINGS]))
            js("document.querySelector('#fails button[data-show-rule]').click()")
            browser.wait_for(f"document.getElementById('shown').textContent === '{strings} of {COUNT} shown'")
            show_all()

    @case("filters by verdict and text")
    def filters():
        ms = timed("const v = document.getElementById('f-verdict'); v.value = 'wraps'; v.dispatchEvent(new Event('change'))")
        print(f"filter by verdict: {ms / 1000:.2f} s (goal 3 s)")
        expected = sum(1 for r in data if r[VERDICT] == "wraps")
        assert expected > 0
        assert js("document.getElementById('shown').textContent") == f"{expected} of {COUNT} shown"
        assert js("[...document.querySelectorAll('#rows tbody tr')].every(r => r.dataset.verdict === 'wraps')")
        set_filter("f-verdict", "")
        set_filter("f-text", "الرئيسية", "input")
        # The text filter is debounced: wait until it has narrowed the rows.
        browser.wait_for(f"parseInt(document.getElementById('shown').textContent) < {COUNT}")
        expected = sum(1 for r in data if "الرئيسية" in (r[0] + " " + r[13] + " " + r[14]).lower())
        assert js("document.getElementById('shown').textContent") == f"{expected} of {COUNT} shown"
        texts = js("[...document.querySelectorAll('#rows tbody tr')].map(r => r.dataset.text)")
        assert texts and all("الرئيسية" in t for t in texts), len(texts)
        show_all()

    @case("sorting by keyboard: Tab reaches the headers' buttons, Enter and Space sort over all rows, aria-sort says how")
    def keyboard_sorting():
        js("document.getElementById('f-findings').focus()")
        key("Tab", "Tab", 9)
        assert js("document.activeElement.closest('th') && document.activeElement.closest('th').dataset.sort") == "verdict", \
            js("document.activeElement.outerHTML")
        js("document.querySelector('#rows th[data-sort=growth] button').focus()")
        started_ms = time.time()
        key("Enter", "Enter", 13, "\r")
        browser.wait_for("document.querySelector('#rows th[data-sort=growth]').getAttribute('aria-sort') === 'ascending'")
        print(f"sort by growth: {time.time() - started_ms:.2f} s (goal 3 s)")
        assert js("document.querySelectorAll('#rows th[aria-sort]').length") == 1
        growths = sorted((r[GROWTH] or 0) for r in data)
        values = js("[...document.querySelectorAll('#rows tbody tr')].map(r => parseFloat(r.dataset.growth))")
        assert values == sorted(values) and values[0] == growths[0], (values[:3], growths[:3])
        key(" ", "Space", 32, " ")
        browser.wait_for("document.querySelector('#rows th[data-sort=growth]').getAttribute('aria-sort') === 'descending'")
        values = js("[...document.querySelectorAll('#rows tbody tr')].map(r => parseFloat(r.dataset.growth))")
        assert values == sorted(values, reverse=True) and values[0] == growths[-1], "descending"
        assert js("document.activeElement === document.querySelector('#rows th[data-sort=growth] button')"), "focus kept"

    @case("1280 px: no sideways scroll, every row one line box plus its padding")
    def desktop():
        load(1280, 800)
        no_sideways_scroll()
        heights = js("""[...document.querySelectorAll('#rows tbody tr')].map(r => { const c = getComputedStyle(r.cells[2]);
            return [r.getBoundingClientRect().height, parseFloat(c.lineHeight) + parseFloat(c.paddingTop) + parseFloat(c.paddingBottom) + parseFloat(c.borderBottomWidth)]; })""")
        assert len(heights) >= 50, len(heights)
        # Half a px for the border's sub-pixel placement (border-collapse splits it between rows).
        tall = [h for h in heights if h[0] > h[1] + 0.5]
        assert not tall, tall[:5]
        per_screen = js("innerHeight") / max(h[0] for h in heights)
        print(f"rows per 800 px screen: {per_screen:.1f}")
        js("document.getElementById('rows-section').scrollIntoView()")
        browser.screenshot(os.path.join(out, "report-1280.png"))

    @case("a clipped row opens to its drawings zoomable to device pixels and the clipped edge magnified")
    def zoom_and_inset():
        clipped = next(r for r in data if r[VERDICT] == "clips" and max(r[CLIP_TOP] or 0, r[CLIP_BOTTOM] or 0) > 0)
        px = max(clipped[CLIP_TOP] or 0, clipped[CLIP_BOTTOM] or 0)
        open_row(clipped[KEY])
        inset = js("""(() => { const s = document.querySelector('#rows tr.detail .inset svg'); if (!s) return null; const v = s.viewBox.baseVal;
            return {scale: s.getBoundingClientRect().height / v.height, red: s.querySelectorAll('use.clipped-ink').length,
                    grid: s.querySelectorAll('path.pixel-grid').length, caption: s.parentNode.querySelector('figcaption').textContent,
                    edge: [...s.querySelectorAll('.clip-marks line')].map(l => Number(l.getAttribute('y1'))), view: [v.y, v.y + v.height]}; })()""")
        assert inset is not None, "no inset for a clipped string"
        # The clip as the reader sees it: its px times the inset's magnification, at least 4 CSS px.
        assert px * inset["scale"] >= 4, (px, inset)
        assert inset["red"] == 1 and inset["grid"] == 1, inset
        assert any(inset["view"][0] <= y <= inset["view"][1] for y in inset["edge"]), inset
        assert f"{px:g} px" in inset["caption"] and f"{DEVICE_SCALE}×" in inset["caption"], inset["caption"]
        # Zoom: the drawings at k CSS px per px, source and target at one scale; a device-pixel grid from 4×.
        for k in js("[...document.querySelectorAll('#rows tr.detail .zoom button')].map(b => Number(b.dataset.k))"):
            js(f"document.querySelector('#rows tr.detail .zoom button[data-k=\"{k}\"]').click()")
            sizes = js("""[...document.querySelectorAll('#rows tr.detail .drawings svg')].map(s => [s.getBoundingClientRect().width / s.viewBox.baseVal.width,
                s.querySelectorAll('path.pixel-grid').length])""")
            assert len(sizes) == 2 and all(abs(s[0] - k) < 1e-3 for s in sizes), (k, sizes)
            assert all(s[1] == (1 if k >= 4 else 0) for s in sizes), (k, sizes)
            assert js(f"document.querySelector('#rows tr.detail .zoom button[data-k=\"{k}\"]').getAttribute('aria-pressed')") == "true"
        labels = js("[...document.querySelectorAll('#rows tr.detail .zoom button')].map(b => b.textContent)")
        # This browser draws one CSS px on one screen pixel: the profile's device pixels are DEVICE_SCALE× larger.
        assert f"device pixels ({DEVICE_SCALE}×)" in labels, labels
        no_sideways_scroll()
        shot_element("#rows tr.detail .inset", os.path.join(out, "report-inset.png"))
        show_all()

    @case("a message quoting mixed Arabic and Latin renders isolated: the quote right to left, the English around it left to right")
    def bidi():
        probe = next(r for r in data if r[KEY] == PROBE_KEY)
        assert any(f[2] == "truncation" for f in probe[FINDINGS]), probe[FINDINGS]
        open_row(PROBE_KEY)
        # Each character's box, in order, from the first finding's message as laid out.
        # Each character of the first finding's message as laid out: [text, left, right, top]. The quote
        # is found by its guillemets, not by markup, so that this holds for any way of isolating it.
        laid = js("""(() => { const m = document.querySelector('#rows tr.detail .findings .msg'); const out = [];
            const walk = (n) => { if (n.nodeType === 3) { for (let i = 0; i < n.data.length; i++) { const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1);
                const b = r.getBoundingClientRect(); out.push([n.data[i], b.left, b.right, b.top]); } } else n.childNodes.forEach(walk); };
            walk(m); return out; })()""")
        text = "".join(c[0] for c in laid)
        assert text.startswith("«" + PROBE_AR + "» "), text
        quote = laid[1:1 + len(PROBE_AR)]
        assert len({round(c[3]) for c in quote}) == 1, "the quote is on one line at 1280 px"

        def left(word, chars):
            at = "".join(c[0] for c in chars).find(word)
            assert at >= 0, word
            return min(c[1] for c in chars[at:at + len(word)])

        # Right to left inside the quote: the first Arabic word is right of the Latin that follows it.
        assert left("إشعارات", quote) > left("Wi-Fi", quote), "the quote was reordered with the message"
        # Left to right outside: the message's English goes on to the right of the quote.
        after = laid[2 + len(PROBE_AR):]
        assert left("is cut", after) > max(c[2] for c in quote), "the message was reordered around the quote"
        style = js("(() => { const b = document.querySelector('#rows tr.detail .findings .msg bdi'); const c = getComputedStyle(b); return [c.unicodeBidi, c.direction]; })()")
        assert style == ["isolate", "rtl"], style
        show_all()

    @case("390 px phone: no sideways scroll, rows one line, an opened row and its zoom stay inside the screen")
    def phone():
        load(390, 844, mobile=True)
        no_sideways_scroll()
        heights = js("[...document.querySelectorAll('#rows tbody tr')].slice(0, 50).map(r => r.getBoundingClientRect().height)")
        line = js("(() => { const c = getComputedStyle(document.querySelector('#rows tbody td.c-key')); return parseFloat(c.lineHeight) + parseFloat(c.paddingTop) + parseFloat(c.paddingBottom) + parseFloat(c.borderBottomWidth); })()")
        assert max(heights) <= line + 0.5, (max(heights), line)
        # What a phone shows of a row: its verdict, key and translation, never cut to nothing.
        widths = js("['c-verdict', 'c-key', 'c-ar'].map(c => document.querySelector('#rows tbody td.' + c).getBoundingClientRect().width)")
        assert all(w >= 60 for w in widths), widths
        js("document.getElementById('rows-section').scrollIntoView()")
        browser.screenshot(os.path.join(out, "report-390.png"))
        clipped = next(r for r in data if r[VERDICT] == "clips")
        open_row(clipped[KEY])
        js("document.querySelector('#rows tr.detail .zoom button[data-k=\"16\"]').click()")
        no_sideways_scroll()
        assert js("document.querySelector('#rows tr.detail > td').colSpan") == js("[...document.querySelectorAll('#rows thead th')].filter(t => getComputedStyle(t).display !== 'none').length")
        js("document.getElementById('rows-section').scrollIntoView()")
        browser.screenshot(os.path.join(out, "report-390-open.png"))
        js("window.scrollTo(0, 0)")
        no_sideways_scroll()
        browser.viewport(1280, 800)

    @case("self-contained: nothing loaded from the network")
    def offline():
        assert js("document.querySelectorAll('script[src],link[href],img[src],iframe').length") == 0
finally:
    browser.close()

sys.exit(case.finish())
