/// Jetpack Compose `Text` (Compose UI ≥ 1.6: `includeFontPadding = false`): with a `lineHeight` the
/// difference `ceil(L) − (descent + ascent)` is distributed by `LineHeightStyle.Alignment` (top share:
/// Top 0, Center ½, Bottom 1, Proportional ascent ÷ font height), and `Trim` takes the first line's top
/// share and/or the last line's bottom share back off (androidx `LineHeightStyleSpan`).
struct ComposeLineBoxModel: LineBoxModel {
    let size: Double
    let deviceScale: Double
    let options: PlatformOptions
    var name: LineBoxModelKind { .compose }

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
        case .top: topRatio = 0
        case .center: topRatio = 0.5
        case .bottom: topRatio = 1
        case .proportional: topRatio = fontHeight > 0 ? ascent / fontHeight : 0.5
        }
        let descentDiff = (diff * (1 - topRatio)).rounded(.up)
        var bottom = descent + descentDiff
        var top = target - bottom
        let trimTop = options.lineHeightTrim.trimsFirstLineTop
        let trimBottom = options.lineHeightTrim.trimsLastLineBottom
        if first && trimTop && diff > 0 { top = ascent }
        if last && trimBottom && diff > 0 { bottom = descent }
        return LineBox(topPx: top / deviceScale, bottomPx: bottom / deviceScale, model: name)
    }
}
