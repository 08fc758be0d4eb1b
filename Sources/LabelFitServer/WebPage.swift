/// The translator page served at `/`: compiled into the binary (no files to find at run time), no
/// external scripts, styles or fonts, logical CSS properties throughout so it reads right in RTL.
///
/// What a translator can rely on: the defaults are the server's configuration (`GET /v1/config`, the
/// same settings `labelfit check` uses), shown, with a note naming each setting changed from it; a
/// picked profile brings its own defaults; every number is checked against the server's ranges before
/// anything is sent (Arabic-Indic digits read as digits) and a refusal is shown beside its field; old
/// results are marked stale the moment an input changes and cleared when it fails; the verdict says
/// what to do; the state lives in the URL.
enum WebPage {
    static let html = #"""
<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LabelFit — does the translation fit?</title>
<style>
  :root { color-scheme: light dark; --fits: #1a7f37; --wraps: #0969da; --truncates: #9a6700; --clips: #cf222e; --missing: #8250df; font-family: system-ui, sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; padding-block: 0.5rem 1rem; padding-inline: 0.75rem; max-inline-size: 64rem; overflow-wrap: anywhere; }
  h1 { font-size: 1rem; margin-block: 0 0.5rem; }
  h2 { font-size: 1rem; margin-block: 1rem 0.4rem; }
  label { display: flex; flex-direction: column; gap: 0.2rem; font-size: 0.85rem; min-inline-size: 0; }
  textarea, input, select, button { font: inherit; padding-block: 0.3rem; padding-inline: 0.45rem; max-inline-size: 100%; min-inline-size: 0; }
  /* A text area is as tall as its text (field-sizing, CSS Forms Level 1; a script does it where the
     browser lacks it), from one line up to half the window, then it scrolls. */
  textarea { resize: vertical; field-sizing: content; max-block-size: 50vh; }
  .texts { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
  .texts textarea { min-block-size: 2.6rem; font-size: 1.05rem; inline-size: 100%; }
  #settings { display: grid; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); gap: 0.6rem; align-items: start; margin-block-start: 0.75rem; }
  #settings input, #settings select { inline-size: 100%; }
  .reason { color: var(--clips); font-size: 0.8rem; min-block-size: 0; }
  [aria-invalid="true"] { outline: 2px solid var(--clips); }
  #config { grid-column: 1 / -1; font-size: 0.85rem; margin: 0; }
  #changed:not(:empty) { display: block; color: var(--truncates); }
  #result { margin-block-start: 0.5rem; display: flex; flex-direction: column; gap: 0.4rem; transition: opacity 0.1s; }
  #result.stale { opacity: 0.45; }
  #result.stale #verdict::after { content: " (updating)"; font-weight: 400; }
  #verdict { font-weight: 700; padding-block: 0.15rem; padding-inline: 0.5rem; border-radius: 0.3rem; color: white; background: gray; white-space: nowrap; }
  #verdict[data-verdict="fits"] { background: var(--fits); } #verdict[data-verdict="wraps"] { background: var(--wraps); }
  #verdict[data-verdict="truncates"] { background: var(--truncates); } #verdict[data-verdict="clips"] { background: var(--clips); }
  #verdict[data-verdict="missing-glyphs"] { background: var(--missing); }
  #advice { font-size: 0.95rem; display: flex; flex-direction: column; gap: 0.3rem; }
  #advice p { margin: 0; }
  #advice.error { color: var(--clips); }
  .legend { font-size: 0.8rem; color: GrayText; margin: 0; }
  .legend .red { color: #d1242f; } .legend .amber { color: #bf8700; } .legend .blue { color: var(--wraps); }
  #dev ul { margin-block: 0.2rem; padding-inline-start: 1.1rem; font-size: 0.85rem; }
  .drawings { display: grid; grid-template-columns: 1fr; gap: 0.3rem; }
  @media (min-width: 48rem) { .drawings { grid-template-columns: 1fr 1fr; } }
  figure { margin: 0; min-inline-size: 0; }
  figcaption { font-size: 0.8rem; color: GrayText; }
  .drawing { overflow: hidden; }
  .drawing svg { display: block; max-inline-size: none; block-size: auto; }
  .bars { display: grid; grid-template-columns: 3.5rem 1fr 4.5rem; gap: 0.25rem 0.4rem; align-items: center; font-size: 0.8rem; }
  .track { position: relative; block-size: 0.8rem; background: color-mix(in srgb, currentColor 8%, transparent); border-radius: 0.2rem; }
  .bar { position: absolute; inset-block: 0; inset-inline-start: 0; background: var(--wraps); border-radius: 0.2rem; }
  .bar.cut { background: var(--clips); border-start-start-radius: 0; border-end-start-radius: 0; }
  .edge { position: absolute; inset-block: -0.2rem; inline-size: 2px; background: currentColor; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.75rem; margin: 0; font-size: 0.85rem; }
  dt { color: GrayText; } dd { margin: 0; min-inline-size: 0; }
  .sr-only { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  #batch textarea { inline-size: 100%; min-block-size: 5rem; }
  #drop { border: 2px dashed color-mix(in srgb, currentColor 30%, transparent); border-radius: 0.4rem; padding: 0.5rem; display: flex; flex-direction: column; gap: 0.4rem; }
  #drop.over { border-color: var(--wraps); }
  .table-wrap { overflow-x: auto; max-inline-size: 100%; }
  table { border-collapse: collapse; inline-size: 100%; font-size: 0.8rem; }
  th, td { border-block-end: 1px solid color-mix(in srgb, currentColor 15%, transparent); padding-block: 0.25rem; padding-inline: 0.3rem; text-align: start; vertical-align: top; }
  td.num { text-align: end; white-space: nowrap; } th { overflow-wrap: normal; white-space: nowrap; }
  .verdict { display: inline-block; border-radius: 0.3rem; padding-inline: 0.35rem; color: #fff; background: gray; }
  .verdict.fits { background: var(--fits); } .verdict.wraps { background: var(--wraps); } .verdict.truncates { background: var(--truncates); }
  .verdict.clips { background: var(--clips); } .verdict.missing-glyphs { background: var(--missing); }
  td ul { margin: 0; padding-inline-start: 1rem; }
</style>
</head>
<body>
<h1>LabelFit — does the Arabic still fit where the English did?</h1>
<main>
<div class="texts">
  <label>English <textarea id="en" name="en" dir="auto" placeholder="Add to Home Screen">Add to Home Screen</textarea></label>
  <label>Arabic <textarea id="ar" name="ar" dir="auto" lang="ar" placeholder="إضافة إلى الشاشة الرئيسية"></textarea></label>
</div>
<section id="result" aria-label="Result">
  <div><span id="verdict" data-verdict="">…</span></div>
  <div id="advice"></div>
  <div class="drawings">
    <figure id="fig-en"><figcaption id="cap-en">English</figcaption><div class="drawing" id="draw-en"></div></figure>
    <figure id="fig-ar"><figcaption id="cap-ar">Arabic</figcaption><div class="drawing" id="draw-ar"></div></figure>
  </div>
  <div class="bars" id="bars"></div>
  <p class="legend">Both drawn at one scale. <span class="red">Red</span>: what the row cuts off · <span class="amber">…</span>: stands for the hidden words · grey frame: the row. Bars: the width on one line against the row's edge; <span class="blue">blue</span> past the edge wraps to the next line, <span class="red">red</span> is cut off.</p>
  <details id="dev"><summary>Details for developers</summary><ul id="dev-advice"></ul><dl id="facts"></dl></details>
</section>
<p id="announce" class="sr-only" aria-live="polite" aria-atomic="true"></p>
<form id="settings" autocomplete="off" novalidate>
  <p id="config">Loading the server's configuration… <span id="changed"></span></p>
  <label>Profile <select id="profile" name="profile"></select><span class="reason" id="profile-reason"></span></label>
  <label>Arabic font <select id="font" name="font"><option value="">(default)</option></select><span class="reason" id="font-reason"></span></label>
  <label>Size (px) <input id="size" name="size" inputmode="decimal" aria-describedby="size-reason"><span class="reason" id="size-reason"></span></label>
  <label>Line-height <input id="lineHeight" name="line_height" placeholder="normal, 1.2, 20px, 120%" aria-describedby="lineHeight-reason"><span class="reason" id="lineHeight-reason"></span></label>
  <label>Row width (px) <input id="width" name="width" inputmode="decimal" aria-describedby="width-reason"><span class="reason" id="width-reason"></span></label>
  <label>Overflow <select id="overflow" name="overflow">
    <option value="wrap">wrap (native sheet)</option><option value="nowrap-ellipsis">nowrap + ellipsis</option><option value="nowrap-clip">nowrap, clipped</option>
  </select><span class="reason" id="overflow-reason"></span></label>
  <p style="grid-column: 1 / -1; margin: 0"><button type="button" id="reset">Use the server's configuration</button></p>
</form>
<section id="batch" aria-label="Several strings">
  <h2>Several strings</h2>
  <div id="drop">
    <label><span>Paste one pair per line — <code>English⇥Arabic</code> or <code>key⇥English⇥Arabic</code> (tabs or CSV) — or drop a catalog file here (.po, .xlf, .xcstrings, .csv, .tsv)</span>
      <textarea id="batch-input" dir="auto"></textarea></label>
    <div><input type="file" id="batch-file" accept=".po,.xlf,.xliff,.xcstrings,.tsv,.csv,.txt"> <button type="button" id="batch-run">Check all</button></div>
  </div>
  <p id="batch-status"></p>
  <div class="table-wrap"><table id="batch-table" hidden><thead><tr><th>Key</th><th>English</th><th>Arabic</th><th class="num">Width px</th><th class="num">Growth</th><th class="num">Lines</th><th class="num">Clip px</th><th>Verdict</th></tr></thead><tbody></tbody></table></div>
</section>
</main>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
const fields = ["en", "ar", "profile", "font", "size", "lineHeight", "width", "overflow"];
const settings = ["profile", "font", "size", "lineHeight", "width", "overflow"];
const fmt = (v) => (Math.round(v * 100) / 100).toString();
// A setting as it was written. Sizes a platform computes in single precision come as Float values
// (Android's font scaling: 16 sp at 1.3 is 20.2f, 20.200000762939453 as a double), and a px
// line-height scaled with them carries the same noise: each is shown as the shortest decimal that
// reads back to the same Float (IEEE 754 binary32, Math.fround), which is what was written.
function written(v) {
  if (typeof v !== "number" || !Number.isFinite(v) || v === 0) return v;
  const f = Math.fround(v);
  for (let p = 1; p <= 9; p++) { const d = Number(v.toPrecision(p)); if (Math.fround(d) === f) return d; }
  return v;
}
const writtenLineHeight = (t) => t == null ? t : String(t).replace(/^[0-9.]+(e[+-]?[0-9]+)?/i, (n) => String(written(Number(n))));
// One sign per value: "+12", "−4"; a value past zero the other way keeps its own sign.
const signed = (v, up) => ((v < 0) === up ? "−" : "+") + fmt(Math.abs(v));
let config = null, profiles = [];

// Arabic-Indic (U+0660…) and extended (U+06F0…) digits are digits; U+066B is the decimal separator.
function asciiDigits(s) {
  return s.trim().replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x6F0)).replace(/\u066B/g, ".").replace(/\u066C/g, "");
}
const numberPattern = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
function inRange(v, r) {
  if (!Number.isFinite(v)) return false;
  if (r.integer && v !== Math.round(v)) return false;
  return (r.min_included ? v >= r.min : v > r.min) && (r.max_included ? v <= r.max : v < r.max);
}
const shown = (v) => Number.isFinite(v) && Math.abs(v) >= 1e15 ? v.toExponential().replace("e+", "e+") : String(v);
// A number field: {value} or {error}, with the server's range (GET /v1/config, from NumberRanges).
function readNumber(text, range, name) {
  const t = asciiDigits(text);
  if (t === "") return { error: `enter a number (${range.text})` };
  if (!numberPattern.test(t)) return { error: `'${text}' is not a number` };
  const v = Number(t);
  if (!inRange(v, range)) return { error: `${name}: ${shown(v)} is out of range; use a number ${range.text}` };
  return { value: v };
}
function readLineHeight(text) {
  const t = asciiDigits(text).toLowerCase();
  if (t === "normal") return { value: "normal" };
  const m = /^(.*?)(px|%)?$/.exec(t);
  const range = config.ranges[m[2] === "px" ? "line_height_px" : m[2] === "%" ? "line_height_percent" : "line_height"];
  if (m[1] === "") return { error: "enter normal, a number (1.2), px (20px) or % (120%)" };
  const n = readNumber(m[1], range, "line-height");
  if (n.error) return numberPattern.test(m[1]) ? n : { error: `'${text}': use normal, a number (1.2), px (20px) or % (120%)` };
  return { value: m[2] ? `${n.value}${m[2]}` : n.value };
}

// The defaults in force for the picked profile: the server's configuration for its own profile, the
// profile's defaults for another (as the server applies them).
function defaults() {
  const p = $("profile").value;
  if (!config) return null;
  const width = config.row.inline_size_px == null ? null : written(config.row.inline_size_px), overflow = config.row.overflow || "wrap";
  if (p === config.profile) return { font: config.target_font, size: written(config.size), lineHeight: writtenLineHeight(config.line_height), width, overflow };
  const d = profiles.find((x) => x.name === p) || {};
  return { font: d.font, size: written(d.size), lineHeight: writtenLineHeight(d.line_height), width, overflow };
}
function fillDefaults() {
  const d = defaults();
  $("font").value = [...$("font").options].some((o) => o.value === d.font) ? d.font : "";
  $("font").options[0].textContent = `(default: ${d.font})`;
  $("size").value = d.size; $("lineHeight").value = d.lineHeight;
  $("width").value = d.width == null ? "" : d.width; $("overflow").value = d.overflow;
}

function setReason(id, text) {
  $(id + "-reason").textContent = text || "";
  if ($(id).setAttribute) $(id).setAttribute("aria-invalid", text ? "true" : "false");
}

// The request for what is on the page: only settings that differ from the defaults in force, so an
// untouched page asks exactly what `labelfit check` would (icon, padding and all from labelfit.json).
function readInputs() {
  const d = defaults(), body = {}, errors = {}, changed = [];
  for (const f of settings) setReason(f, "");
  const size = readNumber($("size").value, config.ranges.size, "size");
  const lh = readLineHeight($("lineHeight").value);
  const width = $("width").value.trim() === "" && d.width == null ? { value: null } : readNumber($("width").value, config.ranges["row.inline_size_px"], "row width");
  if (size.error) errors.size = size.error;
  if (lh.error) errors.lineHeight = lh.error;
  if (width.error) errors.width = width.error;
  for (const [k, v] of Object.entries(errors)) setReason(k, v);
  if (Object.keys(errors).length) return { errors };
  if ($("profile").value !== config.profile) { body.profile = $("profile").value; changed.push(`profile ${config.profile} → ${body.profile}`); }
  const font = $("font").value || d.font;
  if (font !== d.font) { body.target_font = font; changed.push(`font → ${font}`); }
  if (size.value !== d.size) { body.size = size.value; changed.push(`size ${d.size} → ${size.value} px`); }
  if (String(lh.value) !== String(d.lineHeight)) { body.line_height = lh.value; changed.push(`line-height ${d.lineHeight} → ${lh.value}`); }
  const row = {};
  if (width.value !== d.width && width.value != null) { row.inline_size_px = width.value; changed.push(`row ${d.width == null ? "unlimited" : d.width + " px"} → ${width.value} px`); }
  if ($("overflow").value !== d.overflow) { row.overflow = $("overflow").value; changed.push(`overflow ${d.overflow} → ${row.overflow}`); }
  if (Object.keys(row).length) body.row = row;
  return { body, changed };
}

function describeConfig() {
  const r = config.row, parts = [];
  if (r.icon_size_px) parts.push(`icon ${fmt(r.icon_size_px)} + gap ${fmt(r.icon_gap_px || 0)}`);
  if (r.padding_inline_start_px || r.padding_inline_end_px) parts.push(`padding ${fmt(r.padding_inline_start_px || 0)} / ${fmt(r.padding_inline_end_px || 0)}`);
  const row = r.inline_size_px == null ? "no width limit" : `row ${fmt(r.inline_size_px)} px${parts.length ? ` (${parts.join(", ")} px inside it)` : ""}`;
  const growth = config.thresholds.max_growth != null ? `; growth limit ${fmt(config.thresholds.max_growth)}×` : "";
  return `Server configuration: ${config.profile}, ${config.target_font}, ${fmt(config.size)} px, line-height ${config.line_height}, ${row}${growth}.`;
}

function saveState(body) {
  const q = new URLSearchParams();
  for (const f of ["en", "ar"]) if ($(f).value) q.set(f, $(f).value);
  if (body) {
    if (body.profile) q.set("profile", body.profile);
    if (body.target_font) q.set("font", body.target_font);
    if (body.size != null) q.set("size", $("size").value.trim());
    if (body.line_height != null) q.set("lineHeight", $("lineHeight").value.trim());
    if (body.row && body.row.inline_size_px != null) q.set("width", $("width").value.trim());
    if (body.row && body.row.overflow) q.set("overflow", body.row.overflow);
  }
  const s = q.toString();
  history.replaceState(null, "", s ? "?" + s : location.pathname);
}

function clearResult(verdict, message, isError) {
  $("result").classList.remove("stale");
  $("verdict").dataset.verdict = ""; $("verdict").textContent = verdict;
  $("advice").replaceChildren(message ? sentence([message]) : ""); $("advice").className = isError ? "error" : "";
  $("dev-advice").replaceChildren();
  for (const id of ["draw-en", "draw-ar", "bars"]) $(id).replaceChildren();
  $("facts").replaceChildren();
  $("cap-en").textContent = "English"; $("cap-ar").textContent = "Arabic";
}

// Whatever is shown (a result, an error, a refusal) no longer answers the inputs: say so until it does.
function markStale() { $("result").classList.add("stale"); }

let generation = 0;
async function update() {
  const mine = ++generation;
  if (!config) return;
  const read = readInputs();
  $("changed").textContent = read.changed && read.changed.length ? `Changed: ${read.changed.join(", ")}.` : "";
  if (read.errors) { clearResult("invalid", "fix the field marked in red", true); announce("invalid input"); return; }
  saveState(read.body);
  const en = $("en").value, ar = $("ar").value;
  if (!en && !ar) { clearResult("…", "type a label", false); return; }
  const body = Object.assign({}, read.body);
  if (en) body.en = en;
  if (ar) body.ar = ar;
  const post = (path, extra) => fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(Object.assign({}, body, extra)) });
  try {
    const [m, svgEn, svgAr] = await Promise.all([
      post("/v1/measure").then(async (r) => { const j = await r.json(); if (!r.ok) throw new Error(j.error.message); return j; }),
      en ? post("/v1/render", { side: "source" }).then((r) => r.ok ? r.text() : "") : "",
      ar ? post("/v1/render", { side: "target" }).then((r) => r.ok ? r.text() : "") : "",
    ]);
    if (mine !== generation) return;
    // Is a diacritic what clips? The same request with that cluster's marks taken out says.
    const probe = markProbe(m.result);
    if (probe) {
      const p = await post("/v1/measure", { ar: probe.text }).then((x) => x.ok ? x.json() : null).catch(() => null);
      if (mine !== generation) return;
      probe.result = p && p.result;
    }
    show(m.result, svgEn, svgAr, probe && probe.result && probe.result.target ? probe : null);
  } catch (e) {
    if (mine !== generation) return;
    // The server names the field it refused: show the reason beside it.
    const field = { size: "size", line_height: "lineHeight", "row.inline_size_px": "width", target_font: "font", profile: "profile" }[(e.message.match(/^([a-z_.]+):/) || [])[1]];
    if (field) setReason(field, e.message);
    clearResult("error", e.message, true);
    announce("error: " + e.message);
  }
}

function announce(text) { $("announce").textContent = text; }

// What a translator can do, one sentence per problem, most severe first, in plain words; the
// developers' side (line-height, row height, the numbers) goes to "Details for developers".
// A sentence is a list of parts: plain English text, or {q: text} — a quoted text in the target's
// language, shown «isolated» (a <bdi>, so it neither reorders the English nor is reordered by it).
const q = (text, dir) => ({ q: text, dir: dir || "rtl" });
function sentence(parts) {
  const p = document.createElement("p");
  for (const part of parts) {
    if (typeof part === "string") { p.append(part); continue; }
    const b = document.createElement("bdi");
    b.dir = part.dir; b.textContent = part.q;
    p.append("«", b, "»");
  }
  return p;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
// "Shorten it by about N characters": the finding's own estimate (`over_chars`, `over_px`) when the
// record has one; otherwise the pixels over divided by the string's average character width, and said
// to be an estimate.
function shortenBy(f, overPx, t) {
  const n = (f && f.numbers) || {};
  if (n.over_chars != null) return `about ${plural(Math.max(1, Math.ceil(n.over_chars)), "character")}`;
  const px = n.over_px != null ? n.over_px : overPx;
  const avg = t.width_px / Math.max(1, t.characters);
  return `about ${plural(Math.max(1, Math.ceil(px / avg)), "character")} (an estimate from the average width of its characters)`;
}
// Arabic marks by the names translators use (Unicode's character names, UnicodeData.txt).
const markNames = { "\u064B": "fathatan", "\u064C": "dammatan", "\u064D": "kasratan", "\u064E": "fatha", "\u064F": "damma", "\u0650": "kasra",
  "\u0651": "shadda", "\u0652": "sukun", "\u0653": "madda", "\u0654": "hamza above", "\u0655": "hamza below", "\u0656": "subscript alef", "\u0670": "dagger alef" };
const isMark = (c) => /\p{Mn}/u.test(c);
const markName = (c) => markNames[c] || `mark U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
const withoutMarks = (text, cluster) => text.split(cluster).join([...cluster].filter((c) => !isMark(c)).join(""));
// The text with the marks of the clipping cluster taken out, when it has marks: measured too, it says
// whether the diacritic is what clips (the letters keep their joined forms: marks do not change joining).
function markProbe(r) {
  const t = r.target;
  if (!t || r.verdict === "untranslated") return null;
  const edges = [];
  if (t.clip.bottom_px > 0 && t.clip.bottom_character) edges.push(["bottom", t.clip.bottom_character]);
  if (t.clip.top_px > 0 && t.clip.top_character) edges.push(["top", t.clip.top_character]);
  const [edge, cluster] = edges.sort((a, b) => t.clip[b[0] + "_px"] - t.clip[a[0] + "_px"])[0] || [];
  if (!cluster || ![...cluster].some(isMark)) return null;
  return { edge, cluster, text: withoutMarks(t.text, cluster) };
}
function advise(r, probe) {
  const t = r.target, s = r.source, fs = r.findings || [], say = [], dev = [];
  const find = (rule) => fs.filter((f) => f.rule === rule);
  if (r.verdict === "untranslated") {
    const f = find("untranslated")[0];
    say.push([f ? f.message : "no Arabic translation to measure"]);
    return { say, dev };
  }
  if (!t) return { say: [["type the Arabic to see whether it fits"]], dev };
  const tol = config.thresholds.clip_tolerance_px || 0;
  if (t.missing.length) {
    say.push([...t.missing.flatMap((m, i) => [i ? ", " : "", q(m.text, "auto")]), ` cannot be drawn by the font: readers see an empty box. Use another character, or leave it out.`]);
    dev.push(`no font in the stack draws ${t.missing.map((m) => m.codepoints.join(" ")).join(", ")}`);
  }
  for (const f of find("clip")) {
    if (f.numbers.clipped_lines) {
      const room = t.lines;
      say.push([`The row is a fixed height with room for ${plural(room, "line")}: the rest of the text is hidden. Shorten it by ${shortenBy(f, t.layout_width_px - (t.available_width_px || t.layout_width_px) * room, t)} to fit on ${plural(room, "line")}.`]);
      dev.push(`the fixed row height cuts ${plural(f.numbers.clipped_lines, "line")}: let the row grow to ${fmt(t.row_height_px)} px`);
      continue;
    }
    for (const edge of ["bottom", "top"]) {
      const px = t.clip[edge + "_px"], cluster = t.clip[edge + "_character"];
      if (!(px > tol)) continue;
      const seen = px * (t.device_scale || 1) < 1 ? "less than a screen pixel, but it shows on sharp screens" : `about ${plural(Math.round(px * (t.device_scale || 1)), "screen pixel")}`;
      const marks = cluster ? [...cluster].filter(isMark) : [];
      if (probe && probe.edge === edge && probe.cluster === cluster && marks.length) {
        const base = [...cluster].filter((c) => !isMark(c)).join("");
        const names = marks.map(markName).join(" and ");
        if (!(probe.result.target.clip[edge + "_px"] > tol))
          say.push([`The ${names} ${edge === "bottom" ? "under" : "over"} `, q(base), ` is what the row cuts off at the ${edge} (${seen}). Written without it, `, q(probe.text), ` fits.`]);
        else
          say.push([`The ${edge} of `, q(cluster), ` is cut off by the row (${seen}); even without its ${names} the letters reach past the row. Rewording can avoid this letter; the real fix is in the layout: share the details below with the developers.`]);
      } else {
        say.push([`The ${edge} of `, q(cluster || t.text), ` is cut off by the row (${seen}). Rewording can avoid this letter; the real fix is in the layout: share the details below with the developers.`]);
      }
    }
    const m = t.min_line_height;
    dev.push(m.found ? `clips at line-height ${$("lineHeight").value}: use line-height ${Math.ceil(m.unitless * 100) / 100} or more (${fmt(m.px)} px)` : "no line-height stops the clip: give the row block padding instead");
  }
  // On a web row that does not clip, the browser paints ink past the line box (docs/findings.md,
  // overlap): a translator hears of it only where it lands on something — the next line or past the row.
  for (const f of find("overlap")) {
    const px = Math.max(f.numbers.next_line_px || 0, f.numbers.past_row_edge_px || 0);
    const edge = t.clip.bottom_px >= t.clip.top_px ? "bottom" : "top", cluster = t.clip[edge + "_character"];
    if (f.severity !== "info" && px > tol) {
      const where = f.numbers.next_line_px > tol ? (edge === "bottom" ? "over the line below" : "over the line above") : "past the edge of the row";
      say.push([`The ${edge} of `, q(cluster || t.text), ` is drawn ${where} (${plural(Math.max(1, Math.round(px * (t.device_scale || 1))), "screen pixel")}). Rewording can avoid this letter; the real fix is in the layout: share the details below with the developers.`]);
    }
    const m = t.min_line_height;
    dev.push(f.severity === "info"
      ? `ink passes the line box by ${fmt(f.numbers.over_px)} px inside the row's ${fmt(f.numbers.padding_block_px)} px block padding: the browser paints it (the row does not clip), nothing overlaps`
      : (m.found ? `ink overlaps at line-height ${$("lineHeight").value}: use line-height ${Math.ceil(m.unitless * 100) / 100} or more (${fmt(m.px)} px)` : "no line-height keeps the ink inside the line box: give the row block padding"));
  }
  for (const f of find("truncation")) {
    const dropped = (t.dropped_text || t.dropped_words.join(" ")).trim();
    const over = t.lines > 1 ? dropped.length * t.width_px / Math.max(1, t.characters) : t.layout_width_px - (t.available_width_px || 0);
    const english = s && (s.dropped_words.length || s.dropped_text) ? " The English is cut off here too: the row may be too narrow for either — ask whether it can be wider." : "";
    say.push([`Cut off: readers see `, q(t.visible_text), ` and never `, q(dropped), `. Shorten it by ${shortenBy(f, over, t)}.${english}`]);
  }
  const lines = find("lines")[0];
  if (t.lines > 1) {
    const max = lines ? lines.numbers.max_lines : 1;
    const word = ((t.line_texts[max] || "").trim().split(/\s+/)[0]) || "";
    const english = s && s.lines >= t.lines ? ` The English takes ${plural(s.lines, "line")} too.` : "";
    const wordPart = word ? [q(word), ` is the first word that moves to line ${max + 1}`] : [`the text goes on to line ${max + 1}`];
    const over = shortenBy(lines, t.layout_width_px - (t.available_width_px || t.layout_width_px) * max, t);
    if (lines) say.push([`Takes ${plural(t.lines, "line")} where the row has room for ${max}: `, ...wordPart, `. Shorten it by ${over} to keep it on ${plural(max, "line")}.${english}`]);
    else say.push([`Wraps to ${plural(t.lines, "line")}: `, ...wordPart, `. The row grows taller to hold it, which this layout allows; to keep it on one line, shorten it by ${over}.${english}`]);
    dev.push(`wraps to ${t.lines} lines — the row grows to ${fmt(t.row_height_px)} px`);
  }
  for (const f of find("growth")) {
    const max = f.numbers.max_growth;
    say.push([`It is ${fmt(r.growth_px)}× as wide as the English; the limit set for this project is ${fmt(max)}×. Shorten it by ${shortenBy(f, t.width_px - max * s.width_px, t)} to come under it.`]);
  }
  for (const f of find("width-budget")) {
    say.push([`It is wider than the ${fmt(f.numbers.max_width_px)} px the catalog allows for it. Shorten it by ${shortenBy(f, f.numbers.width_px - f.numbers.max_width_px, t)}.`]);
  }
  if (!say.length) say.push([r.growth_px != null ? `Fits — nothing to do. It is ${fmt(r.growth_px)}× as wide as the English.` : "Fits — nothing to do."]);
  return { say, dev };
}

// Both drawings at one scale: the wider one fills the column (up to twice its size, so that marks
// are seen), the other keeps its proportion.
function draw(svgEn, svgAr) {
  $("draw-en").innerHTML = svgEn; $("draw-ar").innerHTML = svgAr;
  const svgs = [...document.querySelectorAll(".drawing svg")];
  const widest = Math.max(1, ...svgs.map((s) => Number(s.getAttribute("width")) || 0));
  const room = Math.min(...[...document.querySelectorAll(".drawing")].map((d) => d.clientWidth || widest));
  const k = Math.min(2, room / widest);
  for (const s of svgs) { const w = Number(s.getAttribute("width")) || 0; s.style.inlineSize = `${w * k}px`; s.style.blockSize = `${(Number(s.getAttribute("height")) || 0) * k}px`; }
  $("result").dataset.scale = String(k);
}

// How much of a string's one-line width the row shows; the rest of its bar is red. A string that
// wraps is all shown (its bar past the row's edge is the wrap colour). One the row cuts shows: on one
// line (an ellipsis or a nowrap clip), the row's width; when a fixed height hides lines, the share of
// the lines shown; when an ellipsis ends a last line, the share of its characters left visible.
function keptWidth(m, row) {
  const dropped = m.dropped_text || (m.dropped_words || []).join(" "), hiddenLines = m.clipped_lines || 0;
  if (!dropped && !hiddenLines) return m.width_px;
  if (hiddenLines) return m.width_px * m.lines / (m.lines + hiddenLines);
  if (m.lines <= 1) return Math.min(row, m.width_px);
  const visible = [...(m.visible_text || "").replace(/\u2026$/, "").trim()].length;
  return m.width_px * Math.min(1, visible / Math.max(1, m.characters));
}

function show(r, svgEn, svgAr, probe) {
  const t = r.target || r.source;
  $("result").classList.remove("stale");
  $("verdict").dataset.verdict = r.verdict; $("verdict").textContent = r.verdict;
  const { say, dev } = advise(r, probe);
  $("advice").className = ""; $("advice").replaceChildren(...say.map(sentence));
  $("dev-advice").replaceChildren(...dev.map((d) => { const li = document.createElement("li"); li.textContent = d; return li; }));
  announce(`${r.verdict}: ${$("advice").textContent}`);
  $("cap-en").textContent = r.source ? `English — ${fmt(r.source.width_px)} px wide` : "English";
  $("cap-ar").textContent = r.target ? `Arabic — ${fmt(r.target.width_px)} px wide${r.growth_px != null ? `, ${fmt(r.growth_px)}× the English` : ""}` : "Arabic";
  draw(svgEn, svgAr);
  const row = t.available_width_px || Math.max(r.source ? r.source.width_px : 0, t.width_px);
  const scale = Math.max(row, r.source ? r.source.width_px : 0, t.width_px) * 1.1;
  const bar = (name, m) => {
    if (!m) return "";
    const kept = keptWidth(m, row), cut = m.width_px - kept;
    const tail = cut > 0 ? `<div class="bar cut" style="inset-inline-start:${100 * kept / scale}%;inline-size:${100 * cut / scale}%" title="cut off"></div>` : "";
    return `<span>${name}</span><div class="track"><div class="bar" style="inline-size:${100 * Math.min(kept, m.width_px) / scale}%"></div>${tail}<div class="edge" style="inset-inline-start:${100 * row / scale}%" title="row"></div></div><span>${fmt(m.width_px)} px</span>`;
  };
  $("bars").innerHTML = bar("English", r.source) + bar("Arabic", r.target);
  const facts = [["lines", t.line_texts.map((l) => `«${l}»`).join(" / ")], ["visible", t.visible_text],
    ["ink", `${signed(t.ink.top_px, true)} / ${signed(t.ink.bottom_px, false)} px`],
    ["line box", `${signed(t.line_box.top_px, true)} / ${signed(t.line_box.bottom_px, false)} px (${t.line_box.model})`],
    ["min line-height", `${fmt(t.min_line_height.unitless)} (${fmt(t.min_line_height.px)} px)`], ["row height", `${fmt(t.row_height_px)} px`],
    ["growth", r.growth_px != null ? `${fmt(r.growth_px)}× in px, ${fmt(r.growth_chars)}× in characters` : "—"],
    ["fonts", t.fonts_used.filter((f) => f.drew_glyphs).map((f) => f.family).join(", ")]];
  if (t.missing.length) facts.push(["missing", t.missing.map((m) => m.codepoints.join(" ")).join(", ")]);
  // Every finding `labelfit check` reports for this pair, so a truncation behind a clip is said too.
  if (r.findings && r.findings.length) facts.push(["findings", r.findings.map((f) => `${f.rule}: ${f.message}`).join(" · ")]);
  $("facts").replaceChildren(...facts.flatMap(([k, v]) => { const dt = document.createElement("dt"); dt.textContent = k; const dd = document.createElement("dd"); dd.textContent = v; dd.dir = "auto"; return [dt, dd]; }));
}

// Several strings: lines of "en<TAB>ar" or "key<TAB>en<TAB>ar", or CSV with a header naming en and ar.
function parseCells(line, sep) {
  if (sep === "\t") return line.split("\t");
  const out = []; let cell = "", quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) { if (c === '"' && line[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c; }
    else if (c === '"') quoted = true; else if (c === ",") { out.push(cell); cell = ""; } else cell += c;
  }
  out.push(cell);
  return out;
}
function parseBatch(text) {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (!lines.length) return [];
  const sep = lines.some((l) => l.includes("\t")) ? "\t" : ",";
  let rows = lines.map((l) => parseCells(l, sep));
  let cols = rows[0].length >= 3 ? { key: 0, en: 1, ar: 2 } : { key: -1, en: 0, ar: 1 };
  const head = rows[0].map((c) => c.trim().toLowerCase());
  if (head.includes("en") && head.includes("ar")) { cols = { key: head.indexOf("key"), en: head.indexOf("en"), ar: head.indexOf("ar") }; rows = rows.slice(1); }
  return rows.map((r, i) => ({ key: cols.key >= 0 && r[cols.key] ? r[cols.key] : `line ${i + 1}`, en: r[cols.en] || "", ar: r[cols.ar] || "" }));
}
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
// A message (English) with each «quoted» text an isolate, as the HTML report writes them.
const isolated = (m) => `<span dir="ltr">${esc(m).replace(/«([^»]*)»/g, (_, t) => `«<bdi>${t}</bdi>»`)}</span>`;
async function runBatch(given, note) {
  const pairs = given || parseBatch($("batch-input").value);
  const read = readInputs();
  const table = $("batch-table"), body = table.tBodies[0];
  body.replaceChildren(); table.hidden = true;
  if (read.errors) { $("batch-status").textContent = "fix the settings marked in red first"; return; }
  if (!pairs.length) { $("batch-status").textContent = "nothing to check: paste pairs or drop a file"; return; }
  if (pairs.length > config.limits.max_batch) { $("batch-status").textContent = `${pairs.length} pairs: the server checks at most ${config.limits.max_batch} at once`; return; }
  $("batch-status").textContent = `checking ${pairs.length} pairs…`;
  const r = await fetch("/v1/check", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(Object.assign({}, read.body, { pairs: pairs.map((p) => ({ key: p.key, en: p.en || undefined, ar: p.ar || undefined, max_width_px: p.max_width_px == null ? undefined : p.max_width_px })) })) });
  const j = await r.json().catch(() => null);
  if (!r.ok || !j) { $("batch-status").textContent = `error: ${j ? j.error.message : "the answer was incomplete"}`; return; }
  const n = (v) => v == null ? "–" : fmt(v);
  for (const c of j.strings) {
    const t = c.target, s = c.source;
    const findings = (c.findings || []).map((f) => `<li>[${esc(f.rule)}] ${isolated(f.message)}</li>`).join("");
    const tr = document.createElement("tr");
    tr.dataset.verdict = c.verdict;
    tr.innerHTML = `<td>${esc(c.key)}</td><td dir="ltr">${esc(s ? s.text : "")}</td><td dir="rtl">${esc(t ? t.text : "")}</td>` +
      `<td class="num">${n(s && s.width_px)} → ${n(t && t.width_px)}</td><td class="num">${n(c.growth_px)}×</td><td class="num">${t ? t.lines : 0}</td>` +
      `<td class="num">${n(t && t.clip.top_px)} / ${n(t && t.clip.bottom_px)}</td><td><span class="verdict ${esc(c.verdict)}">${esc(c.verdict)}</span>${findings ? `<ul>${findings}</ul>` : ""}</td>`;
    body.append(tr);
  }
  table.hidden = false;
  const v = j.summary.verdicts;
  $("batch-status").textContent = `${j.summary.strings} strings: ` + Object.entries(v).map(([k, c]) => `${c} ${k}`).join(", ") + (note || "");
}
// A catalog with both languages in one file is read by the server's own readers (those of
// `labelfit check`); anything else is read here as tab- or comma-separated lines.
async function loadFile(file) {
  const ext = (file.name.match(/\.([a-z]+)$/i) || [])[1];
  const format = ext && ext.toLowerCase();
  if (["po", "xlf", "xliff", "xcstrings", "csv", "tsv"].includes(format)) {
    $("batch-status").textContent = `reading ${file.name}…`;
    const r = await fetch(`/v1/catalog/${format}`, { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: await file.arrayBuffer() });
    const j = await r.json();
    if (!r.ok) { $("batch-status").textContent = `${file.name}: ${j.error.message}`; return; }
    const problems = j.diagnostics.map((d) => `${file.name}:${d.line || "?"}: ${d.message}`);
    $("batch-input").value = j.pairs.map((p) => [p.key, p.en || "", p.ar || ""].join("\t")).join("\n");
    return runBatch(j.pairs.map((p) => ({ key: p.key, en: p.en || "", ar: p.ar || "", max_width_px: p.max_width_px })), problems.length ? ` — ${problems.join("; ")}` : "");
  }
  $("batch-input").value = await file.text();
  runBatch();
}
$("batch-run").addEventListener("click", () => runBatch());
$("batch-file").addEventListener("change", () => { if ($("batch-file").files[0]) loadFile($("batch-file").files[0]); });
$("drop").addEventListener("dragover", (e) => { e.preventDefault(); $("drop").classList.add("over"); });
$("drop").addEventListener("dragleave", () => $("drop").classList.remove("over"));
$("drop").addEventListener("drop", (e) => { e.preventDefault(); $("drop").classList.remove("over"); if (e.dataTransfer.files[0]) loadFile(e.dataTransfer.files[0]); });

// Where the browser lacks field-sizing, a text area is sized to its text by script.
if (!CSS.supports("field-sizing", "content")) {
  const fit = (t) => { t.style.blockSize = "auto"; t.style.blockSize = `${t.scrollHeight + t.offsetHeight - t.clientHeight}px`; };
  for (const t of document.querySelectorAll("textarea")) { t.addEventListener("input", () => fit(t)); requestAnimationFrame(() => fit(t)); }
}

let timer;
const schedule = () => { markStale(); clearTimeout(timer); timer = setTimeout(update, 150); };
for (const f of fields) { $(f).addEventListener("input", schedule); $(f).addEventListener("change", schedule); }
$("profile").addEventListener("change", () => { fillDefaults(); schedule(); });
$("reset").addEventListener("click", () => { $("profile").value = config.profile; fillDefaults(); schedule(); });

(async () => {
  const [c, p, fonts] = await Promise.all([fetch("/v1/config").then((r) => r.json()), fetch("/v1/profiles").then((r) => r.json()), fetch("/v1/fonts").then((r) => r.json())]);
  config = c; profiles = p.profiles;
  for (const x of profiles) $("profile").add(new Option(`${x.name} (${x.size}px, ${x.font})`, x.name));
  const families = [...new Set(fonts.fonts.map((f) => f.family))].filter((f) => /Arabic|Amiri/.test(f));
  // Each Arabic family alone, and as the fallback under a Latin primary font (the box then comes from
  // the Latin font: the trap a line-height tuned on English falls into).
  for (const f of families) $("font").add(new Option(f, f));
  for (const f of families) $("font").add(new Option(`${f} under Roboto`, `Roboto, ${f}`));
  if (![...$("font").options].some((o) => o.value === config.target_font)) $("font").add(new Option(config.target_font, config.target_font));
  $("config").firstChild.textContent = describeConfig() + " ";
  const params = new URLSearchParams(location.search);
  $("profile").value = params.get("profile") || config.profile;
  fillDefaults();
  for (const f of fields) if (params.has(f)) $(f).value = params.get(f);
  update();
})();
</script>
</body>
</html>
"""#
}
