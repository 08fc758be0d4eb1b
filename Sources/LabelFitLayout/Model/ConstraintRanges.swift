import LabelFitCore

extension LayoutPlatform {
    /// The unit a use's text size is written in on this platform.
    var sizeUnit: String {
        switch self {
        case .androidViews, .compose: "sp"
        case .swiftui, .uikit: "pt"
        case .flutter: "logical px"
        case .web: "px"
        }
    }
}

extension TextConstraint {
    /// Why a number the app's source gives is outside the range a user's own number has (`NumberRanges`),
    /// or nil: the use is then unknown with this reason, as `--size 1e308` is a usage error. Each value is
    /// checked as written, before a profile scales it; `LayoutMeasurer` checks the scaled options again.
    func outOfRange(sizeUnit: String) -> String? {
        typealias R = NumberRanges
        func outside(_ what: String, _ v: Double, _ range: NumberRange, _ unit: String) -> String? {
            range.contains(v) ? nil : "\(what) \(NumberRange.format(v)) \(unit) is outside \(range.short) \(unit)"
        }
        let lengthUnit = sizeUnit == "sp" ? "dp" : sizeUnit
        let checks: [String?] = [
            textSizeSp.flatMap { outside("text size", $0.value, R.size, sizeUnit) },
            shrink.flatMap { outside("shrunk text size", $0.textSizeSp, R.size, sizeUnit) },
            lineHeightSp.flatMap { outside("line height", $0.value, R.lineHeightPx, sizeUnit) },
            maxLines.flatMap { outside("max lines", Double($0.value), R.maxLines, "lines") },
            heightDp.flatMap { outside("height", $0.value, R.rowLength, lengthUnit) },
            lineSpacing.flatMap { outside("line spacing extra", $0.value.extraDp, R.lineSpacingExtra, lengthUnit) },
            lineSpacing.flatMap { outside("line spacing multiplier", $0.value.multiplier, R.lineSpacingMultiplier, "×") },
        ]
        return checks.lazy.compactMap { $0 }.first
    }
}
