/// How an engine turns a glyph's advance in font units into the width layout sums.
///
/// `exact`: units × size / upem in double, what HarfBuzz's advances mean and what every profile but
/// Chrome on a FreeType platform is modelled with.
///
/// `freeTypeLinear`: Chrome on Linux, ChromeOS, Android and headless. Blink's HarfBuzz font takes each
/// glyph's advance from Skia (`SkFontGetGlyphWidthForHarfBuzz` in `skia_text_metrics.cc`:
/// `SkFont::getWidths`, then `SkiaScalarToHarfBuzzPosition`, value × 65536 to an int) and Skia's FreeType
/// port answers with FreeType's linear advance (`SkFontHost_FreeType.cpp`, `generateMetrics`:
/// `SkFT_FixedToScalar(linearHoriAdvance)`), which FreeType scales once, in 16.16 px
/// (`ftobjs.c`, `FT_Load_Glyph`: `FT_MulDiv(advance, x_scale, 64)`), with `x_scale =
/// FT_DivFix(size in 26.6, upem)` (`FT_Request_Metrics`; Skia sets the size with `FT_Set_Char_Size` and
/// `SkScalarToFDot6`). GPOS adjustments are HarfBuzz's own, scaled at Blink's font scale of size × 65536
/// (`harfbuzz_face.cc`, `SkiaScalarToHarfBuzzPosition(size)`; `hb-font.hh`, `em_mult`: `(v × mult +
/// 32768) >> 16`, `mult = (scale << 16) / upem`). Blink then adds the glyphs' advances as floats
/// (`harfbuzz_shaper.cc`, `HarfBuzzPositionToFloat`; `shape_result.cc` sums a run's advances in float)
/// and lays the run out at its width rounded up to a LayoutUnit (`LayoutUnit::FromFloatCeil`).
/// So a width is a multiple of 1/65536 px that can sit on the other side of a 1/64 px step from the
/// exact sum: Noto Kufi Arabic «اختر لغة لواجهة الإدارة» at 14 px is 139.1875 in Chromium, 139.203125
/// from the exact sum. Measured against Chromium's own `measureText` (its advances are these to the unit).
///
/// `hintedWholePixels`: WebKitGTK. Its HarfBuzz font asks Skia for each advance and rounds it to a
/// whole pixel when the font is not subpixel-positioned (`platform/graphics/skia/SkiaHarfBuzzFont.cpp` ·
/// `SkiaHarfBuzzFont::glyphWidth`: `SkScalarRoundToInt`), and Skia's hinted advance is FreeType's
/// 26.6 one (`generateMetrics`: `SkFDot6ToFloat(advance.x)` of a glyph loaded with `FT_LOAD_TARGET_NORMAL`),
/// in CSS px (WebKit ignores the device scale): `FT_MulFix(advance, x_scale)` rounded for a font without
/// TrueType instructions, what the instructions make it for one with them (`HintedGlyphBoxes.advance`).
/// Those advances are what HarfBuzz positions on: WebKit shapes with a sub font whose advance functions
/// answer them, at size × 65536, and takes HarfBuzz's positions as they are, so an advance GPOS sets
/// outright (cursive attachment, a zeroed mark) is HarfBuzz's, not the hinted one moved by a delta
/// (`WebKitHarfBuzzFont`, `Shaper.webKitWidth`). Measured with WebKitGTK 2.50 under Xvfb (default
/// settings: no subpixel positioning; `test_web_platforms.py`, `test_webkit_advances.py`). A
/// Graphite font is shaped by graphite2, which takes its advances from the font, not from these
/// callbacks: exact, summed as floats, except each space, which WebKit measures on its own at the
/// hinted whole-pixel space width (`LineShape`).
enum AdvanceModel: Sendable {
    case exact
    case freeTypeLinear
    case hintedWholePixels

    /// One face at one device size under `freeTypeLinear`: the constants each glyph's advance needs.
    struct FreeTypeScale {
        /// FreeType's 16.16 scale from font units to 26.6 px.
        let xScale: Int64
        /// HarfBuzz's `x_mult` for Blink's font scale.
        let hbMult: Int64

        init(unitsPerEm: Int, devicePx: Double) {
            let upem = Int64(Swift.max(unitsPerEm, 1))
            // Sizes come checked (`NumberRanges.size` × `deviceScale`: 8,000 px at most); pinning them to
            // 65,536 px, taller than any screen, keeps the 16.16 products below inside Int64 whatever comes.
            let devicePx = Swift.min(Swift.max(devicePx.isNaN ? 0 : devicePx, 0), 65_536)
            // SkScalarToFDot6: x × 64 to an int (truncated); FT_DivFix rounds half away from zero.
            let size26_6 = Int64(saturating: (Float(devicePx) * 64).rounded(.towardZero))
            xScale = (size26_6 * 65536 + upem / 2) / upem
            // SkiaScalarToHarfBuzzPosition: ClampTo<int>(size × 65536), truncated.
            let hbScale = Int64(saturating: (Float(devicePx) * 65536).rounded(.towardZero))
            hbMult = (hbScale << 16) / upem
        }

        /// The hinted advance in 1/65536 px: FreeType's 26.6 advance (`FT_MulFix`, rounded) rounded to a
        /// whole pixel (`SkScalarRoundToInt`, half up), plus the shaping's adjustment scaled by HarfBuzz
        /// (none when `shaped == base`: what `WebKitHarfBuzzFont` gives HarfBuzz).
        @inline(__always)
        func hintedAdvance65536(shaped: Int32, base: Int32, hintedFDot6: Int64? = nil) -> Int64 {
            let p = Int64(base) * xScale
            // FreeType's hinted advance when it could load the glyph (a TrueType font's instructions move it).
            let fdot6 = hintedFDot6 ?? (p >= 0 ? (p + 0x8000) >> 16 : -((-p + 0x8000) >> 16))
            let whole = ((fdot6 + 32) >> 6) << 16
            let adjustment = Int64(shaped) - Int64(base)
            return adjustment == 0 ? whole : whole + ((adjustment * hbMult + 32768) >> 16)
        }

        /// The advance in 1/65536 device px: FreeType's linear advance of the font's own advance
        /// (`FT_MulDiv`, rounded), plus the shaping's adjustment scaled by HarfBuzz. `fraction` (in
        /// 1/`subunits` of a unit, `ShapedGlyph.xAdvanceFraction`) is the part of a variable font's
        /// variation deltas that shaping in whole units rounded away; Blink's scale keeps it.
        @inline(__always)
        func advance65536(shaped: Int32, base: Int32, fraction: Int16 = 0, subunits: Int32 = 1) -> Int64 {
            let linear = (Int64(base) * xScale + 32) / 64
            let adjustment = Int64(shaped) - Int64(base)
            if fraction != 0 {
                let fine = adjustment * Int64(subunits) + Int64(fraction)
                return linear + ((fine * hbMult / Int64(subunits) + 32768) >> 16)
            }
            return adjustment == 0 ? linear : linear + ((adjustment * hbMult + 32768) >> 16)
        }
    }
}

extension MeasureOptions {
    /// Chrome where Skia's FreeType port gives the advances, WebKitGTK's hinted ones; Windows
    /// (DirectWrite), macOS (CoreText) and the Apple WebKits advance otherwise and are not modelled
    /// (exact); every other profile exact.
    var advanceModel: AdvanceModel {
        guard profile == .web else { return .exact }
        switch platform.webPlatform {
        case .android, .linux, .chromeos, .headless: return .freeTypeLinear
        case .webkitgtk: return .hintedWholePixels
        case .windows, .mac, .ios, .macosSafari: return .exact
        }
    }
}
