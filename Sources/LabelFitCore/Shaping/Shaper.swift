import CHarfBuzz
import Foundation

/// Shapes runs with HarfBuzz. Each run sees the whole text as context (`item_offset`/`item_length`),
/// so Arabic joining across a font or script boundary is the same as in one run.
///
/// Runs of words separated by single spaces are shaped word by word through the thread's
/// `WordShapeCache` when the face allows it (`FontFace.shapesWordByWord`): each word is shaped with
/// the spaces next to it, so kerning against a space ("T " in Roboto) lands where whole-run shaping
/// puts it: on the word's last glyph, and on the space before the next word.
struct Shaper {
    let buffer: ShapingBuffer
    let language: hb_language_t?
    let features: FeatureList
    /// The engine's HarfBuzz shapers (Graphite or OpenType only).
    let shapers: ShaperList
    /// Set when shaping as WebKitGTK does (`webKitWidth`): the runs of this font's face are shaped with
    /// its HarfBuzz font, positions kept as it gives them (1/65536 px), under its own cache key.
    private(set) var webKit: WebKitHarfBuzzFont?

    init(buffer: ShapingBuffer, locale: String, features: FeatureList, shapers: ShaperList = .harfBuzzDefault) {
        self.buffer = buffer
        self.language = buffer.language(for: locale)
        self.features = features
        self.shapers = shapers
    }

    /// The face as word-cache keys name it: its serial, with the top bit set when this shaper list
    /// shapes it differently from `hb_shape` (a Graphite face, OpenType only), so a process measuring
    /// for two engines never takes one's glyphs for the other's. Serials count up from 1 and never
    /// reach that bit.
    @inline(__always)
    func cacheFace(_ face: FontFace) -> UInt64 {
        let key = webKit?.cacheID ?? face.serial
        return shapers.shapesAsDefault(face) ? key : key | 1 << 63
    }

    func shape(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>) -> ShapedRun {
        if ShapingBuffer.wordCacheEnabled && features.features.isEmpty, let glyphs = shapeByWords(run, in: text) {
            return ShapedRun(range: run.range, level: run.level, face: run.face, glyphs: glyphs)
        }
        if ShapingBuffer.wordCacheEnabled && features.features.isEmpty {
            return ShapedRun(range: run.range, level: run.level, face: run.face, glyphs: shapeInContext(run, in: text))
        }
        return shapeWhole(run, in: text)
    }

    /// How many scalars on each side of an item HarfBuzz keeps as context (`HB_BUFFER_CONTEXT_LENGTH`
    /// in hb-buffer.hh, 5 since HarfBuzz 0.9): `hb_buffer_add_codepoints` copies at most that many
    /// before and after the item, and shaping reads nothing else of the text.
    static let harfBuzzContext = 5

    /// The item `run` shaped with the whole text as context, through the thread's cache: the key is
    /// the item's scalars and the context HarfBuzz would copy (at most `harfBuzzContext` scalars each
    /// side, and how many), so an entry is exactly what `shapeWhole` would return for any text that
    /// gives the same item and context. For the runs word-by-word shaping cannot take (a face whose
    /// lookups reach across spaces, a lone punctuation run in a fallback face, a word joined to the
    /// neighbouring run). Clusters are absolute, as `shapeWhole` gives them.
    func shapeInContext(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>) -> [ShapedGlyph] {
        let lo = run.range.lowerBound, hi = run.range.upperBound
        let before = min(Self.harfBuzzContext, lo), after = min(Self.harfBuzzContext, text.count - hi)
        let keyLength = 1 + before + (hi - lo) + after
        guard keyLength <= WordShapeCache.maxScalars else { return shapeWhole(run, in: text).glyphs }
        let face = cacheFace(run.face), script = UInt32(truncatingIfNeeded: run.script.rawValue), rtl = run.isRTL
        let language = UInt(bitPattern: language)
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: keyLength) { key in
            // A first element no scalar can be (scalars stop at 0x10FFFF) marks a key with context and
            // says how long each side is.
            key[0] = WordShapeCache.contextMarker | UInt32(before) << 8 | UInt32(after)
            var k = 1
            for i in (lo - before)..<(hi + after) { key[k] = text[i]; k += 1 }
            let scalars = UnsafeBufferPointer(key)
            // A hit is read in place and rebased into a new array (one allocation; the cached array is
            // not copied first).
            let hash = WordShapeCache.hash(face: face, script: script, rtl: rtl, language: language, scalars: scalars)
            if let glyphs = buffer.words.withGlyphs(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: scalars, { cached in
                var out: [ShapedGlyph] = []
                out.reserveCapacity(cached.count)
                for var glyph in cached { glyph.cluster += lo; out.append(glyph) }
                return out
            }) {
                return glyphs
            }
            var glyphs = cached(face: face, script: script, rtl: rtl, language: language, key: scalars, missedLocally: true) {
                var relative = shapeWhole(run, in: text).glyphs
                for g in relative.indices { relative[g].cluster -= lo }
                return relative
            }
            for g in glyphs.indices { glyphs[g].cluster += lo }
            return glyphs
        }
    }

    /// The glyphs kept for `key`: from the thread's cache, else from the cache all threads share (then
    /// kept by this thread too), else from `shape`, kept by both when small enough.
    /// `missedLocally`: the caller has just asked the thread's cache (and counted the miss).
    private func cached(face: UInt64, script: UInt32, rtl: Bool, language: UInt, key: UnsafeBufferPointer<UInt32>,
                        missedLocally: Bool = false, shape: () -> [ShapedGlyph]) -> [ShapedGlyph] {
        let local = buffer.words
        let hash = WordShapeCache.hash(face: face, script: script, rtl: rtl, language: language, scalars: key)
        if !missedLocally, let glyphs = local.lookup(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: key) {
            return glyphs
        }
        if let shared = buffer.shared,
           let glyphs = shared.lookup(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: key) {
            local.foundInShared()
            // A copy of its own for this thread's cache: an array whose reference count two threads
            // change bounces its cache line between their cores on every use.
            local.insert(.init(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: Array(key),
                               glyphs: glyphs.withUnsafeBufferPointer { Array($0) }))
            return glyphs
        }
        let glyphs = shape()
        if WordShapeCache.keeps(scalars: key.count, glyphs: glyphs.count) {
            let entry = WordShapeCache.Entry(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: Array(key), glyphs: glyphs)
            local.insert(entry)
            buffer.shared?.insert(entry)
        }
        return glyphs
    }

    private static let space: UInt32 = 0x20

    /// The run put together from cached words, or nil when it cannot be: a word needs context from the
    /// neighbouring run, two spaces in a row, a mark on a space, or a space the face adjusted in a way
    /// this does not reproduce.
    ///
    /// Why it is exact for a face that passes `shapesWordByWord`: no substitution involves the space,
    /// so the glyphs are the words' glyphs and the spaces; the only positioning that does is pair
    /// kerning that never moves a pair's second glyph. So a word's last glyph is kerned against the space
    /// after it (present in its piece), and a space's advance is its kerning against the word after it,
    /// which that word's piece has as its leading space. The trailing space of each piece must come out
    /// untouched, which is checked.
    func shapeByWords(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>) -> [ShapedGlyph]? {
        let lo = run.range.lowerBound, hi = run.range.upperBound, n = text.count
        guard hi > lo, run.face.shapesWordByWord, let spaceGlyph = run.face.spaceGlyph else { return nil }
        // A word at the run's edge that touches the neighbouring run (no space between) depends on it
        // (Arabic joins across a font or direction change): that one piece is shaped in place with the
        // whole text as context, and not cached.
        let contextAtStart = lo > 0 && text[lo - 1] != Self.space && text[lo] != Self.space
        let contextAtEnd = hi < n && text[hi] != Self.space && text[hi - 1] != Self.space
        // A space must stand alone and be followed by a base character (a mark after a space is drawn on it).
        var sawWord = false
        for i in lo..<hi {
            if text[i] != Self.space { sawWord = true; continue }
            if i + 1 < hi && (text[i + 1] == Self.space || Self.isMark(text[i + 1])) { return nil }
        }
        if !sawWord { return nil }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.prefetchedWords) { hashes in
            let words = prefetchPieces(run, in: text, contextAtStart: contextAtStart, contextAtEnd: contextAtEnd, hashes: hashes)
            return shapeByWords(run, in: text, spaceGlyph: spaceGlyph, contextAtStart: contextAtStart, contextAtEnd: contextAtEnd,
                                hashes: UnsafeBufferPointer(rebasing: hashes[..<min(words, hashes.count)]), words: words)
        }
    }

    /// Words whose keys `prefetchPieces` hashes ahead; a longer run's later words are hashed as they come.
    private static let prefetchedWords = 16

    /// The words of a run that qualifies, each from the cache or shaped alone. `hashes` holds the keys
    /// of its first words in logical order (0 for a word shaped in place), as `prefetchPieces` made them.
    private func shapeByWords(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>, spaceGlyph: UInt32, contextAtStart: Bool,
                              contextAtEnd: Bool, hashes: UnsafeBufferPointer<UInt64>, words: Int) -> [ShapedGlyph]? {
        let lo = run.range.lowerBound, hi = run.range.upperBound
        let baseSpace = webKit?.advance(of: spaceGlyph) ?? run.face.advance(of: spaceGlyph)
        var out: [ShapedGlyph] = []
        // Arabic fonts may draw a scalar with several glyphs (a base and its dots or marks): room for two.
        out.reserveCapacity(2 * (hi - lo) + 4)
        // Words in visual order: first to last for LTR, last to first for RTL (each piece's own glyphs
        // are already in visual order); `ordinal` counts them in logical order, as `hashes` does.
        let rtl = run.isRTL
        var cursor = rtl ? hi : lo
        var ordinal = rtl ? words - 1 : 0
        while rtl ? cursor > lo : cursor < hi {
            var i: Int, j: Int
            if rtl {
                j = cursor
                while j > lo && text[j - 1] == Self.space { j -= 1 }
                if j == lo { break }
                i = j - 1
                while i > lo && text[i - 1] != Self.space { i -= 1 }
                cursor = i
            } else {
                i = cursor
                while i < hi && text[i] == Self.space { i += 1 }
                if i == hi { break }
                j = i + 1
                while j < hi && text[j] != Self.space { j += 1 }
                cursor = j
            }
            let start = i > lo ? i - 1 : i          // with the space before the word, if any in the run
            let end = j < hi ? j + 1 : j            // and the one after it
            let inPlace = (start == lo && contextAtStart) || (end == hi && contextAtEnd)
            let base = inPlace ? 0 : start            // in-place clusters are already absolute
            // Appends a piece's glyphs; false when its trailing space did not come out untouched. `out` is
            // passed in, not captured: a local function used as a value that captures a `var` boxes it and
            // checks exclusivity at run time on every access (about 14 M instructions of `measure` on the
            // benchmark corpus once, by callgrind); passed inout to closure literals, it is checked statically.
            func append(_ glyphs: UnsafeBufferPointer<ShapedGlyph>, to out: inout [ShapedGlyph]) -> Bool {
                var skip = -1
                if end > j {
                    let last = end - 1 - base
                    guard let t = glyphs.firstIndex(where: { $0.cluster == last }), glyphs[t].glyph == spaceGlyph,
                          glyphs[t].xAdvance == baseSpace, glyphs[t].xOffset == 0, glyphs[t].yOffset == 0
                    else { return false }
                    // The next word's piece draws this space, kerned against that word; at the run's end it stays.
                    if end < hi { skip = t }
                }
                for k in glyphs.indices where k != skip {
                    var g = glyphs[k]
                    g.cluster += base
                    out.append(g)
                }
                return true
            }
            let known = ordinal >= 0 && ordinal < hashes.count && hashes[ordinal] != 0 ? hashes[ordinal] : nil
            ordinal += rtl ? -1 : 1
            let appended: Bool
            if inPlace {
                var piece = run
                piece.range = start..<end
                appended = shapeInContext(piece, in: text).withUnsafeBufferPointer { append($0, to: &out) }
            } else if let found = cachedPieceInPlace(start..<end, run: run, in: text, hash: known, { append($0, to: &out) }) {
                // Read where the thread's cache keeps it: no copy of the array and no reference count.
                appended = found
            } else {
                appended = cachedPiece(start..<end, run: run, in: text, missedLocally: true).withUnsafeBufferPointer { append($0, to: &out) }
            }
            if !appended { return nil }
        }
        return out
    }

    /// Hashes the keys of the run's cached pieces (the first `hashes.count` words, logical order; 0 for
    /// a word shaped in place, whose key is not looked up) and asks for the cache memory each lookup
    /// will read: all index slots first, then the blocks they point to. Returns the number of words.
    /// A lookup otherwise waits on two cache misses in turn (the slot, then the block: the two loads
    /// perf showed as most of `shapeByWords`' time), word after word; asked together, the misses of a
    /// run's words overlap. The prefetches are only hints; the hashes are used by the lookups.
    private func prefetchPieces(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>, contextAtStart: Bool, contextAtEnd: Bool,
                                hashes: UnsafeMutableBufferPointer<UInt64>) -> Int {
        let lo = run.range.lowerBound, hi = run.range.upperBound
        let face = cacheFace(run.face), script = UInt32(truncatingIfNeeded: run.script.rawValue), rtl = run.isRTL
        let language = UInt(bitPattern: language)
        let cache = buffer.words
        var words = 0, asked = 0
        var i = lo
        while true {
            while i < hi && text[i] == Self.space { i += 1 }
            if i == hi { break }
            var j = i + 1
            while j < hi && text[j] != Self.space { j += 1 }
            if words < hashes.count {
                let start = i > lo ? i - 1 : i, end = j < hi ? j + 1 : j
                var hash: UInt64 = 0
                if !((start == lo && contextAtStart) || (end == hi && contextAtEnd)) {
                    hash = WordShapeCache.hash(face: face, script: script, rtl: rtl, language: language,
                                               scalars: UnsafeBufferPointer(rebasing: text[start..<end]))
                    cache.prefetchSlot(hash)
                    asked += 1
                }
                hashes[words] = hash
            }
            words += 1
            i = j
        }
        // One lookup: nothing to overlap.
        if asked > 1 {
            for k in 0..<min(words, hashes.count) where hashes[k] != 0 { cache.prefetchPiece(hashes[k]) }
        }
        return words
    }

    /// `body` over a piece's glyphs as the thread's cache holds them, or nil if it does not.
    /// `hash`: the key's, when already made (`prefetchPieces`).
    private func cachedPieceInPlace(_ range: Range<Int>, run: TextRun, in text: UnsafeBufferPointer<UInt32>, hash known: UInt64?,
                                    _ body: (UnsafeBufferPointer<ShapedGlyph>) -> Bool) -> Bool? {
        let piece = UnsafeBufferPointer(rebasing: text[range])
        let face = cacheFace(run.face), script = UInt32(truncatingIfNeeded: run.script.rawValue), rtl = run.isRTL
        let language = UInt(bitPattern: language)
        let hash = known ?? WordShapeCache.hash(face: face, script: script, rtl: rtl, language: language, scalars: piece)
        return buffer.words.withGlyphs(hash: hash, face: face, script: script, rtl: rtl, language: language, scalars: piece, body)
    }

    /// A piece's glyphs from the cache, shaping it alone on a miss.
    private func cachedPiece(_ range: Range<Int>, run: TextRun, in text: UnsafeBufferPointer<UInt32>, missedLocally: Bool = false) -> [ShapedGlyph] {
        let piece = UnsafeBufferPointer(rebasing: text[range])
        let face = cacheFace(run.face), script = UInt32(truncatingIfNeeded: run.script.rawValue), rtl = run.isRTL
        return cached(face: face, script: script, rtl: rtl, language: UInt(bitPattern: language), key: piece, missedLocally: missedLocally) {
            var alone = run
            alone.range = 0..<range.count
            return shapeWhole(alone, in: piece).glyphs
        }
    }

    /// General category M (Mn, Mc, Me), as HarfBuzz's Unicode functions report it.
    private static func isMark(_ c: UInt32) -> Bool {
        let category = hb_unicode_general_category(hb_unicode_funcs_get_default(), c)
        return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
    }

    /// Shapes `run` of `text` (its whole context) into the thread's buffer with `font`: the run's
    /// direction, script and language, the features, and the face's shapers.
    private func shapeIntoBuffer(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>, font: OpaquePointer?) -> OpaquePointer? {
        let b = buffer.buffer
        hb_buffer_clear_contents(b)
        hb_buffer_add_codepoints(b, text.baseAddress, Int32(text.count), UInt32(run.range.lowerBound), Int32(run.range.count))
        hb_buffer_set_direction(b, run.isRTL ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(b, run.script)
        hb_buffer_set_language(b, language)
        features.features.withUnsafeBufferPointer { f in
            if shapers.shapesAsDefault(run.face) {
                hb_shape(font, b, f.baseAddress, UInt32(f.count))
            } else if hb_shape_full(font, b, f.baseAddress, UInt32(f.count), ShaperList.openTypeOnlyList) == 0 {
                // The ot shaper accepts every face; should it ever refuse one, shape it as HarfBuzz would.
                hb_shape(font, b, f.baseAddress, UInt32(f.count))
            }
        }
        return b
    }

    func shapeWhole(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>) -> ShapedRun {
        let b = shapeIntoBuffer(run, in: text, font: webKit?.font ?? run.face.shapingFont)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(b, &count)
        let positions = hb_buffer_get_glyph_positions(b, &count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        if let infos, let positions {
            // WebKit's font is at the size × 65536: its positions are kept as HarfBuzz gives them.
            let sub = webKit == nil ? run.face.shapingSubunits : 1
            for i in 0..<Int(count) {
                if sub == 1 {
                    glyphs.append(ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                              xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                                              yOffset: positions[i].y_offset))
                } else {
                    // Whole units as HarfBuzz gives them at a scale of one unit (half away from zero, as
                    // `em_scalef` rounds), and what that rounding leaves.
                    let fine = positions[i].x_advance
                    let whole = Self.wholeUnits(fine, sub)
                    glyphs.append(ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                              xAdvance: whole, xOffset: Self.wholeUnits(positions[i].x_offset, sub),
                                              yOffset: Self.wholeUnits(positions[i].y_offset, sub),
                                              xAdvanceFraction: Int16(fine - whole * sub)))
                }
            }
        }
        return ShapedRun(range: run.range, level: run.level, face: run.face, glyphs: glyphs)
    }

    /// The run's width as WebKitGTK lays it out, in CSS px at `px`: the run shaped as `shape` shapes it
    /// (the same text context, features and shapers, word by word through the cache where the face
    /// allows it) but with WebKit's HarfBuzz font (`WebKitHarfBuzzFont`: hinted whole-pixel advances given
    /// to HarfBuzz, GPOS applied on them at size × 65536), each output `x_advance` taken as it is and
    /// summed as floats in visual order, as `ComplexTextControllerHarfBuzz.cpp` sums a run's advances
    /// (`harfBuzzPositionToFloat`). Pieces put together from the cache give the glyphs of the whole run
    /// in the same order (`shapeByWords`), so the sum is the same float.
    func webKitWidth(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>, px: Double) -> Float {
        var shaper = self
        shaper.webKit = buffer.webKitFont(run.face, px: px)
        let glyphs = shaper.webKit?.cacheID == nil ? shaper.shapeWhole(run, in: text).glyphs : shaper.shape(run, in: text).glyphs
        var width: Float = 0
        for g in glyphs { width += Float(g.xAdvance) / 65536 }
        return width
    }

    /// `v` subunits to whole units, half away from zero.
    @inline(__always)
    static func wholeUnits(_ v: Int32, _ sub: Int32) -> Int32 {
        v >= 0 ? (v + sub / 2) / sub : -((-v + sub / 2) / sub)
    }
}
