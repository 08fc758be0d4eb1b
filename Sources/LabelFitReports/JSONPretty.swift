/// Compact JSON re-indented for people (two spaces, `"key": value`), without parsing it into values:
/// it only tracks nesting and whether it is inside a string, so it costs little and changes no number.
public enum JSONPretty {
    public static func indent(_ compact: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(compact.count * 2)
        var depth = 0, inString = false, escaped = false
        func newline() { out.append(0x0A); out.append(contentsOf: repeatElement(0x20, count: depth * 2)) }
        var i = 0
        while i < compact.count {
            let b = compact[i]
            if inString {
                out.append(b)
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                i += 1
                continue
            }
            switch b {
            case 0x22: inString = true; out.append(b)
            case 0x7B, 0x5B:   // { [
                let close: UInt8 = b == 0x7B ? 0x7D : 0x5D
                if i + 1 < compact.count, compact[i + 1] == close { out.append(b); out.append(close); i += 2; continue }
                out.append(b); depth += 1; newline()
            case 0x7D, 0x5D: depth -= 1; newline(); out.append(b)
            case 0x2C: out.append(b); newline()
            case 0x3A: out.append(b); out.append(0x20)
            default: out.append(b)
            }
            i += 1
        }
        return out
    }
}
