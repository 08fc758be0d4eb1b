import Foundation
import LabelFitCore
import LabelFitLayout

/// The layout options `measure` and `check` share, and how they become `MeasureOptions`.
enum LayoutArguments {
    typealias R = NumberRanges
    static let specs: [OptionSpec] = [
        OptionSpec("font", .parsed("stack", { try FontStack(parsing: $0) }), default: "the profile's; web: \"Roboto, Noto Naskh Arabic UI\"",
                   "Font stack for both strings, CSS style"),
        OptionSpec("source-font", .parsed("stack", { try FontStack(parsing: $0) }), "Font stack for the source (English) string only"),
        OptionSpec("target-font", .parsed("stack", { try FontStack(parsing: $0) }), "Font stack for the target (Arabic) string only"),
        OptionSpec("weight", .number("n", R.weight), default: "400", "CSS font weight for family names: 400 regular, 500 medium, 700 bold"),
        OptionSpec("font-stretch", .parsed("width", { v in
            guard let p = FontAxesRequest.stretch(parsing: v) else { throw LabelFitError.usage("font-stretch '\(v)': a percentage (75%) or a keyword (condensed)") }
            return try R.fontStretch.check(p, field: "font-stretch")
        }), default: "100%", "A variable font's width, as CSS font-stretch: 75%, condensed… (sets wdth)"),
        OptionSpec("font-variation-settings", .parsed("list", { try FontAxesRequest.settings(parsing: $0) }),
                   "Axis values applied last, as CSS font-variation-settings: '\"wdth\" 80, \"GRAD\" 50'"),
        OptionSpec("size", .number("px", R.size), default: "17", "Font size in CSS px"),
        OptionSpec("line-height", .parsed("lh", { try LineHeight(parsing: $0) }), default: "normal",
                   "normal, a number (1.2), px (20px) or % (120%)"),
        OptionSpec("device-scale", .number("n", R.deviceScale), default: "1", "Device pixels per CSS px; metrics round in device px"),
        OptionSpec("features", .parsed("list", { try FeatureList(LayoutArguments.featureSpecs($0)) }),
                   "OpenType features, hb-shape style: \"-kern,ss01\""),
        OptionSpec("width", .number("px", R.rowLength), default: "unbounded", "Row inline size in CSS px"),
        OptionSpec("padding-inline", .number("px", R.rowSpacing), default: "0", "padding-inline-start and -end of the row"),
        OptionSpec("icon", .number("px", R.rowSpacing), default: "0", "Leading icon size; 0 for none"),
        OptionSpec("icon-gap", .number("px", R.rowSpacing), default: "0", "Gap between icon and label"),
        OptionSpec("height", .number("px", R.rowLength), "Fixed row height: lines below it are cut"),
        OptionSpec("min-block-size", .number("px", R.rowSpacing), "Minimum row height: the row grows past it"),
        .choice("overflow", Overflow.self, default: .wrap, "What a row does with text wider than it"),
        OptionSpec("max-lines", .number("n", R.maxLines), "With wrap: lines after the n-th are cut and the n-th ends in an ellipsis"),
        .flag("overflow-wrap-anywhere", "A word wider than the row breaks between characters"),
        OptionSpec("clip-tolerance", .number("px", R.clipTolerance), default: "0", "Ink may pass the line box by this much before it counts"),
        .choice("profile", Profile.self, default: .web, "Line model and defaults (docs/reference.md: Line models)"),
        OptionSpec("include-font-padding", .boolean, default: "true", "android: TextView includeFontPadding"),
        OptionSpec("fallback-line-spacing", .boolean, default: "true", "android/compose: fallback fonts enlarge the line"),
        .choice("elegant-text-height", ElegantTextHeight.self, default: .unset, "android/compose: android:elegantTextHeight as the app sets it (true: fixed tall metrics)"),
        OptionSpec("target-sdk", .number("n", R.targetSdk), default: "35", "android/compose: targetSdkVersion; decides what unset/false elegant text height mean"),
        OptionSpec("line-spacing-multiplier", .number("m", R.lineSpacingMultiplier), default: "1", "android: lineSpacingMultiplier"),
        OptionSpec("line-spacing-extra", .number("px", R.lineSpacingExtra), default: "0", "android: lineSpacingExtra"),
        .choice("line-height-alignment", LineHeightAlignment.self, default: .proportional, "compose: LineHeightStyle.Alignment"),
        .choice("line-height-trim", LineHeightTrim.self, default: .both, "compose: LineHeightStyle.Trim"),
        .choice("line-height-mode", LineHeightMode.self, default: .fixed, "compose: LineHeightStyle.Mode"),
        .choice("web-platform", WebPlatform.self, default: .android, "web: browser and platform (Chrome on android…headless; WebKit on ios, macos-safari, webkitgtk)"),
        .choice("text-rendering", TextRendering.self, default: .auto, "web: CSS text-rendering of the label"),
        .choice("leading-distribution", LeadingDistribution.self, default: .proportional, "flutter: TextStyle.leadingDistribution"),
        .choice("text-height-behavior", TextHeightBehavior.self, default: .all, "flutter: TextHeightBehavior"),
        OptionSpec("minimum-line-height", .number("pt", R.uikitLineHeight), default: "0 = none", "uikit: paragraph minimumLineHeight"),
        OptionSpec("maximum-line-height", .number("pt", R.uikitLineHeight), default: "0 = none", "uikit: paragraph maximumLineHeight"),
        OptionSpec("line-height-multiple", .number("m", R.uikitLineHeightMultiple), default: "0 = none", "uikit: paragraph lineHeightMultiple"),
    ]

    /// `labelfit layout`'s headless Chromium step (docs/layout-web.md, "Chromium geometry").
    static let chromiumSpecs: [OptionSpec] = [
        .flag("chromium", "web: lay the app's templates and CSS out in headless Chromium in each viewport width; compare its classes, and let its widths decide where layout does"),
        OptionSpec("chromium-binary", .text("path"), default: "chromium on PATH", "web: the Chromium executable --chromium runs"),
        OptionSpec("chromium-timeout", .number("s", R.chromiumTimeout), default: "120", "web: the browser is killed past this many seconds (an input error, exit 2)"),
    ]

    /// The Chromium step asked for, with its executable found; nil without `--chromium`.
    static func chromium(_ args: ParsedArguments) throws -> ChromiumOptions? {
        guard args.has("chromium") else {
            if args.has("chromium-binary") || args.has("chromium-timeout") { throw LabelFitError.usage("--chromium-binary and --chromium-timeout set up --chromium: give --chromium too") }
            return nil
        }
        let name = args.value("chromium-binary") ?? "chromium"
        let fm = FileManager.default
        var found: String?
        if name.contains("/") { found = fm.isExecutableFile(atPath: name) ? name : nil }
        else {
            for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
                let path = String(dir) + "/" + name
                if fm.isExecutableFile(atPath: path) { found = path; break }
            }
        }
        guard let binary = found else {
            throw LabelFitError.usage("--chromium: no executable '\(name)'" + (name.contains("/") ? "" : " on PATH") + "; install Chromium or name it with --chromium-binary PATH")
        }
        return ChromiumOptions(binary: binary, timeoutSeconds: args.int("chromium-timeout") ?? 120)
    }

    static func featureSpecs(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The profile and platform settings on the command line, over `base`.
    static func platform(_ args: ParsedArguments, base: PlatformOptions = PlatformOptions()) throws -> PlatformOptions {
        var p = base
        if let v = args.bool("include-font-padding") { p.includeFontPadding = v }
        if let v = args.bool("fallback-line-spacing") { p.fallbackLineSpacing = v }
        if let v = args.choice("elegant-text-height", as: ElegantTextHeight.self) { p.elegantTextHeight = v }
        if let v = args.int("target-sdk") { p.targetSdk = v }
        if let v = args.choice("line-height-mode", as: LineHeightMode.self) { p.lineHeightMode = v }
        if let v = args.choice("web-platform", as: WebPlatform.self) { p.webPlatform = v }
        if let v = args.choice("text-rendering", as: TextRendering.self) { p.textRendering = v }
        if let v = args.choice("leading-distribution", as: LeadingDistribution.self) { p.leadingDistribution = v }
        if let v = args.choice("text-height-behavior", as: TextHeightBehavior.self) { p.textHeightBehavior = v }
        if let v = args.double("line-spacing-multiplier") { p.lineSpacingMultiplier = v }
        if let v = args.double("line-spacing-extra") { p.lineSpacingExtraPx = v }
        if let v = args.choice("line-height-alignment", as: LineHeightAlignment.self) { p.lineHeightAlignment = v }
        if let v = args.choice("line-height-trim", as: LineHeightTrim.self) { p.lineHeightTrim = v }
        if let v = args.double("minimum-line-height") { p.minimumLineHeight = v }
        if let v = args.double("maximum-line-height") { p.maximumLineHeight = v }
        if let v = args.double("line-height-multiple") { p.lineHeightMultiple = v }
        return p
    }

    static func profile(_ args: ParsedArguments) -> Profile? { args.choice("profile", as: Profile.self) }

    /// Applies the options given on the command line over `base`.
    static func apply(_ args: ParsedArguments, to base: MeasureOptions) throws -> (source: MeasureOptions, target: MeasureOptions) {
        try apply(args, to: base, target: base)
    }

    /// Applies the options over separate source and target bases (fonts differ by locale in a config).
    static func apply(_ args: ParsedArguments, to sourceBase: MeasureOptions, target targetBase: MeasureOptions) throws
        -> (source: MeasureOptions, target: MeasureOptions) {
        let (s, _) = try applyOne(args, to: sourceBase)
        let (_, t) = try applyOne(args, to: targetBase)
        return (s, t)
    }

    private static func applyOne(_ args: ParsedArguments, to base: MeasureOptions) throws -> (source: MeasureOptions, target: MeasureOptions) {
        var o = base
        o.platform = try platform(args, base: o.platform)
        if let p = profile(args) { o.profile = p }
        let weight = args.int("weight") ?? o.fontStack.weight
        if let font = args.parsed("font", as: FontStack.self) { o.fontStack = font }
        o.fontStack.weight = weight
        if let stretch = args.parsed("font-stretch", as: Double.self) { o.axes.stretch = stretch }
        if let settings = args.parsed("font-variation-settings", as: [FontVariation].self) { o.axes.settings = settings }
        if let size = args.double("size") { o.size = size }
        if let lh = args.parsed("line-height", as: LineHeight.self) { o.lineHeight = lh }
        if let dsf = args.double("device-scale") { o.deviceScale = dsf }
        if let features = args.parsed("features", as: FeatureList.self) { o.features = features }
        if let width = args.double("width") { o.row.inlineSizePx = width }
        if let pad = args.double("padding-inline") { o.row.paddingInlineStartPx = pad; o.row.paddingInlineEndPx = pad }
        if let icon = args.double("icon") { o.row.iconSizePx = icon }
        if let gap = args.double("icon-gap") { o.row.iconGapPx = gap }
        if let height = args.double("height") { o.row.heightPx = height }
        if let min = args.double("min-block-size") { o.row.minBlockSizePx = min }
        if let mode = args.choice("overflow", as: Overflow.self) { o.row.overflow = mode }
        if let n = args.int("max-lines") { o.row.maxLines = n }
        if args.has("overflow-wrap-anywhere") { o.row.overflowWrapAnywhere = true }
        if let tol = args.double("clip-tolerance") { o.clipTolerancePx = tol }
        var source = o, target = o
        if var f = args.parsed("source-font", as: FontStack.self) { f.weight = weight; source.fontStack = f }
        if var f = args.parsed("target-font", as: FontStack.self) { f.weight = weight; target.fontStack = f }
        try source.validate()
        try target.validate()
        return (source, target)
    }
}

