import CHarfBuzz

/// An `hb_buffer_t` owned by one task at a time (HarfBuzz buffers are not thread-safe).
final class ShapingBuffer {
    let buffer: OpaquePointer

    init() { buffer = hb_buffer_create() }
    deinit { hb_buffer_destroy(buffer) }
}

/// OpenType features as `hb-shape --features` spells them: "-kern", "ss01", "+liga", "liga=0".
public struct FeatureList: Sendable, Hashable {
    public let specs: [String]
    let features: [hb_feature_t]

    public init(_ specs: [String]) throws {
        var features: [hb_feature_t] = []
        for spec in specs where !spec.isEmpty {
            var feature = hb_feature_t()
            guard hb_feature_from_string(spec, Int32(spec.utf8.count), &feature) != 0 else {
                throw LabelFitError.usage("'\(spec)' is not an OpenType feature setting (try 'kern', '-kern', 'ss01=1')")
            }
            features.append(feature)
        }
        self.specs = specs
        self.features = features
    }

    public static let none = try! FeatureList([])

    public static func == (a: FeatureList, b: FeatureList) -> Bool { a.specs == b.specs }
    public func hash(into h: inout Hasher) { h.combine(specs) }
}

/// Shapes runs with HarfBuzz. Each run sees the whole text as context (`item_offset`/`item_length`),
/// so Arabic joining across a font or script boundary is the same as in one run.
struct Shaper {
    let buffer: ShapingBuffer
    let language: hb_language_t?
    let features: FeatureList

    init(buffer: ShapingBuffer, locale: String, features: FeatureList) {
        self.buffer = buffer
        self.language = hb_language_from_string(locale, -1)
        self.features = features
    }

    func shape(_ run: TextRun, in text: UnsafeBufferPointer<UInt32>) -> ShapedRun {
        let b = buffer.buffer
        hb_buffer_clear_contents(b)
        hb_buffer_add_codepoints(b, text.baseAddress, Int32(text.count), UInt32(run.range.lowerBound), Int32(run.range.count))
        hb_buffer_set_direction(b, run.isRTL ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(b, run.script)
        hb_buffer_set_language(b, language)
        features.features.withUnsafeBufferPointer { hb_shape(run.face.font, b, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(b, &count)
        let positions = hb_buffer_get_glyph_positions(b, &count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        if let infos, let positions {
            for i in 0..<Int(count) {
                glyphs.append(ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                          xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                                          yOffset: positions[i].y_offset))
            }
        }
        return ShapedRun(range: run.range, level: run.level, face: run.face, glyphs: glyphs)
    }
}
