#!/usr/bin/env python3
"""Regenerates Fonts/fonts.json from the font files and the Debian packages they were copied from.

Run after replacing a font: `python3 scripts/make-font-manifest.py`. Needs fc-scan and dpkg-query
(the packages named below installed), so it is a maintainer's tool, not part of the build.
"""
import hashlib, json, os, subprocess

SOURCES = {  # file -> Debian binary package it was copied from
    "NotoNaskhArabicUI-Regular.ttf": "fonts-noto-ui-core", "NotoNaskhArabicUI-Bold.ttf": "fonts-noto-ui-core",
    "NotoSansArabicUI-Regular.ttf": "fonts-noto-ui-core", "NotoSansArabicUI-Bold.ttf": "fonts-noto-ui-core",
    "NotoNaskhArabic-Regular.ttf": "fonts-noto-core", "NotoNaskhArabic-Bold.ttf": "fonts-noto-core",
    "NotoSansArabic-Regular.ttf": "fonts-noto-core", "NotoSansArabic-Bold.ttf": "fonts-noto-core",
    "NotoSans-Regular.ttf": "fonts-noto-core", "NotoSans-Bold.ttf": "fonts-noto-core",
    # Urdu's font on iOS 11 and later and on Linux with fonts-noto-core (LocaleFonts).
    "NotoNastaliqUrdu-Regular.ttf": "fonts-noto-core", "NotoNastaliqUrdu-Bold.ttf": "fonts-noto-core",
    "Amiri-Regular.ttf": "fonts-hosny-amiri", "Amiri-Bold.ttf": "fonts-hosny-amiri",
    "Roboto-Regular.ttf": "fonts-roboto-unhinted", "Roboto-Medium.ttf": "fonts-roboto-unhinted", "Roboto-Bold.ttf": "fonts-roboto-unhinted",
    # Made from the package's NotoColorEmoji.ttf by scripts/make-emoji-model-font, not copied.
    "LabelFitEmojiModel-Regular.ttf": "fonts-noto-color-emoji",
}
LICENSES = {"fonts-roboto-unhinted": "Apache-2.0"}
WEIGHTS = {"Regular": 400, "Medium": 500, "Bold": 700}

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fonts")
fonts = []
for name, pkg in SOURCES.items():
    path = os.path.join(here, name)
    family, style = subprocess.check_output(
        ["fc-scan", "--format", "%{family[0]}|%{style[0]}", path], text=True).split("|")
    source, version = subprocess.check_output(
        ["dpkg-query", "-W", "-f=${source:Package}|${Version}", pkg], text=True).split("|")
    fonts.append({
        "file": name, "family": family, "style": style, "weight": WEIGHTS[style],
        "sha256": hashlib.sha256(open(path, "rb").read()).hexdigest(),
        "debian_package": pkg, "debian_source": source, "debian_version": version,
        "license": LICENSES.get(pkg, "OFL-1.1"), "license_file": f"licenses/{pkg}.copyright",
    })
with open(os.path.join(here, "fonts.json"), "w") as out:
    json.dump({"fonts": fonts}, out, indent=2, ensure_ascii=False)
    out.write("\n")
