import CPrimitives

/// Glyph outline bounds, computed once per glyph and then read without locking.
///
/// Each slot packs the four Int16 bounds into one UInt64 read and written atomically, so concurrent
/// shapers may race to fill a slot harmlessly (both write the same value). glyf stores bounds as
/// Int16, so they always fit; the pattern with all four at Int16.min marks an empty slot.
///
/// A struct around the slots, owned by one `FontFace`, which frees them: read once per glyph, a
/// class instance here cost a retain and a release each time.
struct GlyphExtentsCache: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<UInt64>
    private let count: Int
    private static let unfilled: UInt64 = 0x8000_8000_8000_8000

    init(glyphCount: Int) {
        count = max(glyphCount, 0)
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: Self.unfilled, count: max(count, 1))
    }

    /// Called once, by the owning face's deinit.
    func deallocate() { slots.deallocate() }

    /// The bounds stored for `glyph`, or nil if not yet computed (or out of range, or not packable).
    @inline(__always)
    func cached(_ glyph: UInt32) -> GlyphBounds? {
        let index = Int(glyph)
        guard index < count else { return nil }
        let packed = lf_atomic_load_u64(slots + index)
        return packed != Self.unfilled ? Self.unpack(packed) : nil
    }

    @inline(__always)
    func store(_ value: GlyphBounds, for glyph: UInt32) {
        let index = Int(glyph)
        guard index < count, let packedValue = Self.pack(value) else { return }
        lf_atomic_store_u64(slots + index, packedValue)
    }

    private static func pack(_ b: GlyphBounds) -> UInt64? {
        let range = Int32(Int16.min)...Int32(Int16.max)
        guard range.contains(b.xMin), range.contains(b.xMax), range.contains(b.yMin), range.contains(b.yMax)
        else { return nil }
        let packed = UInt64(UInt16(bitPattern: Int16(b.xMin)))
            | UInt64(UInt16(bitPattern: Int16(b.xMax))) << 16
            | UInt64(UInt16(bitPattern: Int16(b.yMin))) << 32
            | UInt64(UInt16(bitPattern: Int16(b.yMax))) << 48
        return packed == unfilled ? nil : packed
    }

    private static func unpack(_ packed: UInt64) -> GlyphBounds {
        func part(_ shift: UInt64) -> Int32 { Int32(Int16(bitPattern: UInt16(truncatingIfNeeded: packed >> shift))) }
        return GlyphBounds(xMin: part(0), xMax: part(16), yMin: part(32), yMax: part(48))
    }
}
