#!/usr/bin/env python3
"""Writes Corpus/ in every catalog format LabelFit reads, from Corpus/tsv/action-sheet-labels.tsv.

Each format gets the same labels, written with that ecosystem's own escaping (so the readers are
exercised on real-shaped files), plus the features only it has (plurals, arrays, budgets). The
compiled .mo comes from GNU msgfmt (Debian's gettext). Run: python3 scripts/make-corpus.py
"""
import csv, json, os, re, subprocess

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Corpus")
rows = list(csv.DictReader(open(os.path.join(ROOT, "tsv", "action-sheet-labels.tsv"), encoding="utf-8"), delimiter="\t", quoting=csv.QUOTE_NONE))

def out(path, text, encoding="utf-8"):
    path = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding=encoding, newline="") as f:
        f.write(text)

PLURAL_EN = {"one": "Delete %d Item", "other": "Delete %d Items"}
PLURAL_AR = {"zero": "حذف %d عنصر", "one": "حذف عنصر واحد", "two": "حذف عنصرين",
             "few": "حذف %d عناصر", "many": "حذف %d عنصرًا", "other": "حذف %d عنصر"}

def camel(key): return re.sub(r"_(\w)", lambda m: m.group(1).upper(), key)

# Apple .strings: en in UTF-8, ar in UTF-16 LE with BOM (both are what Xcode writes); one \U escape.
def strings_escape(s, use_u=False):
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return s.replace("…", "\\U2026") if use_u else s
for lang, enc in (("en", "utf-8"), ("ar", "utf-16")):
    lines = []
    for r in rows:
        lines.append(f"/* {r['platforms']} */")
        lines.append(f"\"{r['key']}\" = \"{strings_escape(r[lang], use_u=(lang == 'en'))}\";")
        lines.append("")
    out(f"ios/{lang}.lproj/Localizable.strings", "\n".join(lines), enc)

# .stringsdict: the plural row.
def stringsdict(forms):
    items = "".join(f"\t\t\t<key>{k}</key>\n\t\t\t<string>{v}</string>\n" for k, v in forms.items())
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>delete_items</key>
	<dict>
		<key>NSStringLocalizedFormatKey</key>
		<string>%#@items@</string>
		<key>items</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>d</string>
{items}		</dict>
	</dict>
</dict>
</plist>
"""
out("ios/en.lproj/Localizable.stringsdict", stringsdict(PLURAL_EN))
out("ios/ar.lproj/Localizable.stringsdict", stringsdict(PLURAL_AR))

# String Catalog.
strings = {}
for r in rows:
    strings[r["key"]] = {"comment": f"Action sheet row ({r['platforms']})", "extractionState": "manual", "localizations": {
        "en": {"stringUnit": {"state": "translated", "value": r["en"]}},
        "ar": {"stringUnit": {"state": "translated", "value": r["ar"]}}}}
strings["delete_items"] = {"extractionState": "manual", "localizations": {
    lang: {"variations": {"plural": {k: {"stringUnit": {"state": "translated", "value": v}} for k, v in forms.items()}}}
    for lang, forms in (("en", PLURAL_EN), ("ar", PLURAL_AR))}}
out("ios/Localizable.xcstrings", json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, ensure_ascii=False, indent=2) + "\n")

# Android resources: aapt2 escapes, %1$s for the placeholder, an entity, a plural, an array, a non-translatable.
def android_escape(s):
    s = s.replace("\\", "\\\\").replace("&", "&amp;").replace("<", "&lt;").replace("'", "\\'").replace('"', '\\"')
    return s.replace("%@", "%1$s").replace("…", "&#8230;")
for lang, folder in (("en", "values"), ("ar", "values-ar")):
    body = ['<?xml version="1.0" encoding="utf-8"?>', '<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">']
    if lang == "en":
        body.append('    <string name="app_name" translatable="false">LabelFit Demo</string>')
    for r in rows:
        text = android_escape(r[lang])
        if r["key"] == "share_with":
            text = text.replace("%1$s", '<xliff:g id="name" example="Alex">%1$s</xliff:g>')
        body.append(f'    <string name="{r["key"]}">{text}</string>')
    body.append('    <plurals name="delete_items">')
    for k, v in (PLURAL_EN if lang == "en" else PLURAL_AR).items():
        body.append(f'        <item quantity="{k}">{v}</item>')
    body.append('    </plurals>')
    body.append('    <string-array name="edit_menu">')
    for key in ("cut", "copy", "paste"):
        body.append(f'        <item>{android_escape(next(r for r in rows if r["key"] == key)[lang])}</item>')
    body.append('    </string-array>')
    body.append('</resources>')
    out(f"android/res/{folder}/strings.xml", "\n".join(body) + "\n")

# i18next: nested under "sheet", {{name}} interpolation, v21 plural suffixes.
for lang in ("en", "ar"):
    sheet = {r["key"]: r[lang].replace("%@", "{{name}}") for r in rows}
    for k, v in (PLURAL_EN if lang == "en" else PLURAL_AR).items():
        sheet[f"delete_items_{k}"] = v.replace("%d", "{{count}}")
    out(f"web/locales/{lang}/translation.json", json.dumps({"sheet": sheet}, ensure_ascii=False, indent=2) + "\n")

# Flutter ARB: camelCase keys, ICU placeholders and plural.
for lang in ("en", "ar"):
    arb = {"@@locale": lang}
    for r in rows:
        arb[camel(r["key"])] = r[lang].replace("%@", "{name}")
        if lang == "en":
            arb["@" + camel(r["key"])] = {"description": f"Action sheet row ({r['platforms']})"}
            if "%@" in r["en"]:
                arb["@" + camel(r["key"])]["placeholders"] = {"name": {"type": "String"}}
    forms = PLURAL_EN if lang == "en" else PLURAL_AR
    arb["deleteItems"] = "{count, plural, " + " ".join(f"{'=1' if (lang == 'en' and k == 'one') else k}{{{v.replace('%d', '{count}')}}}" for k, v in forms.items()) + "}"
    out(f"flutter/lib/l10n/app_{lang}.arb", json.dumps(arb, ensure_ascii=False, indent=2) + "\n")

# XLIFF 1.2 with pixel budgets on the rows a designer sized, and 2.0 with slr:sizeRestriction.
def xml(s): return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
def x12(s): return xml(s).replace("%@", '<x id="1" equiv-text="%@"/>')
BUDGETS = {"add_to_home_screen": 160, "move_to_trash": 140, "report_spam": 200, "delete": 120}
units = []
for r in rows:
    budget = f' maxwidth="{BUDGETS[r["key"]]}" size-unit="pixel"' if r["key"] in BUDGETS else ""
    units.append(f'      <trans-unit id="{r["key"]}" resname="{r["key"]}"{budget}>\n        <source>{x12(r["en"])}</source>\n'
                 f'        <target state="translated">{x12(r["ar"])}</target>\n        <note>{r["platforms"]}</note>\n      </trans-unit>')
out("xliff/actions.ar.xlf", f"""<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="Localizable.strings" source-language="en" target-language="ar" datatype="plaintext">
    <body>
{chr(10).join(units)}
    </body>
  </file>
</xliff>
""")
def x20(s): return xml(s).replace("%@", '<ph id="1" equiv="%@" disp="{name}"/>')
units = []
for r in rows:
    budget = f' slr:sizeRestriction="{BUDGETS[r["key"]]}"' if r["key"] in BUDGETS else ""
    units.append(f'    <unit id="{r["key"]}" name="{r["key"]}"{budget}>\n      <segment state="translated">\n        <source>{x20(r["en"])}</source>\n'
                 f'        <target>{x20(r["ar"])}</target>\n      </segment>\n    </unit>')
out("xliff/actions.ar.xliff", f"""<?xml version="1.0" encoding="UTF-8"?>
<xliff version="2.0" srcLang="en" trgLang="ar" xmlns="urn:oasis:names:tc:xliff:document:2.0"
       xmlns:slr="urn:oasis:names:tc:xliff:sizerestriction:2.0">
  <file id="actions">
    <slr:profiles generalProfile="urn:labelfit:pixels" storageProfile="xliff:utf8"/>
{chr(10).join(units)}
  </file>
</xliff>
""")

# gettext: msgctxt carries the key, %s the placeholder; Arabic plural forms header; .mo by msgfmt.
def po(s): return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', '"Language: ar\\n"',
         '"Plural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;\\n"', ""]
for r in rows:
    lines += [f"#. {r['platforms']}", f"msgctxt {po(r['key'])}", f"msgid {po(r['en'].replace('%@', '%s'))}", f"msgstr {po(r['ar'].replace('%@', '%s'))}", ""]
lines += ["msgctxt \"delete_items\"", f"msgid {po(PLURAL_EN['one'])}", f"msgid_plural {po(PLURAL_EN['other'])}"]
lines += [f"msgstr[{i}] {po(v)}" for i, v in enumerate(PLURAL_AR.values())] + [""]
out("gettext/ar.po", "\n".join(lines))
subprocess.run(["msgfmt", "--check", "-o", os.path.join(ROOT, "gettext", "ar.mo"), os.path.join(ROOT, "gettext", "ar.po")], check=True)

# CSV with RFC 4180 quoting.
import io
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\r\n")
w.writerow(["key", "en", "ar"])
for r in rows:
    w.writerow([r["key"], r["en"], r["ar"]])
out("csv/action-sheet-labels.csv", buf.getvalue())
print(f"{len(rows)} labels written to every format")
