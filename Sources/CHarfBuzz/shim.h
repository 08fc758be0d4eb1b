#include <hb.h>
#include <hb-ot.h>

#include <stdint.h>
/* Relaxed atomic slots for the glyph-extents cache that shaping threads fill lazily. The builtins
 * work on plain uint64_t, which Swift imports; C11 _Atomic types it does not. */
static inline uint64_t lf_atomic_load_u64(const uint64_t *slot) { return __atomic_load_n(slot, __ATOMIC_ACQUIRE); }
static inline void lf_atomic_store_u64(uint64_t *slot, uint64_t value) { __atomic_store_n(slot, value, __ATOMIC_RELEASE); }

/* Big-endian reads from a table, 0 past its end (a malformed table then reads as "unsafe" below). */
static inline unsigned lf_u16(const unsigned char *d, unsigned len, unsigned at) {
    return at + 2 <= len ? (unsigned)d[at] << 8 | d[at + 1] : 0;
}
static inline unsigned lf_u32(const unsigned char *d, unsigned len, unsigned at) {
    return at + 4 <= len ? lf_u16(d, len, at) << 16 | lf_u16(d, len, at + 2) : 0;
}

/* GPOS lookup `index`: its type (extension lookups resolved) and whether every pair-adjustment
 * subtable in it leaves the second glyph alone (valueFormat2 == 0; otherwise OpenType consumes the
 * second glyph, and the pair that starts with it is not applied). */
static inline void lf_gpos_lookup_info(const unsigned char *d, unsigned len, unsigned index, unsigned *type, int *second_untouched) {
    unsigned list = lf_u16(d, len, 8);
    unsigned lookup = list + lf_u16(d, len, list + 2 + 2 * index);
    unsigned subtables = lf_u16(d, len, lookup + 4);
    *type = lf_u16(d, len, lookup);
    *second_untouched = 1;
    for (unsigned s = 0; s < subtables; s++) {
        unsigned sub = lookup + lf_u16(d, len, lookup + 6 + 2 * s);
        unsigned t = *type;
        if (t == 9) { t = lf_u16(d, len, sub + 2); sub += lf_u32(d, len, sub + 4); if (s == 0) *type = t; }
        if (t == 2 && lf_u16(d, len, sub + 6) != 0) *second_untouched = 0;
    }
}

/* Whether words separated by single spaces (U+0020, glyph `space`) can be shaped one by one, each with
 * the spaces next to it, and put back together exactly as if the whole run had been shaped at once.
 * That holds when nothing but pair kerning involves the space:
 *   - no AAT or legacy kerning tables (not inspected here);
 *   - the space glyph in no GSUB lookup, so substitution never reaches across a space;
 *   - any GPOS lookup that involves the space is pair adjustment with the space as an input glyph only
 *     (never context), and no pair adjustment in the font moves the second glyph of a pair, so a
 *     space's advance depends only on the glyph after it and a word's last glyph only on the space.
 * Blink shapes word by word only for fonts without the space in any lookup; allowing pair kerning
 * (Roboto kerns "T " and " T") and handling it by shaping each word with its neighbouring spaces is
 * LabelFit's extension of that rule, held to whole-run shaping by the tests. */
static inline int lf_face_shapes_word_by_word(hb_face_t *face, hb_codepoint_t space) {
    static const hb_tag_t legacy[] = { HB_TAG('m','o','r','x'), HB_TAG('m','o','r','t'), HB_TAG('k','e','r','x'),
                                       HB_TAG('k','e','r','n'), HB_TAG('t','r','a','k') };
    for (unsigned i = 0; i < sizeof legacy / sizeof legacy[0]; i++) {
        hb_blob_t *blob = hb_face_reference_table(face, legacy[i]);
        unsigned length = hb_blob_get_length(blob);
        hb_blob_destroy(blob);
        if (length > 0) return 0;
    }
    hb_set_t *before = hb_set_create(), *input = hb_set_create(), *after = hb_set_create(), *output = hb_set_create();
    hb_blob_t *gpos = hb_face_reference_table(face, HB_OT_TAG_GPOS);
    unsigned gpos_length = 0;
    const unsigned char *gpos_data = (const unsigned char *)hb_blob_get_data(gpos, &gpos_length);
    int safe = 1;
    for (unsigned t = 0; t < 2 && safe; t++) {
        hb_tag_t table = t == 0 ? HB_OT_TAG_GSUB : HB_OT_TAG_GPOS;
        unsigned count = hb_ot_layout_table_get_lookup_count(face, table);
        for (unsigned lookup = 0; lookup < count && safe; lookup++) {
            unsigned type = 0;
            int second_untouched = 1;
            if (t == 1) {
                lf_gpos_lookup_info(gpos_data, gpos_length, lookup, &type, &second_untouched);
                if (type == 2 && !second_untouched) safe = 0;
            }
            hb_set_clear(before); hb_set_clear(input); hb_set_clear(after); hb_set_clear(output);
            hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before, input, after, output);
            int in_context = hb_set_has(before, space) || hb_set_has(after, space) || hb_set_has(output, space);
            int in_input = hb_set_has(input, space);
            if (t == 0 && (in_context || in_input)) safe = 0;
            if (t == 1 && (in_context || (in_input && type != 2))) safe = 0;
        }
    }
    hb_blob_destroy(gpos);
    hb_set_destroy(before); hb_set_destroy(input); hb_set_destroy(after); hb_set_destroy(output);
    return safe;
}
