/// A double's shortest round-trip decimal, found with integer arithmetic when it is a short binary
/// fraction.
///
/// Many numbers a measurement writes are font units times size over units per em; with 2048-unit
/// fonts such as Roboto they are binary fractions (17 × 12,652 / 2048 = 105.021484375). A binary
/// fraction `n / 2^q` (n odd) is exactly the decimal `n × 5^q / 10^q`, whose last digit is 5. When that
/// decimal has at most 15 significant digits it is also the shortest that reads back as the double:
/// any decimal with fewer digits differs from it by at least one unit of its last place, which is
/// more than 10^-15 of its value, while neighbouring doubles are 2^-52 of it apart. So for these the
/// standard library's general algorithm (`_Float64ToASCII`, 4 % of `measure`'s cycles) is replaced by
/// a shift and a multiplication. (A bisection over `round(v × 10^k) / 10^k == v`, tried first, took
/// more cycles than the general algorithm: each step waits on a division.)
enum ShortDecimal {
    /// 5^0 … 5^26 (5^27 passes 2^63).
    private static let fives: [UInt64] = (0...26).map { q in (0..<q).reduce(UInt64(1)) { r, _ in r * 5 } }

    /// `(m, k)` with `|v| = m / 10^k`, `k ≥ 1`, `m < 10^15` and `m`'s last digit not 0; nil when `v` is
    /// an integer, not finite, below 0.001 (where `description` turns to exponents at 10^-4) or from
    /// 2^37 in magnitude, not a multiple of 2^-26, or needs more than 15 significant digits.
    static func parts(_ v: Double) -> (units: UInt64, fractionDigits: Int)? {
        // v × 2^26 is exact (a power of two), and an integer below 2^63 exactly when v is a binary
        // fraction of at most 26 places and below 2^37.
        let scaled = v.magnitude * 67_108_864
        guard scaled >= 67_108.864, scaled < 9.223372036854775e18 else { return nil }
        let whole = UInt64(scaled)
        guard Double(whole) == scaled else { return nil }
        let twos = whole.trailingZeroBitCount
        guard twos < 26 else { return nil }   // an integer
        let q = 26 - twos
        let (m, overflow) = (whole >> UInt64(twos)).multipliedReportingOverflow(by: fives.withUnsafeBufferPointer { $0[q] })
        guard !overflow, m < 1_000_000_000_000_000 else { return nil }
        return (m, q)
    }
}
