#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H

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
