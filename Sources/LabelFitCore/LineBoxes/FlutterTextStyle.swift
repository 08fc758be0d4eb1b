/// Flutter `TextLeadingDistribution`: how `TextStyle.height` spreads its extra space
/// (SkParagraph `TextStyle::setHalfLeading`).
public enum LeadingDistribution: String, ClosedSet {
    /// Above and below in proportion to the font's ascent and descent.
    case proportional
    /// Half above, half below.
    case even
}

/// Flutter `TextHeightBehavior` (SkParagraph `TextHeightBehavior`): whether the first line's ascent
/// and the last line's descent take the height multiplier.
public enum TextHeightBehavior: String, ClosedSet {
    case all
    case disableFirstAscent = "disable-first-ascent"
    case disableLastDescent = "disable-last-descent"
    case disableAll = "disable-all"

    var disablesFirstAscent: Bool { self == .disableFirstAscent || self == .disableAll }
    var disablesLastDescent: Bool { self == .disableLastDescent || self == .disableAll }
}
