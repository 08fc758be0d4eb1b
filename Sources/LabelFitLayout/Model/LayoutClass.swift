import LabelFitCheck

/// What a use's measurement says, most severe first. Only the first three are findings:
/// `arabic-only-cut` an error, `cut-in-both` a design warning, `english-only-cut` a note.
public enum LayoutClass: String, Sendable, Codable, CaseIterable, Comparable {
    case arabicOnlyCut = "arabic-only-cut", cutInBoth = "cut-in-both", englishOnlyCut = "english-only-cut"
    case borderline, wraps, fits, unknown

    var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (a: LayoutClass, b: LayoutClass) -> Bool { a.rank < b.rank }

    /// The severity of the finding the class is, or nil when it is none.
    public var severity: Severity? {
        switch self {
        case .arabicOnlyCut: .error
        case .cutInBoth: .warning
        case .englishOnlyCut: .info
        default: nil
        }
    }
}
