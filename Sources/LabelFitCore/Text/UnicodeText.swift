import CUnicode

/// A string as Unicode scalars: the index space every run, cluster and break in LabelFit uses.
public struct UnicodeText: Sendable {
    public let string: String
    public let scalars: [UInt32]

    public init(_ string: String) {
        self.string = string
        self.scalars = Self.decode(string)
    }

    /// The scalars of a string's UTF-8, decoded in place into a temporary buffer of one slot per byte
    /// (at most one scalar per byte), then copied into an array of exactly their count
    /// (`Array(writingAtMost:)`). The bytes are a
    /// String's own contiguous UTF-8 (a native String's storage is always well formed), so each lead
    /// byte says its sequence's length and the continuation bytes it promises are there. (Appending
    /// `unicodeScalars` one by one cost about 33 instructions a scalar, 1.2 % of `measure`.)
    static func decode(_ string: String) -> [UInt32] {
        let n = string.utf8.count
        let decoded = string.utf8.withContiguousStorageIfAvailable { b in
            [UInt32](writingAtMost: n) { out in
                var i = 0, k = 0
                while i < n {
                    let c = UInt32(b[i])
                    if c < 0x80 {
                        out[k] = c; i += 1
                    } else if c < 0xE0 {
                        out[k] = (c & 0x1F) << 6 | UInt32(b[i + 1] & 0x3F); i += 2
                    } else if c < 0xF0 {
                        out[k] = (c & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F); i += 3
                    } else {
                        out[k] = (c & 0x07) << 18 | UInt32(b[i + 1] & 0x3F) << 12 | UInt32(b[i + 2] & 0x3F) << 6 | UInt32(b[i + 3] & 0x3F)
                        i += 4
                    }
                    k += 1
                }
                return k
            }
        }
        if let decoded { return decoded }
        // A bridged string without contiguous UTF-8.
        var scalars: [UInt32] = []
        scalars.reserveCapacity(n)
        for s in string.unicodeScalars { scalars.append(s.value) }
        return scalars
    }

    public var count: Int { scalars.count }

    /// The text of scalars `range`, encoded straight into the new string's storage.
    public func substring(_ range: Range<Int>) -> String {
        let r = range.clamped(to: 0..<scalars.count)
        if r.count == scalars.count { return string }
        if r.isEmpty { return "" }
        // One scalar (an ink extreme's character, mostly): made as a scalar, which skips the UTF-8
        // validation `init(unsafeUninitializedCapacity:)` runs over what it is given.
        if r.count == 1, let scalar = Unicode.Scalar(scalars[r.lowerBound]) { return String(Character(scalar)) }
        return scalars.withUnsafeBufferPointer { all in
            String(unsafeUninitializedCapacity: r.count * 4) { out in
                var k = 0
                for v in all[r] {
                    // The scalars came from a String, so each is a valid scalar value.
                    if v < 0x80 {
                        out[k] = UInt8(v); k += 1
                    } else if v < 0x800 {
                        out[k] = UInt8(0xC0 | v >> 6); out[k + 1] = UInt8(0x80 | v & 0x3F); k += 2
                    } else if v < 0x10000 {
                        out[k] = UInt8(0xE0 | v >> 12); out[k + 1] = UInt8(0x80 | v >> 6 & 0x3F)
                        out[k + 2] = UInt8(0x80 | v & 0x3F); k += 3
                    } else {
                        out[k] = UInt8(0xF0 | v >> 18); out[k + 1] = UInt8(0x80 | v >> 12 & 0x3F)
                        out[k + 2] = UInt8(0x80 | v >> 6 & 0x3F); out[k + 3] = UInt8(0x80 | v & 0x3F); k += 4
                    }
                }
                return k
            }
        }
    }

    /// Extended grapheme cluster starts (UAX #29), one flag per scalar, from ICU's character break
    /// iterator (a per-thread cached one), or from Swift's String, whose Character boundaries implement
    /// the same rules, if ICU fails; the tests hold the two together.
    public func graphemeStarts() -> [Bool] {
        if scalars.allSatisfy(Self.alwaysOwnGrapheme) { return [Bool](filledWith: true, count: scalars.count) }
        if let marked = markedGraphemeStarts() { return marked }
        if let icu = icuGraphemeStartsIfAvailable() { return icu }
        return swiftGraphemeStarts()
    }

    /// Text of those scalars and Arabic combining marks (harakat, Quranic marks) only: a mark, whose
    /// Grapheme_Cluster_Break is Extend, joins the cluster before it (GB9) and every other scalar starts
    /// one (GB999; GB1 at the start). Most Arabic text that is not plain letters is this, and ICU's
    /// iterator cost some 7,000 instructions a string. Nil for any other text.
    func markedGraphemeStarts() -> [Bool]? {
        guard scalars.allSatisfy({ Self.alwaysOwnGrapheme($0) || Self.isArabicExtend($0) }) else { return nil }
        return [Bool](writingAtMost: scalars.count) { out in
            for i in scalars.indices { out[i] = i == 0 || !Self.isArabicExtend(scalars[i]) }
            return scalars.count
        }
    }

    /// Arabic nonspacing marks (General_Category Mn, so Grapheme_Cluster_Break Extend) of the Arabic
    /// block: U+0610–061A, U+064B–065F, U+0670, U+06D6–06DC, U+06DF–06E4, U+06E7–06E8, U+06EA–06ED.
    @inline(__always)
    static func isArabicExtend(_ c: UInt32) -> Bool {
        (0x0610...0x061A).contains(c) || (0x064B...0x065F).contains(c) || c == 0x0670 || (0x06D6...0x06DC).contains(c)
            || (0x06DF...0x06E4).contains(c) || c == 0x06E7 || c == 0x06E8 || (0x06EA...0x06ED).contains(c)
    }

    /// The boundaries Swift's String draws between Characters.
    func swiftGraphemeStarts() -> [Bool] {
        var starts = [Bool](repeating: false, count: scalars.count)
        var i = 0
        for ch in string {
            if i < starts.count { starts[i] = true }
            i += ch.unicodeScalars.count
        }
        return starts
    }

    /// Characters whose Grapheme_Cluster_Break property is Other (UAX #29), so that no rule joins them
    /// to a neighbour of this same set: printable ASCII, NBSP, guillemets, dashes, curly quotes, the
    /// ellipsis, and Arabic letters, digits and punctuation (not the harakat, which are Extend, nor
    /// U+0600–0605 and U+06DD, which are Prepend). Text made
    /// only of these has a boundary between every two scalars; the tests check every pair with ICU.
    @inline(__always)
    static func alwaysOwnGrapheme(_ c: UInt32) -> Bool {
        (0x20...0x7E).contains(c) || c == 0xA0 || c == 0xAB || c == 0xBB || (0x0621...0x064A).contains(c) || (0x0660...0x066D).contains(c)
            || (0x0671...0x06D3).contains(c) || c == 0x060C || c == 0x061B || c == 0x061F
            || c == 0x2013 || c == 0x2014 || (0x2018...0x201D).contains(c) || c == 0x2026
    }

    /// `graphemeStarts()` without an array when every scalar starts a cluster (the usual case).
    func graphemeBoundaries() -> GraphemeStarts {
        scalars.allSatisfy(Self.alwaysOwnGrapheme) ? GraphemeStarts(flags: nil, count: scalars.count)
            : GraphemeStarts(flags: graphemeStarts(), count: scalars.count)
    }

    /// The same from ICU, for cross-checking.
    func icuGraphemeStarts() -> [Bool] { icuGraphemeStartsIfAvailable() ?? [] }

    private func icuGraphemeStartsIfAvailable() -> [Bool]? {
        guard !scalars.isEmpty else { return [] }
        var status: Int32 = 0
        let starts = [Bool](writingAtMost: scalars.count) { out in
            status = scalars.withUnsafeBufferPointer { text in
                out.withMemoryRebound(to: UInt8.self) { lf_grapheme_starts(text.baseAddress, Int32(text.count), $0.baseAddress) }
            }
            return status == 0 ? scalars.count : 0
        }
        return status == 0 ? starts : nil
    }

    /// The grapheme cluster containing scalar `index`, as text.
    func grapheme(at index: Int, starts: GraphemeStarts) -> String {
        guard index >= 0 && index < scalars.count else { return "" }
        var lo = index
        while lo > 0 && !starts[lo] { lo -= 1 }
        var hi = index + 1
        while hi < scalars.count && !starts[hi] { hi += 1 }
        return substring(lo..<hi)
    }
}

/// Which scalars start an extended grapheme cluster; no array when all of them do.
struct GraphemeStarts {
    let flags: [Bool]?
    let count: Int

    subscript(i: Int) -> Bool { flags?[i] ?? true }

    /// Number of clusters.
    var clusters: Int { flags.map { $0.reduce(0) { $1 ? $0 + 1 : $0 } } ?? count }
}
