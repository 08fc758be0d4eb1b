/// How far ink goes past a line box, in CSS px (0 when it stays inside).
public struct Clip: Codable, Sendable, Equatable {
    public var topPx: Double
    public var bottomPx: Double
    public var topCharacter: String?
    public var bottomCharacter: String?
    /// An ink edge within half a device pixel of its box edge: antialiasing decides whether pixels
    /// are lost, so the verdict may differ from what a screen shows.
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
        borderline = (ink.topPx > 0 && abs(ink.topPx - boxTop) < half)
            || (ink.bottomPx > 0 && abs(ink.bottomPx - boxBottom) < half)
    }

    enum CodingKeys: String, CodingKey {
        case topPx = "top_px", bottomPx = "bottom_px", topCharacter = "top_character"
        case bottomCharacter = "bottom_character", borderline
    }
}
