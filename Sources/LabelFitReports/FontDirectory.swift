import LabelFitCore

/// The fonts a run used, each described once: JSON and JSON Lines records name a font
/// (`"font": "Roboto-Regular.ttf"`) and its file, family, style, vertical metrics and licence are
/// written once per run — a `font` record in JSON Lines before the first record that names it, a
/// `fonts` list in a JSON document. Repeating them in every string cost kilobytes per string.
///
/// A font's name is its file name without the folder: a pure function of the path, so records made on
/// the measuring threads need no shared state to name their fonts.
public final class FontDirectory {
    @exclusivity(unchecked) public private(set) var fonts: [FontUse] = []

    public init() {}

    public static func name(of file: String) -> String {
        let utf8 = file.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return file }
        return String(file[utf8.index(after: slash)...])
    }

    /// The fonts of the measurements' `fontsUsed` lists not described yet, now counted as described.
    /// Takes the lists, not the measurements: passing a measurement copied all of it.
    public func newFonts(_ source: [FontUse]?, _ target: [FontUse]?) -> [FontUse] {
        var out: [FontUse] = []
        add(source, to: &out)
        add(target, to: &out)
        return out
    }

    private func add(_ list: [FontUse]?, to out: inout [FontUse]) {
        // A run names a handful of fonts: a look along the list (its paths are the faces' own
        // strings, so equal ones compare by identity) costs less than hashing the path into a set.
        for f in list ?? [] where !fonts.contains(where: { $0.file == f.file }) {
            fonts.append(f)
            out.append(f)
        }
    }
}

extension JSONStream {
    /// One font's description; `type` (`"font"` in JSON Lines) is written first when given.
    public mutating func writeFont(_ f: FontUse, type: String? = nil) {
        beginObject()
        if let type { key("type"); string(type) }
        key("family"); string(f.family)
        key("file"); string(f.file)
        let license = FontLicense.of(path: f.file)
        key("license"); optional(license.description)
        key("license_url"); optional(license.url)
        key("metrics"); write(f.metrics)
        key("name"); string(FontDirectory.name(of: f.file))
        key("style"); string(f.style)
        endObject()
    }
}
