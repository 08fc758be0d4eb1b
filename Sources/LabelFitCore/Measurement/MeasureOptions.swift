/// Everything that decides how one string is laid out.
public struct MeasureOptions: Sendable, Hashable {
    public var fontStack: FontStack
    /// Font size in CSS px.
    public var size: Double
    public var lineHeight: LineHeight
    /// Device pixels per CSS px (1, 2, 3): metrics and line boxes are rounded in device pixels.
    public var deviceScale: Double
    public var features: FeatureList
    public var row: RowGeometry
    /// Ink may pass the box edge by this much before the verdict says `clips`.
    public var clipTolerancePx: Double
    /// Whose line boxes: CSS, Android Views, Compose or UIKit.
    public var profile: Profile = .web
    public var platform = PlatformOptions()

    public static let defaultFontStack = FontStack(families: ["Roboto", "Noto Naskh Arabic UI"])

    public init(fontStack: FontStack = MeasureOptions.defaultFontStack, size: Double = 17,
                lineHeight: LineHeight = .normal, deviceScale: Double = 1, features: FeatureList = .none,
                row: RowGeometry = RowGeometry(), clipTolerancePx: Double = 0) {
        self.fontStack = fontStack
        self.size = size
        self.lineHeight = lineHeight
        self.deviceScale = deviceScale
        self.features = features
        self.row = row
        self.clipTolerancePx = clipTolerancePx
    }

    /// Rejects values no layout engine accepts.
    public func validate() throws {
        guard size.isFinite, size > 0, size <= 1000 else { throw LabelFitError.usage("font size must be between 0 and 1000 px, got \(size)") }
        guard deviceScale.isFinite, deviceScale >= 0.25, deviceScale <= 8 else {
            throw LabelFitError.usage("device scale must be between 0.25 and 8, got \(deviceScale)")
        }
        if let w = row.inlineSizePx, !(w.isFinite && w > 0 && w <= 100_000) {
            throw LabelFitError.usage("width must be a positive number of px, got \(w)")
        }
        if let n = row.maxLines, n < 1 { throw LabelFitError.usage("max-lines must be at least 1, got \(n)") }
        guard clipTolerancePx >= 0 else { throw LabelFitError.usage("clip tolerance must not be negative") }
        try platform.validate()
    }
}

extension MeasureOptions {
    /// The line-box model of the profile.
    var lineBoxModel: LineBoxModel {
        switch profile {
        case .web: CSSLineBoxModel(size: size, deviceScale: deviceScale)
        case .android: AndroidLineBoxModel(size: size, deviceScale: deviceScale, options: platform)
        case .compose: ComposeLineBoxModel(size: size, deviceScale: deviceScale, options: platform)
        case .uikit: UIKitLineBoxModel(size: size, options: platform)
        }
    }

    /// Options for a profile with its defaults (fonts, size, line-height) and platform settings.
    public static func defaults(for profile: Profile, platform: PlatformOptions = PlatformOptions()) -> MeasureOptions {
        var p = platform
        if profile == .compose { p.includeFontPadding = false }
        let d = profile.defaults(elegantTextHeight: p.elegantTextHeight)
        var o = MeasureOptions(fontStack: (try? FontStack(parsing: d.stack)) ?? MeasureOptions.defaultFontStack, size: d.size, lineHeight: d.lineHeight)
        o.profile = profile
        o.platform = p
        return o
    }
}
