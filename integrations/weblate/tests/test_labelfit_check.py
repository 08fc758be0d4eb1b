"""LabelFit's Weblate check against Weblate itself (the release in requirements-weblate.txt) and a real
`labelfit serve`.

    python tests/test_labelfit_check.py path/to/labelfit

The units are Weblate's: a real XLIFF catalog (Corpus/xliff/actions.ar.xlf, whose `maxwidth` in
pixels Weblate's own XLIFF reader turns into `max-size` flags) read by `weblate.formats.ttkit.XliffFormat`,
its flags parsed and validated by `weblate.checks.flags.Flags`, carried by the `MockUnit` Weblate's
own check tests use (shipped in the wheel), and checked through `BaseCheck.check_target` as Weblate
runs a check. Every number asserted comes from `labelfit measure`'s own JSON for the same string, row
and font, run as a separate process; the pass/fail expected is worked out here from those numbers by
Weblate's rule (more lines than allowed, or a line wider than the flag's width). A second catalog,
a real app's gettext file, gets its flags from `labelfit limits --format po`, as an admin's would.
"""

from __future__ import annotations

import html
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.request
from pathlib import Path
from types import SimpleNamespace

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
sys.path[:0] = [str(HERE.parent), str(HERE)]
os.environ["DJANGO_SETTINGS_MODULE"] = "weblate_test_settings"

BINARY = Path(sys.argv.pop(1)).resolve() if len(sys.argv) > 1 else ROOT / ".build/debug/labelfit"
CATALOG = ROOT / "Corpus/xliff/actions.ar.xlf"
# A real gettext catalog of a desktop app (../shared: test data beside the repository on every
# development machine and in CI; the test says so and is skipped where it is absent).
GETTEXT = ROOT.parent / "shared/realworld/gnome-calculator/po/ar.po"
# No labelfit.json in the folder both run in: the server and `labelfit measure` start from the same
# defaults, and the test gives each the same row and font explicitly.
WORKDIR = Path(tempfile.mkdtemp(prefix="labelfit-weblate-"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


PORT = free_port()
os.environ["LABELFIT_URL"] = f"http://127.0.0.1:{PORT}"

import django  # noqa: E402

django.setup()

from django.test import SimpleTestCase, override_settings  # noqa: E402
from weblate.checks.flags import Flags  # noqa: E402
from weblate.checks.models import CHECKS  # noqa: E402
from weblate.checks.tests.test_checks import MockUnit  # noqa: E402
from weblate.formats.ttkit import PoFormat, XliffFormat  # noqa: E402

from labelfit_weblate import checks as labelfit_checks  # noqa: E402

SERVER: subprocess.Popen | None = None


def setUpModule() -> None:  # noqa: N802
    global SERVER
    SERVER = subprocess.Popen([str(BINARY), "serve", "--host", "127.0.0.1", "--port", str(PORT)], cwd=WORKDIR,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    for _ in range(300):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{PORT}/healthz", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            if SERVER.poll() is not None:
                raise RuntimeError(f"labelfit serve exited: {SERVER.stderr.read().decode()}")
            time.sleep(0.1)
    raise RuntimeError("labelfit serve did not answer /healthz")


def tearDownModule() -> None:  # noqa: N802
    if SERVER is not None:
        SERVER.terminate()
        SERVER.wait(timeout=30)


def cli_measure(text: str, width: float, *, size: float | None = None, weight: int | None = None,
                font: str | None = None) -> dict:
    """`labelfit measure`'s own record for the string in the row `max-size` gives (no padding, no icon,
    wrapping, no line cap)."""
    args = [str(BINARY), "measure", "--ar", text, "--width", f"{width:g}", "--overflow", "wrap",
            "--format", "json", "--detail", "full"]
    if size is not None:
        args += ["--size", f"{size:g}"]
    if weight is not None:
        args += ["--weight", str(weight)]
    if font is not None:
        args += ["--target-font", font]
    out = subprocess.run(args, cwd=WORKDIR, capture_output=True, text=True, check=False)
    assert out.returncode in (0, 1), out.stderr
    return json.loads(out.stdout)["results"][0]["target"]


def cli_measure_many(targets: list[str], width: float, size: float) -> list[dict]:
    """`labelfit measure`'s records for many strings at once (one per stdin line)."""
    args = [str(BINARY), "measure", "--width", f"{width:g}", "--overflow", "wrap", "--size", f"{size:g}",
            "--format", "jsonl", "--detail", "full"]
    out = subprocess.run(args, cwd=WORKDIR, input="".join(f"{t}\n" for t in targets), capture_output=True, text=True, check=False)
    assert out.returncode in (0, 1), out.stderr
    records = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    records = [r for r in records if "target" in r or "source" in r]
    assert len(records) == len(targets), (len(records), len(targets))
    return [r.get("target") or r["source"] for r in records]


def expected_failure(cli: dict, width: float, lines: int) -> bool:
    """Weblate's max-size rule worked out from the CLI's numbers, plus the verdicts `measure` fails."""
    widest = max(line["layout_width_px"] for line in cli["line_details"])
    return cli["lines"] > lines or widest > width + 1e-6 or cli["verdict"] in ("missing-glyphs", "clips", "truncates")


def px(value: float) -> str:
    """A width as the check writes it (one decimal, trailing zeros dropped): written here again."""
    return f"{value:.1f}".rstrip("0").rstrip(".") + " px"


def catalog_units(extra_flags: str = "labelfit") -> list[MockUnit]:
    """Every unit of the catalog that carries `max-size`, with the component's flags added (in
    Weblate a component's "Translation flags" join every unit's `all_flags`)."""
    store = XliffFormat(str(CATALOG), language_code="ar")
    units = []
    for unit in store.content_units:
        flags = Flags(unit.flags, extra_flags)
        if flags.has_value("max-size"):
            flags.validate()
            units.append(MockUnit(id_hash=unit.context, flags=flags, code="ar", source=unit.source, target=unit.target,
                                  context=unit.context))
    return units


class LabelFitCheckTests(SimpleTestCase):
    check = CHECKS["labelfit"]

    def run_check(self, unit: MockUnit) -> bool:
        return self.check.check_target(unit.get_source_plurals(), unit.get_target_plurals(), unit)

    def describe(self, unit: MockUnit) -> str:
        # The description is HTML (Weblate shows it as such): read back as text.
        return html.unescape(str(self.check.get_description(SimpleNamespace(unit=unit))))

    def test_catalog_units_are_judged_as_labelfit_measures_them(self) -> None:
        units = catalog_units()
        self.assertGreaterEqual(len(units), 3, "the catalog's maxwidth units")
        outcomes = set()
        for unit in units:
            width, *rest = unit.all_flags.get_value("max-size")
            lines = rest[0] if rest else 1
            cli = cli_measure(unit.target, width)
            expected = expected_failure(cli, width, lines)
            outcomes.add(expected)
            with self.subTest(unit=unit.context, width=width, cli_lines=cli["lines"]):
                self.assertEqual(self.run_check(unit), expected)
                text = self.describe(unit)
                if expected:
                    self.assertIn(f"one line {px(cli['width_px'])}, {cli['lines']} line", text)
                    if cli["lines"] > lines:
                        self.assertIn(f"takes {cli['lines']} lines at {px(width)}", text)
                    over = cli["width_px"] - width * lines
                    if over > 0:
                        self.assertIn(f"{px(over)} over the {px(width * lines)}", text)
        self.assertEqual(outcomes, {True, False}, "the catalog has strings that fit and strings that do not")

    @unittest.skipUnless(GETTEXT.exists(), f"{GETTEXT} is absent (../shared is not beside the repository)")
    def test_the_flags_labelfit_limits_writes_for_a_real_catalog(self) -> None:
        # The round trip an admin makes: `labelfit limits --format po` writes the Weblate flags of each
        # string from the project's row; Weblate's gettext reader reads them (as from a template) and the
        # real Arabic translations (ar.po) are checked under them.
        config = WORKDIR / "limits"
        config.mkdir(exist_ok=True)
        (config / "labelfit.json").write_text('{"row": {"inline_size_px": 96, "max_lines": 1, "overflow": "wrap"}}')
        pot = config / "limits.pot"
        subprocess.run([str(BINARY), "limits", str(GETTEXT), "--format", "po", "--output", str(pot)], cwd=config,
                       check=True, capture_output=True)
        flags_by_source = {u.source: u.flags for u in PoFormat(str(pot), language_code="en").content_units}
        units = []
        for u in PoFormat(str(GETTEXT), language_code="ar").content_units:
            # Short labels (a button, a menu item), translated, on one line of text each.
            if not (u.is_translated() and not u.is_fuzzy() and u.target and len(u.source) <= 24
                    and u.source in flags_by_source and "\n" not in u.target and "\t" not in u.target):
                continue
            # The flags limits wrote, as Weblate validates flags (the catalog's own, c-format and the
            # like, belong to checks this test's CHECK_LIST leaves out).
            Flags(flags_by_source[u.source], "labelfit").validate()
            flags = Flags(u.flags, flags_by_source[u.source], "labelfit")
            units.append(MockUnit(flags=flags, code="ar", source=u.source, target=u.target, context=u.context))
        self.assertGreaterEqual(len(units), 50)
        units = units[:120]
        self.assertEqual({tuple(u.all_flags.get_value("max-size")) for u in units}, {(96, 1)})
        self.assertEqual({u.all_flags.get_value("font-size") for u in units}, {17})
        records = cli_measure_many([u.target for u in units], 96, 17)
        fails = 0
        for unit, cli in zip(units, records):
            expected = expected_failure(cli, 96, 1)
            fails += expected
            with self.subTest(source=unit.source, cli_lines=cli["lines"], cli_width=cli["width_px"]):
                self.assertEqual(cli["text"], unit.target)
                self.assertEqual(self.run_check(unit), expected)
                if expected:
                    self.assertIn(f"one line {px(cli['width_px'])}, {cli['lines']} line", self.describe(unit))
        print(f"\n{GETTEXT.name}: {fails} of {len(units)} labels over max-size:96:1 at 17 px", file=sys.stderr)
        self.assertTrue(0 < fails < len(units), f"{fails} of {len(units)} fail: the catalog has both")

    def test_the_check_runs_only_where_the_labelfit_flag_is(self) -> None:
        for unit in catalog_units(extra_flags=""):
            with self.subTest(unit=unit.context):
                self.assertTrue(self.check.should_skip(unit))
                self.assertFalse(self.run_check(unit))

    def test_font_flags_choose_labelfits_font_size_and_weight(self) -> None:
        # Weblate's XLIFF reader writes a `font` attribute's family with `_` for spaces; the check
        # matches it to the server's family.
        text = "إضافة إلى قائمة التشغيل"
        flags = Flags("labelfit, max-size:120:2, font-family:Noto_Naskh_Arabic_UI, font-size:20, font-weight:bold")
        flags.validate()
        unit = MockUnit(flags=flags, code="ar", source="Add to Playlist", target=text)
        cli = cli_measure(text, 120, size=20, weight=700, font="Noto Naskh Arabic UI")
        self.assertEqual(self.run_check(unit), expected_failure(cli, 120, 2))
        plain = cli_measure(text, 120)
        self.assertNotEqual(cli["width_px"], plain["width_px"], "the flags change what is measured")
        # The record the check judged is LabelFit's for those settings: its width and lines.
        outcome = self.check.judge_target(text, unit)
        self.assertIn(f"one line {px(cli['width_px'])}, {cli['lines']} line", outcome.text)
        self.assertIn("at 20 px", outcome.text)
        self.assertIn("Noto Naskh Arabic UI Bold", outcome.text)

    def test_a_string_too_long_for_its_lines_fails_with_labelfits_numbers(self) -> None:
        text = "إضافة إلى قائمة التشغيل"
        unit = MockUnit(flags=Flags("labelfit, max-size:60:2"), code="ar", source="Add to Playlist", target=text)
        cli = cli_measure(text, 60)
        self.assertGreater(cli["lines"], 2, "the CLI wraps it to more than 2 lines at 60 px")
        self.assertTrue(self.run_check(unit))
        text_out = self.describe(unit)
        self.assertIn(f"takes {cli['lines']} lines at 60 px where 2 lines are allowed", text_out)
        self.assertIn(f"{px(cli['width_px'] - 120)} over the 120 px of 2 × 60 px", text_out)

    def test_a_character_no_font_draws_fails_even_within_the_width(self) -> None:
        text = "حذف \U00013000"
        unit = MockUnit(flags=Flags("labelfit, max-size:300"), code="ar", source="Delete", target=text)
        cli = cli_measure(text, 300)
        self.assertEqual(cli["verdict"], "missing-glyphs")
        self.assertEqual(cli["lines"], 1)
        self.assertTrue(self.run_check(unit))
        missing = cli["missing"][0]
        self.assertIn(f"has characters no font draws ({missing['text']} {missing['codepoints'][0]})", self.describe(unit))

    def test_a_font_labelfit_does_not_have_fails_with_the_reason(self) -> None:
        unit = MockUnit(flags=Flags("labelfit, max-size:200, font-family:Comic_Sans"), code="ar", source="Share", target="مشاركة")
        self.assertTrue(self.run_check(unit))
        self.assertIn("font-family:Comic_Sans is not one of LabelFit's fonts", self.describe(unit))

    def test_letter_spacing_is_not_measured_and_says_so(self) -> None:
        unit = MockUnit(flags=Flags("labelfit, max-size:200, font-spacing:2"), code="ar", source="Share", target="مشاركة")
        self.assertTrue(self.run_check(unit))
        self.assertIn("font-spacing:2 asks for letter spacing", self.describe(unit))

    def test_an_unreachable_server_fails_the_check(self) -> None:
        closed = free_port()  # bound and released: nothing listens there
        with override_settings(LABELFIT_URL=f"http://127.0.0.1:{closed}"):
            unit = MockUnit(flags=Flags("labelfit, max-size:200"), code="ar", source="Share", target="مشاركة")
            self.assertTrue(self.run_check(unit))
            self.assertIn(f"LabelFit unreachable at http://127.0.0.1:{closed}", self.describe(unit))

    def test_a_server_that_never_answers_fails_within_the_timeout(self) -> None:
        # A listener that accepts and never answers: the bounded timeout ends the wait.
        with socket.socket() as listener:
            listener.bind(("127.0.0.1", 0))
            listener.listen(4)
            held: list[socket.socket] = []
            stop = threading.Event()

            def accept() -> None:
                listener.settimeout(0.2)
                while not stop.is_set():
                    try:
                        held.append(listener.accept()[0])
                    except OSError:
                        continue

            thread = threading.Thread(target=accept, daemon=True)
            thread.start()
            try:
                port = listener.getsockname()[1]
                with override_settings(LABELFIT_URL=f"http://127.0.0.1:{port}", LABELFIT_TIMEOUT=0.5):
                    unit = MockUnit(flags=Flags("labelfit, max-size:200"), code="ar", source="Share", target="مشاركة")
                    outcome = self.check.judge_target("مشاركة", unit)
                    self.assertTrue(outcome.fails)
                    self.assertIn("LabelFit unreachable", outcome.text)
                    self.assertIn("timed out", outcome.text)
                    # The next string is not left waiting for the same server: it fails at once,
                    # with the reason, and the listener is not connected to again.
                    again = self.check.judge_target("حذف", unit)
                    self.assertTrue(again.fails)
                    self.assertIn("timed out (not asked again for 30 s after that)", again.text)
                    self.assertEqual(len(held), 1, "one connection for the two strings")
            finally:
                stop.set()
                thread.join()
                for conn in held:
                    conn.close()


if __name__ == "__main__":
    labelfit_checks._measure.cache_clear()
    unittest.main(verbosity=2)
