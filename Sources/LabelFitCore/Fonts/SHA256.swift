/// SHA-256 (FIPS 180-4), to check a bundled font against the hash its manifest records: the toolchain
/// on Linux has no CryptoKit, and LabelFit links no crypto library. Optimised (`swiftc -O`), the two
/// fonts a `measure` loads (0.48 MB) hash in about 3 ms, all sixteen bundled fonts (5 MB) in about 56 ms.
enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `bytes` as 64 lowercase hex digits, as `sha256sum` prints it.
    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        // A raw schedule and constants: arrays' bounds and uniqueness checks in the inner loop cost about a fifth more.
        let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { w.deallocate() }
        let count = bytes.count
        // The message, a 0x80 byte, zeros to 56 mod 64, and the length in bits (big-endian).
        let padded = (count + 9 + 63) / 64 * 64
        var tail = [UInt8](repeating: 0, count: padded - count / 64 * 64)
        let whole = count / 64 * 64
        for i in whole..<count { tail[i - whole] = bytes[i] }
        tail[count - whole] = 0x80
        let bits = UInt64(count) &* 8
        for i in 0..<8 { tail[tail.count - 1 - i] = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(i))) }
        let kp = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { kp.deallocate() }
        kp.initialize(from: k, count: 64)
        func block(_ p: UnsafeRawBufferPointer, _ at: Int) {
            for t in 0..<16 {
                let o = at + 4 * t
                w[t] = UInt32(p[o]) << 24 | UInt32(p[o + 1]) << 16 | UInt32(p[o + 2]) << 8 | UInt32(p[o + 3])
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]
            for t in 0..<64 {
                let t1 = hh &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ kp[t] &+ w[t]
                let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
            }
            h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d; h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
        }
        var at = 0
        while at < whole { block(bytes, at); at += 64 }
        tail.withUnsafeBytes { t in
            var at = 0
            while at < t.count { block(t, at); at += 64 }
        }
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for word in h { for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int(word >> UInt32(shift) & 0xF)]) } }
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
}
