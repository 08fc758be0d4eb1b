/// How far a line's ink reaches, as distances from the baseline in CSS px (above and below positive),
/// and from the line's left edge. Computed from every glyph's unhinted outline box offset by its
/// HarfBuzz position, so marks and the dots under ي count; on `webkitgtk` the top and bottom are those
/// of the hinted glyphs WebKitGTK paints, in whole device pixels (`HintedGlyphBoxes`).
public struct InkExtents: Sendable, Equatable {
    public var topPx: Double
    public var bottomPx: Double
    public var leftPx: Double
    public var rightPx: Double
    /// The grapheme cluster owning the highest ink, and its scalar index.
    public var topCharacter: String?
    public var topIndex: Int?
    /// The grapheme cluster owning the deepest ink, and its scalar index.
    public var bottomCharacter: String?
    public var bottomIndex: Int?

    public static let empty = InkExtents(topPx: 0, bottomPx: 0, leftPx: 0, rightPx: 0)
}
