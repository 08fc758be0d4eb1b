import Foundation

/// Blink's line box (CSS 2 §10.8 half-leading, as Chromium rounds it), per platform.
///
/// Sources: Blink `platform/fonts/font_metrics.cc` `FontMetrics::AscentDescentWithHacks` (ascent and
/// descent rounded to whole device px; on Linux, ChromeOS and Android a device pixel moves from the
/// ascent to the descent when the descent was rounded down and the font renders with subpixel
/// positioning; on Mac, Times/Helvetica/Courier get 15 % more ascent), `simple_font_data.cc`
/// `PlatformInit` (line spacing), `core/style/computed_style.cc` `ComputedLineHeightAsFixed` (a fixed
/// line-height floored to 1/64 px, computed in float), `core/layout/inline/line_utils.cc`
/// `CalculateLeadingSpace` and `inline_box_state.cc` (fallback fonts widen `normal`). All arithmetic is
/// in device pixels: metrics are rounded at font-size × device-scale, and the line-height is kept in
/// LayoutUnits (1/64 px).
public struct CSSLineBoxModel: Sendable {
    public var size: Double
    public var deviceScale: Double
    /// Which Chrome: decides the metric source, the borrow and the Mac ascent hack.
    public var platform: WebPlatform
    public var textRendering: TextRendering
    /// A unitless line-height, kept as given: Blink multiplies it by the font size in float32.
    public var multiplier: Double?

    public init(size: Double, deviceScale: Double = 1, platform: WebPlatform = .headless,
                textRendering: TextRendering = .auto, multiplier: Double? = nil) {
        self.size = size
        self.deviceScale = deviceScale
        self.platform = platform
        self.textRendering = textRendering
        self.multiplier = multiplier
    }

    /// A font's ascent, descent and line gap in whole device px, each rounded half up on its own.
    public struct RoundedMetrics: Equatable, Sendable {
        public var ascent: Int, descent: Int, lineGap: Int
    }

    /// Whether the font renders with subpixel positioning, which is what the borrow asks.
    /// `ui/gfx/font_render_params_skia.cc` `LoadDefaults` (Android: always);
    /// `ui/gfx/font_render_params_linux.cc` `GetFontRenderParams` (Linux: device scale > 1; ChromeOS:
    /// fractional scales only); headless Chromium never sets the font device scale, so only
    /// `text-rendering: geometricPrecision` turns it on there (`font_platform_data.cc`,
    /// Linux and ChromeOS only — Android has it anyway).
    public var subpixelPositioning: Bool {
        let geometric = textRendering == .geometricPrecision
        switch platform {
        case .android: return true
        case .linux: return deviceScale > 1 || geometric
        case .chromeos: return abs(deviceScale.rounded() - deviceScale) > 1e-6 || geometric
        case .headless: return geometric
        default: return false
        }
    }

    /// Whether `AscentDescentWithHacks` may move a pixel from ascent to descent (its `#if IS_LINUX ||
    /// IS_CHROMEOS || IS_ANDROID || IS_FUCHSIA` branch) and the font asks for it.
    var borrows: Bool {
        switch platform {
        case .android, .linux, .chromeos, .headless: subpixelPositioning
        default: false
        }
    }

    /// Ascent, descent and line gap in font units from the platform's font backend: FreeType on
    /// Linux, ChromeOS and Android (typo when USE_TYPO_METRICS, else hhea); DirectWrite on Windows
    /// (Skia `SkScalerContext_win_dw.cpp` `generateFontMetrics` over DWRITE_FONT_METRICS: typo when
    /// USE_TYPO_METRICS, else usWinAscent/usWinDescent with the hhea leftover as line gap); CoreText's
    /// hhea on Mac.
    static func platformMetrics(_ m: VerticalMetrics, platform: WebPlatform) -> (ascent: Int, descent: Int, lineGap: Int) {
        switch platform {
        case .windows where !m.useTypoMetrics && (m.winAscent != 0 || m.winDescent != 0):
            let gap = max(0, m.hheaAscender - m.hheaDescender + m.hheaLineGap - m.winAscent - m.winDescent)
            return (m.winAscent, m.winDescent, gap)
        case .mac, .macosSafari, .ios:
            return (m.hheaAscender, -m.hheaDescender, m.hheaLineGap)
        default:
            return (m.ascent, m.descent, m.lineGap)
        }
    }

    /// The families Blink's Mac branch and WebKit's Cocoa ports give 15 % more ascent.
    static func isClassicMacFamily(_ family: String, ios: Bool) -> Bool {
        let names = ios ? ["times", "helvetica", ".helvetica neueui"] : ["times", "helvetica", "courier"]
        return names.contains(family.lowercased())
    }

    public func rounded(_ m: VerticalMetrics, family: String = "") -> RoundedMetrics {
        // Skia's metrics are scaled by the SkFont's size, Blink's effective size: the computed size truncated
        // to 1/100 device px (`BlinkEffectiveFontSize`; `SimpleFontData::PlatformInit` reads them from
        // that font).
        let k = Double(BlinkEffectiveFontSize.devicePx(size: size, deviceScale: deviceScale)) / Double(m.unitsPerEm)
        let (a, d, g) = Self.platformMetrics(m, platform: platform)
        func r(_ v: Double) -> Int { Int(saturating: (v + 0.5).rounded(.down)) }
        var ascent = r(Double(a) * k), descent = r(Double(d) * k)
        if borrows && Double(descent) < Double(d) * k && ascent >= 1 { descent += 1; ascent -= 1 }
        if platform == .mac && Self.isClassicMacFamily(family, ios: false) {
            ascent += Int(saturating: (Double(ascent + descent) * 0.15 + 0.5).rounded(.down))
        }
        return RoundedMetrics(ascent: ascent, descent: descent, lineGap: r(Double(g) * k))
    }

    func rounded(_ face: FontFace) -> RoundedMetrics { rounded(face.metrics, family: face.family) }

    /// A fixed line-height in 1/64 device px: `LayoutUnit::FromFloatFloor` of a float32 product
    /// (a unitless value times the zoomed font size), as Chromium 156 computes it.
    func lineHeight64(_ lineHeightPx: Double) -> Int {
        let product: Float
        if let m = multiplier, abs(m * size - lineHeightPx) < 1e-9 {
            product = Float(m) * Float(size * deviceScale)
        } else {
            product = Float(lineHeightPx * deviceScale)
        }
        return Int(saturating: (product * 64).rounded(.down))
    }

    /// The line box for a fixed line-height of `lineHeightPx` CSS px. Only the primary font counts.
    public func box(primary: VerticalMetrics, lineHeightPx: Double, family: String = "") -> LineBox {
        let m = rounded(primary, family: family)
        return place(ascent: m.ascent, descent: m.descent, lineHeight64: lineHeight64(lineHeightPx))
    }

    /// The box for `line-height: normal`: each font used on the line contributes A + D + lineGap with
    /// its own half-leading, and the box is their union.
    public func normalBox(primary: VerticalMetrics, fallbacks: [VerticalMetrics]) -> LineBox {
        normalBox(primary: (primary, ""), fallbacks: fallbacks.map { ($0, "") })
    }

    func normalBox(primary: (VerticalMetrics, String), fallbacks: [(VerticalMetrics, String)]) -> LineBox {
        func own(_ metrics: (VerticalMetrics, String)) -> LineBox {
            let m = rounded(metrics.0, family: metrics.1)
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
        Double(lineHeight64(lineHeightPx)) / 64 / deviceScale
    }

    /// Half-leading: (L − A − D) halved in 1/64 units with truncation toward zero, then floored to a
    /// whole device pixel; the baseline sits A + half-leading below the line top.
    func place(ascent: Int, descent: Int, lineHeight64: Int) -> LineBox {
        let (top, bottom) = edges(ascent: ascent, descent: descent, lineHeight64: lineHeight64)
        return LineBox(topPx: top, bottomPx: bottom, model: .css, platform: platform.rawValue)
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
        let m = rounded(primary)
        let a = Double(m.ascent), d = Double(m.descent)
        let forBottom = 2 * inkBottomPx * deviceScale + a - d + 4.0 / 64
        let forTop = 2 * (inkTopPx * deviceScale - a + 1) + a + d + 4.0 / 64
        return max(forBottom, forTop, 0) / deviceScale
    }

    /// With a fixed line-height every line gets the primary font's box, so the highest and lowest ink
    /// decide, against metrics rounded once.
    func minimumLineHeight(size: Double, deviceScale: Double, clipFreeFromPx: Double?, primary: FontFace, lines: [MeasuredLine],
                           fallbacks: [[FontFace]]) -> MinimumLineHeight {
        let m = rounded(primary)
        var highest = -Double.infinity, lowest = -Double.infinity
        for line in lines { highest = max(highest, line.ink.topPx); lowest = max(lowest, line.ink.bottomPx) }
        func clips(_ l64: Int) -> Bool {
            let box = edges(ascent: m.ascent, descent: m.descent, lineHeight64: l64)
            return highest > box.top || lowest > box.bottom
        }
        // A unitless candidate goes through the float32 multiplier path, as `.multiple(u)` is measured;
        // a whole px candidate through the px path.
        var atMultiple = self, asPx = self
        asPx.multiplier = nil
        return MinimumLineHeight.find(size: size, deviceScale: deviceScale, clipFreeFromPx: clipFreeFromPx,
                                      clipsAtMultiple: { u in atMultiple.multiplier = u; return clips(atMultiple.lineHeight64(u * size)) }) { px in
            clips(asPx.lineHeight64(px))
        }
    }

    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        if let px = lineHeightPx { return box(primary: primary.metrics, lineHeightPx: px, family: primary.family) }
        return normalBox(primary: (primary.metrics, primary.family), fallbacks: fallbacks.map { ($0.metrics, $0.family) })
    }
}
