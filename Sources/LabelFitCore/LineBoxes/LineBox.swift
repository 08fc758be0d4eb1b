/// Where a line's box sits around its baseline, as distances in CSS px (above and below positive).
public struct LineBox: Codable, Sendable, Equatable {
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

    enum CodingKeys: String, CodingKey { case topPx = "top_px", bottomPx = "bottom_px", heightPx = "height_px", model, platform, paintedTopPx = "painted_top_px" }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        topPx = try c.decode(Double.self, forKey: .topPx)
        bottomPx = try c.decode(Double.self, forKey: .bottomPx)
        model = try c.decode(LineBoxModelKind.self, forKey: .model)
        platform = try c.decodeIfPresent(String.self, forKey: .platform)
        paintedTopPx = try c.decodeIfPresent(Double.self, forKey: .paintedTopPx)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(topPx, forKey: .topPx)
        try c.encode(bottomPx, forKey: .bottomPx)
        try c.encode(heightPx, forKey: .heightPx)
        try c.encode(model, forKey: .model)
        try c.encodeIfPresent(platform, forKey: .platform)
        try c.encodeIfPresent(paintedTopPx, forKey: .paintedTopPx)
    }
}
