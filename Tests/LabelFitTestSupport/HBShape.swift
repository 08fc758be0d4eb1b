import Foundation

/// Runs `hb-shape` (libharfbuzz-bin) at --font-size = unitsPerEm, so positions come back in font
/// units, and reads its JSON. The independent oracle for widths and glyph positions.
public struct HBShape {
    public struct Glyph: Decodable {
        public var g: Int
        public var cl: Int
        public var dx: Int
        public var dy: Int
        public var ax: Int
        public var xb: Int?
        public var yb: Int?
        public var w: Int?
        public var h: Int?
    }

    public static func run(font: String, text: String, upem: Int, extra: [String] = []) throws -> [Glyph] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
        process.arguments = ["--font-size=\(upem)", "--output-format=json", "--no-glyph-names", "--show-extents"]
            + extra + [font, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([Glyph].self, from: data)
    }

    /// Width in px at `size`: the sum of advances, scaled.
    public static func width(font: String, text: String, upem: Int, size: Double, extra: [String] = []) throws -> Double {
        Double(try run(font: font, text: text, upem: upem, extra: extra).reduce(0) { $0 + $1.ax }) * size / Double(upem)
    }

    /// Ink above and below the baseline in px, from hb-shape's glyph extents offset by each glyph's dy.
    public static func ink(font: String, text: String, upem: Int, size: Double, extra: [String] = []) throws -> (top: Double, bottom: Double) {
        var top = Int.min, bottom = Int.min
        for g in try run(font: font, text: text, upem: upem, extra: extra) where (g.w ?? 0) != 0 || (g.h ?? 0) != 0 {
            top = max(top, g.yb! + g.dy)
            bottom = max(bottom, -(g.yb! + g.h! + g.dy))
        }
        let k = size / Double(upem)
        return (Double(top) * k, Double(bottom) * k)
    }

    /// Ink in font units, as hb-shape places the glyphs: highest top and deepest bottom from the
    /// baseline, and leftmost and rightmost edge from the pen's start (each glyph's pen + dx + bearing).
    public static func inkUnits(font: String, text: String, upem: Int) throws -> (top: Int, bottom: Int, left: Int, right: Int) {
        var top = Int.min, bottom = Int.min, left = Int.max, right = Int.min, pen = 0
        for g in try run(font: font, text: text, upem: upem) {
            if (g.w ?? 0) != 0 || (g.h ?? 0) != 0 {
                top = max(top, g.yb! + g.dy)
                bottom = max(bottom, -(g.yb! + g.h! + g.dy))
                left = min(left, pen + g.dx + g.xb!)
                right = max(right, pen + g.dx + g.xb! + g.w!)
            }
            pen += g.ax
        }
        return (top, bottom, left, right)
    }
}
