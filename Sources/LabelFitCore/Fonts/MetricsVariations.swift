import CHarfBuzz

extension VerticalMetrics {
    /// The metrics of a variable font's instance: the `MVAR` deltas at the instance `font` is set to,
    /// added as FreeType adds them (`ttgxvar.c`, `tt_apply_mvar`), which is what Skia (Chromium, Android,
    /// Flutter) reads: `hasc`, `hdsc` and `hlgp` move the OS/2 typo values and the line metrics FreeType
    /// chose for the face (here the hhea values, which Skia reads as the face's ascender and descender),
    /// `hcla` and `hcld` the usWin values. HarfBuzz applies the same deltas to the same values
    /// (`hb_ot_metrics_get_position`). Each delta is rounded to a whole unit (`FT_fixedToInt`).
    /// A font without `MVAR`, or at its default instance, keeps its tables' values.
    func varied(by font: OpaquePointer) -> VerticalMetrics {
        func delta(_ tag: hb_ot_metrics_tag_t) -> Int { Int((hb_ot_metrics_get_variation(font, tag) + 0.5).rounded(.down)) }
        let ascender = delta(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        let descender = delta(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        let lineGap = delta(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        var m = self
        m.hheaAscender += ascender
        m.hheaDescender += descender
        m.hheaLineGap += lineGap
        m.typoAscender += ascender
        m.typoDescender += descender
        m.typoLineGap += lineGap
        m.winAscent += delta(HB_OT_METRICS_TAG_HORIZONTAL_CLIPPING_ASCENT)
        m.winDescent += delta(HB_OT_METRICS_TAG_HORIZONTAL_CLIPPING_DESCENT)
        return m
    }
}
