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

    /// On UTF-8 bytes: the four characters that matter are ASCII, and every byte of any other scalar
    /// is 0x80 or above, so a byte stands for "another character" exactly where a scalar would.
    private static func needsCollapsing(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
            var previous = lf
            for b in bytes {
                if b == tab { return true }
                if b == space && (previous == space || previous == lf || previous == cr) { return true }
                if (b == lf || b == cr) && previous == space { return true }
                previous = b
            }
            return previous == space
        }
    }
}
