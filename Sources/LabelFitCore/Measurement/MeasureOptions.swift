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
    /// A variable font's width and explicit axis values (CSS `font-stretch`, `font-variation-settings`),
    /// applied over the weight and optical size (`FontAxesRequest`).
    public var axes = FontAxesRequest()

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

    /// Rejects values no layout engine accepts: every number against its range in `NumberRanges`, named
    /// as the JSON and `labelfit.json` spell it (the CLI checks the same ranges as it parses).
    public func validate() throws {
        typealias R = NumberRanges
        try R.size.check(size, field: "size")
        try R.deviceScale.check(deviceScale, field: "device_scale")
        try R.weight.check(fontStack.weight, field: "weight")
        try R.fontStretch.check(axes.stretch, field: "font_stretch")
        try lineHeight.validate(field: "line_height")
        if let w = row.inlineSizePx { try R.rowLength.check(w, field: "row.inline_size_px") }
        if let h = row.heightPx { try R.rowLength.check(h, field: "row.height_px") }
        if let h = row.minBlockSizePx { try R.rowSpacing.check(h, field: "row.min_block_size_px") }
        try R.rowSpacing.check(row.paddingInlineStartPx, field: "row.padding_inline_start_px")
        try R.rowSpacing.check(row.paddingInlineEndPx, field: "row.padding_inline_end_px")
        try R.rowSpacing.check(row.paddingBlockPx, field: "row.padding_block_px")
        try R.rowSpacing.check(row.iconSizePx, field: "row.icon_size_px")
        try R.rowSpacing.check(row.iconGapPx, field: "row.icon_gap_px")
        if let n = row.maxLines { try R.maxLines.check(n, field: "row.max_lines") }
        try R.clipTolerance.check(clipTolerancePx, field: "clip_tolerance_px")
        try platform.validate()
    }
}

extension MeasureOptions {
    /// The line-box model of the profile.
    var lineBoxModel: LineBoxModel {
        switch profile {
        case .web: platform.webPlatform.engine == .webkit ? WebKitLineBoxModel(size: size, platform: platform.webPlatform, lineHeight: lineHeight)
            : CSSLineBoxModel(size: size, deviceScale: deviceScale, platform: platform.webPlatform,
                              textRendering: platform.textRendering, multiplier: lineHeight.multiplier)
        case .android: AndroidLineBoxModel(size: size, deviceScale: deviceScale, options: platform)
        case .compose: ComposeLineBoxModel(size: size, deviceScale: deviceScale, options: platform)
        case .uikit: UIKitLineBoxModel(size: size, options: platform)
        case .flutter: FlutterLineBoxModel(size: size, heightMultiplier: lineHeight.px(size: size).map { $0 / size }, options: platform)
        }
    }

    /// The features HarfBuzz shapes with: the user's, after the profile's own. Blink's `text-rendering:
    /// optimizeSpeed` turns common ligatures off (`font_features.cc` `FontFeatures::Initialize`:
    /// `liga=0, clig=0` when the state is normal and the default is off); kerning stays, because
    /// `UpdateTypesettingFeatures` (`font_description.cc`) clears a typesetting bit HarfBuzz never sees
    /// (measured: Chromium 156 kerns «AVAWAY» the same under every value). optimizeLegibility and
    /// geometricPrecision keep HarfBuzz's defaults, which have both on. WebKit's `optimizeSpeed` turns
    /// kerning off as well (`FontCascade.h` · `computeEnableKerning`: `font-kerning: auto` follows
    /// `advancedTextRenderingMode()`, false under optimizeSpeed) besides the common ligatures (its
    /// HarfBuzz feature list: `liga`/`clig` off when `optimizeSpeed`) [measured: WebKitGTK 2.50, Roboto
    /// 13 px «Edit office files» 88 px under optimizeSpeed, the sum of the hinted advances of each letter].
    var shapingFeatures: FeatureList {
        guard profile == .web, platform.textRendering == .optimizeSpeed else { return features }
        let off: [String] = switch platform.webPlatform.engine {
        case .blink: ["-liga", "-clig"]
        case .webkit: ["-liga", "-clig", "-kern"]
        }
        return (try? FeatureList(off + features.specs)) ?? features
    }

    /// The platform the line model stands for, where the profile covers several (`web`: the browser
    /// platform; `android`/`compose`: the target SDK and elegant text height), for every report to state.
    public var modelledPlatform: String? {
        switch profile {
        case .web: platform.webPlatform.rawValue + (platform.textRendering == .auto ? "" : " text-rendering:\(platform.textRendering.rawValue)")
        case .android, .compose: "targetSdk \(platform.targetSdk), elegant text height \(platform.elegantTextHeight.rawValue) (variant \(platform.familyVariant.rawValue))"
        default: nil
        }
    }

    /// The line-height the profile's engine uses, in CSS px (browsers round it), or nil for `normal`.
    var usedLineHeightPx: Double? {
        guard let px = lineHeight.px(size: size) else { return nil }
        guard profile == .web else { return px }
        if platform.webPlatform.engine == .webkit { return WebKitLineBoxModel(size: size, platform: platform.webPlatform, lineHeight: lineHeight).usedLineHeight(px) }
        return CSSLineBoxModel(size: size, deviceScale: deviceScale, platform: platform.webPlatform,
                               multiplier: lineHeight.multiplier).usedLineHeight(px)
    }

    /// Options for a profile with its defaults (fonts, size, line-height) and platform settings; the
    /// stack is the one the platform draws `locale`'s text with (`Profile.defaults`).
    public static func defaults(for profile: Profile, platform: PlatformOptions = PlatformOptions(), locale: String? = nil) -> MeasureOptions {
        var p = platform
        if profile == .compose { p.includeFontPadding = false }
        let d = profile.defaults(fullHeightFonts: p.familyVariant.fullHeightFonts, locale: locale)
        var o = MeasureOptions(fontStack: (try? FontStack(parsing: d.stack)) ?? MeasureOptions.defaultFontStack, size: d.size, lineHeight: d.lineHeight)
        o.profile = profile
        o.platform = p
        return o
    }
}
