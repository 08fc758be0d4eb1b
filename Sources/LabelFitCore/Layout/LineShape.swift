/// One line shaped exactly: its runs in visual order, widths and ink.
struct LineShape {
    let range: Range<Int>
    let runs: [ShapedRun]
    /// Sum of advances in CSS px, unrounded.
    let widthPx: Double
    /// The width layout uses: each run rounded up to 1/64 device px (Blink's LayoutUnit).
    let layoutWidthPx: Double
    let ink: InkExtents
    /// Faces that drew at least one glyph, in order of first use.
    let faces: [FontFace]

    init(range: Range<Int>, runs: [ShapedRun], paragraph: Paragraph) {
        self.range = range
        self.runs = runs
        let size = paragraph.size, dsf = paragraph.deviceScale
        var width = 0.0, layoutWidth = 0.0
        var pen = 0.0
        var top = -Double.infinity, bottom = -Double.infinity, left = Double.infinity, right = -Double.infinity
        var topIndex: Int?, bottomIndex: Int?
        var faces: [FontFace] = []
        faces.reserveCapacity(2)
        runs.withUnsafeBufferPointer { runs in
            for r in runs.indices {
                unowned(unsafe) let face = runs[r].face
                let k = size / Double(face.unitsPerEm)
                if !runs[r].glyphs.isEmpty && !faces.contains(where: { $0 === face }) { faces.append(face) }
                let runWidth = runs[r].width(size: size)
                width += runWidth
                layoutWidth += (runWidth * dsf * 64 - 1e-9).rounded(.up) / 64 / dsf
                let extents = face.extentsReader
                runs[r].glyphs.withUnsafeBufferPointer { glyphs in
                    for g in glyphs {
                        let b = extents.bounds(of: g.glyph)
                        if !b.isEmpty {
                            let gTop = Double(b.yMax + g.yOffset) * k
                            let gBottom = -Double(b.yMin + g.yOffset) * k
                            if gTop > top { top = gTop; topIndex = g.cluster }
                            if gBottom > bottom { bottom = gBottom; bottomIndex = g.cluster }
                            left = min(left, pen + Double(g.xOffset + b.xMin) * k)
                            right = max(right, pen + Double(g.xOffset + b.xMax) * k)
                        }
                        pen += Double(g.xAdvance) * k
                    }
                }
            }
        }
        self.widthPx = width
        self.layoutWidthPx = max(0, layoutWidth)
        self.faces = faces
        if topIndex == nil {
            ink = .empty
        } else {
            let starts = paragraph.graphemeStarts
            ink = InkExtents(topPx: top, bottomPx: bottom, leftPx: left, rightPx: right,
                             topCharacter: topIndex.map { paragraph.text.grapheme(at: $0, starts: starts) }, topIndex: topIndex,
                             bottomCharacter: bottomIndex.map { paragraph.text.grapheme(at: $0, starts: starts) },
                             bottomIndex: bottomIndex)
        }
    }
}
