"""`labelfit layout --chromium` against a second, independent Chromium measurement: the fixture's
`width: 50%` row (Tests/Fixtures/layout-web-chromium/app1/src/index.html, case 1) laid out in a real
top-level viewport of each width (Emulation.setDeviceMetricsOverride over the DevTools protocol, not
LabelFit's iframes), with the bundled fonts by @font-face. The content width and the Arabic's overflow
that LabelFit's `engine` reports must be these.

Then the same app with scripts hidden in its markup and its CSS: a template attribute holding
`</noscript><script>…</script>` inside a `<noscript>`, and a `.css` selector string holding
`</style><script>…</script>`, each script reading /etc/passwd and writing into the page's result.
Nothing of them may run: no marker, no `root:` in the report, every class the benign app's.

Last, the app with a variable font (Noto Kufi Arabic, `wght` 100–900) as its Arabic stack: Chromium, given
the font as `--chromium` declares it, draws the bold row at `wght` 700 (its width is hb-shape's at
`--variations=wght=700`).

Run: python3 Tests/Browser/test_layout_chromium.py .build/debug/labelfit OUTPUT_DIR
"""
import json, math, os, shutil, subprocess, sys

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

# The scripts: read /etc/passwd (file access), mark the top page, and make the page's own result
# carry the text. Single quotes only: they sit in a double-quoted attribute and a CSS string.
def payload(marker):
    return ("var t='';try{var x=new XMLHttpRequest();x.open('GET','file:///etc/passwd',false);x.send();t=x.responseText}"
            f"catch(e){{t='no file'}};top.document.title='{marker}';"
            f"top.document.createElement=function(){{throw new Error('{marker} '+t.slice(0,200))}};")

hostile = os.path.join(out, "layout-chromium-hostile-app")
shutil.rmtree(hostile, ignore_errors=True)
shutil.copytree(app, hostile)
with open(os.path.join(hostile, "src", "index.html"), encoding="utf-8") as f:
    page = f.read()
page = page.replace("</body>", '<noscript><p title="</noscript><script>' + payload("LABELFIT-RAN-ATTRIBUTE") + '</script>">x</p></noscript>\n'
                    '<div title="&quot;><img src=x onerror=alert(1)>" onmouseover="alert(2)"><a href="javascript:alert(3)">x</a></div>\n</body>')
with open(os.path.join(hostile, "src", "index.html"), "w", encoding="utf-8") as f:
    f.write(page)
with open(os.path.join(hostile, "src", "payload.css"), "w", encoding="utf-8") as f:
    f.write('[title="</style><script>' + payload("LABELFIT-RAN-STYLESHEET") + '</script>"] { color: red; }\n')

def layout(folder):
    # The copy may sit outside the checkout, where the bundled Fonts/ folder is not found by walking up.
    env = dict(os.environ, LABELFIT_FONTS=os.path.join(root, "Fonts"))
    p = subprocess.run([binary, "layout", folder, "--chromium", "--format", "json"], cwd=folder, capture_output=True, text=True, env=env)
    return p, json.loads(p.stdout)

control_run, control = layout(app)
hostile_run, attacked = layout(hostile)

def classes(r):
    return [(os.path.basename(u["site"]["file"]), u["site"]["line"], u["class"], (u.get("engine") or {}).get("width_px"),
             (u.get("engine") or {}).get("reason")) for u in r["uses"]]

@case("no script in the repository's markup or CSS ran: no marker, no file text in the report")
def _():
    for text in [hostile_run.stdout, hostile_run.stderr]:
        assert "LABELFIT-RAN" not in text and "root:" not in text, text[:2000]
    assert hostile_run.returncode == control_run.returncode, (hostile_run.returncode, control_run.returncode, hostile_run.stderr[:2000])
    assert not attacked.get("errors"), attacked.get("errors")

@case("the hostile app's classes and Chromium widths are the benign app's")
def _():
    assert classes(attacked) == classes(control), (classes(attacked), classes(control))
    assert attacked["summary"]["chromium"]["measured"] == control["summary"]["chromium"]["measured"] == 5, attacked["summary"]["chromium"]

# A variable font in the stack: `--chromium` declares it over its wght range (`font-weight: 100 900`), so
# Chromium draws the bold row (case 6, font-weight 700) at wght 700 as the line model measures it, not a
# bold synthesized from the default instance. Expected: hb-shape's advances at wght=700 in font units × 16 /
# 1000, the element's scroll width being that rounded up.
variable = os.path.join(out, "layout-chromium-variable")
kufi = os.path.join(root, "Tests", "Fixtures", "fonts", "variable", "NotoKufiArabic-VF.ttf")
shutil.rmtree(variable, ignore_errors=True)
shutil.copytree(app, variable)
os.makedirs(os.path.join(variable, "fonts"))
shutil.copy(kufi, os.path.join(variable, "fonts", "NotoKufiArabic-VF.ttf"))
with open(os.path.join(variable, "labelfit.json"), "w") as f:
    json.dump({"fonts": {"en": "Roboto", "ar": "fonts/NotoKufiArabic-VF.ttf"}}, f)
varied = json.loads(subprocess.run([binary, "layout", variable, "--chromium", "--format", "json"], cwd=variable,
                                   capture_output=True, text=True).stdout)
bold_row = next(u for u in varied["uses"] if u["site"]["file"].endswith("index.html") and u["site"]["line"] == 41)
units = {w: sum(g["ax"] for g in json.loads(subprocess.run(["hb-shape", "--font-size=1000", "--output-format=json",
                                                             f"--variations=wght={w}", kufi, arabic], capture_output=True, text=True).stdout))
         for w in (400, 700)}


@case("a variable font: Chromium draws the bold row at wght 700 (hb-shape), as the line model measures it")
def _():
    drawn = bold_row["engine"]["arabic"]["scroll_width"]
    assert drawn == math.ceil(units[700] * 16 / 1000), (drawn, units)
    assert math.ceil(units[400] * 16 / 1000) < drawn, ("the default instance is narrower", units)
    assert bold_row["engine"]["agrees"] is True, bold_row["engine"]

sys.exit(case.finish())
