/// Greedy line filling at UAX #14 opportunities, as browsers and Android's simple strategy do.
///
/// Trailing spaces hang (they do not count against the width); mandatory breaks end a line; a word
/// wider than the line overflows it unless `anywhere` allows breaking between grapheme clusters
/// (CSS `overflow-wrap: anywhere`). Each chosen line is re-shaped and checked exactly.
struct LineBreaker {
    let paragraph: Paragraph
    let availablePx: Double?
    let anywhere: Bool

    /// Small slack so a width equal to the available width after float rounding still fits.
    private let epsilon = 1e-6

    func lines() -> [Range<Int>] {
        let n = paragraph.count
        guard n > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < n {
            var hardEnd = start + 1
            if availablePx == nil {
                while hardEnd < n && !paragraph.isHardBreak(at: hardEnd) { hardEnd += 1 }
            } else {
                while hardEnd < n && !paragraph.isMandatoryBreak(at: hardEnd) { hardEnd += 1 }
            }
            guard let available = availablePx else {
                lines.append(start..<hardEnd)
                start = hardEnd
                continue
            }
            let end = lineEnd(from: start, hardEnd: hardEnd, available: available)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    private func fits(_ range: Range<Int>, _ available: Double, exact: Bool) -> Bool {
        let content = paragraph.trimmed(range)
        let width = exact ? paragraph.shapeLine(content).layoutWidthPx : paragraph.estimatedWidth(content)
        return width <= available + epsilon
    }

    private func lineEnd(from start: Int, hardEnd: Int, available: Double) -> Int {
        // Opportunities from start on, stopping one past the first whose estimate no longer fits, so a
        // long paragraph costs what its lines cost.
        var candidates: [Int] = []
        var p = start + 1
        while p <= hardEnd {
            if p == hardEnd || paragraph.isBreakAllowed(at: p) {
                candidates.append(p)
                if !fits(start..<p, available, exact: false) && candidates.count > 1 { break }
            }
            p += 1
        }
        // Largest opportunity whose estimate fits, then confirmed (or backed off) by exact shaping.
        var index = candidates.lastIndex { fits(start..<$0, available, exact: false) }
        if let i = index, i + 1 < candidates.count, fits(start..<candidates[i + 1], available, exact: true) {
            index = i + 1
        }
        while let i = index, !fits(start..<candidates[i], available, exact: true) {
            index = i > 0 ? i - 1 : nil
        }
        if let i = index { return candidates[i] }
        // Not even the first word fits.
        let first = candidates[0]
        guard anywhere else { return first }
        var best = start
        var g = start + 1
        while g < first {
            if paragraph.graphemeStarts[g] {
                if fits(start..<g, available, exact: true) { best = g } else { break }
            }
            g += 1
        }
        if best == start {  // at least one grapheme per line, or the loop never ends
            best = start + 1
            while best < first && !paragraph.graphemeStarts[best] { best += 1 }
        }
        return best
    }
}
