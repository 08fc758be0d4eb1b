/// An English source and its translation, measured alike.
public struct PairMeasurement: Codable, Sendable, Equatable {
    public var source: StringMeasurement?
    public var target: StringMeasurement?
    /// Target width ÷ source width (px), nil without both or with an empty source.
    public var growthPx: Double?
    /// Target characters ÷ source characters.
    public var growthChars: Double?
    /// The line-height (unitless and px) at which neither string clips.
    public var minLineHeight: MinimumLineHeight?
    /// The target's verdict (the source's when there is no target).
    public var verdict: Verdict

    public init(source: StringMeasurement?, target: StringMeasurement?) {
        self.source = source
        self.target = target
        if let s = source, let t = target {
            growthPx = s.widthPx > 0 ? t.widthPx / s.widthPx : nil
            growthChars = s.characters > 0 ? Double(t.characters) / Double(s.characters) : nil
            minLineHeight = s.minLineHeight.unitless >= t.minLineHeight.unitless ? s.minLineHeight : t.minLineHeight
            if s.minLineHeight.wholePx > t.minLineHeight.wholePx { minLineHeight?.wholePx = s.minLineHeight.wholePx }
            else { minLineHeight?.wholePx = t.minLineHeight.wholePx }
        } else {
            minLineHeight = (target ?? source)?.minLineHeight
        }
        verdict = (target ?? source)?.verdict ?? .fits
    }

    enum CodingKeys: String, CodingKey {
        case source, target, growthPx = "growth_px", growthChars = "growth_chars"
        case minLineHeight = "min_line_height", verdict
    }
}
