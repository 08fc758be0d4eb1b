import Foundation

/// How `labelfit layout --chromium` runs the browser (docs/layout-web.md, "Chromium geometry").
public struct ChromiumOptions: Sendable, Hashable {
    /// The executable, resolved by the CLI (a name on PATH or a path).
    public var binary: String
    /// Past this the browser is killed and the run reports an input error (exit 2).
    public var timeoutSeconds: Int
    public init(binary: String, timeoutSeconds: Int = 120) {
        self.binary = binary
        self.timeoutSeconds = timeoutSeconds
    }
}

/// What Chromium laid out for one language of one use in one viewport.
public struct EngineSide: Sendable, Hashable {
    /// Line boxes the text's glyphs sit on (its client rects grouped by top).
    public var lines: Int
    /// Cut: the block container clips (`overflow: hidden|clip`) and its content is wider or taller
    /// than it (`scrollWidth > clientWidth`, `scrollHeight > clientHeight`), or a line clamp leaves
    /// lines out.
    public var cut: Bool
    public var scrollWidth, clientWidth, scrollHeight, clientHeight: Double
}

/// One viewport's reading of one use.
public struct EngineViewport: Sendable, Hashable {
    public var viewportPx: Double
    /// The block container's content box width (border box less borders, padding and scroll bar).
    public var widthPx: Double
    /// The same in the English page (it differs when the text sizes its own box).
    public var englishWidthPx: Double
    public var english: EngineSide
    public var arabic: EngineSide
    /// The width depends on a box whose content the rebuilt tree lacks (runtime text, a component)
    /// through shrink-to-fit, flex, grid or a table: Chromium would be guessing.
    public var dependsOnRuntime: Bool
    /// Not rendered (`display: none` somewhere up): no line boxes.
    public var hidden: Bool
    /// The content width the box reaches holding a text wider than any viewport (`ChromiumPage.probeText`):
    /// the room a box sized by its own text has; nil when another use shares that room.
    public var availablePx: Double?

    /// The class Chromium's own cuts and lines say, as `LayoutMeasurer` names them.
    public var cls: LayoutClass {
        switch (english.cut, arabic.cut) {
        case (false, true): .arabicOnlyCut
        case (true, true): .cutInBoth
        case (true, false): .englishOnlyCut
        default: arabic.lines > 1 ? .wraps : .fits
        }
    }
}

/// Chromium's result on one web use: the viewports it was laid out in, the one the report compares
/// (the first, where the line model measured a fixed width) or decided on, and how the line model's
/// class and Chromium's compare. `reason` says why there is no reading.
public struct EngineReading: Sendable, Hashable {
    public var viewports: [EngineViewport] = []
    /// Index into `viewports` of the reading the record's class is compared with.
    public var chosen: Int?
    /// Chromium's class there equals the line model's (borderline counts as its fits or wraps).
    public var agrees: Bool?
    /// The class was decided with Chromium's width (the static reading had none).
    public var decided = false
    public var reason: String?
    public init(reason: String? = nil) { self.reason = reason }
}

/// One run's tally (`summary.chromium` in JSON, a line in the table).
public struct EngineSummary: Sendable {
    public var measured = 0
    public var agreements = 0
    public var disagreements: [Int] = []
    public var decided = 0
    public var viewports: [Double] = []
    /// The app's rules Chromium's CSSOM did not take (each counted once): not applied in any frame.
    public var rulesRejected = 0
    public init() {}
}
