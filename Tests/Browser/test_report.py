"""The HTML report in headless Chromium at 10,000 rows: rows, filters, sorting, a screenshot.

Run: python3 Tests/Browser/test_report.py .build/debug/labelfit OUTPUT_DIR
"""
import csv, os, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases

binary, out = sys.argv[1], os.path.abspath(sys.argv[2])
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
case = Cases()


# 10,000 pairs from the Corpus's labels, in one CSV catalog.
labels = list(csv.DictReader(open(os.path.join(root, "Corpus", "tsv", "action-sheet-labels.tsv"), encoding="utf-8"), delimiter="\t", quoting=csv.QUOTE_NONE))
catalog_dir = os.path.join(out, "catalog-10k")
os.makedirs(catalog_dir, exist_ok=True)
with open(os.path.join(catalog_dir, "labels.csv"), "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f)
    w.writerow(["key", "en", "ar"])
    for i in range(10000):
        r = labels[i % len(labels)]
        w.writerow([f"{r['key']}_{i}", r["en"], r["ar"]])
report = os.path.join(out, "report-10k.html")
started = time.time()
# Headless Chromium's rules, under which the bundled config's Arabic clips (on a phone, the default
# `android` web platform, the baseline moves up a device pixel and nothing clips past the tolerance).
status = subprocess.run([binary, "check", catalog_dir, "--format", "html", "--output", report, "--no-progress",
                         "--web-platform", "headless"], cwd=root,
                        env=dict(os.environ, SWIFT_BACKTRACE="enable=no"), capture_output=True, text=True).returncode
print(f"report of 10,000 rows written in {time.time() - started:.1f} s, {os.path.getsize(report) / 1e6:.1f} MB (exit {status})")

browser = Browser()
try:
    started = time.time()
    browser.navigate("file://" + report)
    browser.wait_for("document.getElementById('shown').textContent.length > 0", timeout=60)
    print(f"loaded and interactive in {time.time() - started:.1f} s")

    @case("every string is a row, each with its English and Arabic drawn")
    def rows():
        assert status in (0, 1), status
        assert browser.evaluate("document.querySelectorAll('#rows tbody tr').length") == 10000
        browser.wait_for("document.querySelectorAll('#rows tbody tr:first-child td.label svg').length === 2")
        first = browser.evaluate("document.querySelector('#rows tbody tr').dataset.key")
        assert first == "delete_0", first
        assert browser.evaluate("document.querySelector('#rows tbody tr td.label[dir=rtl] svg title').textContent").startswith("حذف")

    @case("the summary counts match the rows, and it comes first")
    def summary():
        counts = browser.evaluate("Object.fromEntries([...document.querySelectorAll('button[data-filter]')].map(b => [b.dataset.filter, Number(b.querySelector('b').textContent)]))")
        actual = browser.evaluate("(() => { const c = {}; for (const r of document.querySelectorAll('#rows tbody tr')) c[r.dataset.verdict] = (c[r.dataset.verdict] || 0) + 1; return c; })()")
        for verdict, n in counts.items():
            assert actual.get(verdict, 0) == n, (verdict, n, actual)
        assert browser.evaluate("document.getElementById('summary').getBoundingClientRect().top < document.getElementById('rows-section').getBoundingClientRect().top")
        assert browser.evaluate("document.querySelectorAll('.histogram svg rect').length") > 5
        browser.screenshot(os.path.join(out, "report-summary.png"))

    @case("filters by verdict, file and text")
    def filters():
        browser.evaluate("(() => { const v = document.getElementById('f-verdict'); v.value = 'clips'; v.dispatchEvent(new Event('change')); })()")
        shown = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].filter(r => !r.hidden)")
        clips = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].filter(r => !r.hidden).every(r => r.dataset.verdict === 'clips')")
        n = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].filter(r => !r.hidden).length")
        assert clips and n > 0, n
        assert browser.evaluate("document.getElementById('shown').textContent") == f"{n} of 10000 shown"
        browser.evaluate("(() => { const v = document.getElementById('f-verdict'); v.value = ''; v.dispatchEvent(new Event('change')); const t = document.getElementById('f-text'); t.value = 'الرئيسية'; t.dispatchEvent(new Event('input')); })()")
        # The text filter is debounced: wait until it has narrowed the rows.
        browser.wait_for("parseInt(document.getElementById('shown').textContent) < 10000")
        texts = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].filter(r => !r.hidden).map(r => r.dataset.text)")
        assert texts and all("الرئيسية" in t for t in texts), len(texts)
        browser.evaluate("(() => { const t = document.getElementById('f-text'); t.value = ''; t.dispatchEvent(new Event('input')); })()")
        browser.wait_for("document.getElementById('shown').textContent === '10000 of 10000 shown'")

    @case("sorts by growth, both ways")
    def sorting():
        time.sleep(0.3)
        browser.evaluate("document.querySelector('th[data-sort=growth]').click()")
        values = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].map(r => parseFloat(r.dataset.growth))")
        assert values == sorted(values), "ascending"
        browser.evaluate("document.querySelector('th[data-sort=growth]').click()")
        values = browser.evaluate("[...document.querySelectorAll('#rows tbody tr')].map(r => parseFloat(r.dataset.growth))")
        assert values == sorted(values, reverse=True), "descending"
        # Drawings of rows scrolled to after sorting appear as they come into view.
        browser.wait_for("document.querySelectorAll('#rows tbody tr:first-child td.label svg').length === 2")
        browser.screenshot(os.path.join(out, "report-sorted.png"))

    @case("self-contained: nothing loaded from the network")
    def offline():
        assert browser.evaluate("document.querySelectorAll('script[src],link[href],img[src],iframe').length") == 0
finally:
    browser.close()

sys.exit(case.finish())
