"""Fonts LabelFit does not bundle, from Debian packages `scripts/install-deps --test` installs, for the
engine tests (Tests/Flutter/test_flutter_model.py, Tests/Browser/test_web_platforms.py). Each is here
for a metric the bundled fonts lack; the figures are the files' own tables (read with skia-python and labelfit's `fonts[].metrics`
and written down so a changed package shows up as a failed check below):

- Noto Kufi Arabic (fonts-noto-core): 1000-unit em, hhea 1282/-615, no USE_TYPO_METRICS.
- KacstOffice (fonts-kacst): 2048-unit em, hhea with a 59-unit line gap, no USE_TYPO_METRICS.
- KacstOne (fonts-kacst-one): 2048-unit em, USE_TYPO_METRICS, typo 2000/-700, line gap 59.
- AlArabiya (fonts-arabeyes): 1800-unit em, hhea 2214/-905 with a 360-unit (0.2 em) line gap, typo
  1368/-432 (hhea ≠ typo).
- Scheherazade (fonts-sil-scheherazade): 2048-unit em, Graphite tables (Silf, Glat, Gloc) as well as
  OpenType.

`scripts/install-deps --test` unpacks the packages into .build/test-fonts (installed, they would join
Fontconfig's fallback for every other measurement); without that directory the installed packages (under
"/") are used. LABELFIT_TEST_FONT_ROOT overrides both.
"""
import os

_UNPACKED = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "test-fonts"))
ROOT = os.environ.get("LABELFIT_TEST_FONT_ROOT") or (_UNPACKED if os.path.isdir(_UNPACKED) else "/")
T = "usr/share/fonts/truetype"

# family (as FreeType and Skia name it), path under ROOT, package, units per em
FONTS = [
    ("Noto Kufi Arabic", f"{T}/noto/NotoKufiArabic-Regular.ttf", "fonts-noto-core", 1000),
    ("KacstOffice", f"{T}/kacst/KacstOffice.ttf", "fonts-kacst", 2048),
    ("KacstOne", f"{T}/kacst-one/KacstOne.ttf", "fonts-kacst-one", 2048),
    ("AlArabiya", f"{T}/fonts-arabeyes/ae_AlArabiya.ttf", "fonts-arabeyes", 1800),
    ("Scheherazade", f"{T}/scheherazade/Scheherazade-Regular.ttf", "fonts-sil-scheherazade", 2048),
]
GRAPHITE = {"Scheherazade"}


def paths():
    """family -> absolute path; fails, naming the package, when one is missing."""
    found = {}
    for family, rel, package, _ in FONTS:
        path = os.path.join(ROOT, rel)
        if not os.path.exists(path):
            raise SystemExit(f"{path} is missing: install {package} (scripts/install-deps --test) "
                             "or set LABELFIT_TEST_FONT_ROOT to where its .deb is unpacked")
        found[family] = path
    return found


def check_upem(family, path, upem_of):
    """The units per em this module was written for, so a changed package does not go unnoticed."""
    expected = next(u for f, _, _, u in FONTS if f == family)
    got = upem_of(path)
    assert got == expected, f"{family} ({path}): units per em {got}, this test was written for {expected}"
