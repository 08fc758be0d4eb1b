extension Array where Element: BitwiseCopyable {
    /// `count` copies of `value`, as `init(repeating:count:)` makes them, but allocated through the
    /// specialized path: `init(repeating:count:)` and `init(unsafeUninitializedCapacity:)` go through
    /// the unspecialized array buffer, which looks its storage class up in the runtime's table of
    /// prespecialized metadata on every call (some 450 instructions, by callgrind); an array made from
    /// a buffer pointer does not. Filled in a temporary buffer (on the stack when small), then copied.
    init(filledWith value: Element, count: Int) {
        self = withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.max(count, 1)) { buffer in
            let part = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            part.initialize(repeating: value)
            return Array(UnsafeBufferPointer(part))
        }
    }
}
