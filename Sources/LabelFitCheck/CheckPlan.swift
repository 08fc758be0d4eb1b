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
        var given = given
        // A plan measures one target locale: `check` makes one per locale of a list; the surfaces
        // that check one (recommend, serve, the API) take the list's first.
        if given.targetLocale.contains(","), let first = given.targetLocales.first { given.targetLocale = first }
        let config = try given.applyingDevices()
        deviceNote = given.devices?.describe(size: given.size ?? given.profileDefaults.size)
        self.config = config
        let defaults = config.profileDefaults
        var source = MeasureOptions(size: config.size ?? defaults.size, lineHeight: config.lineHeight ?? defaults.lineHeight,
                                    deviceScale: config.deviceScale, features: try FeatureList(config.features), row: config.row,
                                    clipTolerancePx: config.thresholds.clipTolerancePx)
        source.profile = config.resolvedProfile
        source.axes = try config.fontAxes()
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

    /// Whether a string needs settings of its own (a key rule, a severity override, an ignore in its
    /// comment), so the runner's per-thread copy of the base settings does not do for it.
    public func hasOwnSettings(_ entry: CatalogEntry) -> Bool {
        rule(for: entry.key) != nil || (!config.overrides.isEmpty && !overrides(for: entry).isEmpty) || StringIgnore.rules(in: entry.comment) != nil
    }

    /// The overrides that apply to a string, in the configuration's order.
    func overrides(for entry: CatalogEntry) -> [SeverityOverride] {
        guard !config.overrides.isEmpty else { return [] }
        let place = config.overridesNamePaths ? PathGlob.Place.memoized(entry.targetLocation.file, base: config.directory) : nil
        return config.overrides.filter { $0.matches(place: place, key: entry.key) }
    }

    /// The level of a catalog warning (a problem reading a file that still gave its strings) in
    /// `file`: the overrides naming the file can lower or raise it; catalog errors are input
    /// errors and stay errors.
    public func catalogWarningSeverity(in file: String) -> Severity {
        guard !config.overrides.isEmpty else { return .warning }
        let matching = config.overrides.filter { $0.matches(file: file, base: config.directory, key: nil) }
        guard !matching.isEmpty else { return .warning }
        let levels = SeverityOverride.resolve([Rule.catalog.id: .warning], matching)
        return levels[Rule.catalog.id] ?? levels["*"] ?? .warning
    }

    /// The thresholds for one string: the base ones with the matching overrides laid over, and the
    /// rules its comment ignores turned off.
    func severities(for entry: CatalogEntry, _ th: inout Thresholds) {
        let matching = overrides(for: entry)
        if !matching.isEmpty { th.severity = SeverityOverride.resolve(th.severity, matching) }
        if let ignored = StringIgnore.rules(in: entry.comment) {
            for r in ignored { th.severity[r.id] = .off }
        }
    }

    public func options(for entry: CatalogEntry) throws -> (MeasureOptions, MeasureOptions, Thresholds) {
        var (s, t) = baseOptions
        var th = thresholds
        severities(for: entry, &th)
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
