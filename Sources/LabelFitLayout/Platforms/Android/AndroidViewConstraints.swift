import LabelFitCatalogs
import LabelFitCore

/// Resolves the constraint a view in a layout file puts on its text, by Android's precedence: a value
/// set on the view wins over its `style` (and that style's parents), which wins over its
/// `textAppearance`, which wins over the theme's default (developer.android.com, "Styles and themes",
/// https://developer.android.com/develop/ui/views/theming/themes#textappearance — "Style hierarchy":
/// attributes on the View, then the style, then default styling, then the theme, then TextAppearance;
/// TextView reads its text appearance first and lets the view's own attributes and style override it).
struct AndroidViewConstraints {
    let values: AndroidValues
    let file: String
    let lines: SourceLines
    /// Elements an `<include>` brought in from another layout file, which their sites point into.
    var origins: [ObjectIdentifier: LayoutOrigin] = [:]

    /// A view attribute as written (`android:maxLines`), or from its style chain.
    func value(_ attr: String, of node: XMLElementNode) -> (AndroidValues.Item, [Provenance])? {
        if let v = node.attributes[attr] {
            return (AndroidValues.Item(value: v, location: location(attr, node)), [])
        }
        guard let styleRef = node.attributes["style"], let style = AndroidValues.styleName(styleRef) else { return nil }
        switch values.lookup(attr, inStyle: style) {
        case .found(let item, let chain): return (item, [Provenance(.source, "style=\"\(styleRef)\"", at: location("style", node))] + chain)
        default: return nil
        }
    }

    func location(_ attr: String, _ node: XMLElementNode) -> SourceLocation {
        if let o = origins[ObjectIdentifier(node)] { return SourceLocation(file: o.file, line: o.lines.attributeLine(attr, endingAt: node.line)) }
        return SourceLocation(file: file, line: lines.attributeLine(attr, endingAt: node.line))
    }

    /// Every line-related attribute of a text view: maxLines, lines, singleLine, ellipsize, text size,
    /// line height, shrink-to-fit and height. Width is `AndroidWidths`'.
    func constraint(for node: XMLElementNode, className: String) -> TextConstraint {
        var c = TextConstraint()
        if let (item, chain) = value("android:singleLine", of: node), item.value == "true" {
            c.maxLines = Resolved(1, chain + [Provenance(.source, "android:singleLine=\"true\"", at: item.location)])
            // TextView.java: singleLine with no key listener and no ellipsize set ellipsizes at the end.
            c.overflow = Resolved(.ellipsisEnd, [Provenance(.component, "singleLine implies ellipsize end", at: SourceLocation(file: "AOSP core/java/android/widget/TextView.java (ELLIPSIZE_NOT_SET → END for singleLine)"))])
        }
        if let (item, chain) = value("android:lines", of: node), let n = values.integer(item.value, at: item.location), n.value > 0 {
            c.maxLines = Resolved(n.value, chain + n.chain.map { Provenance($0.kind, "android:lines=\($0.note)", at: $0.location) })
        }
        if let (item, chain) = value("android:maxLines", of: node), let n = values.integer(item.value, at: item.location), n.value > 0 {
            c.maxLines = Resolved(n.value, chain + n.chain.map { Provenance($0.kind, "android:maxLines=\($0.note)", at: $0.location) })
        }
        if className.hasSuffix("EditText") || className == "AutoCompleteTextView" || className.hasSuffix("AutoCompleteTextView") {
            // A single-line input type (no textMultiLine flag) makes the hint one line (TextView.setInputType).
            if let (item, chain) = value("android:inputType", of: node), !item.value.contains("textMultiLine"), c.maxLines == nil {
                c.maxLines = Resolved(1, chain + [Provenance(.source, "android:inputType=\"\(item.value)\" (single line)", at: item.location)])
            }
        }
        if let (item, chain) = value("android:ellipsize", of: node) {
            let mode: TextOverflowMode? = switch item.value {
            case "end": .ellipsisEnd
            case "start": .ellipsisStart
            case "middle": .ellipsisMiddle
            case "marquee": .marquee
            case "none": .clip
            default: nil
            }
            if let m = mode { c.overflow = Resolved(m, chain + [Provenance(.source, "android:ellipsize=\"\(item.value)\"", at: item.location)]) }
        }
        c.textSizeSp = textSize(of: node, className: className)
        if let (item, chain) = value("android:lineHeight", of: node) ?? value("app:lineHeight", of: node),
           let d = values.dimension(item.value, at: item.location) {
            c.lineHeightSp = Resolved(d.value, chain + d.chain)
        }
        // TextView's `lineSpacingExtra` (a dimension) and `lineSpacingMultiplier` (a float) go to
        // StaticLayout as `spacingadd`/`spacingmult` (TextView.java `setLineSpacing`); a `lineHeight`
        // replaces both (androidx TextViewCompat.setLineHeight: extra = height − font height, ×1),
        // which the line model does when it is given one.
        var spacing = LineSpacing(), spacingChain: [Provenance] = []
        if let (item, chain) = value("android:lineSpacingExtra", of: node), let d = values.dimension(item.value, at: item.location) {
            spacing.extraDp = d.value
            spacingChain += chain + [Provenance(.source, "android:lineSpacingExtra=\"\(item.value)\"", at: item.location)] + d.chain.dropFirst()
        }
        if let (item, chain) = value("android:lineSpacingMultiplier", of: node), let m = Double(item.value), NumberRanges.lineSpacingMultiplier.contains(m) {
            spacing.multiplier = m
            spacingChain += chain + [Provenance(.source, "android:lineSpacingMultiplier=\"\(item.value)\"", at: item.location)]
        }
        if !spacingChain.isEmpty { c.lineSpacing = Resolved(spacing, spacingChain) }
        for attr in ["android:autoSizeTextType", "app:autoSizeTextType"] {
            if let (item, chain) = value(attr, of: node), item.value != "none" {
                c.autoSize = Resolved(item.value, chain + [Provenance(.source, "\(attr)=\"\(item.value)\"", at: item.location)])
            }
        }
        let drawsAboveOrBelow = ["android:drawableTop", "android:drawableBottom", "app:drawableTopCompat", "app:drawableBottomCompat"].contains { node.attributes[$0] != nil }
        if !drawsAboveOrBelow, let h = node.attributes["android:layout_height"], let d = values.dimension(h, at: location("android:layout_height", node)), d.value > 0 {
            let padding = verticalPadding(node)
            c.heightDp = Resolved(max(d.value - padding, 0), d.chain)
        }
        c.fontWeight = AndroidTextWeight(constraints: self).weight(of: node)
        // `android:fontVariationSettings` (API 26) takes CSS font-variation-settings' list (AOSP
        // `TextView.setFontVariationSettings`: "the same format as the CSS font-variation-settings
        // attribute"), applied to the text's font over its weight (`FontAxesRequest`). A resource
        // reference or a list Android would refuse is named, and the font's defaults measured.
        if let (item, chain) = value("android:fontVariationSettings", of: node) {
            let p = Provenance(.source, "android:fontVariationSettings=\"\(item.value)\"", at: item.location)
            if let settings = try? FontAxesRequest.settings(parsing: item.value) { c.fontAxes = Resolved(FontAxesRequest(settings: settings), chain + [p]) }
            else { c.fontAxesUndecided.append("android:fontVariationSettings=\"\(item.value)\" is not read") }
        }
        return c
    }

    func verticalPadding(_ node: XMLElementNode) -> Double {
        func dp(_ a: String) -> Double? { node.attributes[a].flatMap { values.dimension($0, at: location(a, node))?.value } }
        let all = dp("android:padding") ?? dp("android:paddingVertical")
        return (dp("android:paddingTop") ?? all ?? 0) + (dp("android:paddingBottom") ?? all ?? 0)
    }

    /// textSize: the view's attribute, its style's, its text appearance's (the view's or the style's),
    /// then the default.
    func textSize(of node: XMLElementNode, className: String) -> Resolved<Double>? {
        if let (item, chain) = value("android:textSize", of: node) {
            return values.dimension(item.value, at: item.location).map {
                Resolved($0.value, chain + [Provenance(.source, "android:textSize=\"\(item.value)\"", at: item.location)] + $0.chain.dropFirst())
            }
        }
        if let (item, chain) = value("android:textAppearance", of: node) {
            return appearanceSize(item, chain: chain)
        }
        if let styleRef = node.attributes["style"], let style = AndroidValues.styleName(styleRef),
           case .unknownLibrary = values.lookup("android:textSize", inStyle: style) {
            // A library style the table does not know may set a size: unknown, not the default.
            return nil
        }
        return Resolved(LibraryStyles.defaultTextSize.sp, [Provenance(.component, "default text size", at: SourceLocation(file: LibraryStyles.defaultTextSize.source))])
    }

    /// The text size a `textAppearance` value gives: `@style/X` through the style chain (app or
    /// library), `?attr/textAppearanceX` through the app theme, then the library themes.
    func appearanceSize(_ item: AndroidValues.Item, chain: [Provenance]) -> Resolved<Double>? {
        guard let (start, chain) = appearanceStyle(item, chain: chain) else { return nil }
        return appearanceValue("android:textSize", from: start, chain: chain).flatMap { found in
            guard case .found(let v, let c) = found else { return nil }
            return values.dimension(v.value, at: v.location).map { Resolved($0.value, c + $0.chain) }
        }
    }

    /// The style a `textAppearance` value names: `@style/X`, or `?attr/textAppearanceX` through the app
    /// theme, then the library themes.
    func appearanceStyle(_ item: AndroidValues.Item, chain: [Provenance]) -> (String, [Provenance])? {
        var chain = chain + [Provenance(.source, "android:textAppearance=\"\(item.value)\"", at: item.location)]
        var styleName = AndroidValues.styleName(item.value)
        if styleName == nil, item.value.hasPrefix("?") {
            let attr = String(item.value.split(separator: "/").last ?? "").replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "android:", with: "")
            if let theme = values.appTheme, let themeName = AndroidValues.styleName(theme.value) {
                for candidate in [attr, "android:" + attr] {
                    if case .found(let v, let c) = values.lookup(candidate, inStyle: themeName), let s = AndroidValues.styleName(v.value) {
                        chain += c + [Provenance(.source, "\(candidate) = \(v.value)", at: v.location)]
                        styleName = s
                        break
                    }
                }
            }
            if styleName == nil, let lib = LibraryStyles.themeTextAppearance(attr) {
                chain.append(Provenance(.component, "theme \(attr) = \(lib.style)", at: SourceLocation(file: lib.source)))
                styleName = lib.style
            }
        }
        return styleName.map { ($0, chain) }
    }

    /// `attr` in a text appearance style and its parents, following a widget style's own
    /// `textAppearance` when the attribute is not set (at most four hops). `.found` carries the whole
    /// chain; nil when no style sets it.
    func appearanceValue(_ attr: String, from start: String, chain: [Provenance]) -> AndroidValues.StyleLookup? {
        var chain = chain, name = start
        for _ in 0..<4 {
            switch values.lookup(attr, inStyle: name) {
            case .found(let v, let c): return .found(v, chain + c)
            case .notSet(let c):
                // A widget style may point at its own text appearance.
                if case .found(let a, let c2) = values.lookup("android:textAppearance", inStyle: name), let next = AndroidValues.styleName(a.value) {
                    chain += c + c2
                    name = next
                    continue
                }
                return nil
            case .unknownLibrary(let n, let c): return .unknownLibrary(n, chain + c)
            }
        }
        return nil
    }
}
