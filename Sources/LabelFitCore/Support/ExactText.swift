import Foundation

/// Font paths and names compared byte for byte. Swift's String equality and hashing are by canonical
/// equivalence, so "Café.ttf" spelt with U+00E9 and with "e" + U+0301 are one String, while on Linux
/// they name two different files: keyed by String, the registry handed the first file's face out for
/// the second.
extension String {
    /// Whether the two have the same UTF-8 bytes.
    public func hasSameBytes(as other: String) -> Bool {
        let n = utf8.count
        guard n == other.utf8.count else { return false }
        if let same = utf8.withContiguousStorageIfAvailable({ a in
            other.utf8.withContiguousStorageIfAvailable { b in n == 0 || memcmp(a.baseAddress!, b.baseAddress!, n) == 0 }
        }), let same { return same }
        return utf8.elementsEqual(other.utf8)
    }

    /// Feeds the UTF-8 bytes (and their count) to a hasher, to go with `hasSameBytes(as:)`.
    public func hashBytes(into hasher: inout Hasher) {
        hasher.combine(utf8.count)
        if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for b in utf8 { hasher.combine(b) }
        }
    }
}

/// A String as a dictionary key by its bytes (`hasSameBytes(as:)`).
struct ExactText: Hashable, Sendable {
    let text: String
    init(_ text: String) { self.text = text }
    static func == (a: ExactText, b: ExactText) -> Bool { a.text.hasSameBytes(as: b.text) }
    func hash(into hasher: inout Hasher) { text.hashBytes(into: &hasher) }
}
