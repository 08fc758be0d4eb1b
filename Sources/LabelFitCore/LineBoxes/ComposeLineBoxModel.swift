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
/// returns early and keeps the font's metrics. The target metrics come from the first line and are
/// reused for every line.
struct ComposeLineBoxModel: LineBoxModel {
    let size: Double
    let deviceScale: Double
    let options: PlatformOptions
    var name: LineBoxModelKind { .compose }
    /// StaticLayout's line extent underneath (`AndroidLineBoxModel`) counts the primary's run too.
    var primaryRunJoinsFallbacks: Bool { true }

    /// StaticLayout's line metrics (no padding, no extra) as distances in device px.
    func fontMetrics(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool) -> (ascent: Double, descent: Double) {
        var platform = options
        platform.includeFontPadding = false
        platform.lineSpacingExtraPx = 0
        platform.lineSpacingMultiplier = 1
        let android = AndroidLineBoxModel(size: size, deviceScale: deviceScale, options: platform)
        let base = android.box(primary: primary, fallbacks: fallbacks, first: first, last: last, lineHeightPx: nil)
        return (base.topPx * deviceScale, base.bottomPx * deviceScale)
    }

    /// One line on its own (a single-line paragraph).
    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        boxes(primary: primary, lineFallbacks: [fallbacks], lineHeightPx: lineHeightPx, first: first, last: last)[0]
    }

    func boxes(primary: FontFace, lineFallbacks: [[FontFace]], lineHeightPx: Double?) -> [LineBox]? {
        boxes(primary: primary, lineFallbacks: lineFallbacks, lineHeightPx: lineHeightPx, first: true, last: true)
    }

    /// `chooseHeight` is called per line with that line's metrics, but computes its target ascent and
    /// descent once, on the first call, and reuses them for every line (`LineHeightStyleSpan`).
    /// `first`/`last` say whether the first and last entries really are the paragraph's.
    private func boxes(primary: FontFace, lineFallbacks: [[FontFace]], lineHeightPx: Double?, first: Bool, last: Bool) -> [LineBox] {
        let count = lineFallbacks.count
        let own = lineFallbacks.indices.map { i in
            fontMetrics(primary: primary, fallbacks: lineFallbacks[i], first: first && i == 0, last: last && i == count - 1)
        }
        let unchanged = own.map { LineBox(topPx: $0.ascent / deviceScale, bottomPx: $0.descent / deviceScale, model: name) }
        guard let l = lineHeightPx, let fm = own.first else { return unchanged }
        let fontHeight = fm.ascent + fm.descent
        guard fontHeight > 0 else { return unchanged }
        let trimTop = options.lineHeightTrim.trimsFirstLineTop
        let trimBottom = options.lineHeightTrim.trimsLastLineBottom
        let mode = options.lineHeightMode
        if count == 1 && first && last && trimTop && trimBottom && mode != .tight { return unchanged }
        let target = (l * deviceScale).rounded(.up)
        let diff = target - fontHeight
        if mode == .minimum && diff <= 0 { return unchanged }
        let topRatio: Double
        switch options.lineHeightAlignment {
        case .top: topRatio = 0
        case .center: topRatio = 0.5
        case .bottom: topRatio = 1
        case .proportional: topRatio = fm.ascent / fontHeight
        }
        let descentDiff = diff <= 0 ? (diff * topRatio).rounded(.up) : (diff * (1 - topRatio)).rounded(.up)
        let newBottom = fm.descent + descentDiff
        let newTop = target - newBottom
        var firstTop = newTop, lastBottom = newBottom
        if mode == .tight && diff < 0 {
            // Edges as distances from the baseline: "max(fm.ascent, ascent)" keeps the nearer one.
            firstTop = trimTop ? min(fm.ascent, newTop) : max(fm.ascent, newTop)
            lastBottom = trimBottom ? min(fm.descent, newBottom) : max(fm.descent, newBottom)
        } else {
            if trimTop { firstTop = fm.ascent }
            if trimBottom { lastBottom = fm.descent }
        }
        return (0..<count).map { i in
            let top = first && i == 0 ? firstTop : newTop
            let bottom = last && i == count - 1 ? lastBottom : newBottom
            return LineBox(topPx: top / deviceScale, bottomPx: bottom / deviceScale, model: name)
        }
    }
}
