import Foundation

/// Blink's line box on Linux (CSS 2 §10.8 half-leading, as Chromium rounds it).
///
/// Sources: Blink `platform/fonts/simple_font_data.cc` (ascent and descent rounded to whole pixels,
/// `SkScalarRoundToScalar`), `font_metrics.cc` / `font_height.cc` (`AddLeading`), and
/// `core/layout/inline/inline_box_state.cc` (fallback fonts widen `normal`). All arithmetic is in
/// device pixels: metrics are rounded at font-size × device-scale, and the line-height is kept in
/// LayoutUnits (1/64 px).
public struct CSSLineBoxModel: Sendable {
    public var size: Double
    public var deviceScale: Double

    public init(size: Double, deviceScale: Double = 1) {
        self.size = size
        self.deviceScale = deviceScale
    }

    /// A font's ascent, descent and line gap in whole device px, each rounded half up on its own.
    public struct RoundedMetrics: Equatable, Sendable {
        public var ascent: Int, descent: Int, lineGap: Int
    }

    public func rounded(_ m: VerticalMetrics) -> RoundedMetrics {
        let k = size * deviceScale / Double(m.unitsPerEm)
        func r(_ v: Int) -> Int { Int((Double(v) * k + 0.5).rounded(.down)) }
        return RoundedMetrics(ascent: r(m.ascent), descent: r(m.descent), lineGap: r(m.lineGap))
    }

    /// The line box for a fixed line-height of `lineHeightPx` CSS px. Only the primary font counts.
    public func box(primary: VerticalMetrics, lineHeightPx: Double) -> LineBox {
        let m = rounded(primary)
        let l64 = Int((lineHeightPx * deviceScale * 64).rounded(.down))
        return place(ascent: m.ascent, descent: m.descent, lineHeight64: l64)
    }

    /// The box for `line-height: normal`: each font used on the line contributes A + D + lineGap with
    /// its own half-leading, and the box is their union.
    public func normalBox(primary: VerticalMetrics, fallbacks: [VerticalMetrics]) -> LineBox {
        func own(_ metrics: VerticalMetrics) -> LineBox {
            let m = rounded(metrics)
            return place(ascent: m.ascent, descent: m.descent, lineHeight64: (m.ascent + m.descent + m.lineGap) * 64)
        }
        var union = own(primary)
        for metrics in fallbacks {
            let box = own(metrics)
            union.topPx = max(union.topPx, box.topPx)
            union.bottomPx = max(union.bottomPx, box.bottomPx)
        }
        return union
    }

    /// The used line height in CSS px, as Blink stores it (floored to 1/64 device px).
    public func usedLineHeight(_ lineHeightPx: Double) -> Double {
        (lineHeightPx * deviceScale * 64).rounded(.down) / 64 / deviceScale
    }

    /// Half-leading: (L − A − D) halved in 1/64 units with truncation toward zero, then floored to a
    /// whole device pixel; the baseline sits A + half-leading below the line top.
    func place(ascent: Int, descent: Int, lineHeight64: Int) -> LineBox {
        let (top, bottom) = edges(ascent: ascent, descent: descent, lineHeight64: lineHeight64)
        return LineBox(topPx: top, bottomPx: bottom, model: .css)
    }

    /// `place`'s top and bottom in CSS px, without building a `LineBox` (the minimum-line-height
    /// search asks a dozen times per string).
    @inline(__always)
    func edges(ascent: Int, descent: Int, lineHeight64: Int) -> (top: Double, bottom: Double) {
        let leading64 = lineHeight64 - (ascent + descent) * 64
        let half64 = leading64 / 2  // Swift's Int division truncates toward zero, as C++'s does
        // Floor of half64 / 64, in integers (the quotient is exact in Double too, so both agree).
        let halfLeading = half64 >= 0 ? half64 / 64 : -((-half64 + 63) / 64)
        let top64 = (ascent + halfLeading) * 64
        let bottom64 = lineHeight64 - top64
        return (Double(top64) / 64 / deviceScale, Double(bottom64) / 64 / deviceScale)
    }
}

extension CSSLineBoxModel: LineBoxModel {
    var name: LineBoxModelKind { .css }

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
    func minimumLineHeight(size: Double, deviceScale: Double, clipFreeFromPx: Double?, primary: FontFace, lines: [MeasuredLine],
                           fallbacks: [[FontFace]]) -> MinimumLineHeight {
        let m = rounded(primary.metrics)
        var highest = -Double.infinity, lowest = -Double.infinity
        for line in lines { highest = max(highest, line.ink.topPx); lowest = max(lowest, line.ink.bottomPx) }
        return MinimumLineHeight.find(size: size, deviceScale: deviceScale, clipFreeFromPx: clipFreeFromPx) { px in
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
