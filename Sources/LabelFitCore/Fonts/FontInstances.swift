import Foundation

/// The instances of variable fonts a registry has made: one face per font file and instance, made on
/// first use and kept for the registry's life, so every string measured at `wght=700` shares one
/// face (and its glyph caches).
final class FontInstances: @unchecked Sendable {
    private let lock = NSLock()
    private var faces: [Key: FontFace] = [:]
    private struct Key: Hashable { var path: ExactText; var variations: [FontVariation] }

    /// `base`'s file at `base`'s instance with `settings` applied over it (clamped, axes the font lacks
    /// ignored); `base` itself when that changes nothing or the font is not variable.
    func instance(of base: FontFace, applying settings: [FontVariation]) -> FontFace {
        guard base.axes.isVariable, !settings.isEmpty else { return base }
        let wanted = base.axes.normalized(base.variations + settings)
        if wanted == base.variations { return base }
        let key = Key(path: ExactText(base.path), variations: wanted)
        lock.lock()
        if let face = faces[key] { lock.unlock(); return face }
        lock.unlock()
        let face = FontFace(instanceOf: base, variations: wanted)
        lock.lock()
        defer { lock.unlock() }
        if let raced = faces[key] { return raced }
        faces[key] = face
        return face
    }
}
