/// LabelFit's entry point: lays out a string with real fonts and says whether it fits.
///
/// Safe to use from many threads at once: fonts are shared and immutable, and each call shapes with
/// its own HarfBuzz buffer.
public final class Measurer: @unchecked Sendable {
    public let registry: FontRegistry

    public init(registry: FontRegistry) {
        self.registry = registry
    }

    /// Measures `text` (in `locale`, e.g. "en", "ar") with `options`.
    public func measure(_ text: String, locale: String, options: MeasureOptions) throws -> StringMeasurement {
        try options.validate()
        return measure(text, locale: locale, options: options, faces: try registry.faces(for: options.fontStack))
    }

    /// Measures with a stack already resolved (`registry.faces(for:)`), for batch callers that measure
    /// many strings with few stacks: resolving takes the registry's lock, measuring takes none.
    /// `options` must have been validated.
    public func measure(_ text: String, locale: String, options: MeasureOptions, faces: [FontFace],
                        detail: MeasureDetail = .full) -> StringMeasurement {
        LabelLayout(paragraph: paragraph(text, locale: locale, options: options, faces: faces), detail: detail).measure(options: options)
    }

    /// The text as the platform lays it out, itemized in `faces`: the one entry both measuring and
    /// placing glyphs for a drawing go through, so a drawing is always of the text that was measured.
    func paragraph(_ text: String, locale: String, options: MeasureOptions, faces: [FontFace]) -> Paragraph {
        // A browser collapses white space before laying out (`white-space: normal`); native text views do not.
        let laidOut = options.profile == .web ? WhiteSpaceCollapsing.collapsed(text) : text
        return Paragraph(text: UnicodeText(laidOut), locale: locale,
                         stack: registry.styled(faces, size: options.size, profile: options.profile, axes: options.axes), registry: registry,
                         options: options, buffer: .current)
    }

    /// The calling thread's word cache: pieces found and pieces shaped (for benchmarks and tuning).
    public static var wordCacheCounts: (hits: Int, misses: Int) {
        let words = ShapingBuffer.current.words
        return (words.hits, words.misses)
    }

    /// Measures a source string and its translation, each with its own options (font stacks differ
    /// by locale in real apps).
    public func measurePair(source: String?, target: String?, sourceLocale: String = "en", targetLocale: String = "ar",
                            sourceOptions: MeasureOptions, targetOptions: MeasureOptions) throws -> PairMeasurement {
        let s = try source.map { try measure($0, locale: sourceLocale, options: sourceOptions) }
        let t = try target.map { try measure($0, locale: targetLocale, options: targetOptions) }
        return PairMeasurement(source: s, target: t)
    }

    /// `measurePair` with stacks already resolved and options validated.
    public func measurePair(source: String?, target: String?, sourceLocale: String, targetLocale: String,
                            sourceOptions: MeasureOptions, targetOptions: MeasureOptions,
                            sourceFaces: [FontFace], targetFaces: [FontFace], detail: MeasureDetail = .full) -> PairMeasurement {
        PairMeasurement(source: source.map { measure($0, locale: sourceLocale, options: sourceOptions, faces: sourceFaces, detail: detail) },
                        target: target.map { measure($0, locale: targetLocale, options: targetOptions, faces: targetFaces, detail: detail) })
    }
}
