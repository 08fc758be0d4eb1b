/// One glyph as HarfBuzz placed it, in font units of its face (scale = unitsPerEm).
public struct ShapedGlyph: Sendable, Equatable {
    public var glyph: UInt32
    /// Scalar index of the cluster this glyph belongs to.
    public var cluster: Int
    public var xAdvance: Int32
    public var xOffset: Int32
    public var yOffset: Int32
    /// What `xAdvance` rounded away, in 1/`FontFace.shapingSubunits` of a unit: the fraction a variable
    /// font instance's variation deltas (kerning, mark positions) leave, which HarfBuzz keeps at a finer
    /// scale (`em_scalef`: the delta × scale / upem, rounded once) and which Blink's scale keeps. 0 for
    /// a face shaped in whole units.
    public var xAdvanceFraction: Int16 = 0
}

/// A shaped run: glyphs in visual order (HarfBuzz reverses RTL runs), with the face that drew them.
public struct ShapedRun: Sendable {
    public var range: Range<Int>
    public var level: UInt8
    /// Not retained, for the reason given on `TextRun.face`; valid while the registry lives, so it is
    /// kept inside Core (code outside reads the face of a placed glyph, `PlacedGlyph.face`, retained).
    unowned(unsafe) var face: FontFace
    public var glyphs: [ShapedGlyph]
    /// WebKitGTK's width of the run in CSS px (`Shaper.webKitWidth`), when the line was shaped for it.
    var webKitWidth: Float?

    public var isRTL: Bool { level & 1 == 1 }

    /// Sum of advances in font units.
    public var advance: Int64 { glyphs.reduce(0) { $0 + Int64($1.xAdvance) } }

    /// Advance width in CSS px at `size`.
    public func width(size: Double) -> Double { Double(advance) * size / Double(face.unitsPerEm) }
}
