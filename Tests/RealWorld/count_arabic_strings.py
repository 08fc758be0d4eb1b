#!/usr/bin/env python3
"""Count the Arabic UI strings of a project folder, independently of LabelFit.

    count_arabic_strings.py PROJECT_DIR [PROJECT_DIR ...]   -> JSON on stdout

For every file the counter takes for an Arabic catalog (found by its ecosystem's documented
layout), it prints {"file", "ecosystem", "count", ...}. It shares no code with LabelFit's
readers (stdlib Python 3.11 only, PyYAML for YAML when installed) so that the two counts can be
compared file by file (docs/catalogs.md).

What one "string" is -- the unit LabelFit measures:
  * one per key (message, resource, unit, entry) whose Arabic value is a non-empty text;
  * a plural form is one string per variant present in the Arabic file (Arabic has six CLDR
    categories: zero, one, two, few, many, other -- https://cldr.unicode.org/index/cldr-spec/plural-rules);
    the same for each variant of an ICU `plural`/`select`, each Fluent select-expression variant,
    each `|` variant of a Symfony/Laravel/vue-i18n pipe plural, each `||||` Polyglot variant;
  * a list item that is a text is one string (Android <string-array>, YAML/JSON lists, slang lists);
  * not counted: empty values, non-string values (numbers, booleans, null, Ruby symbols), translator
    descriptions/comments/metadata (ARB "@key", WebExtension "description", go-i18n "description"/
    "hash", XLIFF <note>, gettext header), obsolete entries (gettext "#~", Qt type="obsolete"/
    "vanished"), resources marked untranslatable (Android translatable="false", xcstrings
    shouldTranslate=false), Fluent terms (spec: "Terms can only be used as references in other
    messages", https://projectfluent.org/fluent/guide/terms.html).
Entries marked fuzzy/unfinished/needs-review are counted: LabelFit measures them unless
--skip-not-final is given.

Per ecosystem (layout -> rules), with the documentation each follows:
  android      res/values-ar[-rXX]/*.xml: <string>, <plurals><item>, <string-array><item>
               https://developer.android.com/guide/topics/resources/string-resource
  moko         commonMain/resources/MR/ar/(strings|plurals).xml, Android-like (<plural>)
               https://github.com/icerockdev/moko-resources#strings
  apple        ar.lproj/*.strings ("key" = "value";), *.stringsdict (each plural category),
               *.xcstrings (localizations.ar: each stringUnit, variations and substitutions)
               https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals
  gettext      ar.po / ar/LC_MESSAGES/*.po / po/ar/*.po / languages/*-ar.po: each non-empty msgstr
               and msgstr[n]; header, "#~" and translator credits skipped (GNOME's msgid
               "translator-credits", https://wiki.gnome.org/TranslationProject/DevGuidelines/Localize%20using%20gettext%20and%20intltool ;
               KDE's msgctxt "NAME OF TRANSLATORS"/"EMAIL OF TRANSLATORS", https://techbase.kde.org/Development/Tutorials/Localization/i18n )
               https://www.gnu.org/software/gettext/manual/html_node/PO-Files.html
  qt           *_ar.ts: <message><translation> (each <numerusform>)  https://doc.qt.io/qt-6/linguist-ts-file-format.html
  xliff        *.ar.xlf/.xliff, messages.ar.xlf: <trans-unit><target> (1.2), <segment><target> (2.0);
               Angular ICU in the target split per variant  https://angular.dev/guide/i18n/translation-files
               Symfony domains: `|` plurals, `+intl-icu` domains ICU
               https://symfony.com/doc/current/translation/message_format.html
  resx         *.ar.resx/.resw: <data><value> that is a string (no type/mimetype, no WinForms ">>"/"$this" metadata);
               an ICU plural/select value counts each non-empty branch (MessageFormat.NET, https://github.com/jeffijoe/messageformat.net)
               https://learn.microsoft.com/dotnet/core/extensions/work-with-resx-files-programmatically
  wpf-xaml     Languages/ar.xaml, *.ar.xaml, ar-SA/*.xaml: <system:String x:Key> in a ResourceDictionary root
               https://learn.microsoft.com/dotnet/desktop/wpf/systems/xaml-resources-merged-dictionaries
  java         *_ar[_XX].properties: java.util.Properties.load logical lines (continuations, #/! comments,
               = : or whitespace separators)  https://docs.oracle.com/javase/8/docs/api/java/util/Properties.html#load-java.io.Reader-
  fluent       ar/*.ftl (l10n.toml, i18n.toml i18n-embed layouts): each message value and attribute, per
               select variant; terms and comments not counted  https://projectfluent.org/fluent/guide/
  rails        config/locales/**/*.yml (and gems' rails/locale*/): leaves under the `ar` root; plural hashes
               per key; lists of texts per item; Ruby symbols (:day) are not texts
               https://guides.rubyonrails.org/i18n.html#pluralization
  symfony      translations/<domain>.ar.(yml|yaml|php|xlf): leaves; `|` plural variants (`||` is a literal
               pipe); `<domain>+intl-icu.ar.*` ICU  https://symfony.com/doc/current/translation.html
  hugo/go-i18n i18n/ar.(yaml|toml|json), active.ar.toml: id -> text or map of CLDR categories;
               description/hash/leftDelim/rightDelim not texts  https://gohugo.io/content-management/multilingual/#translation-tables
               https://github.com/nicksnyder/go-i18n#message-files
  laravel      lang/ar[-XX]/**.php (nested `return [...]`), lang/ar.json (key-as-source): each value, `|`
               plural variants  https://laravel.com/docs/localization#pluralization
  php-array    other PHP catalogs: `$labels['k'] = '...'` (Roundcube localization/*.inc), `$lang['k']`
               (DokuWiki inc/lang/ar/lang.php): one per distinct key path, last assignment wins
  php-ini      Textpattern lang/ar.ini: key="value" lines; the `[@common]` section is the pack's metadata
               (https://docs.textpattern.com/development/textpacks)
  webextension _locales/ar/messages.json|yml: the `message` of each name; `description` and `placeholders`
               are not UI text  https://developer.chrome.com/docs/extensions/reference/api/i18n#overview-locales
  arb          *_ar.arb: keys not starting with "@", ICU variants  https://github.com/google/app-resource-bundle/wiki/ApplicationResourceBundleSpecification
  slang        ar.json / ar.i18n.json with slang in pubspec/build.yaml: leaves, list items, plural/context maps;
               "@key" comments skipped  https://pub.dev/packages/slang
  json         i18next (namespace folders ar/*.json), vue-i18n (pipe plurals, literal pipe as {'|'}),
               react-admin/Polyglot (`||||` variants), easy_localization, react-native, Jellyfin, other
               key->text JSON: every text leaf; framework from the nearest package.json/pubspec.yaml
               https://www.i18next.com/misc/json-format  https://vue-i18n.intlify.dev/guide/essentials/pluralization
               https://airbnb.io/polyglot.js/#pluralization
  nextcloud    l10n/ar.json {"translations": {...}}: each value, each plural form of a list value; l10n/ar.js
               is the same table registered for the browser and is not counted twice
               https://docs.nextcloud.com/server/latest/developer_manual/basics/front-end/l10n.html
  js-module    ar.ts / ar.js / ar_SA.ts / demo-ar.ts exporting an object literal: every text leaf of the
               object literals assigned or exported, list items too (functions, identifiers, numbers and
               template literals with ${...} are not texts: nothing is evaluated)
"""

import json
import os
import plistlib
import re
import sys
import tomllib
import xml.etree.ElementTree as ET

try:
    import yaml  # PyYAML (Debian python3-yaml)
except ImportError:  # pragma: no cover - reported per file
    yaml = None

# An Arabic locale tag as catalogs spell it: ar, ar-SA, ar_SA, Android's ar-rSA, ar-001, ar-Arab.
AR_TAG = r"ar(?:[-_](?:r?[A-Z]{2}|\d{3}|[A-Z][a-z]{3}))?"
AR_TAG_RE = re.compile(rf"^{AR_TAG}$")
CLDR = ("zero", "one", "two", "few", "many", "other")


def nonempty(s):
    return isinstance(s, str) and s.strip() != ""


def read_text(path):
    data = open(path, "rb").read()
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def local(tag):
    return tag.rsplit("}", 1)[-1]


def text_of(el):
    return "".join(el.itertext()) if el is not None else ""


# ---------------------------------------------------------------- plural splitters

def pipe_variants(s, escape_double=True):
    """Symfony/Laravel `a|b|c`: variants split on single pipes (`||` is a literal pipe in Symfony)."""
    if escape_double:
        parts = re.split(r"(?<!\|)\|(?!\|)", s)
    else:
        parts = s.split("|")
    return sum(1 for p in parts if p.strip())


def vue_pipe_variants(s):
    """vue-i18n: `|` outside {...} separates plural choices; a literal pipe is written {'|'}."""
    depth, count, cur = 0, 0, ""
    for ch in s:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        if ch == "|" and depth == 0:
            count += 1 if cur.strip() else 0
            cur = ""
        else:
            cur += ch
    return count + (1 if cur.strip() else 0)


def polyglot_variants(s):
    return sum(1 for p in s.split("||||") if p.strip())


def icu_variants(s):
    """Number of texts an ICU MessageFormat message renders as: a plural/select/selectordinal
    argument multiplies by the sum of its variants' own counts. Apostrophe quoting per ICU."""
    pos = 0
    n = len(s)

    def skip_quoted(i):
        # ICU: '' is a literal apostrophe; '{...}' quotes syntax characters.
        if i + 1 < n and s[i + 1] == "'":
            return i + 2
        if i + 1 < n and s[i + 1] in "{}#|":
            j = s.find("'", i + 1)
            return n if j < 0 else j + 1
        return i + 1

    def message(i, stop_at_brace):
        total = 1
        while i < n:
            ch = s[i]
            if ch == "'":
                i = skip_quoted(i)
            elif ch == "{":
                c, i = argument(i + 1)
                total *= c
            elif ch == "}" and stop_at_brace:
                return total, i
            else:
                i += 1
        return total, i

    def argument(i):
        # read "name, type" up to the second comma or the closing brace
        m = re.match(r"\s*[^,{}]+\s*(?:,\s*([A-Za-z]+)\s*)?(,|\})", s[i:])
        if not m:
            # not an argument: skip to matching brace
            depth, k = 1, i
            while k < n and depth:
                depth += {"{": 1, "}": -1}.get(s[k], 0)
                k += 1
            return 1, k
        kind = (m.group(1) or "").lower()
        k = i + m.end()
        if m.group(2) == "}":
            return 1, k
        if kind not in ("plural", "select", "selectordinal"):
            depth = 1
            while k < n and depth:
                depth += {"{": 1, "}": -1}.get(s[k], 0)
                k += 1
            return 1, k
        total = 0
        while k < n:
            while k < n and s[k].isspace():
                k += 1
            if k < n and s[k] == "}":
                return max(total, 1), k + 1
            mm = re.match(r"(offset:\s*\d+\s*)?(=?[^\s{}]+)\s*\{", s[k:])
            if not mm:
                # malformed: give up on this argument
                depth = 1
                while k < n and depth:
                    depth += {"{": 1, "}": -1}.get(s[k], 0)
                    k += 1
                return max(total, 1), k
            c, k = message(k + mm.end(), True)
            total += c
            k += 1  # closing brace of the variant
        return max(total, 1), k

    c, _ = message(pos, False)
    return c


# ---------------------------------------------------------------- format counters

def count_android(path, plural_tag=("plurals", "plural")):
    root = ET.parse(path).getroot()
    c = 0
    for el in root:
        tag = local(el.tag) if isinstance(el.tag, str) else ""
        if el.get("translatable") == "false":
            continue
        if tag == "string":
            c += nonempty(text_of(el))
        elif tag in plural_tag or tag in ("string-array", "array"):
            c += sum(1 for it in el if local(it.tag) == "item" and nonempty(text_of(it)))
    return c


def strings_file_entries(text):
    """Apple .strings: "key" = "value"; with /* */ and // comments; keys may be unquoted."""
    i, n, tokens = 0, len(text), []
    while i < n:
        ch = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j + 1
        elif ch == '"':
            j, buf = i + 1, []
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n:
                    buf.append(text[j:j + 2])
                    j += 2
                else:
                    buf.append(text[j])
                    j += 1
            tokens.append(("s", "".join(buf)))
            i = j + 1
        elif ch in "=;":
            tokens.append((ch, ch))
            i += 1
        elif ch.isspace():
            i += 1
        else:
            j = i
            while j < n and not text[j].isspace() and text[j] not in '=;"':
                j += 1
            tokens.append(("s", text[i:j]))
            i = j
    entries = {}
    for k in range(len(tokens) - 3):
        a, b, c, d = tokens[k:k + 4]
        if a[0] == "s" and b[0] == "=" and c[0] == "s" and d[0] == ";":
            entries[a[1]] = c[1]
    return entries


def count_strings(path):
    return sum(1 for v in strings_file_entries(read_text(path)).values() if nonempty(v))


def count_stringsdict(path):
    d = plistlib.load(open(path, "rb"))
    c = 0
    for entry in d.values():
        if not isinstance(entry, dict):
            continue
        for k, var in entry.items():
            if k == "NSStringLocalizedFormatKey" or not isinstance(var, dict):
                continue
            c += sum(1 for cat in CLDR if nonempty(var.get(cat)))
    return c


def count_xcstrings(path, lang="ar"):
    d = json.loads(read_text(path))

    def unit(node):
        if not isinstance(node, dict):
            return 0
        c = 0
        su = node.get("stringUnit")
        if isinstance(su, dict) and nonempty(su.get("value")):
            c += 1
        for vtype in (node.get("variations") or {}).values():
            if isinstance(vtype, dict):
                c += sum(unit(v) for v in vtype.values())
        for sub in (node.get("substitutions") or {}).values():
            c += unit(sub)
        return c

    total = 0
    for entry in (d.get("strings") or {}).values():
        if not isinstance(entry, dict) or entry.get("shouldTranslate") is False:
            continue
        total += unit((entry.get("localizations") or {}).get(lang))
    return total


def po_unquote(line):
    m = re.match(r'^\s*"(.*)"\s*$', line)
    if not m:
        return ""
    return re.sub(r"\\(.)", lambda x: {"n": "\n", "t": "\t"}.get(x.group(1), x.group(1)), m.group(1))


def count_po(path):
    c = 0
    entry = None  # dict field -> text
    field = None

    def flush(e):
        if not e or "msgid" not in e:
            return 0
        if e["msgid"] == "" and "msgctxt" not in e:
            return 0  # header
        if e["msgid"] == "translator-credits" or e.get("msgctxt") in ("NAME OF TRANSLATORS", "EMAIL OF TRANSLATORS"):
            return 0  # translator credits (GNOME "translator-credits", KDE "Your names"/"Your emails"), not a label
        forms = [v for k, v in e.items() if k == "msgstr" or k.startswith("msgstr[")]
        return sum(1 for v in forms if v.strip())

    for raw in read_text(path).splitlines():
        line = raw.strip()
        if line == "" or line.startswith("#"):
            continue  # comments, flags, references; "#~" obsolete entries are comments too
        m = re.match(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(\".*\")\s*$", line)
        if m:
            key = m.group(1)
            # an entry starts at msgctxt, or at a msgid when the open entry already has one
            if entry is None or key == "msgctxt" or (key == "msgid" and "msgid" in entry):
                c += flush(entry)
                entry = {}
            entry[key] = po_unquote(m.group(2))
            field = key
        elif line.startswith('"') and entry is not None and field:
            entry[field] += po_unquote(line)
    c += flush(entry)
    return c


def count_qt_ts(path):
    root = ET.parse(path).getroot()
    c = 0
    for msg in root.iter("message"):
        tr = msg.find("translation")
        if tr is None or tr.get("type") in ("obsolete", "vanished"):
            continue
        forms = tr.findall("numerusform")
        if forms:
            c += sum(1 for f in forms if nonempty(text_of(f)))
        else:
            c += nonempty(text_of(tr))
    return c


def count_xliff(path, value_rule):
    root = ET.parse(path).getroot()
    c = 0
    for el in root.iter():
        if not isinstance(el.tag, str) or local(el.tag) not in ("trans-unit", "segment"):
            continue
        tgt = next((ch for ch in el if isinstance(ch.tag, str) and local(ch.tag) == "target"), None)
        t = text_of(tgt)
        if nonempty(t):
            c += value_rule(t)
        elif tgt is not None and len(tgt):
            c += 1  # only inline placeholders (<x id="INTERPOLATION"/>): the value they stand for is shown
    return c


def count_resx(path):
    root = ET.parse(path).getroot()
    c = 0
    for d in root.iter("data"):
        name = d.get("name") or ""
        if d.get("type") or d.get("mimetype") or name.startswith(">>") or name.startswith("$this"):
            continue
        v = text_of(d.find("value"))
        if nonempty(v) and re.search(r"\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,", v):
            # An ICU plural/select in a .resw value (MessageFormat.NET): each non-empty branch.
            c += icu_variants(v) - len(re.findall(r"\{\s*\}", v))
        else:
            c += nonempty(v)
    return c


def count_xaml(path):
    root = ET.parse(path).getroot()
    xkey = "{http://schemas.microsoft.com/winfx/2006/xaml}Key"
    return sum(1 for el in root.iter() if isinstance(el.tag, str) and local(el.tag) == "String"
               and el.get(xkey) is not None and nonempty(text_of(el)))


def properties_entries(text):
    out, buf, logical = {}, None, []
    for raw in text.splitlines():
        line = raw.lstrip(" \t\f")  # leading blanks go, on continuation lines too
        if buf is None and (line == "" or line[0] in "#!"):
            continue
        trailing = len(line) - len(line.rstrip("\\"))
        cont = trailing % 2 == 1
        piece = line[:-1] if cont else line
        buf = piece if buf is None else buf + piece
        if not cont:
            logical.append(buf)
            buf = None
    if buf is not None:
        logical.append(buf)
    for ll in logical:
        i, n, key = 0, len(ll), []
        while i < n:
            ch = ll[i]
            if ch == "\\" and i + 1 < n:
                key.append(ll[i + 1])
                i += 2
                continue
            if ch in "=: \t\f":
                break
            key.append(ch)
            i += 1
        while i < n and ll[i] in " \t\f":
            i += 1
        if i < n and ll[i] in "=:":
            i += 1
        while i < n and ll[i] in " \t\f":
            i += 1
        val = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), ll[i:])
        val = re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), val)
        out["".join(key)] = val
    return out


def count_properties(path):
    return sum(1 for v in properties_entries(read_text(path)).values() if nonempty(v))


# ---- Fluent

def fluent_pattern_count(p):
    """Texts a Fluent pattern renders as: a select expression { $x -> [a] .. *[b] .. } contributes
    the sum of its variants' counts; several placeables multiply."""
    i, n = 0, len(p)

    def pattern(i, stop):
        total = 1
        while i < n:
            ch = p[i]
            if ch == "{":
                c, i = placeable(i + 1)
                total *= c
            elif stop and ch == "}":
                return total, i
            elif stop == "variant" and ch == "\n":
                # a variant ends where the next variant key begins
                k = i + 1
                while k < n and p[k] in " \t":
                    k += 1
                if k < n and (p[k] == "[" or (p[k] == "*" and k + 1 < n and p[k + 1] == "[") or p[k] == "}"):
                    return total, k
                i += 1
            else:
                i += 1
        return total, i

    def placeable(i):
        # scan the selector/inline expression up to "->" or "}" (strings may hold braces)
        depth = 0
        while i < n:
            ch = p[i]
            if ch == '"':
                j = i + 1
                while j < n and p[j] != '"':
                    j += 2 if p[j] == "\\" else 1
                i = j + 1
                continue
            if ch == "{":
                c, i = placeable(i + 1)
                continue
            if ch == "}":
                return 1, i + 1
            if p.startswith("->", i):
                return select(i + 2)
            i += 1
        return 1, i

    def select(i):
        total = 0
        while i < n:
            while i < n and p[i] in " \t\n\r":
                i += 1
            if i >= n:
                break
            if p[i] == "}":
                return max(total, 1), i + 1
            if p[i] == "*":
                i += 1
            if i < n and p[i] == "[":
                j = p.find("]", i)
                if j < 0:
                    return max(total, 1), n
                c, i = pattern(j + 1, "variant")
                total += c
            else:
                i += 1
        return max(total, 1), i

    c, _ = pattern(0, None)
    return c


def count_ftl(path):
    text = read_text(path).replace("\r\n", "\n")
    entries, cur = [], None
    for line in text.split("\n"):
        if re.match(r"^-?[A-Za-z][A-Za-z0-9_-]*\s*=", line):
            cur = [line]
            entries.append(cur)
        elif line.startswith(" ") or (line == "" and cur is not None):
            if cur is not None:
                cur.append(line)
        else:  # comment or junk at column 0 ends the entry
            cur = None
    c = 0
    for ent in entries:
        if ent[0].startswith("-"):
            continue  # a term: only ever shown through the messages that reference it
        # split into value and attributes; an attribute line is `  .name =` outside any placeable
        parts, depth = [[ent[0].split("=", 1)[1]]], 0
        for line in ent[1:]:
            if depth == 0 and re.match(r"^\s+\.[A-Za-z][A-Za-z0-9_-]*\s*=", line):
                parts.append([line.split("=", 1)[1]])
            else:
                parts[-1].append(line)
            depth = max(depth + line.count("{") - line.count("}"), 0)
        for part in parts:
            body = "\n".join(part).strip()
            if body:
                c += fluent_pattern_count(body)
    return c


# ---- PHP literal arrays

PHP_TOKEN = re.compile(r"""
    (?P<ws>\s+) | (?P<c1>(?://|\#)[^\n]*) | (?P<c2>/\*.*?\*/) | (?P<open><\?php|<\?) | (?P<close>\?>)
  | (?P<sq>'(?:[^'\\]|\\.)*') | (?P<dq>"(?:[^"\\]|\\.)*")
  | (?P<var>\$[A-Za-z_]\w*) | (?P<arrow>=>) | (?P<id>[A-Za-z_\\][\w\\]*) | (?P<num>\d[\w.]*)
  | (?P<p>[\[\]\(\)\{\},;=.:?!<>+\-*/&|@^%~])
""", re.X | re.S)


def php_tokens(text):
    out, i = [], 0
    while i < len(text):
        m = PHP_TOKEN.match(text, i)
        if not m:
            i += 1
            continue
        i = m.end()
        kind = m.lastgroup
        if kind in ("ws", "c1", "c2", "open", "close"):
            continue
        v = m.group()
        if kind == "sq":
            out.append(("str", re.sub(r"\\([\\'])", r"\1", v[1:-1])))
        elif kind == "dq":
            out.append(("str", re.sub(r"\\(.)", lambda x: {"n": "\n", "t": "\t"}.get(x.group(1), x.group(1)), v[1:-1])))
        else:
            out.append((kind, v))
    return out


def php_leaves(text):
    """Key path -> value for every text a PHP catalog defines (return [...] or $var['k'] = ...)."""
    toks, leaves = php_tokens(text), {}
    pos = 0

    def expr(i):
        # returns (value, i): value is str, dict, or None (not a literal text)
        t = toks[i] if i < len(toks) else ("eof", "")
        if t[0] == "str":
            s, i = t[1], i + 1
            while i + 1 < len(toks) and toks[i] == ("p", ".") and toks[i + 1][0] == "str":
                s += toks[i + 1][1]
                i += 2
            return s, i
        if t == ("p", "[") or (t[0] == "id" and t[1].lower() == "array" and i + 1 < len(toks) and toks[i + 1] == ("p", "(")):
            close = "]" if t == ("p", "[") else ")"
            i += 1 if close == "]" else 2
            d, auto = {}, 0
            while i < len(toks) and toks[i] != ("p", close):
                v, i = expr(i)
                if i < len(toks) and toks[i][0] == "arrow":
                    key = v if isinstance(v, str) else str(auto)
                    v, i = expr(i + 1)
                else:
                    key = str(auto)
                    auto += 1
                d[key] = v
                if i < len(toks) and toks[i] == ("p", ","):
                    i += 1
                elif i < len(toks) and toks[i] != ("p", close):
                    i = skip(i, close)
            return d, i + 1
        if t[0] == "num":
            return PhpNumber(t[1]), i + 1  # a key may be a number; as a value it is not a text
        return None, skip(i, None)

    def skip(i, close):
        depth = 0
        while i < len(toks):
            t = toks[i]
            if t in (("p", "("), ("p", "["), ("p", "{")):
                depth += 1
            elif t in (("p", ")"), ("p", "]"), ("p", "}")):
                if depth == 0:
                    return i
                depth -= 1
            elif depth == 0 and t in (("p", ","), ("p", ";")):
                return i
            i += 1
        return i

    def put(prefix, v):
        if isinstance(v, dict):
            for k, vv in v.items():
                put(prefix + (k,), vv)
        else:
            leaves[prefix] = v  # a later assignment to the same key path replaces the earlier one

    while pos < len(toks):
        t = toks[pos]
        if t == ("id", "return"):
            v, pos = expr(pos + 1)
            put(("return",), v)
        elif t[0] == "var":
            name, j, path = t[1], pos + 1, []
            while j + 2 < len(toks) and toks[j] == ("p", "[") and toks[j + 2] == ("p", "]"):
                path.append(toks[j + 1][1])
                j += 3
            if j < len(toks) and toks[j] == ("p", "="):
                v, pos = expr(j + 1)
                put((name,) + tuple(path), v)
            else:
                pos = j
        pos += 1
    return leaves


class PhpNumber(str):
    pass


def php_str_leaves(leaves):
    # a number literal is not a text; a quoted number is (it is a string in PHP)
    return [v for v in leaves.values() if isinstance(v, str) and not isinstance(v, PhpNumber)]


# ---- JS/TS object literals

JS_TOKEN = re.compile(r"""
    (?P<ws>\s+) | (?P<c1>//[^\n]*) | (?P<c2>/\*.*?\*/)
  | (?P<sq>'(?:[^'\\\n]|\\.)*') | (?P<dq>"(?:[^"\\\n]|\\.)*") | (?P<tl>`(?:[^`\\]|\\.)*`)
  | (?P<id>[A-Za-z_$][\w$]*) | (?P<num>\d[\w.]*) | (?P<spread>\.\.\.) | (?P<arrow>=>)
  | (?P<p>[\[\]\(\)\{\},;=.:?!<>+\-*/&|@^%~])
""", re.X | re.S)


def js_tokens(text):
    out, i = [], 0
    while i < len(text):
        m = JS_TOKEN.match(text, i)
        if not m:
            i += 1
            continue
        i = m.end()
        k = m.lastgroup
        if k in ("ws", "c1", "c2"):
            continue
        v = m.group()
        if k == "tl" and "${" in v:
            # a template with a substitution is computed at run time: not a literal text
            out.append(("expr", v))
        elif k in ("sq", "dq", "tl"):
            out.append(("str", re.sub(r"\\(.)", lambda x: {"n": "\n", "t": "\t"}.get(x.group(1), x.group(1)), v[1:-1])))
        else:
            out.append((k, v))
    return out


def js_leaves(text):
    toks, leaves = js_tokens(text), {}

    def skip(i):
        depth = 0
        while i < len(toks):
            t = toks[i]
            if t[1] in "([{" and t[0] == "p":
                depth += 1
            elif t[1] in ")]}" and t[0] == "p":
                if depth == 0:
                    return i
                depth -= 1
            elif depth == 0 and t == ("p", ","):
                return i
            i += 1
        return i

    def value(i):
        t = toks[i]
        if t[0] == "str":
            s, i = t[1], i + 1
            while i + 1 < len(toks) and toks[i] == ("p", "+") and toks[i + 1][0] == "str":
                s += toks[i + 1][1]
                i += 2
            if i < len(toks) and toks[i] not in (("p", ","), ("p", "}"), ("p", "]")):
                return None, skip(i)
            return s, i
        if t == ("p", "{"):
            return obj(i + 1)
        if t == ("p", "["):
            i += 1
            lst, k = {}, 0
            while i < len(toks) and toks[i] != ("p", "]"):
                v, i = value(i)
                lst[str(k)] = v
                k += 1
                if i < len(toks) and toks[i] == ("p", ","):
                    i += 1
            return lst, i + 1
        return None, skip(i)

    def obj(i):
        d = {}
        while i < len(toks) and toks[i] != ("p", "}"):
            t = toks[i]
            if t[0] == "spread":
                i = skip(i + 1)
            elif t[0] in ("id", "str", "num") and i + 1 < len(toks) and toks[i + 1] == ("p", ":"):
                v, i = value(i + 2)
                d[t[1]] = v
            elif t == ("p", "["):  # computed key
                i = skip(i + 1) + 1
                if i < len(toks) and toks[i] == ("p", ":"):
                    _, i = value(i + 1)
            else:  # shorthand property, method, getter: not a text
                i = skip(i)
            if i < len(toks) and toks[i] == ("p", ","):
                i += 1
            elif i < len(toks) and toks[i] != ("p", "}"):
                i += 1
        return d, i + 1

    def put(prefix, v):
        if isinstance(v, dict):
            for k, vv in v.items():
                put(prefix + (k,), vv)
        elif isinstance(v, str):
            leaves[prefix] = v

    i, depth = 0, 0
    while i < len(toks):
        t = toks[i]
        prev = toks[i - 1] if i else ("", "")
        if depth == 0 and t == ("p", "{") and (prev in (("p", "="), ("id", "default")) or prev[1] == "("):
            target = tuple(x[1] for x in toks[max(0, i - 4):i - 1] if x[0] == "id")
            v, i = obj(i + 1)
            put(target, v)
            continue
        if t[0] == "p" and t[1] in "({[":
            depth += 1
        elif t[0] == "p" and t[1] in ")}]":
            depth = max(0, depth - 1)
        i += 1
    return leaves


# ---- generic trees (JSON / YAML / TOML)

def tree_leaves(node, skip_key=lambda k: False, out=None):
    """Every text leaf of a nested mapping/list; list items are leaves too."""
    if out is None:
        out = []
    if isinstance(node, dict):
        for k, v in node.items():
            if not skip_key(str(k)):
                tree_leaves(v, skip_key, out)
    elif isinstance(node, list):
        for v in node:
            tree_leaves(v, skip_key, out)
    elif isinstance(node, str):
        out.append(node)
    return out


def strip_json_comments(text):
    out, i, n, in_str = [], 0, len(text), False
    while i < n:
        ch = text[i]
        if in_str:
            out.append(ch)
            if ch == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if ch == '"':
                in_str = False
            i += 1
        elif ch == '"':
            in_str = True
            out.append(ch)
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(ch)
            i += 1
    s = "".join(out)
    return re.sub(r",(\s*[}\]])", r"\1", s)


def load_json(path):
    text = read_text(path)
    try:
        return json.loads(text), False
    except json.JSONDecodeError:
        return json.loads(strip_json_comments(text)), True


def load_yaml(path):
    if yaml is None:
        raise RuntimeError("PyYAML (python3-yaml) is not installed")
    return yaml.safe_load(read_text(path))


GO_I18N_FIELDS = set(CLDR) | {"id", "description", "hash", "leftdelim", "rightdelim", "translation"}


def go_i18n_count(data):
    """go-i18n / Hugo translation tables: id -> text | {CLDR category: text, description, hash}
    | [{id, translation}]. go-i18n v2 reads a map whose keys are not message fields as a nested
    table (ids joined with "."), which Hugo themes use (article.reading_time)."""
    def message(v):
        if isinstance(v, str):
            return int(nonempty(v))
        if isinstance(v, dict):
            if v and all(str(k).lower() in GO_I18N_FIELDS for k in v):
                if "translation" in v:
                    return message(v["translation"])
                return sum(1 for cat in CLDR if nonempty(v.get(cat)))
            return sum(message(x) for x in v.values())
        return 0
    if isinstance(data, list):
        return sum(message(it.get("translation")) for it in data if isinstance(it, dict))
    if isinstance(data, dict):
        return sum(message(v) for v in data.values())
    return 0


# ---------------------------------------------------------------- framework detection

def nearest_manifest(project, rel):
    """Dependencies from the nearest package.json / pubspec.yaml / build.yaml above rel."""
    d = os.path.dirname(rel)
    while True:
        found = {}
        for name in ("package.json", "pubspec.yaml", "build.yaml", "slang.yaml"):
            p = os.path.join(project, d, name)
            if os.path.isfile(p):
                found[name] = read_text(p)
        if found:
            return found
        if d in ("", "/"):
            break
        d = os.path.dirname(d)
    # a catalog outside the front end's folder (navidrome's resources/i18n, AppFlowy's
    # frontend/resources): the framework is the one the project's manifests name
    found = {}
    for dirpath, dirnames, filenames in os.walk(project):
        for name in ("package.json", "pubspec.yaml"):
            if name in filenames:
                found[os.path.join(dirpath, name)] = read_text(os.path.join(dirpath, name))
    return found


def json_framework(project, rel):
    m = nearest_manifest(project, rel)
    blob = "\n".join(m.values())
    if "slang" in blob and ("slang_build_runner" in blob or "slang:" in blob or "slang_flutter" in blob):
        return "slang"
    if "easy_localization" in blob:
        return "easy_localization"
    if re.search(r'"(vue-i18n|@intlify/[\w-]+|nuxt-i18n|@nuxtjs/i18n)"', blob):
        return "vue-i18n"
    if re.search(r'"(react-admin|ra-core|node-polyglot)"', blob):
        return "polyglot"
    if re.search(r'"(i18next|react-i18next|i18next-[\w-]+)"', blob):
        return "i18next"
    return "json"


# ---------------------------------------------------------------- layout -> (ecosystem, counter)

def has_ar_dir(parts):
    return any(AR_TAG_RE.match(p) for p in parts[:-1])


def stem_has_ar(stem):
    return bool(re.search(rf"(?:^|[._-]){AR_TAG}$", stem))


def classify(project, rel):
    parts = rel.split("/")
    name = parts[-1]
    low = name.lower()
    stem, ext = (name.rsplit(".", 1) + [""])[:2] if "." in name else (name, "")
    ext = ext.lower()
    path = os.path.join(project, rel)
    dirs = parts[:-1]

    # Android and moko-resources
    if ext == "xml" and dirs and re.fullmatch(rf"values-{AR_TAG}(?:-v\d+)?", dirs[-1]):
        return "android", lambda: count_android(path)
    if ext == "xml" and len(dirs) >= 2 and dirs[-2] == "MR" and AR_TAG_RE.match(dirs[-1]):
        return "moko-resources", lambda: count_android(path)
    # Apple
    if dirs and re.fullmatch(rf"{AR_TAG}\.lproj", dirs[-1]):
        if ext == "strings":
            return "apple-strings", lambda: count_strings(path)
        if ext == "stringsdict":
            return "apple-stringsdict", lambda: count_stringsdict(path)
    if ext == "xcstrings":
        return "apple-xcstrings", lambda: count_xcstrings(path)
    # gettext
    if ext == "po" and (stem_has_ar(stem) or has_ar_dir(parts)):
        return "gettext", lambda: count_po(path)
    # Qt Linguist vs TypeScript
    if ext == "ts":
        head = read_text(path)[:400]
        if "<TS" in head or head.lstrip().startswith("<?xml"):
            return ("qt-ts", lambda: count_qt_ts(path)) if stem_has_ar(stem) else None
        if stem_has_ar(stem):
            return "js-module", lambda: sum(1 for v in js_leaves(read_text(path)).values() if nonempty(v))
        return None
    if ext in ("js", "mjs", "cjs") and stem_has_ar(stem):
        if dirs and dirs[-1] == "l10n" and os.path.isfile(os.path.join(project, *dirs, stem + ".json")):
            return None  # Nextcloud: the browser copy of l10n/<lang>.json
        return "js-module", lambda: sum(1 for v in js_leaves(read_text(path)).values() if nonempty(v))
    # Fluent
    if ext == "ftl" and (has_ar_dir(parts) or AR_TAG_RE.match(stem)):
        return "fluent", lambda: count_ftl(path)
    # Java
    if ext == "properties" and re.search(rf"_{AR_TAG}$", stem):
        return "java-properties", lambda: count_properties(path)
    # PHP
    if ext in ("php", "inc") and (has_ar_dir(parts) or stem_has_ar(stem)):
        laravel = "lang" in dirs and not (dirs[-1] == "ar" and stem == "lang")
        symfony = "translations" in dirs and re.search(rf"\.{AR_TAG}$", stem)
        if symfony:
            icu = "+intl-icu" in stem
            rule = icu_variants if icu else pipe_variants
            return "symfony-php", lambda: sum(rule(v) for v in php_str_leaves(php_leaves(read_text(path))) if nonempty(v))
        if laravel and ext == "php":
            return "laravel-php", lambda: sum(pipe_variants(v, escape_double=False) for v in php_str_leaves(php_leaves(read_text(path))) if nonempty(v))
        return "php-array", lambda: sum(1 for v in php_str_leaves(php_leaves(read_text(path))) if nonempty(v))
    if ext == "ini" and (stem_has_ar(stem) or has_ar_dir(parts)):
        return "php-ini", lambda: count_ini(path)
    # XLIFF
    if ext in ("xlf", "xliff") and (stem_has_ar(stem) or has_ar_dir(parts)):
        if "translations" in dirs or "Resources" in dirs:
            rule = icu_variants if "+intl-icu" in stem else pipe_variants
            return "symfony-xliff", lambda: count_xliff(path, rule)
        return "xliff", lambda: count_xliff(path, icu_variants)
    if ext in ("resx", "resw") and (stem_has_ar(stem) or has_ar_dir(parts)):
        return "resx", lambda: count_resx(path)
    if ext == "xaml" and (stem_has_ar(stem) or has_ar_dir(parts)):
        # only a ResourceDictionary holds string resources; a Window/UserControl is UI
        if local(ET.parse(path).getroot().tag) != "ResourceDictionary":
            return None
        return "wpf-xaml", lambda: count_xaml(path)
    if ext == "arb" and stem_has_ar(stem):
        return "arb", lambda: count_arb(path)
    # WebExtension
    if len(dirs) >= 2 and dirs[-2] == "_locales" and AR_TAG_RE.match(dirs[-1]) and stem == "messages":
        if ext == "json":
            return "webextension", lambda: count_webext(load_json(path)[0])
        if ext in ("yml", "yaml"):
            return "webextension-yaml", lambda: count_webext(load_yaml(path))
    # YAML
    if ext in ("yml", "yaml") and (stem_has_ar(stem) or has_ar_dir(parts)):
        if ("config" in dirs and "locales" in dirs) or (dirs[:1] == ["rails"]):
            return "rails-yaml", lambda: count_rails(path)
        if "translations" in dirs and re.search(rf"\.{AR_TAG}$", stem):
            rule = icu_variants if "+intl-icu" in stem else pipe_variants
            return "symfony-yaml", lambda: sum(rule(v) for v in tree_leaves(load_yaml(path)) if nonempty(v))
        if dirs and dirs[-1] == "i18n" and AR_TAG_RE.match(stem):
            return "hugo-yaml", lambda: go_i18n_count(load_yaml(path))
        fw = json_framework(project, rel)
        return "yaml-" + fw, lambda: count_tree(load_yaml(path), fw)
    if ext == "toml":
        if dirs and dirs[-1] == "i18n" and AR_TAG_RE.match(stem):
            return "hugo-toml", lambda: go_i18n_count(tomllib.loads(read_text(path)))
        if re.fullmatch(rf"\w+\.{AR_TAG}", stem):
            return "go-i18n-toml", lambda: go_i18n_count(tomllib.loads(read_text(path)))
        return None
    if ext == "json" and (stem_has_ar(stem) or stem_has_ar(stem.removesuffix(".i18n")) or has_ar_dir(parts)):
        if dirs in (["lang"], ["resources", "lang"]) and AR_TAG_RE.match(stem):
            # Laravel lang/<locale>.json (resources/lang/ before Laravel 9): key-as-source, `|` variants
            return "laravel-json", lambda: sum(pipe_variants(v, escape_double=False)
                                               for v in tree_leaves(load_json(path)[0]) if nonempty(v))
        if dirs and dirs[-1] == "l10n":
            data = load_json(path)[0]
            if isinstance(data, dict) and "translations" in data:
                return "nextcloud-l10n", lambda: count_nextcloud(data)
        if dirs and dirs[-1] == "i18n" and AR_TAG_RE.match(stem) and os.path.isfile(os.path.join(project, "config.toml")):
            return "hugo-json", lambda: go_i18n_count(load_json(path)[0])
        fw = json_framework(project, rel)
        return "json-" + fw, lambda: count_tree(load_json(path)[0], fw)
    return None


def count_tree(data, fw):
    if fw == "slang":
        leaves = tree_leaves(data, skip_key=lambda k: k.startswith("@"))
        return sum(1 for v in leaves if nonempty(v))
    leaves = tree_leaves(data)
    if fw == "vue-i18n":
        return sum(vue_pipe_variants(v) for v in leaves if nonempty(v))
    if fw == "polyglot":
        return sum(polyglot_variants(v) for v in leaves if nonempty(v))
    return sum(1 for v in leaves if nonempty(v))


def count_arb(path):
    data = load_json(path)[0]
    return sum(icu_variants(v) for k, v in data.items() if not k.startswith("@") and nonempty(v))


def count_webext(data):
    return sum(1 for v in (data or {}).values() if isinstance(v, dict) and nonempty(v.get("message")))


def count_nextcloud(data):
    c = 0
    for v in data["translations"].values():
        if isinstance(v, list):
            c += sum(1 for f in v if nonempty(f))
        else:
            c += nonempty(v)
    return c


def count_rails(path):
    data = load_yaml(path)
    if not isinstance(data, dict):
        return 0
    c = 0
    for root_key, tree in data.items():
        if not AR_TAG_RE.match(str(root_key)):
            continue
        for v in tree_leaves(tree):
            # Psych loads a plain `:name` scalar as a Ruby Symbol, not a String (date.order etc.)
            if nonempty(v) and not re.fullmatch(r":[A-Za-z_]\w*", v):
                c += 1
    return c


def count_ini(path):
    c, section = 0, ""
    seen = {}
    for raw in read_text(path).splitlines():
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        m = re.match(r"^\[(.*)\]$", line)
        if m:
            section = m.group(1)
            continue
        if section.startswith("@"):
            continue
        if "=" in line:
            k, v = line.split("=", 1)
            v = v.strip()
            if len(v) >= 2 and v[0] == v[-1] == '"':
                v = v[1:-1]
            seen[(section, k.strip())] = v
    return sum(1 for v in seen.values() if nonempty(v))


# ---------------------------------------------------------------- driver

def count_project(project):
    files = []
    for dirpath, dirnames, filenames in os.walk(project):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for fn in sorted(filenames):
            rel = os.path.relpath(os.path.join(dirpath, fn), project).replace(os.sep, "/")
            try:
                got = classify(project, rel)
            except Exception as e:  # a file we could not even classify
                files.append({"file": rel, "ecosystem": "?", "count": 0, "error": f"{type(e).__name__}: {e}"})
                continue
            if got is None:
                continue
            eco, fn_count = got
            entry = {"file": rel, "ecosystem": eco}
            try:
                entry["count"] = fn_count()
            except Exception as e:
                entry["count"] = 0
                entry["error"] = f"{type(e).__name__}: {e}"
            if entry["count"] or "error" in entry:
                files.append(entry)
    return files


def main(argv):
    if len(argv) < 2:
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        return 2
    out = {}
    for project in argv[1:]:
        project = project.rstrip("/")
        files = count_project(project)
        out[os.path.basename(project)] = {"files": files, "total": sum(f["count"] for f in files)}
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
