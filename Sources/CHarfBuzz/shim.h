#include <hb.h>
#include <hb-ot.h>
#include <stddef.h>
#include <stdint.h>

/* A font's horizontal advances answered by its owner, as WebKit's Skia port gives HarfBuzz the advances it
 * lays text out with (WebKit `platform/graphics/skia/SkiaHarfBuzzFont.cpp`: `hb_font_funcs_set_glyph_h_advance_func`
 * and `..._h_advances_func` on a sub font of the face's own font, every other function left to the parent).
 * `context` is the owner's, passed back unchanged; `advance` returns one glyph's advance in the font's scale. */
typedef hb_position_t (*lf_hb_advance_fn)(void *context, hb_codepoint_t glyph);

typedef struct lf_hb_advances {
    void *context;
    lf_hb_advance_fn advance;
} lf_hb_advances;

static hb_position_t lf_hb_h_advance(hb_font_t *font, void *data, hb_codepoint_t glyph, void *user) {
    (void)font; (void)user;
    const lf_hb_advances *a = (const lf_hb_advances *)data;
    return a->advance(a->context, glyph);
}

static void lf_hb_h_advances(hb_font_t *font, void *data, unsigned count, const hb_codepoint_t *glyphs, unsigned glyph_stride,
                             hb_position_t *advances, unsigned advance_stride, void *user) {
    (void)font; (void)user;
    const lf_hb_advances *a = (const lf_hb_advances *)data;
    for (unsigned i = 0; i < count; i++) {
        *advances = a->advance(a->context, *glyphs);
        glyphs = (const hb_codepoint_t *)((const char *)glyphs + glyph_stride);
        advances = (hb_position_t *)((char *)advances + advance_stride);
    }
}

/* The functions object, made immutable; the caller keeps it for the process (one for every font). */
static inline hb_font_funcs_t *lf_hb_make_advance_funcs(void) {
    hb_font_funcs_t *funcs = hb_font_funcs_create();
    hb_font_funcs_set_glyph_h_advance_func(funcs, lf_hb_h_advance, NULL, NULL);
    hb_font_funcs_set_glyph_h_advances_func(funcs, lf_hb_h_advances, NULL, NULL);
    hb_font_funcs_make_immutable(funcs);
    return funcs;
}
