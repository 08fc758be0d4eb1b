/// One line of a laid-out label.
public struct MeasuredLine: Sendable, Equatable {
    public var text: String
    /// Scalar range of the line in the string (trailing spaces included).
    public var start: Int
    public var end: Int
    public var widthPx: Double
    public var layoutWidthPx: Double
    public var ink: InkExtents
    public var lineBox: LineBox
    public var clip: Clip
    /// Ink of this line reaching into the next line's ink band: this line's ink below the baseline plus
    /// the next line's ink above its baseline, less the distance between the baselines. Above 0 the
    /// glyphs of the two lines may touch.
    public var inkOverlapNextPx: Double?
}
