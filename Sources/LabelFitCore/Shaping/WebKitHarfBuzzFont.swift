import CHarfBuzz
import Foundation

/// A face at one CSS size as WebKitGTK shapes it: a HarfBuzz sub font of the face's own font whose
/// horizontal advances are the hinted whole-pixel ones, everything else (glyph lookup, GPOS, the
/// variation instance) the parent's.
///
/// WebKit's Skia port (WebKitGTK 2.44 and later) builds its HarfBuzz font this way
/// (`platform/graphics/skia/SkiaHarfBuzzFont.cpp`): `hb_font_create_sub_font` of an `hb_font_create`
/// font with the typeface's variation position, `hb_font_set_funcs` with `glyph_h_advance(s)` answered by
/// `SkiaHarfBuzzFont::glyphWidth(s)` (Skia's advance, `SkScalarRoundToInt` when the font is not
/// subpixel-positioned), scaled by `SkiaHarfBuzzFont::scaledFont` to the size × 65536
/// (`skScalarToHarfBuzzPosition`, `clampTo<int>` of a float) with `hb_font_set_ptem(size)`. HarfBuzz then
/// positions on those advances, and WebKit takes its output as it is (`ComplexTextControllerHarfBuzz.cpp`:
/// `harfBuzzPositionToFloat` of each `x_advance`, the run's advances summed as floats). So where GPOS
/// sets an advance outright — a cursive attachment's entry/exit (`hb-ot-layout-gpos-table`,
/// `CursivePosFormat1`), a mark's advance zeroed by the shaper — the result is HarfBuzz's scaled value,
/// not the hinted advance moved by a delta [measured: WebKitGTK 2.50, Noto Nastaliq Urdu 17 px
/// «بهلوي مزاميري» 86.263 px, where hinted advances plus deltas give 88.966].
///
/// Owned by one thread (`ShapingBuffer.webKitFont`): the advance table is written without a lock.
///
/// Shaped through the word cache like every other profile's runs (`Shaper.webKitWidth`), under a face
/// key of its own (`cacheID`): the glyphs LabelFit positions in font units (ink, clusters, the drawing)
/// and the advances WebKit positions in 1/65536 px on hinted advances are two shapings with different
/// positions — HarfBuzz's GPOS deltas scale differently from a hinted advance, so neither can be made
/// from the other — and both are cached.
final class WebKitHarfBuzzFont {
    /// The functions object every such font shares, made once for the process.
    nonisolated(unsafe) static let funcs: OpaquePointer = lf_hb_make_advance_funcs()

    let font: OpaquePointer
    let face: FontFace
    let px: Double
    /// This face at this size as word-cache keys name it (`CacheKeys`); nil when the process has named
    /// `CacheKeys.limit` of them already, and then it is shaped without the cache.
    let cacheID: UInt64?
    /// Each glyph's advance in 1/65536 px, `Int32.min` until first asked.
    private var advances: [Int32]
    private let data: UnsafeMutablePointer<lf_hb_advances>
    private let scale: AdvanceModel.FreeTypeScale

    init(face: FontFace, px: Double) {
        self.face = face
        self.px = px
        self.cacheID = CacheKeys.shared.id(serial: face.serial, px: px)
        self.font = hb_font_create_sub_font(face.font)
        self.advances = [Int32](repeating: Int32.min, count: Int(hb_face_get_glyph_count(face.face)))
        self.scale = AdvanceModel.FreeTypeScale(unitsPerEm: face.unitsPerEm, devicePx: px)
        self.data = .allocate(capacity: 1)
        data.initialize(to: lf_hb_advances(context: nil, advance: { context, glyph in
            Unmanaged<WebKitHarfBuzzFont>.fromOpaque(context!).takeUnretainedValue().advance(of: glyph)
        }))
        data.pointee.context = Unmanaged.passUnretained(self).toOpaque()
        hb_font_set_funcs(font, Self.funcs, data, nil)
        // skScalarToHarfBuzzPosition: the float size × 65536, to an int (truncated).
        let position = Int32(clamping: Int64((Float(px) * 65536).rounded(.towardZero)))
        hb_font_set_scale(font, position, position)
        hb_font_set_ptem(font, Float(px))
        hb_font_make_immutable(font)
    }

    deinit {
        hb_font_destroy(font)
        data.deinitialize(count: 1)
        data.deallocate()
    }

    /// The hinted whole-pixel advance in 1/65536 px: FreeType's hinted 26.6 advance at the CSS size
    /// (`FontFace.hintedAdvance`; WebKit's font is at the CSS size whatever the device scale), else
    /// `round(FT_MulFix(advance, x_scale))`, rounded to a whole pixel (`AdvanceModel.FreeTypeScale`).
    func advance(of glyph: hb_codepoint_t) -> hb_position_t {
        let i = Int(glyph)
        if i < advances.count, advances[i] != Int32.min { return advances[i] }
        let base = face.advance(of: glyph)
        let value = Int32(clamping: scale.hintedAdvance65536(shaped: base, base: base, hintedFDot6: face.hintedAdvance(of: glyph, px: px)))
        if i < advances.count { advances[i] = value }
        return value
    }
}

extension WebKitHarfBuzzFont {
    /// The word-cache face keys of WebKitGTK's fonts: one per face (serial: its file and instance) and
    /// CSS size (every bit of it: the hinted advances are FreeType's at that exact size), shared by all
    /// threads so that the shared cache serves them all. Keys have bit 62 set, which no face serial
    /// reaches (serials count up from 1), so a WebKit entry is never taken for a face's own glyphs; the
    /// shaper list's bit 63 is added as for any face (`Shaper.cacheFace`). Hinting is the one WebKitGTK
    /// applies (`FontFace.hintedAdvance`), and features and direction are in the cache key already.
    /// At most `limit` keys a process: sizes are any number, so past it a font is shaped uncached.
    final class CacheKeys: @unchecked Sendable {
        static let shared = CacheKeys()
        static let limit = 4096
        private struct Key: Hashable { let serial: UInt64, px: UInt64 }
        private let lock = NSLock()
        private var ids: [Key: UInt64] = [:]

        func id(serial: UInt64, px: Double) -> UInt64? {
            let key = Key(serial: serial, px: px.bitPattern)
            lock.lock()
            defer { lock.unlock() }
            if let id = ids[key] { return id }
            guard ids.count < Self.limit else { return nil }
            let id = 1 << 62 | UInt64(ids.count + 1)
            ids[key] = id
            return id
        }
    }
}
