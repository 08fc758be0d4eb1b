import LabelFitCore

/// The UI technology a use was read from; each has its own line model and defaults.
public enum LayoutPlatform: String, Sendable, Hashable, Codable, CaseIterable {
    case androidViews = "android-views", compose, swiftui, uikit, flutter, web
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
    /// A component's share of the screen: min((profile − screenInset) ÷ divisor, capDp) − inset
    /// (bottom navigation items, a drawer, a popup's maximum).
    case capped(divisor: Double, screenInset: Double, capDp: Double, inset: Double)
    /// Not resolvable statically; the reason is reported and the use is never a finding.
    case unknown(String)

    /// The width in dp on a profile `widthDp` wide, or nil when unknown (or nothing is left).
    public func dp(profileWidth widthDp: Double) -> Double? {
        switch self {
        case .fixed(let w): w > 0 ? w : nil
        case .profileMinus(let inset): widthDp - inset > 0 ? widthDp - inset : nil
        case .capped(let divisor, let screenInset, let cap, let inset):
            min((widthDp - screenInset) / divisor, cap) - inset > 0 ? min((widthDp - screenInset) / divisor, cap) - inset : nil
        case .unknown: nil
        }
    }

    /// This width less `inset` dp (a padding, a margin, a fixed sibling).
    public func minus(_ inset: Double) -> WidthModel {
        switch self {
        case .fixed(let w): .fixed(w - inset)
        case .profileMinus(let i): .profileMinus(i + inset)
        case .capped(let d, let s, let c, let i): .capped(divisor: d, screenInset: s, capDp: c, inset: i + inset)
        case .unknown: self
        }
    }

    public var unknownReason: String? { if case .unknown(let r) = self { r } else { nil } }

    /// How the report spells it: `120`, `profile − 32`, `min((profile − 56) ÷ 1, 280) − 88`.
    public var formula: String {
        switch self {
        case .fixed(let w): ShortNumber.text(w)
        case .profileMinus(let i): i == 0 ? "profile" : "profile - \(ShortNumber.text(i))"
        case .capped(let d, let s, let c, let i):
            "min(" + (s == 0 ? "profile" : "(profile - \(ShortNumber.text(s)))") + (d == 1 ? "" : " / \(ShortNumber.text(d))") + ", \(ShortNumber.text(c)))" + (i == 0 ? "" : " - \(ShortNumber.text(i))")
        case .unknown(let r): "unknown (\(r))"
        }
    }
}

/// A component that shrinks its text before cutting it: AppCompat's `DialogTitle` goes from one line to
/// `maxLines` lines at `textSizeSp` when the first layout is ellipsized.
public struct ShrinkStep: Sendable, Hashable {
    public var maxLines: Int
    public var textSizeSp: Double
    public var source: Provenance
    public init(maxLines: Int, textSizeSp: Double, source: Provenance) {
        self.maxLines = maxLines
        self.textSizeSp = textSizeSp
        self.source = source
    }
}

/// How a text size follows the user's text-size setting (`DynamicTypeSizes` evaluates it per profile).
public enum TextScaling: Sendable, Hashable {
    /// Android sp through `FontScaleCurve`; Flutter's `TextScaler` follows the platform's.
    case fontScale
    /// Not scaled: SwiftUI `.system(size:)`, UIKit `systemFont(ofSize:)` without `UIFontMetrics`.
    case fixed
    /// Apple Dynamic Type: the point size at each content size category, xSmall … xxxLarge.
    case dynamicType([Double])
}

/// The constraint one use of a translated string is shown under. `nil` means the platform default
/// for that property (unlimited lines, no ellipsis, …), not "unknown"; unknown widths are `.unknown`.
public struct TextConstraint: Sendable, Hashable {
    public var maxLines: Resolved<Int>?
    public var overflow: Resolved<TextOverflowMode>?
    public var width: Resolved<WidthModel>?
    /// The width is only the widest the text can get (a toolbar whose action items are not known, a
    /// preference whose icon frame may be shown): the parts that may take more, each with the most it
    /// takes (`WidthRange`). nil: the width is exact.
    public var widthRange: WidthRange?
    /// The width is the most the text can get: a cut at it is certain, a fit holds only if it holds at
    /// the narrowest width too.
    public var widthIsUpperBound: Bool { widthRange != nil }

    /// Marks the width as the widest the text can get, `what` taking between 0 and `atMostDp` more
    /// (nil: up to the whole width).
    public mutating func widthMayLose(_ what: String, atMostDp: Double?, source: Provenance) {
        widthMayLose(WidthRange.Unknown(what, atMostDp: atMostDp, source: source))
    }
    public mutating func widthMayLose(_ unknown: WidthRange.Unknown) {
        widthRange = (widthRange ?? WidthRange([])).adding(unknown)
    }
    /// A fixed height in dp / px around the text, when one is set.
    public var heightDp: Resolved<Double>?
    public var textSizeSp: Resolved<Double>?
    public var lineHeightSp: Resolved<Double>?
    /// Spacing the line model adds (`lineSpacingExtra`/`Multiplier`, Compose `LineHeightStyle`).
    public var lineSpacing: Resolved<LineSpacing>?
    /// Shrink-to-fit (`autoSizeTextType`, `AutoSizeText`, `minimumScaleFactor`): the site is reported
    /// `unknown` unless the shrink is modelled.
    public var autoSize: Resolved<String>?
    /// A modelled shrink (DialogTitle's second line).
    public var shrink: ShrinkStep?
    /// Why this use is not measured although it was found (code overwrites the text, …).
    public var notASite: String?
    /// How the text size follows the user's text-size setting (Android's font scale unless said).
    public var textScaling: TextScaling = .fontScale
    /// The text's weight and where it came from; nil is the platform's regular (400).
    public var fontWeight: Resolved<TextWeight>?
    /// A variable font's width and explicit axis values (web: `font-stretch`, `font-variation-settings`),
    /// applied over the weight; nil: none set. `fontAxesUndecided`: what was set and could not be read.
    public var fontAxes: Resolved<FontAxesRequest>?
    public var fontAxesUndecided: [String] = []
    /// Tags of `fontAxes` whose values are in sp and follow the profile's font scale (Compose
    /// `FontVariation.opticalSizing`).
    public var fontAxesInSp: [String] = []
    /// What the reader says of the font itself, reported with the weight notes as it is: a family
    /// LabelFit does not measure, a synthesized bold, a font drawn at its default instance.
    public var fontNotes: [String] = []
    /// Said only when a face measured is variable: what the instance is (a Compose font drawn at its
    /// default instance), which a static face does not have.
    public var variableFontNotes: [String] = []
    /// The width is unknown only because it is the outcome of layout (a `%`, `vw` or `calc()` width,
    /// `auto` margins, a flex or grid item's share, a shrink-to-fit box, the viewport) in a whole page,
    /// where nothing outside the template can match: a browser engine laying the page out decides it
    /// (`ChromiumVerdicts`). A component's width from its parent in another file is never this.
    public var widthNeedsLayout = false

    public init() {}

    /// Every step behind every resolved value, in the order the report prints them.
    public var sourceChain: [Provenance] {
        var out: [Provenance] = []
        for chain in [maxLines?.chain, overflow?.chain, width?.chain, heightDp?.chain, textSizeSp?.chain, lineHeightSp?.chain, lineSpacing?.chain, autoSize?.chain, fontWeight?.chain, fontAxes?.chain] {
            for p in chain ?? [] where !out.contains(p) { out.append(p) }
        }
        if let s = shrink, !out.contains(s.source) { out.append(s.source) }
        return out
    }
}

/// One place an app shows a translated string: the catalog key, where it is used, and the constraint
/// read for it.
public struct TextUse: Sendable, Hashable {
    public var key: String
    public var platform: LayoutPlatform
    /// The use: the layout attribute, the `stringResource(R.string.key)` call, the element.
    public var site: SourceLocation
    public var constraint: TextConstraint
    /// What shows it: `TextView`, `Toolbar title`, `Preference title`, `overflow menu item`, …
    public var shownBy: String = ""

    public init(key: String, platform: LayoutPlatform, site: SourceLocation, constraint: TextConstraint = TextConstraint()) {
        self.key = key
        self.platform = platform
        self.site = site
        self.constraint = constraint
    }
}

