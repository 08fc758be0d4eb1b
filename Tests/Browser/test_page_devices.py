"""The translator page against the configuration `labelfit init` writes for a real app (Android, with
`devices`): a row width typed on the page is measured (not refused beside the devices), the scaled
size is shown as written, the text areas grow with their text, and a bar is red only for what the row
cuts off. At a desktop window (1280 px) and a phone (390 px).

Run: python3 Tests/Browser/test_page_devices.py .build/debug/labelfit OUTPUT_DIR
The app is a copy of a real Android app's catalogs (Tusky, from ../shared/realworld beside the
repository, or the folder REALWORLD_APP names; without either, the repository's own Android layout
fixture, and the run says so) in a temporary folder, given to `labelfit init`; the server runs there.
"""
import json, os, shutil, struct, subprocess, sys, tempfile, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Cases, start_server

binary, out = os.path.abspath(sys.argv[1]), sys.argv[2]
os.makedirs(out, exist_ok=True)
repo = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
app = os.environ.get("REALWORLD_APP") or os.path.join(os.path.dirname(repo), "shared", "realworld", "tusky")
if not os.path.isdir(app):
    print(f"{app} is absent: using Tests/Fixtures/layout-android/app3 instead of a real app")
    app = os.path.join(repo, "Tests", "Fixtures", "layout-android", "app3")
work = tempfile.mkdtemp(prefix="labelfit-page-devices-")
shutil.copytree(app, os.path.join(work, "app"))
root = os.path.join(work, "app")
if os.path.exists(os.path.join(root, "labelfit.json")):
    os.remove(os.path.join(root, "labelfit.json"))  # the fixture's own: init writes it afresh
init = subprocess.run([binary, "init"], cwd=root, capture_output=True, text=True)
if init.returncode != 0:
    shutil.rmtree(work, ignore_errors=True)
    sys.exit(f"labelfit init failed on {app}: {init.stderr}")
written = json.load(open(os.path.join(root, "labelfit.json"), encoding="utf-8"))
assert "devices" in written, "init writes devices for an Android app"
case = Cases()

server, base = start_server(binary, root)
browser = Browser()


def js(expression):
    return browser.evaluate(expression)


def get(path):
    return json.load(urllib.request.urlopen(base + path))


def post(path, body):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST", headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request))


def set_field(field, value, event="input"):
    js(f"(() => {{ const e = document.querySelector('#{field}'); e.value = {json.dumps(value)}; e.dispatchEvent(new Event('{event}')); return 1; }})()")


def settled():
    browser.wait_for("!document.querySelector('#result').classList.contains('stale') && !['…', 'error'].includes(document.querySelector('#verdict').textContent)")


def shortest_float_decimal(v):
    """The shortest decimal (fewest significant digits) that reads back to the same 32-bit float,
    counted here with struct (IEEE 754 binary32), independently of the page's Math.fround."""
    f32 = struct.unpack("f", struct.pack("f", v))[0]
    for p in range(1, 10):
        text = f"{v:.{p}g}"
        if struct.unpack("f", struct.pack("f", float(text)))[0] == f32:
            return float(text)
    return v


config = get("/v1/config")
long_ar = "تم حفظ المسودة. يمكنك متابعة تحرير المنشور لاحقًا من قائمة المسودات في ملفك الشخصي"
long_en = "Draft saved. You can continue editing the post later from the drafts list in your profile"

try:
    for width, height in [(1280, 900), (390, 844)]:
        browser.viewport(width, height, mobile=width < 500, scale=2 if width < 500 else 1)
        browser.navigate(base + "/")
        browser.wait_for("document.querySelector('#profile').options.length >= 4 && document.querySelector('#size').value !== ''")
        at = f"at {width} px"

        @case(f"{at}: the size the devices scale is shown as written, and an untouched page sends no size")
        def size_as_written():
            shown = js("document.querySelector('#size').value")
            # 16 sp at font scale 1.3 on Android 14 is a Float (20.2f); the server gives it as a double.
            assert float(shown) == shortest_float_decimal(config["size"]), (shown, config["size"])
            assert len(shown) <= 6, shown
            assert js("document.querySelector('#changed').textContent") == ""
            assert js("document.querySelector('#width').value") == str(int(config["row"]["inline_size_px"])) or \
                float(js("document.querySelector('#width').value")) == config["row"]["inline_size_px"]

        @case(f"{at}: a row width typed on the page is measured in that row, as /v1/measure measures it")
        def typed_width():
            set_field("en", long_en); set_field("ar", long_ar)
            settled()
            set_field("width", "200")
            browser.wait_for("document.querySelector('#changed').textContent.includes('→ 200 px')")
            settled()
            verdict = js("document.querySelector('#verdict').textContent")
            record = post("/v1/measure", {"en": long_en, "ar": long_ar, "row": {"inline_size_px": 200}})["result"]
            assert verdict == record["verdict"], (verdict, record["verdict"])
            # The row keeps the devices' insets: 200 less 16 + 16 (labelfit.json's row_inset_*).
            insets = written["devices"]["row_inset_start"] + written["devices"]["row_inset_end"]
            assert record["target"]["available_width_px"] == 200 - insets, record["target"]["available_width_px"]
            assert "devices" not in js("document.querySelector('#advice').textContent")

        @case(f"{at}: the text areas grow with their text and show all of it")
        def textareas_grow():
            set_field("ar", "حذف")
            one = js("document.querySelector('#ar').getBoundingClientRect().height")
            set_field("ar", "\n".join([long_ar] * 3))
            browser.wait_for("document.querySelector('#ar').getBoundingClientRect().height > " + str(one + 20))
            sizes = js("(() => { const t = document.querySelector('#ar'); return [t.scrollHeight, t.clientHeight, t.getBoundingClientRect().height, innerHeight]; })()")
            assert sizes[0] <= sizes[1] + 1 or sizes[2] >= sizes[3] / 2 - 1, sizes  # all shown, or at the cap of half the window
            set_field("ar", long_ar)
            settled()

        @case(f"{at}: a string that wraps has no red bar; one the row cuts is red from the row's edge")
        def bars():
            set_field("overflow", "wrap", "change")
            set_field("width", "200")
            settled()
            record = post("/v1/measure", {"en": long_en, "ar": long_ar, "row": {"inline_size_px": 200, "overflow": "wrap"}})["result"]
            t = record["target"]
            assert t["width_px"] > t["available_width_px"] and not t["dropped_text"] and not t["dropped_words"], "the case wraps, nothing is cut"
            colours = js("[...document.querySelectorAll('#bars .bar')].map(b => getComputedStyle(b).backgroundColor)")
            wrap = js("(() => { const e = document.createElement('div'); e.style.background = 'var(--wraps)'; document.body.append(e); const c = getComputedStyle(e).backgroundColor; e.remove(); return c; })()")
            assert colours and all(c == wrap for c in colours), (colours, wrap)
            assert js("document.querySelectorAll('#bars .bar.cut').length") == 0
            set_field("overflow", "nowrap-ellipsis", "change")
            browser.wait_for("document.querySelector('#verdict').textContent === 'truncates'")
            settled()
            cut = js("""(() => { const c = document.querySelectorAll('#bars .track')[1], bar = c.querySelector('.bar.cut'), edge = c.querySelector('.edge');
                return bar ? [bar.getBoundingClientRect().left, edge.getBoundingClientRect().left, getComputedStyle(bar).backgroundColor] : null; })()""")
            red = js("(() => { const e = document.createElement('div'); e.style.background = 'var(--clips)'; document.body.append(e); const c = getComputedStyle(e).backgroundColor; e.remove(); return c; })()")
            assert cut is not None, "the Arabic bar has a cut part"
            assert abs(cut[0] - cut[1]) <= 1.5, cut  # the red starts at the row's edge (one line, an ellipsis)
            assert cut[2] == red, (cut, red)
            browser.screenshot(os.path.join(out, f"page-devices-{width}.png"))

        @case(f"{at}: no sideways scroll")
        def no_sideways():
            widths = js("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
            assert widths[0] <= widths[1], widths
finally:
    browser.close()
    server.terminate()
    server.wait(timeout=15)
    shutil.rmtree(work, ignore_errors=True)

sys.exit(case.finish())
