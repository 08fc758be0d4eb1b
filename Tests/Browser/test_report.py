"""The HTML report in headless Chromium at 20,000 strings: size, rows rendered on demand, filters,
sorting, a screenshot.

Run: python3 Tests/Browser/test_report.py .build/debug/labelfit OUTPUT_DIR

The issue's bar is first paint and each interaction within 3 s; this test prints the measured times
and asserts only a generous 10 s bound, so that a loaded CI machine does not make it flaky (tests do not
assert on timing otherwise). The size bound (under 15 MB) is asserted as it is.
"""
import csv, json, os, re, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases

binary, out = sys.argv[1], os.path.abspath(sys.argv[2])
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
case = Cases()
COUNT = 20000

# 20,000 distinct pairs made from the Corpus's labels: each label alone, then joined with another
# (so lengths vary and some wrap, truncate or clip), each under its own key, in one CSV catalog.
labels = list(csv.DictReader(open(os.path.join(root, "Corpus", "tsv", "action-sheet-labels.tsv"), encoding="utf-8"), delimiter="\t", quoting=csv.QUOTE_NONE))
n = len(labels)
catalog_dir = os.path.join(out, "catalog-20k")
os.makedirs(catalog_dir, exist_ok=True)
with open(os.path.join(catalog_dir, "labels.csv"), "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f)
    w.writerow(["key", "en", "ar"])
    for i in range(COUNT):
        a = labels[i % n]
        if i < n:
            en, ar = a["en"], a["ar"]
        else:
            b = labels[(i // n * 7 + i) % n]
            en, ar = f"{a['en']} {b['en']} {i}", f"{a['ar']} {b['ar']} {i}"
        w.writerow([f"{a['key']}_{i}", en, ar])
report = os.path.join(out, "report-20k.html")
started = time.time()
# Headless Chromium's rules, under which the bundled config's Arabic clips (on a phone, the default
# `android` web platform, the baseline moves up a device pixel and nothing clips past the tolerance).
status = subprocess.run([binary, "check", catalog_dir, "--format", "html", "--output", report, "--no-progress",
                         "--web-platform", "headless"], cwd=root,
                        env=dict(os.environ, SWIFT_BACKTRACE="enable=no"), capture_output=True, text=True).returncode
size = os.path.getsize(report)
print(f"report of {COUNT:,} strings written in {time.time() - started:.1f} s, {size / 1e6:.1f} MB (exit {status})")

# The rows as the file carries them, read here without the page's script, to check what the page shows.
html = open(report, encoding="utf-8").read()
data = []
for block in re.findall(r'<script type="application/json" class="rows">(.*?)</script>', html, re.S):
    data += json.loads(block)
VERDICT, GROWTH = 3, 5

browser = Browser()
try:
    started = time.time()
    browser.navigate("file://" + report)
    browser.wait_for("window.labelfitReport && window.labelfitReport.readyMs > 0", timeout=60)
    ready_ms = browser.evaluate("window.labelfitReport.readyMs")
    print(f"first paint with rows: {ready_ms / 1000:.2f} s after navigation started (page clock); "
          f"{time.time() - started:.1f} s by this script's clock (goal 3 s)")

    def timed(action):
        """Runs `action` in the page and returns the ms until the next frame was painted after it."""
        return browser.evaluate("new Promise(done => { const t = performance.now(); " + action +
                                "; requestAnimationFrame(() => setTimeout(() => done(performance.now() - t), 0)); })")

    @case("the report of 20,000 strings is under 15 MB, with every string in its data")
    def size_and_data():
        assert status in (0, 1), status
        assert size < 15_000_000, size
        assert len(data) == COUNT, len(data)
        assert len({r[0] for r in data}) == COUNT
        assert ready_ms < 10_000, ready_ms

    @case("rows are rendered on demand: the first screenful drawn, more as the page scrolls")
    def on_demand():
        assert browser.evaluate("document.getElementById('shown').textContent") == f"{COUNT} of {COUNT} shown"
        first = browser.evaluate("document.querySelectorAll('#rows tbody tr').length")
        assert 0 < first < 1000, first
        assert browser.evaluate("document.querySelector('#rows tbody tr').dataset.key") == data[0][0]
        assert browser.evaluate("document.querySelectorAll('#rows tbody tr:first-child td.label svg').length") == 2
        assert browser.evaluate("document.querySelector('#rows tbody tr td.label[dir=rtl] svg title').textContent").startswith(data[0][14])
        # Glyphs are defined once and referenced.
        assert browser.evaluate("document.querySelectorAll('#rows tbody tr:first-child td.label svg use[href^=\"#g\"]').length") > 0
        assert browser.evaluate("document.querySelectorAll('defs > g[id^=g]').length") == len(set(re.findall(r'<g id="(g\d+)"', html)))
        browser.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        browser.wait_for(f"document.querySelectorAll('#rows tbody tr').length > {first}")

    @case("the summary counts match the data, and it comes first")
    def summary():
        counts = browser.evaluate("Object.fromEntries([...document.querySelectorAll('button[data-filter]')].map(b => [b.dataset.filter, Number(b.querySelector('b').textContent)]))")
        for verdict, k in counts.items():
            assert sum(1 for r in data if r[VERDICT] == verdict) == k, (verdict, k)
        assert browser.evaluate("document.getElementById('summary').getBoundingClientRect().top < document.getElementById('rows-section').getBoundingClientRect().top")
        assert browser.evaluate("document.querySelectorAll('.histogram svg rect').length") > 5
        browser.evaluate("window.scrollTo(0, 0)")
        browser.screenshot(os.path.join(out, "report-summary.png"))

    @case("filters by verdict and text")
    def filters():
        ms = timed("const v = document.getElementById('f-verdict'); v.value = 'wraps'; v.dispatchEvent(new Event('change'))")
        print(f"filter by verdict: {ms / 1000:.2f} s (goal 3 s)")
        expected = sum(1 for r in data if r[VERDICT] == "wraps")
        assert expected > 0
        assert browser.evaluate("document.getElementById('shown').textContent") == f"{expected} of {COUNT} shown"
        assert browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].every(r => r.dataset.verdict === 'wraps')")
        assert ms < 10_000, ms
        browser.evaluate("(() => { const v = document.getElementById('f-verdict'); v.value = ''; v.dispatchEvent(new Event('change')); const t = document.getElementById('f-text'); t.value = 'الرئيسية'; t.dispatchEvent(new Event('input')); })()")
        # The text filter is debounced: wait until it has narrowed the rows.
        browser.wait_for(f"parseInt(document.getElementById('shown').textContent) < {COUNT}")
        expected = sum(1 for r in data if "الرئيسية" in (r[0] + " " + r[13] + " " + r[14]).lower())
        assert browser.evaluate("document.getElementById('shown').textContent") == f"{expected} of {COUNT} shown"
        texts = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].map(r => r.dataset.text)")
        assert texts and all("الرئيسية" in t for t in texts), len(texts)
        browser.evaluate("(() => { const t = document.getElementById('f-text'); t.value = ''; t.dispatchEvent(new Event('input')); })()")
        browser.wait_for(f"document.getElementById('shown').textContent === '{COUNT} of {COUNT} shown'")

    @case("sorts by growth, both ways, over all rows")
    def sorting():
        ms = timed("document.querySelector('th[data-sort=growth]').click()")
        print(f"sort by growth: {ms / 1000:.2f} s (goal 3 s)")
        growths = sorted((r[GROWTH] or 0) for r in data)
        values = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].map(r => parseFloat(r.dataset.growth))")
        assert values == sorted(values) and values[0] == growths[0], (values[:3], growths[:3])
        browser.evaluate("document.querySelector('th[data-sort=growth]').click()")
        values = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].map(r => parseFloat(r.dataset.growth))")
        assert values == sorted(values, reverse=True) and values[0] == growths[-1], "descending"
        assert ms < 10_000, ms
        browser.wait_for("document.querySelectorAll('#rows tbody tr:first-child td.label svg').length === 2")
        browser.screenshot(os.path.join(out, "report-sorted.png"))

    @case("self-contained: nothing loaded from the network")
    def offline():
        assert browser.evaluate("document.querySelectorAll('script[src],link[href],img[src],iframe').length") == 0
finally:
    browser.close()

sys.exit(case.finish())
