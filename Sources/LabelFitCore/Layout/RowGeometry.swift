/// What a label does when it does not fit on one line.
public enum Overflow: String, ClosedSet {
    /// Native sheets: wrap at UAX #14 opportunities and grow the row (optionally up to `maxLines`,
    /// after which the last line ends in an ellipsis, like `-webkit-line-clamp` or `maxLines`).
    case wrap
    /// `white-space: nowrap; text-overflow: ellipsis`, UILabel with one line, `maxLines = 1`.
    case nowrapEllipsis = "nowrap-ellipsis"
    /// `white-space: nowrap; overflow: hidden`: the end is cut off without an ellipsis.
    case nowrapClip = "nowrap-clip"
}

/// An action row: its inline size, padding, optional leading icon, block size and overflow.
/// Values are CSS px; `nil` inline size means the row is as wide as the text needs.
public struct RowGeometry: Codable, Sendable, Hashable {
    public var inlineSizePx: Double?
    public var paddingInlineStartPx: Double = 0
    public var paddingInlineEndPx: Double = 0
    public var iconSizePx: Double = 0
    public var iconGapPx: Double = 0
    /// Padding above and below the text, each.
    public var paddingBlockPx: Double = 0
    /// A fixed `height`: lines that do not fit in it are cut.
    public var heightPx: Double?
    /// `min-block-size`: the row grows past it.
    public var minBlockSizePx: Double?
    public var overflow: Overflow = .wrap
    public var maxLines: Int?
    /// CSS `overflow-wrap: anywhere`: a word wider than the line may break between characters.
    public var overflowWrapAnywhere: Bool = false

    public init(inlineSizePx: Double? = nil) { self.inlineSizePx = inlineSizePx }

    /// The width left for text: inline size less padding and the icon with its gap.
    public var availableWidthPx: Double? {
        guard let inline = inlineSizePx else { return nil }
        let icon = iconSizePx > 0 ? iconSizePx + iconGapPx : 0
        return max(0, inline - paddingInlineStartPx - paddingInlineEndPx - icon)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case inlineSizePx = "inline_size_px", paddingInlineStartPx = "padding_inline_start_px"
        case paddingInlineEndPx = "padding_inline_end_px", iconSizePx = "icon_size_px", iconGapPx = "icon_gap_px"
        case paddingBlockPx = "padding_block_px", heightPx = "height_px", minBlockSizePx = "min_block_size_px"
        case overflow, maxLines = "max_lines", overflowWrapAnywhere = "overflow_wrap_anywhere"
    }

    /// The keys a row takes in `labelfit.json` and requests.
    public static var jsonKeys: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        inlineSizePx = try c.decodeIfPresent(Double.self, forKey: .inlineSizePx)
        paddingInlineStartPx = try c.decodeIfPresent(Double.self, forKey: .paddingInlineStartPx) ?? 0
        paddingInlineEndPx = try c.decodeIfPresent(Double.self, forKey: .paddingInlineEndPx) ?? 0
        iconSizePx = try c.decodeIfPresent(Double.self, forKey: .iconSizePx) ?? 0
        iconGapPx = try c.decodeIfPresent(Double.self, forKey: .iconGapPx) ?? 0
        paddingBlockPx = try c.decodeIfPresent(Double.self, forKey: .paddingBlockPx) ?? 0
        heightPx = try c.decodeIfPresent(Double.self, forKey: .heightPx)
        minBlockSizePx = try c.decodeIfPresent(Double.self, forKey: .minBlockSizePx)
        overflow = try c.decodeIfPresent(Overflow.self, forKey: .overflow) ?? .wrap
        maxLines = try c.decodeIfPresent(Int.self, forKey: .maxLines)
        overflowWrapAnywhere = try c.decodeIfPresent(Bool.self, forKey: .overflowWrapAnywhere) ?? false
    }
}
