#ifndef LF_OPENTYPE_LAYOUT_H
#define LF_OPENTYPE_LAYOUT_H
#include <hb.h>

/* Whether words separated by single spaces (U+0020, glyph `space`) can be shaped one by one and put
 * back together exactly as if the whole run had been shaped at once: read from the face's GSUB and
 * GPOS tables (lookups, class definitions, lookup flags), see opentype_layout.c for the rule. */
int lf_face_shapes_word_by_word(hb_face_t *face, hb_codepoint_t space);

#endif
