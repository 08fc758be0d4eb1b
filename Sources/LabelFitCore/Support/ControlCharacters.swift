/// Text from catalogs and file names made safe to print on a line read by a person or a terminal:
/// every C0 control (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F) is written as an
/// escape, as the JSON writers write C0 controls (RFC 8259 §7): `\n`, `\r`, `\t`, else `\u001B`.
/// A newline in a file name could otherwise start a line of its own — a GitHub Actions runner reads
/// any output line beginning `::` as a workflow command (docs.github.com, "Workflow commands for
/// GitHub Actions") — and ESC or the C1 CSI (U+009B) starts a terminal control sequence (ECMA-48
/// §5.3: CSI is ESC [ or the single C1 byte 0x9B), which can move the cursor, rewrite what is shown
/// or set the window title. Other text, bidi marks included (Arabic needs them), is left as it is.
public enum ControlCharacters {
    @inline(__always) static func isControl(_ v: UInt32) -> Bool { v < 0x20 || (0x7F...0x9F).contains(v) }

    /// Whether `text` holds a control character (scanned as UTF-8: C1 controls are 0xC2 0x80–0x9F).
    static func needsEscaping(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b < 0x20 || b == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(b)) { return true }
            previous = b
        }
        return false
    }

    /// `text` with its control characters escaped; the same string when it has none.
    public static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for u in text.unicodeScalars {
            switch u {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isControl(u.value) {
                    let hex = String(u.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
