/// Everything LabelFit knows about one string laid out with one set of options.
public struct StringMeasurement: Sendable, Equatable {
    public var text: String
    public var locale: String
    public var direction: TextDirection
    /// User-perceived characters (extended grapheme clusters).
    public var characters: Int
    /// Advance width of the whole string on one line, CSS px, unrounded.
    public var widthPx: Double
    /// The same as layout rounds it (each run up to 1/64 device px).
    public var layoutWidthPx: Double
    /// Ink over all visible lines, each relative to its own baseline.
    public var ink: InkExtents
    /// The first line's box (with a fixed line-height every line has the same one).
    public var lineBox: LineBox
    /// Ink past the container: the first line's top and the last visible line's bottom.
    public var clip: Clip
    /// The used line-height in CSS px, or nil for `normal` (then see each line's box).
    public var lineHeightPx: Double?
    public var minLineHeight: MinimumLineHeight
    public var availableWidthPx: Double?
    /// Visible lines.
    public var lines: Int
    public var lineTexts: [String]
    public var lineDetails: [MeasuredLine]
    public var visibleText: String
    public var droppedText: String
    public var droppedWords: [String]
    /// Lines past a fixed row height, cut off whole.
    public var clippedLines: Int
    /// The block size the row needs for its visible lines, padding included.
    public var rowHeightPx: Double
    public var verdict: Verdict
    public var fontsUsed: [FontUse]
    public var missing: [MissingCluster]
    /// Runs in logical order: one font, one direction, one script each.
    public var runs: [RunSummary]
    public var deviceScale: Double
}
