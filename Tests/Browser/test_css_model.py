"""LabelFit's `web` line model against Chromium's own layout: for bundled fonts loaded with
@font-face, several strings, sizes and line-heights, the line box (distance from the line top to the
baseline, and the line's height) and the advance width that Chromium lays out must equal LabelFit's
`line_box` and `layout_width_px`.

Run: python3 Tests/Browser/test_css_model.py .build/debug/labelfit OUTPUT_DIR
"""
import json, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases

binary, out = sys.argv[1], os.path.abspath(sys.argv[2])
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
case = Cases()

fonts = {"Roboto": "Roboto-Regular.ttf", "NaskhUI": "NotoNaskhArabicUI-Regular.ttf", "Naskh": "NotoNaskhArabic-Regular.ttf",
         "Amiri": "Amiri-Regular.ttf", "SansArabicUI": "NotoSansArabicUI-Regular.ttf"}
samples = [("Roboto", "Add to Home Screen", "en"), ("NaskhUI", "إضافة إلى الشاشة الرئيسية", "ar"), ("Naskh", "يجح حذف", "ar"),
           ("Amiri", "نقل إلى سلة المهملات", "ar"), ("SansArabicUI", "مشاركة الرابط", "ar"),
           # The trap: Roboto is the primary font (it sets the box), the Arabic comes from the fallback.
           ("Roboto, Naskh", "يجح حذف", "ar")]
settings = [(17, "1.2"), (17, "1"), (16, "normal"), (20, "1.5"), (15, "22px")]

faces = "".join(f"@font-face {{ font-family: '{name}'; src: url('file://{root}/Fonts/{file}'); }}\n" for name, file in fonts.items())
rows = []
for fi, (family, text, lang) in enumerate(samples):
    for si, (size, lh) in enumerate(settings):
        rows.append({"id": f"c{fi}_{si}", "family": family, "text": text, "lang": lang, "size": size, "lh": lh})
html = ["<!doctype html><meta charset=utf-8><style>", faces, "body{margin:0} .l{white-space:nowrap;display:block;width:max-content}</style>"]
for r in rows:
    lh = r["lh"] if r["lh"].endswith("px") or r["lh"] == "normal" else r["lh"]
    css_family = ", ".join(f"'{f.strip()}'" for f in r["family"].split(","))
    html.append(f"<div class=l id={r['id']} lang={r['lang']} dir=auto style=\"font-family:{css_family};font-size:{r['size']}px;line-height:{lh}\">"
                f"<span class=t>{r['text']}</span><span class=b style=\"display:inline-block;width:0;height:0;vertical-align:baseline\"></span></div>")
page = os.path.join(out, "css-model.html")
open(page, "w", encoding="utf-8").write("\n".join(html))

for dsf in (1, 2):
  # A real device scale, as the browser flag sets it (DevTools emulation scales the picture instead of
  # laying out in device pixels, so it would not test the rounding).
  browser = Browser(device_scale=dsf)
  try:
    browser.navigate("file://" + page)
    browser.wait_for("document.fonts.status === 'loaded' && [...document.fonts].every(f => f.status === 'loaded')", timeout=30)
    measured = browser.evaluate("""[...document.querySelectorAll('.l')].map(d => {
        const box = d.getBoundingClientRect(), base = d.querySelector('.b').getBoundingClientRect();
        const range = document.createRange(); range.selectNodeContents(d.querySelector('.t'));
        return {id: d.id, top: base.top - box.top, height: box.height, width: range.getBoundingClientRect().width,
                dsf: window.devicePixelRatio};
    })""")
    by_id = {m["id"]: m for m in measured}

    for r in rows:
        stack = ", ".join(f"Fonts/{fonts[f.strip()]}" for f in r["family"].split(","))
        args = [binary, "measure", "--font", stack, "--size", str(r["size"]), "--line-height", r["lh"],
                "--format", "json", "--device-scale", str(dsf), "--web-platform", "headless"]
        args += ["--ar", r["text"]] if r["lang"] == "ar" else ["--en", r["text"]]
        result = json.loads(subprocess.run(args, cwd=root, capture_output=True, text=True, env=dict(os.environ, SWIFT_BACKTRACE="enable=no")).stdout)
        m = result["results"][0]["target" if r["lang"] == "ar" else "source"]
        b = by_id[r["id"]]

        @case(f"dsf {dsf}, {r['family']} {r['size']}px line-height {r['lh']}: «{r['text']}»")
        def check():
            assert b["dsf"] == dsf, b
            assert abs(b["top"] - m["line_box"]["top_px"]) < 1e-3, ("baseline from line top", b["top"], m["line_box"]["top_px"])
            assert abs(b["height"] - m["line_box"]["height_px"]) < 1e-3, ("line height", b["height"], m["line_box"]["height_px"])
            assert abs(b["width"] - m["layout_width_px"]) <= 1 / (64 * dsf) + 1e-6, ("width", b["width"], m["layout_width_px"], m["width_px"])
  finally:
    browser.close()
sys.exit(case.finish())
