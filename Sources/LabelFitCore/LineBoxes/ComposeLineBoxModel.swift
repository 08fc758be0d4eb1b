/// Jetpack Compose `Text` (Compose UI ≥ 1.6: `includeFontPadding = false`): with a `lineHeight`,
/// androidx `LineHeightStyleSpan.chooseHeight` turns StaticLayout's line metrics into a line of
/// `ceil(lineHeight)` device px.
///
/// With `diff = L − (descent − ascent)` and `r` the top ratio (`Alignment` Top 0, Center ½, Bottom 1,
/// Proportional ascent ÷ font height), the descent moves by `ceil(diff × (1 − r))` when the line grows
/// and by `ceil(diff × r)` when it shrinks. `Mode.Fixed` (the default) restores the first line's top
/// and the last line's bottom that `Trim` names whatever the sign of `diff`; `Mode.Minimum` leaves a
/// line that would shrink alone; `Mode.Tight` shrinks it and keeps, on trimmed edges, whichever of the
/// font's and the new edge is closer to the baseline. A single line with `Trim.Both` (not in Tight)
/// returns early and keeps the font's metrics.
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
        let unchanged = LineBox(topPx: base.topPx, bottomPx: base.bottomPx, model: name)
        guard let l = lineHeightPx else { return unchanged }
        let ascent = base.topPx * deviceScale, descent = base.bottomPx * deviceScale
        let fontHeight = ascent + descent
        guard fontHeight > 0 else { return unchanged }
        let trimTop = options.lineHeightTrim.trimsFirstLineTop
        let trimBottom = options.lineHeightTrim.trimsLastLineBottom
        let mode = options.lineHeightMode
        if first && last && trimTop && trimBottom && mode != .tight { return unchanged }
        let target = (l * deviceScale).rounded(.up)
        let diff = target - fontHeight
        if mode == .minimum && diff <= 0 { return unchanged }
        let topRatio: Double
        switch options.lineHeightAlignment {
        case .top: topRatio = 0
        case .center: topRatio = 0.5
        case .bottom: topRatio = 1
        case .proportional: topRatio = ascent / fontHeight
        }
        let descentDiff = diff <= 0 ? (diff * topRatio).rounded(.up) : (diff * (1 - topRatio)).rounded(.up)
        let newBottom = descent + descentDiff
        let newTop = target - newBottom
        var top = newTop, bottom = newBottom
        if mode == .tight && diff < 0 {
            // Edges as distances from the baseline: "max(fm.ascent, ascent)" keeps the nearer one.
            if first { top = trimTop ? min(ascent, newTop) : max(ascent, newTop) }
            if last { bottom = trimBottom ? min(descent, newBottom) : max(descent, newBottom) }
        } else {
            if first && trimTop { top = ascent }
            if last && trimBottom { bottom = descent }
        }
        return LineBox(topPx: top / deviceScale, bottomPx: bottom / deviceScale, model: name)
    }
}
