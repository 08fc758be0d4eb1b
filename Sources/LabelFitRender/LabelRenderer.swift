import Foundation
import LabelFitCore

/// Draws a measured label as SVG: the row and its padding, each line's box and baseline, every glyph's
/// outline at its shaped position, and ink outside the container's box repainted in a warning colour.
/// Lines are aligned to their start (the right in Arabic), as `text-align: start` does.
public struct LabelRenderer {
    public let measurer: Measurer
    /// When set, glyph outlines are defined once there and referenced with `<use>`, for documents
    /// holding many labels (the HTML report); otherwise each SVG carries its own paths.
    public let sharedGlyphs: SharedGlyphs?

    public init(measurer: Measurer, sharedGlyphs: SharedGlyphs? = nil) {
        self.measurer = measurer
        self.sharedGlyphs = sharedGlyphs
    }

    /// Glyph outlines used by many SVGs in one document, each under a stable id.
    public final class SharedGlyphs: @unchecked Sendable {
        private var ids: [String: Int] = [:]
        private var defs: [(id: String, path: String)] = []
        private let lock = NSLock()
        public init() {}

        /// The id of a glyph drawn at `scale` (px per font unit): the definition carries the scale, so each
        /// use is only a position.
        func id(face: FontFace, glyph: UInt32, scale: String, path: () -> String) -> String {
            "g\(number(face: face, glyph: glyph, scale: scale, path: path))"
        }

        /// The definition's number: its id is "g" and the number.
        func number(face: FontFace, glyph: UInt32, scale: String, path: () -> String) -> Int {
            let key = "\(face.path)#\(glyph)@\(scale)"
            lock.lock()
            defer { lock.unlock() }
            if let n = ids[key] { return n }
            let n = defs.count
            ids[key] = n
            defs.append(("g\(n)", "<g id=\"g\(n)\" transform=\"matrix(\(scale) 0 0 -\(scale) 0 0)\"><path d=\"\(path())\"/></g>"))
            return n
        }

        /// An SVG holding every definition, to place once in the document.
        public func definitions() -> String {
            lock.lock()
            defer { lock.unlock() }
            return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>"
                + defs.map(\.path).joined() + "</defs></svg>"
        }
    }

    /// One glyph at (x, y) drawn at `k` px per font unit, as a path or a reference to a shared definition.
    private func glyphElement(face: FontFace, glyph: UInt32, k: Double, x: Double, y: Double, extra: String = "") -> String {
        let outlines = GlyphOutlines.of(face)
        let path = outlines.path(glyph)
        if path.isEmpty { return "" }
        if let shared = sharedGlyphs {
            let id = shared.id(face: face, glyph: glyph, scale: f(k, 6)) { path }
            return "<use href=\"#\(id)\"\(extra) x=\"\(f(x))\" y=\"\(f(y))\"/>"
        }
        return "<path\(extra) transform=\"matrix(\(f(k, 6)) 0 0 \(f(-k, 6)) \(f(x)) \(f(y)))\" d=\"\(path)\"/>"
    }

    /// Where a label's row, content and ink sit in its drawing: room around the row for ink that passes
    /// the first line's top or the last line's bottom, and the content after the start padding and icon.
    private struct Frame {
        let padX, padY, icon, contentWidth, rowWidth, rowHeight, inkAbove, height, width: Double
        let margin = 8.0
        let rtl: Bool

        init(_ m: StringMeasurement, row: RowGeometry) {
            padX = row.paddingInlineStartPx
            padY = row.paddingBlockPx
            icon = row.iconSizePx > 0 ? row.iconSizePx + row.iconGapPx : 0
            contentWidth = max(m.availableWidthPx ?? m.lineDetails.map(\.layoutWidthPx).max() ?? 0, 1)
            rowWidth = row.inlineSizePx ?? contentWidth + padX + row.paddingInlineEndPx + icon
            rowHeight = row.heightPx ?? m.rowHeightPx
            inkAbove = max(0, (m.lineDetails.first?.ink.topPx ?? 0) - (m.lineDetails.first?.lineBox.topPx ?? 0))
            let inkBelow = max(0, (m.lineDetails.last?.ink.bottomPx ?? 0) - (m.lineDetails.last?.lineBox.bottomPx ?? 0))
            height = rowHeight + 2 * margin + inkAbove + inkBelow
            width = rowWidth + 2 * margin
            rtl = m.direction == .rtl
        }
    }

    public struct Colors: Sendable {
        public var ink = "#1f2328", clippedInk = "#d1242f", box = "#0969da", baseline = "#8c959f", row = "#d0d7de", cut = "#bf8700"
        public init() {}
    }

    public func svg(_ text: String, locale: String, options: MeasureOptions, colors: Colors = Colors()) throws -> String {
        let placed = try measurer.place(text, locale: locale, options: options)
        let m = placed.measurement
        let row = options.row
        let frame = Frame(m, row: row)
        let (padX, padY, icon, contentWidth, rowWidth) = (frame.padX, frame.padY, frame.icon, frame.contentWidth, frame.rowWidth)
        let (margin, rowHeight, inkAbove, height, width, rtl) = (frame.margin, frame.rowHeight, frame.inkAbove, frame.height, frame.width, frame.rtl)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"labelfit-label\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"img\">"
        out += "<title>\(Self.escape(m.text)) — \(m.verdict.rawValue)</title>"
        let originY = margin + inkAbove
        out += "<rect class=\"row\" x=\"\(f(margin))\" y=\"\(f(originY))\" width=\"\(f(rowWidth))\" height=\"\(f(rowHeight))\" fill=\"none\" stroke=\"\(colors.row)\"/>"
        // Content starts after the start padding and the icon: on the right in RTL.
        let contentStartX = rtl ? margin + rowWidth - padX - icon - contentWidth : margin + padX + icon
        if icon > 0 {
            let iconX = rtl ? margin + rowWidth - padX - row.iconSizePx : margin + padX
            out += "<rect class=\"icon\" x=\"\(f(iconX))\" y=\"\(f(originY + (rowHeight - row.iconSizePx) / 2))\" width=\"\(f(row.iconSizePx))\" height=\"\(f(row.iconSizePx))\" rx=\"4\" fill=\"\(colors.row)\"/>"
        }
        var top = originY + padY
        var glyphs = ""
        let containerTop = top, containerBottom = top + m.lineDetails.reduce(0) { $0 + $1.lineBox.heightPx }
        for (index, line) in m.lineDetails.enumerated() {
            let baseline = top + line.lineBox.topPx
            out += "<rect class=\"line-box\" data-line=\"\(index + 1)\" x=\"\(f(contentStartX))\" y=\"\(f(top))\" width=\"\(f(contentWidth))\" height=\"\(f(line.lineBox.heightPx))\" fill=\"\(colors.box)\" fill-opacity=\"0.06\" stroke=\"\(colors.box)\" stroke-width=\"0.5\"/>"
            out += "<line class=\"baseline\" x1=\"\(f(contentStartX))\" x2=\"\(f(contentStartX + contentWidth))\" y1=\"\(f(baseline))\" y2=\"\(f(baseline))\" stroke=\"\(colors.baseline)\" stroke-dasharray=\"2 2\" stroke-width=\"0.5\"/>"
            let x = rtl ? contentStartX + contentWidth - placed.lines[index].textWidthPx : contentStartX
            for g in placed.lines[index].glyphs {
                glyphs += glyphElement(face: g.face, glyph: g.glyph, k: g.scale, x: x + g.xPx, y: baseline - g.yPx,
                                       extra: g.isEllipsis ? " class=\"ellipsis\" fill=\"\(colors.cut)\"" : "")
            }
            top += line.lineBox.heightPx
        }
        // The glyphs once; the warning-colour copy outside the box is a reference to them.
        let groupID = "glyphs-\(Self.nextID())"
        out += "<g fill=\"\(colors.ink)\"><g id=\"\(groupID)\" class=\"glyphs\">\(glyphs)</g></g>"
        // Ink past the container's edges, again in the warning colour, clipped to the outside.
        let clipID = "outside-\(Self.nextID())"
        out += "<clipPath id=\"\(clipID)\"><rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(containerTop))\"/><rect x=\"0\" y=\"\(f(containerBottom))\" width=\"\(f(width))\" height=\"\(f(max(0, height - containerBottom)))\"/></clipPath>"
        out += "<use class=\"clipped-ink\" href=\"#\(groupID)\" fill=\"\(colors.clippedInk)\" clip-path=\"url(#\(clipID))\"/>"
        if m.clip.clips {
            out += "<g class=\"clip-marks\" stroke=\"\(colors.clippedInk)\" stroke-width=\"1\">"
            if m.clip.topPx > 0 { out += "<line x1=\"\(f(contentStartX))\" x2=\"\(f(contentStartX + contentWidth))\" y1=\"\(f(containerTop))\" y2=\"\(f(containerTop))\"/>" }
            if m.clip.bottomPx > 0 { out += "<line x1=\"\(f(contentStartX))\" x2=\"\(f(contentStartX + contentWidth))\" y1=\"\(f(containerBottom))\" y2=\"\(f(containerBottom))\"/>" }
            out += "</g>"
        }
        if !m.droppedWords.isEmpty {
            out += "<desc class=\"dropped\">\(Self.escape(m.droppedWords.joined(separator: " ")))</desc>"
        }
        out += "</svg>"
        return out
    }

    /// What `svg` draws, as numbers for a page that makes the SVG itself when the label scrolls into
    /// view (the HTML report: twenty thousand SVGs as markup would be most of the file and slow to
    /// open). Needs `sharedGlyphs`: glyphs are their definitions' numbers. One JSON array:
    /// `[width, height, rowX, rowY, rowWidth, rowHeight, contentX, contentWidth, containerTop,
    ///   containerBottom, clipsTop, clipsBottom, icon, lines]` where `icon` is `[x, y, size]` or 0 and
    /// each line is `[top, boxHeight, baseline, startX, [code, dx, (dy), …]]`: `code` is twice the
    /// glyph's number, plus one when a `dy` follows (most glyphs sit on the baseline), and −1 − that
    /// for an ellipsis glyph; `dx` is the step from the previous glyph's x (from `startX` for the
    /// first) and `dy` the rise above the baseline, both in tenths of a px.
    public func drawingData(_ text: String, locale: String, options: MeasureOptions) throws -> String {
        guard let shared = sharedGlyphs else { return "0" }
        let placed = try measurer.place(text, locale: locale, options: options)
        let m = placed.measurement
        let row = options.row
        let frame = Frame(m, row: row)
        let (padX, padY, icon, contentWidth, rowWidth) = (frame.padX, frame.padY, frame.icon, frame.contentWidth, frame.rowWidth)
        let (margin, rowHeight, inkAbove, height, width, rtl) = (frame.margin, frame.rowHeight, frame.inkAbove, frame.height, frame.width, frame.rtl)
        let originY = margin + inkAbove
        let contentStartX = rtl ? margin + rowWidth - padX - icon - contentWidth : margin + padX + icon
        var top = originY + padY
        let containerTop = top, containerBottom = top + m.lineDetails.reduce(0) { $0 + $1.lineBox.heightPx }
        var out = "[\(f(width)),\(f(height)),\(f(margin)),\(f(originY)),\(f(rowWidth)),\(f(rowHeight)),\(f(contentStartX)),\(f(contentWidth)),"
        out += "\(f(containerTop)),\(f(containerBottom)),\(m.clip.topPx > 0 ? 1 : 0),\(m.clip.bottomPx > 0 ? 1 : 0),"
        if icon > 0 {
            let iconX = rtl ? margin + rowWidth - padX - row.iconSizePx : margin + padX
            out += "[\(f(iconX)),\(f(originY + (rowHeight - row.iconSizePx) / 2)),\(f(row.iconSizePx))],"
        } else {
            out += "0,"
        }
        out += "["
        for (index, line) in m.lineDetails.enumerated() {
            let baseline = top + line.lineBox.topPx
            let x = rtl ? contentStartX + contentWidth - placed.lines[index].textWidthPx : contentStartX
            out += index > 0 ? ",[" : "["
            out += "\(f(top)),\(f(line.lineBox.heightPx)),\(f(baseline)),\(f(x)),["
            var previous = 0, first = true
            for g in placed.lines[index].glyphs {
                let path = GlyphOutlines.of(g.face).path(g.glyph)
                if path.isEmpty { continue }
                let id = shared.number(face: g.face, glyph: g.glyph, scale: f(g.scale, 6)) { path }
                let tenths = Int((g.xPx * 10).rounded())
                out += first ? "" : ","
                let rise = Int((g.yPx * 10).rounded())
                let code = 2 * id + (rise != 0 ? 1 : 0)
                out += "\(g.isEllipsis ? -1 - code : code),\(tenths - previous)"
                if rise != 0 { out += ",\(rise)" }
                previous = tenths
                first = false
            }
            out += "]]"
            top += line.lineBox.heightPx
        }
        out += "]]"
        return out
    }

    private static let counter = IDCounter()
    private static func nextID() -> Int { counter.next() }

    final class IDCounter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }

    private func f(_ v: Double, _ places: Int = 2) -> String { DecimalText.rounded(v, places: places) }

    /// Drawn text keeps one character per character: forbidden ones become U+FFFD.
    public static func escape(_ s: String) -> String { XMLText.escaped(s, forbidden: .replacementCharacter) }
}
