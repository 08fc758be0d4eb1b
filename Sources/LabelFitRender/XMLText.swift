/// Text and attribute values for the XML and HTML LabelFit writes (SVG drawings, JUnit, the HTML
/// report): the one escaper, so every report shows the same characters the same way.
public enum XMLText {
    /// How a character XML 1.0 forbids even as a reference (`Char`, §2.2: C0 controls other than tab,
    /// line feed and carriage return; U+FFFE, U+FFFF) is shown.
    public enum Forbidden: Sendable {
        /// U+FFFD, where the text is drawn and must keep one character per character (SVG).
        case replacementCharacter
        /// `U+1B`, where the text is read (JUnit messages, report cells).
        case codePoint
    }

    /// `&`, `<`, `>`, `"` and `'` as references (`&apos;` is predefined in XML 1.0 §4.6 and a named
    /// reference in HTML5), forbidden characters as `forbidden` says.
    public static func escaped(_ s: String, forbidden: Forbidden) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // A raw CR is read back as LF (XML 1.0 §2.11, end-of-line handling); the reference keeps it.
            // LF as a reference too, the same character to any parser: a report printed in a CI log
            // then never holds a line the text began (a GitHub runner runs a line starting `::`).
            case "\r": out += "&#13;"
            case "\n": out += "&#10;"
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
                switch forbidden {
                case .replacementCharacter: out += "\u{FFFD}"
                case .codePoint: out += "U+" + String(u.value, radix: 16, uppercase: true)
                }
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// An attribute value that keeps its tabs (and line breaks, written as references by `escaped`):
    /// XML normalizes a literal tab in an attribute to a space (XML 1.0 §3.3.3).
    public static func attribute(_ s: String, forbidden: Forbidden) -> String {
        var out = ""
        for ch in escaped(s, forbidden: forbidden).unicodeScalars {
            switch ch {
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
