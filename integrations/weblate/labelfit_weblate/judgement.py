"""From a unit's flags to a `/v1/measure` request, and from LabelFit's record to pass or fail.

No Django here: the request and the decision are plain data, so they read the same in Weblate and in
a test.
"""

from __future__ import annotations

from dataclasses import dataclass

# LabelFit's verdicts that `labelfit measure` exits 1 for (docs/reference.md: "Exit 0 when every
# string fits or wraps; 1 when one clips, is truncated, or has characters no font covers").
FAILING_VERDICTS = ("missing-glyphs", "clips", "truncates")

# The largest `row.max_lines` the API accepts (docs/api.md, ranges: whole number 1 – 10000). A request
# cannot take the configuration's line cap away (null is "left out"), so the row is given this one:
# the translation wraps as far as it needs and `lines` counts every line it takes.
UNCAPPED_LINES = 10000


@dataclass(frozen=True)
class SizeLimit:
    """Weblate's `max-size:W[:L]` (docs.weblate.org, "Customizing behavior using flags": the
    translation rendered wrapped at W pixels must take at most L lines, 1 when L is not given;
    `weblate/checks/render.py` `MaxSizeCheck` fails when the rendered width passes W or the lines pass L).
    """

    width_px: float
    lines: int = 1


@dataclass(frozen=True)
class FontFlags:
    """Weblate's font flags as LabelFit can use them; None where the unit does not give one."""

    family: str | None = None
    size_px: float | None = None
    weight: int | None = None
    spacing: float | None = None


@dataclass(frozen=True)
class Judgement:
    """One translation's outcome: `fails`, and the sentence a translator reads."""

    fails: bool
    text: str


def request_body(target: str, limit: SizeLimit | None, font: FontFlags, family: str | None) -> dict:
    """The `/v1/measure` body for one translation.

    With `max-size` the row is the flag's: exactly W wide with nothing else in it (no padding, no
    icon), wrapping, with no line cap of its own — as Weblate lays the text out for `max-size`
    (Pango, width W, word wrap). Without it the row is the server's configured row. The size and
    weight are the flags' when they give them, else the server's; `family` is the font-family flag's
    LabelFit family (already matched to the server's families by the caller).
    """
    body: dict = {"ar": target}
    if limit is not None:
        body["row"] = {
            "inline_size_px": limit.width_px,
            "padding_inline_start_px": 0,
            "padding_inline_end_px": 0,
            "icon_size_px": 0,
            "icon_gap_px": 0,
            "overflow": "wrap",
            "max_lines": UNCAPPED_LINES,
        }
    if font.size_px is not None:
        body["size"] = font.size_px
    if font.weight is not None:
        body["weight"] = font.weight
    if family is not None:
        body["target_font"] = family
    return body


def judge(answer: dict, limit: SizeLimit | None) -> Judgement:
    """Pass or fail from LabelFit's answer to `/v1/measure` for the translation (its `result`, the
    pair's record, and the `settings` it was measured with).

    Fails when LabelFit's verdict is one `labelfit measure` fails (missing glyphs, clipped ink, a cut),
    and, under `max-size:W:L`, when the translation needs more than L lines or has a line wider than
    W (a word that cannot break), as Weblate's own `max-size` check decides.
    """
    result = answer.get("result") if isinstance(answer.get("result"), dict) else {}
    settings = answer.get("settings") if isinstance(answer.get("settings"), dict) else {}
    target = result.get("target")
    if not isinstance(target, dict):
        return Judgement(True, "LabelFit's answer has no measurement of the translation")
    verdict = target.get("verdict", "")
    lines = int(target.get("lines", 1))
    # Each line's width as layout rounds it (`layout_width_px`), the width LabelFit wraps by.
    widths = [float(line.get("layout_width_px", line.get("width_px", 0))) for line in target.get("line_details") or [] if isinstance(line, dict)]
    widest = max(widths) if widths else float(target.get("layout_width_px", target.get("width_px", 0)))
    one_line = float(target.get("width_px", 0))
    fonts = ", ".join(_families(target))
    reasons: list[str] = []
    if limit is not None:
        if lines > limit.lines:
            allowed = f"{limit.lines} line" + ("" if limit.lines == 1 else "s")
            reasons.append(f"takes {lines} lines at {_px(limit.width_px)} where {allowed} {'is' if limit.lines == 1 else 'are'} allowed")
        if widest > limit.width_px + 1e-6:
            reasons.append(f"has a line {_px(widest)} wide, {_px(widest - limit.width_px)} past {_px(limit.width_px)}")
    if verdict in FAILING_VERDICTS:
        reasons.append(_verdict_sentence(verdict, target))
    size = settings.get("size_px")
    numbers = f"one line {_px(one_line)}, {lines} line{'s' if lines != 1 else ''}"
    if limit is not None:
        room = limit.width_px * limit.lines
        if one_line > room + 1e-6:
            numbers += f", {_px(one_line - room)} over the {_px(room)} of {limit.lines} × {_px(limit.width_px)}"
    measured = f"LabelFit: {numbers}; verdict {verdict}" + (f"; {fonts}" if fonts else "") + (f" at {_num(size)} px" if size else "")
    if reasons:
        return Judgement(True, f"{_quote(target.get('text', ''))} " + "; ".join(reasons) + f" ({measured})")
    return Judgement(False, f"{_quote(target.get('text', ''))} fits ({measured})")


def _verdict_sentence(verdict: str, target: dict) -> str:
    if verdict == "missing-glyphs":
        # `missing[]`: each grapheme cluster no font covers, its `text` and `codepoints` (docs/reference.md).
        missing = ", ".join(
            f"{m.get('text', '')} {' '.join(m.get('codepoints') or [])}".strip() if isinstance(m, dict) else str(m)
            for m in target.get("missing") or []
        )
        return "has characters no font draws" + (f" ({missing})" if missing else "") + ": readers see boxes"
    if verdict == "clips":
        return "has ink the line box cuts off (LabelFit verdict clips)"
    dropped = target.get("dropped_text")
    return "is cut off" + (f": readers never see {_quote(dropped)}" if dropped else "") + " (LabelFit verdict truncates)"


def _families(target: dict) -> list[str]:
    """The faces that drew the translation's runs, in order of first use."""
    names: list[str] = []
    for run in target.get("runs") or []:
        name = str(run.get("font", "")) if isinstance(run, dict) else ""
        if name and name not in names:
            names.append(name)
    return names


def _quote(text: str) -> str:
    return f"«{text}»"


def _num(value: float) -> str:
    return f"{float(value):.1f}".rstrip("0").rstrip(".")


def _px(value: float) -> str:
    return f"{_num(value)} px"
