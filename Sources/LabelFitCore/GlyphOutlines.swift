import CFreeType
import Foundation

/// SVG path data of glyph outlines (font units, y up), made once per glyph with FreeType's outline
/// decomposition. FreeType faces are single-threaded, so paths are made under the library's lock and
/// kept; readers take the cache's own lock only.
final class GlyphOutlines: @unchecked Sendable {
    private var paths: [UInt32: String] = [:]
    private let lock = NSLock()

    func path(_ glyph: UInt32, face: FontFace) -> String {
        lock.lock()
        if let p = paths[glyph] { lock.unlock(); return p }
        lock.unlock()
        let made = (try? FreeTypeLibrary.shared.withFace(blob: face.blob, path: face.path) { ft -> String in
            guard let c = lf_glyph_path(ft, glyph) else { return "" }
            defer { free(c) }
            return String(cString: c)
        }) ?? ""
        lock.lock()
        paths[glyph] = made
        lock.unlock()
        return made
    }
}
