/// The width and the explicit axis values a style asks of a variable font, beside the weight the stack
/// carries: CSS `font-stretch` and `font-variation-settings` (and Android's `fontVariationSettings`,
/// Compose's `FontVariation.Settings`, which take the same list).
///
/// Order, as CSS Fonts 4 §7 "Font Feature and Variation Resolution" applies them
/// (https://www.w3.org/TR/css-fonts-4/#font-feature-variation-resolution): the variations the
/// `font-weight`, `font-stretch` and `font-style` properties imply first, then `font-optical-sizing`'s,
/// and last the `font-variation-settings` property's, each tag replacing what came before and every
/// value clamped to the font's axis. Blink does the same (`FontCustomPlatformData::GetFontPlatformData`:
/// `wght`, `wdth`, `opsz` from the request, then the `font-variation-settings` list over them).
public struct FontAxesRequest: Sendable, Hashable {
    /// CSS `font-stretch` as a percentage of the normal width: it sets the `wdth` axis (CSS Fonts 4
    /// §2.3 "font-stretch": "the `wdth` axis … set to the percentage"; values are percentages of the
    /// normal width, the keywords mapping to 50 % … 200 %). 100 leaves `wdth` at the font's default.
    public var stretch: Double = 100
    /// CSS `font-variation-settings` (CSS Fonts 4 §8.2,
    /// https://www.w3.org/TR/css-fonts-4/#font-variation-settings-def): axis tags and values, applied
    /// after everything else; a later setting of a tag replaces an earlier one.
    public var settings: [FontVariation] = []
    /// The settings make the whole instance: axes they leave out stay at the font's defaults, whatever
    /// the weight or size asked (an Android font loaded with `Typeface.Builder.setFontVariationSettings`,
    /// as Compose loads an app's `Font` with its `FontVariation.Settings`: the text's weight chose the
    /// font, it does not set `wght`). False: the settings go over the weight's and size's axes (CSS).
    public var overDefaultInstance = false

    public init(stretch: Double = 100, settings: [FontVariation] = [], overDefaultInstance: Bool = false) {
        self.stretch = stretch
        self.settings = settings
        self.overDefaultInstance = overDefaultInstance
    }

    public var isEmpty: Bool { stretch == 100 && settings.isEmpty && !overDefaultInstance }

    /// CSS Fonts 4 §2.3's keywords and their percentages.
    public static let stretchKeywords: [String: Double] = [
        "ultra-condensed": 50, "extra-condensed": 62.5, "condensed": 75, "semi-condensed": 87.5, "normal": 100,
        "semi-expanded": 112.5, "expanded": 125, "extra-expanded": 150, "ultra-expanded": 200,
    ]

    /// A `font-stretch` value: a keyword or a percentage ("75%"; a bare number is taken as a
    /// percentage, as Android's and the command line's settings write it). Negative percentages are
    /// invalid in CSS; nil for anything else.
    public static func stretch(parsing text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let k = stretchKeywords[t] { return k }
        let number = t.hasSuffix("%") ? String(t.dropLast()) : t
        guard let v = Double(number), v.isFinite, v >= 0 else { return nil }
        return v
    }

    /// A `font-variation-settings` value: `normal` (no settings) or a comma-separated list of a
    /// four-character tag in quotes and a number (`"wdth" 75, "GRAD" 88`). The tag must be four
    /// characters of U+20–U+7E, or the whole value is invalid (CSS Fonts 4 §8.2). Quotes are optional
    /// for the command line's `wdth=75` style too (`hb-shape --variations`).
    public static func settings(parsing text: String) throws -> [FontVariation] {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.lowercased() == "normal" { return [] }
        var out: [FontVariation] = []
        for raw in t.split(separator: ",", omittingEmptySubsequences: false) {
            var item = raw.trimmingCharacters(in: .whitespaces)
            let tag: String
            if let q = item.first, q == "\"" || q == "'" {
                let rest = item.dropFirst()
                guard let end = rest.firstIndex(of: q) else { throw invalid(text, "unclosed quote") }
                tag = String(rest[..<end])
                item = String(rest[rest.index(after: end)...]).trimmingCharacters(in: .whitespaces)
            } else if let eq = item.firstIndex(where: { $0 == "=" || $0 == " " }) {
                tag = String(item[..<eq])
                item = String(item[item.index(after: eq)...]).trimmingCharacters(in: .whitespaces)
            } else {
                throw invalid(text, "'\(item)' is not a tag and a number")
            }
            guard tag.unicodeScalars.count == 4, tag.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
                throw invalid(text, "the axis tag '\(tag)' is not four characters U+20–U+7E")
            }
            guard let value = Double(item), value.isFinite else { throw invalid(text, "'\(item)' is not a number") }
            out.append(FontVariation(tag: tag, value: value))
        }
        return out
    }

    private static func invalid(_ text: String, _ why: String) -> LabelFitError {
        .usage("font-variation-settings '\(text)': \(why)")
    }
}

extension FontRegistry {
    /// `faces` as the engine draws them at `size` with `axes`: the optical size where the profile sizes
    /// optically (`opticallySized`), `wdth` from the stretch, then the explicit settings over both
    /// (`FontAxesRequest`). Static faces, and every face when nothing is asked, are returned as they are.
    func styled(_ faces: [FontFace], size: Double, profile: Profile, axes: FontAxesRequest) -> [FontFace] {
        let sized = opticallySized(faces, size: size, profile: profile)
        guard !axes.isEmpty, sized.contains(where: { $0.axes.isVariable }) else { return sized }
        var settings: [FontVariation] = []
        if axes.stretch != 100 { settings.append(FontVariation(tag: "wdth", value: axes.stretch)) }
        settings += axes.settings
        return sized.map { face in
            guard face.axes.isVariable else { return face }
            let defaults = axes.overDefaultInstance ? face.axes.axes.map { FontVariation(tag: $0.tag, value: $0.defaultValue) } : []
            return instance(of: face, applying: defaults + settings)
        }
    }
}
