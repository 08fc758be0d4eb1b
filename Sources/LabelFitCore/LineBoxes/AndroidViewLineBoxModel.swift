/// Android StaticLayout (AOSP `StaticLayout.java`, `out()`): per line `above = ascent`,
/// `below = descent`, both widened by every font used on the line when `fallbackLineSpacing` is on;
/// with `includeFontPadding` the first line's top uses the font's `top` and the last line's bottom its
/// `bottom`; `extra = (below + above)(multiplier − 1) + add`, rounded half away from zero, goes below
/// every line but the last. `android:lineHeight = H` sets `add = H − fontHeight`
/// (androidx `TextViewCompat.setLineHeight`).
struct AndroidLineBoxModel: LineBoxModel {
    let size: Double
    let deviceScale: Double
    let options: PlatformOptions
    var name: LineBoxModelKind { .android }

    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        let sizeDevice = size * deviceScale
        let paint = AndroidFontMetricsInt(metrics: primary.metrics, sizeDevicePx: sizeDevice, elegant: options.elegantTextHeight)
        var ascent = paint.ascent, descent = paint.descent, top = paint.top, bottom = paint.bottom
        if options.fallbackLineSpacing {
            for f in fallbacks {
                let m = AndroidFontMetricsInt(metrics: f.metrics, sizeDevicePx: sizeDevice, elegant: false)
                ascent = max(ascent, m.ascent); descent = max(descent, m.descent)
                top = max(top, m.top); bottom = max(bottom, m.bottom)
            }
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
