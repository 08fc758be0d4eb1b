/// Integer font metrics in device px as Android's `Paint.getFontMetricsInt` gives them: ascent and
/// descent rounded, top floored and bottom ceiled outwards (AOSP GraphicsJNI `set_metrics_int`).
struct AndroidFontMetricsInt: Equatable {
    var ascent: Int, descent: Int, top: Int, bottom: Int, leading: Int

    init(metrics m: VerticalMetrics, sizeDevicePx: Double, elegant: Bool) {
        if elegant {
            // AOSP Paint.cpp getMetricsInternal: with the ELEGANT family variant the base font's metrics
            // are replaced by fixed values in 2048ths of the size.
            let k = sizeDevicePx / 2048
            ascent = Self.roundedAbove(1900 * k); descent = Int(saturating: (500 * k + 0.5).rounded(.down))
            top = Int(saturating: (2500 * k).rounded(.up)); bottom = Int(saturating: (1000 * k).rounded(.up)); leading = 0
        } else {
            let k = sizeDevicePx / Double(m.unitsPerEm)
            ascent = Self.roundedAbove(Double(m.ascent) * k)
            descent = Int(saturating: (Double(m.descent) * k + 0.5).rounded(.down))
            // Skia `SkScalerContext_FreeType::generateFontMetrics`: fTop = −yMax, fBottom = −yMin of the
            // head table alone; `set_metrics_int` floors top and ceils bottom (here as distances).
            top = Int(saturating: (Double(m.headYMax) * k).rounded(.up))
            bottom = Int(saturating: (Double(-m.headYMin) * k).rounded(.up))
            leading = Int(saturating: (Double(m.lineGap) * k + 0.5).rounded(.down))
        }
    }

    /// A distance above the baseline rounded as `SkScalarRoundToInt` rounds Skia's negative ascent:
    /// floor(−a + 0.5), so an exact half rounds toward the baseline.
    static func roundedAbove(_ a: Double) -> Int { Int(saturating: -(-a + 0.5).rounded(.down)) }

    /// `getFontMetricsInt(null)`: the font's recommended line spacing.
    var fontHeight: Int { ascent + descent + leading }
}
