import Foundation

/// The smallest line-height at which a string's ink stays inside its line box.
///
/// Because Blink floors the half-leading to whole device pixels, "clip-free" is not monotone in the
/// line-height: the answer is the smallest value from which every larger one is clip-free, found by
/// scanning down from a generous upper bound.
public struct MinimumLineHeight: Codable, Sendable, Equatable {
    /// Unitless (× font size), to 0.01.
    public var unitless: Double
    /// That unitless value in CSS px, floored to 1/64 device px as Blink stores a line-height.
    public var px: Double
    /// The smallest whole px line-height from which every larger whole px is clip-free.
    public var wholePx: Int
    /// False when even the largest line-height searched (`MinimumLineHeight.limitHundredths`/100 ×
    /// the size) clips: the values are then that limit, not an answer.
    public var found: Bool

    enum CodingKeys: String, CodingKey { case unitless, px, wholePx = "whole_px", found }

    public init(unitless: Double, px: Double, wholePx: Int, found: Bool = true) {
        self.unitless = unitless
        self.px = px
        self.wholePx = wholePx
        self.found = found
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        unitless = try c.decode(Double.self, forKey: .unitless)
        px = try c.decode(Double.self, forKey: .px)
        wholePx = try c.decode(Int.self, forKey: .wholePx)
        found = try c.decodeIfPresent(Bool.self, forKey: .found) ?? true
    }

    /// The search never goes past 100 × the size (the largest unitless line-height LabelFit accepts).
    static let limitHundredths = 10_000

    /// Searches unitless values 0.01…`maxHundredths`/100 and whole px up to the same height, scanning
    /// down from the top, or from `clipFreeFromPx` when the model can prove nothing clips above it.
    /// When the top still clips (marks stacked far above a letter), the top doubles until it does not,
    /// up to `limitHundredths`; past that the answer is reported as not found.
    /// `clipsAtMultiple`, when given, answers for the unitless candidates: engines resolve a number
    /// differently from the same px (Blink in float32, WebKit against the rounded font size).
    static func find(size: Double, deviceScale: Double = 1, maxHundredths: Int = 500, clipFreeFromPx: Double? = nil,
                     clipsAtMultiple: ((Double) -> Bool)? = nil, clips: (Double) -> Bool) -> MinimumLineHeight {
        func unitlessClips(_ h: Int) -> Bool { clipsAtMultiple?(Double(h) / 100) ?? clips(Double(h) / 100 * size) }
        var startHundredths = maxHundredths
        if let bound = clipFreeFromPx, bound.isFinite {
            startHundredths = min(maxHundredths, max(1, Int(saturating: (bound / size * 100).rounded(.up) + 1)))
        }
        var found = true
        if unitlessClips(startHundredths) {
            found = false
            var h = max(startHundredths, 1)
            while h < limitHundredths {
                h = min(2 * h, limitHundredths)
                if !unitlessClips(h) { found = true; break }
            }
            startHundredths = h
        }
        var startPx = Int(saturating: (Double(startHundredths) / 100 * size).rounded(.up))
        if let bound = clipFreeFromPx, bound.isFinite, found {
            startPx = min(startPx, max(1, Int(saturating: bound.rounded(.up) + 1)))
        }
        let floored = { (px: Double) in (px * deviceScale * 64).rounded(.down) / 64 / deviceScale }
        guard found else {
            let unitless = Double(startHundredths) / 100
            return MinimumLineHeight(unitless: unitless, px: floored(unitless * size), wholePx: startPx, found: false)
        }
        var lowest = startHundredths
        for h in stride(from: startHundredths, through: 1, by: -1) {
            if unitlessClips(h) { break }
            lowest = h
        }
        // Whole px clip-freeness is not monotone either: a start that clips (the unitless start did not)
        // doubles, like the unitless top, until it does not; past the limit there is no whole-px answer.
        let limitPx = Int(saturating: (Double(limitHundredths) / 100 * size).rounded(.up))
        while clips(Double(startPx)) {
            guard startPx < limitPx else {
                let unitless = Double(lowest) / 100
                return MinimumLineHeight(unitless: unitless, px: floored(unitless * size), wholePx: limitPx, found: false)
            }
            startPx = min(2 * startPx, limitPx)
        }
        // The scan is at most 100 × the size long: 100,000 steps at the largest size `NumberRanges.size`
        // accepts (a size past it made this loop run for hours).
        var lowestPx = startPx
        for p in stride(from: startPx, through: 1, by: -1) {
            if clips(Double(p)) { break }
            lowestPx = p
        }
        let unitless = Double(lowest) / 100
        return MinimumLineHeight(unitless: unitless, px: floored(unitless * size), wholePx: lowestPx)
    }
}
