/// The check `msgfmt --check-format` makes on a `c-format` entry (gettext manual, "c-format Flag";
/// gettext's format-c.c): the translation's directives must take the same arguments, in number and
/// type, as the msgid's, by position (`%2$d` names argument 2). In a plural entry a form may leave an
/// argument out (Arabic `one` writes the word, not `%d`), but never add or retype one.
enum PrintfFormat {
    struct Invalid: Error { var reason: String }

    /// The argument types of a C format string by position, or a reason it is not a valid one.
    static func arguments(_ text: String) -> Result<[Int: String], Invalid> {
        var out: [Int: String] = [:]
        let s = Array(text.unicodeScalars)
        var i = 0
        var next = 1
        var positional: Bool?
        while i < s.count {
            guard s[i] == "%" else { i += 1; continue }
            var j = i + 1
            guard j < s.count else { return .failure(Invalid(reason: "the string ends in the middle of a directive")) }
            if s[j] == "%" { i = j + 1; continue }
            var number: Int?
            var k = j
            var digits = 0
            while k < s.count, let d = Int(String(s[k])), s[k].isASCII { digits = digits * 10 + d; k += 1 }
            if k > j, k < s.count, s[k] == "$" { number = digits; j = k + 1 }
            if let p = positional, p != (number != nil) { return .failure(Invalid(reason: "mixes numbered and unnumbered directives")) }
            positional = number != nil
            while j < s.count, "-+ #0'I".unicodeScalars.contains(s[j]) { j += 1 }
            while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "*" { j += 1 }
            if j < s.count, s[j] == "." { j += 1; while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "*" { j += 1 } }
            var size = ""
            while j < s.count, "hlLqjzt".unicodeScalars.contains(s[j]) { size.unicodeScalars.append(s[j]); j += 1 }
            guard j < s.count else { return .failure(Invalid(reason: "the string ends in the middle of a directive")) }
            let type: String
            switch s[j] {
            case "d", "i": type = "int" + size
            case "o", "u", "x", "X": type = "unsigned int" + size
            case "e", "E", "f", "F", "g", "G", "a", "A": type = "double" + size
            case "c": type = "char" + size
            case "s": type = "string" + size
            case "p": type = "pointer"
            case "n": type = "count pointer"
            case "m": i = j + 1; continue
            default: return .failure(Invalid(reason: "'%\(s[j])' is not a C format directive"))
            }
            let position = number ?? next
            next += 1
            if let old = out[position], old != type { return .failure(Invalid(reason: "argument \(position) is used as \(old) and as \(type)")) }
            out[position] = type
            i = j + 1
        }
        return .success(out)
    }

    /// Why msgstr's directives do not match msgid's, or nil when they do.
    static func mismatch(msgid: String, msgstr: String, plural: Bool) -> String? {
        guard case .success(let reference) = arguments(msgid) else { return nil }  // msgid not a C format: xgettext's flag was wrong
        switch arguments(msgstr) {
        case .failure(let e): return "msgstr: \(e.reason)"
        case .success(let translated):
            for (position, type) in translated.sorted(by: { $0.key < $1.key }) {
                guard let expected = reference[position] else {
                    return "msgstr has argument \(position) (\(type)) that msgid does not have"
                }
                if expected != type {
                    return "format specifications in msgid and msgstr for argument \(position) are not the same (\(expected) vs \(type))"
                }
            }
            if !plural {
                for position in reference.keys.sorted() where translated[position] == nil {
                    return "msgstr lacks argument \(position) that msgid has"
                }
            }
            return nil
        }
    }
}
