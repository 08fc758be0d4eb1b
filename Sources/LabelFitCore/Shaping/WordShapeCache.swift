import CPrimitives
import Foundation
/// Shaped words, kept per thread so that the words a catalog repeats ("Share", "to", «إلى») are
/// shaped once: the word cache browsers and Android keep (Blink's ShapeCache, minikin's LayoutCache).
///
/// Keys are the face, script, direction, language and the piece's scalars, hashed into an open-
/// addressed index without allocating; a hit compares the stored scalars, so a hash collision costs a
/// reshape, never a wrong answer. Sized by memory, as Blink's ShapeCache and minikin's LayoutCache are:
/// at most `capacity` pieces (32,768) of at most `maxScalars` scalars (32) and `maxGlyphs` glyphs (48)
/// each (longer pieces are shaped, not kept). A piece costs one block (`Piece`: 40 bytes of key and
/// counts, 4 bytes per scalar, 32 per `ShapedGlyph`), 8 bytes in the list the CLOCK hand sweeps and
/// 32 bytes of index (two 16-byte slots per piece): a piece of 7 scalars and 7 glyphs about 350 bytes
/// with the allocator's rounding, so about 11 MB per thread when full of such pieces, and at most
/// 1.7 KB a piece, 56 MB per thread, if every piece were at both limits. (Real catalogs' pieces average 6.7 scalars; the 7,380 label pairs
/// of `Benchmarks/make-corpus` make 15,820 distinct pieces, twice the 8,192 once kept.) When full,
/// CLOCK (second chance, an approximation of LRU with one bit per entry) chooses which goes: a hand
/// sweeps the entries, clearing the bit of each one used since it last passed and evicting the
/// first it finds unused. Hot words ("to", «إلى») stay however long the run; a run of new words
/// replaces only words not used lately — where emptying the table at half full lost the hot ones too.
final class WordShapeCache {
    /// A piece as `insert` takes it and `entries` shows it.
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

    /// Each kept piece is one block of memory owned by the cache: its key fields, its CLOCK bit, its
    /// scalars and its glyphs, in that order (`Piece`). A hit then reads the index slot and that one
    /// block: with each piece's scalars and glyphs in arrays of their own, a hit went through four
    /// cache misses (index, entry, scalars, glyphs), which perf showed as most of word-by-word shaping's
    /// time; and no reference count is touched.
    @exclusivity(unchecked) private var pieces: [Piece] = []
    /// Open-addressed (linear probing) index: each slot holds a piece's full hash beside its block, so
    /// a probe compares hashes without touching pieces; an empty slot has no block. Twice the capacity,
    /// so probes stay short.
    @exclusivity(unchecked) private var index: [Slot]
    private let mask: Int
    private let capacity: Int
    @exclusivity(unchecked) private var hand = 0
    @exclusivity(unchecked) private(set) var hits = 0
    @exclusivity(unchecked) private(set) var misses = 0

    private struct Slot {
        var hash: UInt64
        var piece: Piece?
    }

    init(capacity: Int = 32_768) {
        self.capacity = max(1, capacity)
        var size = 1
        while size < 2 * self.capacity { size <<= 1 }
        index = Array(repeating: Slot(hash: 0, piece: nil), count: size)
        mask = size - 1
        pieces.reserveCapacity(self.capacity)
    }

    deinit { for p in pieces { p.free() } }

    var count: Int { pieces.count }

    /// What the cache holds, decoded (read by tests).
    var entries: [Entry] {
        pieces.map { p in
            Entry(hash: p.hash, face: p.face, script: p.script, rtl: p.rtl, language: p.language,
                  scalars: Array(p.scalars), glyphs: Array(p.glyphs))
        }
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

    /// The piece kept for this key, marked as used; nil (and a miss counted) if none.
    @inline(__always)
    private func find(hash: UInt64, face: UInt64, script: UInt32, rtl: Bool, language: UInt,
                      scalars: UnsafeBufferPointer<UInt32>) -> Piece? {
        var i = Int(truncatingIfNeeded: hash) & mask
        return index.withUnsafeBufferPointer { slots -> Piece? in
            while let p = slots[i].piece {
                if slots[i].hash == hash && p.face == face && p.script == script && p.rtl == rtl && p.language == language
                    && Self.same(p.scalars, scalars) {
                    hits += 1
                    p.referenced = true
                    return p
                }
                i = (i + 1) & mask
            }
            misses += 1
            return nil
        }
    }

    /// Whether two keys hold the same scalars: one `memcmp`, where the generic `elementsEqual` compared
    /// element by element through a loop the compiler did not vectorize (1.8 % of `measure`).
    @inline(__always) static func same(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> Bool {
        guard a.count == b.count else { return false }
        guard let x = a.baseAddress, let y = b.baseAddress else { return a.count == 0 }
        return memcmp(x, y, a.count * MemoryLayout<UInt32>.stride) == 0
    }

    /// Starts loading the index slot a lookup of `hash` reads first, without waiting for it.
    @inline(__always) func prefetchSlot(_ hash: UInt64) {
        index.withUnsafeBufferPointer { lf_prefetch($0.baseAddress! + (Int(truncatingIfNeeded: hash) & mask)) }
    }

    /// Starts loading the block of the piece in that slot, if any (its key and first glyphs).
    @inline(__always) func prefetchPiece(_ hash: UInt64) {
        index.withUnsafeBufferPointer {
            if let p = $0[Int(truncatingIfNeeded: hash) & mask].piece { lf_prefetch(p.base); lf_prefetch(p.base + 64) }
        }
    }

    /// The glyphs stored for this piece, or nil.
    func lookup(hash: UInt64, face: UInt64, script: UInt32, rtl: Bool, language: UInt,
                scalars: UnsafeBufferPointer<UInt32>) -> [ShapedGlyph]? {
        find(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: scalars).map { Array($0.glyphs) }
    }

    /// `body` over the glyphs stored for this piece, read in place; nil (and a miss counted) if none.
    func withGlyphs<R>(hash: UInt64, face: UInt64, script: UInt32, rtl: Bool, language: UInt,
                       scalars: UnsafeBufferPointer<UInt32>, _ body: (UnsafeBufferPointer<ShapedGlyph>) -> R) -> R? {
        find(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: scalars).map { body($0.glyphs) }
    }

    /// A lookup here missed but the shared cache had the piece: counted as found, since nothing was shaped.
    func foundInShared() {
        misses -= 1
        hits += 1
    }

    /// Whether a piece is small enough to keep (the memory bound above).
    static func keeps(scalars: Int, glyphs: Int) -> Bool { scalars <= maxScalars && glyphs <= maxGlyphs }

    func insert(_ entry: Entry) {
        let piece = Piece(entry)
        if pieces.count < capacity {
            pieces.append(piece)
        } else {
            // Second chance: pass over pieces used since the hand last came by, clearing their bit.
            while pieces[hand].referenced { pieces[hand].referenced = false; hand = (hand + 1) % capacity }
            let old = pieces[hand]
            removeFromIndex(old)
            old.free()
            pieces[hand] = piece
            hand = (hand + 1) % capacity
        }
        var i = Int(truncatingIfNeeded: entry.hash) & mask
        while index[i].piece != nil { i = (i + 1) & mask }
        index[i] = Slot(hash: entry.hash, piece: piece)
    }

    /// Takes `piece` out of the index, shifting later members of its probe chain back so that no
    /// lookup stops early at the hole (deletion without tombstones for linear probing).
    private func removeFromIndex(_ piece: Piece) {
        var i = Int(truncatingIfNeeded: piece.hash) & mask
        while index[i].piece != piece { i = (i + 1) & mask }
        var j = i
        while true {
            j = (j + 1) & mask
            if index[j].piece == nil { break }
            let home = Int(truncatingIfNeeded: index[j].hash) & mask
            // The slot at j may move to the hole at i unless its home lies cyclically in (i, j].
            let stays = i <= j ? (home > i && home <= j) : (home > i || home <= j)
            if stays { continue }
            index[i] = index[j]
            i = j
        }
        index[i] = Slot(hash: 0, piece: nil)
    }
}

/// One kept piece: a block of memory laid out as its key fields (hash, face, language, script,
/// direction), the CLOCK bit, the counts, then the scalars and the glyphs. Owned by its cache, which
/// frees it when it evicts it or goes; a value wrapping the address, so using one costs no reference
/// count.
struct Piece: Equatable {
    let base: UnsafeMutableRawPointer

    private static let glyphOffsetBase = 40

    init(_ e: WordShapeCache.Entry) {
        let glyphOffset = Self.glyphOffset(scalars: e.scalars.count)
        base = .allocate(byteCount: glyphOffset + e.glyphs.count * MemoryLayout<ShapedGlyph>.stride,
                         alignment: max(8, MemoryLayout<ShapedGlyph>.alignment))
        base.storeBytes(of: e.hash, toByteOffset: 0, as: UInt64.self)
        base.storeBytes(of: e.face, toByteOffset: 8, as: UInt64.self)
        base.storeBytes(of: UInt64(e.language), toByteOffset: 16, as: UInt64.self)
        base.storeBytes(of: e.script, toByteOffset: 24, as: UInt32.self)
        base.storeBytes(of: e.rtl ? 1 : 0, toByteOffset: 28, as: UInt8.self)
        base.storeBytes(of: 0, toByteOffset: 29, as: UInt8.self)
        base.storeBytes(of: UInt16(e.scalars.count), toByteOffset: 30, as: UInt16.self)
        base.storeBytes(of: UInt16(e.glyphs.count), toByteOffset: 32, as: UInt16.self)
        e.scalars.withUnsafeBufferPointer {
            let out = (base + Self.glyphOffsetBase).bindMemory(to: UInt32.self, capacity: max($0.count, 1))
            if let from = $0.baseAddress { out.initialize(from: from, count: $0.count) }
        }
        e.glyphs.withUnsafeBufferPointer {
            let out = (base + glyphOffset).bindMemory(to: ShapedGlyph.self, capacity: max($0.count, 1))
            if let from = $0.baseAddress { out.initialize(from: from, count: $0.count) }
        }
    }

    private static func glyphOffset(scalars: Int) -> Int {
        let end = glyphOffsetBase + 4 * scalars
        let a = MemoryLayout<ShapedGlyph>.alignment
        return (end + a - 1) / a * a
    }

    func free() { base.deallocate() }

    var hash: UInt64 { base.load(fromByteOffset: 0, as: UInt64.self) }
    var face: UInt64 { base.load(fromByteOffset: 8, as: UInt64.self) }
    var language: UInt { UInt(base.load(fromByteOffset: 16, as: UInt64.self)) }
    var script: UInt32 { base.load(fromByteOffset: 24, as: UInt32.self) }
    var rtl: Bool { base.load(fromByteOffset: 28, as: UInt8.self) != 0 }
    var referenced: Bool {
        get { base.load(fromByteOffset: 29, as: UInt8.self) != 0 }
        nonmutating set { base.storeBytes(of: newValue ? 1 : 0, toByteOffset: 29, as: UInt8.self) }
    }
    private var scalarCount: Int { Int(base.load(fromByteOffset: 30, as: UInt16.self)) }
    private var glyphCount: Int { Int(base.load(fromByteOffset: 32, as: UInt16.self)) }

    var scalars: UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: (base + Self.glyphOffsetBase).assumingMemoryBound(to: UInt32.self), count: scalarCount)
    }

    var glyphs: UnsafeBufferPointer<ShapedGlyph> {
        UnsafeBufferPointer(start: (base + Self.glyphOffset(scalars: scalarCount)).assumingMemoryBound(to: ShapedGlyph.self), count: glyphCount)
    }
}

/// The second level: pieces any thread has shaped, behind a lock, asked only when the thread's own
/// cache misses (a few percent of lookups), so that `check`'s threads do not each shape the same
/// words again. The same capacity and CLOCK eviction as a thread's cache, so at most the same memory
/// (about 11 MB when full of typical pieces, 57 MB if every piece were at both limits); its pieces are
/// its own blocks, handed out as copies.
final class SharedWordShapeCache: @unchecked Sendable {
    static let global = SharedWordShapeCache(capacity: 32_768)

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
