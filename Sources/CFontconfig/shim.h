#include <fontconfig/fontconfig.h>

/* FC_* property names are string macros; Swift sees them, but a typed accessor keeps call sites plain. */
static inline const char *lf_fc_family(void) { return FC_FAMILY; }
static inline const char *lf_fc_file(void) { return FC_FILE; }
static inline const char *lf_fc_index(void) { return FC_INDEX; }
static inline const char *lf_fc_weight(void) { return FC_WEIGHT; }
static inline const char *lf_fc_slant(void) { return FC_SLANT; }
static inline const char *lf_fc_charset(void) { return FC_CHARSET; }
static inline const char *lf_fc_lang(void) { return FC_LANG; }
