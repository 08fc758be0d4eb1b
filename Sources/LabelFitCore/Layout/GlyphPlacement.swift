/// One glyph where a label paints it: `xPx` from the visual left edge of its line's text, `yPx` up from
/// the line's baseline (the glyph's HarfBuzz offsets applied).
public struct PlacedGlyph: Sendable {
    /// Retained: a placed glyph is handed to drawing code outside Core (the SVG renderer), which may
    /// keep it as long as it likes; placing is off the measuring hot path, so the retain is cheap.
    public let face: FontFace
    public let glyph: UInt32
    public let xPx: Double
    public let yPx: Double
    /// Font size ÷ units per em: the scale its outline is drawn at.
    public let scale: Double
    /// The ellipsis a truncated line ends in (left of the text in RTL, right in LTR).
    public let isEllipsis: Bool
}

/// A shown line of a label: its measurement (box, ink, clip) and its glyphs as painted.
public struct PlacedLine: Sendable {
    public let line: MeasuredLine
    /// Width of the text shown on the line (trailing spaces before an ellipsis dropped), without the ellipsis.
    public let textWidthPx: Double
    public let glyphs: [PlacedGlyph]
}

/// A label laid out in its row with every glyph's position: what a drawing needs, nothing drawn.
public struct PlacedLabel: Sendable {
    public let measurement: StringMeasurement
    public let lines: [PlacedLine]
}

extension Measurer {
    /// Lays `text` out as `measure` does and places each glyph of each shown line.
    public func place(_ text: String, locale: String, options: MeasureOptions) throws -> PlacedLabel {
        try options.validate()
        let paragraph = self.paragraph(text, locale: locale, options: options, faces: try registry.faces(for: options.fontStack))
        let m = LabelLayout(paragraph: paragraph).measure(options: options)
        let rtl = m.direction == .rtl
        var placed: [PlacedLine] = []
        for (index, line) in m.lineDetails.enumerated() {
            var visible = line.start..<line.end
            // A truncated label's last line shows only what stays; trailing spaces before the ellipsis go.
            let truncatedHere = index == m.lineDetails.count - 1 && !m.droppedText.isEmpty
            if truncatedHere {
                var end = visible.upperBound
                while end > visible.lowerBound && paragraph.text.scalars[end - 1] == 0x20 { end -= 1 }
                visible = visible.lowerBound..<end
            }
            let shape = paragraph.shapeLine(paragraph.trimmed(visible))
            var glyphs: [PlacedGlyph] = []
            if truncatedHere, m.visibleText.hasSuffix("…"), let e = paragraph.ellipsisGlyph() {
                glyphs.append(PlacedGlyph(face: e.face, glyph: e.glyph, xPx: rtl ? -e.widthPx : shape.widthPx, yPx: 0,
                                          scale: options.size / Double(e.face.unitsPerEm), isEllipsis: true))
            }
            var x = 0.0
            for run in shape.runs {
                let k = options.size / Double(run.face.unitsPerEm)
                for g in run.glyphs {
                    glyphs.append(PlacedGlyph(face: run.face, glyph: g.glyph, xPx: x + Double(g.xOffset) * k,
                                              yPx: Double(g.yOffset) * k, scale: k, isEllipsis: false))
                    x += Double(g.xAdvance) * k
                }
            }
            placed.append(PlacedLine(line: line, textWidthPx: shape.widthPx, glyphs: glyphs))
        }
        return PlacedLabel(measurement: m, lines: placed)
    }
}
