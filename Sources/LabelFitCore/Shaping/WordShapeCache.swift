import Foundation
/// Shaped words, kept per thread so that the words a catalog repeats ("Share", "to", «إلى») are
/// shaped once: the word cache browsers and Android keep (Blink's ShapeCache, minikin's LayoutCache).
///
/// Keys are the face, script, direction, language and the piece's scalars, hashed into an open-
/// addressed index without allocating; a hit compares the stored scalars, so a hash collision costs a
/// reshape, never a wrong answer. Sized by memory, as Blink's ShapeCache and minikin's LayoutCache are:
/// at most `capacity` pieces (32,768) of at most `maxScalars` scalars (32) and `maxGlyphs` glyphs (48)
/// each (longer pieces are shaped, not kept). A piece costs its `Entry` (48 bytes), 9 bytes of index
/// and CLOCK bit, and two arrays of 32 bytes of header each plus 4 bytes per scalar and 32 per
/// `ShapedGlyph`: a piece of 7 scalars and 7 glyphs about 380 bytes with the allocator's rounding, so
/// about 12 MB per thread when full of such pieces, and at most 1.8 KB a piece, 59 MB per thread, if
/// every piece were at both limits. (Real catalogs' pieces average 6.7 scalars; the 7,380 label pairs
/// of `Benchmarks/make-corpus` make 15,820 distinct pieces, twice the 8,192 once kept.) When full,
/// CLOCK (second chance, an approximation of LRU with one bit per entry) chooses which goes: a hand
/// sweeps the entries, clearing the bit of each one used since it last passed and evicting the
/// first it finds unused. Hot words ("to", «إلى») stay however long the run; a run of new words
/// replaces only words not used lately — where emptying the table at half full lost the hot ones too.
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

    static let maxScalars = 32
    /// The first element of a key that carries HarfBuzz's context (`Shaper.shapeInContext`); a word's
    /// key starts with a scalar, always below it.
    static let contextMarker: UInt32 = 0x8000_0000
    static let maxGlyphs = 48

    /// What the cache holds (read by tests).
    private(set) var entries: [Entry] = []
    private var referenced: [Bool] = []
    /// Open-addressed (linear probing) index into `entries`; -1 is empty. Twice the capacity, so
    /// probes stay short.
    private var index: [Int32]
    private let mask: Int
    private let capacity: Int
    private var hand = 0
    private(set) var hits = 0
    private(set) var misses = 0
    private(set) var evictions = 0

    init(capacity: Int = 32_768) {
        self.capacity = max(1, capacity)
        var size = 1
        while size < 2 * self.capacity { size <<= 1 }
        index = Array(repeating: -1, count: size)
        mask = size - 1
        entries.reserveCapacity(self.capacity)
        referenced.reserveCapacity(self.capacity)
    }

    var count: Int { entries.count }

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
        while index[i] >= 0 {
            let e = Int(index[i])
            if entries[e].hash == hash && entries[e].face == face && entries[e].script == script && entries[e].rtl == rtl
                && entries[e].language == language && entries[e].scalars.elementsEqual(scalars) {
                hits += 1
                referenced[e] = true
                return entries[e].glyphs
            }
            i = (i + 1) & mask
        }
        misses += 1
        return nil
    }

    /// `body` over the glyphs stored for this piece, read in place; nil (and a miss counted) if none.
    /// `lookup` without handing out the array (a reference count taken and dropped on every hit).
    func withGlyphs<R>(hash: UInt64, face: UInt64, script: UInt32, rtl: Bool, language: UInt,
                       scalars: UnsafeBufferPointer<UInt32>, _ body: (UnsafeBufferPointer<ShapedGlyph>) -> R) -> R? {
        var i = Int(truncatingIfNeeded: hash) & mask
        while index[i] >= 0 {
            let e = Int(index[i])
            let found = entries.withUnsafeBufferPointer { all -> Bool in
                all[e].hash == hash && all[e].face == face && all[e].script == script && all[e].rtl == rtl
                    && all[e].language == language && all[e].scalars.withUnsafeBufferPointer { $0.elementsEqual(scalars) }
            }
            if found {
                hits += 1
                referenced[e] = true
                return entries.withUnsafeBufferPointer { all in all[e].glyphs.withUnsafeBufferPointer(body) }
            }
            i = (i + 1) & mask
        }
        misses += 1
        return nil
    }

    /// A lookup here missed but the shared cache had the piece: counted as found, since nothing was shaped.
    func foundInShared() {
        misses -= 1
        hits += 1
    }

    /// Whether a piece is small enough to keep (the memory bound above).
    static func keeps(scalars: Int, glyphs: Int) -> Bool { scalars <= maxScalars && glyphs <= maxGlyphs }

    func insert(_ entry: Entry) {
        let slot: Int
        if entries.count < capacity {
            slot = entries.count
            entries.append(entry)
            referenced.append(false)
        } else {
            // Second chance: pass over entries used since the hand last came by, clearing their bit.
            while referenced[hand] { referenced[hand] = false; hand = (hand + 1) % capacity }
            slot = hand
            hand = (hand + 1) % capacity
            removeFromIndex(slot)
            entries[slot] = entry
            referenced[slot] = false
            evictions += 1
        }
        var i = Int(truncatingIfNeeded: entry.hash) & mask
        while index[i] >= 0 { i = (i + 1) & mask }
        index[i] = Int32(slot)
    }

    /// Takes entry `slot` out of the index, shifting later members of its probe chain back so that
    /// no lookup stops early at the hole (deletion without tombstones for linear probing).
    private func removeFromIndex(_ slot: Int) {
        var i = Int(truncatingIfNeeded: entries[slot].hash) & mask
        while Int(index[i]) != slot { i = (i + 1) & mask }
        var j = i
        while true {
            j = (j + 1) & mask
            if index[j] < 0 { break }
            let home = Int(truncatingIfNeeded: entries[Int(index[j])].hash) & mask
            // The entry at j may move to the hole at i unless its home lies cyclically in (i, j].
            let stays = i <= j ? (home > i && home <= j) : (home > i || home <= j)
            if stays { continue }
            index[i] = index[j]
            i = j
        }
        index[i] = -1
    }
}

/// The second level: pieces any thread has shaped, behind a lock, asked only when the thread's own
/// cache misses (a few percent of lookups), so that `check`'s threads do not each shape the same
/// words again. Twice a thread cache's capacity, with the same CLOCK eviction. Entries' arrays are
/// shared with the thread caches (copy-on-write storage, never written after insertion).
final class SharedWordShapeCache: @unchecked Sendable {
    static let global = SharedWordShapeCache(capacity: 65_536)

    private let lock = NSLock()
    private let cache: WordShapeCache

    init(capacity: Int) { cache = WordShapeCache(capacity: capacity) }

    func lookup(hash: UInt64, face: UInt64, script: UInt32, rtl: Bool, language: UInt,
                scalars: UnsafeBufferPointer<UInt32>) -> [ShapedGlyph]? {
        lock.lock()
        defer { lock.unlock() }
        return cache.lookup(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: scalars)
    }

    func insert(_ entry: WordShapeCache.Entry) {
        lock.lock()
        defer { lock.unlock() }
        cache.insert(entry)
    }
}
