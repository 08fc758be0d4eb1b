/// How far ink goes past a line box, in CSS px (0 when it stays inside).
public struct Clip: Sendable, Equatable {
    public var topPx: Double
    public var bottomPx: Double
    public var topCharacter: String?
    public var bottomCharacter: String?
    /// The edge that decides is within half a device pixel of its box edge: antialiasing decides
    /// whether pixels are lost, so the verdict may differ from what a screen shows. When ink clips,
    /// only the clipping edges decide (every one of them clips by less than half a device pixel): a
    /// 3.32 px clip at the top stays a clip whatever the bottom does. When nothing clips, an ink edge
    /// just inside its box edge is borderline (a fit that one rounding step could turn into a clip).
    public var borderline: Bool

    public var clips: Bool { topPx > 0 || bottomPx > 0 }

    public init(ink: InkExtents, box: LineBox, deviceScale: Double) {
        // Ink is relative to where the glyphs are painted, which may sit off the layout baseline.
        let boxTop = box.paintedTopPx ?? box.topPx, boxBottom = box.heightPx - boxTop
        topPx = max(0, ink.topPx - boxTop)
        bottomPx = max(0, ink.bottomPx - boxBottom)
        topCharacter = topPx > 0 ? ink.topCharacter : nil
        bottomCharacter = bottomPx > 0 ? ink.bottomCharacter : nil
        let half = 0.5 / deviceScale
        let topNear = ink.topPx > 0 && abs(ink.topPx - boxTop) < half
        let bottomNear = ink.bottomPx > 0 && abs(ink.bottomPx - boxBottom) < half
        if topPx > 0 || bottomPx > 0 {
            borderline = (topPx == 0 || topNear) && (bottomPx == 0 || bottomNear)
        } else {
            borderline = topNear || bottomNear
        }
    }
}
