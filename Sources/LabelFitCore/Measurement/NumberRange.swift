/// The values a number a user gives may take: finite, between two bounds, each open or closed.
///
/// Every number LabelFit reads from the command line, `labelfit.json` or an API request is checked
/// against one of the ranges in `NumberRanges`, so the three accept exactly the same values, and a
/// value past a bound is an error naming the field, never something layout has to survive (a line
/// height of 1e17 px overflowed integer device pixels).
public struct NumberRange: Sendable, Equatable, CustomStringConvertible {
    public let min: Double
    public let minIncluded: Bool
    public let max: Double
    public let maxIncluded: Bool
    /// "px", "" for a plain number.
    public let unit: String
    /// Only whole numbers.
    public let integer: Bool

    public init(_ min: Double, included minIncluded: Bool = true, to max: Double, included maxIncluded: Bool = true,
                unit: String = "", integer: Bool = false) {
        self.min = min; self.minIncluded = minIncluded; self.max = max; self.maxIncluded = maxIncluded
        self.unit = unit; self.integer = integer
    }

    public func contains(_ v: Double) -> Bool {
        guard v.isFinite else { return false }
        if integer && v != v.rounded() { return false }
        let aboveMin = minIncluded ? v >= min : v > min
        let belowMax = maxIncluded ? v <= max : v < max
        return aboveMin && belowMax
    }

    /// `v`, or a usage error naming `field`, the value and this range.
    @discardableResult
    public func check(_ v: Double, field: String) throws -> Double {
        guard contains(v) else {
            throw LabelFitError.usage("\(field): \(NumberRange.format(v)) is out of range; use \(integer ? "a whole number " : "a number ")\(self)")
        }
        return v
    }

    @discardableResult
    public func check(_ v: Int, field: String) throws -> Int {
        try check(Double(v), field: field)
        return v
    }

    /// "from 0 (exclusive) to 1000 px".
    public var description: String {
        let u = unit.isEmpty ? "" : " \(unit)"
        return "from \(NumberRange.format(min))\(minIncluded ? "" : " (exclusive)") to \(NumberRange.format(max))\(maxIncluded ? "" : " (exclusive)")\(u)"
    }

    /// Short form for help text and the README: "0–1000", "> 0 … 1000".
    public var short: String {
        "\(minIncluded ? "" : ">")\(NumberRange.format(min))–\(maxIncluded ? "" : "<")\(NumberRange.format(max))"
    }

    public static func format(_ v: Double) -> String {
        if !v.isFinite { return v.isNaN ? "NaN" : (v > 0 ? "infinity" : "-infinity") }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }
}

/// The range of every number a user gives, by what it sets (docs: README "Limits").
public enum NumberRanges {
    /// A text size in CSS px (or the sp, dp, pt an app's source gives). Half a pixel is below any text a
    /// screen can show (its glyphs round to nothing in device pixels); a 1,000 px glyph is taller than any
    /// screen. Outside, the line-height search (100 × the size, in whole px) overflowed or ran for hours.
    public static let size = NumberRange(0.5, to: 1000, unit: "px")
    public static let deviceScale = NumberRange(0.25, to: 8)
    public static let weight = NumberRange(1, to: 1000, integer: true)
    /// CSS `font-stretch` in per cent of the normal width: CSS takes any percentage from 0; a font's
    /// `wdth` axis clamps it (Roboto Flex 25–151); 1,000 % is wider than any font's axis.
    public static let fontStretch = NumberRange(0, included: false, to: 1000, unit: "%")
    /// A unitless line-height (× the font size) and a percentage of it.
    public static let lineHeightMultiple = NumberRange(0, included: false, to: 100)
    public static let lineHeightPercent = NumberRange(0, included: false, to: 10_000, unit: "%")
    public static let lineHeightPx = NumberRange(0, included: false, to: 10_000, unit: "px")
    /// Row widths and heights.
    public static let rowLength = NumberRange(0, included: false, to: 100_000, unit: "px")
    /// Paddings, icons, gaps: zero is fine.
    public static let rowSpacing = NumberRange(0, to: 10_000, unit: "px")
    public static let maxLines = NumberRange(1, to: 10_000, integer: true)
    /// A device profile's font scale (`devices.font_scales`, `layout.profiles`): Android offers 0.85–2.0 in Settings; the
    /// range leaves room for adb's `font_scale` and browsers' zoom.
    public static let fontScale = NumberRange(0, included: false, to: 10)
    public static let clipTolerance = NumberRange(0, to: 100, unit: "px")
    public static let lineSpacingMultiplier = NumberRange(0, included: false, to: 100)
    public static let lineSpacingExtra = NumberRange(-10_000, to: 10_000, unit: "px")
    /// UIKit paragraph style: 0 means "not set", as in NSParagraphStyle.
    /// Android API levels (1 … a few past the newest, 36).
    public static let targetSdk = NumberRange(1, to: 40, integer: true)
    /// `labelfit layout` device profiles: a screen width in dp.
    public static let screenWidth = NumberRange(0, included: false, to: 100_000, unit: "dp")
    public static let uikitLineHeight = NumberRange(0, to: 10_000, unit: "pt")
    public static let uikitLineHeightMultiple = NumberRange(0, to: 100)
    /// Target width ÷ source width.
    public static let maxGrowth = NumberRange(0, to: 1000)
    /// `check --max-warnings`, `max_warnings`: how many warnings a passing run may have.
    public static let maxWarnings = NumberRange(0, to: 1_000_000_000, integer: true)
    /// A catalog's own width budget.
    public static let budgetPx = NumberRange(0, included: false, to: 1_000_000, unit: "px")

    /// Input limits (README "Limits").
    public static let stringLength = NumberRange(1, to: 100_000_000, integer: true)
    public static let fileBytes = NumberRange(1, to: 68_719_476_736, integer: true)
    public static let stringsPerFile = NumberRange(1, to: 1_000_000_000, integer: true)
    public static let nestingDepth = NumberRange(2, to: 100_000, integer: true)
    /// Server settings.
    public static let port = NumberRange(0, to: 65_535, integer: true)
    public static let threads = NumberRange(1, to: 1024, integer: true)
    public static let bodyBytes = NumberRange(1, to: 1_073_741_824, integer: true)
    public static let batch = NumberRange(1, to: 1_000_000, integer: true)
    public static let timeoutSeconds = NumberRange(1, to: 3600, integer: true)
    /// `layout --chromium-timeout`: how long headless Chromium may take for the whole run.
    public static let chromiumTimeout = NumberRange(1, to: 3600, unit: "s", integer: true)
    public static let connections = NumberRange(1, to: 100_000, integer: true)
}
