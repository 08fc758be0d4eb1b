/// A font's vertical metrics in font units, as its tables state them. Descenders are negative,
/// as in the tables.
public struct VerticalMetrics: Codable, Sendable, Equatable {
    public var unitsPerEm: Int
    public var hheaAscender: Int
    public var hheaDescender: Int
    public var hheaLineGap: Int
    public var typoAscender: Int
    public var typoDescender: Int
    public var typoLineGap: Int
    public var winAscent: Int
    public var winDescent: Int
    /// OS/2 fsSelection bit 7.
    public var useTypoMetrics: Bool
    public var headYMin: Int
    public var headYMax: Int

    /// The ascent HarfBuzz (`hb_font_get_h_extents`) and Skia on Linux use: OS/2 typo when
    /// USE_TYPO_METRICS is set, otherwise hhea. usWin* are Windows clipping values, unused on Linux.
    public var ascent: Int { useTypoMetrics ? typoAscender : hheaAscender }
    /// Positive distance below the baseline, by the same rule as `ascent`.
    public var descent: Int { -(useTypoMetrics ? typoDescender : hheaDescender) }
    public var lineGap: Int { useTypoMetrics ? typoLineGap : hheaLineGap }

    enum CodingKeys: String, CodingKey {
        case unitsPerEm = "units_per_em"
        case hheaAscender = "hhea_ascender", hheaDescender = "hhea_descender", hheaLineGap = "hhea_line_gap"
        case typoAscender = "typo_ascender", typoDescender = "typo_descender", typoLineGap = "typo_line_gap"
        case winAscent = "win_ascent", winDescent = "win_descent"
        case useTypoMetrics = "use_typo_metrics"
        case headYMin = "head_y_min", headYMax = "head_y_max"
    }
}
