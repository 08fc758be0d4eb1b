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

    /// Whether the string has the ASCII character `ascii`, compared byte for byte (as Foundation's
    /// `.literal` search answers). `contains("<")` with Foundation imported is
    /// `StringProtocol.contains(_:)`, which bridges to `NSString` and searches through CoreFoundation:
    /// on real catalogs the readers' guards of that kind (`<` before stripping tags, `'` before
    /// Android's apostrophe check) took 4 % of a whole `check`. That search also takes canonical
    /// equivalence, so a `<` or `'` that a combining mark follows was not found; the tools that read
    /// these files (aapt2, Symfony's `explode('|')`) see the byte, and so does this.
    @inlinable
    public func contains(ascii: Unicode.Scalar) -> Bool {
        precondition(ascii.isASCII, "contains(ascii:) compares one UTF-8 byte")
        return containsUTF8Byte(UInt8(ascii.value))
    }
}

extension String {
    /// The bytes as a String, or nil when they are not well-formed UTF-8 (RFC 3629: no overlong
    /// forms, no surrogates, nothing above U+10FFFF) — what `String(validating:as: UTF8.self)` answers,
    /// at a fraction of its cost: that initializer is generic over the encoding and cost about 1,100
    /// instructions for a 20-byte catalog field. ASCII runs are checked a byte at a time with no
    /// branches beyond the loop; the String is then made by the non-generic decoding initializer.
    public init?(validatingUTF8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        guard Self.isWellFormedUTF8(bytes) else { return nil }
        self = String(decoding: bytes, as: UTF8.self)
    }

    public static func isWellFormedUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = b.count
        var i = 0
        while i < n {
            let c = b[i]
            if c < 0x80 { i += 1; continue }
            @inline(__always) func continuation(_ k: Int) -> Bool { i + k < n && b[i + k] & 0xC0 == 0x80 }
            if c >= 0xC2 && c <= 0xDF {
                guard continuation(1) else { return false }
                i += 2
            } else if c >= 0xE0 && c <= 0xEF {
                guard continuation(1), continuation(2) else { return false }
                let c1 = b[i + 1]
                if c == 0xE0 && c1 < 0xA0 { return false }          // overlong
                if c == 0xED && c1 >= 0xA0 { return false }         // surrogates
                i += 3
            } else if c >= 0xF0 && c <= 0xF4 {
                guard continuation(1), continuation(2), continuation(3) else { return false }
                let c1 = b[i + 1]
                if c == 0xF0 && c1 < 0x90 { return false }          // overlong
                if c == 0xF4 && c1 >= 0x90 { return false }         // above U+10FFFF
                i += 4
            } else {
                return false
            }
        }
        return true
    }
}

extension String {
    /// Whether the string's UTF-8 bytes hold `needle`'s, compared byte for byte. Foundation's
    /// `contains(_:)` on a String bridges to `NSString` and searches with canonical equivalence; the
    /// catalog syntaxes searched for this way (i18next's `$t(`, Polyglot's `||||`, vue-i18n's ` | `)
    /// are found by their JavaScript libraries with `indexOf`/`split`, code unit by code unit, as
    /// this finds them, and most strings hold none, so the search is the whole cost.
    @inlinable
    public func containsUTF8(_ needle: StaticString) -> Bool {
        firstUTF8Offset(of: needle) != nil
    }

    /// The byte offset of the first occurrence of `needle`'s UTF-8 bytes at or after `from`, or nil.
    @inlinable
    public func firstUTF8Offset(of needle: StaticString, from: Int = 0) -> Int? {
        let n = needle.utf8CodeUnitCount
        let p = needle.utf8Start
        guard n > 0 else { return from }
        return withUTF8Bytes { bytes in
            guard bytes.count >= n else { return nil }
            let first = p[0]
            var i = max(from, 0)
            let last = bytes.count - n
            while i <= last {
                if bytes[i] == first {
                    var k = 1
                    while k < n, bytes[i + k] == p[k] { k += 1 }
                    if k == n { return i }
                }
                i += 1
            }
            return nil
        }
    }

    /// The string with every occurrence of `target`'s bytes replaced by `replacement`, matched byte
    /// for byte left to right (non-overlapping); the string itself when `target` is absent or empty.
    public func replacingUTF8(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var target = target
        return target.withUTF8 { t -> String in
            withUTF8Bytes { bytes -> String in
                let n = t.count
                guard bytes.count >= n else { return self }
                var out: [UInt8] = []
                var run = 0
                var i = 0
                let last = bytes.count - n
                while i <= last {
                    if bytes[i] == t[0] {
                        var k = 1
                        while k < n, bytes[i + k] == t[k] { k += 1 }
                        if k == n {
                            if out.isEmpty { out.reserveCapacity(bytes.count) }
                            out.append(contentsOf: bytes[run..<i])
                            out.append(contentsOf: replacement.utf8)
                            i += n
                            run = i
                            continue
                        }
                    }
                    i += 1
                }
                guard run > 0 else { return self }
                out.append(contentsOf: bytes[run...])
                return String(decoding: out, as: UTF8.self)
            }
        }
    }
}
