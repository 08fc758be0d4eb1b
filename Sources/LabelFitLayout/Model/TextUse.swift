import LabelFitCore

/// The UI technology a use was read from; each has its own line model and defaults.
public enum LayoutPlatform: String, Sendable, Hashable, Codable, CaseIterable {
    case androidViews = "android-views", compose, swiftui, flutter, web
}

/// What a text does with what does not fit, in the words of the platforms' own APIs
/// (`TextUtils.TruncateAt`, Compose `TextOverflow`, CSS `text-overflow`).
public enum TextOverflowMode: String, Sendable, Hashable, Codable {
    case clip, ellipsisEnd = "ellipsis-end", ellipsisStart = "ellipsis-start", ellipsisMiddle = "ellipsis-middle"
    case fade, marquee, visible
}

/// The inline size a text gets, as far as static reading can tell. Widths that depend on the screen
/// are kept as "the profile's width minus these insets" and evaluated per device profile.
public enum WidthModel: Sendable, Hashable {
    /// A fixed width in dp (Android, Compose) or CSS px (web).
    case fixed(Double)
    /// The profile's content width minus the insets (padding, margins, sibling icons) on the way.
    case profileMinus(Double)
    /// The smaller of a fixed cap (`widthIn(max = …)`, `android:maxWidth`) and the profile's width
    /// minus the insets.
    case atMost(Double, profileMinus: Double)
    /// Not resolvable statically; the reason is reported and the use is never a finding.
    case unknown(String)
}

/// The constraint one use of a translated string is shown under. `nil` means the platform default
/// for that property (unlimited lines, no ellipsis, …), not "unknown"; unknown widths are `.unknown`.
public struct TextConstraint: Sendable, Hashable {
    public var maxLines: Resolved<Int>?
    public var overflow: Resolved<TextOverflowMode>?
    public var width: Resolved<WidthModel>?
    /// A fixed height in dp / px around the text, when one is set.
    public var heightDp: Resolved<Double>?
    public var textSizeSp: Resolved<Double>?
    public var lineHeightSp: Resolved<Double>?
    /// Shrink-to-fit (`autoSizeTextType`, `AutoSizeText`, `minimumScaleFactor`): the site is reported
    /// `unknown` unless the shrink is modelled.
    public var autoSize: Resolved<String>?

    public init() {}
}

/// One place an app shows a translated string: the catalog key, where it is used, and the constraint
/// read for it.
public struct TextUse: Sendable, Hashable {
    public var key: String
    public var platform: LayoutPlatform
    /// The use: the layout attribute, the `stringResource(R.string.key)` call, the element.
    public var site: SourceLocation
    public var constraint: TextConstraint

    public init(key: String, platform: LayoutPlatform, site: SourceLocation, constraint: TextConstraint = TextConstraint()) {
        self.key = key
        self.platform = platform
        self.site = site
        self.constraint = constraint
    }
}

extension WidthModel {
    /// The width in dp for a profile `profileWidthDp` wide, or nil when unknown.
    public func dp(profileWidthDp: Double) -> Double? {
        switch self {
        case .fixed(let w): w
        case .profileMinus(let insets): max(0, profileWidthDp - insets)
        case .atMost(let cap, let insets): min(cap, max(0, profileWidthDp - insets))
        case .unknown: nil
        }
    }
}
