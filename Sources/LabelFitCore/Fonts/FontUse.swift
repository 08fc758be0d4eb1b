/// A font that drew part of a string, and how it entered: the stack's first (primary), a later
/// stack entry, or a system fallback found by Fontconfig.
public struct FontUse: Sendable, Equatable {
    public enum Role: String, Codable, Sendable { case primary, stack, fallback }
    public var family: String
    public var style: String
    public var file: String
    public var role: Role
    /// Whether any glyph came from it (the primary font sets the line box even when it drew nothing).
    public var drewGlyphs: Bool
    public var metrics: VerticalMetrics
}
