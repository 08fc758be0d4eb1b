/// The fallback face chosen for single scalars, remembered per thread (in `ShapingBuffer`).
///
/// `FontRegistry.fallback` already caches its answers, under its lock and keyed by the whole cluster;
/// asking it cost about 2,000 instructions a cluster (the key's array, the lock, hashing), paid for
/// every letter of a Latin word in an Arabic string whose stack has no Latin. Nearly every cluster
/// that falls back is one scalar, so this keeps those answers where no lock is needed. Keyed by the
/// registry's serial number (never reused, unlike its address) and the language; the registry's own
/// cache stays the one that decides, this only remembers what it said. At most `capacity` entries,
/// emptied when full (the registry still has them).
final class FallbackMemo {
    private struct Key: Hashable {
        var registry: UInt64
        var scalar: UInt32
        var language: String
    }

    private var faces: [Key: FontFace?] = [:]
    static let capacity = 4_096

    func face(for scalar: UInt32, language: String, registry: FontRegistry) -> FontFace? {
        let key = Key(registry: registry.serial, scalar: scalar, language: language)
        if let known = faces[key] { return known }
        let found = registry.fallback(covering: [scalar], language: language)
        if faces.count >= Self.capacity { faces.removeAll(keepingCapacity: true) }
        faces[key] = .some(found)
        return found
    }
}
