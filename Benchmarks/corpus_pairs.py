"""Label pairs from Arabic gettext catalogs, for Benchmarks/make-corpus.

usage: corpus_pairs.py MO_DIR OUT_DIR [DEB ...]

Reads every .mo in MO_DIR with Python's own gettext reader, keeps label-like pairs and writes
pairs.tsv, warmup.tsv, newvocab.tsv and stats.txt (see make-corpus). Not part of the product.
"""
import gettext
import os
import random
import re
import sys

MO_DIR, OUT = sys.argv[1], sys.argv[2]
DEBS = sys.argv[3:]

# Placeholders of the formats these catalogs use: printf (%s, %1$d, %-5.2f, %%), Python (%(name)s),
# brace ({0}, {name}) and shell-like (${name}). A string that is nothing but these and punctuation is
# a format, not a label.
PLACEHOLDER = re.compile(r"%(\([^)]*\))?[-+ #0]*(\d+\$)?\d*(\.\d+)?[hlLqjzt]*[diouxXeEfFgGaAcspn%]|\{[^}]*\}|\$\{[^}]*\}")
ARABIC_LETTER = re.compile(r"[\u0621-\u064A\u0671-\u06D3]")
LATIN_LETTER = re.compile(r"[A-Za-z]")
# GTK's mnemonic marker: an underscore before the access key ("_Open", "ا_فتح").
MNEMONIC = re.compile(r"_(?=\w)")
MAX_CHARACTERS, MAX_WORDS = 60, 8


def label(text):
    """The text as a label shows it, or None when it is not label-like."""
    if "\n" in text or "\t" in text or "\r" in text:
        return None
    text = MNEMONIC.sub("", text).strip()
    if not text or len(text) > MAX_CHARACTERS or len(text.split()) > MAX_WORDS:
        return None
    return text


def words(text):
    return {w.lower() for w in re.findall(r"[^\W\d_]+", text)}


pairs, per_catalog = {}, {}
for name in sorted(os.listdir(MO_DIR)):
    if not name.endswith(".mo"):
        continue
    with open(os.path.join(MO_DIR, name), "rb") as f:
        catalog = gettext.GNUTranslations(f)._catalog
    kept = 0
    for msgid, msgstr in catalog.items():
        if not isinstance(msgid, str) or not msgid:   # plural forms are keyed (msgid, n); "" is the header
            continue
        msgid = msgid.split("\x04")[-1]                 # msgctxt\x04msgid
        en, ar = label(msgid), label(msgstr)
        if en is None or ar is None or en == ar:
            continue
        if not LATIN_LETTER.search(PLACEHOLDER.sub("", en)) or not ARABIC_LETTER.search(PLACEHOLDER.sub("", ar)):
            continue
        if (en, ar) not in pairs:
            pairs[(en, ar)] = name
            kept += 1
    per_catalog[name] = kept

ordered = sorted(pairs)
random.Random(14).shuffle(ordered)
half = len(ordered) // 2
warmup, rest = ordered[:half], ordered[half:]
seen = set()
for en, ar in warmup:
    seen |= words(en) | words(ar)
newvocab = [(en, ar) for en, ar in rest if (words(en) | words(ar)) - seen]
new_words = set()
for en, ar in rest:
    new_words |= (words(en) | words(ar)) - seen


def write(file, rows):
    with open(os.path.join(OUT, file), "w", encoding="utf-8") as f:
        for en, ar in rows:
            f.write(f"{en}\t{ar}\n")


write("pairs.tsv", ordered)
write("warmup.tsv", warmup)
write("newvocab.tsv", newvocab)
all_words = set()
for en, ar in ordered:
    all_words |= words(en) | words(ar)
with open(os.path.join(OUT, "stats.txt"), "w", encoding="utf-8") as f:
    f.write(f"corpus: {len(ordered)} distinct label pairs from {len(per_catalog)} Arabic catalogs "
            f"({sum(len(en) for en, _ in ordered) / max(1, len(ordered)):.1f} / "
            f"{sum(len(ar) for _, ar in ordered) / max(1, len(ordered)):.1f} characters on average, en / ar), "
            f"{len(all_words)} distinct words\n")
    f.write(f"new-vocabulary split: {len(newvocab)} of the second half's {len(rest)} pairs use at least one of "
            f"{len(new_words)} words the warm-up half ({len(warmup)} pairs) never uses\n")
    f.write("catalogs: " + ", ".join(f"{k} {v}" for k, v in sorted(per_catalog.items())) + "\n")
    if DEBS:
        f.write("packages: " + " ".join(DEBS) + "\n")
if len(ordered) < 5000:
    sys.exit(f"only {len(ordered)} label pairs; the benchmark needs at least 5,000")
