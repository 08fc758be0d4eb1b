"""WebKitGTK's advance widths against LabelFit's `webkitgtk` model where HarfBuzz sets an advance outright:
cursive attachment (Noto Nastaliq Urdu, Amiri bundled and Debian's) and marks whose advances GPOS zeroes (Nazli), with Noto Naskh
Arabic UI as a font without either. WebKit gives HarfBuzz the hinted whole-pixel advances through its font
functions and takes HarfBuzz's positions as they are (`WebKitHarfBuzzFont`); each row's width is asserted
±0.01 px, at six sizes from 14 to 22 px and GDK_SCALE 1 and 2, distinct real labels (Urdu for Nastaliq, Arabic for the
others), and the agreement per font is printed. Then line boxes whose fixed line-height is below the content
area (Noto Naskh Arabic UI at 22 px, line-height 6 to 30 px): the baseline's distance from the line top (a zero-height
inline-block at the baseline) and the line's height (the same page without it) asserted against WebKitGTK's.

Run under an X server: xvfb-run -a -s '-screen 0 1280x1024x24' python3 Tests/Browser/test_webkit_advances.py .build/debug/labelfit OUTPUT_DIR
"""
import glob, json, os, socket, subprocess, sys, time, urllib.request
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Cases
import webkit_driver
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import unbundled_fonts

binary, out = sys.argv[1], os.path.abspath(sys.argv[2])
# The same fonts as the engine for a character the page's font lacks (test_web_platforms.py explains).
os.environ["LABELFIT_SYSTEM_FONTS"] = "1"
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
case = Cases()
if not os.environ.get("DISPLAY"):
    print("test_webkit_advances: no X display; run it under xvfb-run", file=sys.stderr)
    sys.exit(1)
minibrowser = next(iter(sorted(glob.glob("/usr/lib/*/webkit2gtk-4.1/MiniBrowser"))), None)
if not (os.path.exists("/usr/bin/WebKitWebDriver") and minibrowser):
    @case("WebKitWebDriver is installed (scripts/install-deps --test: webkit2gtk-driver)")
    def missing():
        raise AssertionError(f"WebKitWebDriver: {os.path.exists('/usr/bin/WebKitWebDriver')}, MiniBrowser: {minibrowser}")
    sys.exit(case.finish())

T = os.path.join(unbundled_fonts.ROOT, "usr/share/fonts/truetype")
fonts = {
    # Cursive attachment on every joined letter (GPOS lookup type 3), Urdu.
    "Nastaliq": (os.path.join(T, "noto/NotoNastaliqUrdu-Regular.ttf"), "ur"),
    # Cursive attachment in some joinings (its 'curs' feature), Arabic.
    "Amiri": (os.path.join(root, "Fonts/Amiri-Regular.ttf"), "ar"),
    # Debian's Amiri (fonts-hosny-amiri, another release than the bundled one).
    "AmiriDebian": (os.path.join(unbundled_fonts.ROOT, "usr/share/fonts/opentype/fonts-hosny-amiri/Amiri-Regular.ttf"), "ar"),
    # Harakat with advances of their own in hmtx, zeroed by the shaper (fonts-farsiweb).
    "Nazli": (os.path.join(T, "farsiweb/nazli.ttf"), "ar"),
    # Neither: hinted advances plus kerning deltas.
    "NaskhUI": (os.path.join(root, "Fonts/NotoNaskhArabicUI-Regular.ttf"), "ar"),
    # A variable font (`wght` 200–1000, default 400; `HVAR`, `gvar`, GPOS variation deltas, a `prep`
    # program): the instance the weight asks for, hinted (Tests/Fixtures/fonts/variable/SOURCE.md).
    "Cairo": (os.path.join(root, "Tests/Fixtures/fonts/variable/Cairo-VF.ttf"), "ar"),
}
for name, (path, _) in fonts.items():
    @case(f"{name} font is present ({path}; scripts/install-deps --test)")
    def present():
        assert os.path.exists(path), path

urdu = ["فائل محفوظ کریں", "ترتیبات", "منسوخ کریں", "حذف کریں", "دوبارہ کوشش کریں", "نیا فولڈر", "تلاش کریں",
        "پاس ورڈ تبدیل کریں", "لاگ آؤٹ", "اپ ڈیٹ دستیاب ہے", "پیغام بھیجیں", "کھولیں", "بند کریں", "مزید دکھائیں",
        "اطلاعات", "اکاؤنٹ بنائیں", "زبان منتخب کریں", "تصویر شامل کریں", "رابطے", "مدد اور تاثرات", "بهلوي مزاميري",
        "ہوم اسکرین میں شامل کریں", "لنک کاپی کریں", "براہ کرم انتظار کریں"]
with open(os.path.join(root, "Corpus/tsv/action-sheet-labels.tsv"), encoding="utf-8") as f:
    next(f)
    arabic = list(dict.fromkeys(line.rstrip("\n").split("\t")[2] for line in f))[:24]
# Harakat, for the marks Nazli zeroes.
arabic += ["عَادِي", "سيُحذف لاحقاً", "إِلغاء", "حَسَناً", "مُشارَكة", "إضافة الصور المحددة إلى رزمة"]
# Letter pairs Amiri joins by cursive attachment («مج», «مح», «لج», «مخ»).
arabic += ["نقل إلى مجلد", "مجلد جديد", "مجموعة جديدة", "المحادثات", "محفوظات", "لمحة عامة", "مخطط", "تحميل الملفات"]
# Both ends of 14–22 px and odd and even sizes between (every size from 14 to 22 agreed when this test
# was written; six of them keep CI's browser stage within its budget).
sizes = [14, 15, 17, 18, 20, 22]

rows = []
for family, (path, lang) in fonts.items():
    if family == "Cairo":
        continue
    for text in (urdu if lang == "ur" else arabic):
        for size in sizes:
            rows.append(dict(id=f"r{len(rows)}", family=family, text=text, lang=lang, size=size, lh="normal"))
# Cairo at 14 and 17 px, at `font-weight: normal` (400, the axis default), a weight between named
# instances (550), the axis's ends (200, 1000) and bold (700).
for text in arabic:
    for size in (14, 17):
        for weight in (None, 200, 550, 700, 1000):
            rows.append(dict(id=f"r{len(rows)}", family="Cairo", text=text, lang="ar", size=size, lh="normal", weight=weight))
# A fixed line-height below the content area, across and around it (Noto Naskh Arabic UI at 22 px: ascent
# and descent 23.4 and 12.4 px).
lh_rows = [dict(id=f"h{i}", family="NaskhUI", text="حذف", lang="ar", size=size, lh=f"{lh}px")
           for i, (size, lh) in enumerate([(22, x) for x in (4, 6, 10, 14, 14.5, 16, 18, 20, 22, 26, 30, 36)] + [(17, 9), (17, 14.5), (14, 7)])]

MEASURE = """[...document.querySelectorAll('.l')].map(d => {
    const box = d.getBoundingClientRect(), base = d.querySelector('.b').getBoundingClientRect();
    const range = document.createRange(); range.selectNodeContents(d.querySelector('.t'));
    return {id: d.id, top: base.top - box.top, height: box.height, width: range.getBoundingClientRect().width, dsf: window.devicePixelRatio,
            text_top: d.querySelector('.t').getBoundingClientRect().top - box.top};
})"""
# The same rows without the baseline probe: the line's own height and where the text's inline box sits.
BARE_MEASURE = """[...document.querySelectorAll('.l')].map(d => {
    const box = d.getBoundingClientRect();
    return {id: d.id, height: box.height, text_top: d.querySelector('.t').getBoundingClientRect().top - box.top};
})"""
FONTS_LOADED = "document.fonts.status === 'loaded' && [...document.fonts].every(f => f.status === 'loaded')"


def write_page(name, page_rows, probe=True):
    faces = "".join(f"@font-face {{ font-family: '{n}'; src: url('file://{p}'); }}\n" for n, (p, _) in fonts.items())
    html = ["<!doctype html><meta charset=utf-8><style>", faces,
            "body{margin:0} .l{white-space:nowrap;display:block;width:max-content}</style>"]
    for r in page_rows:
        html.append(f"<div class=l id={r['id']} lang={r['lang']} dir=rtl style=\"font-family:'{r['family']}';font-size:{r['size']}px;"
                    f"line-height:{r['lh']}" + (f";font-weight:{r['weight']}" if r.get("weight") else "") + f"\"><span class=t>{r['text']}</span>"
                    + ("<span class=b style=\"display:inline-block;width:0;height:0;vertical-align:baseline\"></span>" if probe else "")
                    + "</div>")
    path = os.path.join(out, name)
    open(path, "w", encoding="utf-8").write("\n".join(html))
    return path


def webkitgtk(scale, page, measure=MEASURE):
    """The page's rows measured by MiniBrowser through WebKitWebDriver (`webkit_driver`)."""
    return webkit_driver.measure(scale, page, measure, FONTS_LOADED, minibrowser, timeout=120)


def labelfit_batch(family, size, lh, scale, texts, weight=None):
    path, lang = fonts[family]
    args = [binary, "measure", "--font", path, "--size", str(size), "--line-height", lh, "--format", "json",
            "--weight", str(weight or 400),
            "--device-scale", str(scale), "--web-platform", "webkitgtk", "--target-locale", lang]
    p = subprocess.run(args, cwd=root, input="".join("\t" + t + "\n" for t in texts), capture_output=True, text=True,
                       env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    return [r["target"] for r in json.loads(p.stdout)["results"]]


page = write_page("webkit-advances.html", rows)
lh_page = write_page("webkit-line-height-below-content.html", lh_rows)
lh_bare_page = write_page("webkit-line-height-below-content-bare.html", lh_rows, probe=False)
for scale in (1, 2):
    measured = webkitgtk(scale, page)

    @case(f"WebKitWebDriver and MiniBrowser measure the advance page (GDK_SCALE {scale})")
    def measured_page():
        assert measured is not None and len(measured) == len(rows), "WebKitWebDriver did not answer /status within 20 s (or exited)"
    if measured is None:
        continue
    by_id = {m["id"]: m for m in measured}
    groups = {}
    for r in rows:
        groups.setdefault((r["family"], r["size"], r.get("weight")), []).append(r)
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = dict(zip(groups, pool.map(lambda k: labelfit_batch(k[0], k[1], "normal", scale, [r["text"] for r in groups[k]], k[2]), groups)))
    tally, worst = {}, {}
    for key, group in groups.items():
        for r, m in zip(group, results[key]):
            b = by_id[r["id"]]
            off = abs(b["width"] - m["layout_width_px"])
            t = tally.setdefault(r["family"], [0, 0])
            t[0] += off <= 0.01; t[1] += 1
            if off > worst.get(r["family"], (0, None))[0]:
                worst[r["family"]] = (off, f"«{r['text']}» {r['size']} px" + (f" weight {r['weight']}" if r.get("weight") else "") + f": WebKitGTK {b['width']:.3f}, LabelFit {m['layout_width_px']:.3f}")

            @case(f"webkitgtk GDK_SCALE {scale}, {r['family']} {r['size']}px" + (f" weight {r['weight']}" if r.get("weight") else "")
                  + f": «{r['text']}» width ±0.01 px")
            def width():
                assert abs(b["dsf"] - scale) < 1e-9, ("devicePixelRatio", b["dsf"])
                assert off <= 0.01, ("width", b["width"], m["layout_width_px"])
    for family, (agree, n) in tally.items():
        w = worst.get(family)
        print(f"webkitgtk GDK_SCALE {scale}, {family}: widths ±0.01 px {agree}/{n} ({100 * agree / n:.1f} %)"
              + (f"; worst {w[0]:.3f} px, {w[1]}" if w else ""))

    # Line boxes with a line-height below the content area. The probe that finds the baseline (a zero-height
    # inline-block at it) is itself a box of the line, and a line box reaches from its highest box top to its
    # lowest box bottom (CSS 2.1 §10.8.1), so where the baseline falls below the root inline box the probe
    # pulls the line's bottom down to it: the page with the probe gives the baseline, the page without it the
    # line's height, and the text's inline box must sit at the same place in both (the probe moved nothing
    # above it). Chromium measures the same on both pages.
    measured = webkitgtk(scale, lh_page)
    bare = webkitgtk(scale, lh_bare_page, BARE_MEASURE)
    by_id = {m["id"]: m for m in measured or []}
    bare_by_id = {m["id"]: m for m in bare or []}
    for r in lh_rows:
        m = labelfit_batch(r["family"], r["size"], r["lh"], scale, [r["text"]])[0]

        @case(f"webkitgtk GDK_SCALE {scale}, {r['family']} {r['size']}px line-height {r['lh']}: line box")
        def line_box():
            assert r["id"] in by_id and r["id"] in bare_by_id, "WebKitGTK did not measure the pages"
            b, n = by_id[r["id"]], bare_by_id[r["id"]]
            assert abs(b["text_top"] - n["text_top"]) < 0.02, ("the probe moved the line top", b["text_top"], n["text_top"])
            assert abs(b["top"] - m["line_box"]["top_px"]) < 0.02, ("baseline from line top", b["top"], m["line_box"]["top_px"])
            assert abs(n["height"] - m["line_box"]["height_px"]) < 0.02, ("line height", n["height"], m["line_box"]["height_px"])
            # The probe's line: down to the baseline at least (§10.8.1, the hand rule above).
            assert abs(b["height"] - max(m["line_box"]["height_px"], m["line_box"]["top_px"])) < 0.02, ("line height with the probe", b["height"])
# Cairo installed (reached through Fontconfig by its family name, no @font-face): drawn at the named
# instance Fontconfig matches for the weight, not at `wght` = weight (`FontRegistry.instance(of:fontconfigInstance:)`).
# The weights: between two instances (250, 550 and 750: ties, which go to the lighter), past the last
# one (1000: Black, 900) and normal. A folder holding only Cairo joins this machine's Fontconfig for
# WebKitGTK (FONTCONFIG_FILE) and is LabelFit's LABELFIT_FONT_DIRS.
installed = os.path.join(out, "installed-cairo")
os.makedirs(os.path.join(installed, "fonts"), exist_ok=True)
link = os.path.join(installed, "fonts", "Cairo-VF.ttf")
if not os.path.lexists(link):
    os.symlink(fonts["Cairo"][0], link)
conf = os.path.join(installed, "fonts.conf")
open(conf, "w").write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n'
                      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n'
                      f'  <dir>{installed}/fonts</dir>\n  <cachedir>{installed}/cache</cachedir>\n</fontconfig>\n')
installed_weights = (None, 250, 550, 750, 1000)
installed_rows = [dict(id=f"i{i}", text=t, weight=w) for i, (t, w) in enumerate((t, w) for t in arabic for w in installed_weights)]
html = ["<!doctype html><meta charset=utf-8><style>body{margin:0} .l{white-space:nowrap;display:block;width:max-content}</style>"]
for r in installed_rows:
    html.append(f"<div class=l id={r['id']} lang=ar dir=rtl style=\"font-family:'Cairo';font-size:17px"
                + (f";font-weight:{r['weight']}" if r["weight"] else "") + f"\"><span class=t>{r['text']}</span></div>")
installed_page = os.path.join(out, "webkit-installed-cairo.html")
open(installed_page, "w", encoding="utf-8").write("\n".join(html))
os.environ["FONTCONFIG_FILE"] = conf
try:
    measured = webkitgtk(1, installed_page, """[...document.querySelectorAll('.l')].map(d => {
        const range = document.createRange(); range.selectNodeContents(d.querySelector('.t'));
        return {id: d.id, width: range.getBoundingClientRect().width}; })""")
finally:
    del os.environ["FONTCONFIG_FILE"]
by_id = {m["id"]: m for m in measured or []}
agree = 0
for weight in installed_weights:
    group = [r for r in installed_rows if r["weight"] == weight]
    p = subprocess.run([binary, "measure", "--font", "Cairo", "--weight", str(weight or 400), "--size", "17", "--format", "json",
                        "--web-platform", "webkitgtk", "--target-locale", "ar"], cwd=root, capture_output=True, text=True,
                       input="".join("\t" + r["text"] + "\n" for r in group),
                       env=dict(os.environ, LABELFIT_FONT_DIRS=os.path.join(installed, "fonts"), SWIFT_BACKTRACE="enable=no"))
    for r, m in zip(group, [x["target"] for x in json.loads(p.stdout)["results"]]):
        b = by_id.get(r["id"])
        agree += b is not None and abs(b["width"] - m["layout_width_px"]) <= 0.01

        @case(f"webkitgtk GDK_SCALE 1, Cairo installed 17px weight {weight or 'normal'}: «{r['text']}» width ±0.01 px")
        def installed_width():
            assert b is not None, "WebKitGTK did not measure the installed-font page"
            assert abs(b["width"] - m["layout_width_px"]) <= 0.01, ("width", b["width"], m["layout_width_px"])
print(f"webkitgtk GDK_SCALE 1, Cairo installed: widths ±0.01 px {agree}/{len(installed_rows)}")
sys.exit(case.finish())
