import CFreeType
import CHarfBuzz
import COpenTypeLayout
import CPrimitives
import Foundation

/// One font file, loaded once and shared by every thread.
///
/// The file is mapped (`FontFile.open`), so loading costs no copy.
/// HarfBuzz documents an `hb_font_t` as safe to use from several threads once it is made immutable,
/// which is what shaping and glyph extents use. FreeType is touched only while loading, to read the
/// vertical metrics tables, and for outlines under `FreeTypeLibrary`'s lock.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    public let path: String
    public let family: String
    public let style: String
    public let weight: Int
    /// Metrics of the instance (`MVAR` applied, `VerticalMetrics.varied`).
    public let metrics: VerticalMetrics
    public var unitsPerEm: Int { metrics.unitsPerEm }
    /// A variable font's axes (`fvar`); `VariationAxes.none` for a static font.
    public let axes: VariationAxes
    /// The instance this face is at: each axis set away from its default, in axis order (empty: the
    /// font's default instance, or a static font). HarfBuzz shapes with it (`hb_font_set_variations`:
    /// `HVAR` advances, `gvar` outlines for extents, GPOS variations) and FreeType draws with it.
    public let variations: [FontVariation]
    /// `variations` as FreeType takes them: every axis in `fvar` order (empty at the default instance).
    let designCoordinates: [Double]

    let blob: OpaquePointer
    /// The font `hb_shape` runs on: `font` itself, or for an instance of a variable font the same
    /// instance at `shapingSubunits` times the scale (`ShapedGlyph.xAdvanceFraction`).
    let shapingFont: OpaquePointer
    /// 1, or `Self.instanceSubunits` for an instance.
    let shapingSubunits: Int32
    /// 256 subunits per font unit: a kerning delta is kept to 1/256 unit, 0.0003 px at 160 px in a
    /// 2048-unit font, and a 2048-unit advance is 524,288 subunits, far inside HarfBuzz's 32-bit positions.
    static let instanceSubunits: Int32 = 256
    /// The file's own tables, name, style and weight, before any instance: what another instance of the
    /// same file starts from.
    private let fileInfo: FreeTypeLibrary.FaceInfo
    private let fileStyle: String
    private let fileWeight: Int
    let face: OpaquePointer
    let font: OpaquePointer
    private let glyphExtents: GlyphExtentsCache
    let glyphAdvances: GlyphAdvanceCache
    /// Whether the cmap maps each BMP code point, learnt on first ask: 0 not yet asked, 1 yes, 2 no.
    /// Itemizing asks it of every scalar of every string, and a cmap lookup through HarfBuzz's font
    /// functions cost about 60 instructions where a byte costs one load. Written with relaxed atomic
    /// stores; threads that race write the same answer.
    private let bmpCoverage: UnsafeMutablePointer<UInt8>
    /// Names this face in word-cache keys. Unlike its address, never reused by a later face.
    let serial: UInt64
    /// The glyph for U+0020, if the font has one.
    let spaceGlyph: UInt32?
    /// Whether the font has a Graphite `Silf` table: HarfBuzz's graphite2 shaper takes exactly such a
    /// face (`hb-graphite2.cc`, `_hb_graphite2_shaper_face_data_create`), where HarfBuzz has it (`ShaperList`).
    let hasGraphite: Bool
    /// WebKitGTK's painted glyph boxes (hinted), made only when a `webkitgtk` line asks.
    private let hintedBoxes: HintedGlyphBoxes
    /// Whether words separated by spaces may be shaped one at a time (see
    /// `lf_face_shapes_word_by_word`): decided on first use, as it walks every lookup of the font.
    var shapesWordByWord: Bool {
        let state = lf_atomic_load_u64(wordByWordState)
        if state != 0 { return state == 1 }
        let yes = spaceGlyph.map { lf_face_shapes_word_by_word(face, $0) != 0 } ?? false
        lf_atomic_store_u64(wordByWordState, yes ? 1 : 2)
        return yes
    }
    /// 0 unknown, 1 yes, 2 no; racing threads compute the same answer.
    private let wordByWordState: UnsafeMutablePointer<UInt64>
    private static let serials = SerialNumbers()

    /// `sha256`, for a bundled font, is the hash its manifest records: a file that does not match is
    /// refused, so a font put in the bundled folder's place cannot change what is measured.
    /// `variations` sets a variable font's instance (clamped to each axis; axes the font lacks are
    /// ignored); a static font ignores them. `weight` defaults to the instance's `wght` if set.
    public convenience init(path: String, family: String? = nil, style: String? = nil, weight: Int? = nil, sha256: String? = nil,
                            variations: [FontVariation] = []) throws {
        let blob = try FontFile.open(path: path)
        guard hb_blob_get_length(blob) >= 12 else {
            hb_blob_destroy(blob)
            throw LabelFitError.badFont(path: path, reason: "the file is truncated")
        }
        if let sha256 {
            var length: UInt32 = 0
            let data = hb_blob_get_data(blob, &length)
            let found = SHA256.hex(UnsafeRawBufferPointer(start: data, count: Int(length)))
            guard found == sha256.lowercased() else {
                hb_blob_destroy(blob)
                throw LabelFitError.badFont(path: path, reason: "its SHA-256 is \(found), not the \(sha256) fonts.json records for it")
            }
        }
        let freeTypeInfo: FreeTypeLibrary.FaceInfo
        do {
            freeTypeInfo = try FreeTypeLibrary.shared.inspect(blob: blob, path: path)
        } catch {
            hb_blob_destroy(blob)
            throw error
        }
        self.init(blob: blob, path: path, info: freeTypeInfo, family: family ?? freeTypeInfo.family,
                  style: style ?? freeTypeInfo.style, weight: weight ?? (freeTypeInfo.bold ? 700 : 400), variations: variations)
    }

    /// `base`'s font file at another instance (`variations` replace `base`'s), sharing its bytes: the
    /// file was read and checked once.
    public convenience init(instanceOf base: FontFace, variations: [FontVariation]) {
        self.init(blob: hb_blob_reference(base.blob), path: base.path, info: base.fileInfo, family: base.family,
                  style: base.fileStyle, weight: base.fileWeight, variations: variations)
    }

    /// Takes ownership of `blob`.
    private init(blob: OpaquePointer, path: String, info freeTypeInfo: FreeTypeLibrary.FaceInfo, family: String,
                 style: String, weight: Int, variations: [FontVariation]) {
        self.fileInfo = freeTypeInfo
        self.fileStyle = style
        self.fileWeight = weight
        self.blob = blob
        self.face = hb_face_create(blob, 0)
        hb_face_make_immutable(face)
        self.font = hb_font_create(face)
        let axes = VariationAxes(face: face)
        self.axes = axes
        let instance = axes.normalized(variations)
        self.variations = instance
        let coordinates = instance.isEmpty ? [] : axes.axes.map { axis in instance.first { $0.tag == axis.tag }?.value ?? axis.defaultValue }
        self.designCoordinates = coordinates
        if !instance.isEmpty {
            // As `hb-shape --variations=wght=700`: HarfBuzz normalizes the design values through `avar`.
            let settings = instance.map { hb_variation_t(tag: $0.hbTag, value: Float($0.value)) }
            hb_font_set_variations(font, settings, UInt32(settings.count))
        }
        self.metrics = freeTypeInfo.metrics.varied(by: font)
        // Scale = units per em: HarfBuzz then answers in font units, exactly what hb-shape prints with
        // --font-size=upem; conversion to px happens once, in Double.
        hb_font_set_scale(font, Int32(metrics.unitsPerEm), Int32(metrics.unitsPerEm))
        hb_font_make_immutable(font)
        if instance.isEmpty {
            self.shapingFont = hb_font_reference(font)
            self.shapingSubunits = 1
        } else {
            // At a scale of one unit HarfBuzz rounds each variation delta of GPOS (`em_scalef`) to a whole
            // unit; Blink's scale (size × 65536) keeps its fraction. Shaping the instance finer keeps it too.
            let fine = hb_font_create(face)!
            let settings = instance.map { hb_variation_t(tag: $0.hbTag, value: Float($0.value)) }
            hb_font_set_variations(fine, settings, UInt32(settings.count))
            let scale = Int32(metrics.unitsPerEm) * Self.instanceSubunits
            hb_font_set_scale(fine, scale, scale)
            hb_font_make_immutable(fine)
            self.shapingFont = fine
            self.shapingSubunits = Self.instanceSubunits
        }
        self.path = path
        self.family = family
        // An instance is named as its font names it (`fvar` named instance: "Bold"), else by its settings.
        let named = instance.isEmpty ? nil : axes.namedInstances.first { $0.coordinates == coordinates }?.name
        self.style = instance.isEmpty ? style : (named ?? instance.map(\.description).joined(separator: ","))
        // A variable font's weight is its wght coordinate (the axis default where the instance leaves it).
        let wght = (instance.first { $0.tag == "wght" }?.value ?? axes.axes.first { $0.tag == "wght" }?.defaultValue).map { Int($0.rounded()) }
        self.weight = wght ?? weight
        self.description = "\(self.family) \(self.style)"
        self.hintedBoxes = HintedGlyphBoxes(coordinates: designCoordinates)
        self.glyphExtents = GlyphExtentsCache(glyphCount: Int(hb_face_get_glyph_count(face)))
        self.glyphAdvances = GlyphAdvanceCache(glyphCount: Int(hb_face_get_glyph_count(face)), font: font)
        self.bmpCoverage = .allocate(capacity: 0x10000)
        bmpCoverage.initialize(repeating: 0, count: 0x10000)
        self.serial = Self.serials.next()
        var space: hb_codepoint_t = 0
        self.spaceGlyph = hb_font_get_nominal_glyph(font, 0x20, &space) != 0 ? space : nil
        let silf = hb_face_reference_table(face, 0x5369_6C66)  // 'Silf'
        self.hasGraphite = hb_blob_get_length(silf) > 0
        hb_blob_destroy(silf)
        self.wordByWordState = .allocate(capacity: 1)
        wordByWordState.initialize(to: 0)
    }

    deinit {
        hintedBoxes.close()
        glyphExtents.deallocate()
        glyphAdvances.deallocate()
        bmpCoverage.deallocate()
        wordByWordState.deallocate()
        hb_font_destroy(shapingFont)
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// "Family Style", made once: every run summary names its face.
    public let description: String

    /// The glyph the font's cmap maps `scalar` to, or nil.
    @inline(__always)
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
    }

    public func covers(_ scalar: UInt32) -> Bool { coverage.covers(scalar) }

    /// `covers` for loops over many scalars, as a value: each call on the face itself retains and
    /// releases it.
    var coverage: CoverageReader { CoverageReader(font: font, bmp: bmpCoverage) }

    struct CoverageReader {
        let font: OpaquePointer
        let bmp: UnsafeMutablePointer<UInt8>

        @inline(__always)
        func covers(_ scalar: UInt32) -> Bool {
            if scalar < 0x10000 {
                let known = lf_atomic_load_u8(bmp + Int(scalar))
                if known != 0 { return known == 1 }
            }
            var glyph: hb_codepoint_t = 0
            let yes = hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
            if scalar < 0x10000 { lf_atomic_store_u8(bmp + Int(scalar), yes ? 1 : 2) }
            return yes
        }
    }

    /// Outline bounds of `glyph` in font units (unhinted), from HarfBuzz's glyf/CFF readers.
    @inline(__always)
    func extents(of glyph: UInt32) -> GlyphBounds { extentsReader.bounds(of: glyph) }

    /// What reading extents needs, as a value: a loop over many glyphs takes it once, as a call on the
    /// face itself retains and releases the face each time.
    var extentsReader: ExtentsReader { ExtentsReader(font: font, cache: glyphExtents) }

    struct ExtentsReader {
        let font: OpaquePointer
        let cache: GlyphExtentsCache

        @inline(__always)
        func bounds(of glyph: UInt32) -> GlyphBounds {
            if let cached = cache.cached(glyph) { return cached }
            var e = hb_glyph_extents_t()
            let bounds = hb_font_get_glyph_extents(font, glyph, &e) != 0
                ? GlyphBounds(xMin: e.x_bearing, xMax: e.x_bearing + e.width, yMin: e.y_bearing + e.height, yMax: e.y_bearing) : .empty
            cache.store(bounds, for: glyph)
            return bounds
        }
    }

    /// Where WebKitGTK paints `glyph` at `devicePx`, in whole device pixels (`HintedGlyphBoxes`).
    func hintedBox(of glyph: UInt32, devicePx: Double) -> HintedGlyphBoxes.Box? {
        hintedBoxes.box(of: glyph, devicePx: devicePx, blob: blob)
    }

    /// FreeType's hinted advance of `glyph` at `px` CSS px in 26.6, as WebKitGTK's Skia takes it (`HintedGlyphBoxes`).
    func hintedAdvance(of glyph: UInt32, px: Double) -> Int64? {
        hintedBoxes.advance(of: glyph, px: px, blob: blob)
    }

    /// Horizontal advance of `glyph` in font units, unshaped (for the ellipsis and sample glyphs).
    func advance(of glyph: UInt32) -> Int32 { glyphAdvances.advance(of: glyph) }
}

/// A glyph's outline box in font units, y up. `empty` for glyphs without outline (space).
struct GlyphBounds: Equatable {
    var xMin: Int32, xMax: Int32, yMin: Int32, yMax: Int32
    static let empty = GlyphBounds(xMin: 0, xMax: 0, yMin: 0, yMax: 0)
    var isEmpty: Bool { xMin == xMax && yMin == yMax }
}
