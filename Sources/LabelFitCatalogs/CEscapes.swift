/// The single-character backslash escapes of C string literals, which Apple `.strings` and gettext
/// `.po` both use: `\\n \\t \\r \\a \\b \\f \\v`. Any other escaped character stands for itself.
enum CEscapes {
    static func unescape(_ c: Unicode.Scalar) -> Unicode.Scalar {
        switch c {
        case "n": "\n"
        case "t": "\t"
        case "r": "\r"
        case "a": "\u{07}"
        case "b": "\u{08}"
        case "f": "\u{0C}"
        case "v": "\u{0B}"
        default: c
        }
    }
}
