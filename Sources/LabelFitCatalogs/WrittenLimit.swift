import Foundation

/// A limit a project writes beside a string for its translators' tool: Weblate's flags
/// (https://docs.weblate.org/en/latest/admin/checks.html, "Customizing behavior using flags":
/// `max-size:WIDTH[:LINES]`, `max-length:N`, `font-family`, `font-size`, `font-weight`, `font-spacing`),
/// which Weblate reads from a gettext entry's `#,` flags and an XLIFF unit's `weblate-flags` attribute,
/// and XLIFF 1.2's `maxwidth` in characters (`size-unit="char"`, which Weblate reads as `max-length`).
///
/// Weblate's `max-size` renders the translation wrapped at WIDTH pixels and fails it when it needs more
/// than LINES lines (1 when not given) or a line wider than WIDTH (`weblate/checks/render.py`,
/// `MaxSizeCheck`: the font is the flags' `font-family` group, at `font-size`, default 10). `max-length`
/// counts characters (Python's `len`: Unicode scalars).
public struct WrittenLimit: Codable, Sendable, Equatable {
    /// `max-size`'s width in pixels.
    public var widthPx: Double?
    /// `max-size`'s line count; nil with a width means one line.
    public var lines: Int?
    /// `max-length` (or XLIFF `maxwidth` in characters).
    public var characters: Int?
    /// Weblate's font group name (a project's own identifier, not a font LabelFit can load).
    public var fontFamily: String?
    public var fontSizePx: Double?
    /// `font-weight:bold` (Weblate's values are CSS-like names or numbers).
    public var fontWeight: Int?
    /// Where it was written: "weblate flags" or "xliff maxwidth".
    public var origin: String

    public init(origin: String) { self.origin = origin }

    public var isEmpty: Bool { widthPx == nil && characters == nil }

    /// The flags as Weblate writes them (`max-size:248:2, font-size:17`), for messages and `labelfit limits`.
    public var flags: String {
        var out: [String] = []
        if let w = widthPx { out.append("max-size:\(Self.number(w))" + (lines.map { ":\($0)" } ?? "")) }
        if let c = characters { out.append("max-length:\(c)") }
        if let f = fontFamily { out.append("font-family:\(f)") }
        if let s = fontSizePx { out.append("font-size:\(Self.number(s))") }
        if let w = fontWeight { out.append("font-weight:\(w == 700 ? "bold" : String(w))") }
        return out.joined(separator: ", ")
    }

    public static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    /// Reads Weblate's flags from their comma-separated list (a gettext `#,` line's, an XLIFF
    /// `weblate-flags` value). Flags that are not limits are not this type's; a limit flag whose value
    /// does not read is returned as a problem, to be named at the entry's line.
    public static func weblate<S: Sequence>(flags: S) -> (limit: WrittenLimit?, problems: [String]) where S.Element: StringProtocol {
        var limit = WrittenLimit(origin: "weblate flags"), problems: [String] = []
        for raw in flags {
            let flag = raw.trimmingCharacters(in: .whitespaces)
            let parts = flag.split(separator: ":", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
            guard parts.count >= 2 else { continue }
            switch parts[0] {
            case "max-size":
                // `multi_value_flag(int, 1, 2)`: one or two positive integers.
                let values = parts.dropFirst().map { Int($0) }
                guard (1...2).contains(values.count), values.allSatisfy({ ($0 ?? 0) > 0 }) else { problems.append("\(flag): max-size takes a width and an optional line count, positive integers"); continue }
                limit.widthPx = Double(values[0]!)
                limit.lines = values.count == 2 ? values[1] : nil
            case "max-length":
                guard parts.count == 2, let n = Int(parts[1]), n > 0 else { problems.append("\(flag): max-length takes one positive integer"); continue }
                limit.characters = n
            case "font-family": limit.fontFamily = parts.dropFirst().joined(separator: ":")
            case "font-size":
                guard parts.count == 2, let s = Double(parts[1]), s > 0, s <= 1000 else { problems.append("\(flag): font-size takes a size in pixels"); continue }
                limit.fontSizePx = s
            case "font-weight":
                switch parts[1].lowercased() {
                case "bold": limit.fontWeight = 700
                case "normal": limit.fontWeight = 400
                case "light": limit.fontWeight = 300
                default:
                    guard let w = Int(parts[1]), (1...1000).contains(w) else { problems.append("\(flag): font-weight takes bold, normal, light or 1…1000"); continue }
                    limit.fontWeight = w
                }
            default: continue
            }
        }
        return (limit.isEmpty ? nil : limit, problems)
    }

    /// A character limit written in a translator's note as Android's platform strings write it,
    /// `[CHAR LIMIT=30]` (AOSP frameworks/base/tools/stringslint/stringslint.py asks every string's
    /// comment for `CHAR[ _-]LIMIT=(\d+|NONE)`; Chromium's `.grd` files write `[CHAR_LIMIT=30]` and
    /// `[CHAR-LIMIT=30]`). `NONE` says there is no limit. Read from whatever note the format carries
    /// (an XML comment before the element, ARB `description`, `.strings` and gettext comments, XLIFF notes).
    public static func note(_ note: String?) -> WrittenLimit? {
        // Every note of every entry comes here: one without an `=` holds no limit, and costs one byte scan.
        guard let note, note.utf8.count < 100_000, note.utf8.contains(UInt8(ascii: "=")) else { return nil }
        let scalars = Array(note.uppercased().unicodeScalars)
        let word = Array("CHAR".unicodeScalars), limitWord = Array("LIMIT".unicodeScalars)
        var i = 0
        while i + 10 <= scalars.count {
            defer { i += 1 }
            guard scalars[i..<i + 4].elementsEqual(word), [" ", "_", "-"].contains(scalars[i + 4]),
                  scalars[(i + 5)..<(i + 10)].elementsEqual(limitWord) else { continue }
            var j = i + 10
            while j < scalars.count, scalars[j] == " " { j += 1 }
            guard j < scalars.count, scalars[j] == "=" else { continue }
            j += 1
            while j < scalars.count, scalars[j] == " " { j += 1 }
            var digits = ""
            while j < scalars.count, ("0"..."9").contains(scalars[j]), digits.count < 7 { digits.unicodeScalars.append(scalars[j]); j += 1 }
            guard let n = Int(digits), n > 0 else { continue }
            var limit = WrittenLimit(origin: "note [CHAR LIMIT=\(n)]")
            limit.characters = n
            return limit
        }
        return nil
    }
}

extension CatalogReadResult {
    /// Every format's notes are read for `[CHAR LIMIT=N]` in one place, after its reader: a limit
    /// the format writes in its own way (Weblate flags, `maxwidth`, `character_limit`) stays first.
    mutating func readNoteLimits() {
        for i in entries.indices where entries[i].writtenLimit == nil && entries[i].comment != nil {
            entries[i].writtenLimit = WrittenLimit.note(entries[i].comment)
        }
    }
}
