/// Android StaticLayout (AOSP `StaticLayout.java`, `out()`): per line `above = ascent`,
/// `below = descent`, both widened by every font used on the line when `fallbackLineSpacing` is on;
/// fallback fonts widen ascent and descent only, and top/bottom are pulled out to them;
/// with `includeFontPadding` the first line's top uses the font's `top` and the last line's bottom its
/// `bottom`; `extra = (below + above)(multiplier − 1) + add`, rounded half away from zero, goes below
/// every line but the last. `android:lineHeight = H` sets `add = H − fontHeight`
/// (androidx `TextViewCompat.setLineHeight`).
struct AndroidLineBoxModel: LineBoxModel {
    let size: Double
    let deviceScale: Double
    let options: PlatformOptions
    var name: LineBoxModelKind { .android }
    var primaryRunJoinsFallbacks: Bool { true }

    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        let sizeDevice = size * deviceScale
        let paint = AndroidFontMetricsInt(metrics: primary.metrics, sizeDevicePx: sizeDevice, elegant: options.familyVariant.fixedMetrics)
        var ascent = paint.ascent, descent = paint.descent, top = paint.top, bottom = paint.bottom
        if options.fallbackLineSpacing {
            // minikin `MinikinFontSkia::GetFontExtent` gives each font run only its ascent and descent
            // (`LayoutCore.cpp`, `extendBy`), whatever the paint's variant; StaticLayout.generate rounds the
            // line's extent (`Math.round`) and then pulls top/bottom out to it ("fallback ascent/descent may
            // be larger than top/bottom"). A fallback's head yMax/yMin never enter. The primary's own run
            // is in `fallbacks` when it drew, with its real metrics: under ELEGANT the paint's fixed values
            // are only the starting point (`min(fmAscent, Math.round(ascents[line]))`), so a primary taller
            // than 1900/2048 em widens the line as on a device.
            for f in fallbacks {
                let k = sizeDevice / Double(f.unitsPerEm)
                ascent = max(ascent, AndroidFontMetricsInt.roundedAbove(Double(f.metrics.ascent) * k))
                descent = max(descent, Int(saturating: (Double(f.metrics.descent) * k + 0.5).rounded(.down)))
            }
            top = max(top, ascent); bottom = max(bottom, descent)
        }
        var above = ascent, below = descent
        if first && options.includeFontPadding { above = top }
        if last && options.includeFontPadding { below = bottom }
        var add = options.lineSpacingExtraPx * deviceScale
        var multiplier = options.lineSpacingMultiplier
        if let h = lineHeightPx {
            add = (h * deviceScale).rounded() - Double(paint.fontHeight)
            multiplier = 1
        }
        var extra = 0
        if !last {
            let ex = Double(below + above) * (multiplier - 1) + add
            extra = ex >= 0 ? Int(ex + 0.5) : -Int(-ex + 0.5)
        }
        return LineBox(topPx: Double(above) / deviceScale, bottomPx: Double(below + extra) / deviceScale, model: name)
    }
}
