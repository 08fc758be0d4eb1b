import Foundation

/// The smallest line-height at which a string's ink stays inside its line box.
///
/// Because Blink floors the half-leading to whole device pixels, "clip-free" is not monotone in the
/// line-height: the answer is the smallest value from which every larger one is clip-free, found by
/// scanning down from a generous upper bound.
public struct MinimumLineHeight: Codable, Sendable, Equatable {
    /// Unitless (× font size), to 0.01.
    public var unitless: Double
    /// That unitless value in CSS px, as Blink uses it (floored to 1/64 device px).
    public var px: Double
    /// The smallest whole px line-height from which every larger whole px is clip-free.
    public var wholePx: Int

    enum CodingKeys: String, CodingKey { case unitless, px, wholePx = "whole_px" }

    public init(unitless: Double, px: Double, wholePx: Int) {
        self.unitless = unitless
        self.px = px
        self.wholePx = wholePx
    }

    /// Searches unitless values 0.01…`maxHundredths`/100 and whole px up to the same height, scanning
    /// down from the top, or from `clipFreeFromPx` when the model can prove nothing clips above it.
    static func find(size: Double, maxHundredths: Int = 500, clipFreeFromPx: Double? = nil, clips: (Double) -> Bool) -> MinimumLineHeight {
        var startHundredths = maxHundredths
        var startPx = Int((Double(maxHundredths) / 100 * size).rounded(.up))
        if let bound = clipFreeFromPx, bound.isFinite {
            startHundredths = min(maxHundredths, max(1, Int((bound / size * 100).rounded(.up)) + 1))
            startPx = min(startPx, max(1, Int(bound.rounded(.up)) + 1))
        }
        var lowest = startHundredths
        for h in stride(from: startHundredths, through: 1, by: -1) {
            if clips(Double(h) / 100 * size) { break }
            lowest = h
        }
        var lowestPx = startPx
        for p in stride(from: startPx, through: 1, by: -1) {
            if clips(Double(p)) { break }
            lowestPx = p
        }
        let unitless = Double(lowest) / 100
        return MinimumLineHeight(unitless: unitless, px: unitless * size, wholePx: lowestPx)
    }
}
