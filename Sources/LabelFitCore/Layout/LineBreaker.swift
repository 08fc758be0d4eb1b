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

    /// What breaking cost: positions looked at for break opportunities and scalars shaped exactly
    /// (tests bound the work structurally with it, never by timing).
    struct Work { var positions = 0; var shapedScalars = 0 }

    func lines() -> [Range<Int>] {
        var work = Work()
        return lines(work: &work)
    }

    func lines(work: inout Work) -> [Range<Int>] {
        let n = paragraph.count
        guard n > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        // Where the paragraph must break next, and the first opportunity after the line's start:
        // both are found once and kept while lines start before them, so a 50,000-character word
        // split by `anywhere` into hundreds of lines is scanned once, not once per line.
        var hardEnd = 0
        var opportunity = 0
        while start < n {
            if hardEnd <= start {
                hardEnd = start + 1
                if availablePx == nil {
                    while hardEnd < n && !paragraph.isHardBreak(at: hardEnd) { hardEnd += 1 }
                } else {
                    while hardEnd < n && !paragraph.isMandatoryBreak(at: hardEnd) { hardEnd += 1 }
                }
                work.positions += hardEnd - start
            }
            guard let available = availablePx else {
                lines.append(start..<hardEnd)
                start = hardEnd
                continue
            }
            let end = lineEnd(from: start, hardEnd: hardEnd, available: available, opportunity: &opportunity, work: &work)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    private func fits(_ range: Range<Int>, _ available: Double, exact: Bool, _ work: inout Work) -> Bool {
        let content = paragraph.trimmed(range)
        if exact { work.shapedScalars += content.count }
        let width = exact ? paragraph.shapeLine(content).layoutWidthPx : paragraph.estimatedWidth(content)
        return width <= available + epsilon
    }

    /// `opportunity`: the first break opportunity after an earlier line's start; when it is still
    /// after this line's start (and not past the hard end), nothing between the start and it is one.
    private func lineEnd(from start: Int, hardEnd: Int, available: Double, opportunity: inout Int, work: inout Work) -> Int {
        // Opportunities from start on, stopping one past the first whose estimate no longer fits, so a
        // long paragraph costs what its lines cost.
        var candidates: [Int] = []
        var p = opportunity > start && opportunity <= hardEnd ? opportunity : start + 1
        while p <= hardEnd {
            work.positions += 1
            if p == hardEnd || paragraph.isBreakAllowed(at: p) {
                if candidates.isEmpty { opportunity = p }
                candidates.append(p)
                if !fits(start..<p, available, exact: false, &work) && candidates.count > 1 { break }
            }
            p += 1
        }
        // Largest opportunity whose estimate fits, then confirmed (or backed off) by exact shaping.
        var index = candidates.lastIndex { fits(start..<$0, available, exact: false, &work) }
        if let i = index, i + 1 < candidates.count, fits(start..<candidates[i + 1], available, exact: true, &work) {
            index = i + 1
        }
        while let i = index, !fits(start..<candidates[i], available, exact: true, &work) {
            index = i > 0 ? i - 1 : nil
        }
        if let i = index { return candidates[i] }
        // Not even the first word fits.
        let first = candidates[0]
        guard anywhere else { return first }
        // The last grapheme start whose estimate fits (estimates are prefix sums of the same glyphs'
        // advances: found by bisection), then exact shaping walks from there: forward while the
        // next start fits, back until one does. Walking from the line's start instead shaped every
        // prefix of the line, quadratic in its length.
        var lo = start + 1, hi = first - 1, guess = start
        while lo <= hi {
            let mid = (lo + hi) / 2
            if fits(start..<mid, available, exact: false, &work) { guess = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        while guess > start && !paragraph.graphemeStarts[guess] { guess -= 1 }
        var best = start
        var g = start + 1
        if guess > start {
            if fits(start..<guess, available, exact: true, &work) {
                best = guess
                g = guess + 1
            } else {
                g = first
                var back = guess - 1
                while back > start {
                    if paragraph.graphemeStarts[back] && fits(start..<back, available, exact: true, &work) { best = back; break }
                    back -= 1
                }
            }
        }
        while g < first {
            if paragraph.graphemeStarts[g] {
                if fits(start..<g, available, exact: true, &work) { best = g } else { break }
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
