/// A source file's lines, to point a finding at the line of an attribute rather than the line where
/// libxml2 finished reading the element's start tag (the last line of a multi-line tag).
struct SourceLines {
    let lines: [Substring]

    init(_ text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The line (1-based) holding `attr=` at or above `end`, within the element's start tag: the search
    /// stops at the line that opens a tag. `end` when not found.
    func attributeLine(_ attr: String, endingAt end: Int) -> Int {
        guard end >= 1, end <= lines.count else { return end }
        var i = end - 1
        var steps = 0
        while i >= 0 && steps < 400 {
            let line = lines[i]
            if line.contains(attr + "=") { return i + 1 }
            if line.contains("<") && !line.contains("</") { return end }
            i -= 1
            steps += 1
        }
        return end
    }
}
