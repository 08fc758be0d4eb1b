import LabelFitCore

/// The layout options `measure` and `check` share, and how they become `MeasureOptions`.
enum LayoutArguments {
    static let specs: [OptionSpec] = [
        OptionSpec(name: "font", valueName: "stack", help: "Font stack for both strings, CSS style (default \"Roboto, Noto Naskh Arabic UI\")"),
        OptionSpec(name: "source-font", valueName: "stack", help: "Font stack for the source (English) string only"),
        OptionSpec(name: "target-font", valueName: "stack", help: "Font stack for the target (Arabic) string only"),
        OptionSpec(name: "weight", valueName: "n", help: "CSS font weight for family names: 400 regular, 500 medium, 700 bold (default 400)"),
        OptionSpec(name: "size", valueName: "px", help: "Font size in CSS px (default 17)"),
        OptionSpec(name: "line-height", valueName: "lh", help: "normal, a number (1.2), px (20px) or % (120%) (default normal)"),
        OptionSpec(name: "device-scale", valueName: "n", help: "Device pixels per CSS px; metrics round in device px (default 1)"),
        OptionSpec(name: "features", valueName: "list", help: "OpenType features, hb-shape style: \"-kern,ss01\""),
        OptionSpec(name: "width", valueName: "px", help: "Row inline size in CSS px (default: unbounded)"),
        OptionSpec(name: "padding-inline", valueName: "px", help: "padding-inline-start and -end of the row (default 0)"),
        OptionSpec(name: "icon", valueName: "px", help: "Leading icon size; 0 for none (default 0)"),
        OptionSpec(name: "icon-gap", valueName: "px", help: "Gap between icon and label (default 0)"),
        OptionSpec(name: "height", valueName: "px", help: "Fixed row height: lines below it are cut"),
        OptionSpec(name: "min-block-size", valueName: "px", help: "Minimum row height: the row grows past it"),
        OptionSpec(name: "overflow", valueName: "mode", help: "wrap | nowrap-ellipsis | nowrap-clip (default wrap)"),
        OptionSpec(name: "max-lines", valueName: "n", help: "With wrap: lines after the n-th are cut and the n-th ends in an ellipsis"),
        OptionSpec(name: "overflow-wrap-anywhere", valueName: nil, help: "A word wider than the row breaks between characters"),
        OptionSpec(name: "clip-tolerance", valueName: "px", help: "Ink may pass the line box by this much before it counts (default 0)"),
        OptionSpec(name: "profile", valueName: "name", help: "Line model and defaults: web | android | compose | uikit (default web)"),
        OptionSpec(name: "include-font-padding", valueName: "bool", help: "android: TextView includeFontPadding (default true)"),
        OptionSpec(name: "fallback-line-spacing", valueName: "bool", help: "android/compose: fallback fonts enlarge the line (default true)"),
        OptionSpec(name: "elegant-text-height", valueName: "bool", help: "android/compose: full-height Arabic font and metrics (default true, targetSdk ≥ 35)"),
        OptionSpec(name: "line-spacing-multiplier", valueName: "m", help: "android: lineSpacingMultiplier (default 1)"),
        OptionSpec(name: "line-spacing-extra", valueName: "px", help: "android: lineSpacingExtra (default 0)"),
        OptionSpec(name: "line-height-alignment", valueName: "a", help: "compose: top | center | proportional | bottom (default proportional)"),
        OptionSpec(name: "line-height-trim", valueName: "t", help: "compose: none | first-line-top | last-line-bottom | both (default both)"),
        OptionSpec(name: "minimum-line-height", valueName: "pt", help: "uikit: paragraph minimumLineHeight (default 0 = none)"),
        OptionSpec(name: "maximum-line-height", valueName: "pt", help: "uikit: paragraph maximumLineHeight (default 0 = none)"),
        OptionSpec(name: "line-height-multiple", valueName: "m", help: "uikit: paragraph lineHeightMultiple (default 0 = none)"),
    ]

    /// The profile and platform settings on the command line, over `base`.
    static func platform(_ args: ParsedArguments, base: PlatformOptions = PlatformOptions()) throws -> PlatformOptions {
        var p = base
        func bool(_ name: String) throws -> Bool? {
            guard let v = args.value(name) else { return nil }
            switch v.lowercased() {
            case "true", "yes", "1", "on": return true
            case "false", "no", "0", "off": return false
            default: throw LabelFitError.usage("--\(name): '\(v)' is not true or false")
            }
        }
        if let v = try bool("include-font-padding") { p.includeFontPadding = v }
        if let v = try bool("fallback-line-spacing") { p.fallbackLineSpacing = v }
        if let v = try bool("elegant-text-height") { p.elegantTextHeight = v }
        if let v = try args.double("line-spacing-multiplier", min: 0) { p.lineSpacingMultiplier = v }
        if let v = try args.double("line-spacing-extra") { p.lineSpacingExtraPx = v }
        if let v = args.value("line-height-alignment") { p.lineHeightAlignment = v }
        if let v = args.value("line-height-trim") { p.lineHeightTrim = v }
        if let v = try args.double("minimum-line-height", min: 0) { p.minimumLineHeight = v }
        if let v = try args.double("maximum-line-height", min: 0) { p.maximumLineHeight = v }
        if let v = try args.double("line-height-multiple", min: 0) { p.lineHeightMultiple = v }
        return p
    }

    static func profile(_ args: ParsedArguments) throws -> Profile? {
        guard let name = args.value("profile") else { return nil }
        guard let p = Profile(rawValue: name) else {
            throw LabelFitError.usage("--profile: '\(name)' is not one of " + Profile.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return p
    }

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
        if let p = try profile(args) { o.profile = p }
        let weight = try args.int("weight", min: 1) ?? o.fontStack.weight
        if let font = args.value("font") { o.fontStack = try FontStack(parsing: font, weight: weight) }
        o.fontStack.weight = weight
        if let size = try args.double("size") { o.size = size }
        if let lh = args.value("line-height") { o.lineHeight = try LineHeight(parsing: lh) }
        if let dsf = try args.double("device-scale") { o.deviceScale = dsf }
        if let features = args.value("features") {
            o.features = try FeatureList(features.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        if let width = try args.double("width") { o.row.inlineSizePx = width }
        if let pad = try args.double("padding-inline", min: 0) { o.row.paddingInlineStartPx = pad; o.row.paddingInlineEndPx = pad }
        if let icon = try args.double("icon", min: 0) { o.row.iconSizePx = icon }
        if let gap = try args.double("icon-gap", min: 0) { o.row.iconGapPx = gap }
        if let height = try args.double("height", min: 0) { o.row.heightPx = height }
        if let min = try args.double("min-block-size", min: 0) { o.row.minBlockSizePx = min }
        if let overflow = args.value("overflow") {
            guard let mode = Overflow(rawValue: overflow) else {
                throw LabelFitError.usage("--overflow: '\(overflow)' is not one of wrap, nowrap-ellipsis, nowrap-clip")
            }
            o.row.overflow = mode
        }
        if let n = try args.int("max-lines", min: 1) { o.row.maxLines = n }
        if args.has("overflow-wrap-anywhere") { o.row.overflowWrapAnywhere = true }
        if let tol = try args.double("clip-tolerance", min: 0) { o.clipTolerancePx = tol }
        var source = o, target = o
        if let f = args.value("source-font") { source.fontStack = try FontStack(parsing: f, weight: weight) }
        if let f = args.value("target-font") { target.fontStack = try FontStack(parsing: f, weight: weight) }
        try source.validate()
        try target.validate()
        return (source, target)
    }
}

import Foundation
