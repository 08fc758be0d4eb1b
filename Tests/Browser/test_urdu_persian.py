"""Urdu in Nastaliq and Persian in Naskh: LabelFit's `web` model (`--web-platform headless`) against headless
Chromium drawing the bundled Noto Nastaliq Urdu (lang=ur) and Noto Naskh Arabic (lang=fa) through @font-face.
Nastaliq's line box is far taller than Naskh's (its hhea ascender and descender), so a model that took an
Arabic line height for every Arabic-script language would be wrong by many pixels per line.

Asserted per row, for single lines (white-space: nowrap) and for text wrapped at a width: the number of lines
(Chromium: the distinct line tops of the text's client rects), the element's height (lines × the line box,
±0.001 px), the distance from the element's top to the last line's baseline (±0.001 px) and, on one line, the advance width
(±1/64 px, as test_variable_fonts.py).

The strings are real UI strings of NewPipe's Urdu and Persian catalogs (github.com/TeamNewPipe/NewPipe,
commit 79767f95f7611c79891828383d7adbf6d3a8ac0b, app/src/main/res/values-ur/strings.xml and
values-fa/strings.xml, GPL-3.0; the key of each is written beside it).

Run: python3 Tests/Browser/test_urdu_persian.py .build/debug/labelfit OUTPUT_DIR
"""
import json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases

binary, out = sys.argv[1], os.path.abspath(sys.argv[2])
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
case = Cases()

STRINGS = {
    "ur": [
        "ڈاؤن لوڈ",                                            # download_dialog_title
        "رکنیت اختیار کریں",                                   # subscribe_button_title
        "تلاش کی سرگزشت مٹائیں",                               # clear_search_history_title
        "عمر کی پابندی والے مواد دکھائیں",                      # show_age_restricted_content_title
        "ڈاؤن لوڈ شدہ فائلیں حذف کریں",                         # delete_downloaded_files
        "تلاش کے دوران دکھانے کے لئے تجاویز کا انتخاب کریں",      # show_search_suggestions_summary
        "متعلقہ سلسلے کو جوڑ کر پلے بیک کی قطار کو اختتام تک (نہ دہراتے ہوئے) جاری رکھیں",  # auto_queue_summary
    ],
    "fa": [
        "بارگیری",                                              # download_dialog_title
        "پاک‌کردن تاریخچه جستجو",                                # clear_search_history_title
        "نمایش محتوای محدود شده بر اساس سن",                     # show_age_restricted_content_title
        "پاک کردن پرونده‌های بارگیری شده",                       # delete_downloaded_files
        "تاریخچه کلیدواژه‌های جستجو را پاک می‌کند",               # clear_search_history_summary
        "گزینش پیشنهادها برای نمایش هنگام جست‌وجو",              # show_search_suggestions_summary
        "صف پخش در حال پایان (بدون تکرار) را با افزودن یک جریان مرتبط ادامه دهید",  # auto_queue_summary
    ],
}
FONTS = {"ur": os.path.join(root, "Fonts", "NotoNastaliqUrdu-Regular.ttf"),
         "fa": os.path.join(root, "Fonts", "NotoNaskhArabic-Regular.ttf")}
# Noto Naskh Arabic has no parentheses: both sides name Noto Sans after it, so that neither falls back to a
# font of its own (Chromium's would be this machine's Fontconfig choice, LabelFit's its stand-in).
LATIN = os.path.join(root, "Fonts", "NotoSans-Regular.ttf")
SIZES = [14, 17, 24]
LINE_HEIGHTS = ["normal", "1.5"]
WIDTHS = [None, 120, 200]  # None: one line (nowrap)

rows = []
for lang, texts in STRINGS.items():
    for size in SIZES:
        for lh in LINE_HEIGHTS:
            for width in WIDTHS:
                for text in texts:
                    rows.append(dict(id=f"r{len(rows)}", lang=lang, size=size, lh=lh, width=width, text=text))

html = ["<!doctype html><meta charset=utf-8><style>",
        f"@font-face {{ font-family: 'ur'; src: url('file://{FONTS['ur']}'); }}",
        f"@font-face {{ font-family: 'fa'; src: url('file://{FONTS['fa']}'); }}",
        f"@font-face {{ font-family: 'latin'; src: url('file://{LATIN}'); }}",
        "body{margin:0} .l{display:block} .n{white-space:nowrap;width:max-content}</style>"]
for r in rows:
    style = f"font-family:'{r['lang']}','latin';font-size:{r['size']}px;line-height:{r['lh']};" + (
        f"width:{r['width']}px" if r["width"] else "")
    html.append(f"<div class=\"l{'' if r['width'] else ' n'}\" id={r['id']} lang={r['lang']} dir=rtl style=\"{style}\">"
                f"<span class=t>{r['text']}</span>"
                "<span class=b style=\"display:inline-block;width:0;height:0;vertical-align:baseline\"></span></div>")
page = os.path.join(out, "urdu-persian.html")
open(page, "w", encoding="utf-8").write("\n".join(html))
MEASURE = """[...document.querySelectorAll('.l')].map(d => {
    const box = d.getBoundingClientRect(), base = d.querySelector('.b').getBoundingClientRect();
    const range = document.createRange(); range.selectNodeContents(d.querySelector('.t'));
    const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top * 64)));
    return {id: d.id, top: base.top - box.top, height: box.height, width: range.getBoundingClientRect().width, lines: tops.size};
})"""
FONTS_LOADED = "document.fonts.status === 'loaded' && [...document.fonts].every(f => f.status === 'loaded')"


def labelfit(lang, size, lh, width, texts):
    args = [binary, "measure", "--font", f"{FONTS[lang]}, {LATIN}", "--size", str(size), "--line-height", lh, "--format", "json",
            "--device-scale", "1", "--web-platform", "headless", "--target-locale", lang]
    args += ["--width", str(width)] if width else ["--overflow", "nowrap-clip"]
    p = subprocess.run(args, cwd=root, input="\n".join("\t" + t for t in texts) + "\n", capture_output=True, text=True,
                       env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    if not p.stdout:  # exit status 1 only says a string clips
        raise RuntimeError(p.stderr)
    return [r["target"] for r in json.loads(p.stdout)["results"]]


browser = Browser(device_scale=1, headless=True)
try:
    browser.navigate("file://" + page)
    browser.wait_for(FONTS_LOADED, timeout=30)
    measured = {m["id"]: m for m in browser.evaluate(MEASURE)}
finally:
    browser.close()

keys = sorted({(r["lang"], r["size"], r["lh"], r["width"] or 0) for r in rows})
with ThreadPoolExecutor(max_workers=2) as pool:
    results = dict(zip(keys, pool.map(lambda k: labelfit(k[0], k[1], k[2], k[3], STRINGS[k[0]]), keys)))

line_height_at_17 = {}
for r in rows:
    b = measured[r["id"]]
    m = results[(r["lang"], r["size"], r["lh"], r["width"] or 0)][STRINGS[r["lang"]].index(r["text"])]
    if r["size"] == 17 and r["lh"] == "normal" and r["width"] is None:
        line_height_at_17[r["lang"]] = (b["height"], m["line_box"]["height_px"])

    @case(f"chromium headless, {r['lang']} {r['size']}px lh {r['lh']} width {r['width'] or 'nowrap'}: «{r['text']}»")
    def check():
        assert b["lines"] == m["lines"], ("lines", b["lines"], m["lines"], m.get("line_texts"))
        assert abs(b["height"] - m["lines"] * m["line_box"]["height_px"]) < 1e-3, ("height", b["height"], m["lines"], m["line_box"]["height_px"])
        # The baseline marker ends the text: it sits on the last line.
        last = (m["lines"] - 1) * m["line_box"]["height_px"] + m["line_box"]["top_px"]
        assert abs(b["top"] - last) < 1e-3, ("baseline from the element's top", b["top"], last)
        if r["width"] is None:
            assert abs(b["width"] - m["layout_width_px"]) <= 1 / 64 + 1e-6, ("width", b["width"], m["layout_width_px"])


@case("Nastaliq's normal line box at 17 px is taller than Naskh's, in Chromium and in LabelFit alike")
def taller():
    assert line_height_at_17["ur"][0] > line_height_at_17["fa"][0] * 1.2, line_height_at_17
    assert line_height_at_17["ur"][1] > line_height_at_17["fa"][1] * 1.2, line_height_at_17


print("line-height normal at 17 px (Chromium, LabelFit):", line_height_at_17)
wrapped = [r for r in rows if r["width"]]
print(f"wrapped rows: {len(wrapped)}, of which on more than one line in Chromium: "
      f"{sum(measured[r['id']]['lines'] > 1 for r in wrapped)}")
sys.exit(case.finish())
