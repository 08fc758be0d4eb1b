/// A double's shortest round-trip decimal, found by arithmetic when it has at most 15 significant digits.
///
/// Most numbers a measurement writes are font units times size over units per em: with Roboto's 2048
/// units they are short binary fractions (105.1376953125), with 1000-unit fonts short decimals (2.89).
/// For these the standard library's general algorithm (`_Float64ToASCII`, 4 % of `measure`) is more
/// than is needed: the shortest decimal that reads back as `v` is `m / 10^k` for the smallest `k` at
/// which the nearest integer `m` to `v × 10^k` divides back to `v` exactly (IEEE division is correctly
/// rounded, as is reading a decimal). With `m < 10^15` the decimals `10^-k` apart are more than twice
/// as far apart as neighbouring doubles, so only one of them can read back as `v` and it is the one
/// `description` prints; and if `k` works every larger `k` does, so `k` is found by bisection.
/// Anything longer, or outside the plain-notation range `description` uses, returns nil.
enum ShortDecimal {
    /// 10^0 … 10^17, each exact as a double.
    private static let powers: [Double] = (0...17).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

    /// `(m, k)` with `|v| = m / 10^k`, `k ≥ 1` and `m`'s last digit not 0; nil when `v` is an integer,
    /// not finite, below 0.001 or above 2^53 in magnitude, or needs more than 15 significant digits.
    /// Rounding is done by conversion to an integer: `rounded()` is a call into libm on baseline x86-64.
    static func parts(_ v: Double) -> (units: UInt64, fractionDigits: Int)? {
        let a = v.magnitude
        guard a >= 0.001, a < 9_007_199_254_740_992, Double(Int64(a)) != a else { return nil }
        return powers.withUnsafeBufferPointer { p -> (units: UInt64, fractionDigits: Int)? in
            // The most fraction digits that keep 15 significant ones (a × 10^k < 10^15): first from the
            // binary exponent (log10 2 ≈ 1233 / 4096), then corrected by a step at most.
            let exponent = Int(truncatingIfNeeded: a.bitPattern >> 52) &- 1023   // a is normal: ≥ 0.001
            var high = min(17, 14 - ((exponent + 1) &* 1233 >> 12))
            while high > 1 && a * p[high] >= 1e15 { high -= 1 }
            while high < 17 && a * p[high + 1] < 1e15 { high += 1 }
            guard a * p[high] < 1e15, fits(a, p[high]) != nil else { return nil }
            var low = 1
            while low < high {
                let mid = (low + high) / 2
                if fits(a, p[mid]) != nil { high = mid } else { low = mid + 1 }
            }
            return (fits(a, p[low])!, low)
        }
    }

    /// The integer nearest `a × scale` when it divides back to `a`. Within 0.22 of the product when it
    /// does (the bound above), so adding a half and truncating finds it.
    @inline(__always) private static func fits(_ a: Double, _ scale: Double) -> UInt64? {
        let m = Int64(a * scale + 0.5)
        return Double(m) / scale == a ? UInt64(truncatingIfNeeded: m) : nil
    }
}
