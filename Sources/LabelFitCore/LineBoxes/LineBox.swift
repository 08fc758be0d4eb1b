/// Where a line's box sits around its baseline, as distances in CSS px (above and below positive).
public struct LineBox: Sendable, Equatable {
    /// Box top above the baseline.
    public var topPx: Double
    /// Box bottom below the baseline.
    public var bottomPx: Double
    /// The model that placed it.
    public var model: LineBoxModelKind
    /// The platform the model stood for, where a model covers several (`web`: the browser platform).
    public var platform: String?
    /// Where the glyphs are painted below the line top, when that is not `topPx` (Flutter rounds the
    /// baseline for painting); clipping is judged there.
    public var paintedTopPx: Double?

    public var heightPx: Double { topPx + bottomPx }

    public init(topPx: Double, bottomPx: Double, model: LineBoxModelKind, platform: String? = nil, paintedTopPx: Double? = nil) {
        self.topPx = topPx
        self.bottomPx = bottomPx
        self.model = model
        self.platform = platform
        self.paintedTopPx = paintedTopPx
    }
}
