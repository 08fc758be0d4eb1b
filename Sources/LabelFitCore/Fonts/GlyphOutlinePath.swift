import CFreeType
import Foundation

extension FontFace {
    /// A glyph's outline as SVG path data in font units, y up (FreeType's outline decomposition); empty
    /// for a glyph without an outline. FreeType faces are single-threaded, so this runs under the
    /// library's lock; callers that draw many glyphs cache the result.
    public func outlinePathData(_ glyph: UInt32) -> String {
        (try? FreeTypeLibrary.shared.withFace(blob: blob, path: path, variations: designCoordinates) { ft -> String in
            guard let c = lf_glyph_path(ft, glyph) else { return "" }
            defer { free(c) }
            return String(cString: c)
        }) ?? ""
    }
}
