"""Small synthetic fonts for the word cache's rules (lf_face_shapes_word_by_word in
Sources/CHarfBuzz/shim.h), one rule each. Each .ttf here is made by this script with fontTools and
dumped beside it as .ttx, its readable source:

    python3 -m pip install fonttools && python3 Tests/Fixtures/fonts/word-cache/make-fonts.py

Glyphs: .notdef, space, a, b, c, x (a 500-unit box each, space empty). Layout tables come from
OpenType feature syntax (feaLib) where it can say the case, else from TTX XML of the table.
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
GLYPHS = [".notdef", "space", "a", "b", "c", "x"]
CMAP = {0x20: "space", ord("a"): "a", ord("b"): "b", ord("c"): "c", ord("x"): "x"}


def base(name):
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(GLYPHS)
    fb.setupCharacterMap(CMAP)
    glyphs = {}
    for g in GLYPHS:
        pen = TTGlyphPen(None)
        if g != "space":
            pen.moveTo((50, 0)); pen.lineTo((50, 500)); pen.lineTo((450, 500)); pen.lineTo((450, 0)); pen.closePath()
        glyphs[g] = pen.glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({g: (250 if g == "space" else 500, 0 if g == "space" else 50) for g in GLYPHS})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": name, "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    return fb.font


def save(font, file):
    path = os.path.join(HERE, file)
    font.save(path)
    TTFont(path).saveXML(path[:-4] + ".ttx")


# 1. Pair kerning with the space, in an Extension lookup of two subtables, moving only the first
#    glyph of each pair: allowed (the space's kerning is handled by shaping words with their spaces).
#    The two subtables have different value formats, so they stay two subtables (fontTools merges
#    alike ones): a reader that took the second's type from the first read its extension header's
#    offset as valueFormat2 and refused this font.
safe_ext = base("WC Ext Pair Safe")
addOpenTypeFeaturesFromString(safe_ext, """
lookup K useExtension { pos a space -40; subtable; pos space <10 0 -30 0> b; } K;
feature kern { lookup K; } kern;
""")
save(safe_ext, "ext-pair-first-only.ttf")

# 2. The same, but the second subtable's pairs move their second glyph (valueFormat2 != 0): the
#    space's neighbour then depends on more than the space, so the font must not qualify.
moving_ext = base("WC Ext Pair Moves Second")
addOpenTypeFeaturesFromString(moving_ext, """
lookup K useExtension { pos a space -40; subtable; pos space <0 0 0 0> b <20 0 20 0>; } K;
feature kern { lookup K; } kern;
""")
save(moving_ext, "ext-pair-moves-second.ttf")

# 3. A class-based chaining context (format 2) whose lookahead names class 0 twice, which the space
#    falls in by default: "a" followed by two unlisted glyphs becomes "x" — "a b" through its space,
#    so "a" depends on the word after the space. With the space listed in a class of its own (which
#    no rule names) the rule never matches it.
CHAIN_CLASS0 = """<ttFont>
  <GSUB>
    <Version value="0x00010000"/>
    <ScriptList>
      <ScriptRecord index="0"><ScriptTag value="DFLT"/><Script><DefaultLangSys>
        <ReqFeatureIndex value="65535"/><FeatureIndex index="0" value="0"/></DefaultLangSys></Script></ScriptRecord>
      <ScriptRecord index="1"><ScriptTag value="latn"/><Script><DefaultLangSys>
        <ReqFeatureIndex value="65535"/><FeatureIndex index="0" value="0"/></DefaultLangSys></Script></ScriptRecord>
    </ScriptList>
    <FeatureList>
      <FeatureRecord index="0"><FeatureTag value="calt"/><Feature><LookupListIndex index="0" value="0"/></Feature></FeatureRecord>
    </FeatureList>
    <LookupList>
      <Lookup index="0">
        <LookupType value="6"/><LookupFlag value="0"/>
        <ChainContextSubst index="0" Format="2">
          <Coverage><Glyph value="a"/></Coverage>
          <BacktrackClassDef></BacktrackClassDef>
          <InputClassDef><ClassDef glyph="a" class="1"/></InputClassDef>
          <LookAheadClassDef><ClassDef glyph="x" class="1"/>%(space_class)s</LookAheadClassDef>
          <ChainSubClassSet index="0"></ChainSubClassSet>
          <ChainSubClassSet index="1">
            <ChainSubClassRule index="0">
              <LookAhead index="0" value="0"/>
              <LookAhead index="1" value="0"/>
              <SubstLookupRecord index="0"><SequenceIndex value="0"/><LookupListIndex value="1"/></SubstLookupRecord>
            </ChainSubClassRule>
          </ChainSubClassSet>
        </ChainContextSubst>
      </Lookup>
      <Lookup index="1">
        <LookupType value="1"/><LookupFlag value="0"/>
        <SingleSubst index="0"><Substitution in="a" out="x"/></SingleSubst>
      </Lookup>
    </LookupList>
  </GSUB>
</ttFont>
"""
for file, space_class in [("context-class0-reaches-space.ttf", ""),
                          ("context-class0-space-listed.ttf", '<ClassDef glyph="space" class="2"/>')]:
    font = base("WC Context Class 0")
    xml = os.path.join(HERE, "_gsub.ttx")
    with open(xml, "w") as f:
        f.write(CHAIN_CLASS0 % {"space_class": space_class})
    font.importXML(xml)
    os.remove(xml)
    save(font, file)

# 4. A ligature "a b" → "x" in a lookup that skips marks, in a font whose GDEF calls the space a
#    mark: "a b" ligates across the space. The same ligature without the flag is allowed (it does
#    not involve the space).
for file, flag in [("flag-skips-space.ttf", "lookupflag IgnoreMarks;"), ("flag-keeps-space.ttf", "")]:
    font = base("WC Flag")
    addOpenTypeFeaturesFromString(font, """
table GDEF { GlyphClassDef [a b c x], , [space], ; } GDEF;
lookup L { %s sub a b by x; } L;
feature liga { lookup L; } liga;
""" % flag)
    save(font, file)
