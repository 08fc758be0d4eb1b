import LabelFitCheck
import LabelFitCore

/// The row height a run recommends (`min-block-size`, the height a list row or button must allow),
/// decided by the tallest row among the strings that stand for a row.
///
/// A string is row-like when its English fits on one line of the configured row: one line, nothing
/// cut off, no line hidden by a fixed height. That is what a label in a row, a button or a menu is in
/// the language the layout was designed in; a string whose English already takes several lines there
/// (a paragraph, a dialog message, an explanation) is laid out in a text block that grows, not in a
/// row, and the height it needs says nothing about the rows. Without a row width every string is one
/// line unless it holds a line break, so the rule keeps all but those. A string without English
/// (`no-source`) cannot be judged and is not row-like.
struct RowRecommendation {
    private(set) var tallest: (px: Double, key: String, text: String)?
    private(set) var rowLike = 0
    private(set) var notRowLike = 0

    static func isRowLike(_ c: CheckedString) -> Bool {
        guard let s = c.source else { return false }
        return s.lines == 1 && s.clippedLines == 0 && s.droppedText.isEmpty && s.droppedWords.isEmpty
    }

    mutating func add(_ c: CheckedString) {
        guard let t = c.target else { return }
        guard Self.isRowLike(c) else { notRowLike += 1; return }
        rowLike += 1
        if t.rowHeightPx > (tallest?.px ?? -1) { tallest = (t.rowHeightPx, c.key, t.text) }
    }

    /// The `<dt>`/`<dd>` pair of the recommendation, saying which strings it was taken from.
    func html(direction: TextDirection?) -> String {
        let from = "from the \(rowLike) row-like \(rowLike == 1 ? "string" : "strings") (the English on one line in the row)"
        let left = notRowLike == 0 ? "" : "; \(notRowLike) left out, not rows: their English takes more than one line in the row (paragraphs, messages), is cut off, or is missing"
        guard let r = tallest else {
            return "<dt>row min-block-size</dt><dd>none: no translated string's English fits on one line in the row\(HTMLReportWriter.esc(left))</dd>"
        }
        return "<dt>row min-block-size</dt><dd>≥ \(Num.fmt(r.px))px — decided by <b><bdi>\(HTMLReportWriter.esc(r.key))</bdi></b> «\(HTMLReportWriter.isolate(r.text, direction: direction))», \(HTMLReportWriter.esc(from + left))</dd>"
    }
}
