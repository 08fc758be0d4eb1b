/// What a reader sees, most severe first: ink cut off, words dropped, the row grew, or all is well.
public enum Verdict: String, Codable, Sendable, Comparable, CaseIterable {
    case fits, wraps, truncates, clips
    /// Set by `labelfit check`, never by measuring: the target is empty, the source text, in
    /// another script, or marked not final by its catalog, so its fit says nothing.
    case untranslated

    var severity: Int {
        switch self {
        case .fits: 0
        case .wraps: 1
        case .truncates: 2
        case .clips: 3
        case .untranslated: 4
        }
    }

    public static func < (a: Verdict, b: Verdict) -> Bool { a.severity < b.severity }
}
