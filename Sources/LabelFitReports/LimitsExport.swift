import Foundation
import LabelFitCatalogs
import LabelFitRender

/// The limit each string must fit, as `labelfit limits` hands it to translators' tools: the width the
/// row leaves the text and the lines it may take (the configuration's row for that key), the font size
/// it is measured at, and a character count for tools that only count characters.
public struct StringLimit: Sendable, Equatable {
    public var key: String
    public var source: String?
    public var widthPx: Double
    public var lines: Int
    public var fontSizePx: Double
    public var fontFamily: String
    /// `widthPx × lines` ÷ the string's own mean advance (its translation's when it has one, else its
    /// English's), rounded down: an estimate, for Crowdin's and Lokalise's character limits.
    public var characters: Int?

    public init(key: String, source: String?, widthPx: Double, lines: Int, fontSizePx: Double, fontFamily: String, characters: Int?) {
        self.key = key; self.source = source; self.widthPx = widthPx; self.lines = lines
        self.fontSizePx = fontSizePx; self.fontFamily = fontFamily; self.characters = characters
    }

    /// The width and font size in whole pixels, as Weblate takes them: `max-size` and `font-size` are
    /// integers (`weblate/checks/flags.py`: `single_value_flag(int)`; a fraction fails the flags'
    /// validation). A fractional size (Android's 14 sp at font scale 1.3 is 18.2) is rounded and the
    /// width scaled with it, so the text keeps the room it has in ems; the width is then rounded down,
    /// as a rounded-up width would let through a string that does not fit.
    public var wholePixels: (widthPx: Int, fontSizePx: Int) {
        let size = max(fontSizePx.rounded(), 1)
        return (Int((widthPx * size / fontSizePx).rounded(.down)), Int(size))
    }

    /// Weblate's flags for it (`max-size:248:2, font-size:17`), in whole pixels (`wholePixels`).
    public var weblateFlags: String {
        var l = WrittenLimit(origin: "labelfit limits")
        let whole = wholePixels
        l.widthPx = Double(whole.widthPx)
        l.lines = lines
        l.fontSizePx = Double(whole.fontSizePx)
        return l.flags
    }
}

/// The formats `labelfit limits` writes (docs/cli.md, "labelfit limits").
public enum LimitsFormat: String, CaseIterable, Sendable {
    /// One line per key: `key<TAB>flags`, for Weblate's API (`extra_flags`) or its bulk edit.
    case weblate
    /// A gettext template whose entries carry the flags on their `#,` line (Weblate reads flags from
    /// the template it updates from); the key is the `msgctxt`, the English the `msgid`.
    case po
    /// XLIFF 1.2: `maxwidth` with `size-unit="pixel"` (XLIFF 1.2 §2.5.1) and `weblate-flags` for the lines.
    case xliff
    /// CSV with a header: key, source, max_width_px, max_lines, font_size_px, font_family, max_length —
    /// the columns Crowdin's and Lokalise's CSV importers map (key, source, and the character limit).
    case csv

    public func document(_ limits: [StringLimit], sourceLocale: String) -> String {
        switch self {
        case .weblate:
            return limits.map { "\(Self.oneLine($0.key))\t\($0.weblateFlags)\n" }.joined()
        case .po:
            var out = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"X-Generator: labelfit limits\\n\"\n"
            for l in limits {
                out += "\n#, \(l.weblateFlags)\nmsgctxt \(Self.poString(l.key))\nmsgid \(Self.poString(l.source ?? l.key))\nmsgstr \"\"\n"
            }
            return out
        case .xliff:
            var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
                + "<file original=\"labelfit-limits\" source-language=\"\(XMLText.attribute(sourceLocale, forbidden: .codePoint))\" datatype=\"plaintext\"><body>\n"
            for l in limits {
                out += "<trans-unit id=\"\(XMLText.attribute(l.key, forbidden: .codePoint))\" maxwidth=\"\(l.wholePixels.widthPx)\" size-unit=\"pixel\""
                    + " weblate-flags=\"\(XMLText.attribute(l.weblateFlags, forbidden: .codePoint))\">"
                    + "<source>\(XMLText.escaped(l.source ?? "", forbidden: .codePoint))</source></trans-unit>\n"
            }
            return out + "</body></file>\n</xliff>\n"
        case .csv:
            var out = "key,source,max_width_px,max_lines,font_size_px,font_family,max_length\r\n"
            for l in limits {
                out += [Self.csv(l.key), Self.csv(l.source ?? ""), WrittenLimit.number(l.widthPx.rounded(.down)), String(l.lines),
                        WrittenLimit.number(l.fontSizePx), Self.csv(l.fontFamily), l.characters.map(String.init) ?? ""].joined(separator: ",") + "\r\n"
            }
            return out
        }
    }

    static func oneLine(_ s: String) -> String { s.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }

    /// A C-escaped gettext string (the gettext manual, "The Format of PO Files").
    static func poString(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// RFC 4180 quoting; a field a spreadsheet would run as a formula starts with an apostrophe (OWASP,
    /// "CSV Injection"), as the check report's CSV does.
    static func csv(_ s: String) -> String {
        var v = s
        if let f = v.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(f) { v = "'" + v }
        return v.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + v.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : v
    }
}
