import LabelFitCatalogs

/// Qt's and KDE's placeholders: `%1`…`%99` and `%L1` (QString::arg, https://doc.qt.io/qt-6/qstring.html#arg:
/// "the lowest numbered place marker … %1 to %99"; `%L` asks for the locale's number formatting),
/// `%n`/`%Ln` (the count of a `tr()` plural, https://doc.qt.io/qt-6/i18n-source-translation.html#handle-plural-forms),
/// and KDE KI18n's `%1`… (https://api.kde.org/frameworks/ki18n/html/prg_guide.html#spec_usage).
///
/// A marker has no type of its own: the value is whatever the code passes to `arg()`. It is typed
/// here by how the English uses it — a count ("%1 files", "%1 of %2", "%1%", "%1 MB", "%1h"), the
/// plural's number (`%n`; in a KDE plural `i18np(…, n)` the number is `%1`), a `%L` number — and
/// otherwise is a name. Only the marker is taken: in `'%1' has finished` the text after it stays.
enum QtPlaceholders {
    /// The end of the marker starting at `i` (a `%`) and its canonical form (`%1`, `%n`), if one starts there.
    static func token(_ s: [Unicode.Scalar], at i: Int) -> (Int, String)? {
        var j = i + 1
        var localized = false
        if j < s.count, s[j] == "L" { localized = true; j += 1 }
        if j < s.count, s[j] == "n" { return (j + 1, "%n") }
        let start = j
        while j < s.count, j - start < 2, ("0"..."9").contains(s[j]) { j += 1 }
        guard j > start, s[start] != "0" else { return nil }
        let number = String(String.UnicodeScalarView(s[start..<j]))
        return (j, (localized ? "%L" : "%") + number)
    }

    /// Words after a count: units and the nouns counted, as English UI text writes them.
    static let units: Set<String> = [
        "b", "kb", "kib", "mb", "mib", "gb", "gib", "tb", "tib", "bytes", "byte", "kbit", "mbit", "px", "pt", "dpi", "ms", "s", "sec", "secs",
        "min", "mins", "m", "h", "hr", "hrs", "d", "w", "y", "mo", "x", "times", "bit", "bits", "fps", "hz", "khz",
    ]
    /// Words ending in "s" that are not plural nouns.
    static let notPlural: Set<String> = ["is", "was", "has", "does", "its", "this", "us", "as", "yes", "always", "plus", "status", "address", "access", "process", "progress", "success", "class", "less", "across"]

    static func kind(_ token: String, english: String, plural: Bool) -> String {
        if token == "%n" || token.hasPrefix("%L") { return "integer" }
        if countByUse(token, english: english) { return "integer" }
        // The number that chooses a KDE plural (i18np's first argument) is `%1` where the English has no `%n`.
        if plural, token == "%1", !english.contains("%n") { return "integer" }
        return "string"
    }

    /// Whether the English uses `marker` as a count: before a unit or plural noun ("%1 files",
    /// "{{interpolation}} tasks", "%1 MB"), "%1 of %2", a percentage, or with a unit glued on ("%1h").
    static func countByUse(_ token: String, english: String) -> Bool {
        let e = Array(english.unicodeScalars)
        var i = 0
        let marker = Array(token.unicodeScalars)
        guard let first = marker.first else { return false }
        while i + marker.count <= e.count {
            defer { i += 1 }
            guard e[i] == first, Array(e[i..<(i + marker.count)]) == marker else { continue }
            let end = i + marker.count
            if end < e.count, ("0"..."9").contains(e[end]) { continue }
            // Directly after: "%1%" (a percentage), "%1h", "%1x", "%1px".
            var k = end
            while k < e.count, e[k].properties.isAlphabetic || e[k] == "%" { k += 1 }
            let attached = String(String.UnicodeScalarView(e[end..<k])).lowercased()
            if attached == "%" || (!attached.isEmpty && units.contains(attached)) { return true }
            guard attached.isEmpty else { continue }
            // After one space: a unit or a plural noun ("%1 files", "%1 KiB/s"), or "%1 of %2".
            guard end < e.count, e[end] == " " else { continue }
            k = end + 1
            while k < e.count, e[k].properties.isAlphabetic { k += 1 }
            let word = String(String.UnicodeScalarView(e[(end + 1)..<k]))
            let lower = word.lowercased()
            if units.contains(lower) { return true }
            if lower == "of", k + 1 < e.count, e[k] == " ", e[k + 1] == first { return true }
            // A plural noun, in lower or title case ("%1 files", "{total} Restaurants"), not all capitals (an acronym).
            if word != word.uppercased(), lower.count > 3, lower.hasSuffix("s"), !lower.hasSuffix("ss"), !notPlural.contains(lower) { return true }
        }
        return false
    }
}
