/// What a reader sees, most severe first: ink cut off, words dropped, the row grew, or all is well.
public enum Verdict: String, Codable, Sendable, Comparable, CaseIterable {
    case fits, wraps, truncates, clips

    var severity: Int {
        switch self {
        case .fits: 0
        case .wraps: 1
        case .truncates: 2
        case .clips: 3
        }
    }

    public static func < (a: Verdict, b: Verdict) -> Bool { a.severity < b.severity }
}
