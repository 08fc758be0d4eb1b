/// One line shaped exactly: its runs in visual order, widths and ink.
struct LineShape {
    let range: Range<Int>
    let runs: [ShapedRun]
    /// Sum of advances in CSS px, unrounded.
    let widthPx: Double
    /// The width layout uses: each run rounded up to 1/64 device px (Blink's LayoutUnit), its advances
    /// as the paragraph's `AdvanceModel` has them.
    let layoutWidthPx: Double
    let ink: InkExtents
    /// Faces that drew at least one glyph, in order of first use.
    let faces: FacesDrawn

    init(range: Range<Int>, runs: [ShapedRun], paragraph: Paragraph) {
        self.range = range
        self.runs = runs
        let size = paragraph.size, dsf = paragraph.deviceScale
        let model = paragraph.advances
        var width = 0.0, layoutWidth = 0.0
        // Ink is found in each run's own font units (integers, compared exactly) and turned into px
        // once per run as units × size / upem: one correctly rounded value, so a glyph top of 806 units
        // at 17 px in a 1000-unit font is 13.702, where units × (size / upem) gives 13.702000000000002
        // (two roundings). Runs start at the sum of the widths before them.
        var runStartPx = 0.0
        var top = -Double.infinity, bottom = -Double.infinity, left = Double.infinity, right = -Double.infinity
        var topIndex: Int?, bottomIndex: Int?
        var faces = FacesDrawn()
        // Chrome's width of the bidi run being summed: each glyph's advance in 1/65536 device px, added
        // as floats (AdvanceModel). Blink rounds an inline item's width up once, and an item holds every
        // font run of one bidi level (the fallback's and the spaces' runs too: `inline_items_builder.cc`
        // splits items at bidi boundaries, the shaper splits fonts inside one ShapeResult).
        var chromeWidth: Float = 0
        // WebKitGTK (the only model with hinted whole-pixel advances) also paints hinted outlines, at
        // the device scale: its ink is found from those (`HintedGlyphBoxes`), in device pixels.
        let paintsHinted = model == .hintedWholePixels, devicePx = size * dsf
        // WebKitGTK: the height (in ems, y up) at which the current bidi run's glyphs are drawn.
        var shiftUp = 0.0
        // Chrome's font is built at its computed size truncated to 1/100 device px (`BlinkEffectiveFontSize`).
        let chromeFontPx = Double(BlinkEffectiveFontSize.devicePx(size: size, deviceScale: dsf))
        runs.withUnsafeBufferPointer { runs in
            for r in runs.indices {
                unowned(unsafe) let face = runs[r].face
                let upem = Double(face.unitsPerEm)
                if !runs[r].glyphs.isEmpty { faces.add(face) }
                let extents = face.extentsReader, advances = face.glyphAdvances
                var pen: Int64 = 0
                // WebKitGTK: hinted whole pixels in CSS px, but a Graphite face's advances are graphite2's own.
                let hinted = model == .hintedWholePixels && !face.hasGraphite
                // WebKitGTK with a Graphite face: HarfBuzz's graphite2 shaper positions the glyphs from the
                // face's own advances (`hb-graphite2.cc` · `_hb_graphite2_shape`: `gr_make_seg` with no font,
                // design units × x_scale / upem), not from WebKit's advance callbacks; but WebKit's inline
                // layout measures each space as an item of its own, at the font's space width, which is the
                // hinted whole-pixel one (`Font::spaceWidth` from `SkiaHarfBuzzFont::glyphWidth`) [measured:
                // WebKitGTK 2.50, Scheherazade 17 px «حذف الملف» 57.5317 = «حذف» 26.4380 + 4 + «الملف» 27.0938].
                let graphiteInWebKit = model == .hintedWholePixels && face.hasGraphite
                let scale = model == .freeTypeLinear ? AdvanceModel.FreeTypeScale(unitsPerEm: face.unitsPerEm, devicePx: chromeFontPx)
                    : graphiteInWebKit ? AdvanceModel.FreeTypeScale(unitsPerEm: face.unitsPerEm, devicePx: size) : nil
                var runTop = Int64.min, runBottom = Int64.min, runLeft = Int64.max, runRight = Int64.min
                if paintsHinted && (r == 0 || runs[r - 1].level != runs[r].level) {
                    // WebKit keeps each glyph's HarfBuzz offset as its origin and the first glyph's (in
                    // visual order) as the run's initial advance (`ComplexTextControllerSkia.cpp` ·
                    // `ComplexTextRun`: `m_initialAdvance = m_glyphOrigins[0]`), which moves the text
                    // origin; but horizontal text is drawn with x positions only (`FontSkia.cpp` ·
                    // `Font::buildTextBlob`: `allocRunPosH`, one y for the whole blob), so every other
                    // glyph's y offset — a mark's GPOS attachment — is dropped and each glyph sits at
                    // that first glyph's height [measured: WebKitGTK 2.50 paints «دائماً» 1 px above
                    // «دائما», its first glyph being the tanween; KacstOffice «عَادِي»'s fatha at its
                    // designed height, 3 px above where its GPOS offset of −421 units would put it].
                    // A text box is one bidi run, so the height is taken again at each level change.
                    shiftUp = runs[r].glyphs.first.map { Double($0.yOffset) / upem } ?? 0
                }
                var runTopIndex = 0, runBottomIndex = 0
                runs[r].glyphs.withUnsafeBufferPointer { glyphs in
                    for g in glyphs {
                        let b = extents.bounds(of: g.glyph)
                        if !b.isEmpty {
                            var gTop = Int64(b.yMax) + Int64(g.yOffset)
                            var gBottom = -(Int64(b.yMin) + Int64(g.yOffset))
                            if paintsHinted {
                                // WebKitGTK paints the hinted glyph (`HintedGlyphBoxes`) with every glyph of
                                // the bidi run at one height: the run's text origin moved by the first
                                // glyph's offset (`shiftUp`), rounded to a whole device pixel as Skia places
                                // glyphs without subpixel positioning: floor(y + 0.5) in y-down device space
                                // (WebKit `SkiaHarfBuzzFont.cpp` turns subpixel off unless asked). The
                                // baseline is a whole device pixel, so the offset alone is rounded.
                                let up = Int64(saturating: -(-shiftUp * devicePx + 0.5).rounded(.down))
                                if let h = face.hintedBox(of: g.glyph, devicePx: devicePx) {
                                    gTop = Int64(h.top) + up
                                    gBottom = Int64(h.bottom) - up
                                } else {
                                    gTop = Int64(saturating: (Double(b.yMax) * devicePx / upem).rounded(.up)) + up
                                    gBottom = Int64(saturating: (-Double(b.yMin) * devicePx / upem).rounded(.up)) - up
                                }
                            }
                            if gTop > runTop { runTop = gTop; runTopIndex = g.cluster }
                            if gBottom > runBottom { runBottom = gBottom; runBottomIndex = g.cluster }
                            runLeft = min(runLeft, pen + Int64(g.xOffset) + Int64(b.xMin))
                            runRight = max(runRight, pen + Int64(g.xOffset) + Int64(b.xMax))
                        }
                        pen += Int64(g.xAdvance)
                        if let scale {
                            let base = advances.advance(of: g.glyph)
                            if graphiteInWebKit {
                                chromeWidth += g.glyph == face.spaceGlyph
                                    ? Float(scale.hintedAdvance65536(shaped: base, base: base, hintedFDot6: face.hintedAdvance(of: g.glyph, px: size))) / 65536
                                    : Float(Double(g.xAdvance) * size / upem)
                            } else if !hinted {
                                let a = scale.advance65536(shaped: g.xAdvance, base: base, fraction: g.xAdvanceFraction, subunits: face.shapingSubunits)
                                chromeWidth += Float(a) / 65536
                            }
                        }
                    }
                }
                if runTop != Int64.min {
                    // WebKitGTK's ink is in whole device pixels; everyone else's in font units.
                    let runTopPx = paintsHinted ? Double(runTop) / dsf : Double(runTop) * size / upem
                    let runBottomPx = paintsHinted ? Double(runBottom) / dsf : Double(runBottom) * size / upem
                    if runTopPx > top { top = runTopPx; topIndex = runTopIndex }
                    if runBottomPx > bottom { bottom = runBottomPx; bottomIndex = runBottomIndex }
                    left = min(left, runStartPx + Double(runLeft) * size / upem)
                    right = max(right, runStartPx + Double(runRight) * size / upem)
                }
                let runWidth = Double(pen) * size / upem
                width += runWidth
                if hinted {
                    // HarfBuzz's own positions on the hinted advances (`WebKitHarfBuzzFont`), in CSS px,
                    // which `Paragraph.shapeLine` gives every such run.
                    layoutWidth += Double(runs[r].webKitWidth ?? 0)
                } else if graphiteInWebKit {
                    // In CSS px (the device scale plays no part) and not rounded: WebKit's inline layout
                    // keeps widths as floats (`InlineLayoutUnit`; measured: «Add to Reading List» in Amiri at
                    // 17 px is 133.66: GPOS kerning on whole-pixel advances).
                    layoutWidth += Double(chromeWidth)
                    chromeWidth = 0
                } else if model == .freeTypeLinear {
                    // LayoutUnit::FromFloatCeil: ceilf(value × 64), in float, at the end of the bidi run.
                    if r == runs.count - 1 || runs[r + 1].level != runs[r].level {
                        layoutWidth += Double((chromeWidth * 64).rounded(.up)) / 64 / dsf
                        chromeWidth = 0
                    }
                } else {
                    layoutWidth += (runWidth * dsf * 64 - 1e-9).rounded(.up) / 64 / dsf
                }
                runStartPx += runWidth
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
