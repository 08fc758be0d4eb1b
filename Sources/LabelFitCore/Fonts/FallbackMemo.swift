/// The fallback face chosen for single scalars, remembered per thread (in `ShapingBuffer`).
///
/// `FontRegistry.fallback` already caches its answers, under its lock and keyed by the whole cluster;
/// asking it cost about 2,000 instructions a cluster (the key's array, the lock, hashing), paid for
/// every letter of a Latin word in an Arabic string whose stack has no Latin. Nearly every cluster
/// that falls back is one scalar, so this keeps those answers where no lock is needed. Keyed by the
/// registry's serial number (never reused, unlike its address), the language and the platform's
/// fallback chain; the registry's own
/// cache stays the one that decides, this only remembers what it said. At most `capacity` entries,
/// emptied when full (the registry still has them).
final class FallbackMemo {
    private struct Key: Hashable {
        var registry: UInt64
        var scalar: UInt32
        var language: String
        var chain: FallbackChain
    }

    @exclusivity(unchecked) private var faces: [Key: FontFace?] = [:]
    static let capacity = 4_096

    /// The last answer for each scalar modulo 256, checked before the dictionary: a hit there hashed
    /// the key (a String among it) and cost some 500 instructions, and the letters of a Latin word in
    /// an Arabic string ask again and again. Faces are not retained (`TextRun.face` says why).
    private struct Recent {
        var registry: UInt64 = 0   // 0: empty (serial numbers start at 1)
        var scalar: UInt32 = 0
        var language = ""
        var chain = FallbackChain(platform: .androidCompact)
        unowned(unsafe) var face: FontFace?
    }
    private static let recentCount = 256
    private let recent: UnsafeMutablePointer<Recent> = {
        let p = UnsafeMutablePointer<Recent>.allocate(capacity: FallbackMemo.recentCount)
        p.initialize(repeating: Recent(), count: FallbackMemo.recentCount)
        return p
    }()

    deinit {
        recent.deinitialize(count: Self.recentCount)
        recent.deallocate()
    }

    func face(for scalar: UInt32, language: String, chain: FallbackChain, registry: FontRegistry) -> FontFace? {
        let serial = registry.serial
        let slot = recent + Int(scalar & UInt32(Self.recentCount - 1))
        if slot.pointee.registry == serial && slot.pointee.scalar == scalar && slot.pointee.language == language
            && slot.pointee.chain == chain {
            return slot.pointee.face
        }
        let key = Key(registry: serial, scalar: scalar, language: language, chain: chain)
        let found: FontFace?
        if let known = faces[key] {
            found = known
        } else {
            found = registry.fallback(covering: [scalar], language: language, chain: chain)
            if faces.count >= Self.capacity { faces.removeAll(keepingCapacity: true) }
            faces[key] = .some(found)
        }
        slot.pointee = Recent(registry: serial, scalar: scalar, language: language, chain: chain, face: found)
        return found
    }
}
