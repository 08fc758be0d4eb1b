import LabelFitCheck

extension Rule {
    // Android Views (`AndroidRTLRules`)
    public static let rtlSupportsRtl = Rule("rtl-supports-rtl")
    public static let rtlSingleLineCut = Rule("rtl-single-line-cut")
    public static let rtlPhysicalGravity = Rule("rtl-physical-gravity")
    public static let rtlPhysicalSpacing = Rule("rtl-physical-spacing")
    public static let rtlDirectionalIcon = Rule("rtl-directional-icon")
    // Compose (`ComposeRTLRules`, `ComposeTextReader`)
    public static let directionalIconNotMirrored = Rule("directional-icon-not-mirrored")
    public static let physicalTextAlign = Rule("physical-text-align")
    public static let physicalPadding = Rule("physical-padding")
    public static let physicalArrangement = Rule("physical-arrangement")
    public static let forcedLtr = Rule("forced-ltr")
    // Apple (`AppleRTLRules`, storyboards in `AppleAnalysis`)
    public static let rtlPopoverArrow = Rule("rtl-popover-arrow")
    public static let rtlPopoverSourceRect = Rule("rtl-popover-source-rect")
    public static let rtlDirectionalSymbol = Rule("rtl-directional-symbol")
    public static let rtlPhysicalTextAlignment = Rule("rtl-physical-text-alignment")
    // Flutter (`FlutterRTLRules`)
    public static let rtlPhysicalPadding = Rule("rtl-physical-padding")
    public static let rtlPhysicalAlignment = Rule("rtl-physical-alignment")
    public static let rtlPhysicalTextAlign = Rule("rtl-physical-text-align")
    public static let rtlPhysicalPosition = Rule("rtl-physical-position")
    public static let rtlDirectionalImage = Rule("rtl-directional-image")
    // the web (`CSSRTLRules`; `rtl-physical-spacing` is Android's id too)
    public static let rtlFixedHeight = Rule("rtl-fixed-height")
    public static let rtlNowrapEllipsis = Rule("rtl-nowrap-ellipsis")
    public static let rtlTextAlignPhysical = Rule("rtl-text-align-physical")
    public static let rtlBlanketIconFlip = Rule("rtl-blanket-icon-flip")
    public static let rtlReverseDirection = Rule("rtl-reverse-direction")
    /// A file `layout` could not read, as every report format names it (an input error: exit 2, JUnit's
    /// `<error>`, never baselined). No level configures it, so it has no description in `all`.
    public static let inputError = Rule("input-error")
}

/// Every rule a `labelfit layout` finding can carry, described as `check`'s are (`RuleDescription`):
/// the three finding classes (`LayoutClass`), then each platform's right-to-left rules, whose
/// conditions and messages are in their platform's file (`AndroidRTLRules`, `ComposeRTLRules`,
/// `AppleRTLRules` and storyboards, `FlutterRTLRules`, `CSSRTLRules`). `layout.severity` takes these
/// ids, declared above as `Rule`s (the classes' are `LayoutClass`'s raw values): the rule ids of
/// `layout`'s findings and of the baseline's layout entries, apart from check's (`CheckRules`;
/// `RuleCatalogTests` holds them unique and documented). A rule whose level depends on the use (an
/// error when the Arabic only is cut, else a warning) gives its highest.
public enum LayoutRules {
    public static let all: [RuleDescription] = classes + android + compose + apple + flutter + web

    static let classes = LayoutClass.allCases.compactMap { c in
        c.severity.map { RuleDescription(id: c.rawValue, defaultSeverity: $0, documentation: "docs/layout.md") }
    }
    static let android = described([(.rtlSupportsRtl, .warning), (.rtlSingleLineCut, .error), (.rtlPhysicalGravity, .warning),
                                    (.rtlPhysicalSpacing, .warning), (.rtlDirectionalIcon, .warning)], page: "docs/layout.md")
    static let compose = described([.directionalIconNotMirrored, .physicalTextAlign, .physicalPadding, .physicalArrangement, .forcedLtr],
                                   page: "docs/layout-compose.md")
    static let apple = described([.rtlPopoverArrow, .rtlPopoverSourceRect, .rtlDirectionalSymbol, .rtlPhysicalTextAlignment],
                                 page: "docs/layout-apple.md")
    static let flutter = described([.rtlPhysicalPadding, .rtlPhysicalAlignment, .rtlPhysicalTextAlign, .rtlPhysicalPosition, .rtlDirectionalImage],
                                   page: "docs/layout-flutter.md")
    /// `rtl-physical-spacing` is Android's id too (listed once, with Android's page; the web's row is
    /// in docs/layout-web.md).
    static let web = described([(.rtlFixedHeight, .warning), (.rtlNowrapEllipsis, .error), (.rtlTextAlignPhysical, .warning),
                                (.rtlBlanketIconFlip, .warning), (.rtlReverseDirection, .warning), (.rtlDocumentDirection, .warning)],
                              page: "docs/layout-web.md")

    /// Rules documented on one page, each at its level.
    static func described(_ rules: [(Rule, Severity)], page: String) -> [RuleDescription] {
        rules.map { RuleDescription(id: $0.0.id, defaultSeverity: $0.1, documentation: page) }
    }

    /// Rules documented on one page, all warnings.
    static func described(_ rules: [Rule], page: String) -> [RuleDescription] { described(rules.map { ($0, .warning) }, page: page) }

    /// The description of `id`, nil for a name no layout rule has.
    public static func named(_ id: String) -> RuleDescription? { all.first { $0.id == id } }
}
