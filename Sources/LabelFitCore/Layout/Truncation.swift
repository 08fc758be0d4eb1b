/// What an ellipsis (or a hard cut) leaves of a label, at its logical end: the left side in Arabic.
public struct Truncation: Codable, Sendable, Equatable {
    /// The text a reader sees, ellipsis included.
    public var visibleText: String
    /// The text cut away.
    public var droppedText: String
    /// Whole words that lose at least one character: the object of a command, usually.
    public var droppedWords: [String]
    public var ellipsisWidthPx: Double

    enum CodingKeys: String, CodingKey {
        case visibleText = "visible_text", droppedText = "dropped_text", droppedWords = "dropped_words"
        case ellipsisWidthPx = "ellipsis_width_px"
    }
}

/// Cuts a line at a grapheme boundary so that what stays plus the ellipsis fits, as Blink's
/// `text-overflow: ellipsis` and Android's `TextUtils.ellipsize(END)` do.
struct Truncator {
    let paragraph: Paragraph

    /// Truncates scalars `start..<paragraph.count` to `available` px. Returns the cut index and what stays.
    func truncate(from start: Int, available: Double, withEllipsis: Bool) -> (cut: Int, truncation: Truncation) {
        let n = paragraph.count
        let ellipsis = withEllipsis ? paragraph.ellipsis() : (text: "", widthPx: 0)
        let budget = available - ellipsis.widthPx
        // Grapheme boundaries after start; binary search on the estimates, then exact shaping decides.
        var bounds: [Int] = []
        for g in start + 1...max(start + 1, n) where g <= n && (g == n || paragraph.graphemeStarts[g]) { bounds.append(g) }
        var lo = 0, hi = bounds.count  // bounds[0..<lo] estimated to fit
        while lo < hi {
            let mid = (lo + hi) / 2
            if paragraph.estimatedWidth(start..<bounds[mid]) <= budget + 1e-6 { lo = mid + 1 } else { hi = mid }
        }
        func exactFits(_ i: Int) -> Bool { paragraph.shapeLine(start..<bounds[i]).layoutWidthPx <= budget + 1e-6 }
        var best = lo - 1
        while best >= 0 && !exactFits(best) { best -= 1 }
        while best + 1 < bounds.count && exactFits(best + 1) { best += 1 }
        let cut = best >= 0 ? bounds[best] : start
        // Spaces before the ellipsis are dropped too, as Blink does.
        var visibleEnd = cut
        while visibleEnd > start && paragraph.text.scalars[visibleEnd - 1] == 0x20 { visibleEnd -= 1 }
        let text = paragraph.text
        return (cut, Truncation(visibleText: text.substring(0..<visibleEnd) + ellipsis.text,
                                droppedText: text.substring(cut..<n),
                                droppedWords: Self.words(in: text, overlapping: cut..<n),
                                ellipsisWidthPx: ellipsis.widthPx))
    }

    /// Words (runs of non-space scalars) that overlap `range`.
    static func words(in text: UnicodeText, overlapping range: Range<Int>) -> [String] {
        var words: [String] = []
        var i = 0
        let s = text.scalars
        while i < s.count {
            while i < s.count && Paragraph.isTrailingSpace(s[i]) { i += 1 }
            let begin = i
            while i < s.count && !Paragraph.isTrailingSpace(s[i]) { i += 1 }
            if begin < i && i > range.lowerBound && begin < range.upperBound { words.append(text.substring(begin..<i)) }
        }
        return words
    }
}
