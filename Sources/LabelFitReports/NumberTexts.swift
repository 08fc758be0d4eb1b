import Foundation

/// The JSON text of non-integer numbers written recently, found by their bits.
///
/// Measurements of distinct strings repeat a few values: a font's line box edges and minimum
/// line-height at a size, the top of a letter's ink (every string with ل at 17 px in Noto Naskh
/// has an ink top of 13.702), the widths of common words. On 7,380 distinct label pairs, 56 % of the
/// non-integer numbers a `measure` run writes were in a table of 1,024 slots, 62 % in 4,096.
/// Formatting one costs some 250 instructions (shortest round trip, by callgrind); copying its text
/// from a slot about 20. A hit gives the bytes the formatter gave for the same bits, so the output
/// cannot change.
///
/// Direct-mapped (a new value replaces the slot's old one), 32 bytes a slot: the key, the text's
/// length, and up to 23 bytes of text (longer texts are not kept). Owned by one `JSONStream`, used by
/// one thread at a time.
final class NumberTexts {
    static let slotCount = 4096
    private static let slotBytes = 32
    private static let maxText = slotBytes - 9
    private let slots: UnsafeMutableRawPointer

    init() {
        // Zeroed by calloc (fresh pages cost nothing to clear): key 0 is +0.0, an integer, which
        // `JSONStream.number` never looks up, so it marks an empty slot.
        guard let memory = calloc(Self.slotCount, Self.slotBytes) else { fatalError("out of memory") }
        slots = memory
    }

    deinit { free(slots) }

    /// Fibonacci hashing: the top 12 bits of the bits times 2^64 / φ, which spreads values that
    /// differ only in low mantissa bits (as nearby measurements do) over the whole table.
    @inline(__always) static func slot(_ bits: UInt64) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) &>> 52)
    }

    /// The text kept for `bits`, lent until `body` returns; false when there is none.
    @inline(__always) func withText(of bits: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let slot = slots + Self.slot(bits) * Self.slotBytes
        guard slot.load(as: UInt64.self) == bits else { return false }
        let length = Int(slot.load(fromByteOffset: 8, as: UInt8.self))
        body(UnsafeBufferPointer(start: (slot + 9).assumingMemoryBound(to: UInt8.self), count: length))
        return true
    }

    /// Keeps `text` as the text of `bits`, in place of whatever its slot held.
    func keep(_ text: UnsafeBufferPointer<UInt8>, of bits: UInt64) {
        guard text.count <= Self.maxText, bits != 0, let source = text.baseAddress else { return }
        let slot = slots + Self.slot(bits) * Self.slotBytes
        slot.storeBytes(of: bits, as: UInt64.self)
        slot.storeBytes(of: UInt8(text.count), toByteOffset: 8, as: UInt8.self)
        (slot + 9).copyMemory(from: source, byteCount: text.count)
    }
}
