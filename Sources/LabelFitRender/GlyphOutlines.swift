import Foundation
import LabelFitCore

/// SVG path data of one face's glyph outlines, made once per glyph and kept: every label drawn in a
/// process shares them. Faces live as long as their registry, and this keeps the ones it has drawn.
final class GlyphOutlines: @unchecked Sendable {
    private var paths: [UInt32: String] = [:]
    private let lock = NSLock()
    private let face: FontFace

    private init(face: FontFace) { self.face = face }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byFace: [ObjectIdentifier: GlyphOutlines] = [:]

    static func of(_ face: FontFace) -> GlyphOutlines {
        lock.lock()
        defer { lock.unlock() }
        if let c = byFace[ObjectIdentifier(face)] { return c }
        let c = GlyphOutlines(face: face)
        byFace[ObjectIdentifier(face)] = c
        return c
    }

    func path(_ glyph: UInt32) -> String {
        lock.lock()
        if let p = paths[glyph] { lock.unlock(); return p }
        lock.unlock()
        let made = face.outlinePathData(glyph)
        lock.lock()
        paths[glyph] = made
        lock.unlock()
        return made
    }
}
