/// A Python `str.format` replacement field (https://docs.python.org/3/library/string.html#format-string-syntax):
/// `{` [field_name] [`!` conversion] [`:` format_spec] `}`, where field_name is empty (auto-numbered),
/// digits or an identifier, then `.attr` or `[index]` parts. `{{` and `}}` are literal braces (handled
/// by the caller). The kind is the format spec's presentation type (`d`, `n`, `x`, `o`, `b`, `c` an
/// integer; `e`, `f`, `g`, `%` a float), else what the name says.
enum PythonBraceFormat {
    static func field(_ s: [Unicode.Scalar], at i: Int) -> (Int, String)? {
        var j = i + 1
        var name = ""
        while j < s.count, j - i < 64, s[j] != "}" && s[j] != "!" && s[j] != ":" && s[j] != "{" {
            guard s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) || "_.[]".unicodeScalars.contains(s[j]) else { return nil }
            name.unicodeScalars.append(s[j])
            j += 1
        }
        if j < s.count, s[j] == "!" {
            guard j + 1 < s.count, "rsa".unicodeScalars.contains(s[j + 1]) else { return nil }
            j += 2
        }
        var spec = ""
        if j < s.count, s[j] == ":" {
            j += 1
            while j < s.count, j - i < 96, s[j] != "}" && s[j] != "{" { spec.unicodeScalars.append(s[j]); j += 1 }
        }
        guard j < s.count, s[j] == "}" else { return nil }
        let base = String(name.prefix { $0 != "." && $0 != "[" })
        if let type = spec.last {
            if "dnxXobc".contains(type) { return (j + 1, "integer") }
            if "eEfFgG%".contains(type) { return (j + 1, "float") }
        }
        return (j + 1, base.isEmpty || base.allSatisfy(\.isNumber) ? "string" : Placeholders.kind(name: base, format: nil))
    }
}
