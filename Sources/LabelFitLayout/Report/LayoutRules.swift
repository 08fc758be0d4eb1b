import LabelFitCheck

extension Rule {
    /// A file `layout` could not read, as every report format names it (an input error: exit 2, JUnit's
    /// `<error>`, never baselined). No level configures it, so it has no description in `all`.
    public static let inputError = Rule("input-error")
}

/// Every rule a `labelfit layout` finding can carry, described as `check`'s are (`RuleDescription`):
/// the three finding classes (`LayoutClass`), then each platform's right-to-left rules, whose
/// conditions and messages are in their platform's file (`AndroidRTLRules`, `ComposeRTLRules`,
/// `AppleRTLRules` and storyboards, `FlutterRTLRules`, `CSSRTLRules`). `layout.severity` takes these
/// ids, and they are the rule ids (`Rule`) of `layout`'s findings and of the baseline's layout
/// entries, apart from check's (`CheckRules`; `RuleCatalogTests` holds them unique and documented). A rule whose level depends on the use (an
/// error when the Arabic only is cut, else a warning) gives its highest.
public enum LayoutRules {
    public static let all: [RuleDescription] = classes + android + compose + apple + flutter + web

    static let classes = LayoutClass.allCases.compactMap { c in
        c.severity.map { RuleDescription(id: c.rawValue, defaultSeverity: $0, documentation: "docs/layout.md") }
    }
    static let android = [
        RuleDescription(id: "rtl-supports-rtl", defaultSeverity: .warning, documentation: "docs/layout.md"),
        RuleDescription(id: "rtl-single-line-cut", defaultSeverity: .error, documentation: "docs/layout.md"),
        RuleDescription(id: "rtl-physical-gravity", defaultSeverity: .warning, documentation: "docs/layout.md"),
        RuleDescription(id: "rtl-physical-spacing", defaultSeverity: .warning, documentation: "docs/layout.md"),
        RuleDescription(id: "rtl-directional-icon", defaultSeverity: .warning, documentation: "docs/layout.md"),
    ]
    static let compose = ["directional-icon-not-mirrored", "physical-text-align", "physical-padding", "physical-arrangement", "forced-ltr"]
        .map { RuleDescription(id: $0, defaultSeverity: .warning, documentation: "docs/layout-compose.md") }
    static let apple = ["rtl-popover-arrow", "rtl-popover-source-rect", "rtl-directional-symbol", "rtl-physical-text-alignment"]
        .map { RuleDescription(id: $0, defaultSeverity: .warning, documentation: "docs/layout-apple.md") }
    static let flutter = ["rtl-physical-padding", "rtl-physical-alignment", "rtl-physical-text-align", "rtl-physical-position", "rtl-directional-image"]
        .map { RuleDescription(id: $0, defaultSeverity: .warning, documentation: "docs/layout-flutter.md") }
    /// `rtl-physical-spacing` is Android's id too (listed once, with Android's page; the web's row is
    /// in docs/layout-web.md).
    static let web = [
        RuleDescription(id: "rtl-fixed-height", defaultSeverity: .warning, documentation: "docs/layout-web.md"),
        RuleDescription(id: "rtl-nowrap-ellipsis", defaultSeverity: .error, documentation: "docs/layout-web.md"),
        RuleDescription(id: "rtl-text-align-physical", defaultSeverity: .warning, documentation: "docs/layout-web.md"),
        RuleDescription(id: "rtl-blanket-icon-flip", defaultSeverity: .warning, documentation: "docs/layout-web.md"),
        RuleDescription(id: "rtl-reverse-direction", defaultSeverity: .warning, documentation: "docs/layout-web.md"),
    ]

    /// The description of `id`, nil for a name no layout rule has.
    public static func named(_ id: String) -> RuleDescription? { all.first { $0.id == id } }
}
