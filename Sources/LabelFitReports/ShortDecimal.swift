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
    /// 5^q for q in 0...26 (5^27 passes 2^63): constants, where a table in a static array was checked
    /// for its lazy initialization on every call.
    @inline(__always) static func five(toThe q: Int) -> UInt64 {
        switch q {
        case 0: 1
        case 1: 5
        case 2: 25
        case 3: 125
        case 4: 625
        case 5: 3_125
        case 6: 15_625
        case 7: 78_125
        case 8: 390_625
        case 9: 1_953_125
        case 10: 9_765_625
        case 11: 48_828_125
        case 12: 244_140_625
        case 13: 1_220_703_125
        case 14: 6_103_515_625
        case 15: 30_517_578_125
        case 16: 152_587_890_625
        case 17: 762_939_453_125
        case 18: 3_814_697_265_625
        case 19: 19_073_486_328_125
        case 20: 95_367_431_640_625
        case 21: 476_837_158_203_125
        case 22: 2_384_185_791_015_625
        case 23: 11_920_928_955_078_125
        case 24: 59_604_644_775_390_625
        case 25: 298_023_223_876_953_125
        default: 1_490_116_119_384_765_625
        }
    }

    /// `(m, k)` with `|v| = m / 10^k`, `k ≥ 1`, `m < 10^15` and `m`'s last digit not 0; nil when `v` is
    /// an integer, not finite, below 0.001 (where `description` turns to exponents at 10^-4) or from
    /// 2^37 in magnitude, not a multiple of 2^-26, or needs more than 15 significant digits.
    static func parts(_ v: Double) -> (units: UInt64, fractionDigits: Int)? {
        // v × 2^26 is exact (a power of two), and an integer below 2^63 exactly when v is a binary
        // fraction of at most 26 places and below 2^37.
        let scaled = v.magnitude * 67_108_864
        guard scaled >= 67_108.864, scaled < 9.223372036854775e18 else { return nil }
        let whole = UInt64(Int64(scaled))              // below 2^63: the cheaper signed conversion
        guard Double(whole) == scaled else { return nil }
        let twos = whole.trailingZeroBitCount
        guard twos < 26 else { return nil }   // an integer
        let q = 26 - twos
        let (m, overflow) = (whole >> UInt64(twos)).multipliedReportingOverflow(by: five(toThe: q))
        guard !overflow, m < 1_000_000_000_000_000 else { return nil }
        return (m, q)
    }


    /// `(m, k)` with `|v| = m / 10^k` read back, for the smallest `k` (at most 4) at which such an `m`
    /// exists with `m < 10^15`: the decimals measuring writes that are not binary fractions (0.98,
    /// 1.717, sizes over 1000-unit fonts), which `parts` leaves to the general algorithm. nil when `v` is
    /// below 0.001 or from 10^15 in magnitude, needs more than 4 places or 15 significant digits, or
    /// sits too near the edge of the test to be sure: then the general algorithm is needed.
    ///
    /// Why this is `description`'s text: `m / 10^k` reads back as `v` exactly when it lies within half
    /// a gap between `v` and its neighbouring doubles. With at most 15 significant digits, two decimals
    /// of `k` places are 10^-k apart, more than a whole gap, so at most one can; it is the integer
    /// nearest `v × 10^k`. The smallest `k` that has one gives the fewest digits, and the closest of
    /// them is the only one. A cheap look first skips each `k` where `v × 10^k` is plainly not within
    /// 10^-12 of an integer (a decimal that reads back is within about 2^-52 of it); the test itself is
    /// exact: `v × 10^k` is split into its rounded product and the product's error (Dekker's
    /// two-product, exact without FMA), `m` is subtracted without error (Sterbenz), and a result within
    /// 1 % of the half gap either way is left to the general algorithm.
    static func nearest(_ v: Double) -> (units: UInt64, fractionDigits: Int)? {
        let a = v.magnitude
        guard a >= 0.001, a < 1e15 else { return nil }
        var p = 1.0
        for k in 1...4 {
            p *= 10
            let product = a * p
            guard product < 1e15 else { return nil }     // more than 15 significant digits
            // The nearest integer by the 1.5 × 2^52 trick (the sum keeps no fraction bits), which is
            // exact below 2^51, without a conversion to an integer and back.
            let m = (product + 6_755_399_441_055_744) - 6_755_399_441_055_744
            guard (product - m).magnitude < product * 1e-12, m > 0 else { continue }
            // a × p = product + error exactly.
            let (aHigh, aLow) = split(a), (pHigh, pLow) = split(p)
            let error = ((aHigh * pHigh - product) + aHigh * pLow + aLow * pHigh) + aLow * pLow
            let r = (product - m) + error                 // a × p − m, to one rounding
            // Half the gap below or above a (for a power of two the lower gap is half), times p:
            // exact, a power of two times p.
            let limit = (r > 0 ? a - a.nextDown : a.nextUp - a) / 2 * p
            let distance = r.magnitude
            if distance < 0.99 * limit { return (UInt64(m), k) }
            if distance <= 1.01 * limit { return nil }     // too near to tell
        }
        return nil
    }

    /// x = high + low with each half of 26 bits, so that products of halves are exact (Dekker).
    @inline(__always) private static func split(_ x: Double) -> (Double, Double) {
        let c = 134_217_729 * x                           // 2^27 + 1
        let high = c - (c - x)
        return (high, x - high)
    }
}

