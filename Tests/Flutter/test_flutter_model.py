"""LabelFit's `flutter` profile against SkParagraph itself (skia-python from PyPI), on the bundled fonts
over real labels: Corpus/tsv's action-sheet pairs and, when ../shared/realworld is present, Arabic
strings from Flutter apps' ARB catalogs there (read here, never copied into the repository).

For each label, font stack, TextStyle.height and leading distribution, SkParagraph's
`Height` (getHeight) must equal LabelFit's `row_height_px`, its `AlphabeticBaseline` LabelFit's
`line_box.top_px` (to 1e-3: Skia works in float32), and, at a width that wraps, the heights (the sum of
each line's rounded height, so the line count too) must agree.

Trap: SkParagraph's ParagraphCache does not compare halfLeading (`TextStyle::equalsByFonts`), so each
layout gets a fresh FontCollection. skia-python runs with the rounding hack on (Flutter turns it
off) and cannot set TextHeightBehavior, max lines or the ellipsis: those are not checked here.

Then the same over fonts LabelFit does not bundle (Tests/unbundled_fonts.py: Debian packages with 1000-,
1800- and 2048-unit ems, line gaps, typo vs hhea, Graphite), alone and after Roboto, at 14, 16 and 17 px
and heights normal, 1.0, 1.2, 1.5 and 20 px: the agreement is printed per font, and every case must agree.
SkParagraph sums its metrics in float32: a line of 25.4999981 px rounds to 25 (Noto Kufi Arabic at 17 px
× 1.5), which double arithmetic would make 26.

Last, ink: Noto Nastaliq Urdu's painted rows (SkParagraph painting onto a raster canvas at device scales
1, 2 and 2.625) against LabelFit's ink from the painted baseline, each edge within one device pixel (the
reason is written at the check).

Run: .build/venv-skia/bin/python Tests/Flutter/test_flutter_model.py .build/debug/labelfit OUTPUT_DIR
(scripts/test makes the venv with `/usr/bin/python3 -m venv` and pip-installs skia-python.)
"""
import glob, json, math, os, subprocess, sys

import numpy
import skia

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import unbundled_fonts
# The engines here draw what this machine's fonts give for a character the page's fonts lack (Chromium
# and WebKitGTK through the machine's Fontconfig, SkParagraph through its font manager). This test's
# subject is the line model given the same glyphs, so LabelFit is run with the same fonts: the
# machine's (LABELFIT_SYSTEM_FONTS=1, docs/reference.md "Fallback"). By default LabelFit falls back
# along the target platform's chain over its bundled fonts instead, the same on every machine.
os.environ["LABELFIT_SYSTEM_FONTS"] = "1"

binary, out = sys.argv[1], os.path.abspath(sys.argv[2])
root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
os.makedirs(out, exist_ok=True)
tl = skia.textlayout
unicode = skia.Unicode.ICU_Make()

files = {"Roboto": "Roboto-Regular.ttf", "Noto Naskh Arabic UI": "NotoNaskhArabicUI-Regular.ttf",
         "Noto Naskh Arabic": "NotoNaskhArabic-Regular.ttf", "Noto Sans": "NotoSans-Regular.ttf",
         "Noto Sans Arabic UI": "NotoSansArabicUI-Regular.ttf"}
typefaces = {name: skia.Typeface.MakeFromFile(os.path.join(root, "Fonts", f)) for name, f in files.items()}
unbundled = unbundled_fonts.paths()
font_args = {}  # family -> what LabelFit's --font takes for it (a path for the unbundled ones)
for name, path in unbundled.items():
    typefaces[name] = skia.Typeface.MakeFromFile(path)
    font_args[name] = path
    unbundled_fonts.check_upem(name, path, lambda p: typefaces[name].getUnitsPerEm())
for name, tf in typefaces.items():
    assert tf is not None and tf.getFamilyName() == name, (name, tf and tf.getFamilyName())


def labels():
    found = []
    with open(os.path.join(root, "Corpus/tsv/action-sheet-labels.tsv"), encoding="utf-8") as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            found += [parts[1], parts[2]]
    realworld = os.path.join(root, "..", "shared", "realworld")
    arbs = sorted(glob.glob(os.path.join(realworld, "*", "**", "*_ar.arb"), recursive=True))
    if not arbs:
        print("../shared/realworld not present: real ARB strings skipped, Corpus only")
    taken = 0
    for arb in arbs:
        data = json.load(open(arb, encoding="utf-8"))
        for key, value in data.items():
            # Plain labels only: no ICU placeholders/plurals, no line breaks, label-sized.
            if key.startswith("@") or not isinstance(value, str) or any(c in value for c in "{}\n\t\r") or not 0 < len(value) <= 60:
                continue
            found.append(value)
            taken += 1
            if taken >= 300:
                break
        if taken >= 300:
            break
    print(f"{len(found)} labels ({taken} from realworld ARB files)")
    return list(dict.fromkeys(found))


def skparagraph(text, families, size, height, even, width):
    provider = tl.TypefaceFontProvider()
    for name in families:
        provider.registerTypeface(typefaces[name])
    collection = tl.FontCollection()
    collection.setDefaultFontManager(provider)
    style = tl.TextStyle()
    style.setFontFamilies(families)
    style.setFontSize(size)
    if height is not None:
        # "20px": Flutter has no px line-height; LabelFit divides it by the size, as an app would.
        style.setHeight(float(height[:-2]) / size if isinstance(height, str) else height)
        style.setHeightOverride(True)
    style.setHalfLeading(even)
    paragraph_style = tl.ParagraphStyle()
    paragraph_style.setTextStyle(style)
    builder = tl.ParagraphBuilder.make(paragraph_style, collection, unicode)
    builder.pushStyle(style)
    builder.addText(text)
    builder.pop()
    p = builder.Build()
    p.layout(width)
    return p


def labelfit(texts, families, size, height, even, width, ltr=False):
    """Each label as a target (an RTL paragraph), or with `ltr` as a source (an LTR one, as skia-python's
    paragraphs are: its ParagraphStyle cannot set textDirection)."""
    line_height = "normal" if height is None else height if isinstance(height, str) else str(height)
    args = [binary, "measure", "--profile", "flutter", "--font", ", ".join(font_args.get(f, f) for f in families),
            "--size", str(size), "--line-height", line_height, "--format", "json",
            "--leading-distribution", "even" if even else "proportional"]
    if width:
        args += ["--width", str(width)]
    lines = [f"{t}\t{t}" for t in texts] if ltr else texts
    p = subprocess.run(args, cwd=root, input="\n".join(lines) + "\n", capture_output=True, text=True,
                       env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    doc = json.loads(p.stdout)
    return [r["source"] if ltr else r.get("target") or r.get("source") for r in doc["results"]]


texts = labels()


def compare(stacks, settings, ltr=False):
    """(passed, failed, skipped, failures) of every label under every stack and setting."""
    passed = failed = skipped = 0
    failures = []
    for families in stacks:
        for size, height, even, width in settings:
            models = labelfit(texts, families, size, height, even, width, ltr)
            assert len(models) == len(texts), (len(models), len(texts))
            for text, m in zip(texts, models):
                # Characters no family has: LabelFit asks Fontconfig, the test's provider has no fallback.
                if m["missing"] or any(f["role"] == "fallback" and f["drew_glyphs"] for f in m["fonts_used"]):
                    skipped += 1
                    continue
                p = skparagraph(text, families, size, height, even, width or 100000)
                problems = []
                if abs(p.Height - m["row_height_px"]) > 1e-6:
                    problems.append(f"height {p.Height} vs {m['row_height_px']} (lines {m['lines']})")
                if abs(p.AlphabeticBaseline - m["line_box"]["top_px"]) > 1e-3:
                    problems.append(f"baseline {p.AlphabeticBaseline} vs {m['line_box']['top_px']}")
                if problems:
                    failed += 1
                    failures.append(f"{families} {size}px height {height} even {even} width {width}: «{text}»: " + "; ".join(problems))
                else:
                    passed += 1
    return passed, failed, skipped, failures


stacks = [["Roboto", "Noto Naskh Arabic UI"], ["Roboto", "Noto Naskh Arabic"], ["Noto Sans", "Noto Sans Arabic UI"]]
settings = [(16, None, False, None), (16, 1.25, False, None), (16, 1.5, True, None), (17, 1.2, False, None), (16, 1.5, True, 120)]
passed, failed, skipped, failures = compare(stacks, settings)
print(f"bundled fonts: {passed} passed, {failed} failed, {skipped} skipped (a character neither bundled font has)")

unbundled_settings = [(size, height, False, None) for size in (14, 16, 17) for height in (None, 1.0, 1.2, 1.5, "20px")]
unbundled_settings += [(size, 1.5, True, None) for size in (14, 17)]
for family in unbundled:
    p, f, k, fails = compare([[family], ["Roboto", family]], unbundled_settings)
    rate = 100 * p / (p + f) if p + f else 0
    print(f"{family}: {p} passed, {f} failed ({rate:.2f} % agree), {k} skipped")
    passed += p; failed += f; failures += fails
    # Wrapped at 120 px: the line count follows the widths, which skia-python rounds (its rounding hack
    # is on, Flutter's is off): printed, not asserted. skia-python's paragraphs are LTR, so the labels are
    # compared as LabelFit's LTR sources too: there a space between an Arabic and a Latin run belongs to
    # the Latin bidi run, and SkParagraph gives it that run's script (Roboto kerns « T»).
    for ltr in (False, True):
        p, f, k, fails = compare([["Roboto", family]], [(16, 1.2, False, 120)], ltr)
        print(f"  wrapped at 120 px, {'LTR' if ltr else 'RTL'} in LabelFit (not asserted): {p} agree, {f} differ"
              + "".join(f"\n    {x}" for x in fails[:3]))

# Ink: Noto Nastaliq Urdu (the tallest and deepest bundled font) painted by SkParagraph onto a raster
# canvas at device scales 1, 2 and 2.625, its first and last painted rows against LabelFit's ink from the
# painted baseline. The rows are what a clip cuts; SkFont::getBounds is not: it is each glyph's box
# rounded out to whole pixels of the size asked for (Skia `SkScalerContext` glyph metrics), so asked at
# the CSS size and scaled it overstates the ink by up to one CSS px (2.6 device px at 2.625). LabelFit's
# edge rounded out to the device pixel grid is the row a painter reaches; skia-python's paragraphs hint
# slightly (its ParagraphStyle cannot turn hinting off as Flutter does), which moves a glyph's first or
# last painted row by one (6–15 % of this font's edges at 17, 34 and 44.625 device px, drawn glyph by glyph
# with and without it) and never by two, and a row entered by a sliver may paint nothing: each edge must
# be within one device pixel of LabelFit's rounded out.
nastaliq = skia.Typeface.MakeFromFile(os.path.join(root, "Fonts", "NotoNastaliqUrdu-Regular.ttf"))
typefaces[nastaliq.getFamilyName()] = nastaliq
urdu = ["فائل محفوظ کریں", "ترتیبات", "منسوخ کریں", "حذف کریں", "دوبارہ کوشش کریں", "نیا فولڈر", "تلاش کریں",
        "پاس ورڈ تبدیل کریں", "لاگ آؤٹ", "اپ ڈیٹ دستیاب ہے", "پیغام بھیجیں", "مزید دکھائیں", "اطلاعات",
        "زبان منتخب کریں", "تصویر شامل کریں", "مدد اور تاثرات", "ہوم اسکرین میں شامل کریں", "براہ کرم انتظار کریں"]


def painted_rows(paragraph, scale, margin=40):
    """The first and last device-pixel rows SkParagraph paints, from the paragraph's top (y down)."""
    width = int(math.ceil((paragraph.MaxIntrinsicWidth + 20) * scale))
    height = int(math.ceil((paragraph.Height + 2 * margin) * scale))
    surface = skia.Surface(width, height)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    canvas.scale(scale, scale)
    canvas.translate(10, margin)
    paragraph.paint(canvas, 0, 0)
    rows = numpy.where((surface.makeImageSnapshot().toarray()[:, :, 3] > 0).any(axis=1))[0]
    return int(rows[0] - margin * scale), int(rows[-1] + 1 - margin * scale)


ink_exact = ink_cases = 0
for scale in (1, 2, 2.625):
    args = [binary, "measure", "--profile", "flutter", "--font", os.path.join(root, "Fonts", "NotoNastaliqUrdu-Regular.ttf"),
            "--size", "17", "--device-scale", str(scale), "--format", "json", "--target-locale", "ur"]
    p = subprocess.run(args, cwd=root, input="".join(f"\t{t}\n" for t in urdu), capture_output=True, text=True,
                       env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    for text, m in zip(urdu, [r["target"] for r in json.loads(p.stdout)["results"]]):
        top, bottom = painted_rows(skparagraph(text, [nastaliq.getFamilyName()], 17, None, False, 100000), scale)
        baseline = m["line_box"]["painted_top_px"]
        model_top = math.floor((baseline - m["ink"]["top_px"]) * scale + 1e-9)
        model_bottom = math.ceil((baseline + m["ink"]["bottom_px"]) * scale - 1e-9)
        ink_cases += 2
        ink_exact += int(top == model_top) + int(bottom == model_bottom)
        if abs(top - model_top) <= 1 and abs(bottom - model_bottom) <= 1:
            passed += 1
        else:
            failed += 1
            failures.append(f"Noto Nastaliq Urdu 17px scale {scale}: «{text}»: painted rows {top}..{bottom}, "
                            f"LabelFit's ink rounded out {model_top}..{model_bottom}")
print(f"Noto Nastaliq Urdu painted ink: {ink_exact}/{ink_cases} edges on LabelFit's row exactly, the rest within one device pixel")
for f in failures[:40]:
    print("FAIL", f)
print(f"{passed} passed, {failed} failed in all")
sys.exit(1 if failed or passed == 0 else 0)
