/// Flutter's line box: Skia's SkParagraph as Flutter's engine configures it
/// (`engine/src/flutter/txt/src/skia/paragraph_builder_skia.cc`, `TxtToSkia`: hinting off, no rounding
/// hack, no strut; `TextStyle.height` → `setHeight` + `setHeightOverride`, `leadingDistribution.even`
/// → `setHalfLeading`).
///
/// Per run (`modules/skparagraph/src/Run.cpp`, `Run::calculateMetrics`), with the run font's
/// SkFontMetrics (FreeType's unhinted ascent/descent/leading: OS/2 typo with USE_TYPO_METRICS, else
/// hhea): A = ascent − leading/2, D = descent + leading/2; with a height multiplier h, H = h × size and
/// F = D − A, even leading moves each edge by (H − F)/2, proportional scales both by H/F.
/// A line (`Run.h`, `InternalLineMetrics::add`) takes the lowest A and highest D over the runs on it
/// (only fonts that drew: a space takes the first family that has it, so its font joins);
/// `TextHeightBehavior` puts the first line's ascent / the last line's descent back to the fonts' own
/// (`TextWrapper::breakTextIntoLines`). Its height is `round(D − A)`, its baseline −A below its top
/// (`LineMetrics.baseline`, not rounded); glyphs are painted at `floor(baseline + 0.5)`
/// (`TextLine::buildTextBlob`), where clipping is judged. The paragraph's `getHeight()` is the sum of
/// the rounded line heights.
struct FlutterLineBoxModel: LineBoxModel {
    let size: Double
    /// `TextStyle.height`; nil is `height: null` (the font's own metrics).
    let heightMultiplier: Double?
    let options: PlatformOptions
    var name: LineBoxModelKind { .flutter }
    var primaryCountsOnlyWhenItDraws: Bool { true }

    /// One run's ascent (negative, SkFontMetrics' sign) and descent, before and after the multiplier.
    func runMetrics(_ face: FontFace, multiplier: Double?) -> (ascent: Double, descent: Double, rawAscent: Double, rawDescent: Double) {
        let k = size / Double(face.unitsPerEm)
        let m = face.metrics
        let ascent = -Double(m.ascent) * k, descent = Double(m.descent) * k, leading = Double(max(0, m.lineGap)) * k
        var a = ascent - leading / 2, d = descent + leading / 2
        if let h = multiplier, h > 0 {
            let target = h * size, font = d - a
            switch options.leadingDistribution {
            case .even:
                a -= (target - font) / 2
                d += (target - font) / 2
            case .proportional:
                if font > 0 { a *= target / font; d *= target / font }
            }
        }
        return (a, d, ascent, descent)
    }

    /// `fallbacks` here are all the faces that drew on the line, the first family included when it did
    /// (`primaryCountsOnlyWhenItDraws`); an empty line uses the paragraph's default style (the primary).
    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        let multiplier = lineHeightPx.map { $0 / size } ?? heightMultiplier
        var a = Double.infinity, d = -Double.infinity, rawA = Double.infinity, rawD = -Double.infinity
        for face in fallbacks.isEmpty ? [primary] : fallbacks {
            let r = runMetrics(face, multiplier: multiplier)
            a = min(a, r.ascent); d = max(d, r.descent)
            rawA = min(rawA, r.rawAscent); rawD = max(rawD, r.rawDescent)
        }
        if first && options.textHeightBehavior.disablesFirstAscent { a = rawA }
        if last && options.textHeightBehavior.disablesLastDescent { d = rawD }
        let height = (d - a).rounded(.toNearestOrAwayFromZero)
        let baseline = -a
        return LineBox(topPx: baseline, bottomPx: height - baseline, model: name,
                       paintedTopPx: (baseline + 0.5).rounded(.down))
    }
}
