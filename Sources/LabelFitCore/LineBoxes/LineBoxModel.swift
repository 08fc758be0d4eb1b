/// Where a platform puts one line's box, given the fonts that drew on the line.
///
/// Box edges are distances from the line's baseline in CSS px (dp on Android, pt on iOS). `first`
/// and `last` matter on Android (font padding) and Compose (trim).
protocol LineBoxModel {
    var name: LineBoxModelKind { get }
    /// Whether the first family's metrics join a line only when it drew there (SkParagraph); then
    /// `fallbacks` lists every face that drew, the first family included.
    var primaryCountsOnlyWhenItDraws: Bool { get }
    /// Whether `fallbacks` lists the primary too when it drew on the line (minikin extends a line by
    /// every run's font, the primary's included, with its real metrics).
    var primaryRunJoinsFallbacks: Bool { get }
    /// Every line's box at once, for models whose lines depend on each other (Compose computes its
    /// target metrics from the first line and reuses them); nil when each line stands alone.
    func boxes(primary: FontFace, lineFallbacks: [[FontFace]], lineHeightPx: Double?) -> [LineBox]?
    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox
    /// A line-height (CSS px) above which ink of these extents can never clip, if the model can prove
    /// one; the minimum-line-height search then starts there instead of at 5 × the size.
    func clipFreeBound(primary: FontFace, inkTopPx: Double, inkBottomPx: Double) -> Double?
    /// The smallest line-height at which no line's ink passes its own box (`MinimumLineHeight.find`
    /// over this model's boxes); models whose box at a fixed height depends only on the primary font
    /// answer it without building each line's box.
    func minimumLineHeight(size: Double, deviceScale: Double, clipFreeFromPx: Double?, primary: FontFace, lines: [MeasuredLine],
                           fallbacks: [[FontFace]]) -> MinimumLineHeight
}

extension LineBoxModel {
    var primaryCountsOnlyWhenItDraws: Bool { false }
    var primaryRunJoinsFallbacks: Bool { primaryCountsOnlyWhenItDraws }
    func boxes(primary: FontFace, lineFallbacks: [[FontFace]], lineHeightPx: Double?) -> [LineBox]? { nil }

    func clipFreeBound(primary: FontFace, inkTopPx: Double, inkBottomPx: Double) -> Double? { nil }

    func minimumLineHeight(size: Double, deviceScale: Double, clipFreeFromPx: Double?, primary: FontFace, lines: [MeasuredLine],
                           fallbacks: [[FontFace]]) -> MinimumLineHeight {
        MinimumLineHeight.find(size: size, deviceScale: deviceScale, clipFreeFromPx: clipFreeFromPx) { px in
            if let all = boxes(primary: primary, lineFallbacks: fallbacks, lineHeightPx: px) {
                return lines.indices.contains { i in
                    let top = all[i].paintedTopPx ?? all[i].topPx
                    return lines[i].ink.topPx > top || lines[i].ink.bottomPx > all[i].heightPx - top
                }
            }
            for i in lines.indices {
                let box = box(primary: primary, fallbacks: fallbacks[i], first: i == 0, last: i == lines.count - 1, lineHeightPx: px)
                let top = box.paintedTopPx ?? box.topPx
                if lines[i].ink.topPx > top || lines[i].ink.bottomPx > box.heightPx - top { return true }
            }
            return false
        }
    }
}
