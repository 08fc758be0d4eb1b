#include "lf_unicode.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

/* ICU speaks UTF-16; LabelFit indexes text by scalar. utf16 receives the text, scalar_of maps each
 * UTF-16 index (and the end) back to its scalar index. Both come from one allocation the caller frees. */
static int32_t to_utf16(const uint32_t *text, int32_t n, UChar **utf16, int32_t **scalar_of) {
    int32_t units = 0;
    for (int32_t i = 0; i < n; i++) units += text[i] > 0xFFFF ? 2 : 1;
    void *block = malloc((size_t)units * sizeof(UChar) + ((size_t)units + 1) * sizeof(int32_t) + 8);
    if (!block) return -1;
    int32_t *map = (int32_t *)block;
    UChar *out = (UChar *)(map + units + 1);
    int32_t u = 0;
    for (int32_t i = 0; i < n; i++) {
        uint32_t c = text[i];
        if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;
        if (c > 0xFFFF) {
            c -= 0x10000;
            map[u] = i; out[u++] = (UChar)(0xD800 + (c >> 10));
            map[u] = i; out[u++] = (UChar)(0xDC00 + (c & 0x3FF));
        } else {
            map[u] = i; out[u++] = (UChar)c;
        }
    }
    map[u] = n;
    *utf16 = out;
    *scalar_of = map;
    return units;
}

/* One UBiDi object per thread, reused for every paragraph (ubidi_setPara resets it): opening and
 * closing one per string allocated and freed its buffers each time. Freed when the thread ends; its
 * buffers grow to the longest paragraph the thread has seen, which the input limits bound. When the
 * thread cannot keep one (*kept is 0), the caller closes the object it was given. */
static pthread_key_t bidi_key;
static pthread_once_t bidi_once = PTHREAD_ONCE_INIT;
static void free_bidi(void *p) { ubidi_close(p); }
static void make_bidi_key(void) { pthread_key_create(&bidi_key, free_bidi); }

static UBiDi *bidi_object(int *kept, UErrorCode *status) {
    pthread_once(&bidi_once, make_bidi_key);
    UBiDi *bidi = pthread_getspecific(bidi_key);
    *kept = 1;
    if (bidi) return bidi;
    bidi = ubidi_open();
    if (!bidi) { *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    if (pthread_setspecific(bidi_key, bidi) != 0) *kept = 0;
    return bidi;
}

int32_t lf_bidi_levels(const uint32_t *text, int32_t n, uint8_t paragraph,
                       uint8_t *levels, uint8_t *paragraph_level) {
    if (n == 0) { *paragraph_level = paragraph == LF_PARAGRAPH_RTL ? 1 : 0; return 0; }
    UChar *utf16; int32_t *map;
    int32_t units = to_utf16(text, n, &utf16, &map);
    if (units < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int kept = 1;
    UBiDi *bidi = bidi_object(&kept, &status);
    if (U_SUCCESS(status)) ubidi_setPara(bidi, utf16, units, paragraph, NULL, &status);
    if (U_SUCCESS(status)) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) {
            for (int32_t u = 0; u < units; u++) levels[map[u]] = resolved[u];
            *paragraph_level = ubidi_getParaLevel(bidi);
        }
    }
    /* The object keeps a pointer to the text until the next setPara: point it at an empty text of
     * its own before utf16's storage is freed (ICU refuses a NULL text). */
    if (bidi && !kept) {
        ubidi_close(bidi);
    } else if (bidi) {
        static const UChar nothing[1] = {0};
        UErrorCode ignored = U_ZERO_ERROR;
        ubidi_setPara(bidi, nothing, 0, UBIDI_LTR, NULL, &ignored);
    }
    free(map);
    return U_SUCCESS(status) ? 0 : -(int32_t)status;
}

/* Opening a break iterator loads rules and dictionaries (tens of microseconds), so each thread keeps
 * the iterators it opened, a few locales per type (a check alternates source and target locales), and
 * frees them when the thread ends. */
#define LF_CACHED_LOCALES 4
struct cached_breaker { UBreakIterator *iterator; char locale[32]; };
struct breaker_cache { struct cached_breaker entries[LF_CACHED_LOCALES]; int next; };
static pthread_key_t breaker_key[2];
static pthread_once_t breaker_once = PTHREAD_ONCE_INIT;

static void free_breakers(void *p) {
    struct breaker_cache *c = p;
    for (int i = 0; i < LF_CACHED_LOCALES; i++) if (c->entries[i].iterator) ubrk_close(c->entries[i].iterator);
    free(c);
}
static void make_keys(void) {
    pthread_key_create(&breaker_key[0], free_breakers);
    pthread_key_create(&breaker_key[1], free_breakers);
}

static UBreakIterator *breaker(UBreakIteratorType type, const char *locale, UErrorCode *status) {
    pthread_once(&breaker_once, make_keys);
    pthread_key_t key = breaker_key[type == UBRK_LINE ? 0 : 1];
    struct breaker_cache *c = pthread_getspecific(key);
    if (!c) {
        c = calloc(1, sizeof *c);
        if (!c) { *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
        pthread_setspecific(key, c);
    }
    for (int i = 0; i < LF_CACHED_LOCALES; i++) {
        if (c->entries[i].iterator && strncmp(c->entries[i].locale, locale, sizeof c->entries[i].locale) == 0)
            return c->entries[i].iterator;
    }
    struct cached_breaker *slot = &c->entries[c->next];
    c->next = (c->next + 1) % LF_CACHED_LOCALES;
    if (slot->iterator) { ubrk_close(slot->iterator); slot->iterator = NULL; }
    slot->iterator = ubrk_open(type, locale, NULL, 0, status);
    strncpy(slot->locale, locale, sizeof slot->locale - 1);
    slot->locale[sizeof slot->locale - 1] = 0;
    if (U_FAILURE(*status)) { slot->iterator = NULL; slot->locale[0] = 0; }
    return slot->iterator;
}

int32_t lf_line_breaks(const uint32_t *text, int32_t n, const char *locale, uint8_t *breaks) {
    memset(breaks, LF_BREAK_NONE, (size_t)n + 1);
    if (n == 0) return 0;
    UChar *utf16; int32_t *map;
    int32_t units = to_utf16(text, n, &utf16, &map);
    if (units < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = breaker(UBRK_LINE, locale ? locale : "", &status);
    if (U_SUCCESS(status)) ubrk_setText(it, utf16, units, &status);
    if (U_SUCCESS(status)) {
        for (int32_t b = ubrk_following(it, 0); b != UBRK_DONE; b = ubrk_next(it)) {
            int32_t rule = ubrk_getRuleStatus(it);
            breaks[map[b]] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT)
                ? LF_BREAK_MANDATORY : LF_BREAK_ALLOWED;
        }
        ubrk_setText(it, NULL, 0, &status); /* the iterator must not outlive utf16's storage */
        status = U_ZERO_ERROR;
    }
    free(map);
    return U_SUCCESS(status) ? 0 : -(int32_t)status;
}

int32_t lf_grapheme_starts(const uint32_t *text, int32_t n, uint8_t *starts) {
    memset(starts, 0, (size_t)n);
    if (n == 0) return 0;
    UChar *utf16; int32_t *map;
    int32_t units = to_utf16(text, n, &utf16, &map);
    if (units < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = breaker(UBRK_CHARACTER, "", &status);
    if (U_SUCCESS(status)) ubrk_setText(it, utf16, units, &status);
    if (U_SUCCESS(status)) {
        for (int32_t b = ubrk_first(it); b != UBRK_DONE && b < units; b = ubrk_next(it)) starts[map[b]] = 1;
        ubrk_setText(it, NULL, 0, &status);
        status = U_ZERO_ERROR;
    }
    free(map);
    return U_SUCCESS(status) ? 0 : -(int32_t)status;
}

int32_t lf_locale_scripts(const char *locale, int32_t *scripts, int32_t capacity) {
    if (!locale || !*locale || capacity <= 0) return 0;
    char id[ULOC_FULLNAME_CAPACITY], likely[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    /* Tags arrive as BCP 47 (ar-SA, sr-Latn) or ICU ids (ar_SA); both are read as a language tag. */
    char tag[ULOC_FULLNAME_CAPACITY];
    strncpy(tag, locale, sizeof tag - 1);
    tag[sizeof tag - 1] = 0;
    for (char *p = tag; *p; p++) if (*p == '_') *p = '-';
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, id, sizeof id, &parsed, &status);
    if (U_FAILURE(status) || parsed == 0) return 0;
    status = U_ZERO_ERROR;
    uloc_addLikelySubtags(id, likely, sizeof likely, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return 0;
    UScriptCode codes[8];
    status = U_ZERO_ERROR;
    /* uscript_getCode on a locale id: its script subtag, or several for ja (Kana Hira Hani), ko, zh-Hant. */
    int32_t n = uscript_getCode(likely, codes, 8, &status);
    if (U_FAILURE(status)) return 0;
    int32_t out = 0;
    for (int32_t i = 0; i < n && out < capacity; i++) scripts[out++] = (int32_t)codes[i];
    return out;
}

int32_t lf_letter_in_scripts(uint32_t c, const int32_t *scripts, int32_t count) {
    if (!u_hasBinaryProperty((UChar32)c, UCHAR_ALPHABETIC)) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode sc = uscript_getScript((UChar32)c, &status);
    if (U_FAILURE(status) || sc == USCRIPT_COMMON || sc == USCRIPT_INHERITED || sc == USCRIPT_UNKNOWN) return 0;
    for (int32_t k = 0; k < count; k++) {
        if (uscript_hasScript((UChar32)c, (UScriptCode)scripts[k])) return 2;
    }
    return 1;
}

int32_t lf_plural_category(const char *locale, double n, char *out, int32_t capacity) {
    if (capacity <= 0) return -1;
    out[0] = 0;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, n, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length >= capacity || length >= 32) return U_FAILURE(status) ? -(int32_t)status : -1;
    for (int32_t i = 0; i < length; i++) out[i] = (char)keyword[i]; /* CLDR keywords are ASCII */
    out[length] = 0;
    return length;
}

int32_t lf_decode_charset(const char *charset, const uint8_t *bytes, int32_t n, uint16_t *out, int32_t capacity,
                          int32_t *bad_offset, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    *bad_offset = -1;
    /* ucnv_open(NULL or "") would open the platform's default converter, not a declared one. */
    if (charset == NULL || charset[0] == 0) { *status = LF_DECODE_UNKNOWN_CHARSET; return 0; }
    UConverter *conv = ucnv_open(charset, &err);
    if (U_FAILURE(err) || conv == NULL) { *status = LF_DECODE_UNKNOWN_CHARSET; return 0; }
    ucnv_setToUCallBack(conv, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &err);
    if (U_FAILURE(err)) { ucnv_close(conv); *status = LF_DECODE_FAILED; return 0; }
    const char *source = (const char *)bytes;
    UChar *target = (UChar *)out;
    ucnv_toUnicode(conv, &target, (UChar *)out + capacity, &source, source + n, NULL, 1, &err);
    int32_t written = (int32_t)(target - (UChar *)out);
    if (err == U_BUFFER_OVERFLOW_ERROR) {
        *status = LF_DECODE_NO_ROOM;
    } else if (err == U_INVALID_CHAR_FOUND || err == U_ILLEGAL_CHAR_FOUND || err == U_TRUNCATED_CHAR_FOUND) {
        /* With the stop callback the source has moved past the bad sequence; ICU keeps its bytes. */
        char invalid[32];
        int8_t length = (int8_t)sizeof invalid;
        UErrorCode e = U_ZERO_ERROR;
        ucnv_getInvalidChars(conv, invalid, &length, &e);
        *bad_offset = (int32_t)(source - (const char *)bytes) - (U_SUCCESS(e) ? length : 0);
        *status = LF_DECODE_INVALID;
    } else {
        *status = U_FAILURE(err) ? LF_DECODE_FAILED : LF_DECODE_OK;
    }
    ucnv_close(conv);
    return written;
}

const char *lf_icu_version(void) { return U_ICU_VERSION; }

int32_t lf_available_locale_count(void) { return uloc_countAvailable(); }

int32_t lf_locale_autonym(int32_t index, int32_t which, uint16_t *out, int32_t capacity) {
    if (index < 0 || index >= uloc_countAvailable() || capacity <= 0) return -1;
    const char *loc = uloc_getAvailable(index);
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = which == 0 ? uloc_getDisplayLanguage(loc, loc, (UChar *)out, capacity, &status)
                           : uloc_getDisplayName(loc, loc, (UChar *)out, capacity, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    if (n > capacity || status == U_STRING_NOT_TERMINATED_WARNING) return n > capacity ? -1 : n;
    return n;
}

int32_t lf_locale_language_name(int32_t index, const char *display_locale, char *code, int32_t code_capacity,
                                uint16_t *out, int32_t capacity) {
    if (index < 0 || index >= uloc_countAvailable() || capacity <= 0 || code_capacity <= 0) return -1;
    const char *loc = uloc_getAvailable(index);
    UErrorCode status = U_ZERO_ERROR;
    int32_t c = uloc_getLanguage(loc, code, code_capacity, &status);
    if (U_FAILURE(status) || c >= code_capacity) return -1;
    code[c] = 0;
    status = U_ZERO_ERROR;
    int32_t n = uloc_getDisplayLanguage(code, display_locale, (UChar *)out, capacity, &status);
    if (U_FAILURE(status) || n > capacity) return -1;
    return n;
}
