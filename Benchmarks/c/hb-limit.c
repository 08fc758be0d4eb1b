/* The yardstick: LabelFit's inner loop done with raw HarfBuzz and nothing else.
 *
 * One hb_font_t per font, made once; one hb_buffer_t reused; for each string: hb_shape, advances
 * summed, glyph extents offset by positions (ink top and bottom). English strings use the Latin font,
 * Arabic ones the Arabic font, each whole string in one font, so the work is the floor of what
 * LabelFit does per string.
 *
 * Usage: hb-limit LATIN.ttf ARABIC.ttf PAIRS.tsv SIZE [--widths]
 *   PAIRS.tsv: one "en<TAB>ar" per line. Prints strings per second, or with --widths each string's
 *   width in px (one per line, en then ar), which the tests compare with LabelFit's.
 * Not part of the product.
 */
#include <hb.h>
#include <hb-ot.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { hb_font_t *font; unsigned upem; } face_t;

static face_t load(const char *path) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (!blob) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
    hb_face_t *face = hb_face_create(blob, 0);
    face_t f = { hb_font_create(face), hb_face_get_upem(face) };
    hb_font_set_scale(f.font, (int)f.upem, (int)f.upem);
    hb_font_make_immutable(f.font);
    hb_face_destroy(face);
    hb_blob_destroy(blob);
    return f;
}

typedef struct { double width, top, bottom; } measure_t;

static measure_t shape(hb_buffer_t *buf, face_t *f, const char *text, int len, double size) {
    hb_buffer_clear_contents(buf);
    hb_buffer_add_utf8(buf, text, len, 0, len);
    hb_buffer_guess_segment_properties(buf);
    hb_shape(f->font, buf, NULL, 0);
    unsigned n;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buf, &n);
    hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buf, &n);
    long advance = 0;
    int top = 0, bottom = 0;
    for (unsigned i = 0; i < n; i++) {
        advance += pos[i].x_advance;
        hb_glyph_extents_t e;
        if (hb_font_get_glyph_extents(f->font, info[i].codepoint, &e) && (e.width || e.height)) {
            int t = e.y_bearing + pos[i].y_offset, b = -(e.y_bearing + e.height + pos[i].y_offset);
            if (t > top) top = t;
            if (b > bottom) bottom = b;
        }
    }
    double k = size / f->upem;
    measure_t m = { advance * k, top * k, bottom * k };
    return m;
}

int main(int argc, char **argv) {
    if (argc < 5) { fprintf(stderr, "usage: hb-limit LATIN.ttf ARABIC.ttf PAIRS.tsv SIZE [--widths]\n"); return 2; }
    face_t latin = load(argv[1]), arabic = load(argv[2]);
    double size = atof(argv[4]);
    int widths = argc > 5 && strcmp(argv[5], "--widths") == 0;
    FILE *in = fopen(argv[3], "rb");
    if (!in) { fprintf(stderr, "cannot read %s\n", argv[3]); return 2; }
    fseek(in, 0, SEEK_END);
    long length = ftell(in);
    fseek(in, 0, SEEK_SET);
    char *data = malloc((size_t)length + 1);
    if (fread(data, 1, (size_t)length, in) != (size_t)length) return 2;
    data[length] = 0;
    fclose(in);

    hb_buffer_t *buf = hb_buffer_create();
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long strings = 0;
    double checksum = 0;
    for (char *line = data; line < data + length;) {
        char *end = strchr(line, '\n');
        if (!end) end = data + length;
        char *tab = memchr(line, '\t', (size_t)(end - line));
        if (tab) {
            measure_t en = shape(buf, &latin, line, (int)(tab - line), size);
            measure_t ar = shape(buf, &arabic, tab + 1, (int)(end - tab - 1), size);
            if (widths) printf("%.6f\n%.6f\n", en.width, ar.width);
            checksum += en.width + ar.width + en.bottom + ar.bottom;
            strings += 2;
        }
        line = end + 1;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double seconds = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
    if (!widths) printf("%ld strings in %.3f s: %.0f strings/s (checksum %.3f)\n", strings, seconds, strings / seconds, checksum);
    hb_buffer_destroy(buf);
    hb_font_destroy(latin.font);
    hb_font_destroy(arabic.font);
    free(data);
    return 0;
}
