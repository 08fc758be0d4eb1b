/// The platform whose text stack places the line boxes, with its action-sheet defaults.
public enum Profile: String, ClosedSet {
    /// CSS as Chromium on Linux lays it out.
    case web
    /// Android Views: TextView / StaticLayout.
    case android
    /// Jetpack Compose `Text`.
    case compose
    /// UIKit: UILabel / TextKit.
    case uikit
    /// Flutter `Text`: SkParagraph as Flutter's engine configures it.
    case flutter

    /// Font stack, size and line-height of an action-sheet row on the platform (documented in
    /// docs/line-models.md). The Android Arabic fallback follows the family variant: the full Noto Naskh
    /// Arabic unless the variant is compact (elegant text height off before targetSdk 36, or unset before 35).
    /// The target's face follows its locale where the platform's does (`LocaleFonts`): UIKit draws Urdu
    /// in Noto Nastaliq Urdu; Android's fonts.xml has one Arabic-script family for every language.
    public func defaults(fullHeightFonts: Bool = true, locale: String? = nil) -> (stack: String, size: Double, lineHeight: LineHeight) {
        switch self {
        case .web: ("Roboto, Noto Naskh Arabic UI", 17, .normal)
        case .android: (fullHeightFonts ? "Roboto, Noto Naskh Arabic" : "Roboto, Noto Naskh Arabic UI", 16, .normal)
        case .compose: (fullHeightFonts ? "Roboto, Noto Naskh Arabic" : "Roboto, Noto Naskh Arabic UI", 16, .px(24))
        // SF Pro and SF Arabic are not redistributable; these are the nearest bundled designs.
        case .uikit: (locale.map { LocaleFonts.drawsNastaliq($0, on: .apple) } == true ? "Noto Sans, \(LocaleFonts.nastaliq)" : "Noto Sans, Noto Sans Arabic UI", 20, .normal)
        // Flutter on Android: Roboto, then the system's Arabic font; a ListTile title is 16.
        case .flutter: ("Roboto, Noto Naskh Arabic", 16, .normal)
        }
    }

    /// Said in every report made with the profile's default fonts, so nobody takes them for Apple's.
    public var fontNote: String? { fontNote(locale: nil) }

    /// `fontNote` for the stack the profile gives `locale`.
    public func fontNote(locale: String?) -> String? {
        guard self == .uikit else { return nil }
        if let locale, LocaleFonts.drawsNastaliq(locale, on: .apple) {
            return "SF Pro is not bundled and iOS's Noto Nastaliq Urdu is not documented: the default stack measures Noto Sans and Debian's Noto Nastaliq Urdu in their place; pass --font with the system font files (a Mac has them) for exact numbers"
        }
        return "SF Pro and SF Arabic are not bundled: the default stack approximates them with Noto Sans and Noto Sans Arabic UI; pass --font with the system font files (a Mac has them) for exact numbers"
    }
}

/// Settings only some platforms have. Defaults are each platform's own.
public struct PlatformOptions: Sendable, Hashable, Codable {
    /// Android `includeFontPadding` (TextView default true; Compose uses false).
    public var includeFontPadding: Bool = true
    /// Android `fallbackLineSpacing` (default for targetSdk ≥ 28): fonts used on a line enlarge it.
    public var fallbackLineSpacing: Bool = true
    /// Android `lineSpacingMultiplier` and `lineSpacingExtra` (px).
    public var lineSpacingMultiplier: Double = 1
    public var lineSpacingExtraPx: Double = 0
    /// Android `android:elegantTextHeight` as the app sets it (true, false, or left unset).
    public var elegantTextHeight: ElegantTextHeight = .unset
    /// The app's `targetSdkVersion`: decides what an unset (or, from 36, a false) elegant setting means.
    public var targetSdk: Int = 35
    /// Compose `LineHeightStyle.Mode`: fixed, minimum, tight.
    public var lineHeightMode: LineHeightMode = .fixed
    /// `web`: which browser and platform draws the page (Blink or WebKit rules, metric source, borrow).
    public var webPlatform: WebPlatform = .android
    /// `web`: CSS `text-rendering` of the element.
    public var textRendering: TextRendering = .auto
    /// `flutter`: `TextStyle.leadingDistribution`.
    public var leadingDistribution: LeadingDistribution = .proportional
    /// `flutter`: `TextHeightBehavior`.
    public var textHeightBehavior: TextHeightBehavior = .all

    /// The family variant minikin uses, from the setting and the target SDK.
    public var familyVariant: AndroidFamilyVariant { AndroidFamilyVariant(setting: elegantTextHeight, targetSdk: targetSdk) }
    /// Compose `LineHeightStyle.Alignment`: top, center, proportional, bottom.
    public var lineHeightAlignment: LineHeightAlignment = .proportional
    /// Compose `LineHeightStyle.Trim`: none, first-line-top, last-line-bottom, both.
    public var lineHeightTrim: LineHeightTrim = .both
    /// UIKit paragraph style; 0 means unbounded, as in NSParagraphStyle.
    public var minimumLineHeight: Double = 0
    public var maximumLineHeight: Double = 0
    public var lineHeightMultiple: Double = 0

    public init() {}

    /// The keys `platform` takes in `labelfit.json` and requests.
    public static var jsonKeys: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case includeFontPadding = "include_font_padding", fallbackLineSpacing = "fallback_line_spacing"
        case lineSpacingMultiplier = "line_spacing_multiplier", lineSpacingExtraPx = "line_spacing_extra_px"
        case elegantTextHeight = "elegant_text_height", lineHeightAlignment = "line_height_alignment"
        case lineHeightTrim = "line_height_trim", minimumLineHeight = "minimum_line_height"
        case maximumLineHeight = "maximum_line_height", lineHeightMultiple = "line_height_multiple"
        case targetSdk = "target_sdk", lineHeightMode = "line_height_mode", webPlatform = "web_platform"
        case textRendering = "text_rendering", leadingDistribution = "leading_distribution"
        case textHeightBehavior = "text_height_behavior"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        includeFontPadding = try c.decodeIfPresent(Bool.self, forKey: .includeFontPadding) ?? true
        fallbackLineSpacing = try c.decodeIfPresent(Bool.self, forKey: .fallbackLineSpacing) ?? true
        lineSpacingMultiplier = try c.decodeIfPresent(Double.self, forKey: .lineSpacingMultiplier) ?? 1
        lineSpacingExtraPx = try c.decodeIfPresent(Double.self, forKey: .lineSpacingExtraPx) ?? 0
        // A boolean (as before) or "true" / "false" / "unset".
        if let b = try? c.decodeIfPresent(Bool.self, forKey: .elegantTextHeight) { elegantTextHeight = b ? .true : .false }
        else { elegantTextHeight = try c.decodeIfPresent(ElegantTextHeight.self, forKey: .elegantTextHeight) ?? .unset }
        targetSdk = try c.decodeIfPresent(Int.self, forKey: .targetSdk) ?? 35
        lineHeightMode = try c.decodeIfPresent(LineHeightMode.self, forKey: .lineHeightMode) ?? .fixed
        webPlatform = try c.decodeIfPresent(WebPlatform.self, forKey: .webPlatform) ?? .android
        textRendering = try c.decodeIfPresent(TextRendering.self, forKey: .textRendering) ?? .auto
        leadingDistribution = try c.decodeIfPresent(LeadingDistribution.self, forKey: .leadingDistribution) ?? .proportional
        textHeightBehavior = try c.decodeIfPresent(TextHeightBehavior.self, forKey: .textHeightBehavior) ?? .all
        lineHeightAlignment = try c.decodeIfPresent(LineHeightAlignment.self, forKey: .lineHeightAlignment) ?? .proportional
        lineHeightTrim = try c.decodeIfPresent(LineHeightTrim.self, forKey: .lineHeightTrim) ?? .both
        minimumLineHeight = try c.decodeIfPresent(Double.self, forKey: .minimumLineHeight) ?? 0
        maximumLineHeight = try c.decodeIfPresent(Double.self, forKey: .maximumLineHeight) ?? 0
        lineHeightMultiple = try c.decodeIfPresent(Double.self, forKey: .lineHeightMultiple) ?? 0
    }

    func validate() throws {
        typealias R = NumberRanges
        try R.lineSpacingMultiplier.check(lineSpacingMultiplier, field: "platform.line_spacing_multiplier")
        try R.lineSpacingExtra.check(lineSpacingExtraPx, field: "platform.line_spacing_extra_px")
        try R.uikitLineHeight.check(minimumLineHeight, field: "platform.minimum_line_height")
        try R.uikitLineHeight.check(maximumLineHeight, field: "platform.maximum_line_height")
        try R.uikitLineHeightMultiple.check(lineHeightMultiple, field: "platform.line_height_multiple")
        try R.targetSdk.check(Double(targetSdk), field: "platform.target_sdk")
    }
}
