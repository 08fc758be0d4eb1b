/// Android `android:elegantTextHeight` as the app sets it: explicitly on, explicitly off, or left alone.
public enum ElegantTextHeight: String, ClosedSet {
    case `true`, `false`, unset
}

/// The `FontFamily` variant minikin lays text out with (AOSP `Paint.cpp`, `setElegantTextHeight`:
/// ENABLED → ELEGANT, DISABLED → DEFAULT (compact), UNSET → `resetFamilyVariant()`).
public enum AndroidFamilyVariant: String, ClosedSet {
    /// Explicitly elegant: full-height fonts and the fixed 2500/1900/500/1000 metrics.
    case elegant
    /// Explicitly compact: the UI fonts and the font's own metrics.
    case compact
    /// No variant: the full-height fonts (from targetSdk 35) with the font's own metrics.
    case unset

    /// `Paint.resetElegantTextHeight` (frameworks/base `Paint.java`): leaves the variant unset when the
    /// app targets SDK ≥ 35 (`DEPRECATE_UI_FONT`), else turns it off; from SDK 36
    /// (`DEPRECATE_UI_FONT_ENFORCE`) an explicit `false` is ignored. Inferred from an index excerpt of
    /// Paint.java, not the whole file (docs/line-models.md).
    public init(setting: ElegantTextHeight, targetSdk: Int) {
        switch setting {
        case .true: self = .elegant
        case .false: self = targetSdk >= 36 ? .unset : .compact
        case .unset: self = targetSdk >= 35 ? .unset : .compact
        }
    }

    /// Whether `Paint.getFontMetrics` returns the fixed elegant metrics (AOSP `Paint.cpp`
    /// `getMetricsInternal`: only when the variant is ELEGANT, not when it is unset).
    public var fixedMetrics: Bool { self == .elegant }
    /// Whether the Arabic fallback is the full-height Noto Naskh Arabic rather than its UI variant.
    public var fullHeightFonts: Bool { self != .compact }
}
