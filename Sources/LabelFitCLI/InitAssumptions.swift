import LabelFitCheck
import LabelFitCore

extension InitCommand {
    /// Path globs for a path profile: everything under each catalog folder (`*` crosses `/`, see
    /// `PathProfile`); the repository root itself cannot be one, or it would take every catalog.
    static func globs(_ folders: [String]) -> [String] {
        folders.sorted().map { $0 == "." ? "./*" : $0 + "/*" }
    }

    /// What `init` assumed and what to set, for the terminal: per platform, its devices and the row and
    /// text size the strictest one gives, the threshold, and the settings to make one's own.
    static func assumptions(main: Profile, others: [Profile], strings: [Profile: Int], folders: [Profile: Set<String>],
                            sourceLocale: String, targetLocale: String) -> String {
        var lines = ["Assumed (labelfit.json holds each value; check measures every string at the strictest device, narrowest width and largest text):"]
        for p in [main] + others {
            var config = CheckConfiguration()
            config.profile = p
            let defaults = p.defaults(fullHeightFonts: config.platform.familyVariant.fullHeightFonts)
            let choice = InitDevices.choice(for: p)
            let scope = p == main ? (others.isEmpty ? "all catalogs" : "catalogs no path profile takes")
                : "path profile " + globs(Array(folders[p, default: []])).joined(separator: ", ")
            lines.append("  \(p.rawValue) (\(strings[p] ?? 0) \(targetLocale) strings; \(scope)):")
            for a in choice.assumptions { lines.append("    - " + a) }
            let d = choice.devices
            lines.append("    - rows (content width − insets): " + d.contentWidths.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
                .map { "\($0.key) \(DeviceProfiles.num($0.value)) → \(DeviceProfiles.num($0.value - d.rowInsetStart - d.rowInsetEnd))" }.joined(separator: ", "))
            lines.append("    - text size \(DeviceProfiles.num(defaults.size)), line-height \(defaults.lineHeight), fonts \(config.fontStack(for: targetLocale)) (the \(p.rawValue) profile's defaults)")
            lines.append("    → " + choice.devices.describe(size: defaults.size))
        }
        lines.append("  thresholds.max_lines \(InitDevices.maxLines): a list row's label takes at most two lines (Material 3 two- and three-line list items)")
        lines.append("Set in labelfit.json: \"fonts\" (the fonts your app draws with), \"size\" and \"line_height\" (its list text style),")
        lines.append("  \"devices\" (content_widths, font_scales or dynamic_type_sizes, row insets) for the screens you support,")
        lines.append("  \"thresholds\" (max_lines, max_growth) and \"rules\" per key; then run: labelfit check")
        return lines.joined(separator: "\n")
    }
}
