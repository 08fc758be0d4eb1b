#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
#include FT_MULTIPLE_MASTERS_H

/* FT_LOAD_* are macros Swift does not import as typed constants. */
static inline FT_Int32 lf_ft_load_no_scale(void) { return FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING; }

/* Outline decomposition into SVG path data, in font units with y up. FT_Outline_Decompose takes a
 * struct of C callbacks; writing the text in C keeps Swift out of the callback plumbing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *data; size_t length, capacity; } lf_path_buffer;

static inline void lf_path_append(lf_path_buffer *b, const char *fmt, double x1, double y1, double x2, double y2, double x3, double y3, int n) {
    char tmp[160];
    int k;
    if (n == 1) k = snprintf(tmp, sizeof tmp, fmt, x1, y1);
    else if (n == 2) k = snprintf(tmp, sizeof tmp, fmt, x1, y1, x2, y2);
    else k = snprintf(tmp, sizeof tmp, fmt, x1, y1, x2, y2, x3, y3);
    if (k <= 0) return;
    if (b->length + (size_t)k + 1 > b->capacity) {
        size_t cap = b->capacity ? b->capacity * 2 : 256;
        while (cap < b->length + (size_t)k + 1) cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) return;
        b->data = d; b->capacity = cap;
    }
    memcpy(b->data + b->length, tmp, (size_t)k + 1);
    b->length += (size_t)k;
}
static inline int lf_move(const FT_Vector *to, void *u) { lf_path_append(u, "M%.0f %.0f", to->x, to->y, 0, 0, 0, 0, 1); return 0; }
static inline int lf_line(const FT_Vector *to, void *u) { lf_path_append(u, "L%.0f %.0f", to->x, to->y, 0, 0, 0, 0, 1); return 0; }
static inline int lf_conic(const FT_Vector *c, const FT_Vector *to, void *u) { lf_path_append(u, "Q%.0f %.0f %.0f %.0f", c->x, c->y, to->x, to->y, 0, 0, 2); return 0; }
static inline int lf_cubic(const FT_Vector *c1, const FT_Vector *c2, const FT_Vector *to, void *u) { lf_path_append(u, "C%.0f %.0f %.0f %.0f %.0f %.0f", c1->x, c1->y, c2->x, c2->y, to->x, to->y, 3); return 0; }

/* Loads glyph `index` unscaled and unhinted and returns its path (caller frees), or NULL. */
static inline char *lf_glyph_path(FT_Face face, FT_UInt index) {
    if (FT_Load_Glyph(face, index, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) return NULL;
    if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE) return NULL;
    FT_Outline_Funcs funcs = { lf_move, lf_line, lf_conic, lf_cubic, 0, 0 };
    lf_path_buffer b = { NULL, 0, 0 };
    if (FT_Outline_Decompose(&face->glyph->outline, &funcs, &b)) { free(b.data); return NULL; }
    if (!b.data) { b.data = calloc(1, 1); }
    return b.data;
}

/* WebKitGTK's painted glyph: Skia's FreeType port at SkFontHinting::kNormal, the default of WebKit's
 * `FontRenderOptions::setHinting` (Hinting::Medium) when the desktop sets none, loads with
 * FT_LOAD_TARGET_NORMAL (Skia `SkFontHost_FreeType.cpp`, `SkScalerContext_FreeType` constructor): a
 * font's own TrueType instructions, the auto-hinter for a font without. The outline's exact box (the
 * curves, not their control points: a pixel row only a control point reaches is never painted), in
 * 26.6 px with y up, at the size `FT_Set_Char_Size` was last given. Returns 0, 1 for a glyph without
 * outline, or -1 when FreeType fails. */
#include FT_BBOX_H
/* The glyph's advance as Skia's FreeType port takes it for WebKit (kNormal hinting, no linear metrics):
   FreeType's hinted 26.6 advance, which a TrueType font's instructions (or its hdmx) may move. */
static inline int lf_hinted_glyph_advance(FT_Face face, FT_UInt index, FT_Pos *advance) {
    if (FT_Load_Glyph(face, index, FT_LOAD_NO_BITMAP | FT_LOAD_TARGET_NORMAL) != 0) return -1;
    *advance = face->glyph->advance.x;
    return 0;
}

static inline int lf_hinted_glyph_box(FT_Face face, FT_UInt index, FT_Pos box[4]) {
    if (FT_Load_Glyph(face, index, FT_LOAD_NO_BITMAP | FT_LOAD_TARGET_NORMAL) != 0) return -1;
    if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE || face->glyph->outline.n_points == 0) return 1;
    FT_BBox b;
    if (FT_Outline_Get_BBox(&face->glyph->outline, &b) != 0) return -1;
    box[0] = b.xMin; box[1] = b.yMin; box[2] = b.xMax; box[3] = b.yMax;
    return 0;
}
