"""The translator page in headless Chromium: type an Arabic label, see the verdict and the drawing.

Run: python3 Tests/Browser/test_page.py .build/debug/labelfit OUTPUT_DIR
"""
import json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases, start_server

binary, out = sys.argv[1], sys.argv[2]
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
case = Cases()


server, base = start_server(binary, root)
browser = Browser()
try:
    browser.navigate(base + "/")
    browser.wait_for("document.querySelector('#profile').options.length >= 4")

    @case("typing an Arabic label in a narrow row shows it wrapping, drawn")
    def typing():
        browser.evaluate("document.querySelector('#width').value = '200'; document.querySelector('#lineHeight').value = '1.6'; 1")
        browser.evaluate("document.querySelector('#ar').focus(); document.querySelector('#ar').value = ''; 1")
        browser.type_text("إضافة إلى الشاشة الرئيسية")
        browser.wait_for("document.querySelector('#verdict').textContent === 'wraps'")
        assert browser.evaluate("document.querySelector('#ar').value") == "إضافة إلى الشاشة الرئيسية"
        svg = browser.evaluate("(() => { const s = document.querySelector('#render svg'); return s ? {paths: s.querySelectorAll('.glyphs path').length, boxes: s.querySelectorAll('rect.line-box').length, title: s.querySelector('title').textContent} : null; })()")
        assert svg is not None, "no SVG rendered"
        assert svg["boxes"] >= 2, svg
        assert svg["paths"] >= 20, svg
        assert svg["title"].startswith("إضافة إلى الشاشة الرئيسية"), svg
        message = browser.evaluate("document.querySelector('#message').textContent")
        assert f"{svg['boxes']} lines" in message, (message, svg)
        browser.screenshot(os.path.join(out, "page-wraps.png"))

    @case("nowrap with an ellipsis names the dropped words")
    def ellipsis():
        browser.evaluate("(() => { const o = document.querySelector('#overflow'); o.value = 'nowrap-ellipsis'; o.dispatchEvent(new Event('change')); return 1; })()")
        browser.wait_for("document.querySelector('#verdict').textContent === 'truncates'")
        message = browser.evaluate("document.querySelector('#message').textContent")
        assert "الرئيسية" in message, message
        assert browser.evaluate("document.querySelectorAll('#render svg .glyphs .ellipsis').length") == 1

    @case("a line-height tuned on Latin clips the Arabic, painted in the warning colour")
    def clipping():
        browser.evaluate("(() => { const o = document.querySelector('#overflow'); o.value = 'wrap'; o.dispatchEvent(new Event('change')); return 1; })()")
        # The full Noto Naskh Arabic as the fallback under Roboto: Roboto's box at 1.0 cannot hold its ح.
        browser.evaluate("(() => { document.querySelector('#font').value = 'Roboto, Noto Naskh Arabic'; document.querySelector('#width').value = '400'; const l = document.querySelector('#lineHeight'); l.value = '1.0'; l.dispatchEvent(new Event('input')); return 1; })()")
        browser.evaluate("document.querySelector('#ar').focus(); document.querySelector('#ar').value = ''; 1")
        browser.type_text("يجح")
        browser.wait_for("document.querySelector('#verdict').textContent === 'clips'")
        assert browser.evaluate("document.querySelectorAll('#render svg use.clipped-ink').length") == 1
        assert browser.evaluate("document.querySelector('#verdict').dataset.verdict") == "clips"
        browser.screenshot(os.path.join(out, "page-clips.png"))

    @case("the page is RTL-safe: logical properties only, nothing loaded from the network")
    def static_checks():
        html = browser.evaluate("document.documentElement.outerHTML")
        for physical in ["margin-left", "margin-right", "padding-left", "padding-right", "text-align: left", "float:"]:
            assert physical not in html, physical
        external = browser.evaluate("[...document.querySelectorAll('script[src],link[href],img[src]')].length")
        assert external == 0, external
        assert browser.evaluate("document.querySelector('#ar').getAttribute('dir')") == "auto"
finally:
    browser.close()
    server.terminate()
    server.wait(timeout=15)

sys.exit(case.finish())
