import CHarfBuzz
import CPrimitives

/// Unshaped horizontal advances in font units, each asked of HarfBuzz once per glyph and then read
/// without locking, as `GlyphExtentsCache` does for bounds: racing threads store the same value. Chrome's
/// and WebKitGTK's advance models read a glyph's own advance for every glyph of every line, and
/// `hb_font_get_glyph_h_advance` (a call into HarfBuzz and its hmtx lookup) cost about 34 M
/// instructions of `measure` on the benchmark corpus once (callgrind), where a slot read costs a few.
struct GlyphAdvanceCache: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<UInt64>
    private let count: Int
    /// The owning face's HarfBuzz font (scaled to font units), which outlives this cache.
    private let font: OpaquePointer
    /// No Int32 advance widens to this.
    private static let unfilled = UInt64.max

    init(glyphCount: Int, font: OpaquePointer) {
        self.font = font
        count = max(glyphCount, 0)
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: Self.unfilled, count: max(count, 1))
    }

    /// Called once, by the owning face's deinit.
    func deallocate() { slots.deallocate() }

    /// `glyph`'s advance, from its slot or from HarfBuzz on first use. Read through the struct (held by
    /// the caller for a run), not through its face: a call on the face retained and released it per glyph.
    @inline(__always)
    func advance(of glyph: UInt32) -> Int32 {
        let index = Int(glyph)
        guard index < count else { return hb_font_get_glyph_h_advance(font, glyph) }
        let stored = lf_atomic_load_u64(slots + index)
        if stored != Self.unfilled { return Int32(truncatingIfNeeded: Int64(bitPattern: stored)) }
        let value = hb_font_get_glyph_h_advance(font, glyph)
        lf_atomic_store_u64(slots + index, UInt64(bitPattern: Int64(value)))
        return value
    }
}
