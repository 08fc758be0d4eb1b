/// C `strftime` formats (`%A at %X`, `%Y-%m-%d`), which gettext marks `c-format` like printf: a string
/// is read as a date format when one of its directives cannot be printf's — a conversion printf does
/// not have (`%B`, `%H`, `%Y`, …) — or is `%a`/`%A`, printf's hexadecimal float, which no UI text
/// prints. Every directive is then filled with the part of one sample moment, Wednesday 24 September
/// 2025, 22:45:30 (POSIX strftime conversions; the C locale's `%x`/`%X`/`%c` layouts).
enum StrftimeFormat {
    static let printfConversions = Set("diouxXeEfFgGcCsSpn@")

    /// The conversion letters of a text's `%` directives read as printf would, with `nil` for one
    /// printf cannot read.
    static func isDateFormat(_ text: String) -> Bool {
        guard mayBeDateFormat(text) else { return false }
        let s = Array(text)
        var i = 0
        while i < s.count {
            guard s[i] == "%", i + 1 < s.count else { i += 1; continue }
            if s[i + 1] == "%" { i += 2; continue }
            if s[i + 1] == "(" || s[i + 1] == "{" { i += 2; continue }   // Python, Ruby
            var j = i + 1
            while j < s.count, "0123456789$-+ #'.*_^".contains(s[j]) { j += 1 }
            while j < s.count, "hlqLzjtEO".contains(s[j]) { j += 1 }
            guard j < s.count else { return false }
            let c = s[j]
            // `%username%`, `%action%` are Symfony's, not dates: a name run closed by '%'.
            var k = j
            while k < s.count, s[k].isLetter || s[k].isNumber || s[k] == "_" || s[k] == "." { k += 1 }
            if s[i + 1].isLetter, k < s.count, s[k] == "%", k > j + 1 { i = k + 1; continue }
            if c == "a" || c == "A" { return true }
            if c.isASCII, "BbhHIjklMmPpRrSTUuVWwYyZzDFGgN".contains(c), !printfConversions.contains(c) { return true }
            i = j + 1
        }
        return false
    }

    /// Whether some `%` is followed, past the same flag, width and length characters the reading below
    /// skips, by a conversion that could make the text a date format. Decided on the UTF-8 bytes: every
    /// directive `isDateFormat` accepts is ASCII, so a text without such a byte sequence is not one, and
    /// most texts (no `%`, or printf's `%s` and `%d`) are answered without splitting into Characters,
    /// which cost more than the rest of a check.
    static func mayBeDateFormat(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { b in
            var i = 0
            while i < b.count {
                defer { i += 1 }
                guard b[i] == UInt8(ascii: "%") else { continue }
                var j = i + 1
                while j < b.count, flagBytes[Int(b[j])] { j += 1 }
                while j < b.count, lengthBytes[Int(b[j])] { j += 1 }
                if j < b.count, dateConversionBytes[Int(b[j])] { return true }
            }
            return false
        }
    }

    private static func byteSet(_ characters: String) -> [Bool] {
        var set = [Bool](repeating: false, count: 256)
        for b in characters.utf8 { set[Int(b)] = true }
        return set
    }
    private static let flagBytes = byteSet("0123456789$-+ #'.*_^")
    private static let lengthBytes = byteSet("hlqLzjtEO")
    /// `a`, `A`, and the date conversions printf does not have.
    private static let dateConversionBytes = byteSet("aA" + String("BbhHIjklMmPpRrSTUuVWwYyZzDFGgN".filter { !printfConversions.contains($0) }))

    /// The sample moment's part for a conversion (C locale; Arabic month and day names for `ar`).
    static func sample(_ conversion: Character, arabic: Bool) -> String? {
        switch conversion {
        case "A": arabic ? "الأربعاء" : "Wednesday"
        case "a": arabic ? "الأربعاء" : "Wed"
        case "B": arabic ? "سبتمبر" : "September"
        case "b", "h": arabic ? "سبتمبر" : "Sep"
        case "d": "24"
        case "e": "24"
        case "m": "09"
        case "Y": "2025"
        case "y": "25"
        case "C": "20"
        case "H", "k": "22"
        case "I", "l": "10"
        case "M": "45"
        case "S": "30"
        case "p": arabic ? "م" : "PM"
        case "P": arabic ? "م" : "pm"
        case "j": "267"
        case "U", "W", "V": "38"
        case "u", "w": "3"
        case "G": "2025"
        case "g": "25"
        case "Z": "UTC"
        case "z": "+0000"
        case "x", "D": "09/24/25"
        case "F": "2025-09-24"
        case "X", "T": "22:45:30"
        case "R": "22:45"
        case "r": "10:45:30 PM"
        case "c": arabic ? "الأربعاء ٢٤ سبتمبر ٢٠٢٥ ٢٢:٤٥:٣٠" : "Wed Sep 24 22:45:30 2025"
        case "n": "\n"
        case "t": "\t"
        default: nil
        }
    }
}
