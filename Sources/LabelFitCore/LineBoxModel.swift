/// Where a platform puts one line's box, given the fonts that drew on the line.
///
/// Box edges are distances from the line's baseline in CSS px (dp on Android, pt on iOS). `first`
/// and `last` matter on Android (font padding) and Compose (trim).
protocol LineBoxModel {
    var name: String { get }
    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox
    /// A line-height (CSS px) above which ink of these extents can never clip, if the model can prove
    /// one; the minimum-line-height search then starts there instead of at 5 × the size.
    func clipFreeBound(primary: FontFace, inkTopPx: Double, inkBottomPx: Double) -> Double?
    /// The smallest line-height at which no line's ink passes its own box (`MinimumLineHeight.find`
    /// over this model's boxes); models whose box at a fixed height depends only on the primary font
    /// answer it without building each line's box.
    func minimumLineHeight(size: Double, clipFreeFromPx: Double?, primary: FontFace, lines: [MeasuredLine],
                           fallbacks: [[FontFace]]) -> MinimumLineHeight
}

extension LineBoxModel {
    func clipFreeBound(primary: FontFace, inkTopPx: Double, inkBottomPx: Double) -> Double? { nil }

    func minimumLineHeight(size: Double, clipFreeFromPx: Double?, primary: FontFace, lines: [MeasuredLine],
                           fallbacks: [[FontFace]]) -> MinimumLineHeight {
        MinimumLineHeight.find(size: size, clipFreeFromPx: clipFreeFromPx) { px in
            for i in lines.indices {
                let box = box(primary: primary, fallbacks: fallbacks[i], first: i == 0, last: i == lines.count - 1, lineHeightPx: px)
                if lines[i].ink.topPx > box.topPx || lines[i].ink.bottomPx > box.bottomPx { return true }
            }
            return false
        }
    }
}

extension CSSLineBoxModel: LineBoxModel {
    var name: String { "css" }

    /// With fixed L (device px, L64 = floor(64·L·dsf)): the box top A + floor(trunc((L64 − 64(A+D))/2)/64)
    /// never decreases as L grows, and the bottom is at least (L64/64 − A + D)/2 because the floored
    /// half-leading is at most (L64/64 − A − D)/2 + 1/128 (truncation toward zero rounds a negative
    /// leading up). With L64/64 ≥ L·dsf − 1/64: top ≥ A + (L − A − D)/2 − 1 − 1/64 and
    /// bottom ≥ (L − A + D)/2 − 1/64, both growing with L. Solving each for the ink gives the bound;
    /// 4/64 covers every rounding term.
    func clipFreeBound(primary: FontFace, inkTopPx: Double, inkBottomPx: Double) -> Double? {
        let m = rounded(primary.metrics)
        let a = Double(m.ascent), d = Double(m.descent)
        let forBottom = 2 * inkBottomPx * deviceScale + a - d + 4.0 / 64
        let forTop = 2 * (inkTopPx * deviceScale - a + 1) + a + d + 4.0 / 64
        return max(forBottom, forTop, 0) / deviceScale
    }

    /// With a fixed line-height every line gets the primary font's box, so the highest and lowest ink
    /// decide, against metrics rounded once.
    func minimumLineHeight(size: Double, clipFreeFromPx: Double?, primary: FontFace, lines: [MeasuredLine],
                           fallbacks: [[FontFace]]) -> MinimumLineHeight {
        let m = rounded(primary.metrics)
        var highest = -Double.infinity, lowest = -Double.infinity
        for line in lines { highest = max(highest, line.ink.topPx); lowest = max(lowest, line.ink.bottomPx) }
        return MinimumLineHeight.find(size: size, clipFreeFromPx: clipFreeFromPx) { px in
            let box = edges(ascent: m.ascent, descent: m.descent, lineHeight64: Int((usedLineHeight(px) * deviceScale * 64).rounded(.down)))
            return highest > box.top || lowest > box.bottom
        }
    }

    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        if let px = lineHeightPx { return box(primary: primary.metrics, lineHeightPx: usedLineHeight(px)) }
        return fallbacks.isEmpty ? normalBox(primary: primary.metrics, fallbacks: [])
            : normalBox(primary: primary.metrics, fallbacks: fallbacks.map(\.metrics))
    }
}

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
    var name: String { "android" }

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

/// Jetpack Compose `Text` (Compose UI ≥ 1.6: `includeFontPadding = false`): with a `lineHeight` the
/// difference `ceil(L) − (descent + ascent)` is distributed by `LineHeightStyle.Alignment` (top share:
/// Top 0, Center ½, Bottom 1, Proportional ascent ÷ font height), and `Trim` takes the first line's top
/// share and/or the last line's bottom share back off (androidx `LineHeightStyleSpan`).
struct ComposeLineBoxModel: LineBoxModel {
    let size: Double
    let deviceScale: Double
    let options: PlatformOptions
    var name: String { "compose" }

    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        var platform = options
        platform.includeFontPadding = false
        platform.lineSpacingExtraPx = 0
        platform.lineSpacingMultiplier = 1
        let android = AndroidLineBoxModel(size: size, deviceScale: deviceScale, options: platform)
        let base = android.box(primary: primary, fallbacks: fallbacks, first: first, last: last, lineHeightPx: nil)
        guard let l = lineHeightPx else { return LineBox(topPx: base.topPx, bottomPx: base.bottomPx, model: name) }
        let ascent = base.topPx * deviceScale, descent = base.bottomPx * deviceScale
        let fontHeight = ascent + descent
        let target = (l * deviceScale).rounded(.up)
        let diff = target - fontHeight
        let topRatio: Double
        switch options.lineHeightAlignment {
        case "top": topRatio = 0
        case "center": topRatio = 0.5
        case "bottom": topRatio = 1
        default: topRatio = fontHeight > 0 ? ascent / fontHeight : 0.5
        }
        let descentDiff = (diff * (1 - topRatio)).rounded(.up)
        var bottom = descent + descentDiff
        var top = target - bottom
        let trimTop = options.lineHeightTrim == "both" || options.lineHeightTrim == "first-line-top"
        let trimBottom = options.lineHeightTrim == "both" || options.lineHeightTrim == "last-line-bottom"
        if first && trimTop && diff > 0 { top = ascent }
        if last && trimBottom && diff > 0 { bottom = descent }
        return LineBox(topPx: top / deviceScale, bottomPx: bottom / deviceScale, model: name)
    }
}

/// UIKit / TextKit: natural height `H0 = ascender + |descender| + leading` (hhea, the largest over the
/// fonts on the line), used height `clamp(H0 × lineHeightMultiple, minimumLineHeight,
/// maximumLineHeight)`; the glyphs sit at the bottom of the line, so the baseline is `H − |descender|`
/// below the top and shrinking the line eats the top. A given line-height sets minimum = maximum.
struct UIKitLineBoxModel: LineBoxModel {
    let size: Double
    let options: PlatformOptions
    var name: String { "uikit" }

    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        var ascender = 0.0, descender = 0.0, leading = 0.0
        for f in [primary] + fallbacks {
            let k = size / Double(f.unitsPerEm)
            ascender = max(ascender, Double(f.metrics.hheaAscender) * k)
            descender = max(descender, Double(-f.metrics.hheaDescender) * k)
            leading = max(leading, Double(f.metrics.hheaLineGap) * k)
        }
        var h = ascender + descender + leading
        if options.lineHeightMultiple > 0 { h *= options.lineHeightMultiple }
        var minimum = options.minimumLineHeight, maximum = options.maximumLineHeight
        if let l = lineHeightPx { minimum = l; maximum = l }
        if minimum > 0 { h = max(h, minimum) }
        if maximum > 0 { h = min(h, maximum) }
        return LineBox(topPx: h - descender, bottomPx: descender, model: name)
    }
}
