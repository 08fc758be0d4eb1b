/* LabelFit's window onto ICU. Only plain C types cross this header: Debian's ICU headers must not be
 * seen by Swift code that also imports Foundation (its bundled ICU defines the same enums). */
#ifndef LF_UNICODE_H
#define LF_UNICODE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    LF_PARAGRAPH_LTR = 0,
    LF_PARAGRAPH_RTL = 1,
    LF_PARAGRAPH_AUTO = 0xFE /* first strong character decides, LTR when there is none (UAX #9 P2, P3) */
};

enum { LF_BREAK_NONE = 0, LF_BREAK_ALLOWED = 1, LF_BREAK_MANDATORY = 2 };

/* Resolves UAX #9 embedding levels for text given as n Unicode scalar values.
 * levels receives n bytes, one per scalar; *paragraph_level the resolved paragraph level.
 * Returns 0, or a negative ICU error code. */
int32_t lf_bidi_levels(const uint32_t *text, int32_t n, uint8_t paragraph,
                       uint8_t *levels, uint8_t *paragraph_level);

/* UAX #14 line-break opportunities for text given as n scalars, with ICU's tailoring for locale
 * ("ar", "en", ...). breaks receives n + 1 bytes: breaks[i] describes the boundary before scalar i
 * (breaks[0] is always NONE, breaks[n] is ALLOWED or MANDATORY). Returns 0 or a negative ICU error. */
int32_t lf_line_breaks(const uint32_t *text, int32_t n, const char *locale, uint8_t *breaks);

/* UAX #29 extended grapheme cluster starts: starts receives n bytes, 1 where a cluster begins. */
int32_t lf_grapheme_starts(const uint32_t *text, int32_t n, uint8_t *starts);

/* The scripts a locale is written in, as ICU UScriptCode values: the locale's likely script
 * (uloc_addLikelySubtags: "ar" -> ar_Arab_EG) read by uscript_getCode, which gives several for
 * Japanese (Kana, Hira, Hani), Korean and Traditional Chinese. Returns how many were written
 * (at most capacity), 0 when ICU cannot tell. */
int32_t lf_locale_scripts(const char *locale, int32_t *scripts, int32_t capacity);

/* Counts letters (Alphabetic, with a Script other than Common, Inherited or Unknown) in n scalars:
 * *letters receives how many, the result how many of them have one of the given scripts in their
 * Script_Extensions (uscript_hasScript). */
/* One scalar: 0 not a letter of a real script (not Alphabetic, or Common/Inherited/Unknown), 1 a letter
   of another script, 2 a letter of one of `scripts` (by Script_Extensions). */
int32_t lf_letter_in_scripts(uint32_t c, const int32_t *scripts, int32_t count);

/* The CLDR plural category ("zero", "one", "two", "few", "many", "other") of the number n in locale,
 * by ICU's uplrules_select, written NUL-terminated to out. Returns its length or a negative error. */
int32_t lf_plural_category(const char *locale, double n, char *out, int32_t capacity);

/* Decodes n bytes written in the character set `charset` (a name or alias ICU's converters know:
 * "windows-1256", "ISO-8859-1", "UTF-16LE", ...) into UTF-16 units, stopping at the first byte
 * sequence the set does not define (UCNV_TO_U_CALLBACK_STOP) instead of writing U+FFFD. out has room
 * for capacity units. Returns the units written; *status is LF_DECODE_OK, LF_DECODE_UNKNOWN_CHARSET,
 * LF_DECODE_INVALID (the bad sequence starts at byte *bad_offset), LF_DECODE_NO_ROOM or LF_DECODE_FAILED. */
enum { LF_DECODE_OK = 0, LF_DECODE_UNKNOWN_CHARSET = 1, LF_DECODE_INVALID = 2, LF_DECODE_NO_ROOM = 3, LF_DECODE_FAILED = 4 };
int32_t lf_decode_charset(const char *charset, const uint8_t *bytes, int32_t n, uint16_t *out, int32_t capacity,
                          int32_t *bad_offset, int32_t *status);

/* Language names in their own language (CLDR autonyms, as ICU's locale display data holds them): for
 * the index-th of ICU's available locales (uloc_getAvailable, 0 <= index < lf_available_locale_count()),
 * its language's name in that locale (uloc_getDisplayLanguage(loc, loc)) when which is 0, its full name
 * with region (uloc_getDisplayName(loc, loc)) when which is 1, written as UTF-16 to out. Returns the
 * units written, or a negative ICU error / -1 when out is too small. */
int32_t lf_available_locale_count(void);
int32_t lf_locale_autonym(int32_t index, int32_t which, uint16_t *out, int32_t capacity);

/* For the index-th of ICU's available locales: its language subtag (uloc_getLanguage) written
 * NUL-terminated to code, and that language's name in display_locale (uloc_getDisplayLanguage(language,
 * display_locale): "Arabic" in "en") as UTF-16 to out. Returns the units written, or a negative error. */
int32_t lf_locale_language_name(int32_t index, const char *display_locale, char *code, int32_t code_capacity,
                                uint16_t *out, int32_t capacity);

/* The ICU version string, for `labelfit --version`. */
const char *lf_icu_version(void);

#ifdef __cplusplus
}
#endif
#endif
