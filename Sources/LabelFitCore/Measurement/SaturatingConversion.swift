extension FixedWidthInteger {
    /// `v` truncated toward zero, pinned to this type's bounds; NaN is 0.
    ///
    /// `Int(Double)` traps on a value it cannot hold, and a product of a user's number (a size, a line
    /// height, a width from an app's source) can be infinite or past 2⁶³ when it slips past its range:
    /// every conversion in measuring goes through this one, so a bad number gives a wrong-but-bounded
    /// integer, never a crash.
    @inline(__always)
    public init<F: BinaryFloatingPoint>(saturating v: F) {
        if v.isNaN { self = 0 }
        else if v >= F(Self.max) { self = Self.max }
        else if v <= F(Self.min) { self = Self.min }
        else { self.init(v) }
    }
}
