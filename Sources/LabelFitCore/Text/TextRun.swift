import CHarfBuzz

/// A stretch of text with one bidi level, one script and one font: the unit HarfBuzz shapes.
struct TextRun {
    var range: Range<Int>
    var level: UInt8
    var script: hb_script_t
    /// Not retained: every face is owned by the paragraph's stack or by the registry, both of which
    /// outlive the run; counting references on faces that all threads share made the batch scale
    /// badly (the counter's cache line moved between cores on every copy).
    unowned(unsafe) var face: FontFace
    var isRTL: Bool { level & 1 == 1 }
}

/// A grapheme cluster no font in the stack or its fallback (`FontRegistry.fallback`) covers.
public struct MissingCluster: Sendable, Equatable {
    public var text: String
    public var index: Int
    /// The code points, as U+XXXX, so invisible or unrenderable characters can be named.
    public var codepoints: [String]
}
