import LabelFitCore

/// The settings a run used, echoed in every report so a number can be reproduced.
public struct RunSettings: Codable, Sendable {
    public var sourceFont: String
    public var targetFont: String
    public var sizePx: Double
    public var lineHeight: String
    public var deviceScale: Double
    public var features: [String]
    public var row: RowGeometry
    public var profile: String
    /// The platform the line model stood for (`web`: the browser platform; `android`/`compose`: the
    /// family variant and target SDK), so no report leaves it implicit.
    public var platform: String?
    /// What the run could not judge with these settings (no row width: only vertical fit), and the
    /// device profile a width came from; absent when there is nothing to say.
    public var notes: [String]?

    public init(source: MeasureOptions, target: MeasureOptions, profile: String = "web") {
        sourceFont = source.fontStack.description
        targetFont = target.fontStack.description
        sizePx = target.size
        lineHeight = target.lineHeight.description
        deviceScale = target.deviceScale
        features = target.features.specs
        row = target.row
        self.profile = profile
        platform = target.modelledPlatform
    }

    enum CodingKeys: String, CodingKey {
        case sourceFont = "source_font", targetFont = "target_font", sizePx = "size_px", lineHeight = "line_height"
        case deviceScale = "device_scale", features, row, profile, platform, notes
    }
}

/// One result of `labelfit measure`: a pair (or a lone string), or the error that stopped it.
public struct MeasureResult: Sendable {
    /// 1-based line of standard input, when the input came from there.
    public var inputLine: Int?
    public var source: StringMeasurement?
    public var target: StringMeasurement?
    public var growthPx: Double?
    public var growthChars: Double?
    public var minLineHeight: MinimumLineHeight?
    public var verdict: Verdict?
    public var error: String?

    public init(inputLine: Int?, pair: PairMeasurement) {
        self.inputLine = inputLine
        source = pair.source
        target = pair.target
        growthPx = pair.growthPx
        growthChars = pair.growthChars
        minLineHeight = pair.minLineHeight
        verdict = pair.verdict
    }

    /// The pair's record made from its two measurements, which are moved in: taking a whole
    /// `PairMeasurement` copied both (a struct cannot be taken apart field by field), some 900
    /// instructions of reference counting and copying a record.
    public init(inputLine: Int?, source: consuming StringMeasurement?, target: consuming StringMeasurement?) {
        self.inputLine = inputLine
        (growthPx, growthChars, minLineHeight, verdict) = PairMeasurement.compare(source: source, target: target)
        self.source = source
        self.target = target
    }

    public init(inputLine: Int?, error: String) {
        self.inputLine = inputLine
        self.error = error
    }
}

