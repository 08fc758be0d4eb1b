/// Shaped words, kept per thread so that the words a catalog repeats ("Share", "to", «إلى») are
/// shaped once: the word cache browsers and Android keep (Blink's ShapeCache, minikin's LayoutCache).
///
/// Keys are the face, script, direction, language and the piece's scalars, hashed into an open-
/// addressed table without allocating; a hit compares the stored scalars, so a hash collision costs a
/// reshape, never a wrong answer. When the table is half full it is emptied, which bounds memory
/// (8,192 pieces, a few MB per thread) without the bookkeeping of LRU.
final class WordShapeCache {
    struct Entry {
        var hash: UInt64
        var face: UInt64
        var script: UInt32
        var rtl: Bool
        var language: UInt
        var scalars: [UInt32]
        /// Glyphs in visual order with clusters relative to the piece's first scalar.
        var glyphs: [ShapedGlyph]
    }

    private var slots: [Entry?]
    private var used = 0
    private let mask: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int = 16384) {
        var size = 1
        while size < capacity { size <<= 1 }
        slots = Array(repeating: nil, count: size)
        mask = size - 1
    }

    static func hash(face: UInt64, script: UInt32, rtl: Bool, language: UInt, scalars: UnsafeBufferPointer<UInt32>) -> UInt64 {
        // FNV-1a over 32-bit units, then a final mix so the low bits (the slot) depend on every input.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ v: UInt64) { h = (h ^ v) &* 0x0000_0100_0000_01b3 }
        mix(face); mix(UInt64(script)); mix(rtl ? 1 : 0); mix(UInt64(language))
        for s in scalars { mix(UInt64(s)) }
        h ^= h >> 33; h = h &* 0xff51_afd7_ed55_8ccd; h ^= h >> 33
        return h
    }

    /// The glyphs stored for this piece, or nil.
    func lookup(hash: UInt64, face: UInt64, script: UInt32, rtl: Bool, language: UInt,
                scalars: UnsafeBufferPointer<UInt32>) -> [ShapedGlyph]? {
        var i = Int(truncatingIfNeeded: hash) & mask
        while let entry = slots[i] {
            if entry.hash == hash && entry.face == face && entry.script == script && entry.rtl == rtl
                && entry.language == language && entry.scalars.elementsEqual(scalars) {
                hits += 1
                return entry.glyphs
            }
            i = (i + 1) & mask
        }
        misses += 1
        return nil
    }

    func insert(_ entry: Entry) {
        if used * 2 >= slots.count {
            for i in slots.indices { slots[i] = nil }
            used = 0
        }
        var i = Int(truncatingIfNeeded: entry.hash) & mask
        while slots[i] != nil { i = (i + 1) & mask }
        slots[i] = entry
        used += 1
    }
}
