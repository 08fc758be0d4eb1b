/// UIKit / TextKit: natural height `H0 = ascender + |descender| + leading` (hhea, the largest over the
/// fonts on the line), used height `clamp(H0 × lineHeightMultiple, minimumLineHeight,
/// maximumLineHeight)`; the glyphs sit at the bottom of the line, so the baseline is `H − |descender|`
/// below the top and shrinking the line eats the top. A given line-height sets minimum = maximum.
struct UIKitLineBoxModel: LineBoxModel {
    let size: Double
    let options: PlatformOptions
    var name: LineBoxModelKind { .uikit }

    func box(primary: FontFace, fallbacks: [FontFace], first: Bool, last: Bool, lineHeightPx: Double?) -> LineBox {
        var ascender = 0.0, descender = 0.0, leading = 0.0
        for f in [primary] + fallbacks {
            let k = size / Double(f.unitsPerEm)
            ascender = max(ascender, Double(f.metrics.hheaAscender) * k)
            descender = max(descender, Double(-f.metrics.hheaDescender) * k)
            leading = max(leading, Double(f.metrics.hheaLineGap) * k)
        }
        var h = ascender + descender + leading
        if options.lineHeightMultiple > 0 { h *= options.lineHeightMultiple }
        var minimum = options.minimumLineHeight, maximum = options.maximumLineHeight
        if let l = lineHeightPx { minimum = l; maximum = l }
        if minimum > 0 { h = max(h, minimum) }
        if maximum > 0 { h = min(h, maximum) }
        return LineBox(topPx: h - descender, bottomPx: descender, model: name)
    }
}
