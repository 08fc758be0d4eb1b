extension Array where Element: BitwiseCopyable {
    /// An array of the elements `body` writes at the start of a temporary buffer of `capacity`
    /// (on the stack when small), `body` returning how many it wrote; then copied once.
    /// `init(repeating:count:)` and `init(unsafeUninitializedCapacity:)` allocate through the
    /// unspecialized array buffer, which looks its storage class up in the runtime's table of
    /// prespecialized metadata on every call (some 450 instructions, by callgrind); an array made from
    /// a buffer pointer does not. Inlinable, so that each module gets it specialized.
    @inlinable
    public init(writingAtMost capacity: Int, _ body: (UnsafeMutableBufferPointer<Element>) throws -> Int) rethrows {
        self = try withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.max(capacity, 1)) { buffer in
            let count = try body(UnsafeMutableBufferPointer(rebasing: buffer[..<capacity]))
            precondition(count >= 0 && count <= capacity, "wrote past the buffer")
            return Array(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// `count` copies of `value`, as `init(repeating:count:)` makes them, through the same path.
    init(filledWith value: Element, count: Int) {
        self.init(writingAtMost: count) { buffer in
            buffer.initialize(repeating: value)
            return count
        }
    }
}
