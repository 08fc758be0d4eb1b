import CUnicode

/// A string itemized once and shaped once as a whole, from which lines are cut and re-shaped.
///
/// The whole-paragraph shaping gives each scalar an advance estimate (a cluster's advance goes to its
/// first scalar); line breaking chooses with estimates and confirms each line by shaping it exactly,
/// as browsers do (Blink's ShapingLineBreaker).
final class Paragraph {
    let text: UnicodeText
    let locale: String
    let direction: TextDirection
    let runs: [TextRun]
    let missing: [MissingCluster]
    let graphemeStarts: GraphemeStarts
    let stack: [FontFace]
    let shaper: Shaper
    let size: Double
    let deviceScale: Double
    /// How advances become layout widths (`AdvanceModel`).
    let advances: AdvanceModel
    private(set) lazy var breaks: [UInt8] = computeBreaks()
    /// Prefix sums of estimated advances in px: estimate[i] = advance of scalars 0..<i.
    private(set) lazy var estimate: [Double] = computeEstimates()

    init(text: UnicodeText, locale: String, stack: [FontFace], registry: FontRegistry, options: MeasureOptions,
         buffer: ShapingBuffer) {
        self.text = text
        self.locale = locale
        self.direction = TextDirection(locale: locale)
        self.stack = stack
        self.size = options.size
        self.deviceScale = options.deviceScale
        self.advances = options.advanceModel
        let language = Self.language(of: locale)
        var itemizer = TextItemizer(registry: registry, stack: stack, language: language,
                                     chain: FallbackChain(options: options), scripts: buffer.scripts)
        itemizer.scriptsWithinBidiRuns = options.profile == .flutter
        itemizer.commonWordsStayCommon = options.profile == .web && options.platform.webPlatform == .webkitgtk
        let itemized = itemizer.itemize(text, direction: direction)
        self.runs = itemized.runs
        self.missing = itemized.missing
        self.graphemeStarts = itemized.graphemeStarts
        self.shaper = Shaper(buffer: buffer, locale: locale.containsUTF8Byte(UInt8(ascii: "_")) ? String(locale.map { $0 == "_" ? "-" : $0 }) : locale,
                             features: options.shapingFeatures, shapers: options.shaperList)
    }

    /// "ar" of "ar_EG" or "ar-EG".
    static func language(of locale: String) -> String {
        guard let cut = locale.utf8.firstIndex(where: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }) else { return locale }
        return String(locale[..<cut])
    }

    var count: Int { text.count }

    /// User-perceived characters, from the grapheme boundaries already found (String.count would walk
    /// the text again).
    var characterCount: Int { graphemeStarts.clusters }

    private func computeBreaks() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count + 1)
        let language = Self.language(of: locale)
        let status = text.scalars.withUnsafeBufferPointer { lf_line_breaks($0.baseAddress, Int32(count), language, &out) }
        if status != 0 || count == 0 { out[count] = UInt8(LF_BREAK_MANDATORY) }
        return out
    }

    private func computeEstimates() -> [Double] {
        var perScalar = [Double](repeating: 0, count: count)
        text.scalars.withUnsafeBufferPointer { buffer in
            for run in runs {
                let shaped = shaper.shape(run, in: buffer)
                let k = size / Double(run.face.unitsPerEm)
                for g in shaped.glyphs where g.cluster < count { perScalar[g.cluster] += Double(g.xAdvance) * k }
            }
        }
        var sums = [Double](repeating: 0, count: count + 1)
        for i in 0..<count { sums[i + 1] = sums[i] + perScalar[i] }
        return sums
    }

    func estimatedWidth(_ range: Range<Int>) -> Double { estimate[range.upperBound] - estimate[range.lowerBound] }

    func isBreakAllowed(at i: Int) -> Bool { breaks[i] != UInt8(LF_BREAK_NONE) }
    func isMandatoryBreak(at i: Int) -> Bool { breaks[i] == UInt8(LF_BREAK_MANDATORY) }

    /// UAX #14 LB4–LB5 without ICU: a mandatory break follows BK (VT, FF, U+2028, U+2029), LF, NL
    /// (U+0085) and CR not followed by LF. Enough when nothing else may break (no width).
    func isHardBreak(at i: Int) -> Bool {
        guard i > 0, i <= count else { return false }
        let c = text.scalars[i - 1]
        if c == 0x0D { return i == count || text.scalars[i] != 0x0A }
        return c == 0x0A || c == 0x0B || c == 0x0C || c == 0x85 || c == 0x2028 || c == 0x2029
    }

    /// Spaces that hang at a line end (CSS `white-space: normal`) and line terminators do not count.
    static func isTrailingSpace(_ c: UInt32) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C || c == 0x85 || c == 0x2028 || c == 0x2029
    }

    /// `range` without trailing spaces and terminators.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound && Self.isTrailingSpace(text.scalars[end - 1]) { end -= 1 }
        return range.lowerBound..<end
    }

    /// Shapes `range` exactly (with the whole text as context) and measures it.
    func shapeLine(_ range: Range<Int>) -> LineShape {
        var shapedRuns: [ShapedRun] = []
        shapedRuns.reserveCapacity(runs.count)
        text.scalars.withUnsafeBufferPointer { buffer in
            for run in runs {
                let lo = max(run.range.lowerBound, range.lowerBound), hi = min(run.range.upperBound, range.upperBound)
                guard lo < hi else { continue }
                var piece = run
                piece.range = lo..<hi
                var shaped = shaper.shape(piece, in: buffer)
                // WebKitGTK shapes with its own HarfBuzz font (hinted advances); a Graphite face is
                // shaped by graphite2 from the font's advances instead (`LineShape`).
                if advances == .hintedWholePixels && !run.face.hasGraphite {
                    shaped.webKitWidth = shaper.webKitWidth(piece, in: buffer, px: size)
                }
                shapedRuns.append(shaped)
            }
        }
        return LineShape(range: range, runs: Self.visualOrder(shapedRuns), paragraph: self)
    }

    /// UAX #9 rule L2: from the highest level down to the lowest odd level, reverse every maximal
    /// sequence of runs at that level or above.
    static func visualOrder(_ runs: [ShapedRun]) -> [ShapedRun] {
        guard var maxLevel = runs.first?.level else { return runs }
        var minLevel = maxLevel
        for run in runs { maxLevel = max(maxLevel, run.level); minLevel = min(minLevel, run.level) }
        if maxLevel == minLevel && maxLevel & 1 == 0 { return runs }
        if runs.count == 1 { return runs }
        var ordered = runs
        let lowestOdd = minLevel | 1
        var level = maxLevel
        while level >= lowestOdd {
            var i = 0
            while i < ordered.count {
                guard ordered[i].level >= level else { i += 1; continue }
                var j = i
                while j < ordered.count && ordered[j].level >= level { j += 1 }
                ordered[i..<j].reverse()
                i = j
            }
            if level == 0 { break }
            level -= 1
        }
        return ordered
    }

    /// The ellipsis glyph to draw: the first face of the stack that has U+2026.
    func ellipsisGlyph() -> (face: FontFace, glyph: UInt32, widthPx: Double)? {
        for face in stack {
            if let g = face.nominalGlyph(0x2026) { return (face, g, Double(face.advance(of: g)) * size / Double(face.unitsPerEm)) }
        }
        return nil
    }

    /// The ellipsis as the line's fonts draw it: the first face of the stack with U+2026, else three
    /// full stops (what Blink and Android fall back to).
    func ellipsis() -> (text: String, widthPx: Double) {
        if let e = ellipsisGlyph() { return ("…", e.widthPx) }
        if let face = stack.first, let dot = face.nominalGlyph(0x2E) {
            return ("...", 3 * Double(face.advance(of: dot)) * size / Double(face.unitsPerEm))
        }
        return ("…", 0)
    }

    /// Run widths come from the line already shaped over the whole (trimmed) text.
    func runSummaries(shaped: LineShape) -> [RunSummary] {
        runs.map { run in
            let width = shaped.runs.first { $0.range.lowerBound == run.range.lowerBound }?.width(size: size) ?? 0
            return RunSummary(text: text.substring(run.range), start: run.range.lowerBound, end: run.range.upperBound,
                              font: run.face.description, direction: run.isRTL ? .rtl : .ltr, script: run.script.tagString,
                              widthPx: width)
        }
    }
}
