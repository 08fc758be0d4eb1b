/// CSS `white-space: normal` (CSS Text 3 §4.1.1, phase I; Blink `NGInlineItemsBuilder::AppendText`):
/// tabs become spaces, a run of spaces becomes one, spaces at the start and end of the text and next
/// to a line break go. Line breaks stay forced breaks: catalogs write `\n` where a page writes `<br>`.
enum WhiteSpaceCollapsing {
    /// `text` unchanged (no copy) when nothing collapses, as for nearly every label.
    static func collapsed(_ text: String) -> String {
        guard needsCollapsing(text) else { return text }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for s in text.unicodeScalars {
            if s == " " || s == "\t" {
                pendingSpace = true
                continue
            }
            let isBreak = s == "\n" || s == "\r"
            if pendingSpace, !isBreak, let last = out.last, last != "\n", last != "\r" { out.append(" ") }
            pendingSpace = false
            out.append(s)
        }
        return String(out)
    }

    private static func needsCollapsing(_ text: String) -> Bool {
        var previous: Unicode.Scalar = "\n"
        for s in text.unicodeScalars {
            if s == "\t" { return true }
            if s == " " && (previous == " " || previous == "\n" || previous == "\r") { return true }
            if (s == "\n" || s == "\r") && previous == " " { return true }
            previous = s
        }
        return previous == " "
    }
}
