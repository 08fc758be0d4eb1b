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

    /// One run's ascent (negative, SkFontMetrics' sign) and descent, before and after the multiplier,
    /// in float32 as Skia computes them (`SkScalar` is `float`), so a box of 25.4999981 px rounds to 25
    /// as SkParagraph's does, where double arithmetic gives 25.5 and 26:
    /// - `SkFontHost_FreeType.cpp`, `SkScalerContext_FreeType::generateFontMetrics`: `ascent =
    ///   -SkIntToScalar(ascender) / upem`, then `fAscent = ascent * fScale.y()` (the size), each a float
    ///   operation; `leading` likewise, clamped at 0;
    /// - `Run.cpp`, `Run::calculateMetrics`: `fCorrectAscent = fAscent - fLeading * 0.5` (the literal
    ///   `0.5` is a double: computed in double, stored as float); `runHeight = fHeightMultiplier *
    ///   fFont.getSize()`, `fontIntrinsicHeight = fCorrectDescent - fCorrectAscent`, the even
    ///   `extraLeading = (runHeight - fontIntrinsicHeight) / 2` and the proportional `multiplier =
    ///   runHeight / fontIntrinsicHeight`, all float.
    func runMetrics(_ face: FontFace, multiplier: Double?) -> (ascent: Float, descent: Float, rawAscent: Float, rawDescent: Float) {
        let upem = Float(face.unitsPerEm), s = Float(size)
        let m = face.metrics
        let ascent = (-Float(m.ascent) / upem) * s, descent = (Float(m.descent) / upem) * s
        let leading = max(0, Float(m.lineGap) / upem) * s
        var a = Float(Double(ascent) - Double(leading) * 0.5), d = Float(Double(descent) + Double(leading) * 0.5)
        if let h = multiplier, h > 0 {
            let target = Float(h) * s, font = d - a
            switch options.leadingDistribution {
            case .even:
                let extra = (target - font) / 2
                a -= extra
                d += extra
            case .proportional:
                if font > 0 { let k = target / font; a *= k; d *= k }
            }
        }
        return (a, d, ascent, descent)
    }

    /// `fallbacks` here are all the faces that drew on the line, the first family included when it did
    /// (`primaryCountsOnlyWhenItDraws`); an empty line uses the paragraph's default style (the primary).
    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        let multiplier = lineHeightPx.map { $0 / size } ?? heightMultiplier
        var a = Float.infinity, d = -Float.infinity, rawA = Float.infinity, rawD = -Float.infinity
        for face in fallbacks.isEmpty ? [primary] : fallbacks {
            let r = runMetrics(face, multiplier: multiplier)
            a = min(a, r.ascent); d = max(d, r.descent)
            rawA = min(rawA, r.rawAscent); rawD = max(rawD, r.rawDescent)
        }
        if first && options.textHeightBehavior.disablesFirstAscent { a = rawA }
        if last && options.textHeightBehavior.disablesLastDescent { d = rawD }
        // `Run.h`, `InternalLineMetrics::height`: `::round((double)fDescent - fAscent + fLeading)`, the
        // floats widened to double (fLeading is 0: `calculateMetrics` folds it into the edges);
        // `alphabeticBaseline` is the float `fLeading / 2 - fAscent`.
        let height = (Double(d) - Double(a)).rounded(.toNearestOrAwayFromZero)
        let baseline = Double(-a)
        return LineBox(topPx: baseline, bottomPx: height - baseline, model: name,
                       paintedTopPx: (baseline + 0.5).rounded(.down))
    }
}
