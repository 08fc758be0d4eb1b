import Foundation

/// WebKit's line box (Safari on iOS and macOS, WebKitGTK), in CSS px: the device scale plays no part.
///
/// Sources (WebKit/WebKit): `platform/graphics/skia/FontSkia.cpp` `Font::platformInit` (WebKitGTK:
/// ascent and descent rounded half up to whole CSS px); `platform/graphics/coretext/FontCoreText.cpp`
/// `Font::platformInit` (macOS: CoreText's hhea floats, `lroundf` in `FontMetrics`, and 15 % more
/// ascent for local Times/Helvetica/Courier; iOS: ascent, descent and line gap rounded **up**, the 15 %
/// for Times, Helvetica and .Helvetica NeueUI also rounded up); `rendering/style/RenderStyle.cpp`
/// `computeLineHeight` (WebKitGTK 2.50: a fixed line-height is an `int`, so it is truncated to whole
/// CSS px); `layout/formattingContexts/inline/InlineLineBoxBuilder.cpp` `setLayoutBoundsForInlineBox`
/// (half-leading a float, layout bounds `floor(A + half)` above and `ceil(D + half)` below; `normal`
/// widened by each fallback font's own bounds, a fixed line-height never).
public struct WebKitLineBoxModel: Sendable {
    public var size: Double
    public var platform: WebPlatform
    /// The configured line-height: WebKit resolves a number and a percentage differently from px, so
    /// the px value alone is not enough.
    public var lineHeight: LineHeight?

    public init(size: Double, platform: WebPlatform, lineHeight: LineHeight? = nil) {
        self.size = size
        self.platform = platform
        self.lineHeight = lineHeight
    }

    /// Whole-px ascent and descent and the line spacing used for `normal`.
    public struct RoundedMetrics: Equatable, Sendable {
        public var ascent: Int, descent: Int, lineSpacing: Int
    }

    public func rounded(_ m: VerticalMetrics, family: String = "") -> RoundedMetrics {
        let k = size / Double(m.unitsPerEm)
        let (a, d, g) = CSSLineBoxModel.platformMetrics(m, platform: platform)
        let ascent = Double(a) * k, descent = Double(d) * k, gap = Double(max(0, g)) * k
        func half(_ v: Double) -> Int { Int(saturating: (v + 0.5).rounded(.down)) }
        switch platform {
        case .ios:
            let adjustment = CSSLineBoxModel.isClassicMacFamily(family, ios: true) ? ((ascent + descent) * 0.15).rounded(.up) : 0
            let lineSpacing = Int(saturating: ascent.rounded(.up) + adjustment + descent.rounded(.up) + gap.rounded(.up))
            return RoundedMetrics(ascent: Int(saturating: (ascent + adjustment).rounded(.up)), descent: Int(saturating: descent.rounded(.up)), lineSpacing: lineSpacing)
        case .macosSafari:
            let adjusted = ascent + (CSSLineBoxModel.isClassicMacFamily(family, ios: false) ? ((ascent + descent) * 0.15).rounded() : 0)
            let a = half(adjusted), dd = half(descent)
            return RoundedMetrics(ascent: a, descent: dd, lineSpacing: a + dd + half(gap))
        default:
            let a = half(ascent), dd = half(descent)
            return RoundedMetrics(ascent: a, descent: dd, lineSpacing: a + dd + half(gap))
        }
    }

    /// The used line-height in whole CSS px (`RenderStyle::computeLineHeight` returns an `int`). A
    /// percentage is resolved at style time with its percent truncated to a whole number
    /// (`computedFontSize × intValue() / 100`: 117.9 % of 17 px → 19); a number multiplies the
    /// unrounded size and px are truncated (16.5 px × 1.2 → 19; measured with WebKitGTK 2.50, which
    /// does not resolve a number against the rounded pixel size as an older `computeLineHeight` read).
    /// Any other value (the minimum-line-height search's candidates) is taken as px.
    public func usedLineHeight(_ lineHeightPx: Double) -> Double {
        switch lineHeight {
        case .percent(let p)? where abs(p * size / 100 - lineHeightPx) < 1e-9:
            return (size * p.rounded(.towardZero) / 100).rounded(.towardZero)
        default:
            return lineHeightPx.rounded(.towardZero)
        }
    }

    /// Layout bounds around the baseline for a line-height `l` (CSS px).
    func place(_ m: RoundedMetrics, lineHeight l: Double) -> LineBox {
        let half = (l - Double(m.ascent + m.descent)) / 2
        return LineBox(topPx: (Double(m.ascent) + half).rounded(.down), bottomPx: (Double(m.descent) + half).rounded(.up),
                       model: .css, platform: platform.rawValue)
    }
}

extension WebKitLineBoxModel: LineBoxModel {
    var name: LineBoxModelKind { .css }

    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        let m = rounded(primary.metrics, family: primary.family)
        if let px = lineHeightPx { return place(m, lineHeight: usedLineHeight(px)) }
        var union = place(m, lineHeight: Double(m.lineSpacing))
        for f in fallbacks {
            let fm = rounded(f.metrics, family: f.family)
            let b = place(fm, lineHeight: Double(fm.lineSpacing))
            union.topPx = max(union.topPx, b.topPx)
            union.bottomPx = max(union.bottomPx, b.bottomPx)
        }
        return union
    }

    /// With a fixed line-height only the primary's box counts, the same on every line, so the highest
    /// and lowest ink decide. A unitless candidate resolves as `.multiple(u)` does, a whole px
    /// candidate as px.
    func minimumLineHeight(size: Double, deviceScale: Double, clipFreeFromPx: Double?, primary: FontFace, lines: [MeasuredLine],
                           fallbacks: [[FontFace]]) -> MinimumLineHeight {
        let m = rounded(primary.metrics, family: primary.family)
        var highest = -Double.infinity, lowest = -Double.infinity
        for line in lines { highest = max(highest, line.ink.topPx); lowest = max(lowest, line.ink.bottomPx) }
        func clips(_ l: Double) -> Bool {
            let box = place(m, lineHeight: l)
            return highest > box.topPx || lowest > box.bottomPx
        }
        var atMultiple = self
        return MinimumLineHeight.find(size: size, deviceScale: deviceScale, clipFreeFromPx: clipFreeFromPx,
                                      clipsAtMultiple: { u in atMultiple.lineHeight = .multiple(u); return clips(atMultiple.usedLineHeight(u * size)) }) { px in
            clips(px.rounded(.towardZero))
        }
    }

    /// top = floor(A + (L − A − D)/2) ≥ (L + A − D)/2 − 1 and bottom ≥ (L − A + D)/2, with L ≥ px − 1
    /// after truncation; solving each for the ink, plus a pixel for the truncation.
    func clipFreeBound(primary: FontFace, inkTopPx: Double, inkBottomPx: Double) -> Double? {
        let m = rounded(primary.metrics, family: primary.family)
        let a = Double(m.ascent), d = Double(m.descent)
        return max(2 * (inkTopPx + 1) - a + d, 2 * inkBottomPx + a - d, 0) + 1
    }
}
