import LabelFitCore

/// The screens and text sizes an app is used at (`devices` in `labelfit.json`): content widths by
/// name (phones, a tablet, a desktop window, in dp / pt / CSS px), the user's text-size settings, the
/// platform's scaling curve, and the insets a list row takes from the width.
///
/// A check measures every string once, at the strictest profile: the narrowest content width with
/// the largest text size. With greedy line breaking a line's content only grows as the width shrinks
/// and every advance grows with the size, so a string that does not wrap, truncate or exceed
/// `max_lines` there does not at any wider width or smaller size; growth is a ratio of two widths
/// at the same size. Measuring each profile apart would multiply the run and its report by the
/// number of profiles to say which wider ones also fail, which the strictest does not need to know
/// (a string that fails there is to be fixed whichever wider screen also shows it). The profile used
/// is named in the report's settings and on stderr.
public struct DeviceProfiles: Codable, Sendable, Hashable {
    /// Name → the width content is laid out in (the window less system bars, in dp / pt / px).
    public var contentWidths: [String: Double]
    public var fontScaling: FontScaling = .linear
    /// Text-size settings for `android` and `linear` scaling (1 = the default).
    public var fontScales: [Double] = [1]
    /// Text-size settings for `ios` scaling.
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// What a list row takes from the content width before the text: padding, or the cell's layout
    /// margins.
    public var rowInsetStart: Double = 0
    public var rowInsetEnd: Double = 0

    public init(contentWidths: [String: Double], fontScaling: FontScaling, fontScales: [Double] = [1],
                dynamicTypeSizes: [DynamicTypeSize] = [.large], rowInsetStart: Double, rowInsetEnd: Double) {
        self.contentWidths = contentWidths
        self.fontScaling = fontScaling
        self.fontScales = fontScales
        self.dynamicTypeSizes = dynamicTypeSizes
        self.rowInsetStart = rowInsetStart
        self.rowInsetEnd = rowInsetEnd
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case contentWidths = "content_widths", fontScaling = "font_scaling", fontScales = "font_scales"
        case dynamicTypeSizes = "dynamic_type_sizes", rowInsetStart = "row_inset_start", rowInsetEnd = "row_inset_end"
    }

    public static var jsonKeys: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        contentWidths = try c.decode([String: Double].self, forKey: .contentWidths)
        fontScaling = try c.decodeIfPresent(FontScaling.self, forKey: .fontScaling) ?? .linear
        fontScales = try c.decodeIfPresent([Double].self, forKey: .fontScales) ?? [1]
        dynamicTypeSizes = try c.decodeIfPresent([DynamicTypeSize].self, forKey: .dynamicTypeSizes) ?? [.large]
        rowInsetStart = try c.decodeIfPresent(Double.self, forKey: .rowInsetStart) ?? 0
        rowInsetEnd = try c.decodeIfPresent(Double.self, forKey: .rowInsetEnd) ?? 0
    }

    public func validate(field: String) throws {
        guard !contentWidths.isEmpty else { throw LabelFitError.usage("\(field).content_widths: give at least one width") }
        for (name, w) in contentWidths { try NumberRanges.rowLength.check(w, field: "\(field).content_widths.\(name)") }
        guard !fontScales.isEmpty, !dynamicTypeSizes.isEmpty else { throw LabelFitError.usage("\(field): font_scales and dynamic_type_sizes cannot be empty") }
        for s in fontScales { try NumberRanges.fontScale.check(s, field: "\(field).font_scales") }
        try NumberRanges.rowSpacing.check(rowInsetStart, field: "\(field).row_inset_start")
        try NumberRanges.rowSpacing.check(rowInsetEnd, field: "\(field).row_inset_end")
        if rowInsetStart + rowInsetEnd >= (contentWidths.values.min() ?? 0) {
            throw LabelFitError.usage("\(field): the row insets leave no width in the narrowest content width")
        }
    }

    /// The strictest profile: narrowest width (the first name in order on a tie), largest text size.
    public var strictest: (name: String, width: Double, scale: Double, category: DynamicTypeSize) {
        let (name, width) = contentWidths.min { ($0.value, $0.key) < ($1.value, $1.key) }!
        let category = dynamicTypeSizes.max { $0.bodyPoints < $1.bodyPoints }!
        return (name, width, fontScales.max()!, category)
    }

    /// The text size the strictest profile shows a `size` at.
    public func scaledSize(_ size: Double) -> Double {
        let s = strictest
        return fontScaling.scaled(size, scale: s.scale, category: s.category)
    }

    /// "small-phone: 320 wide, row 288 (16 + 16 inset), text ×1.3 (android: 16 → 20.2)".
    public func describe(size: Double) -> String {
        let s = strictest
        let setting = fontScaling == .ios ? "Dynamic Type \(s.category.rawValue)" : "font scale \(Self.num(s.scale))"
        return "device \(s.name): content width \(Self.num(s.width)), row text width \(Self.num(s.width - rowInsetStart - rowInsetEnd))"
            + " (insets \(Self.num(rowInsetStart)) + \(Self.num(rowInsetEnd))), \(setting) (\(fontScaling.rawValue) scaling: size \(Self.num(size)) → \(Self.num(scaledSize(size))))"
    }

    public static func num(_ v: Double) -> String { DecimalText.rounded(v) }
}

extension CheckConfiguration {
    /// The configuration with its device profiles applied: the strictest profile's row width and insets
    /// and its text size (of the base size, of every key rule's size, and of a line-height in px, which
    /// the platforms scale with the text: Android 14 keeps sp line heights proportional to the
    /// scaled size, developer.android.com/about/versions/14/features "Non-linear font scaling"; iOS
    /// scales with `UIFontMetrics.scaledValue`). A row width set as well is an error: one of the two
    /// would be silently ignored.
    public func applyingDevices() throws -> CheckConfiguration {
        guard let devices else { return self }
        try devices.validate(field: "devices")
        if row.inlineSizePx != nil {
            throw LabelFitError.usage("devices: both this and row.inline_size_px set the row width; keep one (devices gives inline_size_px and the insets)")
        }
        var c = self
        let base = size ?? profileDefaults.size
        let scaled = devices.scaledSize(base)
        let ratio = scaled / base
        c.size = scaled
        if case .px(let px) = lineHeight ?? profileDefaults.lineHeight { c.lineHeight = .px(px * ratio) }
        for i in c.rules.indices {
            if let s = c.rules[i].size { c.rules[i].size = devices.scaledSize(s) }
            if case .px(let px)? = c.rules[i].lineHeight { c.rules[i].lineHeight = .px(px * ratio) }
        }
        let s = devices.strictest
        c.row.inlineSizePx = s.width
        c.row.paddingInlineStartPx = devices.rowInsetStart
        c.row.paddingInlineEndPx = devices.rowInsetEnd
        return c
    }
}
