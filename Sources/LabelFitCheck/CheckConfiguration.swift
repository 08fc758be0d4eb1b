import Foundation
import LabelFitCatalogs
import LabelFitCore

/// Limits a check holds strings to. nil disables a threshold.
public struct Thresholds: Sendable, Hashable, Codable {
    public var maxGrowth: Double?
    public var maxLines: Int?
    public var clipTolerancePx: Double = 0
    /// Severity per rule; a rule not named takes its `RuleDescription.defaultSeverity` (an error, but
    /// `no-source` and `untranslated` warnings: they say what was not measured right, not that a label breaks).
    public var severity: [String: Severity] = [:]
    /// Severity of a `borderline` clip (ink past the line box by less than half a device pixel):
    /// warning by default, since antialiasing makes it invisible on most screens; `error` for teams
    /// that want every clip to fail CI.
    public var borderlineSeverity: Severity = .warning

    public init() {}

    public func severity(of rule: Rule) -> Severity {
        severity[rule.id] ?? severity["*"] ?? CheckRules.description(of: rule)?.defaultSeverity ?? .error
    }

    /// A borderline clip is never more severe than the clip rule itself.
    public var borderlineClipSeverity: Severity { min(borderlineSeverity, severity(of: .clip)) }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case maxGrowth = "max_growth", maxLines = "max_lines", clipTolerancePx = "clip_tolerance_px", severity
        case borderlineSeverity = "borderline_severity"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        maxGrowth = try c.decodeIfPresent(Double.self, forKey: .maxGrowth)
        maxLines = try c.decodeIfPresent(Int.self, forKey: .maxLines)
        clipTolerancePx = try c.decodeIfPresent(Double.self, forKey: .clipTolerancePx) ?? 0
        borderlineSeverity = try c.decodeIfPresent(Severity.self, forKey: .borderlineSeverity) ?? .warning
        if let one = try? c.decodeIfPresent(Severity.self, forKey: .severity) {
            severity = ["*": one]
        } else {
            severity = try c.decodeIfPresent([String: Severity].self, forKey: .severity) ?? [:]
        }
    }
}

/// Part of a row, for rules that change only some of its values.
public struct RowPatch: Codable, Sendable, Hashable {
    public var inlineSizePx: Double?
    public var paddingInlineStartPx: Double?
    public var paddingInlineEndPx: Double?
    public var iconSizePx: Double?
    public var iconGapPx: Double?
    public var paddingBlockPx: Double?
    public var heightPx: Double?
    public var minBlockSizePx: Double?
    public var overflow: Overflow?
    public var maxLines: Int?
    public var overflowWrapAnywhere: Bool?

    enum CodingKeys: String, CodingKey {
        case inlineSizePx = "inline_size_px", paddingInlineStartPx = "padding_inline_start_px"
        case paddingInlineEndPx = "padding_inline_end_px", iconSizePx = "icon_size_px", iconGapPx = "icon_gap_px"
        case paddingBlockPx = "padding_block_px", heightPx = "height_px", minBlockSizePx = "min_block_size_px"
        case overflow, maxLines = "max_lines", overflowWrapAnywhere = "overflow_wrap_anywhere"
    }

    public func apply(to row: inout RowGeometry) {
        if let v = inlineSizePx { row.inlineSizePx = v }
        if let v = paddingInlineStartPx { row.paddingInlineStartPx = v }
        if let v = paddingInlineEndPx { row.paddingInlineEndPx = v }
        if let v = iconSizePx { row.iconSizePx = v }
        if let v = iconGapPx { row.iconGapPx = v }
        if let v = paddingBlockPx { row.paddingBlockPx = v }
        if let v = heightPx { row.heightPx = v }
        if let v = minBlockSizePx { row.minBlockSizePx = v }
        if let v = overflow { row.overflow = v }
        if let v = maxLines { row.maxLines = v }
        if let v = overflowWrapAnywhere { row.overflowWrapAnywhere = v }
    }
}

/// Settings for keys matching a glob (fnmatch(3) syntax: `*`, `?`, `[…]`).
public struct KeyRule: Codable, Sendable, Hashable {
    public var keys: String
    public var fonts: [String: String]?
    public var size: Double?
    public var lineHeight: LineHeight?
    public var row: RowPatch?
    public var maxGrowth: Double?
    public var maxLines: Int?

    enum CodingKeys: String, CodingKey, CaseIterable { case keys, fonts, size, lineHeight = "line_height", row, maxGrowth = "max_growth", maxLines = "max_lines" }
}

/// `labelfit.json`: everything a check needs, in one file at the project root.
public struct CheckConfiguration: Codable, Sendable {
    public var catalogs: [String] = []
    public var sourceLocale = "en"
    public var targetLocale = "ar"
    public var profile: Profile = .web
    /// Font stack per language ("en", "ar"); "*" for any.
    public var fonts: [String: String] = [:]
    public var weight: Int = 400
    /// A variable font's width in per cent (CSS `font-stretch`) and axis values applied last (CSS
    /// `font-variation-settings` syntax): `FontAxesRequest`.
    public var fontStretch: Double?
    public var fontVariationSettings: String?
    /// Font size and line-height; nil takes the profile's default.
    public var size: Double?
    public var lineHeight: LineHeight?
    public var platform = PlatformOptions()
    public var deviceScale: Double = 1
    public var features: [String] = []
    public var row = RowGeometry()
    public var rules: [KeyRule] = []
    public var thresholds = Thresholds()
    /// Severities per path and key glob, laid over `thresholds.severity` (`SeverityOverride`).
    public var overrides: [SeverityOverride] = []
    /// Catalog files not checked: gitignore-style globs relative to this file's folder (`PathGlob`).
    public var exclude: [String] = []
    /// More warnings than this fail the run (`--max-warnings`); nil: warnings never fail it.
    public var maxWarnings: Int?
    /// The suppressions file (`Suppressions`); nil: `labelfit-suppressions.json` beside this file, if any.
    public var suppressions: String?
    public var placeholders: [String: [String: String]] = [:]
    public var baseline: String?
    public var maxStringLength: Int?
    public var maxFileBytes: Int?
    public var maxStringsPerFile: Int?
    public var maxNestingDepth: Int?
    /// Leave out targets the catalog marks as not final (XLIFF needs-translation, gettext fuzzy, …)
    /// instead of measuring and flagging them.
    public var skipNotFinal = false
    /// Screens and text sizes the strings are measured for (`DeviceProfiles`), and settings per path.
    public var devices: DeviceProfiles?
    public var pathProfiles: [PathProfile] = []
    /// The folder the file was read from: relative paths in it resolve there.
    public var directory: String = "."
    /// The tree the paths the file names must stay in (`TreeBoundary`); nil without a file.
    public var tree: TreeBoundary?
    /// The paths the file names that lie outside `tree`, each a located error; those paths are not read.
    public var pathRefusals: [CatalogDiagnostic] = []
    /// The line of each top-level setting in the file, for errors found after loading.
    public var settingLines: [String: Int] = [:]

    public init() {}

    static let keys: Set<String> = ["catalogs", "source_locale", "target_locale", "profile", "fonts", "weight", "font_stretch", "font_variation_settings", "size", "line_height",
                                    "device_scale", "features", "row", "rules", "thresholds", "placeholders", "baseline",
                                    "max_string_length", "max_file_bytes", "max_strings_per_file", "max_nesting_depth", "platform", "$schema", "comment",
                                    "skip_not_final", "overrides", "exclude", "max_warnings", "suppressions", "devices", "path_profiles", "layout", "formats"]

    enum CodingKeys: String, CodingKey {
        case catalogs, sourceLocale = "source_locale", targetLocale = "target_locale", profile, fonts, weight, size
        case fontStretch = "font_stretch", fontVariationSettings = "font_variation_settings"
        case lineHeight = "line_height", deviceScale = "device_scale", features, row, rules, thresholds, placeholders, baseline, platform
        case maxStringLength = "max_string_length", maxFileBytes = "max_file_bytes", maxStringsPerFile = "max_strings_per_file"
        case maxNestingDepth = "max_nesting_depth", skipNotFinal = "skip_not_final"
        case overrides, exclude, maxWarnings = "max_warnings", suppressions
        case devices, pathProfiles = "path_profiles"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        catalogs = try c.decodeIfPresent([String].self, forKey: .catalogs) ?? []
        sourceLocale = try c.decodeIfPresent(String.self, forKey: .sourceLocale) ?? "en"
        // One tag, "ar,fa,ur", or a list of tags (`targetLocales`).
        if let list = try? c.decodeIfPresent([String].self, forKey: .targetLocale) { targetLocale = list.joined(separator: ",") }
        else { targetLocale = try c.decodeIfPresent(String.self, forKey: .targetLocale) ?? "ar" }
        profile = try c.decodeIfPresent(Profile.self, forKey: .profile) ?? .web
        fonts = try c.decodeIfPresent([String: String].self, forKey: .fonts) ?? [:]
        weight = try c.decodeIfPresent(Int.self, forKey: .weight) ?? 400
        fontStretch = try c.decodeIfPresent(Double.self, forKey: .fontStretch)
        fontVariationSettings = try c.decodeIfPresent(String.self, forKey: .fontVariationSettings)
        if let v = fontStretch { _ = try NumberRanges.fontStretch.check(v, field: "font_stretch") }
        if let v = fontVariationSettings { _ = try FontAxesRequest.settings(parsing: v) }
        size = try c.decodeIfPresent(Double.self, forKey: .size)
        lineHeight = try c.decodeIfPresent(LineHeight.self, forKey: .lineHeight)
        platform = try c.decodeIfPresent(PlatformOptions.self, forKey: .platform) ?? PlatformOptions()
        deviceScale = try c.decodeIfPresent(Double.self, forKey: .deviceScale) ?? 1
        features = try c.decodeIfPresent([String].self, forKey: .features) ?? []
        row = try c.decodeIfPresent(RowGeometry.self, forKey: .row) ?? RowGeometry()
        rules = try c.decodeIfPresent([KeyRule].self, forKey: .rules) ?? []
        thresholds = try c.decodeIfPresent(Thresholds.self, forKey: .thresholds) ?? Thresholds()
        placeholders = try c.decodeIfPresent([String: [String: String]].self, forKey: .placeholders) ?? [:]
        baseline = try c.decodeIfPresent(String.self, forKey: .baseline)
        maxStringLength = try c.decodeIfPresent(Int.self, forKey: .maxStringLength)
        maxFileBytes = try c.decodeIfPresent(Int.self, forKey: .maxFileBytes)
        maxStringsPerFile = try c.decodeIfPresent(Int.self, forKey: .maxStringsPerFile)
        maxNestingDepth = try c.decodeIfPresent(Int.self, forKey: .maxNestingDepth)
        skipNotFinal = try c.decodeIfPresent(Bool.self, forKey: .skipNotFinal) ?? false
        overrides = try c.decodeIfPresent([SeverityOverride].self, forKey: .overrides) ?? []
        exclude = try c.decodeIfPresent([String].self, forKey: .exclude) ?? []
        maxWarnings = try c.decodeIfPresent(Int.self, forKey: .maxWarnings)
        suppressions = try c.decodeIfPresent(String.self, forKey: .suppressions)
        if let n = maxWarnings { try NumberRanges.maxWarnings.check(Double(n), field: "max_warnings") }
        try SeverityOverride.checkRuleNames(thresholds.severity, in: c, key: .thresholds)
        devices = try c.decodeIfPresent(DeviceProfiles.self, forKey: .devices)
        pathProfiles = try c.decodeIfPresent([PathProfile].self, forKey: .pathProfiles) ?? []
    }

    /// Reads and validates a configuration file. Unknown top-level keys are errors (a typo must not
    /// silently fall back to a default).
    /// Paths the file names (`catalogs`, `baseline`, `suppressions`, font files) must lie inside its
    /// tree unless `allowOutsideTree` (the command line's `--allow-outside-tree`); one outside is a
    /// located error in `pathRefusals` and is not read. Read limits may only be lowered (`LimitSettings`).
    public static func load(path: String, allowOutsideTree: Bool = false) throws -> CheckConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else { throw LabelFitError.io(path: path, reason: "cannot be read") }
        let (root, _) = try LocatedJSONParser.parse([UInt8](data), file: path)
        for (key, _, line) in root.members where !keys.contains(key) {
            throw LabelFitError.invalidInput(SourceLocation(file: path, line: line), "unknown setting '\(key)' (see docs/reference.md, Configuration)")
        }
        try checkNestedKeys(root, file: path)
        var config: CheckConfiguration
        do {
            config = try JSONDecoder().decode(CheckConfiguration.self, from: data)
        } catch let error as DecodingError {
            throw ConfigurationError.located(error, in: root, file: path)
        } catch let error as LabelFitError {
            throw LabelFitError.invalidInput(SourceLocation(file: path), error.description)
        }
        config.directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        for (key, _, line) in root.members { config.settingLines[key] = line }
        if case .array(let entries, _)? = root["overrides"], entries.count == config.overrides.count {
            for (i, entry) in entries.enumerated() {
                config.overrides[i].origin = SourceLocation(file: path, line: entry.line)
                config.overrides[i].label = "overrides[\(i)]"
            }
        }
        try LimitSettings.check(config, in: root, file: path)
        config.tree = TreeBoundary.enclosing(configuration: path, allowsOutside: allowOutsideTree)
        config.refuseCatalogsOutsideTree(in: root, file: path)
        config.refuseFontFilesOutsideTree(in: root, file: path)
        if let refusal = config.refusal(of: config.resolve(config.suppressions ?? Suppressions.defaultName), setting: config.suppressions == nil ? nil : "suppressions", file: path) {
            config.pathRefusals.append(refusal)
        } else {
            config.overrides += try Suppressions.load(named: config.suppressions, for: config)
        }
        try ConfigurationError.validate(config, in: root, file: path)
        return config
    }

    /// Unknown keys inside `row`, `platform`, `thresholds` and each rule (and its row) are errors too,
    /// with their line: a typo there would otherwise fall back to a default as silently as at the top.
    static func checkNestedKeys(_ root: LocatedJSON, file: String) throws {
        func check(_ value: LocatedJSON?, _ name: String, _ accepted: Set<String>) throws {
            guard let value else { return }
            for (key, _, line) in value.members where !accepted.contains(key) {
                throw LabelFitError.invalidInput(SourceLocation(file: file, line: line),
                                                 "unknown setting '\(name).\(key)': \(name) takes " + accepted.sorted().joined(separator: ", "))
            }
        }
        try check(root["row"], "row", RowGeometry.jsonKeys)
        try check(root["platform"], "platform", PlatformOptions.jsonKeys)
        try check(root["thresholds"], "thresholds", Set(Thresholds.CodingKeys.allCases.map(\.rawValue)))
        try check(root["devices"], "devices", DeviceProfiles.jsonKeys)
        if case .array(let entries, _)? = root["path_profiles"] {
            for (i, entry) in entries.enumerated() {
                try check(entry, "path_profiles[\(i)]", PathProfile.jsonKeys)
                try check(entry["row"], "path_profiles[\(i)].row", RowGeometry.jsonKeys)
                try check(entry["platform"], "path_profiles[\(i)].platform", PlatformOptions.jsonKeys)
                try check(entry["devices"], "path_profiles[\(i)].devices", DeviceProfiles.jsonKeys)
            }
        }
        if case .array(let rules, _)? = root["rules"] {
            for (i, rule) in rules.enumerated() {
                try check(rule, "rules[\(i)]", Set(KeyRule.CodingKeys.allCases.map(\.rawValue)))
                try check(rule["row"], "rules[\(i)].row", RowGeometry.jsonKeys)
            }
        }
        if case .array(let overrides, _)? = root["overrides"] {
            for (i, o) in overrides.enumerated() { try check(o, "overrides[\(i)]", Set(SeverityOverride.CodingKeys.allCases.map(\.rawValue))) }
        }
    }

    static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
            return "setting '\(path(c))': \(c.debugDescription)"
        case .keyNotFound(let key, let c):
            return "setting '\(path(c))' needs '\(key.stringValue)'"
        @unknown default:
            return "\(error)"
        }
    }

    /// `labelfit.json` in `directory` or the nearest parent, stopping at a repository root.
    public static func find(from directory: String) -> String? {
        var dir = URL(fileURLWithPath: directory).standardizedFileURL
        for _ in 0..<32 {
            let candidate = dir.appendingPathComponent("labelfit.json").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) { return nil }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
        return nil
    }

    /// The font stack for a locale: its own entry, its language's, "*", or the profile's default for
    /// the locale (`Profile.defaults`: Urdu on UIKit is Nastaliq).
    public func fontStack(for locale: String, in rule: KeyRule? = nil) -> String {
        let language = String(locale.prefix { $0 != "-" && $0 != "_" })
        for table in [rule?.fonts ?? [:], fonts] {
            if let s = table[locale] ?? table[language] ?? table["*"] { return s }
        }
        return resolvedProfile.defaults(fullHeightFonts: platform.familyVariant.fullHeightFonts, locale: locale).stack
    }

    public var resolvedProfile: Profile { profile }

    /// The width and axis values both sides are measured with.
    public func fontAxes() throws -> FontAxesRequest {
        FontAxesRequest(stretch: fontStretch ?? 100, settings: try fontVariationSettings.map(FontAxesRequest.settings(parsing:)) ?? [])
    }
    var profileDefaults: (stack: String, size: Double, lineHeight: LineHeight) {
        resolvedProfile.defaults(fullHeightFonts: platform.familyVariant.fullHeightFonts)
    }

    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
    }
}
