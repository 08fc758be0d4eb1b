"""`LabelFitCheck`: a Weblate quality check that asks a running `labelfit serve` whether the
translation fits.

Weblate loads it from `CHECK_LIST` (docs.weblate.org, "Writing own checks"). It is a target check
that is off by default and runs on the units whose flags include `labelfit` (Weblate makes a check's
`check_id` its enabling flag: `BaseCheck.enable_string`, `should_skip`). The row is the unit's
`max-size:W[:L]` flag when it has one, the server's configured row otherwise; the font flags choose
LabelFit's font, size and weight. What LabelFit cannot be asked or cannot decide fails the check with
the reason as its description — a check that silently passed would tell translators a string fits
that nobody measured.
"""

from __future__ import annotations

import json
import logging
from functools import lru_cache

from django.conf import settings
from django.utils.html import format_html_join
from django.utils.safestring import mark_safe
from django.utils.translation import gettext_lazy

from weblate.checks.base import TargetCheck

from .client import FamilyCache, LabelFitClient, LabelFitRefused, LabelFitUnavailable
from .judgement import FontFlags, Judgement, SizeLimit, judge, request_body

LOGGER = logging.getLogger("weblate.labelfit")

# Weblate's named weights (`weblate/fonts/utils.py` `FONT_WEIGHTS`: Pango's NORMAL, LIGHT, BOLD, whose
# values are the CSS/OpenType weights 400, 300, 700); LabelFit takes the number.
_WEIGHTS = {"normal": 400, "light": 300, "bold": 700}

_FAMILIES = FamilyCache()


def client() -> LabelFitClient:
    """The server from Django's settings: `LABELFIT_URL`, `LABELFIT_TIMEOUT` and
    `LABELFIT_RETRY_AFTER` (seconds)."""
    return LabelFitClient(
        url=getattr(settings, "LABELFIT_URL", "http://127.0.0.1:8080"),
        timeout=float(getattr(settings, "LABELFIT_TIMEOUT", 5)),
        retry_after=float(getattr(settings, "LABELFIT_RETRY_AFTER", 30)),
    )


@lru_cache(maxsize=2048)
def _measure(server: LabelFitClient, body_json: str) -> dict:
    # A failing check's description is asked for after the check ran (`get_description`); the same
    # request is answered from here instead of measuring again. Errors are raised, so never cached.
    return server.measure(json.loads(body_json))


class UndecidableFlags(Exception):
    """A flag LabelFit cannot measure as written; the message says which and why."""


class LabelFitCheck(TargetCheck):
    """The translation, measured by LabelFit with the app's fonts, fits its row."""

    check_id = "labelfit"
    name = gettext_lazy("LabelFit: fits the row")
    description = gettext_lazy(
        "The translation, shaped by LabelFit with the app's fonts, must fit the row: "
        "the max-size flag's width and lines, or the row LabelFit is configured with."
    )
    # Runs only where the project asks, with the `labelfit` flag.
    default_disabled = True

    def check_single(self, source: str, target: str, unit) -> bool:
        return self.judge_target(target, unit).fails

    def judge_target(self, target: str, unit) -> Judgement:
        """The outcome for one plural form of the unit's translation."""
        server = client()
        text = self.get_replacement_function(unit)(target)
        try:
            limit = size_limit(unit.all_flags)
            font = font_flags(unit.all_flags)
            if font.spacing:
                msg = (f"font-spacing:{_number(font.spacing)} asks for letter spacing, which LabelFit does not "
                       "measure; leave the flag out (or 0) to measure with LabelFit")
                raise UndecidableFlags(msg)
            family = self._family(server, font.family)
            answer = _measure(server, json.dumps(request_body(text, limit, font, family), ensure_ascii=False, sort_keys=True))
        except UndecidableFlags as error:
            return Judgement(True, f"LabelFit cannot check this string: {error}")
        except LabelFitUnavailable as error:
            LOGGER.warning("labelfit check failed for unit %s: %s", getattr(unit, "pk", "?"), error)
            return Judgement(True, f"{error}; the string was not measured")
        except LabelFitRefused as error:
            LOGGER.warning("labelfit check failed for unit %s: %s", getattr(unit, "pk", "?"), error)
            return Judgement(True, f"{error}; the string was not measured")
        return judge(answer, limit)

    def _family(self, server: LabelFitClient, family: str | None) -> str | None:
        """The server's family the font-family flag names; Weblate's flags name a font group, and
        its XLIFF reader writes a `font` attribute's spaces as `_` (`parse_flags_xml`), so both
        spellings and any case match."""
        if family is None:
            return None
        wanted = family.replace("_", " ").strip().casefold()
        families = _FAMILIES.families(server)
        for name in families:
            if name.casefold() == wanted:
                return name
        msg = (f"font-family:{family} is not one of LabelFit's fonts ({', '.join(families)}); "
               "name one of them, or leave the flag out to measure with the server's fonts")
        raise UndecidableFlags(msg)

    def get_description(self, check_obj):
        unit = check_obj.unit
        texts = []
        for target in unit.get_target_plurals():
            if not target:
                continue
            outcome = self.judge_target(target, unit)
            if outcome.fails:
                texts.append((outcome.text,))
        if not texts:
            return self.description
        return format_html_join(mark_safe("<br>"), "{}", texts)


def size_limit(flags) -> SizeLimit | None:
    """`max-size:W[:L]` (Weblate: W and L are whole numbers, L is 1 when left out)."""
    if not flags.has_value("max-size"):
        return None
    raw = flags.get_value_raw("max-size")
    try:
        width = int(raw[0])
        lines = int(raw[1]) if len(raw) > 1 and str(raw[1]) != "" else 1
    except (ValueError, IndexError) as error:
        msg = f"max-size:{':'.join(map(str, raw))} does not read as max-size:WIDTH[:LINES] ({error})"
        raise UndecidableFlags(msg) from error
    if width <= 0 or lines <= 0:
        msg = f"max-size:{':'.join(map(str, raw))} gives no room (width and lines must be positive)"
        raise UndecidableFlags(msg)
    return SizeLimit(width_px=float(width), lines=lines)


def font_flags(flags) -> FontFlags:
    """`font-family`, `font-size` (px), `font-weight` (normal, light, bold), `font-spacing` (px)."""

    def raw(name: str) -> str | None:
        if not flags.has_value(name):
            return None
        value = flags.get_value_raw(name)
        return str(value[0]) if value else None

    family, size, weight, spacing = raw("font-family"), raw("font-size"), raw("font-weight"), raw("font-spacing")
    try:
        size_px = float(int(size)) if size not in (None, "") else None
        spacing_px = float(int(spacing)) if spacing not in (None, "") else None
    except ValueError as error:
        msg = f"a font flag does not read as a whole number ({error})"
        raise UndecidableFlags(msg) from error
    weight_value = None
    if weight not in (None, ""):
        if weight.casefold() not in _WEIGHTS:
            msg = f"font-weight:{weight} is not one of Weblate's weights (normal, light, bold)"
            raise UndecidableFlags(msg)
        weight_value = _WEIGHTS[weight.casefold()]
    return FontFlags(family=family or None, size_px=size_px, weight=weight_value, spacing=spacing_px)


def _number(value: float) -> str:
    return f"{value:g}"
