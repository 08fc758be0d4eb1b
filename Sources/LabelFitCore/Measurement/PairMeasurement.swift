/// An English source and its translation, measured alike.
public struct PairMeasurement: Sendable, Equatable {
    public var source: StringMeasurement?
    public var target: StringMeasurement?
    /// Target width ÷ source width (px), nil without both or with an empty source.
    public var growthPx: Double?
    /// Target characters ÷ source characters.
    public var growthChars: Double?
    /// The line-height (unitless and px) at which neither string clips.
    public var minLineHeight: MinimumLineHeight?
    /// The target's verdict (the source's when there is no target).
    public var verdict: Verdict

    /// The measurements are moved in, not copied.
    public init(source: consuming StringMeasurement?, target: consuming StringMeasurement?) {
        (growthPx, growthChars, minLineHeight, verdict) = Self.compare(source: source, target: target)
        self.source = source
        self.target = target
    }

    /// Growth, the pair's minimum line-height and verdict, read from the two measurements in place
    /// (batch callers keep the measurements in their own records and need only these).
    /// `clipTolerancePx`: the target's, for a verdict read again (see `sharedMissingVerdict`).
    public static func compare(source: StringMeasurement?, target: StringMeasurement?, clipTolerancePx: Double = 0)
        -> (growthPx: Double?, growthChars: Double?, minLineHeight: MinimumLineHeight?, verdict: Verdict) {
        // Field by field through optional chaining, which reads in place (binding the whole
        // measurement with `if let` would copy it).
        var minLineHeight: MinimumLineHeight?
        var growthPx: Double?, growthChars: Double?
        if let sw = source?.widthPx, let tw = target?.widthPx, let sc = source?.characters, let tc = target?.characters,
           let sm = source?.minLineHeight, let tm = target?.minLineHeight {
            growthPx = sw > 0 ? tw / sw : nil
            growthChars = sc > 0 ? Double(tc) / Double(sc) : nil
            minLineHeight = sm.unitless >= tm.unitless ? sm : tm
            minLineHeight?.wholePx = max(sm.wholePx, tm.wholePx)
        } else {
            minLineHeight = target?.minLineHeight ?? source?.minLineHeight
        }
        var verdict = target?.verdict ?? source?.verdict ?? .fits
        if verdict == .missingGlyphs, let t = target, let s = source { verdict = sharedMissingVerdict(t, source: s, clipTolerancePx: clipTolerancePx) }
        return (growthPx, growthChars, minLineHeight, verdict)
    }

    /// A character no font here covers that the English has too (an icon in the private use area, a
    /// symbol) is drawn by whatever the platform draws it with in both languages; whether this machine
    /// happens to have a font for it must not decide the pair's verdict. So when every missing cluster
    /// of the target is in the source's text, the verdict is what the rest of the layout says
    /// (docs/findings.md); the `missing-glyphs` finding is then `info`.
    static func sharedMissingVerdict(_ t: StringMeasurement, source s: StringMeasurement, clipTolerancePx tol: Double) -> Verdict {
        guard t.missing.allSatisfy({ s.text.contains($0.text) }) else { return .missingGlyphs }
        return Verdict(missingGlyphs: false, clipped: t.clip.topPx > tol || t.clip.bottomPx > tol || t.clippedLines > 0,
                       truncated: !t.droppedText.isEmpty || !t.droppedWords.isEmpty, lines: t.lines + t.clippedLines)
    }
}
