import Foundation
import LabelFitCatalogs
import LabelFitCore

/// A configuration turned into what measuring needs: options per key, placeholders, thresholds.
public struct CheckPlan: Sendable {
    public var config: CheckConfiguration
    public var baseOptions: (source: MeasureOptions, target: MeasureOptions)
    public var placeholders: Placeholders
    public var thresholds: Thresholds

    /// The device profile the row and size came from (`DeviceProfiles.describe`), if any.
    public var deviceNote: String?

    public init(config given: CheckConfiguration, overrides: (inout MeasureOptions, inout MeasureOptions) throws -> Void = { _, _ in }) throws {
        let config = try given.applyingDevices()
        deviceNote = given.devices?.describe(size: given.size ?? given.profileDefaults.size)
        self.config = config
        let defaults = config.profileDefaults
        var source = MeasureOptions(size: config.size ?? defaults.size, lineHeight: config.lineHeight ?? defaults.lineHeight,
                                    deviceScale: config.deviceScale, features: try FeatureList(config.features), row: config.row,
                                    clipTolerancePx: config.thresholds.clipTolerancePx)
        source.profile = config.resolvedProfile
        source.platform = config.platform
        if source.profile == .compose { source.platform.includeFontPadding = false }
        var target = source
        source.fontStack = try FontStack(parsing: config.fontStack(for: config.sourceLocale), weight: config.weight)
        target.fontStack = try FontStack(parsing: config.fontStack(for: config.targetLocale), weight: config.weight)
        try overrides(&source, &target)
        try source.validate()
        try target.validate()
        baseOptions = (source, target)
        placeholders = Placeholders(samples: config.placeholders)
        thresholds = config.thresholds
        thresholds.clipTolerancePx = target.clipTolerancePx
    }

    /// The last rule whose glob matches the key wins, as in most linters' override lists.
    func rule(for key: String) -> KeyRule? {
        config.rules.last { fnmatch($0.keys, key, 0) == 0 }
    }

    public func options(for entry: CatalogEntry) throws -> (MeasureOptions, MeasureOptions, Thresholds) {
        var (s, t) = baseOptions
        var th = thresholds
        guard let rule = rule(for: entry.key) else { return (s, t, th) }
        if rule.fonts != nil {
            s.fontStack = try FontStack(parsing: config.fontStack(for: config.sourceLocale, in: rule), weight: s.fontStack.weight)
            t.fontStack = try FontStack(parsing: config.fontStack(for: config.targetLocale, in: rule), weight: t.fontStack.weight)
        }
        if let v = rule.size { s.size = v; t.size = v }
        if let v = rule.lineHeight { s.lineHeight = v; t.lineHeight = v }
        if let patch = rule.row { patch.apply(to: &s.row); patch.apply(to: &t.row) }
        if let v = rule.maxGrowth { th.maxGrowth = v }
        if let v = rule.maxLines { th.maxLines = v }
        return (s, t, th)
    }
}
