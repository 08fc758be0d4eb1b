/// Integer font metrics in device px as Android's `Paint.getFontMetricsInt` gives them: ascent and
/// descent rounded, top floored and bottom ceiled outwards (AOSP GraphicsJNI `set_metrics_int`).
struct AndroidFontMetricsInt: Equatable {
    var ascent: Int, descent: Int, top: Int, bottom: Int, leading: Int

    init(metrics m: VerticalMetrics, sizeDevicePx: Double, elegant: Bool) {
        if elegant {
            // AOSP Paint.cpp getMetricsInternal: with the ELEGANT family variant the base font's metrics
            // are replaced by fixed values in 2048ths of the size.
            let k = sizeDevicePx / 2048
            ascent = Int((1900 * k + 0.5).rounded(.down)); descent = Int((500 * k + 0.5).rounded(.down))
            top = Int((2500 * k).rounded(.up)); bottom = Int((1000 * k).rounded(.up)); leading = 0
        } else {
            let k = sizeDevicePx / Double(m.unitsPerEm)
            ascent = Int((Double(m.ascent) * k + 0.5).rounded(.down))
            descent = Int((Double(m.descent) * k + 0.5).rounded(.down))
            top = Int((Double(max(m.headYMax, m.ascent)) * k).rounded(.up))
            bottom = Int((Double(max(-m.headYMin, m.descent)) * k).rounded(.up))
            leading = Int((Double(m.lineGap) * k + 0.5).rounded(.down))
        }
    }

    /// `getFontMetricsInt(null)`: the font's recommended line spacing.
    var fontHeight: Int { ascent + descent + leading }
}
