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

    /// The measurements are moved in, not copied.
    public init(source: consuming StringMeasurement?, target: consuming StringMeasurement?) {
        (growthPx, growthChars, minLineHeight, verdict) = Self.compare(source: source, target: target)
        self.source = source
        self.target = target
    }

    /// Growth, the pair's minimum line-height and verdict, read from the two measurements in place
    /// (batch callers keep the measurements in their own records and need only these).
    public static func compare(source: StringMeasurement?, target: StringMeasurement?)
        -> (growthPx: Double?, growthChars: Double?, minLineHeight: MinimumLineHeight?, verdict: Verdict) {
        // Field by field through optional chaining, which reads in place (binding the whole
        // measurement with `if let` would copy it).
        var minLineHeight: MinimumLineHeight?
        var growthPx: Double?, growthChars: Double?
        if let sw = source?.widthPx, let tw = target?.widthPx, let sc = source?.characters, let tc = target?.characters,
           let sm = source?.minLineHeight, let tm = target?.minLineHeight {
            growthPx = sw > 0 ? tw / sw : nil
            growthChars = sc > 0 ? Double(tc) / Double(sc) : nil
            minLineHeight = sm.unitless >= tm.unitless ? sm : tm
            minLineHeight?.wholePx = max(sm.wholePx, tm.wholePx)
        } else {
            minLineHeight = target?.minLineHeight ?? source?.minLineHeight
        }
        return (growthPx, growthChars, minLineHeight, target?.verdict ?? source?.verdict ?? .fits)
    }

    enum CodingKeys: String, CodingKey {
        case source, target, growthPx = "growth_px", growthChars = "growth_chars"
        case minLineHeight = "min_line_height", verdict
    }
}
