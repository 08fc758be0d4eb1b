/// The translator page served at `/`: compiled into the binary (no files to find at run time), no
/// external scripts, styles or fonts, logical CSS properties throughout so it reads right in RTL.
enum WebPage {
    static let html = #"""
<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LabelFit — does the translation fit?</title>
<style>
  :root { color-scheme: light dark; --fits: #1a7f37; --wraps: #0969da; --truncates: #9a6700; --clips: #cf222e; font-family: system-ui, sans-serif; }
  body { margin: 0; padding-block: 1rem; padding-inline: 1.25rem; max-inline-size: 64rem; }
  h1 { font-size: 1.25rem; margin-block: 0 0.75rem; }
  form { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0.75rem; align-items: end; }
  label { display: flex; flex-direction: column; gap: 0.25rem; font-size: 0.85rem; }
  textarea, input, select { font: inherit; padding-block: 0.35rem; padding-inline: 0.5rem; }
  textarea { min-block-size: 3.2rem; resize: vertical; font-size: 1.1rem; }
  .texts { grid-column: 1 / -1; display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
  #verdict { font-weight: 700; padding-block: 0.25rem; padding-inline: 0.6rem; border-radius: 0.3rem; color: white; background: gray; }
  #verdict[data-verdict="fits"] { background: var(--fits); } #verdict[data-verdict="wraps"] { background: var(--wraps); }
  #verdict[data-verdict="truncates"] { background: var(--truncates); } #verdict[data-verdict="clips"] { background: var(--clips); }
  .result { margin-block-start: 1rem; display: flex; flex-direction: column; gap: 0.6rem; }
  .bars { display: grid; grid-template-columns: 4rem 1fr 6rem; gap: 0.3rem 0.5rem; align-items: center; font-size: 0.85rem; }
  .track { position: relative; block-size: 0.9rem; background: color-mix(in srgb, currentColor 8%, transparent); border-radius: 0.2rem; }
  .bar { position: absolute; inset-block: 0; inset-inline-start: 0; background: var(--wraps); border-radius: 0.2rem; }
  .bar.over { background: var(--clips); }
  .edge { position: absolute; inset-block: -0.2rem; inline-size: 2px; background: currentColor; }
  #render { overflow-x: auto; padding-block: 0.5rem; }
  #render svg { inline-size: 100%; max-inline-size: 52rem; block-size: auto; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0; font-size: 0.9rem; }
  dt { color: GrayText; } dd { margin: 0; }
  .error { color: var(--clips); }
</style>
</head>
<body>
<h1>LabelFit — does the Arabic still fit where the English did?</h1>
<form id="form" autocomplete="off">
  <div class="texts">
    <label>English <textarea id="en" name="en" dir="auto" placeholder="Add to Home Screen">Add to Home Screen</textarea></label>
    <label>Arabic <textarea id="ar" name="ar" dir="auto" lang="ar" placeholder="إضافة إلى الشاشة الرئيسية"></textarea></label>
  </div>
  <label>Profile <select id="profile" name="profile"></select></label>
  <label>Arabic font <select id="font" name="font"><option value="">(profile default)</option></select></label>
  <label>Size (px) <input id="size" name="size" type="number" min="6" max="96" step="0.5" value="17"></label>
  <label>Line-height <input id="lineHeight" name="line_height" value="1.2" placeholder="normal, 1.2, 20px"></label>
  <label>Row width (px) <input id="width" name="width" type="number" min="40" max="2000" step="1" value="280"></label>
  <label>Overflow <select id="overflow" name="overflow">
    <option value="wrap">wrap (native sheet)</option><option value="nowrap-ellipsis">nowrap + ellipsis</option><option value="nowrap-clip">nowrap, clipped</option>
  </select></label>
</form>
<section class="result" aria-live="polite">
  <div><span id="verdict" data-verdict="">…</span> <span id="message"></span></div>
  <div class="bars" id="bars"></div>
  <dl id="facts"></dl>
  <div id="render"></div>
</section>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
const fields = ["en", "ar", "profile", "font", "size", "lineHeight", "width", "overflow"];
const params = new URLSearchParams(location.search);
for (const f of fields) if (params.has(f)) $(f).value = params.get(f);
const fmt = (v) => (Math.round(v * 100) / 100).toString();

function request() {
  const body = { en: $("en").value, ar: $("ar").value, size: Number($("size").value) || 17,
                 row: { inline_size_px: Number($("width").value) || undefined, overflow: $("overflow").value } };
  if ($("profile").value) body.profile = $("profile").value;
  if ($("font").value) body.target_font = $("font").value;
  const lh = $("lineHeight").value.trim();
  if (lh) body.line_height = /^[0-9.]+$/.test(lh) ? Number(lh) : lh;
  if (!body.en) delete body.en;
  if (!body.ar) delete body.ar;
  return body;
}

let generation = 0;
async function update() {
  const mine = ++generation;
  const body = request();
  if (!body.en && !body.ar) { $("verdict").textContent = "…"; return; }
  try {
    const [m, svg] = await Promise.all([
      fetch("/v1/measure", { method: "POST", body: JSON.stringify(body) }).then(async (r) => { const j = await r.json(); if (!r.ok) throw new Error(j.error.message); return j; }),
      fetch("/v1/render", { method: "POST", body: JSON.stringify(body) }).then((r) => r.ok ? r.text() : ""),
    ]);
    if (mine !== generation) return;
    show(m.result, svg);
  } catch (e) {
    if (mine !== generation) return;
    $("verdict").dataset.verdict = ""; $("verdict").textContent = "error"; $("message").textContent = e.message; $("message").className = "error";
  }
}

function show(r, svg) {
  const t = r.target || r.source;
  $("verdict").dataset.verdict = r.verdict; $("verdict").textContent = r.verdict;
  $("message").className = "";
  const parts = [];
  if (r.growth_px != null) parts.push(`${fmt(r.growth_px)}× the English width (${fmt(r.growth_chars)}× in characters)`);
  if (t.lines > 1) parts.push(`${t.lines} lines`);
  if (t.dropped_words.length) parts.push(`drops «${t.dropped_words.join(" ")}»`);
  if (t.clip.top_px > 0 || t.clip.bottom_px > 0) parts.push(`ink clipped ${fmt(t.clip.top_px)}px top, ${fmt(t.clip.bottom_px)}px bottom`);
  $("message").textContent = parts.join(" · ");
  const row = t.available_width_px || Math.max(r.source ? r.source.width_px : 0, t.width_px);
  const scale = Math.max(row, r.source ? r.source.width_px : 0, t.width_px) * 1.1;
  const bar = (name, m) => m ? `<span>${name}</span><div class="track"><div class="bar${m.width_px > row ? " over" : ""}" style="inline-size:${100 * m.width_px / scale}%"></div><div class="edge" style="inset-inline-start:${100 * row / scale}%" title="row"></div></div><span>${fmt(m.width_px)}px</span>` : "";
  $("bars").innerHTML = bar("English", r.source) + bar("Arabic", r.target);
  const facts = [["lines", t.line_texts.map((l) => `«${l}»`).join(" / ")], ["visible", t.visible_text],
    ["ink", `+${fmt(t.ink.top_px)} / −${fmt(t.ink.bottom_px)} px`], ["line box", `+${fmt(t.line_box.top_px)} / −${fmt(t.line_box.bottom_px)} px (${t.line_box.model})`],
    ["min line-height", `${fmt(t.min_line_height.unitless)} (${fmt(t.min_line_height.px)}px)`], ["row height", `${fmt(t.row_height_px)}px`],
    ["fonts", t.fonts_used.filter((f) => f.drew_glyphs).map((f) => f.family).join(", ")]];
  $("facts").replaceChildren(...facts.flatMap(([k, v]) => { const dt = document.createElement("dt"); dt.textContent = k; const dd = document.createElement("dd"); dd.textContent = v; dd.dir = "auto"; return [dt, dd]; }));
  $("render").innerHTML = svg;
}

let timer;
const schedule = () => { clearTimeout(timer); timer = setTimeout(update, 150); };
for (const f of fields) { $(f).addEventListener("input", schedule); $(f).addEventListener("change", schedule); }

(async () => {
  const [profiles, fonts] = await Promise.all([fetch("/v1/profiles").then((r) => r.json()), fetch("/v1/fonts").then((r) => r.json())]);
  for (const p of profiles.profiles) $("profile").add(new Option(`${p.name} (${p.size}px, ${p.font})`, p.name));
  const families = [...new Set(fonts.fonts.map((f) => f.family))].filter((f) => /Arabic|Amiri/.test(f));
  // Each Arabic family alone, and as the fallback under a Latin primary font (the box then comes from
  // the Latin font: the trap a line-height tuned on English falls into).
  for (const f of families) $("font").add(new Option(f, f));
  for (const f of families) $("font").add(new Option(`${f} under Roboto`, `Roboto, ${f}`));
  for (const f of ["profile", "font"]) if (params.has(f)) $(f).value = params.get(f);
  update();
})();
</script>
</body>
</html>
"""#
}
