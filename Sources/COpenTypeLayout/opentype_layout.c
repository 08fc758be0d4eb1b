/* A walker over the GSUB and GPOS lookups of a face, deciding whether word-by-word shaping is exact.
 * It reads the tables as the OpenType specification lays them out (Common Table Formats: LookupList,
 * ClassDef; GSUB and GPOS lookup types) through HarfBuzz's blob of each table. */
#include <hb.h>
#include <hb-ot.h>
#include "lf_opentype_layout.h"

/* Big-endian reads from a table, 0 past its end (a malformed table then reads as "unsafe" below). */
static unsigned lf_u16(const unsigned char *d, unsigned len, unsigned at) {
    return at + 2 <= len ? (unsigned)d[at] << 8 | d[at + 1] : 0;
}
static unsigned lf_u32(const unsigned char *d, unsigned len, unsigned at) {
    return at + 4 <= len ? lf_u16(d, len, at) << 16 | lf_u16(d, len, at + 2) : 0;
}

/* Lookup `index` of a GSUB or GPOS table: its lookup flag, and for each subtable its type with
 * extension lookups resolved (GSUB 7, GPOS 9) — per subtable: the OpenType spec requires every
 * subtable of an extension lookup to point at the same type, but it is each subtable's own header that
 * says where its data is, so each is resolved on its own. `visit` sees (type, subtable offset). */
typedef int (*lf_subtable_visitor)(const unsigned char *d, unsigned len, unsigned type, unsigned sub, void *context);

static int lf_lookup_visit(const unsigned char *d, unsigned len, int gpos, unsigned index, unsigned *flag,
                                  lf_subtable_visitor visit, void *context) {
    unsigned list = lf_u16(d, len, 8);
    unsigned lookup = list + lf_u16(d, len, list + 2 + 2 * index);
    unsigned lookup_type = lf_u16(d, len, lookup);
    unsigned subtables = lf_u16(d, len, lookup + 4);
    *flag = lf_u16(d, len, lookup + 2);
    unsigned extension = gpos ? 9 : 7;
    for (unsigned s = 0; s < subtables; s++) {
        unsigned sub = lookup + lf_u16(d, len, lookup + 6 + 2 * s);
        unsigned t = lookup_type;
        if (t == extension) { t = lf_u16(d, len, sub + 2); sub += lf_u32(d, len, sub + 4); }
        if (visit(d, len, t, sub, context)) return 1;
    }
    return 0;
}

/* Class of `glyph` in the ClassDef at `at` (0 for a null offset, `at` == 0). */
static unsigned lf_class_of(const unsigned char *d, unsigned len, unsigned at, unsigned glyph) {
    if (at == 0) return 0;
    unsigned format = lf_u16(d, len, at);
    if (format == 1) {
        unsigned start = lf_u16(d, len, at + 2), count = lf_u16(d, len, at + 4);
        return glyph >= start && glyph < start + count ? lf_u16(d, len, at + 6 + 2 * (glyph - start)) : 0;
    }
    if (format == 2) {
        unsigned ranges = lf_u16(d, len, at + 2);
        for (unsigned i = 0; i < ranges; i++) {
            unsigned r = at + 4 + 6 * i;
            if (glyph >= lf_u16(d, len, r) && glyph <= lf_u16(d, len, r + 2)) return lf_u16(d, len, r + 4);
        }
    }
    return 0;
}

/* Whether any class in `count` class values at `at` is 0 while `space_is_0`. */
static int lf_uses_class_0(const unsigned char *d, unsigned len, unsigned at, unsigned count, int space_is_0) {
    if (!space_is_0) return 0;
    for (unsigned k = 0; k < count; k++) if (lf_u16(d, len, at + 2 * k) == 0) return 1;
    return 0;
}

/* A class-based context rule (format 2 of GSUB 5/6, GPOS 7/8) that names class 0 matches every glyph
 * its class definition leaves out — the space among them when it is not listed — and HarfBuzz's
 * hb_ot_layout_lookup_collect_glyphs does not report such glyphs, so this reads the rules. Such a rule
 * reaches across a space when class 0 stands in its input (after the first glyph, which comes from
 * the coverage: the space itself would be changed, or a sequence matched through it) or inside its
 * backtrack or lookahead with more of the window beyond it (the next word would be its context). */
static int lf_class0_context_has_space(const unsigned char *d, unsigned len, unsigned type, unsigned sub, void *context) {
    const unsigned *space_and_table = (const unsigned *)context;
    unsigned space = space_and_table[0], gpos = space_and_table[1];
    /* Context: GSUB 5, GPOS 7; chaining context: GSUB 6, GPOS 8. */
    if (type != (gpos ? 7u : 5u) && type != (gpos ? 8u : 6u)) return 0;
    int chain = type == (gpos ? 8u : 6u);
    if (lf_u16(d, len, sub) != 2) return 0;
    if (!chain) {
        unsigned cd = lf_u16(d, len, sub + 4);
        int input0 = lf_class_of(d, len, cd ? sub + cd : 0, space) == 0;
        unsigned sets = lf_u16(d, len, sub + 6);
        for (unsigned i = 0; i < sets; i++) {
            unsigned off = lf_u16(d, len, sub + 8 + 2 * i);
            if (!off) continue;
            unsigned set = sub + off, rules = lf_u16(d, len, set);
            for (unsigned r = 0; r < rules; r++) {
                unsigned rule = set + lf_u16(d, len, set + 2 + 2 * r);
                unsigned glyphs = lf_u16(d, len, rule);
                if (glyphs > 1 && lf_uses_class_0(d, len, rule + 4, glyphs - 1, input0)) return 1;
            }
        }
        return 0;
    }
    unsigned b = lf_u16(d, len, sub + 4), i = lf_u16(d, len, sub + 6), l = lf_u16(d, len, sub + 8);
    int back0 = lf_class_of(d, len, b ? sub + b : 0, space) == 0;
    int input0 = lf_class_of(d, len, i ? sub + i : 0, space) == 0;
    int ahead0 = lf_class_of(d, len, l ? sub + l : 0, space) == 0;
    unsigned sets = lf_u16(d, len, sub + 10);
    for (unsigned s = 0; s < sets; s++) {
        unsigned off = lf_u16(d, len, sub + 12 + 2 * s);
        if (!off) continue;
        unsigned set = sub + off, rules = lf_u16(d, len, set);
        for (unsigned r = 0; r < rules; r++) {
            unsigned p = set + lf_u16(d, len, set + 2 + 2 * r);
            unsigned n = lf_u16(d, len, p);
            /* Backtrack and lookahead: only a position with more of the window beyond it puts the space
             * inside the window; at the outermost position the window ends at the space, which the word's
             * piece holds (pieces are shaped with the spaces next to them). */
            if (n > 1 && lf_uses_class_0(d, len, p + 2, n - 1, back0)) return 1;
            p += 2 + 2 * n;
            n = lf_u16(d, len, p);
            if (n > 1 && lf_uses_class_0(d, len, p + 2, n - 1, input0)) return 1;
            p += 2 + 2 * (n > 0 ? n - 1 : 0);
            n = lf_u16(d, len, p);
            if (n > 1 && lf_uses_class_0(d, len, p + 2, n - 1, ahead0)) return 1;
        }
    }
    return 0;
}

/* A GPOS pair adjustment subtable that moves the second glyph of its pairs (valueFormat2 != 0:
 * OpenType then consumes the second glyph, and the pair that starts with it is not applied). */
static int lf_pair_moves_second(const unsigned char *d, unsigned len, unsigned type, unsigned sub, void *context) {
    (void)context;
    return type == 2 && lf_u16(d, len, sub + 6) != 0;
}

/* A subtable of more than one glyph in its input or context: single (GSUB 1), multiple (2) and
 * alternate (3) substitution and single positioning (GPOS 1) look at one glyph only. */
static int lf_reaches_past_one_glyph(const unsigned char *d, unsigned len, unsigned type, unsigned sub, void *context) {
    (void)d; (void)len; (void)sub;
    int gpos = *(const int *)context;
    return gpos ? type != 1 : !(type == 1 || type == 2 || type == 3);
}

/* Whether a lookup with `flag` skips the space while matching (OpenType's lookupFlag; HarfBuzz skips
 * by the GDEF glyph class, or, without GDEF classes, by the class it synthesizes — a base glyph for
 * the space). A skipped space lets a ligature, context or pair reach the word beyond it. */
static int lf_flag_skips_space(hb_face_t *face, hb_codepoint_t space, unsigned flag) {
    unsigned cls = hb_ot_layout_has_glyph_classes(face) ? (unsigned)hb_ot_layout_get_glyph_class(face, space)
                                                        : HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH;
    if (cls == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH) return (flag & 0x2) != 0;
    if (cls == HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE) return (flag & 0x4) != 0;
    if (cls == HB_OT_LAYOUT_GLYPH_CLASS_MARK) return (flag & (0x8 | 0x10 | 0xFF00)) != 0;
    return 0;
}

/* Whether words separated by single spaces (U+0020, glyph `space`) can be shaped one by one, each with
 * the spaces next to it, and put back together exactly as if the whole run had been shaped at once.
 * That holds when nothing but pair kerning involves the space:
 *   - no AAT or legacy kerning tables (not inspected here);
 *   - the space glyph in no GSUB lookup, so substitution never reaches across a space;
 *   - any GPOS lookup that involves the space is pair adjustment with the space as an input glyph only
 *     (never context), and no pair adjustment in the font moves the second glyph of a pair, so a
 *     space's advance depends only on the glyph after it and a word's last glyph only on the space;
 *   - no class-based context rule matches the space through class 0 (which takes in every glyph its
 *     class definition leaves out, and which the collected glyph sets do not show);
 *   - no lookup that looks at more than one glyph skips the space through its lookup flag.
 * Blink shapes word by word only for fonts without the space in any lookup; allowing pair kerning
 * (Roboto kerns "T " and " T") and handling it by shaping each word with its neighbouring spaces is
 * LabelFit's extension of that rule, held to whole-run shaping by the tests. */
int lf_face_shapes_word_by_word(hb_face_t *face, hb_codepoint_t space) {
    static const hb_tag_t legacy[] = { HB_TAG('m','o','r','x'), HB_TAG('m','o','r','t'), HB_TAG('k','e','r','x'),
                                       HB_TAG('k','e','r','n'), HB_TAG('t','r','a','k') };
    for (unsigned i = 0; i < sizeof legacy / sizeof legacy[0]; i++) {
        hb_blob_t *blob = hb_face_reference_table(face, legacy[i]);
        unsigned length = hb_blob_get_length(blob);
        hb_blob_destroy(blob);
        if (length > 0) return 0;
    }
    hb_set_t *before = hb_set_create(), *input = hb_set_create(), *after = hb_set_create(), *output = hb_set_create();
    int safe = 1;
    for (int gpos = 0; gpos < 2 && safe; gpos++) {
        hb_tag_t table = gpos ? HB_OT_TAG_GPOS : HB_OT_TAG_GSUB;
        hb_blob_t *blob = hb_face_reference_table(face, table);
        unsigned length = 0;
        const unsigned char *data = (const unsigned char *)hb_blob_get_data(blob, &length);
        unsigned count = hb_ot_layout_table_get_lookup_count(face, table);
        unsigned space_and_table[2] = { space, (unsigned)gpos };
        for (unsigned lookup = 0; lookup < count && safe; lookup++) {
            unsigned flag = 0;
            /* Rules whose class 0 takes in the space, which the collected sets below do not show. */
            if (lf_lookup_visit(data, length, gpos, lookup, &flag, lf_class0_context_has_space, space_and_table)) safe = 0;
            /* A lookup that skips the space matches across it unless it looks at one glyph only. */
            if (safe && lf_flag_skips_space(face, space, flag)
                && lf_lookup_visit(data, length, gpos, lookup, &flag, lf_reaches_past_one_glyph, &gpos)) safe = 0;
            int is_pair = 0, moves_second = 0;
            if (gpos) {
                moves_second = lf_lookup_visit(data, length, gpos, lookup, &flag, lf_pair_moves_second, 0);
                if (moves_second) safe = 0;
                unsigned list = lf_u16(data, length, 8);
                unsigned at = list + lf_u16(data, length, list + 2 + 2 * lookup);
                unsigned type = lf_u16(data, length, at);
                if (type == 9) type = lf_u16(data, length, at + lf_u16(data, length, at + 6) + 2);
                is_pair = type == 2;
            }
            hb_set_clear(before); hb_set_clear(input); hb_set_clear(after); hb_set_clear(output);
            hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before, input, after, output);
            int in_context = hb_set_has(before, space) || hb_set_has(after, space) || hb_set_has(output, space);
            int in_input = hb_set_has(input, space);
            if (!gpos && (in_context || in_input)) safe = 0;
            if (gpos && (in_context || (in_input && !is_pair))) safe = 0;
        }
        hb_blob_destroy(blob);
    }
    hb_set_destroy(before); hb_set_destroy(input); hb_set_destroy(after); hb_set_destroy(output);
    return safe;
}
