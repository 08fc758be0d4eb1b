import CHarfBuzz

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
final class WebKitHarfBuzzFont {
    /// The functions object every such font shares, made once for the process.
    nonisolated(unsafe) static let funcs: OpaquePointer = lf_hb_make_advance_funcs()

    let font: OpaquePointer
    let face: FontFace
    let px: Double
    /// Each glyph's advance in 1/65536 px, `Int32.min` until first asked.
    private var advances: [Int32]
    private let data: UnsafeMutablePointer<lf_hb_advances>
    private let scale: AdvanceModel.FreeTypeScale

    init(face: FontFace, px: Double) {
        self.face = face
        self.px = px
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
    private func advance(of glyph: hb_codepoint_t) -> hb_position_t {
        let i = Int(glyph)
        if i < advances.count, advances[i] != Int32.min { return advances[i] }
        let base = face.advance(of: glyph)
        let value = Int32(clamping: scale.hintedAdvance65536(shaped: base, base: base, hintedFDot6: face.hintedAdvance(of: glyph, px: px)))
        if i < advances.count { advances[i] = value }
        return value
    }
}
