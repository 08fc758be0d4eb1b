import CFreeType
import Foundation

/// Where WebKitGTK paints a glyph's ink: the glyph hinted at the device pixel size, as Skia's FreeType
/// port loads it for WebKit, in whole device pixels above and below the glyph's origin.
///
/// Sources: WebKit `platform/graphics/skia/FontRenderOptionsSkia.cpp` · `FontRenderOptions::setHinting`
/// (no desktop setting → `Hinting::Medium` → `SkFontHinting::kNormal`); Skia `SkFontHost_FreeType.cpp` ·
/// `SkScalerContext_FreeType` (kNormal → `FT_LOAD_TARGET_NORMAL`: the font's TrueType instructions,
/// else FreeType's auto-hinter; the size set with `FT_Set_Char_Size` in 26.6 device px). Glyphs are
/// drawn at the device scale (`GDK_SCALE`), so the outline is hinted at size × scale. Painted rows are
/// those the hinted curves cross: the outline's exact box (`FT_Outline_Get_BBox`), the top rounded up
/// and the bottom down to whole pixels, less a row entered by at most 1/64 px. Measured with WebKitGTK 2.50 under Xvfb
/// (`Tests/Browser/test_web_platforms.py`, the ink rows of a screenshot).
///
/// One FreeType face per font face, opened on first use and used only under the library's lock
/// (FreeType faces are single-threaded); boxes are remembered per size and glyph, at most
/// `capacity` of them (then forgotten all at once), so memory stays bounded whatever the input.
final class HintedGlyphBoxes: @unchecked Sendable {
    /// A glyph's painted extent in whole device pixels: `top` above its origin, `bottom` below (either
    /// may be negative: a mark drawn wholly above the baseline has a negative bottom).
    struct Box: Equatable {
        var top: Int32, bottom: Int32
    }

    static let capacity = 1 << 16
    /// The variable font instance the boxes are of (`FontFace.designCoordinates`; empty: the default).
    private let coordinates: [Double]
    private let lock = NSLock()
    private var ftFace: FT_Face?
    private var opened = false
    private var sizeSet: FT_F26Dot6 = 0
    private var boxes: [UInt64: Box?] = [:]
    private var advances: [UInt64: Int64?] = [:]

    init(coordinates: [Double] = []) {
        self.coordinates = coordinates
    }

    /// Closes the FreeType face; called by the owning font face's deinit before the bytes it reads
    /// (the font's blob) are released.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        if let ftFace { FreeTypeLibrary.shared.close(ftFace) }
        ftFace = nil
        boxes.removeAll()
        advances.removeAll()
    }

    /// `load` on the FreeType face set to `size` (26.6 px), opened on first use, under the library's
    /// lock; nil when FreeType cannot open or size it. The caller holds `lock`.
    private func sized<T>(_ size: FT_F26Dot6, blob: OpaquePointer, _ load: (FT_Face) -> T?) -> T? {
        if !opened {
            opened = true
            ftFace = FreeTypeLibrary.shared.openFace(blob: blob, variations: coordinates)
        }
        guard let ftFace, size > 0 else { return nil }
        return FreeTypeLibrary.shared.locked {
            if sizeSet != size {
                guard FT_Set_Char_Size(ftFace, size, size, 72, 72) == 0 else { return nil }
                sizeSet = size
            }
            return load(ftFace)
        }
    }

    /// FreeType's hinted advance of `glyph` at `px` in 26.6 (Skia's `generateMetrics` with kNormal
    /// hinting and no linear metrics: `SkFDot6ToFloat(fFace->glyph->advance.x)`), or nil when FreeType
    /// cannot load it. A TrueType font's instructions move it off `round(FT_MulFix(advance, x_scale))`
    /// [measured: Roboto 13 px «S» 9 px, its linear advance 7.72; WebKitGTK 2.50 «Edit office files» with
    /// `optimizeSpeed` 88 px, the sum of these]; a font without instructions keeps the rounded linear one.
    func advance(of glyph: UInt32, px: Double, blob: OpaquePointer) -> Int64? {
        let size = FT_F26Dot6(px * 64)
        let key = UInt64(UInt32(truncatingIfNeeded: size)) << 32 | UInt64(glyph)
        lock.lock()
        defer { lock.unlock() }
        if let known = advances[key] { return known }
        let found: Int64? = sized(size, blob: blob) { ftFace in
            var a: FT_Pos = 0
            guard lf_hinted_glyph_advance(ftFace, FT_UInt(glyph), &a) == 0 else { return nil }
            return Int64(a)
        }
        if advances.count >= Self.capacity { advances.removeAll(keepingCapacity: true) }
        advances[key] = found
        return found
    }

    /// The painted box of `glyph` at `devicePx` (the font size times the device scale), or nil for a
    /// glyph without outline or one FreeType cannot load.
    func box(of glyph: UInt32, devicePx: Double, blob: OpaquePointer) -> Box? {
        // Skia's `SkScalarToFDot6`: the size in 26.6, truncated.
        let size = FT_F26Dot6(devicePx * 64)
        let key = UInt64(UInt32(truncatingIfNeeded: size)) << 32 | UInt64(glyph)
        lock.lock()
        defer { lock.unlock() }
        if let known = boxes[key] { return known }
        let found: Box? = sized(size, blob: blob) { ftFace in
            var b = [FT_Pos](repeating: 0, count: 4)
            guard lf_hinted_glyph_box(ftFace, FT_UInt(glyph), &b) == 0 else { return nil }
            // 26.6 to whole pixels: the top up, the bottom down, except that a row the outline enters by
            // at most 1/64 px is not painted — a curve's extremum covers almost nothing of it, and the
            // 8-bit mask rounds that to 0 [measured: against WebKitGTK 2.50's rows at GDK_SCALE 1 and 2,
            // FT_PIX_CEIL / FT_PIX_FLOOR of the exact box agree in 98.5 / 97.2 % of edges (scale 1) and
            // this in 99.2 / 99.5 % (bottoms at scale 2: 91.5 → 99.3 %); 2/64 px does worse at scale 2].
            let top = (b[3] - 1 + 63) >> 6, bottom = (b[1] + 1) >> 6
            return Box(top: Int32(clamping: top), bottom: Int32(clamping: -bottom))
        }
        if boxes.count >= Self.capacity { boxes.removeAll(keepingCapacity: true) }
        boxes[key] = found
        return found
    }
}
