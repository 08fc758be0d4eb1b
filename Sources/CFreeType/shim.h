#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H

/* FT_LOAD_* are macros Swift does not import as typed constants. */
static inline FT_Int32 lf_ft_load_no_scale(void) { return FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING; }
