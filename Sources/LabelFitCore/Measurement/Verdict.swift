/// What a reader sees, most severe first: a string that is not a translation at all, letters drawn as
/// boxes, ink cut off, words dropped, the row grew, or all is well. The order is documented in the
/// README ("Verdicts") and docs/api.md.
public enum Verdict: String, Codable, Sendable, Comparable, CaseIterable {
    case fits, wraps, truncates, clips
    /// Some characters are in no font of the stack (nor a fallback): they are drawn as boxes, so the
    /// string cannot be read and every width measured for it is the width of boxes. Never `fits`.
    case missingGlyphs = "missing-glyphs"
    /// Set by `labelfit check`, never by measuring: the target is empty, the source text, in
    /// another script, or marked not final by its catalog, so its fit says nothing.
    case untranslated

    var severity: Int {
        switch self {
        case .fits: 0
        case .wraps: 1
        case .truncates: 2
        case .clips: 3
        case .missingGlyphs: 4
        case .untranslated: 5
        }
    }

    /// The verdict of one laid-out string: the most severe of what applies.
    public init(missingGlyphs: Bool, clipped: Bool, truncated: Bool, lines: Int) {
        if missingGlyphs { self = .missingGlyphs }
        else if clipped { self = .clips }
        else if truncated { self = .truncates }
        else if lines > 1 { self = .wraps }
        else { self = .fits }
    }

    public static func < (a: Verdict, b: Verdict) -> Bool { a.severity < b.severity }
}
