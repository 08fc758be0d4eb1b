import CUnicode

/// A string as Unicode scalars: the index space every run, cluster and break in LabelFit uses.
public struct UnicodeText: Sendable {
    public let string: String
    public let scalars: [UInt32]

    public init(_ string: String) {
        self.string = string
        self.scalars = string.unicodeScalars.map(\.value)
    }

    public var count: Int { scalars.count }

    /// The text of scalars `range`.
    public func substring(_ range: Range<Int>) -> String {
        var s = String.UnicodeScalarView()
        for v in scalars[range.clamped(to: 0..<scalars.count)] { if let u = Unicode.Scalar(v) { s.append(u) } }
        return String(s)
    }

    /// Extended grapheme cluster starts (UAX #29), one flag per scalar, from Swift's String, whose
    /// Character boundaries implement the same rules (ICU's `lf_grapheme_starts` gives the same answer
    /// and is checked against this in the tests).
    public func graphemeStarts() -> [Bool] {
        var starts = [Bool](repeating: false, count: scalars.count)
        var i = 0
        for ch in string {
            if i < starts.count { starts[i] = true }
            i += ch.unicodeScalars.count
        }
        return starts
    }

    /// The same from ICU, for cross-checking.
    func icuGraphemeStarts() -> [Bool] {
        guard !scalars.isEmpty else { return [] }
        var starts = [UInt8](repeating: 0, count: scalars.count)
        _ = scalars.withUnsafeBufferPointer { lf_grapheme_starts($0.baseAddress, Int32($0.count), &starts) }
        return starts.map { $0 != 0 }
    }

    /// Number of user-perceived characters (extended grapheme clusters).
    public var characterCount: Int { string.count }

    /// The grapheme cluster containing scalar `index`, as text.
    func grapheme(at index: Int, starts: [Bool]) -> String {
        guard index >= 0 && index < scalars.count else { return "" }
        var lo = index
        while lo > 0 && !starts[lo] { lo -= 1 }
        var hi = index + 1
        while hi < scalars.count && !starts[hi] { hi += 1 }
        return substring(lo..<hi)
    }
}
