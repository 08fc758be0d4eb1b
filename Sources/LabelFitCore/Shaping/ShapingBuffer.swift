import CHarfBuzz
import Foundation

/// An `hb_buffer_t` and a word cache owned by one thread (HarfBuzz buffers are not thread-safe).
/// `current` gives each thread its own, made on first use and freed when the thread ends, so no
/// string pays for creating a buffer.
final class ShapingBuffer {
    let buffer: OpaquePointer
    let words = WordShapeCache()
    let fallbacks = FallbackMemo()
    let scripts = ScriptPages()
    /// The cache every thread's `current` buffer shares behind its own (nil for buffers made apart, as
    /// tests make them, so that what they count is their own).
    let shared: SharedWordShapeCache?

    init(shared: SharedWordShapeCache? = nil) {
        buffer = hb_buffer_create()
        self.shared = shared
    }
    deinit { hb_buffer_destroy(buffer) }

    private static let perThread = ThreadLocal<ShapingBuffer>()

    /// This thread's WebKitGTK fonts (`WebKitHarfBuzzFont`), by face serial and size: each keeps the
    /// hinted advances it has been asked, so a face at a size is set up once. At most `webKitFontLimit`,
    /// then forgotten all at once, so memory stays bounded whatever sizes come.
    private var webKitFonts: [WebKitFontKey: WebKitHarfBuzzFont] = [:]
    private static let webKitFontLimit = 64
    private struct WebKitFontKey: Hashable { let serial: UInt64, px: UInt64 }

    func webKitFont(_ face: FontFace, px: Double) -> WebKitHarfBuzzFont {
        let key = WebKitFontKey(serial: face.serial, px: px.bitPattern)
        if let font = webKitFonts[key] { return font }
        if webKitFonts.count >= Self.webKitFontLimit { webKitFonts.removeAll() }
        let font = WebKitHarfBuzzFont(face: face, px: px)
        webKitFonts[key] = font
        return font
    }

    static var current: ShapingBuffer {
        if let buffer = perThread.value { return buffer }
        let made = ShapingBuffer(shared: .global)
        perThread.value = made
        return made
    }

    /// Word-by-word shaping can be turned off (LABELFIT_WORD_CACHE=off) to measure what it saves or to
    /// rule it out; results are the same either way for every face it is used with.
    /// HarfBuzz's language for a locale tag, remembered for the last few tags asked (a run alternates
    /// between the same two locales string by string; `hb_language_from_string` lowercases the tag and
    /// searches HarfBuzz's list of languages each time).
    @exclusivity(unchecked) private var languages: [(locale: String, language: hb_language_t?)] = []

    func language(for locale: String) -> hb_language_t? {
        for known in languages where known.locale == locale { return known.language }
        let language = locale.withCString { hb_language_from_string($0, -1) }
        if languages.count >= 4 { languages.removeFirst() }
        languages.append((locale, language))
        return language
    }

    static let wordCacheEnabled: Bool = {
        let v = ProcessInfo.processInfo.environment["LABELFIT_WORD_CACHE"]?.lowercased()
        return !(v == "off" || v == "0" || v == "no" || v == "false")
    }()
}
