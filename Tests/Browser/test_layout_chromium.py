"""`labelfit layout --chromium` against a second, independent Chromium measurement: the fixture's
`width: 50%` row (Tests/Fixtures/layout-web-chromium/app1/src/index.html, case 1) laid out in a real
top-level viewport of each width (Emulation.setDeviceMetricsOverride over the DevTools protocol, not
LabelFit's iframes), with the bundled fonts by @font-face. The content width and the Arabic's overflow
that LabelFit's `engine` reports must be these.

Run: python3 Tests/Browser/test_layout_chromium.py .build/debug/labelfit OUTPUT_DIR
"""
import json, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases

binary, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
app = os.path.join(root, "Tests", "Fixtures", "layout-web-chromium", "app1")
os.makedirs(out, exist_ok=True)
case = Cases()

report = json.loads(subprocess.run([binary, "layout", app, "--chromium", "--format", "json"], cwd=app,
                                   capture_output=True, text=True).stdout)
half = next(u for u in report["uses"] if u["site"]["file"].endswith("index.html") and u["site"]["line"] == 25)
arabic = json.load(open(os.path.join(app, "locales", "ar.json"), encoding="utf-8"))["notifs_all"]
english = json.load(open(os.path.join(app, "locales", "en.json"), encoding="utf-8"))["notifs_all"]

faces = "".join(f"@font-face {{ font-family: '{n}'; src: url('file://{root}/Fonts/{f}'); }}\n"
                for n, f in [("R", "Roboto-Regular.ttf"), ("N", "NotoNaskhArabicUI-Regular.ttf")])
browser = Browser()
try:
    for lang, text in [("ar", arabic), ("en", english)]:
        page = os.path.join(out, f"layout-chromium-{lang}.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write(f"<!DOCTYPE html><html dir={'rtl' if lang == 'ar' else 'ltr'} lang={lang}><meta charset=utf-8><style>{faces}"
                    "* { font-family: 'R', 'N' } body { margin: 0 } .one { white-space: nowrap; overflow: hidden; text-overflow: ellipsis } .half { width: 50% }"
                    f"</style><div class='one half' id=row>{text}</div>")
        for viewport in report["summary"]["chromium"]["viewports_px"]:
            @case(f"{lang} at {viewport}px: LabelFit's engine reading is Chromium's own")
            def _():
                browser.viewport(int(viewport), 800)
                browser.navigate("file://" + page)
                browser.wait_for("document.fonts.status === 'loaded'")
                m = browser.evaluate("(() => { const e = document.getElementById('row'); return [e.getBoundingClientRect().width, e.scrollWidth, e.clientWidth]; })()")
                reading = next(v for v in half["engine"]["viewports"] if v["viewport_px"] == viewport)
                side = reading["arabic" if lang == "ar" else "english"]
                assert abs(m[0] - (reading["width_px"] if lang == "ar" else reading.get("english_width_px", reading["width_px"]))) < 0.01, (m, reading)
                assert side["cut"] == (m[1] > m[2]), (m, side)
                assert side["scroll_width"] == m[1] and side["client_width"] == m[2], (m, side)
finally:
    browser.close()

@case("the class is decided at 320 px only")
def _():
    assert half["class"] == "arabic-only-cut" and half["profiles_cut"] == ["viewport 320px"], half

sys.exit(case.finish())
