#include <fontconfig/fontconfig.h>

/* FC_* property names are string macros; Swift sees them, but a typed accessor keeps call sites plain. */
static inline const char *lf_fc_family(void) { return FC_FAMILY; }
static inline const char *lf_fc_file(void) { return FC_FILE; }
static inline const char *lf_fc_index(void) { return FC_INDEX; }
static inline const char *lf_fc_weight(void) { return FC_WEIGHT; }
static inline const char *lf_fc_slant(void) { return FC_SLANT; }
static inline const char *lf_fc_charset(void) { return FC_CHARSET; }
static inline const char *lf_fc_lang(void) { return FC_LANG; }
static inline const char *lf_fc_variable(void) { return FC_VARIABLE; }

/* FcConfigAppFontAddFile builds each file's pattern with FcFreeTypeQueryAll, which loses some of the
   charset and value blocks it allocates (LeakSanitizer, Debian's fontconfig 2.14.1): a fixed cost per
   font file, paid once per configuration, which LabelFit makes once per run. When the binary runs
   under LeakSanitizer (the fuzz runs), those allocations are not reported; nothing else is hidden.
   The LSan interface functions are weak: without the sanitizer they are absent and this is a plain
   call. */
extern void __lsan_disable(void) __attribute__((weak));
extern void __lsan_enable(void) __attribute__((weak));
static inline FcBool lf_fc_app_font_add_file(FcConfig *config, const FcChar8 *file) {
    if (__lsan_disable) __lsan_disable();
    FcBool added = FcConfigAppFontAddFile(config, file);
    if (__lsan_enable) __lsan_enable();
    return added;
}
