extension String {
    /// Calls `body` with the string's UTF-8 bytes, in place for a native string (a copy only for a
    /// bridged one). Scanning through this is a loop over bytes; `utf8.contains(where:)` goes through
    /// the generic collection path, index by index, and cost more than measuring on the hot paths.
    @inlinable
    public func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }

    /// Whether any UTF-8 byte of the string is `byte`.
    @inlinable
    public func containsUTF8Byte(_ byte: UInt8) -> Bool {
        withUTF8Bytes { bytes in
            for b in bytes where b == byte { return true }
            return false
        }
    }
}
